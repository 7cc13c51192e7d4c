/**
 * Who owns what (issue 12; ARCHITECTURE.md, data and ownership): a generation or an
 * order belongs to the browser that made it (the visitor cookie) and, once its maker
 * signs in, to the account. Every read, download, refine and delete asks `owns`.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, orders } from "#app/server/db/schema.ts";
import { claimFavorites } from "#app/server/favorites/favorites.server.ts";
import { readVisitor } from "#app/server/visitor.server.ts";
import { userOfRequest } from "./session.server.ts";

export interface Owner {
  visitorId: string | null;
  userId: string | null;
}

/** The visitor and the signed-in user of a request (either may be absent). */
export async function ownerOf(db: Database, request: Request): Promise<Owner> {
  const [visitor, user] = await Promise.all([readVisitor(request), userOfRequest(db, request)]);
  return { visitorId: visitor?.id ?? null, userId: user?.id ?? null };
}

export function owns(record: { ownerVisitorId: string; ownerUserId: string | null }, owner: Owner): boolean {
  if (owner.userId && record.ownerUserId === owner.userId) return true;
  // A record claimed by an account is that account's: the browser it was made in no
  // longer owns it once someone else signs in there (a shared computer).
  if (record.ownerUserId && record.ownerUserId !== owner.userId) return false;
  return !!owner.visitorId && record.ownerVisitorId === owner.visitorId;
}

/** `owns` as a query condition on generations: the account's, and this browser's unclaimed ones. */
export function ownedGenerations(owner: Owner) {
  const thisBrowsers = and(eq(generations.ownerVisitorId, owner.visitorId ?? ""), isNull(generations.ownerUserId));
  return owner.userId ? or(eq(generations.ownerUserId, owner.userId), thisBrowsers) : thisBrowsers;
}

/**
 * Signing in or up claims what this browser made as a guest: its generations (and with
 * them its revision groups), its orders and its favourites become the account's, so
 * nothing is lost.
 * Records already claimed by another account stay that account's.
 */
export async function claimVisitorRecords(db: Database, visitorId: string, userId: string): Promise<void> {
  await db.batch([
    db
      .update(generations)
      .set({ ownerUserId: userId })
      .where(and(eq(generations.ownerVisitorId, visitorId), isNull(generations.ownerUserId))),
    db
      .update(orders)
      .set({ ownerUserId: userId })
      .where(and(eq(orders.ownerVisitorId, visitorId), isNull(orders.ownerUserId))),
    ...claimFavorites(db, visitorId, userId),
  ]);
}
