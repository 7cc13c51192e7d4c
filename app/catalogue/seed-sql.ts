/**
 * The catalogue seed as SQL statements: one home for how a catalogue entry becomes
 * rows (logos + logo_tags + the search haystack). Used by scripts/seed.ts (wrangler
 * d1 execute) and by the Workers tests. Plain TypeScript with relative imports so Node
 * runs it directly.
 */
import { catalogueSlug } from "./slug.ts";
import type { CatalogueEntry, CatalogueLogo } from "./types.ts";

/** A designer's record id: their name as a slug ("Mara Lindqvist" -> "mara-lindqvist"). */
export function designerIdOf(name: string): string {
  return catalogueSlug(name) || "unknown-designer";
}

export function searchTextOf(logo: Pick<CatalogueLogo, "name" | "description" | "tags" | "category">): string {
  return [logo.name, logo.description, logo.tags.join(" "), logo.category].join(" ").toLowerCase();
}

function quote(value: string | number | null): string {
  if (value === null) return "NULL";
  return typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

/**
 * Loads the catalogue, replacing every listing but keeping what sales wrote (a sold
 * logo stays sold, an open checkout's hold stays) when a logo is seeded again. Each
 * designer named by the catalogue gets a record once; a record's payout address, set in
 * the console, survives every seed. The bundled catalogue is sample data, and so are its
 * designers: every row the seed writes says so (`is_sample`), and `npm run deploy` refuses
 * to publish them unless the operator asks for it (scripts/publish.ts).
 */
export function catalogueInsertStatements(catalogue: readonly (CatalogueEntry & { spec?: unknown; markFingerprint?: string | null })[], now = Date.now()): string[] {
  const ids = catalogue.map((logo) => logo.id).join(", ");
  // Logos designers submitted and operators approved are not the seed's: they stay, with their tags.
  const uploaded = "SELECT logo_id FROM designer_submissions WHERE logo_id IS NOT NULL";
  const statements = [`DELETE FROM logo_tags WHERE logo_id NOT IN (${uploaded});`, `DELETE FROM logos WHERE id NOT IN (${ids || "NULL"}) AND id NOT IN (${uploaded});`];
  for (const name of new Set(catalogue.map((logo) => logo.designer))) {
    statements.push(`INSERT INTO designers (id, name, created_at, is_sample) VALUES (${quote(designerIdOf(name))}, ${quote(name)}, ${now}, 1) ON CONFLICT (id) DO NOTHING;`);
  }
  for (const logo of catalogue) {
    const tags = [...new Set(logo.tags.map((tag) => tag.toLowerCase()))];
    const values = [
      logo.id,
      logo.name,
      logo.image,
      logo.bgColor,
      logo.category,
      JSON.stringify(tags),
      logo.description,
      logo.designer,
      designerIdOf(logo.designer),
      logo.originalPath,
      searchTextOf({ ...logo, tags }),
      logo.spec === undefined ? null : JSON.stringify(logo.spec),
      logo.markFingerprint ?? null,
      1,
    ].map(quote);
    statements.push(
      `INSERT INTO logos (id, name, image, bg_color, category, tags, description, designer, designer_id, original_path, search_text, spec, mark_fingerprint, is_sample) VALUES (${values.join(", ")}) ` +
        "ON CONFLICT (id) DO UPDATE SET name = excluded.name, image = excluded.image, bg_color = excluded.bg_color, category = excluded.category, " +
        "tags = excluded.tags, description = excluded.description, designer = excluded.designer, designer_id = excluded.designer_id, original_path = excluded.original_path, search_text = excluded.search_text, spec = excluded.spec, mark_fingerprint = excluded.mark_fingerprint, is_sample = excluded.is_sample;",
    );
    if (tags.length > 0) {
      statements.push(
        `INSERT INTO logo_tags (tag, logo_id) VALUES ${tags.map((tag) => `(${quote(tag)}, ${logo.id})`).join(", ")};`,
      );
    }
  }
  return statements;
}

const SYNTHETIC_WORDS = ["Nova", "Peak", "Harbor", "Ember", "Atlas", "Willow", "Quartz", "Falcon", "Orbit", "Cedar"];

/**
 * A catalogue of `size` logos made by varying the real entries: for measuring the
 * search at scale (bench/catalogue-query.ts), never for the product.
 */
export function syntheticCatalogue<T extends CatalogueEntry>(base: readonly T[], size: number): T[] {
  return Array.from({ length: size }, (_, index) => {
    const source = base[index % base.length]!;
    if (index < base.length) return source;
    const word = SYNTHETIC_WORDS[Math.floor(index / base.length) % SYNTHETIC_WORDS.length]!;
    return { ...source, id: index + 1, name: `${word} ${source.name} ${index + 1}` };
  });
}
