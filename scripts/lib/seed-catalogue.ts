/**
 * The catalogue a seed loads: the bundled one, or (`--logos N`) a synthetic one of N logos
 * made from it, for measuring the search at scale.
 */
import { CATALOGUE, CATALOGUE_WITH_DESIGNS } from "#app/catalogue/catalogue-data.ts";
import { syntheticCatalogue } from "#app/catalogue/seed-sql.ts";

export function catalogueToSeed(logos?: string) {
  const size = logos ? Number(logos) : CATALOGUE.length;
  if (!Number.isInteger(size) || size < 1) throw new Error(`--logos must be a positive whole number, not ${logos}`);
  return size === CATALOGUE.length ? CATALOGUE_WITH_DESIGNS : syntheticCatalogue(CATALOGUE_WITH_DESIGNS, size);
}
