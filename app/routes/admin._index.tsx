import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { orderColumns } from "#app/components/admin/order-columns.tsx";
import { Cents, ConsolePageHeader, Figure, Notice, OrderStatusBadge, Panel, Pill } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";
import { loadOverview } from "#app/server/admin/overview.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Overview");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  return loadOverview(context);
}

const PARTS = { d1: "Database (D1)", r2: "File storage (R2)", agent: "Logo agent" } as const;

export default function ConsoleOverview() {
  const { monthLabel, health, identity, figures, recentOrders, activity } = useLoaderData<typeof loader>();
  return (
    <>
      <ConsolePageHeader title="Overview">How the shop is doing in {monthLabel}.</ConsolePageHeader>

      {identity.length > 0 ? (
        <Notice kind="warning">
          <details>
            <summary className="cursor-pointer font-semibold">
              This site still shows the example identity to buyers: {identity.length} {identity.length === 1 ? "setting" : "settings"} to change
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {identity.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm">Change them in [vars] of wrangler.toml; npm run deploy refuses to publish until they are set.</p>
          </details>
        </Notice>
      ) : null}

      <Panel title="Health">
        <ul className="grid gap-3 sm:grid-cols-3">
          {(Object.keys(PARTS) as (keyof typeof PARTS)[]).map((part) => {
            const check = health.checks[part];
            return (
              <li key={part} className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 px-3 py-2">
                <span className="text-sm font-medium text-gray-900">{PARTS[part]}</span>
                {check.ok ? <Pill tone="good">Answers · {check.ms} ms</Pill> : <Pill tone="bad">Down · {check.problem}</Pill>}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-gray-700">
          The same checks answer at <a className="font-medium text-indigo-700 underline" href="/healthz">/healthz</a> for an uptime monitor (503 when a part is down).
        </p>
      </Panel>

      <section aria-label={`Figures for ${monthLabel}`} className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Figure label={`Paid orders in ${monthLabel}`} value={figures.paidOrders} hint={<Cents cents={figures.revenueCents} />} to="/admin/orders?status=completed" />
        <Figure label="Refunded this month" value={figures.refundedOrders} hint={<Cents cents={figures.refundedCents} />} to="/admin/orders?status=refunded" />
        <Figure label="Catalogue logos for sale" value={figures.logosForSale.toLocaleString("en-US")} hint={`${figures.logosSold.toLocaleString("en-US")} sold`} />
        <Figure
          label="Due to designers"
          value={<Cents cents={figures.designersDueCents} />}
          hint={figures.designersDueCents === 0 ? "Nothing due yet" : figures.designersWithoutAddress > 0 ? `${figures.designersWithoutAddress} without a PayPal address` : "Every designer due has a PayPal address"}
          to="/admin/payouts"
        />
        <Figure label="Logos in the public gallery" value={figures.galleryListed} hint={`${figures.galleryHidden} hidden by moderators`} to="/admin/gallery" />
      </section>

      <Panel title="Latest orders">
        <ConsoleTable
          label="Latest orders"
          rows={recentOrders}
          rowKey={(order) => order.id}
          empty={{ text: "No orders yet." }}
          aside={(order) => <OrderStatusBadge status={order.status} />}
          columns={orderColumns("summary")}
        />
        <p className="mt-3">
          <Link to="/admin/orders" className="text-sm font-medium text-indigo-700 underline">
            All orders
          </Link>
        </p>
      </Panel>

      <Panel title="Recent activity">
        {activity.length === 0 ? (
          <p className="text-gray-700">No operator has done anything yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {activity.map((entry) => (
              <li key={entry.id} className="py-2 text-sm">
                <p className="text-gray-900">{entry.detail}</p>
                <p className="text-gray-700">
                  {entry.actor} · {formatDateTime(entry.at)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link to="/admin/activity" className="text-sm font-medium text-indigo-700 underline">
            All activity
          </Link>
        </p>
      </Panel>
    </>
  );
}
