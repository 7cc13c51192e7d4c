/**
 * The owner's dashboard (accounts spec, section 2 "/dashboard"; issue 12): the account's
 * logos (counted as My Logos counts them, app/lib/logo-groups.ts: a logo's newest version
 * with its number of versions, and every version bought), its purchases and its profile,
 * read from D1 for the signed-in user only.
 */
import { and, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, orderItems, orders, type UserRow } from "#app/server/db/schema.ts";
import { previewPath } from "#app/server/generations/logo-files.server.ts";
import { orderPicturePath } from "#app/server/orders/downloads.server.ts";
import type { DashboardData, DashboardLogo, DashboardPurchase } from "#app/lib/dashboard.ts";
import { logoCards } from "#app/lib/logo-groups.ts";
import { buyerStatus } from "#app/server/orders/order-states.ts";

/** A user's logos shown at once (a history, not an archive). */
const LOGOS_LIMIT = 200;
// Under D1's 100 bound parameters, which the item count query spends one per order.
const PURCHASES_LIMIT = 90;
/** Orders that never became purchases stay out of the history. */
const NOT_PURCHASES = ["cancelled", "expired"] as const;

export async function loadDashboard(db: Database, user: UserRow): Promise<DashboardData> {
  const [logos, purchases] = await Promise.all([userLogos(db, user.id), userPurchases(db, user.id)]);
  return {
    logos,
    purchases,
    profile: {
      displayName: user.displayName,
      email: user.email,
      memberSince: user.createdAt ? user.createdAt.toISOString() : null,
      hasPassword: !!user.passwordHash,
      signedInWithGoogle: !!user.googleSubject,
    },
  };
}

async function userLogos(db: Database, userId: string): Promise<DashboardLogo[]> {
  const rows = await db
    .select({
      id: generations.id,
      logoId: generations.logoId,
      prompt: generations.prompt,
      metadata: generations.metadata,
      createdAt: generations.createdAt,
      isPublic: generations.isPublic,
      hiddenAt: generations.hiddenAt,
      soldOrderId: generations.soldOrderId,
      revisionGroupId: generations.revisionGroupId,
      parentGenerationId: generations.parentGenerationId,
      parentCatalogueId: generations.parentCatalogueId,
    })
    .from(generations)
    .where(and(eq(generations.ownerUserId, userId), eq(generations.status, "completed")))
    .orderBy(desc(generations.createdAt))
    .limit(LOGOS_LIMIT);
  const cards = logoCards(rows.map((row) => ({ ...row, versionId: row.id, parentVersionId: row.parentGenerationId, purchased: row.soldOrderId ? { orderHref: `/orders/${row.soldOrderId}` } : null })));
  return cards.map(({ version: row, versions }) => {
    const orderBase = row.soldOrderId ? `/api/orders/${row.soldOrderId}/files/${row.id}` : null;
    return {
      generationId: row.id,
      logoId: row.logoId,
      name: row.metadata?.name || "Custom Logo",
      // A bought logo is shown as it is, through its order (the buyer's alone); others watermarked.
      image: row.soldOrderId ? orderPicturePath(row.soldOrderId, row.id, "webp") : previewPath(row.id),
      bgColor: row.metadata?.bgColor || "bg-white",
      createdAt: row.createdAt.toISOString(),
      isPublic: row.isPublic,
      hiddenFromGallery: row.hiddenAt !== null,
      purchased: row.purchased,
      versions,
      downloads: orderBase ? { png: `${orderBase}/png`, webp: `${orderBase}/webp` } : null,
    };
  });
}

async function userPurchases(db: Database, userId: string): Promise<DashboardPurchase[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerUserId, userId), notInArray(orders.status, [...NOT_PURCHASES])))
    .orderBy(desc(orders.createdAt))
    .limit(PURCHASES_LIMIT);
  const counts = new Map<string, number>();
  if (rows.length) {
    const tallies = await db
      .select({ orderId: orderItems.orderId, logos: count() })
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
      .groupBy(orderItems.orderId);
    for (const tally of tallies) counts.set(tally.orderId, tally.logos);
  }
  return rows.map((order) => ({
    id: order.id,
    number: order.id.slice(-8),
    date: order.createdAt.toISOString(),
    totalCents: order.totalCents,
    currency: order.currency.toUpperCase(),
    logoCount: counts.get(order.id) ?? 0,
    provider: order.provider === "test" ? "Test checkout" : "Stripe",
    // As the buyer reads it: the steps between (fulfilling, refunding, parked) are the shop's.
    status: buyerStatus(order.status),
    completed: order.status === "completed",
    href: `/orders/${order.id}`,
  }));
}
