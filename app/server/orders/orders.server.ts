/**
 * Orders and who may see them. An order is its buyer's: the browser that made it (the
 * visitor cookie), the account it was made under, or whoever holds the secret link of its
 * receipt. Everyone else is told nothing, not even that it exists.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { orderItems, orders, type OrderItemRow, type OrderRow, type OrderStatus } from "#app/server/db/schema.ts";
import { sha256Hex } from "#app/server/tokens.server.ts";

export interface Viewer {
  visitorId: string | null;
  userId?: string | null;
  /** The secret of a receipt's download link, when the request carries one. */
  downloadKey?: string | null;
}

export interface OrderWithItems {
  order: OrderRow;
  items: OrderItemRow[];
}

export async function getOrder(db: Database, id: string): Promise<OrderWithItems | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
  return { order, items };
}

export async function findOrderByPayment(db: Database, paymentId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.providerPaymentId, paymentId)).limit(1);
  return order ?? null;
}

/** The one rule for reading an order (its page, its files, its status). */
export async function canAccessOrder(order: OrderRow, viewer: Viewer): Promise<boolean> {
  if (viewer.visitorId && viewer.visitorId === order.ownerVisitorId) return true;
  if (viewer.userId && order.ownerUserId && viewer.userId === order.ownerUserId) return true;
  if (viewer.downloadKey && order.downloadKeyHash) return (await sha256Hex(viewer.downloadKey)) === order.downloadKeyHash;
  return false;
}

/** The order if this viewer may read it; null both when it does not exist and when it is someone else's. */
export async function getOrderFor(db: Database, id: string, viewer: Viewer): Promise<OrderWithItems | null> {
  if (!/^order_[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
  const found = await getOrder(db, id);
  return found && (await canAccessOrder(found.order, viewer)) ? found : null;
}

/** Moves an order from one of `from` to `to`; false when it was in none of them (someone else moved it first). */
export async function moveOrder(db: Database, id: string, from: readonly OrderStatus[], to: OrderStatus, fields: Partial<OrderRow> = {}): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ ...fields, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
  return moved.length > 0;
}
