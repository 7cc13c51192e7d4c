import { filtersToSearch, type CatalogueFilters } from "./filters.ts";

/**
 * A search with no result offers to design that logo (issue 33): the words searched for
 * and the filters chosen become the start of a prompt, in the Designer Handbook's order
 * (what it is, its theme, its symbols), ending where the handbook's first advice goes:
 * the brand's name.
 */

/** The query parameter that fills the prompt bar (read by the bar, with or without JavaScript). */
export const PROMPT_PARAM = "prompt";

export function designPrompt(filters: CatalogueFilters): string {
  const subject = filters.search ? `A logo for ${filters.search}` : "A logo";
  const theme = filters.category ? `, ${filters.category.toLowerCase()} theme` : "";
  const symbols = filters.tags.length > 0 ? `, with ${filters.tags.join(", ")}` : "";
  return `${subject}${theme}${symbols}. Brand name: `;
}

/** The browse page as it is, with the prompt bar filled: a link that needs no JavaScript. */
export function designOfferHref(filters: CatalogueFilters): string {
  const query = new URLSearchParams(filtersToSearch(filters));
  query.set(PROMPT_PARAM, designPrompt(filters));
  return `/browse?${query.toString()}`;
}
