/**
 * Fulfilment, exactly once whatever arrives: the webhook, the success page, the test
 * checkout and the job all call `fulfilOrder` with what the provider says of the payment,
 * as often as they like, in any order. The order row decides (docs/decisions/0504): a paid
 * order of the right amount moves to `fulfilling`, then one D1 batch completes it, marks
 * its logos sold and credits its designers, or (a logo another order bought first) moves
 * it to `refunding`, and its payment goes back, told to its buyer in words. A Worker cut
 * off between two steps leaves the order where the next step starts, and the job finishes
 * it.
 */
import { parsePurchaseId } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { OrderRow } from "#app/server/db/schema.ts";
import type { ZonePurgeEnv } from "#app/server/cache/zone-purge.server.ts";
import type { PurgeContext } from "#app/server/cache/purge.server.ts";
import { purgeLogoPages } from "#app/server/cache/purge.server.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import { ensureOrderKit, leaseKitsToQueue, type FilesEnv } from "#app/server/orders/files.server.ts";
import { soldElsewhere } from "#app/server/orders/logo-sales.server.ts";
import { getOrder, type OrderWithItems } from "#app/server/orders/orders.server.ts";
import { queueKits, type OrderWorkQueue } from "#app/server/orders/order-work.server.ts";
import { beginDoubleSaleRefund, beginFulfilment, completeSale, endUnpaid, parkOrder, targetsOf } from "#app/server/orders/order-moves.server.ts";
import { buyerStatus, SETTLED, UNPAID, type BuyerStatus } from "#app/server/orders/order-states.ts";
import { step, type Faults } from "#app/server/orders/order-steps.ts";
import { followUp } from "./order-follow-up.server.ts";
import { doubleSaleNote } from "./order-mail.server.ts";
import type { CheckoutProvider, SessionState } from "./provider.server.ts";
import { settleRefund } from "./refund.server.ts";

export interface FulfilDeps {
  db: Database;
  env: FilesEnv & ZonePurgeEnv & { SUPPORT_EMAIL?: string };
  provider: CheckoutProvider;
  mailer: Mailer;
  /** The site's origin, for the links in mails. */
  origin: string;
  /** Keeps work going after the answer (the Worker's waitUntil); without it the work is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The order-work queue the kits go to; without it they are rendered by this Worker. */
  orderWork?: OrderWorkQueue;
  faults?: Faults;
}

export type FulfilOutcome =
  | { status: BuyerStatus; note: string | null }
  | { status: "not-found" }
  | { status: "amount-mismatch" };

export async function fulfilOrder(deps: FulfilDeps, orderId: string, payment: SessionState): Promise<FulfilOutcome> {
  const { db, faults } = deps;
  const found = await getOrder(db, orderId);
  if (!found) return { status: "not-found" };
  const { order } = found;
  if (order.status === "fulfilling" || order.status === "refunding") return advancePaidOrder(deps, orderId);
  if (SETTLED.includes(order.status) || !payment.paid) return outcomeOf(order);
  // What was paid must be what the order costs, in its currency, or nothing is delivered:
  // the order is parked for an operator, with what the provider said of the payment.
  if (payment.amountCents !== order.totalCents || payment.currency?.toLowerCase() !== order.currency) {
    const said = `Paid ${payment.amountCents} ${payment.currency}, expected ${order.totalCents} ${order.currency}`;
    console.error(`order ${orderId}: ${said}; not fulfilled`);
    const fields = { providerPaymentId: payment.paymentId, invoiceId: payment.invoiceId, contactEmail: payment.email ?? order.contactEmail };
    await step(faults, "order.parked", () => parkOrder(db, orderId, [...UNPAID, "parked"], `${said}: nothing was delivered. Refund the payment in the provider's dashboard (the order follows), or settle it with the buyer.`, fields));
    return { status: "amount-mismatch" };
  }
  await step(faults, "order.fulfilling", () => beginFulfilment(db, order, payment));
  // Whichever delivery of the payment moved it, the order goes on from where it stands now.
  return advancePaidOrder(deps, orderId);
}

/**
 * A paid order's next steps from where it stands: fulfilling → completed (its kits
 * rendered, its receipt sent) or, a logo sold to another order first, → refunding; a
 * refund decided is then given back. A provider that cannot refund now leaves the order
 * `refunding` for the job.
 */
