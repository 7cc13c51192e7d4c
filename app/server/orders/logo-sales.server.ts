/**
 * A logo is sold once (issue 11). Its row says so: `sold_order_id` names the order that
 * bought it, `held_by_order_id` / `held_until` an open checkout that may. Each change is
 * one conditional UPDATE, so two buyers racing for one logo cannot both win: the database
 * decides. Each change that lands drops the logo's kept pages at once (a page must never
 * offer a sold logo): the context of every write is a purge context. A sale and its undoing
 * are statements of the batch that moves their order (order-moves.server.ts), each
 * acting only when the order's move landed; their caller purges the pages after it.
 */
import { and, eq, exists, inArray, isNotNull, isNull, lte, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, logos, orders, type OrderStatus } from "#app/server/db/schema.ts";
import { purgeLogoPages, type PurgeContext } from "#app/server/cache/purge.server.ts";
import type { PurchaseTarget } from "#app/lib/purchase.ts";

type Table = typeof logos | typeof generations;

function rowOf(target: PurchaseTarget): { table: Table; where: SQL } {
  return target.kind === "catalogue"
    ? { table: logos, where: eq(logos.id, target.id) }
    : { table: generations, where: eq(generations.id, target.generationId) };
}

/**
 * Holds the logo for `orderId` until `until` (ms), unless it is sold or another open
 * checkout holds it. True when this order holds it now.
 */
export async function holdLogo(sales: PurgeContext, target: PurchaseTarget, orderId: string, until: number, now = Date.now()): Promise<boolean> {
  const { table, where } = rowOf(target);
  const held = await sales.db
    .update(table)
    .set({ heldByOrderId: orderId, heldUntil: until })
    .where(and(where, isNull(table.soldOrderId), or(isNull(table.heldUntil), lte(table.heldUntil, now), eq(table.heldByOrderId, orderId))))
    .returning({ held: table.heldByOrderId });
  return changed(sales, target, held.length);
}

/** Which order's checkout holds the logo, and until when (ms); null when none does now. */
export async function holdOf(db: Database, target: PurchaseTarget, now = Date.now()): Promise<{ orderId: string; until: number } | null> {
  const { table, where } = rowOf(target);
  const [row] = await db.select({ orderId: table.heldByOrderId, until: table.heldUntil }).from(table).where(where).limit(1);
  return row?.orderId && row.until !== null && row.until > now ? { orderId: row.orderId, until: row.until } : null;
}

/** Lets go of this order's hold (a checkout that ended without a sale). */
export async function releaseHold(sales: PurgeContext, target: PurchaseTarget, orderId: string): Promise<void> {
  const { table, where } = rowOf(target);
  const released = await sales.db
    .update(table)
    .set({ heldByOrderId: null, heldUntil: null })
    .where(and(where, eq(table.heldByOrderId, orderId)))
    .returning({ id: table.id });
  await changed(sales, target, released.length);
}

/** The order is in this state: the condition of a batch's statements that act only when its move landed. */
function orderIn(db: Database, orderId: string, statuses: readonly OrderStatus[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...statuses]))),
  );
}

/** None of these logos was bought by another order: the condition of an order's completion. */
export function noneSoldElsewhere(db: Database, targets: readonly PurchaseTarget[], orderId: string): SQL {
  const catalogue = targets.flatMap((target) => (target.kind === "catalogue" ? [target.id] : []));
  const generated = targets.flatMap((target) => (target.kind === "generation" ? [target.generationId] : []));
  const conditions: SQL[] = [];
  if (catalogue.length > 0) {
    conditions.push(notExists(db.select({ one: sql`1` }).from(logos).where(and(inArray(logos.id, catalogue), isNotNull(logos.soldOrderId), ne(logos.soldOrderId, orderId)))));
  }
  if (generated.length > 0) {
    conditions.push(notExists(db.select({ one: sql`1` }).from(generations).where(and(inArray(generations.id, generated), isNotNull(generations.soldOrderId), ne(generations.soldOrderId, orderId)))));
  }
  return and(...conditions) ?? sql`1 = 1`;
}

/** Which of these logos another order bought. */
export async function soldElsewhere(db: Database, targets: readonly PurchaseTarget[], orderId: string): Promise<PurchaseTarget[]> {
  const taken: PurchaseTarget[] = [];
  for (const target of targets) {
    const { table, where } = rowOf(target);
    const [row] = await db.select({ sold: table.soldOrderId }).from(table).where(where).limit(1);
    if (row?.sold && row.sold !== orderId) taken.push(target);
  }
  return taken;
}

/**
 * Statements of the batch that completes `orderId`: each logo becomes the order's (its
 * hold gone) while the order is completed, and only if no other order bought it first.
 */
export function soldStatements(db: Database, targets: readonly PurchaseTarget[], orderId: string) {
  return targets.map((target) => {
    const { table, where } = rowOf(target);
    return db
      .update(table)
      .set({ soldOrderId: orderId, heldByOrderId: null, heldUntil: null })
      .where(and(where, or(isNull(table.soldOrderId), eq(table.soldOrderId, orderId)), orderIn(db, orderId, ["completed"])));
  });
}

/** Statements of the batch that refunds `orderId`: its logos may be sold again, once the order is refunded. */
export function unsoldStatements(db: Database, targets: readonly PurchaseTarget[], orderId: string) {
  return targets.map((target) => {
    const { table, where } = rowOf(target);
    return db
      .update(table)
      .set({ soldOrderId: null })
      .where(and(where, eq(table.soldOrderId, orderId), orderIn(db, orderId, ["refunded"])));
  });
}

/** Statements that let go of `orderId`'s holds, once the order is in one of `statuses` (it will not be paid for, or was refunded). */
export function releaseStatements(db: Database, targets: readonly PurchaseTarget[], orderId: string, statuses: readonly OrderStatus[]) {
  return targets.map((target) => {
    const { table, where } = rowOf(target);
    return db
      .update(table)
      .set({ heldByOrderId: null, heldUntil: null })
      .where(and(where, eq(table.heldByOrderId, orderId), orderIn(db, orderId, statuses)));
  });
}

/** True when a row changed, after the logo's kept pages are gone. */
async function changed(sales: PurgeContext, target: PurchaseTarget, rows: number): Promise<boolean> {
  if (rows > 0) await purgeLogoPages(sales, [target]);
  return rows > 0;
}
