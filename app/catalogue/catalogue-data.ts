/**
 * The catalogue (marketplace spec section 3): app/catalogue/catalogue.json, the spec's 32
 * logos (ids 1-32, the first seven the landing page's 'Newest Logos') and the logos
 * curated after them by scripts/curate-catalogue.ts, each with its design (a LogoSpec).
 * `npm run catalogue:build` renders every design with the agent's engine into
 * public/logos/{slug}.webp; `scripts/seed.ts` loads the listings into D1.
 */
import entries from "./catalogue.json" with { type: "json" };
import { catalogueImagePath, catalogueOriginalPath } from "./slug.ts";
import type { CatalogueEntry } from "./types.ts";

export const CATALOGUE: readonly CatalogueEntry[] = entries.map((entry) => ({
  id: entry.id,
  name: entry.name,
  image: catalogueImagePath(entry.name),
  bgColor: entry.bgColor,
  category: entry.category,
  tags: entry.tags,
  description: entry.description,
  designer: entry.designer,
  originalPath: catalogueOriginalPath(entry.name),
}));

/**
 * Each logo with its design and its mark's fingerprint, for the seed (the design is kept in
 * D1, never sent to a browser; the fingerprint reserves the mark once the logo is sold).
 */
export const CATALOGUE_WITH_DESIGNS = entries.map((entry, index) => ({
  ...CATALOGUE[index]!,
  spec: entry.spec as unknown,
  markFingerprint: ((entry as { markFingerprint?: string | null }).markFingerprint ?? null) as string | null,
}));
