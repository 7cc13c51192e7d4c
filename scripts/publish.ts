/**
 * The publishing half of `npm run deploy`, run after the identity check and the build:
 * the remote D1 migrations, then the agent and the app Workers. The bundled catalogue's
 * sample designers and logos are not published by accident: while the remote database
 * holds any, nothing is deployed unless the operator says so.
 *
 *   npm run deploy [-- --with-sample-catalogue]
 */
import { spawnSync } from "node:child_process";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { SAMPLE_CATALOGUE_COUNT_SQL, sampleCatalogueRefusal, sampleCountsOfWranglerJson } from "#app/lib/sample-catalogue.ts";
import { bin, run } from "./lib/run.ts";

const { values } = parseArgs({ options: { "with-sample-catalogue": { type: "boolean", default: false } } });

await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--remote"]);

const counted = spawnSync(bin("wrangler"), ["d1", "execute", "DB", "--remote", "--json", "--command", SAMPLE_CATALOGUE_COUNT_SQL], {
  encoding: "utf8",
  env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` },
});
if (counted.status !== 0) {
  console.error(counted.stderr || counted.stdout);
  console.error("Not deploying: the remote database could not be asked whether it holds sample data.");
  process.exit(1);
}
const refusal = sampleCatalogueRefusal(sampleCountsOfWranglerJson(counted.stdout), values["with-sample-catalogue"], "deploying");
if (refusal) {
  console.error(refusal);
  console.error("Or delete them from the remote database first (DELETE FROM logos WHERE is_sample = 1, then the designers).");
  console.error("\nThe migrations were applied; the Workers were not deployed.");
  process.exit(1);
}

await run(bin("wrangler"), ["deploy", "-c", "workers/agent/wrangler.toml"]);
await run(bin("wrangler"), ["deploy"]);
