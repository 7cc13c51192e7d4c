/**
 * Nothing lost if a webhook, or a Worker, is (issue 35; docs/decisions/0504): a Cron
 * Trigger (wrangler.toml `[triggers]`, the entry's `scheduled` handler) works through every
 * order that is due (`next_attempt_at`): a pending one whose payment state is unknown is
 * asked of its provider (paid: fulfilled, receipt and all; expired: ended, its logos
 * free; open: left to its buyer), a `fulfilling` or `refunding` one a Worker left behind is
 * finished, and a settled one whose follow-up (pages, files, the buyer's mail) did not
 * finish gets it. The same idempotent steps as the webhook and the pages, so whichever
 * comes first wins and the others change nothing.
 *
 * Each attempt first pushes the order's next one out (5 minutes, then twice as long each
 * time), so an order that fails, or stops the Worker, goes to the back of the line instead
 * of blocking the ones after it; the job pages through what is due by (next_attempt_at,
 * id). What can never settle here (an amount that does not match, a provider that is not
 * configured, eight attempts in one state) is parked with its reason for the operators.
 *
 * `advanceOrder` is one order's next step: what a queue consumer would call.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { orders, type OrderRow } from "#app/server/db/schema.ts";
import { mailerFor } from "#app/server/mail/http-transport.server.ts";
import { getOrder, type OrderWithItems } from "#app/server/orders/orders.server.ts";
import { parkOrder } from "#app/server/orders/order-moves.server.ts";
import { backoffMs, CannotSettle, MAX_ATTEMPTS, STEP_GRACE_MS, UNSETTLED } from "#app/server/orders/order-states.ts";
import { step, type Faults } from "#app/server/orders/order-steps.ts";
import { completePaidOrder, endUnpaidOrder, fulfilOrder, type FulfilDeps } from "./fulfil.server.ts";
import { followUp } from "./order-follow-up.server.ts";
import { providerOf } from "./provider.server.ts";
import type { PurchaseEnv } from "./purchases.server.ts";
import { settleRefund } from "./refund.server.ts";
import { HOLD_GRACE_MS, SESSION_LIFETIME_MS } from "./stripe-limits.ts";

/**
 * An order this young is left alone: its buyer is on the payment page or the success page,
 * which settle it themselves; the job is for the ones nobody came back to.
 */
export const RECONCILE_AFTER_MS = STEP_GRACE_MS;
/** Orders read at once; a run reads a few pages (each order is one provider call at most), the next run the rest. */
const PAGE = 50;
const PAGES_PER_RUN = 4;

export interface ReconcileContext {
  db: Database;
  env: PurchaseEnv & { SUPPORT_EMAIL?: string };
  faults?: Faults;
}

export type Advanced = "fulfilled" | "ended" | "refunded" | "followed-up" | "open" | "parked" | "nothing";

export interface ReconcileSummary {
  checked: number;
  fulfilled: number;
  ended: number;
  refunded: number;
  parked: number;
  failed: number;
}

export async function reconcileOrders(context: ReconcileContext, now = Date.now()): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, fulfilled: 0, ended: 0, refunded: 0, parked: 0, failed: 0 };
  let after: { at: number; id: string } | null = null;
  for (let page = 0; page < PAGES_PER_RUN; page++) {
    const due = await dueOrders(context.db, now, after);
    for (const order of due) {
      summary.checked++;
      // One order's trouble (even in taking it) is that order's: the run goes on with the next.
      const outcome = await attempt(context, order, now).catch((error: unknown) => {
        console.error(`reconcile: order ${order.id} could not be attempted now`, error);
        return "failed" as const;
      });
      if (outcome === "failed") summary.failed++;
      else if (outcome === "fulfilled" || outcome === "ended" || outcome === "refunded" || outcome === "parked") summary[outcome]++;
    }
    const last = due.at(-1);
    if (due.length < PAGE || !last?.nextAttemptAt) break;
    after = { at: last.nextAttemptAt.getTime(), id: last.id };
  }
  if (summary.checked > 0) console.log(JSON.stringify({ job: "reconcile-orders", ...summary }));
  return summary;
}

/** Orders whose next attempt is due, by (next_attempt_at, id), after the last one seen. */
function dueOrders(db: Database, now: number, after: { at: number; id: string } | null): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(lte(orders.nextAttemptAt, new Date(now)), after ? sql`(${orders.nextAttemptAt}, ${orders.id}) > (${after.at}, ${after.id})` : undefined))
    .orderBy(asc(orders.nextAttemptAt), asc(orders.id))
    .limit(PAGE);
}

