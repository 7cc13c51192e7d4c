/**
 * The console's view of work after payment that failed every try (the order-work queue's
 * dead letters, app/server/orders/order-work.server.ts), and its 'Send again', on record.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DeadOrderWorkView } from "#app/lib/console.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { openDeadOrderWork, resendDeadOrderWork, type OrderWorkQueue } from "#app/server/orders/order-work.server.ts";
import { recordAction } from "./audit.server.ts";
import type { Operator } from "./operators.server.ts";

export async function deadOrderWorkViews(db: Database): Promise<DeadOrderWorkView[]> {
  return (await openDeadOrderWork(db)).map((row) => ({ id: row.id, orderId: row.orderId, purchaseId: row.purchaseId, deadAt: row.deadAt.toISOString() }));
}

type Resent = { ok: true } | { ok: false; status: 404 | 503; error: string };

export async function resendOrderWork(context: Pick<AppLoadContext, "db"> & { env: { ORDER_WORK?: OrderWorkQueue } }, operator: Operator, id: string): Promise<Resent> {
  const queue = context.env.ORDER_WORK;
  if (!queue) return { ok: false, status: 503, error: "There is no order-work queue here: the buyer's download page makes the kit when it is opened." };
  let sent: boolean;
  try {
    sent = await resendDeadOrderWork(context.db, queue, id);
  } catch {
    return { ok: false, status: 503, error: "The queue did not take the work. Try again in a minute." };
  }
  if (!sent) return { ok: false, status: 404, error: "This work was already sent again, or is not on the list any more." };
  await recordAction(context.db, operator, "order.work-resent", id, `Work ${id} sent to the order-work queue again.`);
  return { ok: true };
}
