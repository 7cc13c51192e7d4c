import { CATALOGUE } from "#app/catalogue/catalogue-data.ts";
import { BROWSE_PAGE_SIZE } from "#app/lib/ui.ts";

interface Filters {
  search?: string;
  category?: string;
  tags?: string[];
}

/**
 * An independent, in-memory reading of the spec's filter rules (section 5), so the
 * browser tests check the SQL against the rules rather than against itself: every
 * matching name, in catalogue order.
 */
export function expectedNames(filters: Filters) {
  const search = filters.search?.toLowerCase() ?? "";
  return CATALOGUE.filter((logo) => {
    const text = [logo.name, logo.description, logo.tags.join(" "), logo.category].join(" ").toLowerCase();
    if (search && !text.includes(search)) return false;
    if (filters.category && logo.category !== filters.category) return false;
    if (filters.tags?.length && !filters.tags.some((tag) => logo.tags.includes(tag))) return false;
    return true;
  }).map((logo) => logo.name);
}

/** The names /browse shows on a page of results (BROWSE_PAGE_SIZE cards a page). */
export function shownNames(filters: Filters, page = 1) {
  return expectedNames(filters).slice((page - 1) * BROWSE_PAGE_SIZE, page * BROWSE_PAGE_SIZE);
}

/** The count line above the grid: every match when they fit one page, else the page's range. */
export function expectedCountText(filters: Filters, page = 1) {
  const total = expectedNames(filters).length;
  const shown = shownNames(filters, page).length;
  if (shown === total) return `Showing ${total} ${total === 1 ? "logo" : "logos"}`;
  const first = (page - 1) * BROWSE_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} logos`;
}

export { CATALOGUE };
