/** The seeded catalogue, as the browser tests name its logos (scripts/seed.ts loads it). */
export { CATALOGUE } from "#app/catalogue/catalogue-data.ts";
