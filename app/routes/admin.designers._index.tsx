import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CardsOrTable, cardClass, Cents, ConsolePageHeader, Pill, tableClass, tdClass, thClass } from "#app/components/admin/ui.tsx";
import { DESIGNER_EARNINGS_PER_SALE_CENTS } from "#app/lib/business.ts";
import { consoleHeaders, consoleMeta } from "#app/lib/console.ts";
import { formatCents } from "#app/lib/money.ts";
import { monthLabel, monthOf } from "#app/lib/months.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";
import { listDesigners } from "#app/server/designers/designers.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Designers");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  return { designers: await listDesigners(context.db), month: monthLabel(monthOf(new Date())) };
}

export default function ConsoleDesigners() {
  const { designers, month } = useLoaderData<typeof loader>();
  return (
    <>
      <ConsolePageHeader title="Designers">
        Each earns {formatCents(DESIGNER_EARNINGS_PER_SALE_CENTS)} for every paid sale of their logo or of an AI variation of it, paid monthly through PayPal.
      </ConsolePageHeader>
      {designers.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-700">No designers yet: they come with the catalogue (npm run db:seed).</p>
      ) : (
        <div className="mt-6">
          <CardsOrTable
            label="Designers"
            cards={designers.map((designer) => (
              <li key={designer.id} className={cardClass}>
                <div className="flex items-center justify-between gap-2">
                  <Link to={`/admin/designers/${designer.id}`} className="font-medium text-indigo-700 underline">
                    {designer.name}
                  </Link>
                  <span className="font-semibold text-gray-900">
                    Due <Cents cents={designer.dueCents} />
                  </span>
                </div>
                <p className="mt-2 text-gray-800 [overflow-wrap:anywhere]">PayPal: {designer.payoutEmail ?? <Pill tone="warn">Missing</Pill>}</p>
                <p className="mt-1 text-gray-700">
                  {designer.logos} logos, {designer.sold} sold · {designer.salesThisMonth} sales in {month}
                </p>
              </li>
            ))}
            table={
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Designer</th>
                  <th scope="col" className={thClass}>Logos (sold)</th>
                  <th scope="col" className={thClass}>Sales in {month}</th>
                  <th scope="col" className={thClass}>Due now</th>
                  <th scope="col" className={thClass}>PayPal address</th>
                </tr>
              </thead>
              <tbody>
                {designers.map((designer) => (
                  <tr key={designer.id}>
                    <td className={tdClass}>
                      <Link to={`/admin/designers/${designer.id}`} className="font-medium text-indigo-700 underline">
                        {designer.name}
                      </Link>
                    </td>
                    <td className={tdClass}>
                      {designer.logos} ({designer.sold})
                    </td>
                    <td className={tdClass}>
                      {designer.salesThisMonth} · <Cents cents={designer.earnedThisMonthCents} />
                    </td>
                    <td className={tdClass}>
                      <Cents cents={designer.dueCents} />
                    </td>
                    <td className={`${tdClass} [overflow-wrap:anywhere]`}>{designer.payoutEmail ?? <Pill tone="warn">Missing</Pill>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            }
          />
        </div>
      )}
    </>
  );
}
