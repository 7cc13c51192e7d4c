/**
 * The two Workers still deploy: their uploads, as `wrangler deploy --dry-run` writes them for
 * the server these tests run against (scripts/lib/test-workers.ts), compressed as Cloudflare
 * counts them, stay under the paid plan's 10 MB, with room to spare for the agent's drawings
 * and lexicon (issue 55: 6.4 MB, 2.9 MB of it drawing paths and data; README's figures).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";

const BUNDLES = `.cache/test-bundle-${new URL(BASE_URL).port}`;
const CLOUDFLARE_LIMIT = 10 * 1024 * 1024;
/** What the agent may grow to before a new set of drawings needs its data moved to R2 or static assets. */
const AGENT_BUDGET = 8 * 1024 * 1024;

function gzipped(folder: string): { files: number; bytes: number } {
  const files = readdirSync(folder).filter((file) => statSync(join(folder, file)).isFile() && !file.endsWith(".map"));
  return { files: files.length, bytes: files.reduce((sum, file) => sum + gzipSync(readFileSync(join(folder, file)), { level: 9 }).length, 0) };
}

test("the agent and the app Worker stay within Cloudflare's upload limit", () => {
  const agent = gzipped(join(BUNDLES, "agent"));
  const app = gzipped(join(BUNDLES, "app"));
  console.info(`agent upload ${(agent.bytes / 1024).toFixed(0)} KiB gzip in ${agent.files} files; app ${(app.bytes / 1024).toFixed(0)} KiB`);
  expect(agent.files).toBeGreaterThan(1);
  expect(agent.bytes).toBeLessThan(AGENT_BUDGET);
  expect(app.bytes).toBeLessThan(CLOUDFLARE_LIMIT);
});
