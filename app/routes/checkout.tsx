import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { submitCheckoutForm } from "#app/server/checkout/open-checkout.server.ts";
import { PURCHASE_COPY } from "#app/lib/purchase.ts";

export const meta: MetaFunction = () => [...pageMeta("Checkout", "Buy your logo."), NOINDEX];

/** The purchase button posts here; a 303 takes the buyer to the checkout page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const reply = await submitCheckoutForm(request, context);
  const headers = reply.setCookie ? { "Set-Cookie": reply.setCookie } : undefined;
  if ("redirect" in reply) return redirect(reply.redirect, { status: 303, headers });
  return data({ error: reply.error }, { status: reply.status, headers });
}

/**
 * Nothing to load, and no redirect: after a refused form (without JavaScript) this page
 * renders the action's reason, which a redirect here would throw away.
 */
export async function loader() {
  return null;
}

/** Seen only without JavaScript, when the checkout could not start: the reason, and a way back. */
export default function CheckoutProblem() {
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Checkout</h1>
      <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-900">
        {result?.error ?? PURCHASE_COPY.noLogoId}
      </p>
      <Link to="/browse" className="mt-8 inline-block rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white">
        Continue Shopping
      </Link>
    </div>
  );
}
