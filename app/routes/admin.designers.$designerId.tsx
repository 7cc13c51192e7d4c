import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Cents, ConsolePageHeader, FormToken, inputClass, Notice, Panel, Pill, primaryButton, TableScroll, tableClass, tdClass, thClass } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { monthLabel } from "#app/lib/months.ts";
import { notFound, operatorForm, requireOperator } from "#app/server/admin/operators.server.ts";
import { getDesigner, logosOfDesigner, setPayoutAddress, statementMonth, statementOf } from "#app/server/designers/designers.server.ts";
import { payoutsOf } from "#app/server/designers/payouts.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => consoleMeta(loaded?.designer.name ?? "Designer");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const designer = await getDesigner(context.db, params.designerId ?? "");
  if (!designer) throw notFound();
  const month = statementMonth(new URL(request.url).searchParams.get("month"));
  const [statement, logos, payouts] = await Promise.all([statementOf(context.db, designer.id, month), logosOfDesigner(context.db, designer.id), payoutsOf(context.db, designer.id)]);
  return {
    designer: { id: designer.id, name: designer.name, payoutEmail: designer.payoutEmail },
    statement,
    logos,
    payouts: payouts.map((payout) => ({ month: payout.month, label: monthLabel(payout.month), amountCents: payout.amountCents, payoutEmail: payout.payoutEmail, paidAt: payout.paidAt.toISOString() })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { operator, form } = await operatorForm(context, request);
  const result = await setPayoutAddress(context.db, operator, params.designerId ?? "", String(form.get("payoutEmail") ?? ""));
  if (!result.ok) return data({ error: result.error }, { status: 400 });
  throw redirect(`/admin/designers/${params.designerId}?notice=address`, { status: 303 });
}

export default function ConsoleDesigner() {
  const { designer, statement, logos, payouts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const forSale = logos.filter((logo) => !logo.sold).length;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/designers" className="font-medium text-indigo-700 underline">
          ← Designers
        </Link>
      </p>
      <ConsolePageHeader title={designer.name}>
        {logos.length} catalogue logos, {forSale} for sale.
      </ConsolePageHeader>
      {params.get("notice") === "address" ? <Notice kind="success">{designer.payoutEmail ? `Payouts to ${designer.name} go to ${designer.payoutEmail}.` : `${designer.name} has no PayPal address: their earnings stay due until one is set.`}</Notice> : null}
      {result?.error ? <Notice kind="error">{result.error}</Notice> : null}

      <Panel title="PayPal address">
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormToken />
          <div className="flex-1">
            <label htmlFor="payout-email" className="block text-sm font-medium text-gray-900">
              Payouts go to this PayPal account
            </label>
            <input id="payout-email" name="payoutEmail" type="email" defaultValue={designer.payoutEmail ?? ""} placeholder="designer@example.com" autoComplete="off" className={`mt-1 ${inputClass}`} aria-describedby="payout-email-hint" />
            <p id="payout-email-hint" className="mt-1 text-sm text-gray-700">
              Empty: nothing is paid out and the earnings stay due.
            </p>
          </div>
          <button type="submit" className={primaryButton}>
            Save address
          </button>
        </Form>
      </Panel>

      <Panel title={`Statement for ${statement.label}`}>
        <nav aria-label="Statement months" className="mb-4 flex flex-wrap gap-2">
          {statement.months.map((month) => (
            <Link
              key={month}
              to={`?month=${month}`}
              aria-current={month === statement.month ? "page" : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${month === statement.month ? "border-indigo-600 bg-indigo-50 font-semibold text-indigo-800" : "border-gray-300 text-gray-800 hover:bg-gray-50"}`}
            >
              {monthLabel(month)}
            </Link>
          ))}
        </nav>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          <div>
            <dt className="text-gray-700">Brought forward</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.broughtForwardCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Sales</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.creditsCents} signed /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Refunds</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.debitsCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Paid out</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={-statement.paidCents} /></dd>
          </div>
          <div>
            <dt className="text-gray-700">Carried forward</dt>
            <dd className="font-semibold text-gray-900"><Cents cents={statement.carriedForwardCents} /></dd>
          </div>
        </dl>
        {statement.lines.length === 0 ? (
          <p className="mt-4 text-gray-700">No sales or refunds in {statement.label}.</p>
        ) : (
          <div className="mt-4">
            <TableScroll label={`Entries of ${statement.label}`}>
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>When</th>
                    <th scope="col" className={thClass}>Entry</th>
                    <th scope="col" className={thClass}>What sold</th>
                    <th scope="col" className={thClass}>Order</th>
                    <th scope="col" className={thClass}>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {statement.lines.map((line) => (
                    <tr key={`${line.orderId}-${line.purchaseId}-${line.kind}`}>
                      <td className={tdClass}>{formatDateTime(line.at)}</td>
                      <td className={tdClass}>{line.kind === "sale" ? <Pill tone="good">Sale</Pill> : <Pill tone="bad">Refund</Pill>}</td>
                      <td className={tdClass}>
                        {line.variation ? `${line.itemName}, an AI variation of ${line.sourceLogoName}` : line.sourceLogoName}
                      </td>
                      <td className={tdClass}>
                        <Link to={`/admin/orders/${line.orderId}`} className="font-mono text-indigo-700 underline">
                          #{line.orderId.slice(-8)}
                        </Link>
                      </td>
                      <td className={tdClass}>
                        <Cents cents={line.amountCents} signed />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        )}
      </Panel>

      <Panel title="Payouts">
        {payouts.length === 0 ? (
          <p className="text-gray-700">Nothing paid out yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {payouts.map((payout) => (
              <li key={payout.month} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/admin/payouts/${payout.month}`} className="font-medium text-indigo-700 underline">
                  {payout.label}
                </Link>
                <span className="text-gray-800 [overflow-wrap:anywhere]">
                  <Cents cents={payout.amountCents} /> to {payout.payoutEmail}, {formatDateTime(payout.paidAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel title="Catalogue logos">
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {logos.map((logo) => (
            <li key={logo.id} className="text-center text-xs">
              <Link to={`/logo/${logo.id}`} className="block rounded-lg border border-gray-200 p-1 hover:border-indigo-400">
                <span className={`block aspect-square ${logo.bgColor}`}>
                  <img src={logo.image} alt="" width={96} height={96} loading="lazy" className="h-full w-full object-contain" />
                </span>
                <span className="mt-1 block truncate text-gray-900">{logo.name}</span>
                {logo.sold ? <span className="text-gray-700">Sold</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
