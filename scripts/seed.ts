/**
 * Loads the bundled catalogue into D1 (replacing what is there).
 *
 *   node scripts/seed.ts --local                    npm start's local state
 *   node scripts/seed.ts --persist-to DIR           a test or bench state folder
 *   node scripts/seed.ts --remote --with-sample-catalogue   the deployed database (sample data on purpose)
 *   ... --logos 10000                               a synthetic catalogue of that size
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sampleCatalogueRefusal } from "#app/lib/sample-catalogue.ts";
import { catalogueInsertStatements } from "#app/catalogue/seed-sql.ts";
import { CACHE_TAGS } from "#app/server/cache/page-policy.ts";
import { purgeZoneTags, zonePurgeOf } from "#app/server/cache/zone-purge.server.ts";
import { bin, run } from "./lib/run.ts";
import { catalogueToSeed } from "./lib/seed-catalogue.ts";

const { values } = parseArgs({
  options: {
    local: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    logos: { type: "string" },
    "with-sample-catalogue": { type: "boolean", default: false },
  },
});

const catalogue = catalogueToSeed(values.logos);

// The catalogue is sample data (made-up designers): a deployed site gets it only on purpose.
if (values.remote) {
  const refusal = sampleCatalogueRefusal({ designers: new Set(catalogue.map((logo) => logo.designer)).size, logos: catalogue.length }, values["with-sample-catalogue"], "seeding");
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}

mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, catalogueInsertStatements(catalogue).join("\n") + "\n");

const target = values.remote ? ["--remote"] : ["--local"];
if (values["persist-to"]) target.push("--persist-to", values["persist-to"]);
await run(bin("wrangler"), ["d1", "execute", "DB", ...target, "--file", file, "--yes"], { quiet: true });
console.log(`Seeded ${catalogue.length} catalogue logos (${target.join(" ")}).`);

// Pages kept at the edge show the catalogue: a new one must not wait out their lifetime
// (docs/decisions/0019). Locally the kept pages are files of wrangler's state; a deployed
// site's are purged by tag through Cloudflare's API, where its zone and token are given.
if (values.remote) {
  const zone = zonePurgeOf({ CACHE_PURGE_ZONE_ID: process.env.CACHE_PURGE_ZONE_ID, CACHE_PURGE_API_TOKEN: process.env.CACHE_PURGE_API_TOKEN });
  if (zone) {
    await purgeZoneTags(zone, [CACHE_TAGS.catalogue]);
    console.log("Purged the catalogue's pages from Cloudflare's cache.");
  } else {
    console.log("Pages kept at the edge show the old catalogue for up to 6 minutes: set CACHE_PURGE_ZONE_ID and CACHE_PURGE_API_TOKEN to purge them at once.");
  }
} else {
  rmSync(`${values["persist-to"] ?? ".wrangler/state"}/v3/cache`, { recursive: true, force: true });
}
