/**
 * How soon the prompt bar works on a throttled phone: from the first paint to the moment the
 * page's code has taken over (the root marks `data-hydrated` once React has hydrated, and
 * the prompt bar's handlers with it), for /, /browse and /logo/1 served over HTTP/2 as the
 * edge serves them (bench/lib/edge-front.ts). The phone is Lighthouse's mobile profile,
 * applied rather than simulated: the processor 4 times slower, a slow 4G network (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up), a 412 x 823 screen. Five loads each, a fresh
 * browser context each time (nothing cached); the median and the slowest are printed.
 *
 *   npm run bench:prompt-bar            (node bench/prompt-bar-ready.ts)
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "../scripts/lib/chromium.ts";
import { startEdgeFront } from "./lib/edge-front.ts";
import { ensureTestServer } from "./lib/lighthouse.ts";

const PATHS = ["/", "/browse", "/logo/1"];
const LOADS = 5;
const TARGET_MS = 1500;

const server = await ensureTestServer(process.env.BENCH_PORT ?? "8797");
const front = await startEdgeFront(server.base);
const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: [...CHROMIUM_ARGS, "--ignore-certificate-errors"] });
const rows: string[] = [];
try {
  for (const path of PATHS) {
    // The first request of a fresh worker compiles its modules: not a visitor's wait.
    await fetch(`${server.base}${path}`);
    const gaps: number[] = [];
    const paints: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      // When the root marks the page hydrated, on the page's own clock.
      await page.addInitScript(() => {
        // The document, not its <html>: this runs before the parser has made the element.
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hydrated === "true") {
            (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await page.goto(`${front.base}${path}`);
      await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined, undefined, { timeout: 60_000 });
      const { paint, ready } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        ready: (window as unknown as { hydratedAt: number }).hydratedAt,
      }));
      paints.push(paint);
      gaps.push(Math.max(0, ready - paint));
      await context.close();
    }
    const sorted = [...gaps].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const paint = [...paints].sort((a, b) => a - b)[Math.floor(paints.length / 2)]!;
    rows.push(`| ${path} | ${Math.round(paint)} ms | ${Math.round(median)} ms | ${Math.round(sorted.at(-1)!)} ms | ${sorted.at(-1)! <= TARGET_MS ? "yes" : "no"} |`);
  }
} finally {
  await browser.close();
  await front.close();
  server.stop();
}

console.log(`The prompt bar working after the first paint, throttled phone over HTTP/2 (${LOADS} loads each; target ${TARGET_MS} ms)\n`);
console.log("| page | first paint (median) | paint to working (median) | slowest | within target |");
console.log("|---|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
