import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsoleTable } from "#app/components/admin/console-table.tsx";
import { ConsolePageHeader } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { AUDIT_PAGE_SIZE, listAudit } from "#app/server/admin/audit.server.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";
import { pageOf, positiveParam } from "#app/server/admin/paging.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Activity");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const before = positiveParam(new URL(request.url).searchParams, "before");
  const { rows, hasMore } = pageOf(await listAudit(context.db, { before, limit: AUDIT_PAGE_SIZE + 1 }), AUDIT_PAGE_SIZE);
  return { entries: rows, older: hasMore ? rows.at(-1)!.id : null };
}

/** Where an entry's record is looked at in the console. */
function targetHref(action: string, target: string): string | null {
  if (action.startsWith("order.")) return `/admin/orders/${target}`;
  if (action.startsWith("designer.")) return `/admin/designers/${target}`;
  if (action.startsWith("payouts.")) return `/admin/payouts/${target}`;
  if (action.startsWith("gallery.")) return "/admin/gallery";
  return null;
}

export default function ConsoleActivity() {
  const { entries, older } = useLoaderData<typeof loader>();
  return (
    <>
      <ConsolePageHeader title="Activity">Everything operators did here, and every change of who is an operator, newest first. Entries are never changed or removed.</ConsolePageHeader>
      <ConsoleTable
        className="mt-6"
        label="Activity"
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={{ text: "Nothing yet.", framed: true }}
        pager={{ label: "Pages of activity", older: older ? { to: `/admin/activity?before=${older}`, text: "Older entries" } : null }}
        columns={[
          { header: "When", cell: (entry) => formatDateTime(entry.at), cellClass: "whitespace-nowrap", card: (entry) => `${entry.actor} · ${formatDateTime(entry.at)}` },
          { header: "Who", cell: (entry) => entry.actor, cellClass: "[overflow-wrap:anywhere]", card: null },
          { header: "What", cell: (entry) => entry.detail, title: true },
          {
            header: "Record",
            cellClass: "font-mono text-xs [overflow-wrap:anywhere]",
            cell: (entry) => {
              const href = targetHref(entry.action, entry.target);
              return href ? (
                <Link to={href} className="text-indigo-700 underline">
                  {entry.target}
                </Link>
              ) : (
                entry.target
              );
            },
            // On a phone the record is there only as a link to it.
            card: (entry) => {
              const href = targetHref(entry.action, entry.target);
              return href ? (
                <Link to={href} className="font-mono text-xs text-indigo-700 underline">
                  {entry.target}
                </Link>
              ) : null;
            },
          },
        ]}
      />
    </>
  );
}