async function attempt(context: ReconcileContext, order: OrderRow, now: number): Promise<Advanced | "failed" | "skipped"> {
  const { db, faults } = context;
  const attempts = order.attempts + 1;
  // Taken for this attempt, and the next pushed out before any work: a failure, or a Worker
  // that stops on this order, cannot keep it at the head of the line.
  const claimed = await step(faults, "job.claim", () => claim(db, order, attempts, now));
  if (!claimed) return "skipped";
  let outcome: Advanced | "failed";
  let failure: string | null = null;
  try {
    outcome = await advanceOrder(context, order.id, now);
  } catch (error) {
    if (error instanceof CannotSettle) return park(context, order, error.message);
    failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    outcome = "failed";
    console.error(`reconcile: order ${order.id} could not be settled now; the next attempt is due later`, error);
    await step(faults, "job.failure", () => db.update(orders).set({ lastError: failure }).where(eq(orders.id, order.id))).catch((written: unknown) =>
      console.error(`reconcile: the failure of order ${order.id} could not be written down`, written),
    );
  }
  if (attempts < MAX_ATTEMPTS) return outcome;
  // The last attempt in this state: an order that is still where it was is parked; a settled
  // order's follow-up (a mail) is given up, the order itself stands.
  const [still] = await db.select().from(orders).where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.attempts, attempts))).limit(1);
  if (!still?.nextAttemptAt) return outcome;
  if (!UNSETTLED.includes(order.status)) {
    await db.update(orders).set({ nextAttemptAt: null }).where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
    return outcome;
  }
  const last = failure ?? still.lastError;
  return park(context, order, `Tried ${attempts} times while it was ${order.status} without settling it.${last ? ` The last attempt failed: ${last}` : ""}`);
}

async function park(context: ReconcileContext, order: OrderRow, reason: string): Promise<"parked" | "skipped"> {
  // What it was parked from: the console's "Try again" puts it back there once the cause is mended.
  return (await step(context.faults, "order.parked", () => parkOrder(context.db, order.id, [order.status], reason, { parkedFrom: order.status }))) ? "parked" : "skipped";
}

async function claim(db: Database, order: OrderRow, attempts: number, now: number): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ attempts, nextAttemptAt: new Date(now + backoffMs(attempts)) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.attempts, order.attempts), eq(orders.nextAttemptAt, order.nextAttemptAt ?? new Date(0))))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/**
 * One order's next step, whatever its state: the job's work on it, and what a queue
 * consumer would call. Throws when a step fails (the next attempt tries again), and
 * `CannotSettle` when none ever can here.
 */
export async function advanceOrder(context: ReconcileContext, orderId: string, now = Date.now()): Promise<Advanced> {
  const found = await getOrder(context.db, orderId);
  if (!found) return "nothing";
  const { order } = found;
  const provider = providerOf(context.env, context.db, order.provider);
  const deps = { db: context.db, env: context.env, origin: order.siteOrigin ?? "https://invalid.example", mailer: mailerFor(context.env, context.db), faults: context.faults };
  switch (order.status) {
    case "pending":
      return await settlePending({ ...deps, provider }, found, now);
    case "fulfilling": {
      await completePaidOrder(deps, orderId);
      const after = await getOrder(context.db, orderId);
      if (after?.order.status === "refunding") return (await settleRefund({ ...deps, provider }, after)) ? "refunded" : "open";
      return after?.order.status === "completed" ? "fulfilled" : "open";
    }
    case "refunding":
      return (await settleRefund({ ...deps, provider }, found)) ? "refunded" : "open";
    case "completed":
    case "refunded":
      await followUp(deps, orderId);
      return "followed-up";
    default:
      // Nothing is left to do in this state.
      await context.db.update(orders).set({ nextAttemptAt: null }).where(and(eq(orders.id, orderId), eq(orders.status, order.status)));
      return "nothing";
  }
}

async function settlePending(deps: Omit<FulfilDeps, "provider"> & { provider: FulfilDeps["provider"] | null }, found: OrderWithItems, now: number): Promise<Advanced> {
  const { order } = found;
  if (!order.providerSessionId) {
    // The Worker stopped between the order's row and the provider's session: no one can pay
    // it, and once a session opened then would have run out, its holds go.
    if (order.createdAt.getTime() + SESSION_LIFETIME_MS + HOLD_GRACE_MS > now) return "open";
    return (await endUnpaidOrder(deps, order.id, "expired")) ? "ended" : "open";
  }
  const { provider } = deps;
  if (!provider) throw notConfigured(order);
  const sessionId = order.providerSessionId;
  const state = await step(deps.faults, "provider.session", () => provider.retrieveSession(sessionId));
  if (state.paid) {
    const outcome = await fulfilOrder({ ...deps, provider }, order.id, state);
    return outcome.status === "amount-mismatch" ? "parked" : "fulfilled";
  }
  if (state.status === "expired") return (await endUnpaidOrder(deps, order.id, "expired")) ? "ended" : "open";
  return "open";
}

function notConfigured(order: OrderRow): CannotSettle {
  const name = order.provider === "stripe" ? "Stripe" : "the local test checkout";
  return new CannotSettle(`It was opened with ${name}, which is not configured on this site now, so its payment cannot be asked after.`);
}
