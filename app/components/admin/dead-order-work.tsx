import { Form, Link } from "@remix-run/react";
import type { DeadOrderWorkView } from "#app/lib/console.ts";
import { FormToken, Panel, secondaryButton } from "./ui.tsx";

/**
 * Work after payment that failed every try (app/server/orders/order-work.server.ts): each
 * with its order, and a form that puts it on the queue again. Shown only when there is some.
 */
export function DeadOrderWork({ rows }: { rows: DeadOrderWorkView[] }) {
  if (rows.length === 0) return null;
  return (
    <Panel title="Work that failed after payment">
      <p className="mt-1 text-sm text-gray-700">
        These brand kits failed every try. The buyer&apos;s download page still makes a kit it does not find; send the work again once the cause is mended.
      </p>
      <ul className="mt-3 divide-y divide-gray-200">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
                Brand kit of <span className="font-mono">{row.purchaseId ?? "?"}</span> for{" "}
                <Link to={`/admin/orders/${encodeURIComponent(row.orderId)}`} className="font-mono text-indigo-700 underline">
                  {`order #${row.orderId.slice(-8)}`}
                </Link>
              </p>
              <p className="text-gray-700">Gave up {new Date(row.deadAt).toISOString().slice(0, 16).replace("T", " ")} UTC</p>
            </div>
            <Form method="post">
              <FormToken />
              <input type="hidden" name="id" value={row.id} />
              <button type="submit" name="intent" value="resend-work" className={secondaryButton}>
                Send again
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
