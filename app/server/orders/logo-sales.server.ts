/**
 * A logo is sold once (issue 11). Its row says so: `sold_order_id` names the order that
 * bought it, `held_by_order_id` / `held_until` an open checkout that may. Each change is
 * one conditional UPDATE, so two buyers racing for one logo cannot both win: the database
 * decides. Each change that lands drops the logo's kept pages at once (a page must never
 * offer a sold logo): the context of every write is a purge context.
 */
import { and, eq, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, logos } from "#app/server/db/schema.ts";
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

/**
 * Marks the logo sold to `orderId`: true when it is now this order's (also when it was
 * already), false when another order bought it first.
 */
export async function markSold(sales: PurgeContext, target: PurchaseTarget, orderId: string): Promise<boolean> {
  const { table, where } = rowOf(target);
  const sold = await sales.db
    .update(table)
    .set({ soldOrderId: orderId, heldByOrderId: null, heldUntil: null })
    .where(and(where, or(isNull(table.soldOrderId), eq(table.soldOrderId, orderId))))
    .returning({ sold: table.soldOrderId });
  return changed(sales, target, sold.length);
}

/** Undoes this order's sale (a refund): the logo may be sold again. */
export async function unmarkSold(sales: PurgeContext, target: PurchaseTarget, orderId: string): Promise<void> {
  const { table, where } = rowOf(target);
  const unsold = await sales.db
    .update(table)
    .set({ soldOrderId: null })
    .where(and(where, eq(table.soldOrderId, orderId)))
    .returning({ id: table.id });
  await changed(sales, target, unsold.length);
}

/** True when a row changed, after the logo's kept pages are gone. */
async function changed(sales: PurgeContext, target: PurchaseTarget, rows: number): Promise<boolean> {
  if (rows > 0) await purgeLogoPages(sales, [target]);
  return rows > 0;
}
