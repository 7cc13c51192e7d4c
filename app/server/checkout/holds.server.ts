/**
 * Before a checkout holds its logos: who holds them now (docs/decisions/0502). Someone
 * else's open checkout is told, with until when. The buyer's own checkout for exactly
 * these logos is where they are taken back to (the same payment page while it is open);
 * their own checkout for other logos is ended first, so one buyer never has two open
 * checkouts that could both be paid for one logo.
 */
import { heldBySomeoneElseMessage, parsePurchaseId, PURCHASE_COPY, type PurchaseTarget } from "#app/lib/purchase.ts";
import type { OrderRow } from "#app/server/db/schema.ts";
import { holdOf, releaseHold } from "#app/server/orders/logo-sales.server.ts";
import { getOrder, getOrderFor, type OrderWithItems } from "#app/server/orders/orders.server.ts";
import { ownerOf } from "#app/server/auth/owner.server.ts";
import { ownsOrder, type Buyer } from "./buyer.server.ts";
import { endUnpaidOrder, fulfilOrder } from "./fulfil.server.ts";
import { providerOf, type CheckoutProvider } from "./provider.server.ts";
import { fulfilDeps, type PurchaseContext } from "./purchases.server.ts";
import { ProviderFailure } from "./types.ts";

export interface Wanted {
  target: PurchaseTarget;
  purchaseId: string;
  name: string;
}

export type HoldsOutcome =
  /** Nobody's open checkout holds these logos now. */
  | { kind: "free" }
  /** The buyer's open checkout for exactly these logos: its payment page. */
  | { kind: "resume"; orderId: string; url: string }
  | { kind: "refused"; status: 409 | 502; error: string };

/** How long a request waits for the buyer's own checkout, opened a moment ago by another request, to get its session. */
const OPENING_WAIT_MS = 5_000;
const OPENING_POLL_MS = 200;

export async function settleHolds(context: PurchaseContext, buyer: Buyer, wanted: Wanted[], now = Date.now()): Promise<HoldsOutcome> {
  const { db } = context;
  const holds = await Promise.all(wanted.map(async (item) => ({ item, hold: await holdOf(db, item.target, now) })));
  const byOrder = new Map<string, { until: number; items: Wanted[] }>();
  for (const { item, hold } of holds) {
    if (!hold) continue;
    const entry = byOrder.get(hold.orderId) ?? { until: hold.until, items: [] };
    entry.items.push(item);
    entry.until = Math.max(entry.until, hold.until);
    byOrder.set(hold.orderId, entry);
  }
  if (byOrder.size === 0) return { kind: "free" };

  const holders: OrderWithItems[] = [];
  for (const [orderId, { until, items }] of byOrder) {
    const found = await getOrder(db, orderId);
    if (found && ownsOrder(found.order, buyer)) {
      holders.push(found);
      continue;
    }
    const error = heldBySomeoneElseMessage({ heldUntil: until, now, timeZone: buyer.timeZone, name: wanted.length > 1 ? items[0]!.name : null });
    return { kind: "refused", status: 409, error };
  }

  try {
    const only = holders.length === 1 ? holders[0]! : null;
    if (only && sameLogos(only, wanted)) return (await resumeCheckout(context, only.order)) ?? { kind: "free" };
    for (const found of holders) {
      const ended = await endOwnCheckout(context, found.order);
      if (ended) return ended;
    }
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    // The provider cannot tell whether the buyer's checkout is still open: opening a second
    // one could let them pay twice, so nothing new is opened.
    console.error("checkout: the provider could not say how the buyer's open checkout stands", error);
    return { kind: "refused", status: 502, error: PURCHASE_COPY.providerUnavailable };
  }
  return { kind: "free" };
}

/** The same logos, no more and no fewer. */
function sameLogos(found: OrderWithItems, wanted: Wanted[]): boolean {
  const held = new Set(found.items.map((item) => item.purchaseId));
  return held.size === wanted.length && wanted.every((item) => held.has(item.purchaseId));
}

