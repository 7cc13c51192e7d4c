/**
 * Lighthouse (its default mobile profile: a mid-range phone on a throttled network) on
 * pages of the built app, served by `wrangler dev` with fresh local state, in Debian's
 * chromium. Prints each page's four category scores and the audits that cost points.
 *
 *   npm run bench:lighthouse                         / /browse /logo/1
 *   npm run bench:lighthouse -- /about /terms        any paths
 *   npm run bench:lighthouse -- --categories seo /blog /support
 *   ... --url http://127.0.0.1:8787                  an already running server
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { bin, run } from "../scripts/lib/run.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: "string" },
    port: { type: "string", default: "8796" },
    categories: { type: "string", default: "performance,accessibility,best-practices,seo" },
    "no-build": { type: "boolean", default: false },
  },
});
const paths = positionals.length > 0 ? positionals : ["/", "/browse", "/logo/1"];
const categories = values.categories.split(",");

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let server: ReturnType<typeof spawn> | null = null;
let base = values.url;
if (!base) {
  if (!values["no-build"]) await run(bin("remix"), ["vite:build", "--logLevel", "error"], { quiet: true });
  base = `http://127.0.0.1:${values.port}`;
  server = spawn(process.execPath, ["scripts/serve-test.ts", "--port", values.port], { stdio: "ignore", detached: true });
  await waitFor(`${base}/`, 120_000);
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
const rows: string[] = [];
const lost: string[] = [];
try {
  for (const path of paths) {
    // Warm the route once: the first request of a fresh worker compiles its modules.
    await fetch(`${base}${path}`);
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value == null ? "-" : String(Math.round(value * 100));
    };
    rows.push(`| ${path} | ${categories.map(score).join(" | ")} |`);
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          lost.push(`${path} ${category}: ${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  if (server?.pid) process.kill(-server.pid);
}

console.log(`Lighthouse ${categories.join(", ")} (mobile profile, simulated throttling), Debian chromium\n`);
console.log(`| page | ${categories.join(" | ")} |`);
console.log(`|---|${categories.map(() => "---:").join("|")}|`);
for (const row of rows) console.log(row);
if (lost.length > 0) {
  console.log("\nAudits below full marks:");
  for (const line of lost) console.log(`- ${line}`);
}
