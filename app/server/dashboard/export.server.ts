/**
 * "Download my data" (issue 12, as the privacy policy promises under user rights): what
 * the account holds about its owner, as JSON. The designs (LogoSpecs) stay out: they are
 * delivered as files to a logo's buyer, not as data.
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, orderItems, orders, type UserRow } from "#app/server/db/schema.ts";

export async function exportAccountData(db: Database, user: UserRow) {
  const logos = await db
    .select({
      id: generations.id,
      logoId: generations.logoId,
      prompt: generations.prompt,
      status: generations.status,
      metadata: generations.metadata,
      isPublic: generations.isPublic,
      purchasedInOrder: generations.soldOrderId,
      createdAt: generations.createdAt,
    })
    .from(generations)
    .where(eq(generations.ownerUserId, user.id))
    .orderBy(desc(generations.createdAt));
  const userOrders = await db.select().from(orders).where(eq(orders.ownerUserId, user.id)).orderBy(desc(orders.createdAt));
  const items = userOrders.length
    ? await db.select().from(orderItems).where(inArray(orderItems.orderId, userOrders.slice(0, 90).map((order) => order.id)))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      email: user.email,
      displayName: user.displayName,
      photoUrl: user.photoUrl,
      createdAt: user.createdAt.toISOString(),
      lastLogin: user.lastLoginAt?.toISOString() ?? null,
      signInMethods: [...(user.passwordHash ? ["password"] : []), ...(user.googleSubject ? ["google"] : [])],
    },
    logos: logos.map((logo) => ({
      id: logo.id,
      logoId: logo.logoId,
      name: logo.metadata?.name ?? null,
      prompt: logo.prompt,
      status: logo.status,
      isPublic: logo.isPublic,
      purchasedInOrder: logo.purchasedInOrder,
      createdAt: logo.createdAt.toISOString(),
    })),
    purchases: userOrders.map((order) => ({
      id: order.id,
      status: order.status,
      totalCents: order.totalCents,
      currency: order.currency,
      paymentProvider: order.provider,
      contactEmail: order.contactEmail,
      createdAt: order.createdAt.toISOString(),
      logos: items.filter((item) => item.orderId === order.id).map((item) => ({ purchaseId: item.purchaseId, name: item.name })),
    })),
  };
}