/**
 * The buyer's checkout for these logos: its payment page while it is open; the success
 * page when it was paid meanwhile (the fulfilment runs now); null once it has ended.
 */
async function resumeCheckout(context: PurchaseContext, order: OrderRow): Promise<HoldsOutcome | null> {
  const opened = await openedSession(context, order);
  if (opened === "opening") return { kind: "refused", status: 409, error: PURCHASE_COPY.checkoutOpening };
  if (!opened) {
    await letGo(context, order.id, "cancelled");
    return null;
  }
  const state = await opened.provider.retrieveSession(opened.sessionId);
  if (state.status === "open" && state.url) return { kind: "resume", orderId: order.id, url: state.url };
  if (state.paid) {
    await fulfilOrder(fulfilDeps(context, opened.provider), order.id, state);
    return { kind: "resume", orderId: order.id, url: successPage(context.origin, order.id) };
  }
  await letGo(context, order.id, "expired");
  return null;
}

/**
 * The buyer's checkout for other logos ends before a new one holds any of them. Its
 * session is expired at the provider first, so it can no longer be paid; one paid in the
 * meantime is fulfilled instead (and the new checkout then finds its logos sold).
 */
async function endOwnCheckout(context: PurchaseContext, order: OrderRow): Promise<HoldsOutcome | null> {
  const opened = await openedSession(context, order);
  if (opened === "opening") return { kind: "refused", status: 409, error: PURCHASE_COPY.checkoutOpening };
  if (opened) {
    const state = await opened.provider.expireSession(opened.sessionId);
    if (state.paid) {
      await fulfilOrder(fulfilDeps(context, opened.provider), order.id, state);
      return null;
    }
  }
  await letGo(context, order.id, "cancelled");
  return null;
}

/** An unpaid checkout is over: the order says so, and none of its logos stays held by it (whatever its state). */
async function letGo(context: PurchaseContext, orderId: string, status: "cancelled" | "expired") {
  await endUnpaidOrder(context, orderId, status);
  const found = await getOrder(context.db, orderId);
  for (const item of found?.items ?? []) {
    const target = parsePurchaseId(item.purchaseId);
    if (target) await releaseHold(context, target, orderId);
  }
}

/** The order's provider session; "opening" while another request is still creating it; null when there is none to ask. */
async function openedSession(context: PurchaseContext, order: OrderRow): Promise<{ provider: CheckoutProvider; sessionId: string } | "opening" | null> {
  const provider = providerOf(context.env, context.db, order.provider);
  if (!provider) return null;
  let current = order;
  for (let waited = 0; !current.providerSessionId && current.status === "pending" && waited < OPENING_WAIT_MS; waited += OPENING_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
    current = (await getOrder(context.db, order.id))?.order ?? current;
  }
  if (current.status !== "pending") return null;
  if (!current.providerSessionId) return "opening";
  return { provider, sessionId: current.providerSessionId };
}

/**
 * The buyer left the payment page by its way back (Stripe's cancel link): their checkout
 * ends, so 'Purchase Cancelled' is true and its logos are free for others at once. Only
 * the order's own buyer can end it; a payment made meanwhile stands.
 */
export async function cancelCheckout(request: Request, context: PurchaseContext, orderId: string | null): Promise<void> {
  if (!orderId) return;
  const viewer = await ownerOf(context.db, request);
  const found = await getOrderFor(context.db, orderId, viewer);
  if (found?.order.status !== "pending") return;
  try {
    await endOwnCheckout(context, found.order);
  } catch (error) {
    // The provider could not be asked: the hold runs out with the session instead.
    console.error(`order ${orderId}: ending the cancelled checkout failed`, error);
  }
}

export function successPage(origin: string, orderId: string): string {
  const url = new URL("/purchase-success", origin);
  url.searchParams.set("order_id", orderId);
  return url.href;
}
