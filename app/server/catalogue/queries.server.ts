/**
 * The catalogue search as drizzle queries (not yet run): the /browse loader runs them,
 * and bench/catalogue-query.ts runs the very same SQL at 10,000 logos. Relative imports
 * with extensions so Node can load this module directly.
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { logos, logoTags } from "#app/server/db/schema.ts";
import type * as schema from "#app/server/db/schema.ts";
import type { CatalogueFilters } from "#app/catalogue/filters.ts";

type Db = DrizzleD1Database<typeof schema>;

/** How a catalogue row reaches the pages: the spec's fields, nothing internal. */
export const publicColumns = {
  id: logos.id,
  name: logos.name,
  image: logos.image,
  bgColor: logos.bgColor,
  category: logos.category,
  tags: logos.tags,
  description: logos.description,
  designer: logos.designer,
};

/** A logo is for sale until an order buys it (it is sold once). */
export const forSale = isNull(logos.soldOrderId);

function whereClause(filters: CatalogueFilters): SQL | undefined {
  const conditions: SQL[] = [forSale];
  if (filters.search) {
    // A substring of the lower-cased haystack: instr has no wildcards to escape and no
    // pattern length limit (D1 refuses LIKE patterns over 50 bytes).
    conditions.push(sql`instr(${logos.searchText}, ${filters.search.toLowerCase()}) > 0`);
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
  return and(...conditions);
}

/** One page of matches in catalogue order, and the number of all matches. */
export function catalogueQueries(db: Db, filters: CatalogueFilters, page: { offset: number; limit: number }) {
  const where = whereClause(filters);
  return {
    page: db.select(publicColumns).from(logos).where(where).orderBy(asc(logos.id)).limit(page.limit).offset(page.offset),
    total: db.select({ total: count() }).from(logos).where(where),
  };
}