async function advancePaidOrder(deps: FulfilDeps, orderId: string): Promise<FulfilOutcome> {
  await completePaidOrder(deps, orderId);
  const found = await getOrder(deps.db, orderId);
  if (!found) return { status: "not-found" };
  if (found.order.status !== "refunding") return outcomeOf(found.order);
  try {
    await settleRefund(deps, found);
  } catch (error) {
    console.error(`order ${orderId}: the refund could not be made now; the job tries again`, error);
  }
  return outcomeOf((await getOrder(deps.db, orderId))?.order ?? found.order);
}

/** fulfilling → completed (and delivered), or → refunding when a logo went to another order; nothing for any other state. */
export async function completePaidOrder(deps: Omit<FulfilDeps, "provider">, orderId: string): Promise<void> {
  const { db, faults } = deps;
  const found = await getOrder(db, orderId);
  if (found?.order.status !== "fulfilling") return;
  if (await step(faults, "order.completed", () => completeSale(db, found))) {
    await deliver(deps, found);
    return;
  }
  const now = await getOrder(db, orderId);
  if (now?.order.status !== "fulfilling") return;
  // The batch changed nothing: a logo of the order is another order's. Its buyer's payment goes back.
  const taken = await soldElsewhere(db, targetsOf(now), orderId);
  const names = now.items.filter((item) => taken.some((target) => sameTarget(target, parsePurchaseId(item.purchaseId)))).map((item) => item.name);
  if (names.length === 0) return;
  await step(faults, "order.double-sale", () => beginDoubleSaleRefund(db, now, doubleSaleNote(names)));
}

/**
 * A completed order's delivery: each logo's brand kit is a message on the order-work queue
 * (order-work.server.ts), made while the buyer is taken to the success page; where there is
 * no queue, or it refuses the messages, the kits are rendered now instead (a visit to the
 * download page that comes first waits for the render, and one that follows a failed render
 * makes the kit itself). Then what the sale changed on the site's pages, and the receipt.
 */
async function deliver(deps: Omit<FulfilDeps, "provider">, found: OrderWithItems): Promise<void> {
  const completed = (await getOrder(deps.db, found.order.id)) ?? found;
  if (!(await queuedKits(deps, completed))) {
    const rendering = Promise.all(
      completed.items.map((item) =>
        step(deps.faults, "kit.render", () => ensureOrderKit(deps.env, deps.db, completed.order, item)).catch((error: unknown) =>
          console.error(`order ${completed.order.id}: rendering ${item.purchaseId} failed; the download will retry`, error),
        ),
      ),
    );
    if (deps.waitUntil) deps.waitUntil(rendering);
    else await rendering;
  }
  await followUp(deps, completed.order.id);
}

/** The kits as messages on the queue; false where there is none, or it refused them. */
async function queuedKits(deps: Omit<FulfilDeps, "provider">, completed: OrderWithItems): Promise<boolean> {
  if (!deps.orderWork) return false;
  const orderId = completed.order.id;
  try {
    await leaseKitsToQueue(deps.db, orderId, new Date());
    await queueKits(deps.orderWork, completed);
    return true;
  } catch (error) {
    console.error(`order ${orderId}: the order-work queue refused its kits; rendering them now`, error);
    await leaseKitsToQueue(deps.db, orderId, null).catch(() => {});
    return false;
  }
}

function sameTarget(a: ReturnType<typeof parsePurchaseId>, b: ReturnType<typeof parsePurchaseId>): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  return a.kind === "catalogue" ? a.id === (b as typeof a).id : a.generationId === (b as typeof a).generationId;
}

function outcomeOf(order: OrderRow): FulfilOutcome {
  return { status: buyerStatus(order.status), note: order.note };
}

/** An unpaid checkout ended (expired, cancelled, or its payment failed): the order and its holds go in one batch. */
export async function endUnpaidOrder(sales: PurgeContext & { faults?: Faults }, orderId: string, status: "cancelled" | "expired"): Promise<boolean> {
  const found = await getOrder(sales.db, orderId);
  if (!found) return false;
  const moved = await step(sales.faults, "order.ended", () => endUnpaid(sales.db, found, status));
  if (moved) await purgeLogoPages(sales, targetsOf(found));
  return moved;
}
