import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CardsOrTable, cardClass, ConsolePageHeader, secondaryButton, tableClass, tdClass, thClass } from "#app/components/admin/ui.tsx";
import { consoleHeaders, consoleMeta, formatDateTime } from "#app/lib/console.ts";
import { AUDIT_PAGE_SIZE, listAudit } from "#app/server/admin/audit.server.ts";
import { requireOperator } from "#app/server/admin/operators.server.ts";

export const headers = consoleHeaders;
export const meta: MetaFunction = () => consoleMeta("Activity");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request);
  const before = Number.parseInt(new URL(request.url).searchParams.get("before") ?? "", 10);
  const entries = await listAudit(context.db, { before: Number.isInteger(before) && before > 0 ? before : null, limit: AUDIT_PAGE_SIZE + 1 });
  return { entries: entries.slice(0, AUDIT_PAGE_SIZE), older: entries.length > AUDIT_PAGE_SIZE ? entries[AUDIT_PAGE_SIZE - 1]!.id : null };
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
      {entries.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-700">Nothing yet.</p>
      ) : (
        <div className="mt-6">
          <CardsOrTable
            label="Activity"
            cards={entries.map((entry) => {
              const href = targetHref(entry.action, entry.target);
              return (
                <li key={entry.id} className={cardClass}>
                  <p className="text-gray-900">{entry.detail}</p>
                  <p className="mt-1 text-gray-700 [overflow-wrap:anywhere]">
                    {entry.actor} · {formatDateTime(entry.at)}
                  </p>
                  {href ? (
                    <p className="mt-1">
                      <Link to={href} className="font-mono text-xs text-indigo-700 underline [overflow-wrap:anywhere]">
                        {entry.target}
                      </Link>
                    </p>
                  ) : null}
                </li>
              );
            })}
            table={
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>When</th>
                  <th scope="col" className={thClass}>Who</th>
                  <th scope="col" className={thClass}>What</th>
                  <th scope="col" className={thClass}>Record</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const href = targetHref(entry.action, entry.target);
                  return (
                    <tr key={entry.id}>
                      <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
                      <td className={`${tdClass} [overflow-wrap:anywhere]`}>{entry.actor}</td>
                      <td className={tdClass}>{entry.detail}</td>
                      <td className={`${tdClass} font-mono text-xs [overflow-wrap:anywhere]`}>
                        {href ? (
                          <Link to={href} className="text-indigo-700 underline">
                            {entry.target}
                          </Link>
                        ) : (
                          entry.target
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            }
          />
        </div>
      )}
      {older ? (
        <p className="mt-4">
          <Link to={`/admin/activity?before=${older}`} className={secondaryButton}>
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}
