import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { Cents, ConsolePageHeader, dangerButton, FormToken, inputClass, Notice, OrderStatusBadge, Panel, primaryButton } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { notFound, operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { orderDetail } from "#app/server/admin/orders.server.ts";
import { refundFromConsole } from "#app/server/admin/refunds.server.ts";
import { retryFromConsole } from "#app/server/admin/order-retry.server.ts";
import { purgeContextOf } from "#app/server/cache/purge.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => consoleMeta(loaded ? `Order #${loaded.order.id.slice(-8)}` : "Order");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const detail = await orderDetail(context.db, context.env, params.orderId ?? "");
  if (!detail) throw notFound();
  return detail;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  const orderId = params.orderId ?? "";
  if (form.get("intent") === "retry") {
    const retried = await retryFromConsole(context.db, operator, orderId);
    if (!retried.ok) return data({ error: retried.error }, { status: retried.status });
    throw redirect(`/admin/orders/${orderId}?notice=retried`, { status: 303 });
  }
  if (form.get("intent") !== "refund") return data({ error: "Nothing to do: the form did not say what to do." }, { status: 400 });
  if (form.get("confirm") !== "yes") return data({ error: "Tick the box to confirm the refund first." }, { status: 400 });
  const result = await refundFromConsole({ ...purgeContextOf(request, context), env: context.env }, operator, orderId, String(form.get("reason") ?? ""));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  // After a post, a page of its own: reloading it does not post again.
  throw redirect(`/admin/orders/${orderId}?notice=refunded`, { status: 303 });
}

