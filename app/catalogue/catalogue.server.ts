import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { logos, logoTags } from "~/db/schema";
import type { CatalogueFilters } from "./filters";
import type { CatalogueLogo } from "./types";

/** How a catalogue row reaches the pages: the spec's fields, nothing internal. */
const publicColumns = {
  id: logos.id,
  name: logos.name,
  price: logos.price,
  image: logos.image,
  bgColor: logos.bgColor,
  category: logos.category,
  tags: logos.tags,
  description: logos.description,
  designer: logos.designer,
  originalPath: logos.originalPath,
};

/** LIKE treats % and _ as wildcards; a visitor typing them means the characters. */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereClause(filters: CatalogueFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) {
    conditions.push(sql`${logos.searchText} LIKE ${likePattern(filters.search)} ESCAPE '\\'`);
  }
  if (filters.category) conditions.push(eq(logos.category, filters.category));
  if (filters.tags.length > 0) {
    // Any selected tag matches (spec section 5), through the (tag, logo_id) key.
    const tagged = sql`SELECT ${logoTags.logoId} FROM ${logoTags} WHERE ${inArray(
      logoTags.tag,
      filters.tags.map((tag) => tag.toLowerCase()),
    )}`;
    conditions.push(sql`${logos.id} IN (${tagged})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface CataloguePage {
  logos: CatalogueLogo[];
  total: number;
}

export async function searchCatalogue(
  db: Database,
  filters: CatalogueFilters,
  page: { offset: number; limit: number },
): Promise<CataloguePage> {
  const where = whereClause(filters);
  const [rows, totals] = await db.batch([
    db
      .select(publicColumns)
      .from(logos)
      .where(where)
      .orderBy(asc(logos.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(logos).where(where),
  ]);
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
