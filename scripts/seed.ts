/**
 * Loads the bundled catalogue into D1 (replacing what is there).
 *
 *   node scripts/seed.ts --local                    npm start's local state
 *   node scripts/seed.ts --persist-to DIR           a test or bench state folder
 *   node scripts/seed.ts --remote                   the deployed database
 *   ... --logos 10000                               a synthetic catalogue of that size
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CATALOGUE, CATALOGUE_WITH_DESIGNS } from "#app/catalogue/catalogue-data.ts";
import { catalogueInsertStatements, syntheticCatalogue } from "#app/catalogue/seed-sql.ts";
import { bin, run } from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    local: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    logos: { type: "string" },
  },
});

const size = values.logos ? Number(values.logos) : CATALOGUE.length;
if (!Number.isInteger(size) || size < 1) throw new Error(`--logos must be a positive whole number, not ${values.logos}`);
const catalogue = size === CATALOGUE.length ? CATALOGUE_WITH_DESIGNS : syntheticCatalogue(CATALOGUE_WITH_DESIGNS, size);

mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, catalogueInsertStatements(catalogue).join("\n") + "\n");

const target = values.remote ? ["--remote"] : ["--local"];
if (values["persist-to"]) target.push("--persist-to", values["persist-to"]);
await run(bin("wrangler"), ["d1", "execute", "DB", ...target, "--file", file, "--yes"], { quiet: true });
console.log(`Seeded ${catalogue.length} catalogue logos (${target.join(" ")}).`);
