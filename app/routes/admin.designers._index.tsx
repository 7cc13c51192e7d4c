import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { Cents, ConsolePageHeader, Pill } from "#app/components/admin/ui.tsx";
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
      <ConsoleTable
        className="mt-6"
        label="Designers"
        rows={designers}
        rowKey={(designer) => designer.id}
        empty={{ text: "No designers yet: they come with the catalogue (npm run db:seed).", framed: true }}
        aside={(designer) => (
          <>
            Due <Cents cents={designer.dueCents} />
          </>
        )}
        columns={[
          {
            header: "Designer",
            title: true,
            cell: (designer) => (
              <Link to={`/admin/designers/${designer.id}`} className="font-medium text-indigo-700 underline">
                {designer.name}
              </Link>
            ),
          },
          {
            header: "Logos (sold)",
            cell: (designer) => `${designer.logos} (${designer.sold})`,
            card: (designer) => (
              <span className="text-gray-700">
                {designer.logos} logos, {designer.sold} sold · {designer.salesThisMonth} sales in {month}
              </span>
            ),
          },
          {
            header: `Sales in ${month}`,
            cell: (designer) => (
              <>
                {designer.salesThisMonth} · <Cents cents={designer.earnedThisMonthCents} />
              </>
            ),
            card: null,
          },
          { header: "Due now", cell: (designer) => <Cents cents={designer.dueCents} />, card: null },
          {
            header: "PayPal address",
            cellClass: "[overflow-wrap:anywhere]",
            cell: (designer) => designer.payoutEmail ?? <Pill tone="warn">Missing</Pill>,
            card: (designer) => <>PayPal: {designer.payoutEmail ?? <Pill tone="warn">Missing</Pill>}</>,
          },
        ]}
      />
    </>
  );
}
