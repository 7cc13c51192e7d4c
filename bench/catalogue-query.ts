/**
 * Catalogue search at the bundled size (526 logos) and at 10,000 (the About page's
 * claim): the same drizzle queries the /browse loader runs, against a real local D1
 * (SQLite in workerd, through Miniflare), migrated with the project's own migrations.
 *
 *   npm run bench:catalogue            (node bench/catalogue-query.ts [--runs 60])
 *
 * For each query it prints the median SQL time D1 reports (`meta.duration`, inside the
 * database) and the median round trip from this script, plus the query plan, so an
 * index that stops being used shows up here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/d1";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { CATALOGUE } from "#app/catalogue/catalogue-data.ts";
import { catalogueQueries } from "#app/server/catalogue/queries.server.ts";
import { catalogueInsertStatements, syntheticCatalogue } from "#app/catalogue/seed-sql.ts";
import type { CatalogueFilters } from "#app/catalogue/filters.ts";
import * as schema from "#app/server/db/schema.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "60" } } });
const RUNS = Number(values.runs);
const ROOT = join(import.meta.dirname, "..");

const CASES: [string, CatalogueFilters][] = [
  ["everything (first page)", { search: "", category: null, tags: [] }],
  ["search 'coffee'", { search: "coffee", category: null, tags: [] }],
  ["search 'zzqx' (no match)", { search: "zzqx", category: null, tags: [] }],
  ["category Animals", { search: "", category: "Animals", tags: [] }],
  ["tags bold OR vintage", { search: "", category: null, tags: ["bold", "vintage"] }],
  ["search + category + tags", { search: "a", category: "Nature", tags: ["nature", "organic"] }],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(size: number) {
  const mf = new Miniflare(
    convertV4MiniflareOptions({ modules: true, script: "export default { fetch() { return new Response(null) } }", d1Databases: ["DB"] }),
  );
  try {
    const d1 = await mf.getD1Database("DB");
    for (const file of readdirSync(join(ROOT, "migrations")).filter((name) => name.endsWith(".sql")).sort()) {
      const statements = readFileSync(join(ROOT, "migrations", file), "utf8").split("--> statement-breakpoint");
      for (const statement of statements) if (statement.trim()) await d1.prepare(statement).run();
    }
    const statements = catalogueInsertStatements(
      size <= CATALOGUE.length ? CATALOGUE.slice(0, size) : syntheticCatalogue(CATALOGUE, size),
    );
    for (let i = 0; i < statements.length; i += 500) {
      await d1.batch(statements.slice(i, i + 500).map((statement) => d1.prepare(statement)));
    }
    const db = drizzle(d1 as never, { schema });

    const rows: { query: string; total: number; sqlMs: number; roundTripMs: number; plan: string }[] = [];
    for (const [label, filters] of CASES) {
      const { page, total } = catalogueQueries(db, filters, { offset: 0, limit: 48 });
      const sqlTimes: number[] = [];
      const roundTrips: number[] = [];
      let count = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        let sqlTime = 0;
        for (const query of [page, total]) {
          const { sql, params } = query.toSQL();
          const result = await d1.prepare(sql).bind(...params).all();
          sqlTime += result.meta.duration;
          // drizzle aliases the count in JS, not in SQL: take the only column.
          if (query === total) count = Number(Object.values(result.results[0] as object)[0]);
        }
        sqlTimes.push(sqlTime);
        roundTrips.push(performance.now() - started);
      }
      const { sql, params } = page.toSQL();
      const plan = await d1.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      rows.push({
        query: label,
        total: count,
        // Both statements of a search (the page and the count), summed per run.
        sqlMs: median(sqlTimes),
        roundTripMs: median(roundTrips),
        plan: plan.results.map((row) => row.detail).join("; "),
      });
    }
    return rows;
  } finally {
    await mf.dispose();
  }
}

/** The spec's 32, the bundled catalogue, and the About page's 10,000. */
const SIZES = [32, CATALOGUE.length, 10_000];
const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const size of SIZES) results.push(await measure(size));

console.log(`Catalogue search, median of ${RUNS} runs (page of 48 + count), local D1 in workerd`);
console.log("SQL ms: time inside SQLite as D1 reports it (whole milliseconds). Round trip: this script -> Miniflare -> D1 and back.\n");
const ms = (value: number) => (value < 1 ? "<1" : value.toFixed(0));
const count = (size: number) => size.toLocaleString("en-US");
console.log(`| query | ${SIZES.map((size) => `matches / SQL ms at ${count(size)}`).join(" | ")} | round trip ms at ${count(SIZES.at(-1)!)} |`);
console.log(`|---|${SIZES.map(() => "---:").join("|")}|---:|`);
CASES.forEach(([label], index) => {
  const cells = results.map((rows) => `${rows[index]!.total} / ${ms(rows[index]!.sqlMs)}`);
  console.log(`| ${label} | ${cells.join(" | ")} | ${results.at(-1)![index]!.roundTripMs.toFixed(1)} |`);
});
console.log(`\nQuery plans at ${count(SIZES.at(-1)!)}:`);
for (const row of results.at(-1)!) console.log(`- ${row.query}: ${row.plan}`);
