import { isCategory, type Category } from "#protocol/taxonomy.ts";

/**
 * The browse filters, read from and written to the URL (so they work as plain links
 * and GET forms without JavaScript). search, one category and any-of tags combine
 * with AND (marketplace spec section 5).
 */
export interface CatalogueFilters {
  search: string;
  category: Category | null;
  tags: string[];
}

const MAX_SEARCH_LENGTH = 100;
const MAX_TAGS = 20;

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const search = (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const category = params.get("category");
  const tags = [
    ...new Set(
      params
        .getAll("tags")
        .flatMap((value) => value.split(","))
        .map((tag) => tag.trim().toLowerCase())
        .filter((tag) => tag.length > 0 && tag.length <= 40),
    ),
  ].slice(0, MAX_TAGS);
  return { search, category: category && isCategory(category) ? category : null, tags };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function activeFilterCount(filters: CatalogueFilters): number {
  return (filters.category ? 1 : 0) + filters.tags.length;
}

/** The query string for a set of filters (page 1 unless given). */
export function filtersToSearch(filters: CatalogueFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  for (const tag of filters.tags) params.append("tags", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function toggleCategory(filters: CatalogueFilters, category: Category): CatalogueFilters {
  return { ...filters, category: filters.category === category ? null : category };
}

export function toggleTag(filters: CatalogueFilters, tag: string): CatalogueFilters {
  const tags = filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag];
  return { ...filters, tags };
}

export function clearFilters(filters: CatalogueFilters): CatalogueFilters {
  return { search: filters.search, category: null, tags: [] };
}
