/**
 * Lighthouse (its default mobile profile: a mid-range phone on a throttled network) on
 * pages of the built app, served by the test server (scripts/serve-test.ts: both Workers in
 * Miniflare, fresh local state), in Debian's chromium. Each page is measured twice: over
 * HTTP/2 with TLS, as the edge serves it to every browser (bench/lib/edge-front.ts), and
 * over the local server's own HTTP/1.1. Prints
 * each page's category scores for both, and the audits that cost points.
 *
 *   npm run bench:lighthouse                         / /browse /logo/1
 *   npm run bench:lighthouse -- /about /terms        any paths
 *   npm run bench:lighthouse -- --categories seo /blog /support
 *   ... --no-build                                   use the existing build/
 */
import { parseArgs } from "node:util";
import { bin, run } from "../scripts/lib/run.ts";
import { startEdgeFront } from "./lib/edge-front.ts";
import { ensureTestServer, launchChromium, runLighthouse } from "./lib/lighthouse.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string", default: "8796" },
    categories: { type: "string", default: "performance,accessibility,best-practices,seo" },
    "no-build": { type: "boolean", default: false },
  },
});
const paths = positionals.length > 0 ? positionals : ["/", "/browse", "/logo/1"];
const categories = values.categories.split(",");

if (!values["no-build"]) await run(bin("remix"), ["vite:build", "--logLevel", "error"], { quiet: true });
const server = await ensureTestServer(values.port);
const front = await startEdgeFront(server.base);
const protocols = [
  { name: "HTTP/2, TLS (as the edge serves it)", base: front.base },
  { name: "HTTP/1.1 (the local server as it is)", base: server.base },
];
const chrome = await launchChromium();
const rows: string[] = [];
const lost: string[] = [];
try {
  for (const path of paths) {
    // Warm the route once: the first request of a fresh worker compiles its modules.
    await fetch(`${server.base}${path}`);
    for (const protocol of protocols) {
      const result = await runLighthouse(chrome.port, `${protocol.base}${path}`, categories);
      rows.push(`| ${path} | ${protocol.name} | ${categories.map((category) => result.scores[category] ?? "-").join(" | ")} |`);
      lost.push(...result.lost.map((line) => `${path} over ${protocol.name}: ${line}`));
    }
  }
} finally {
  chrome.kill();
  await front.close();
  server.stop();
}

console.log(`Lighthouse ${categories.join(", ")} (mobile profile, simulated throttling), Debian chromium\n`);
console.log(`| page | served over | ${categories.join(" | ")} |`);
console.log(`|---|---|${categories.map(() => "---:").join("|")}|`);
for (const row of rows) console.log(row);
if (lost.length > 0) {
  console.log("\nAudits below full marks:");
  for (const line of lost) console.log(`- ${line}`);
}
