import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { Cents, ConsolePageHeader, FormToken, Notice, Panel, primaryButton, secondaryButton } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { isMonth, monthLabel, monthOf } from "#app/lib/months.ts";
import { notFound, operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { markMonthPaid, payoutMonth } from "#app/server/designers/payouts.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => consoleMeta(loaded ? `Payouts for ${loaded.label}` : "Payouts");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const month = params.month ?? "";
  if (!isMonth(month) || month > monthOf(new Date())) throw notFound();
  return payoutMonth(context.db, month);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  const month = params.month ?? "";
  if (form.get("confirm") !== "yes") return data({ error: "Tick the box to confirm that PayPal has sent these payouts." }, { status: 400 });
  const result = await markMonthPaid(context.db, operator, month, Number(form.get("totalCents")));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  throw redirect(`/admin/payouts/${month}?notice=paid`, { status: 303 });
}

export default function ConsolePayoutMonth() {
  const month = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const csv = `/admin/payouts/${month.month}.csv`;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/payouts" className="font-medium text-indigo-700 underline">
          ← Payouts
        </Link>
      </p>
      <ConsolePageHeader
        title={`Payouts for ${month.label}`}
        actions={
          month.payouts.length > 0 ? (
            <a href={csv} download className={secondaryButton}>
              Download PayPal payout file (CSV)
            </a>
          ) : null
        }
      >
        {month.paid ? (
          <>
            Paid on {formatDateTime(month.paid.at)} by {month.paid.by}: <Cents cents={month.paid.totalCents} />.
          </>
        ) : (
          <>What each designer is due through the end of {month.label}, less what was paid to them before.</>
        )}
      </ConsolePageHeader>
      {params.get("notice") === "paid" && month.paid ? <Notice kind="success">{month.label} is marked paid. The designers&apos; statements show the payout.</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}
      {!month.paid && month.laterPaidMonth ? <Notice kind="warning">{monthLabel(month.laterPaidMonth)} is already paid, and it included everything due for {month.label}.</Notice> : null}
      {!month.paid && month.current ? (
        <Notice kind="warning">{month.label} has not ended: what designers earn from now to its end is paid with the next month.</Notice>
      ) : null}

      <Panel title={month.paid ? "Paid" : "In the payout file"}>
        <ConsoleTable
          label="Payouts"
          rows={month.payouts}
          rowKey={(payout) => payout.designerId}
          empty={{ text: month.paid ? "Nothing was paid." : "Nobody with a PayPal address is due anything." }}
          aside={(payout) => <Cents cents={payout.amountCents} />}
          total={{ label: "Total", value: <Cents cents={month.totalCents} /> }}
          columns={[
            {
              header: "Designer",
              title: true,
              cell: (payout) => (
                <Link to={`/admin/designers/${payout.designerId}?month=${month.month}`} className="font-medium text-indigo-700 underline">
                  {payout.name}
                </Link>
              ),
            },
            { header: "PayPal address", cellClass: "[overflow-wrap:anywhere]", cell: (payout) => payout.payoutEmail },
            { header: "Amount", alignEnd: true, cell: (payout) => <Cents cents={payout.amountCents} />, card: null },
          ]}
        />
      </Panel>

      {month.heldBack.length > 0 ? (
        <Panel title="Not in the file">
          <ul className="divide-y divide-gray-100 text-sm">
            {month.heldBack.map((row) => (
              <li key={row.designerId} className="py-2">
                <Link to={`/admin/designers/${row.designerId}`} className="font-medium text-indigo-700 underline">
                  {row.name}
                </Link>{" "}
                <Cents cents={row.dueCents} />: {row.reason}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      {!month.paid && month.payouts.length > 0 && !month.laterPaidMonth ? (
        <Panel title="Mark as paid">
          <Form method="post" className="space-y-4">
            <FormToken />
            <input type="hidden" name="totalCents" value={month.totalCents} />
            <p className="text-sm text-gray-800">Upload the payout file in PayPal first. Marking the month paid records these amounts as paid to each designer; it cannot be undone here.</p>
            <div className="flex items-start gap-2">
              <input id="paid-confirm" type="checkbox" name="confirm" value="yes" required className="mt-1 h-4 w-4" />
              <label htmlFor="paid-confirm" className="text-sm text-gray-900">
                PayPal has sent these {month.payouts.length} payouts, <Cents cents={month.totalCents} /> in all
              </label>
            </div>
            <button type="submit" className={primaryButton}>
              Mark {month.label} paid
            </button>
          </Form>
        </Panel>
      ) : null}
    </>
  );
}
