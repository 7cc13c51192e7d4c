/**
 * The moves of an order's state machine (order-states.ts), each one write or one D1 batch
 * (a batch is one transaction: all of it or none). Each move is a conditional UPDATE of the
 * order row, first in its batch; the batch's other statements (logos sold or unsold, holds
 * released, the designers' ledger) act only while the order is in the state the move
 * leads to. So a move runs any number of times and lands once, and a batch whose move did
 * not land changes nothing. Each answers whether this call made the move.
 *
 * A move sets when the reconciling job may next look at the order (`next_attempt_at`): a
 * step's grace later while something is left to do (the next step, the buyer's mail),
 * never once nothing is.
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { parsePurchaseId, type PurchaseTarget } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { orders, type OrderRow, type OrderStatus } from "#app/server/db/schema.ts";
import { creditStatements, debitStatement, saleCredits } from "#app/server/designers/ledger.server.ts";
import { randomToken, sha256Hex } from "#app/server/tokens.server.ts";
import { noneSoldElsewhere, releaseStatements, soldStatements, unsoldStatements } from "./logo-sales.server.ts";
import type { OrderWithItems } from "./orders.server.ts";
import { STEP_GRACE_MS, UNPAID } from "./order-states.ts";

/** What the provider said of the payment, as the order keeps it. */
export interface PaymentRecord {
  paymentId: string | null;
  invoiceId: string | null;
  email: string | null;
}

const dueAfterGrace = (now: Date) => new Date(now.getTime() + STEP_GRACE_MS);

/** A fresh start in a new state: the job's count and its last failure belong to the old one. */
const freshState = { attempts: 0, lastError: null } as const;

export function targetsOf(found: OrderWithItems): PurchaseTarget[] {
  return found.items.flatMap((item) => {
    const target = parsePurchaseId(item.purchaseId);
    return target ? [target] : [];
  });
}

async function move(db: Database, orderId: string, from: readonly OrderStatus[], to: OrderStatus, fields: Partial<typeof orders.$inferInsert>, now: Date): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ ...fields, status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/**
 * An unpaid checkout (or one parked before any payment was known of it) was paid, for the
 * right amount: → fulfilling, with what the provider said of the payment. `completedAt` is
 * when the app learnt of the payment: the 30-day guarantee counts from it.
 */
export async function beginFulfilment(db: Database, order: OrderRow, payment: PaymentRecord, now = new Date()): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({
      status: "fulfilling",
      providerPaymentId: payment.paymentId,
      invoiceId: payment.invoiceId,
      contactEmail: payment.email ?? order.contactEmail,
      completedAt: now,
      parkedReason: null,
      nextAttemptAt: dueAfterGrace(now),
      updatedAt: now,
      ...freshState,
    })
    .where(and(eq(orders.id, order.id), or(inArray(orders.status, [...UNPAID]), and(eq(orders.status, "parked"), isNull(orders.providerPaymentId)))))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** → parked: an operator has to look at it, for `reason`; the job leaves it alone. */
export function parkOrder(db: Database, orderId: string, from: readonly OrderStatus[], reason: string, fields: Partial<typeof orders.$inferInsert> = {}, now = new Date()): Promise<boolean> {
  return move(db, orderId, from, "parked", { ...fields, parkedReason: reason, nextAttemptAt: null }, now);
}

/**
 * parked → the state the job parked it from, due now with its attempts counted afresh: an
 * operator mended what stopped it (a provider configured again, an outage over) and asks the
 * job to try again. Only an order the job parked (`parked_from`); one parked for its payment
 * (another amount than the price) is settled by a refund in the provider's dashboard.
 */
export async function unparkOrder(db: Database, orderId: string, now = new Date()): Promise<OrderStatus | null> {
  const [found] = await db.select({ from: orders.parkedFrom }).from(orders).where(and(eq(orders.id, orderId), eq(orders.status, "parked")));
  if (!found?.from) return null;
  const moved = await db
    .update(orders)
    .set({ status: found.from, parkedFrom: null, parkedReason: null, nextAttemptAt: now, updatedAt: now, ...freshState })
    .where(and(eq(orders.id, orderId), eq(orders.status, "parked"), eq(orders.parkedFrom, found.from)))
    .returning({ id: orders.id });
  return moved.length > 0 ? found.from : null;
}

/**
 * fulfilling → completed, its logos sold to it (their holds gone) and its designers
 * credited, in one batch; only when none of its logos was sold to another order first.
 * The receipt is due from then on.
 */
