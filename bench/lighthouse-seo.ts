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
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { values } = parseArgs({ options: { port: { type: "string", default: "8810" } } });
const base = `http://127.0.0.1:${values.port}`;

const NOT_INDEXED = ["/purchase-success?order_id=ord_example", "/purchase-cancelled"];

async function reachable() {
  try {
    return (await fetch(`${base}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

async function ensureServer(): Promise<ChildProcess | null> {
  if (await reachable()) return null;
  // Its own process group, so the wrangler and workerd it starts stop with it.
  const server = spawn(process.execPath, ["scripts/serve-test.ts", "--port", values.port!], { stdio: "ignore", detached: true });
  for (let waited = 0; waited < 120; waited += 1) {
    if (await reachable()) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  process.kill(-server.pid!);
  throw new Error(`No server answered on ${base} within 2 minutes (is the app built? run \`npm run build\`).`);
}

/**
 * The sitemap is the list of pages that should be found, so it is the list to measure;
 * catalogue logo pages all share one template, so the first one stands for them.
 */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const firstLogo = paths.find((path) => path.startsWith("/logo/"));
  return [...paths.filter((path) => !path.startsWith("/logo/")), ...(firstLogo ? [firstLogo] : [])];
}

const server = await ensureServer();
const PAGES = [...(await sitemapPaths()), "/blog?category=Branding"];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
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
  ],
});

const below: string[] = [];
try {
  for (const path of [...PAGES, ...NOT_INDEXED]) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ["seo"], logLevel: "error", output: "json" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const seo = lhr.categories.seo!;
    const score = Math.round((seo.score ?? 0) * 100);
    const failing = seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const note = NOT_INDEXED.includes(path) ? " (kept out of the index on purpose)" : "";
    console.log(`${String(score).padStart(3)}  ${path}${failing.length ? `  failing: ${failing.join(", ")}` : ""}${note}`);
    if (score < 100 && !NOT_INDEXED.includes(path)) below.push(path);
  }
} finally {
  chrome.kill();
  if (server?.pid) process.kill(-server.pid);
}

if (below.length > 0) {
  console.error(`SEO below 100 on: ${below.join(", ")}`);
  process.exit(1);
}
console.log(`Lighthouse SEO 100 on all ${PAGES.length} pages.`);
