import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { HelpLine } from "#app/components/purchase/help-line.tsx";
import { LogoImage } from "#app/components/logo-image.tsx";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { loadPurchaseSuccess } from "#app/server/checkout/purchases.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  [
    ...(data?.orderId
      ? pageMeta("Purchase Successful", "Your logo purchase is complete. Download your files.")
      : pageMeta("Payment Processing", "Your payment is being processed. Check your email for download instructions.")),
    NOINDEX,
  ];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadPurchaseSuccess(request, context)), supportEmail: context.env.SUPPORT_EMAIL };
}

export default function PurchaseSuccessPage() {
  const { orderId, status, note, bought, supportEmail } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {orderId && status === "refunded" ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Payment Refunded</h1>
          <p role="alert" className="mt-4 text-gray-700">{note}</p>
          <Link to="/browse" className="mt-8 inline-block rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white">
            Continue Shopping
          </Link>
        </>
      ) : orderId && status === "pending" ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Payment Processing</h1>
          <p className="mt-4 text-gray-700">Your payment is being confirmed. This page refreshes itself; your logos follow in a moment.</p>
          <meta httpEquiv="refresh" content="3" />
        </>
      ) : orderId ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Purchase Successful!</h1>
          <p className="mt-4 text-gray-700">Thank you for your purchase! Your logos are ready for download.</p>
          <BoughtPictures logos={bought} />
          <a
            href={`/orders/${encodeURIComponent(orderId)}`}
            target="_blank"
            rel="noopener"
            className="mt-8 inline-block rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700"
          >
            View &amp; Download Logos
          </a>
          <p className="mt-6 text-sm text-gray-700">
            You will also receive an e-mail with download instructions shortly.
          </p>
          <p className="mt-2 text-sm text-gray-700">
            Order ID: <span className="break-all font-mono">{orderId}</span>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Payment Processing</h1>
          <p className="mt-4 text-gray-700">No order ID found. Please check your email for download instructions.</p>
          <Link to="/" className="mt-8 inline-block rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white">
            Go to Homepage
          </Link>
        </>
      )}
      <HelpLine email={supportEmail} />
    </div>
  );
}

/** What was bought, as pictures: the buyer sees what their money got. */
function BoughtPictures({ logos }: { logos: { purchaseId: string; name: string; picture: string }[] }) {
  if (logos.length === 0) return null;
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-4">
      {logos.map((logo) => (
        <li key={logo.purchaseId} className="w-40">
          <LogoImage src={logo.picture} alt={logo.name} width={160} height={160} loading="eager" className="h-40 w-40 rounded-xl border border-gray-200 object-contain" />
          <p className="mt-2 truncate text-sm font-medium text-gray-900">{logo.name}</p>
        </li>
      ))}
    </ul>
  );
}
