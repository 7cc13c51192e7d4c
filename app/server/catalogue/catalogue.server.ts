import { and, asc, count, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { logos, logoTags } from "#app/server/db/schema.ts";
import { catalogueQueries, forSale, publicColumns } from "./queries.server.ts";
import type { CatalogueFilters } from "#app/catalogue/filters.ts";
import type { CatalogueLogo } from "#app/catalogue/types.ts";

export interface CataloguePage {
  logos: CatalogueLogo[];
  total: number;
}

export async function searchCatalogue(
  db: Database,
  filters: CatalogueFilters,
  page: { offset: number; limit: number },
): Promise<CataloguePage> {
  const queries = catalogueQueries(db, filters, page);
  const [rows, totals] = await db.batch([queries.page, queries.total]);
  return { logos: rows, total: totals[0]?.total ?? 0 };
}

/** One logo, for sale or sold (its page says which). */
export async function getCatalogueLogo(db: Database, id: number): Promise<(CatalogueLogo & { sold: boolean; sample: boolean }) | null> {
  const [row] = await db
    .select({ ...publicColumns, soldOrderId: logos.soldOrderId, isSample: logos.isSample })
    .from(logos)
    .where(eq(logos.id, id))
    .limit(1);
  if (!row) return null;
  const { soldOrderId, isSample, ...logo } = row;
  return { ...logo, sold: soldOrderId !== null, sample: isSample };
}

/** Sold catalogue logos, newest sale first, for the 'Sold logos' page. */
export async function listSoldLogos(db: Database, limit = 200): Promise<CatalogueLogo[]> {
  return db.select(publicColumns).from(logos).where(isNotNull(logos.soldOrderId)).orderBy(desc(logos.id)).limit(limit);
}

/** Logos like this one that are still for sale: its category first, then its tags. */
export async function listSimilarLogos(db: Database, logo: Pick<CatalogueLogo, "id" | "category">, limit = 4): Promise<CatalogueLogo[]> {
  return db
    .select(publicColumns)
    .from(logos)
    .where(and(forSale, eq(logos.category, logo.category), ne(logos.id, logo.id)))
    .orderBy(asc(logos.id))
    .limit(limit);
}

/**
 * Logos by id, in the order asked for; unknown ids are skipped. Sold ones too, marked so:
 * a favourite kept from before its sale says 'Sold' instead of vanishing or being offered.
 */
export async function getCatalogueLogos(db: Database, ids: number[]): Promise<(CatalogueLogo & { sold: boolean })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...publicColumns, soldOrderId: logos.soldOrderId })
    .from(logos)
    .where(inArray(logos.id, ids));
  const byId = new Map(rows.map(({ soldOrderId, ...logo }) => [logo.id, { ...logo, sold: soldOrderId !== null }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The first logos of the catalogue, for the landing page's 'Newest Logos' strip. */
export async function listNewestLogos(db: Database, limit: number): Promise<CatalogueLogo[]> {
  return db.select(publicColumns).from(logos).where(forSale).orderBy(asc(logos.id)).limit(limit);
}

/** Every catalogue logo's id, for the sitemap. The sitemap protocol's limit is 50,000 URLs. */
export async function listCatalogueIds(db: Database, limit = 45_000): Promise<number[]> {
  const rows = await db.select({ id: logos.id }).from(logos).where(forSale).orderBy(asc(logos.id)).limit(limit);
  return rows.map((row) => row.id);
}

export async function countCatalogueLogos(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(logos).where(forSale);
  return row?.total ?? 0;
}

/** The most used tags, for the filter chips. */
export async function listPopularTags(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ tag: logoTags.tag, uses: count() })
    .from(logoTags)
    .groupBy(logoTags.tag)
    .orderBy(desc(count()), asc(logoTags.tag))
    .limit(limit);
  return rows.map((row) => row.tag);
}
