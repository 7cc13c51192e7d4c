import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CardsOrTable, cardClass, Cents, ConsolePageHeader, Pill, tableClass, tdClass, thClass } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";
import { payoutMonthsOverview } from "#app/server/designers/payouts.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Payouts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  return { months: await payoutMonthsOverview(context.db) };
}

export default function ConsolePayouts() {
  const { months } = useLoaderData<typeof loader>();
  return (
    <>
      <ConsolePageHeader title="Payouts">
        Each month, download the PayPal payout file, upload it in PayPal (Pay &amp; Get Paid, Payouts), then mark the month paid here.
      </ConsolePageHeader>
      <div className="mt-6">
        <CardsOrTable
          label="Payout months"
          cards={months.map((month) => (
            <li key={month.month} className={cardClass}>
              <div className="flex items-center justify-between gap-2">
                <Link to={`/admin/payouts/${month.month}`} className="font-medium text-indigo-700 underline">
                  {month.label}
                </Link>
                {month.paid ? <Pill tone="good">Paid</Pill> : <Pill tone="neutral">Not paid</Pill>}
              </div>
              <p className="mt-2 text-gray-800">
                {month.sales} sales, {month.refunds} refunds · earned <Cents cents={month.netCents} />
                {month.current ? " (this month)" : ""}
              </p>
              {month.paid ? (
                <p className="mt-1 text-gray-700">
                  <Cents cents={month.paid.totalCents} /> paid {formatDateTime(month.paid.at)} by {month.paid.by}
                </p>
              ) : null}
            </li>
          ))}
          table={
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>Month</th>
                <th scope="col" className={thClass}>Sales</th>
                <th scope="col" className={thClass}>Refunds</th>
                <th scope="col" className={thClass}>Earned</th>
                <th scope="col" className={thClass}>Payout</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <td className={tdClass}>
                    <Link to={`/admin/payouts/${month.month}`} className="font-medium text-indigo-700 underline">
                      {month.label}
                    </Link>
                    {month.current ? <span className="ml-2 text-xs text-gray-700">(this month)</span> : null}
                  </td>
                  <td className={tdClass}>{month.sales}</td>
                  <td className={tdClass}>{month.refunds}</td>
                  <td className={tdClass}>
                    <Cents cents={month.netCents} />
                  </td>
                  <td className={tdClass}>
                    {month.paid ? (
                      <span>
                        <Pill tone="good">Paid</Pill> <Cents cents={month.paid.totalCents} />
                        <span className="block text-xs text-gray-700">
                          {formatDateTime(month.paid.at)} by {month.paid.by}
                        </span>
                      </span>
                    ) : (
                      <Pill tone="neutral">Not paid</Pill>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          }
        />
      </div>
    </>
  );
}
