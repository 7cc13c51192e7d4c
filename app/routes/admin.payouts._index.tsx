import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { Cents, ConsolePageHeader, Pill } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";
import { payoutMonthsOverview } from "#app/server/designers/payouts.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Payouts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  return { months: await payoutMonthsOverview(context.db) };
}

function MonthLink({ month }: { month: { month: string; label: string } }) {
  return (
    <Link to={`/admin/payouts/${month.month}`} className="font-medium text-indigo-700 underline">
      {month.label}
    </Link>
  );
}

export default function ConsolePayouts() {
  const { months } = useLoaderData<typeof loader>();
  return (
    <>
      <ConsolePageHeader title="Payouts">
        Each month, download the PayPal payout file, upload it in PayPal (Pay &amp; Get Paid, Payouts), then mark the month paid here.
      </ConsolePageHeader>
      <ConsoleTable
        className="mt-6"
        label="Payout months"
        rows={months}
        rowKey={(month) => month.month}
        aside={(month) => (month.paid ? <Pill tone="good">Paid</Pill> : <Pill tone="neutral">Not paid</Pill>)}
        columns={[
          {
            header: "Month",
            title: true,
            cell: (month) => (
              <>
                <MonthLink month={month} />
                {month.current ? <span className="ml-2 text-xs text-gray-700">(this month)</span> : null}
              </>
            ),
            card: (month) => <MonthLink month={month} />,
          },
          {
            header: "Sales",
            cell: (month) => month.sales,
            card: (month) => (
              <>
                {month.sales} sales, {month.refunds} refunds · earned <Cents cents={month.netCents} />
                {month.current ? " (this month)" : ""}
              </>
            ),
          },
          { header: "Refunds", cell: (month) => month.refunds, card: null },
          { header: "Earned", cell: (month) => <Cents cents={month.netCents} />, card: null },
          {
            header: "Payout",
            cell: (month) =>
              month.paid ? (
                <span>
                  <Pill tone="good">Paid</Pill> <Cents cents={month.paid.totalCents} />
                  <span className="block text-xs text-gray-700">
                    {formatDateTime(month.paid.at)} by {month.paid.by}
                  </span>
                </span>
              ) : (
                <Pill tone="neutral">Not paid</Pill>
              ),
            card: (month) =>
              month.paid ? (
                <span className="text-gray-700">
                  <Cents cents={month.paid.totalCents} /> paid {formatDateTime(month.paid.at)} by {month.paid.by}
                </span>
              ) : null,
          },
        ]}
      />
    </>
  );
}
