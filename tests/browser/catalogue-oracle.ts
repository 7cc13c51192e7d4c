import { CATALOGUE } from "../../app/catalogue/catalogue-data";

/**
 * An independent, in-memory reading of the spec's filter rules (section 5), so the
 * browser tests check the SQL against the rules rather than against itself.
 */
export function expectedNames(filters: { search?: string; category?: string; tags?: string[] }) {
  const search = filters.search?.toLowerCase() ?? "";
  return CATALOGUE.filter((logo) => {
    const text = [logo.name, logo.description, logo.tags.join(" "), logo.category].join(" ").toLowerCase();
    if (search && !text.includes(search)) return false;
    if (filters.category && logo.category !== filters.category) return false;
    if (filters.tags?.length && !filters.tags.some((tag) => logo.tags.includes(tag))) return false;
    return true;
  }).map((logo) => logo.name);
}

export { CATALOGUE };
