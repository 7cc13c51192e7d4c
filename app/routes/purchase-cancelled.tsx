import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { HelpLine } from "#app/components/purchase/help-line.tsx";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { cancelCheckout } from "#app/server/checkout/holds.server.ts";
import { purchaseContextFrom } from "#app/server/checkout/purchases.server.ts";

export const meta: MetaFunction = () => [
  ...pageMeta("Purchase Cancelled", "Your purchase was cancelled. No charges were made."),
  NOINDEX,
];

/** Stripe's way back from its payment page lands here: the buyer's checkout ends (its logos are free again). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await cancelCheckout(request, purchaseContextFrom(request, context), new URL(request.url).searchParams.get("order_id"));
  return { supportEmail: context.env.SUPPORT_EMAIL };
}

export default function PurchaseCancelledPage() {
  const { supportEmail } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Purchase Cancelled</h1>
      <p className="mt-4 text-gray-700">Your purchase was cancelled. No charges were made to your account.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/browse" className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700">
          Continue Shopping
        </Link>
        <Link to="/" className="rounded-lg border border-gray-300 px-6 py-3 font-semibold text-gray-900 hover:bg-gray-50">
          Go to Homepage
        </Link>
      </div>
      <HelpLine email={supportEmail} />
    </div>
  );
}
