import { formatLongDate } from "#app/lib/dates.ts";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { BrandKit } from "#app/components/purchase/brand-kit.tsx";
import { HelpLine } from "#app/components/purchase/help-line.tsx";
import { LogoImage } from "#app/components/logo-image.tsx";
import { formatCents } from "#app/lib/money.ts";
import { NOINDEX, pageMeta } from "#app/lib/meta.ts";
import { REFUND_PAYOUT_BUSINESS_DAYS } from "#app/lib/business.ts";
import type { Guarantee } from "#app/lib/guarantee.ts";
import { loadOrderPage } from "#app/server/checkout/purchases.server.ts";
import { requestRefund } from "#app/server/checkout/guarantee.server.ts";

export const meta: MetaFunction = () => [...pageMeta("Your logos", "Download the brand kit of each logo of your order."), NOINDEX];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadOrderPage(request, context, params.orderId ?? "");
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== "refund") return data({ error: "Nothing to do: the form did not say what to do." }, { status: 400 });
  const result = await requestRefund(request, context, params.orderId ?? "");
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  // After a post, the page itself: reloading it does not post again, and it says the order was refunded.
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`, { status: 303 });
}

const STATUS_TEXT = {
  pending: "Waiting for the payment to be confirmed. This page refreshes itself.",
  cancelled: "This order was cancelled. No charges were made.",
  expired: "This checkout expired before it was paid. No charges were made.",
  refunded: "This order was refunded. Its downloads have ended.",
  completed: "",
} as const;

export default function OrderPage() {
  const { order, logos, supportEmail, guarantee, invoice, refundAction } = useLoaderData<typeof loader>();
  const preparing = order.status === "completed" && logos.some((logo) => !logo.kit);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-gray-900">Your logos</h1>
      <p className="mt-2 text-gray-700">
        Order <span className="break-all font-mono">{order.orderId}</span> · {formatLongDate(order.createdAt)} ·{" "}
        {formatCents(order.totalCents)} {order.currency.toUpperCase()}
      </p>
      {order.status !== "completed" ? (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
          {order.note ?? STATUS_TEXT[order.status]}
        </p>
      ) : null}
      {order.status === "pending" || preparing ? <meta httpEquiv="refresh" content={preparing ? "2" : "3"} /> : null}
      {invoice ? (
        <p className="mt-4">
          <a href={invoice} className="font-medium text-indigo-700 underline">
            View your invoice
          </a>{" "}
          <span className="text-sm text-gray-700">(with the VAT or sales tax included in the price)</span>
        </p>
      ) : null}
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
      <RefundSection guarantee={guarantee} postTo={refundAction} supportEmail={supportEmail} />
      <HelpLine email={supportEmail} />
    </div>
  );
}

const dateOf = formatLongDate;

/** The 30-day money-back guarantee: the request while it lasts, then how to reach support. A form, so it works without JavaScript. */
function RefundSection({ guarantee, postTo, supportEmail }: { guarantee: Guarantee; postTo: string; supportEmail: string }) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (!guarantee) return null;
  return (
    <section aria-labelledby="guarantee" className="mt-10 rounded-2xl border border-gray-200 p-4 sm:p-6">
      <h2 id="guarantee" className="text-xl font-semibold text-gray-900">
        30-day money-back guarantee
      </h2>
      {guarantee.open ? (
        <Form method="post" action={postTo} className="mt-2">
          <p className="text-gray-700">
            Not happy with your logo? Ask for your money back until {dateOf(guarantee.until)}, no reason needed. The refund is made at once and
            reaches your account in {REFUND_PAYOUT_BUSINESS_DAYS} business days; the downloads and the licence of this order end with it.
          </p>
          {result?.error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-red-900">
              {result.error}
            </p>
          ) : null}
          <button type="submit" name="intent" value="refund" disabled={busy} className="mt-4 min-h-11 rounded-lg border border-gray-400 px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-80">
            Request a refund
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-gray-700">
          The guarantee of this order ended on {dateOf(guarantee.until)}. For help with it, write to{" "}
          <a href={`mailto:${supportEmail}`} className="text-indigo-700 underline">
            {supportEmail}
          </a>{" "}
          with the order number.
        </p>
      )}
    </section>
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
