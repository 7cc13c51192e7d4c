/**
 * Nothing lost if a webhook is (issue 35): a Cron Trigger (wrangler.toml `[triggers]`, the
 * entry's `scheduled` handler) asks the provider about every order whose payment state is
 * still unknown. A paid session whose webhook never came is fulfilled (receipt and all),
 * an expired one ends its order and frees its logos, an open one is left to its buyer.
 * The same idempotent moves as the webhook and the success page, so whichever comes
 * first wins and the others change nothing.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { orders, type OrderRow } from "#app/server/db/schema.ts";
import { endUnpaidOrder, fulfilOrder } from "./fulfil.server.ts";
import { providerOf } from "./provider.server.ts";
import { fulfilDeps, type PurchaseEnv } from "./purchases.server.ts";
import { HOLD_GRACE_MS, SESSION_LIFETIME_MS } from "./stripe-limits.ts";

/**
 * An order this young is left alone: its buyer is on the payment page or the success page,
 * which settle it themselves; the job is for the ones nobody came back to.
 */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** Orders asked about in one run (each is one provider call); the next run takes the rest. */
const BATCH = 50;

export interface ReconcileSummary {
  checked: number;
  fulfilled: number;
  ended: number;
  failed: number;
}

export async function reconcileOrders(context: { db: Database; env: PurchaseEnv & { SUPPORT_EMAIL?: string } }, now = Date.now()): Promise<ReconcileSummary> {
  const { db } = context;
  const pending = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.createdAt, new Date(now - RECONCILE_AFTER_MS))))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const summary: ReconcileSummary = { checked: 0, fulfilled: 0, ended: 0, failed: 0 };
  for (const order of pending) {
    summary.checked++;
    try {
      const outcome = await reconcileOrder(context, order, now);
      if (outcome === "fulfilled") summary.fulfilled++;
      if (outcome === "ended") summary.ended++;
    } catch (error) {
      summary.failed++;
      console.error(`reconcile: order ${order.id} could not be settled now; the next run tries again`, error);
    }
  }
  if (summary.checked > 0) console.log(JSON.stringify({ job: "reconcile-orders", ...summary }));
  return summary;
}

async function reconcileOrder(context: { db: Database; env: PurchaseEnv }, order: OrderRow, now: number): Promise<"fulfilled" | "ended" | "open"> {
  const { db, env } = context;
  const origin = order.siteOrigin ?? "https://invalid.example";
  const sales = { db, env, origin };
  if (!order.providerSessionId) {
    // The Worker stopped between the order's row and the provider's session: no one can pay
    // it, and once a session opened then would have run out, its holds go.
    if (order.createdAt.getTime() + SESSION_LIFETIME_MS + HOLD_GRACE_MS > now) return "open";
    return (await endUnpaidOrder(sales, order.id, "expired")) ? "ended" : "open";
  }
  const provider = providerOf(env, db, order.provider);
  if (!provider) return "open";
  const state = await provider.retrieveSession(order.providerSessionId);
  if (state.paid) {
    const outcome = await fulfilOrder(fulfilDeps(sales, provider), order.id, state);
    return outcome.status === "completed" || outcome.status === "refunded" ? "fulfilled" : "open";
  }
  if (state.status === "expired") return (await endUnpaidOrder(sales, order.id, "expired")) ? "ended" : "open";
  return "open";
}
