/**
 * Favourites (issue 33): kept in D1 under whoever is asking, the account when someone is
 * signed in, else the browser's guest (its visitor cookie), so an account's favourites show
 * on every device it signs in on and a heart is a form that works without JavaScript. The
 * browser keeps a copy (`favoriteLogos`, app/lib/favorites.ts) and sends what changed in it
 * (`syncFavorites`); signing in or up moves the guest's to the account (`claimFavorites`).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getCatalogueLogos } from "#app/server/catalogue/catalogue.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { favorites, generations } from "#app/server/db/schema.ts";
import { logoPreviewPath } from "#app/server/generations/logo-files.server.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";
import { catalogueCard, type CatalogueCard } from "#app/catalogue/types.ts";

/** A person's favourites, and the ids one sync may send: a list, not an archive. */
export const MAX_FAVORITES = 200;

/** Whose favourites a request reads and writes: the account's, else the guest's. */
export function favoritesOwnerId(owner: { visitorId: string | null; userId: string | null }): string | null {
  return owner.userId ?? owner.visitorId;
}

export function isFavoriteId(value: unknown): value is string {
  return typeof value === "string" && (CATALOGUE_ID.test(value) || LOGO_ID.test(value));
}

/** The owner's favourite ids, in the order they were added. */
export async function listFavoriteIds(db: Database, ownerId: string | null): Promise<string[]> {
  if (!ownerId) return [];
  const rows = await db
    .select({ logoId: favorites.logoId })
    .from(favorites)
    .where(eq(favorites.ownerId, ownerId))
    .orderBy(asc(favorites.createdAt), asc(sql`rowid`))
    .limit(MAX_FAVORITES);
  return rows.map((row) => row.logoId);
}

export async function isFavorite(db: Database, ownerId: string | null, logoId: string): Promise<boolean> {
  if (!ownerId) return false;
  const row = await db.select({ logoId: favorites.logoId }).from(favorites).where(and(eq(favorites.ownerId, ownerId), eq(favorites.logoId, logoId))).get();
  return Boolean(row);
}

/** Whether a logo by this id exists to be a favourite: a catalogue logo, or a generated logo the server knows. */
export async function favoriteExists(db: Database, logoId: string): Promise<boolean> {
  if (CATALOGUE_ID.test(logoId)) return (await getCatalogueLogos(db, [Number(logoId)])).length > 0;
  if (!LOGO_ID.test(logoId)) return false;
  return Boolean(await db.select({ id: generations.id }).from(generations).where(eq(generations.logoId, logoId)).limit(1).get());
}

/**
 * Applies what the browser changed since it last heard from the server (ids it added, ids
 * it removed) and answers the whole list: a favourite removed on another device stays
 * removed, one added here joins the account's.
 */
export async function syncFavorites(db: Database, ownerId: string, add: readonly string[], remove: readonly string[]): Promise<string[]> {
  const now = Date.now();
  const adding = [...new Set(add)].filter((id) => !remove.includes(id)).slice(0, MAX_FAVORITES);
  const writes = [
    ...(remove.length ? [db.delete(favorites).where(and(eq(favorites.ownerId, ownerId), inArray(favorites.logoId, [...new Set(remove)])))] : []),
    // One row at a time, in the order given, so the list keeps the order they were added in.
    ...adding.map((logoId, index) => db.insert(favorites).values({ ownerId, logoId, createdAt: new Date(now + index) }).onConflictDoNothing()),
  ];
  if (writes.length) await db.batch(writes as [(typeof writes)[number], ...(typeof writes)[number][]]);
  return listFavoriteIds(db, ownerId);
}

export async function setFavorite(db: Database, ownerId: string, logoId: string, on: boolean): Promise<void> {
  await syncFavorites(db, ownerId, on ? [logoId] : [], on ? [] : [logoId]);
}

/** Signing in or up: the guest's favourites join the account's (ones it has already stay as they are). */
export function claimFavorites(db: Database, visitorId: string, userId: string) {
  return [
    db
      .insert(favorites)
      .select(db.select({ ownerId: sql<string>`${userId}`.as("owner_id"), logoId: favorites.logoId, createdAt: favorites.createdAt }).from(favorites).where(eq(favorites.ownerId, visitorId)))
      .onConflictDoNothing(),
    db.delete(favorites).where(eq(favorites.ownerId, visitorId)),
  ] as const;
}

/** A generated logo among the favourites, as its card shows it (its public, watermarked preview). */
export interface FavoriteGeneratedLogo {
  id: string;
  name: string;
  image: string;
  bgColor: string;
}

/** The owner's favourites as the Favorites page lists them: catalogue logos, and generated logos. */
export async function favoriteLogos(db: Database, ids: readonly string[]): Promise<{ catalogue: CatalogueCard[]; generated: FavoriteGeneratedLogo[] }> {
  const catalogueIds = ids.filter((id) => CATALOGUE_ID.test(id)).map(Number);
  const logoIds = ids.filter((id) => LOGO_ID.test(id));
  const [catalogue, rows] = await Promise.all([
    getCatalogueLogos(db, catalogueIds),
    logoIds.length
      ? db
          .select({ logoId: generations.logoId, metadata: generations.metadata, status: generations.status })
          .from(generations)
          .where(inArray(generations.logoId, logoIds))
          .orderBy(desc(generations.createdAt))
      : [],
  ]);
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.logoId && !newest.has(row.logoId)) newest.set(row.logoId, row);
  const generated = logoIds.flatMap((id) => {
    const row = newest.get(id);
    if (!row || row.status !== "completed") return [];
    return [{ id, name: row.metadata?.name || "Custom Logo", image: logoPreviewPath(id), bgColor: row.metadata?.bgColor || "bg-white" }];
  });
  return { catalogue: catalogue.map(catalogueCard), generated };
}
