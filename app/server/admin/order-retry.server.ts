/**
 * "Try again" on a parked order: the job parked it after failing to settle it (a provider
 * down for hours, a key not configured); the operator mended the cause and puts the order
 * back where the job left it, due now. An order parked for its payment (another amount than
 * the price) is not the job's to retry: its money goes back in the provider's dashboard.
 */
import type { Database } from "#app/server/db/client.server.ts";
import { unparkOrder } from "#app/server/orders/order-moves.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { recordAction } from "./audit.server.ts";
import type { Operator } from "./operators.server.ts";

export type RetryResult = { ok: true; message: string } | { ok: false; status: 404 | 409; error: string };

export async function retryFromConsole(db: Database, operator: Operator, orderId: string): Promise<RetryResult> {
  const found = await getOrder(db, orderId);
  if (!found) return { ok: false, status: 404, error: "There is no such order." };
  const { order } = found;
  // Pressed twice, or from two tabs: the first put it back; the second finds it no longer parked.
  if (order.status !== "parked") return { ok: false, status: 409, error: `This order is ${order.status}, not parked: there is nothing to try again.` };
  const from = await unparkOrder(db, orderId);
  if (!from) return { ok: false, status: 409, error: "This order was parked for its payment, not by the scheduled job: refund it in the provider's dashboard, and the order follows." };
  await recordAction(db, operator, "order.retried", orderId, `Asked the scheduled job to try again: the order is ${from} again. It had been parked: ${order.parkedReason ?? "no reason was written"}`);
  return { ok: true, message: `The order is ${from} again: the scheduled job tries it within minutes.` };
}
