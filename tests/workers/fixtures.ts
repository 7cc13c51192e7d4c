import { env } from "cloudflare:test";
import { catalogueInsertStatements } from "#app/catalogue/seed-sql.ts";
import type { CatalogueEntry } from "#app/catalogue/types.ts";

function logo(id: number, name: string, category: string, tags: string[], description: string): CatalogueEntry {
  return {
    id,
    name,
    image: `/logos/fixture-${id}.webp`,
    bgColor: "bg-gray-100",
    category,
    tags,
    description,
    designer: "Test Designer",
    originalPath: `originals/fixture-${id}.svg`,
  };
}

/** A small catalogue whose matches each test can count by hand. */
export const FIXTURE_CATALOGUE: CatalogueEntry[] = [
  logo(1, "Summit Coffee", "Business", ["coffee", "mountain", "modern"], "A roasted bean over a mountain ridge."),
  logo(2, "Lion Crest", "Animals", ["lion", "emblem", "bold"], "A proud lion in a shield."),
  logo(3, "Green Leaf Studio", "Nature", ["leaf", "organic", "minimal"], "A single leaf for a design studio."),
  logo(4, "Byte Forge", "Technology", ["tech", "modern", "code"], "Brackets forged like an anvil."),
  logo(5, "Dragon Gate", "Fantasy", ["dragon", "bold", "emblem"], "A dragon coiled around a gate."),
  logo(6, "Coffee Cat", "Animals", ["cat", "coffee", "playful"], "A cat napping in a coffee cup."),
  logo(7, "100% Pure_Water", "Nature", ["water", "minimal"], "Drops for a water brand."),
];

export async function seedCatalogue(catalogue: readonly (CatalogueEntry & { spec?: unknown })[] = FIXTURE_CATALOGUE) {
  await env.DB.batch(catalogueInsertStatements(catalogue).map((statement) => env.DB.prepare(statement)));
}

/** Rows in every table but the migrations' and the search index's own (for "nothing was written"). */
export async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '%fts%'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  return counts;
}
