/**
 * `npm run catalogue:build`: renders the catalogue (app/catalogue/catalogue.json) with the
 * agent's design engine, the same code and WASM the agent Worker runs, into
 * public/logos/{slug}.webp: 512 x 512, quality 0.8, the transparent variant (the app
 * shows each on its preview background, which is the design's own canvas colour, and the
 * logo page's background picker can change it). The pictures are public, so they carry
 * pixels only: a refinement of a catalogue logo starts from the design the app keeps in
 * D1 (`logos.spec`, seeded from catalogue.json; docs/decisions/0016). The source SVGs go
 * to .cache/catalogue-originals/ (their R2 keys are each entry's originalPath).
 *
 * It checks the catalogue's rules first (scripts/catalogue/rules.ts), draws nothing the
 * engine would have to adjust, checks no file holds metadata, and removes pictures of
 * logos no longer in the catalogue.
 *
 *   node scripts/build-catalogue.ts [--only 1,2,3]
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import entries from "#app/catalogue/catalogue.json" with { type: "json" };
import { catalogueSlug } from "#app/catalogue/slug.ts";
import { textChunkTypes } from "#protocol/image-chunks.ts";
import { logoSpec } from "#agent/design/logo-spec.ts";
import { catalogueProblems, type CatalogueEntry } from "./catalogue/rules.ts";
import { nodeEngine } from "./lib/engine-node.ts";

/** Cards are at most about 300 px wide and the logo page about 500: 512 covers both. */
const CATALOGUE_IMAGE_SIZE = 512;

const { values } = parseArgs({ options: { only: { type: "string" } } });
const ROOT = join(import.meta.dirname, "..");
const IMAGES = join(ROOT, "public/logos");
const ORIGINALS = join(ROOT, ".cache/catalogue-originals");

const catalogue = (entries as unknown[]).map((entry) => {
  const listing = entry as CatalogueEntry;
  return { ...listing, spec: logoSpec.parse(listing.spec) };
});
const problems = catalogueProblems(catalogue);
if (problems.length > 0) throw new Error(`app/catalogue/catalogue.json breaks the catalogue's rules:\n${problems.join("\n")}`);

const only = values.only ? new Set(values.only.split(",").map(Number)) : null;
const engine = await nodeEngine();
mkdirSync(IMAGES, { recursive: true });
mkdirSync(ORIGINALS, { recursive: true });

const started = performance.now();
let bytes = 0;
for (const entry of catalogue) {
  if (only && !only.has(entry.id)) continue;
  const design = engine.design(entry.spec);
  if (design.adjustments.length > 0) throw new Error(`${entry.name}: the engine had to adjust the design: ${design.adjustments.join(" ")}`);
  const webp = await engine.webp(design, CATALOGUE_IMAGE_SIZE, { background: false });
  const metadata = textChunkTypes(webp);
  if (metadata.length > 0) throw new Error(`${entry.name}: the WebP holds ${metadata.join(", ")} beside its pixels`);
  const slug = catalogueSlug(entry.name);
  writeFileSync(join(IMAGES, `${slug}.webp`), webp);
  writeFileSync(join(ORIGINALS, `${slug}.svg`), design.svg());
  bytes += webp.length;
}

if (!only) {
  const kept = new Set(catalogue.map((entry) => `${catalogueSlug(entry.name)}.webp`));
  for (const file of readdirSync(IMAGES)) if (!kept.has(file)) rmSync(join(IMAGES, file));
}
const total = readdirSync(IMAGES).reduce((sum, file) => sum + statSync(join(IMAGES, file)).size, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Rendered ${only ? only.size : catalogue.length} logos (${Math.round(bytes / 1024)} KiB) in ${seconds} s; public/logos holds ${readdirSync(IMAGES).length} files, ${(total / 1024 / 1024).toFixed(1)} MiB.`,
);
