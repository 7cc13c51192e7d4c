/**
 * How the console's long lists (orders, activity) page: newest first, reading one row past
 * the page, so the extra row tells whether an older page follows without counting the table.
 */

/** The page's rows, and whether the read went past them. Read `size + 1` rows. */
export function pageOf<Row>(read: Row[], size: number): { rows: Row[]; hasMore: boolean } {
  return { rows: read.slice(0, size), hasMore: read.length > size };
}

/** A page number or an entry id from the address: a whole number above 0, or null for anything else. */
export function positiveParam(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name) ?? "");
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
