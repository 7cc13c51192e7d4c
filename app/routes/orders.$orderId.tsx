import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { BrandKit } from "#app/components/purchase/brand-kit.tsx";
import { HelpLine } from "#app/components/purchase/help-line.tsx";
import { LogoImage } from "#app/components/logo-image.tsx";
import { formatCents } from "#app/lib/money.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { loadOrderPage } from "#app/server/checkout/purchases.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Your logos", "Download the brand kit of each logo of your order."), NOINDEX];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadOrderPage(request, context, params.orderId ?? "");
}

const STATUS_TEXT = {
  pending: "Waiting for the payment to be confirmed. This page refreshes itself.",
  cancelled: "This order was cancelled. No charges were made.",
  expired: "This checkout expired before it was paid. No charges were made.",
  refunded: "This order was refunded. Its downloads have ended.",
  completed: "",
} as const;

export default function OrderPage() {
  const { order, logos, supportEmail } = useLoaderData<typeof loader>();
  const preparing = order.status === "completed" && logos.some((logo) => !logo.kit);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900">Your logos</h1>
      <p className="mt-2 text-gray-700">
        Order <span className="break-all font-mono">{order.orderId}</span> · {new Date(order.createdAt).toLocaleDateString("en-US", { dateStyle: "long" })} ·{" "}
        {formatCents(order.totalCents)} {order.currency.toUpperCase()}
      </p>
      {order.status !== "completed" ? (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
          {order.note ?? STATUS_TEXT[order.status]}
        </p>
      ) : null}
      {order.status === "pending" || preparing ? <meta httpEquiv="refresh" content={preparing ? "2" : "3"} /> : null}
      <ul className="mt-8 space-y-10">
        {logos.map((logo) => (
          <li key={logo.purchaseId} className="rounded-2xl border border-gray-200 p-4 sm:p-6">
            <div className="flex flex-col gap-6 sm:flex-row">
              {order.status === "completed" ? (
                <LogoImage src={logo.picture} alt={logo.name} width={192} height={192} loading="eager" className="h-48 w-48 shrink-0 rounded-xl border border-gray-200 object-contain" />
              ) : null}
              <div className="min-w-0">
                <h2 className="text-xl font-semibold text-gray-900 [overflow-wrap:anywhere]">{logo.name}</h2>
                <p className="mt-1 text-sm text-gray-700">Your brand kit: exclusive commercial rights. Download as often as you like.</p>
                {logo.kit ? (
                  <div className="mt-4 flex flex-wrap items-center gap-3">
                    <a href={logo.zip} download className="rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700">
                      Download the whole kit (ZIP)
                    </a>
                    <span className="text-sm text-gray-700">{logo.kit.reduce((sum, group) => sum + group.files.length, 0)} files in folders, with a README</span>
                  </div>
                ) : (
                  <p role="status" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
                    Your brand kit is being prepared. This page refreshes itself.
                  </p>
                )}
              </div>
            </div>
            {logo.kit ? <BrandKit groups={logo.kit} notes={logo.notes} /> : null}
          </li>
        ))}
      </ul>
      <HelpLine email={supportEmail} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{missing ? "Order not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-700">
        {missing ? "Open the link from your receipt, or this page in the browser you bought with." : "Please try again in a moment."}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white">
        Go to Homepage
      </Link>
    </div>
  );
}
