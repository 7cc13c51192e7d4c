import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { logos, logoTags } from "~/server/db/schema";
import { catalogueQueries, publicColumns } from "./queries.server";
import type { CatalogueFilters } from "../../catalogue/filters";
import type { CatalogueLogo } from "../../catalogue/types";

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

export async function getCatalogueLogo(db: Database, id: number): Promise<CatalogueLogo | null> {
  const [row] = await db.select(publicColumns).from(logos).where(eq(logos.id, id)).limit(1);
  return row ?? null;
}

/** Logos by id, in the order asked for; unknown ids are skipped. */
export async function getCatalogueLogos(db: Database, ids: number[]): Promise<CatalogueLogo[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(publicColumns).from(logos).where(inArray(logos.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The first logos of the catalogue, for the landing page's 'Newest Logos' strip. */
export async function listNewestLogos(db: Database, limit: number): Promise<CatalogueLogo[]> {
  return db.select(publicColumns).from(logos).orderBy(asc(logos.id)).limit(limit);
}

/** Every catalogue logo's id, for the sitemap. The sitemap protocol's limit is 50,000 URLs. */
export async function listCatalogueIds(db: Database, limit = 45_000): Promise<number[]> {
  const rows = await db.select({ id: logos.id }).from(logos).orderBy(asc(logos.id)).limit(limit);
  return rows.map((row) => row.id);
}

export async function countCatalogueLogos(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(logos);
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