export async function completeSale(db: Database, found: OrderWithItems, now = new Date()): Promise<boolean> {
  const orderId = found.order.id;
  const targets = targetsOf(found);
  const credits = await saleCredits(db, orderId, found.items, now);
  const [moved] = await db.batch([
    db
      .update(orders)
      .set({ status: "completed", mailDue: "receipt", nextAttemptAt: dueAfterGrace(now), updatedAt: now, ...freshState })
      .where(and(eq(orders.id, orderId), eq(orders.status, "fulfilling"), noneSoldElsewhere(db, targets, orderId)))
      .returning({ id: orders.id }),
    ...soldStatements(db, targets, orderId),
    ...creditStatements(db, orderId, credits),
  ]);
  return moved.length > 0;
}

/**
 * fulfilling → refunding: a logo of the order was sold to another order first, so the
 * payment goes back (`note` tells the buyer why). Its holds go in the same batch.
 */
export async function beginDoubleSaleRefund(db: Database, found: OrderWithItems, note: string, now = new Date()): Promise<boolean> {
  const orderId = found.order.id;
  const [moved] = await db.batch([
    db
      .update(orders)
      .set({ status: "refunding", note, mailDue: "double-sale", nextAttemptAt: dueAfterGrace(now), updatedAt: now, ...freshState })
      .where(and(eq(orders.id, orderId), eq(orders.status, "fulfilling")))
      .returning({ id: orders.id }),
    ...releaseStatements(db, targetsOf(found), orderId, ["refunding"]),
  ]);
  return moved.length > 0;
}

/** completed → refunding: a refund was asked for (the buyer's guarantee, an operator). */
export function beginRefund(db: Database, orderId: string, note: string, now = new Date()): Promise<boolean> {
  return move(db, orderId, ["completed"], "refunding", { note, mailDue: "refund", nextAttemptAt: dueAfterGrace(now), ...freshState }, now);
}

/** refunding → completed: the provider refused the refund asked for, so nothing changed. */
export function undoRefund(db: Database, orderId: string, now = new Date()): Promise<boolean> {
  return move(db, orderId, ["refunding"], "completed", { note: null, mailDue: null, nextAttemptAt: null, ...freshState }, now);
}

/**
 * → refunded: the money is back. In one batch its logos are for sale again, its holds go
 * and its designers are debited what the sale credited them. `from`: `refunding` when the
 * refund was made here; the states a refund made in the provider's dashboard can find.
 * The note and the mail of a refund decided here stay; otherwise they are a refund's.
 */
export async function finishRefund(db: Database, found: OrderWithItems, from: readonly OrderStatus[], note: string, now = new Date()): Promise<boolean> {
  const orderId = found.order.id;
  const targets = targetsOf(found);
  const [moved] = await db.batch([
    db
      .update(orders)
      .set({
        status: "refunded",
        note: sql`coalesce(${orders.note}, ${note})`,
        mailDue: sql`case when ${orders.status} = 'refunding' then ${orders.mailDue} else 'refund' end`,
        parkedReason: null,
        nextAttemptAt: dueAfterGrace(now),
        updatedAt: now,
        ...freshState,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
      .returning({ id: orders.id }),
    ...unsoldStatements(db, targets, orderId),
    ...releaseStatements(db, targets, orderId, ["refunded"]),
    debitStatement(db, orderId, now),
  ]);
  return moved.length > 0;
}

/** pending → cancelled | expired: the checkout ended unpaid; its holds go in the same batch. */
export async function endUnpaid(db: Database, found: OrderWithItems, status: "cancelled" | "expired", now = new Date()): Promise<boolean> {
  const orderId = found.order.id;
  const [moved] = await db.batch([
    db
      .update(orders)
      .set({ status, nextAttemptAt: null, updatedAt: now, ...freshState })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning({ id: orders.id }),
    ...releaseStatements(db, targetsOf(found), orderId, [status]),
  ]);
  return moved.length > 0;
}

/**
 * The receipt's download key: made now, its hash kept (replacing one whose receipt never
 * went out). Null when no receipt is due.
 */
export async function issueReceiptKey(db: Database, orderId: string): Promise<string | null> {
  const key = randomToken();
  const issued = await db
    .update(orders)
    .set({ downloadKeyHash: await sha256Hex(key) })
    .where(and(eq(orders.id, orderId), eq(orders.status, "completed"), eq(orders.mailDue, "receipt")))
    .returning({ id: orders.id });
  return issued.length > 0 ? key : null;
}

/** Everything a move left to do is done (pages, files, the buyer's mail): nothing is due while the order stays `status`. */
export async function markFollowedUp(db: Database, orderId: string, status: OrderStatus): Promise<void> {
  await db
    .update(orders)
    .set({ mailDue: null, nextAttemptAt: null, ...freshState })
    .where(and(eq(orders.id, orderId), eq(orders.status, status)));
}
