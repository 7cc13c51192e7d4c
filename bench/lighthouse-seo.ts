/**
 * Lighthouse's SEO category on every page the sitemap lists (the public pages, each
 * blog article and one catalogue logo page) plus a filtered blog list, against the built app served by
 * scripts/serve-test.ts (started here unless one already answers on the port).
 *
 *   npm run bench:seo [-- --port 8810]      (build first: npm run build)
 *
 * Prints one line per page (score and any failing audit) and exits non-zero when a
 * page scores below 100. The purchase result pages are listed for information only:
 * they carry noindex on purpose, which Lighthouse's is-crawlable audit counts against them.
 */
import { parseArgs } from "node:util";
import { ensureTestServer, launchChromium, runLighthouse } from "./lib/lighthouse.ts";

const { values } = parseArgs({ options: { port: { type: "string", default: "8810" } } });

const NOT_INDEXED = ["/purchase-success?order_id=ord_example", "/purchase-cancelled"];

/**
 * The sitemap is the list of pages that should be found, so it is the list to measure;
 * catalogue logo pages all share one template, so the first one stands for them.
 */
async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const firstLogo = paths.find((path) => path.startsWith("/logo/"));
  return [...paths.filter((path) => !path.startsWith("/logo/")), ...(firstLogo ? [firstLogo] : [])];
}

const server = await ensureTestServer(values.port);
const PAGES = [...(await sitemapPaths(server.base)), "/blog?category=Branding"];
const chrome = await launchChromium();

const below: string[] = [];
try {
  for (const path of [...PAGES, ...NOT_INDEXED]) {
    const { scores, lost } = await runLighthouse(chrome.port, `${server.base}${path}`, ["seo"]);
    const score = scores.seo ?? 0;
    const note = NOT_INDEXED.includes(path) ? " (kept out of the index on purpose)" : "";
    console.log(`${String(score).padStart(3)}  ${path}${lost.length ? `  failing: ${lost.join(", ")}` : ""}${note}`);
    if (score < 100 && !NOT_INDEXED.includes(path)) below.push(path);
  }
} finally {
  chrome.kill();
  server.stop();
}

if (below.length > 0) {
  console.error(`SEO below 100 on: ${below.join(", ")}`);
  process.exit(1);
}
console.log(`Lighthouse SEO 100 on all ${PAGES.length} pages.`);