export default function ConsoleOrder() {
  const { order, items, payment, ledger, history, refund, retry } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const refunding = navigation.state === "submitting" && navigation.formData?.get("intent") === "refund";
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/orders" className="font-medium text-indigo-700 underline">
          ← Orders
        </Link>
      </p>
      <ConsolePageHeader title={`Order #${order.id.slice(-8)}`} actions={<OrderStatusBadge status={order.status} />}>
        <span className="font-mono text-sm [overflow-wrap:anywhere]">{order.id}</span>
      </ConsolePageHeader>

      {params.get("notice") === "refunded" && order.status === "refunded" ? <Notice kind="success">Refunded. The buyer&apos;s downloads have ended, the logos are for sale again, and the buyer was told by mail.</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}
      {order.attention ? (
        <Notice kind={order.status === "parked" ? "error" : "warning"}>
          {order.status === "parked" ? "Needs attention: " : ""}
          {order.attention}
          {order.status !== "parked" && order.nextAttemptAt ? ` The scheduled job tries again after ${formatDateTime(order.nextAttemptAt)}.` : ""}
        </Notice>
      ) : null}
      {params.get("notice") === "retried" && order.status !== "parked" ? <Notice kind="success">{`The order is ${order.status} again: the scheduled job tries it within minutes.`}</Notice> : null}
      {retry ? (
        <Form method="post" className="mb-6 flex flex-wrap items-center gap-3">
          <FormToken />
          <input type="hidden" name="intent" value="retry" />
          <p className="text-sm text-gray-800">{`Mended what stopped it? The scheduled job tries this order again from where it was (${retry.from}).`}</p>
          <button type="submit" className={primaryButton}>
            Try again
          </button>
        </Form>
      ) : null}

      <div className="grid gap-x-6 lg:grid-cols-2">
        <Panel title="Buyer and total">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-700">Receipt address</dt>
            <dd className="text-gray-900 [overflow-wrap:anywhere]">{order.contactEmail ?? "None yet (the checkout did not ask for one)"}</dd>
            <dt className="text-gray-700">Account</dt>
            <dd className="text-gray-900 [overflow-wrap:anywhere]">{order.accountEmail ?? "Bought as a guest"}</dd>
            <dt className="text-gray-700">Total</dt>
            <dd className="text-gray-900">
              <Cents cents={order.totalCents} /> {order.currency.toUpperCase()}
            </dd>
            <dt className="text-gray-700">Opened</dt>
            <dd className="text-gray-900">{formatDateTime(order.createdAt)}</dd>
            <dt className="text-gray-700">Paid</dt>
            <dd className="text-gray-900">{order.completedAt ? formatDateTime(order.completedAt) : "Not paid"}</dd>
          </dl>
          {order.note ? <p className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-800">Note to the buyer: {order.note}</p> : null}
        </Panel>

        <Panel title="Payment">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-700">Provider</dt>
            <dd className="text-gray-900">{payment.providerName}</dd>
            <dt className="text-gray-700">Checkout session</dt>
            <dd className="font-mono text-gray-900 [overflow-wrap:anywhere]">{payment.sessionId ?? "None"}</dd>
            <dt className="text-gray-700">Payment</dt>
            <dd className="font-mono text-gray-900 [overflow-wrap:anywhere]">{payment.paymentId ?? "None"}</dd>
          </dl>
          {payment.dashboardUrl ? (
            <p className="mt-3 text-sm">
              <a href={payment.dashboardUrl} rel="noopener noreferrer" target="_blank" className="font-medium text-indigo-700 underline">
                Open in Stripe&apos;s dashboard<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </Panel>
      </div>

      <Panel title="Logos">
        <ul className="divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.purchaseId} className="flex flex-wrap items-center gap-3 py-3">
              {item.image ? (
                <span className={`block h-14 w-14 shrink-0 overflow-hidden rounded-lg border border-gray-200 ${item.bgColor}`}>
                  <img src={item.image} alt="" width={56} height={56} className="h-full w-full object-contain" />
                </span>
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{item.href ? <Link to={item.href} className="text-indigo-700 underline">{item.name}</Link> : item.name}</p>
                <p className="text-sm text-gray-700">
                  {item.kind === "catalogue" ? "Catalogue logo" : "Generated logo"} · <span className="font-mono">{item.purchaseId}</span>
                </p>
              </div>
              <p className="text-sm text-gray-800">
                {item.credited.length > 0
                  ? item.credited.map((designer, index) => (
                      <span key={designer.designerId}>
                        {index > 0 ? ", " : "Credited to "}
                        <Link to={`/admin/designers/${designer.designerId}`} className="text-indigo-700 underline">
                          {designer.name}
                        </Link>
                      </span>
                    ))
                  : "No designer credited"}
              </p>
            </li>
          ))}
        </ul>
      </Panel>

      {ledger.length > 0 ? (
        <Panel title="Designers' ledger">
          <ConsoleTable
            label="Ledger entries of this order"
            rows={ledger}
            rowKey={(entry) => `${entry.designerId}-${entry.purchaseId}-${entry.kind}`}
            aside={(entry) => <Cents cents={entry.amountCents} signed />}
            columns={[
              { header: "Designer", title: true, cell: (entry) => entry.designer },
              {
                header: "Entry",
                cell: (entry) => (entry.kind === "sale" ? "Sale" : "Refund"),
                card: (entry) => (
                  <span className="text-gray-700">
                    {entry.kind === "sale" ? "Sale" : "Refund"} · {formatDateTime(entry.at)}
                  </span>
                ),
              },
              { header: "Amount", cell: (entry) => <Cents cents={entry.amountCents} signed />, card: null },
              { header: "When", cell: (entry) => formatDateTime(entry.at), card: null },
            ]}
          />
        </Panel>
      ) : null}

      <Panel title="History">
        <ol className="space-y-3 border-l-2 border-gray-200 pl-4">
          {history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="text-sm">
              <p className="text-gray-900">{event.text}</p>
              <p className="text-gray-700">
                {formatDateTime(event.at)}
                {event.by ? ` · by ${event.by}` : ""}
              </p>
            </li>
          ))}
        </ol>
      </Panel>

      <Panel title="Refund">
        {refund.possible ? (
          <Form method="post" className="space-y-4">
            <FormToken />
            <input type="hidden" name="intent" value="refund" />
            <p className="text-sm text-gray-800">
              The whole payment goes back through {payment.provider}. The order&apos;s downloads end, its logos go back on sale, the designers&apos; credits are taken back, and the buyer gets a mail.
            </p>
            <div>
              <label htmlFor="refund-reason" className="block text-sm font-medium text-gray-900">
                Reason <span className="font-normal text-gray-700">(optional, kept in the activity log)</span>
              </label>
              <textarea id="refund-reason" name="reason" rows={2} maxLength={500} className={`mt-1 ${inputClass}`} />
            </div>
            <div className="flex items-start gap-2">
              <input id="refund-confirm" type="checkbox" name="confirm" value="yes" required className="mt-1 h-4 w-4" />
              <label htmlFor="refund-confirm" className="text-sm text-gray-900">
                Refund <Cents cents={order.totalCents} /> to {order.contactEmail ?? "the buyer"}
              </label>
            </div>
            <button type="submit" disabled={refunding} className={dangerButton}>
              {refunding ? "Refunding..." : "Refund"}
            </button>
          </Form>
        ) : (
          <p className="text-sm text-gray-800">{refund.reason}</p>
        )}
      </Panel>
    </>
  );
}
