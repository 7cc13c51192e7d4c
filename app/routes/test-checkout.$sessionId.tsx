import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formatCents, PRICE_TAX_NOTE } from "#app/lib/money.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { loadTestCheckout, submitTestCheckout } from "#app/server/checkout/test-checkout-page.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Test checkout", "A test checkout: no payment is taken."), NOINDEX];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadTestCheckout(params.sessionId ?? "", context);
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const reply = await submitTestCheckout(request, params.sessionId ?? "", context);
  if ("redirect" in reply) return redirect(reply.redirect, 303);
  return data({ error: reply.error }, { status: reply.status });
}

export default function TestCheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <p role="note" className="rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-950">
        This is a test checkout. No payment is taken and no card is asked for: completing it marks the order paid so the
        purchase can be tried end to end. A real shop takes payments through Stripe instead.
      </p>
      <h1 className="mt-8 text-3xl font-bold text-gray-900">Test checkout</h1>
      <p className="mt-2 text-sm text-gray-700">
        Order <span className="font-mono">{page.orderId}</span>
      </p>
      <ul className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {page.items.map((item) => (
          <li key={item.purchaseId} className="flex items-center justify-between gap-4 px-4 py-3">
            <span className="flex min-w-0 items-center gap-3">
              {item.picture ? <img src={item.picture} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg border border-gray-200 bg-white object-contain" /> : null}
              <span className="text-gray-900 [overflow-wrap:anywhere]">{item.name}</span>
            </span>
            <span className="text-gray-700">{formatCents(page.totalCents / page.items.length)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 px-4 py-3 font-semibold">
          <span>
            Total <span className="font-normal text-gray-700">({PRICE_TAX_NOTE})</span>
          </span>
          <span>
            {formatCents(page.totalCents)} {page.currency.toUpperCase()}
          </span>
        </li>
      </ul>
      {page.open ? (
        <Form method="post" className="mt-8 space-y-4">
          <div>
            <label htmlFor="email" className="block font-medium text-gray-900">
              Email for the receipt
            </label>
            <input id="email" name="email" type="email" required autoComplete="email" className="mt-1 w-full rounded-lg border border-gray-400 px-3 py-2" />
          </div>
          {result?.error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900">
              {result.error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="pay" disabled={busy} className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700 disabled:opacity-80">
              Complete test payment
            </button>
            <button type="submit" name="intent" value="cancel" formNoValidate disabled={busy} className="rounded-lg border border-gray-400 px-6 py-3 font-semibold text-gray-900 hover:bg-gray-50">
              Cancel
            </button>
          </div>
        </Form>
      ) : (
        <p role="alert" className="mt-8 rounded-lg bg-gray-100 px-4 py-3 text-gray-900">
          This test checkout has ended. Go back to the logo and start again.
        </p>
      )}
    </div>
  );
}
