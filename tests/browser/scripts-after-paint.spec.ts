import { expect, test } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { PHONE, waitForHydration } from "./helpers.ts";

/**
 * A page's code starts once the page is drawn (app/server/http/pages.ts,
 * docs/decisions/0022): the server's page holds its module preloads and Remix's module
 * script inert, the first frame is drawn, then the modules load (in parallel) and the page
 * hydrates. A kept page (from the edge cache) and a rendered one alike. (The browser's
 * first-paint entry is no yardstick here: it is stamped when the frame reaches the
 * screen, which a headless browser reports late.)
 */
test.describe("scripts after the first paint", PHONE, () => {
  for (const path of ["/", "/browse", `/logo/${CATALOGUE[2]!.id}`]) {
    test(`${path}: no module is asked for before the page's first frame, and the page hydrates`, async ({ page }) => {
      // The first animation frame, as the page's own first script sees it: the frame in
      // which the page is first drawn.
      await page.addInitScript(() => {
        requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now()));
      });
      // Twice: as rendered (or kept) for the first visit, then as the edge's store answers
      // it. Another test's hold or sale may purge the page in between: load it until a hit.
      for (const visit of ["first", "kept"]) {
        if (visit === "first") await page.goto(path);
        else await expect.poll(async () => (await page.goto(path))!.headers()["cache-status"], { timeout: 15_000 }).toMatch(/; hit/);
        await waitForHydration(page);
        const timing = await page.evaluate(() => {
          const modules = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
            .map((entry) => entry.startTime);
          return {
            firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
            firstModule: Math.min(...modules),
            modules: modules.length,
            held: document.querySelectorAll("[data-after-paint]").length,
          };
        });
        expect(timing.modules, visit).toBeGreaterThan(0);
        expect(timing.firstModule, visit).toBeGreaterThan(timing.firstFrame);
        // Nothing is left held once the code runs.
        expect(timing.held, visit).toBe(0);
      }
    });
  }

  test("the server's page holds the modules inert, under this answer's nonce", async ({ request }) => {
    const response = await request.get("/browse");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!;
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<link rel="preload-after-paint" href="\/assets\/entry\.client-[^"]+\.js" data-after-paint=""/);
    expect(html).toContain(`<script nonce="${nonce}" type="text/plain" data-after-paint="">`);
    expect(html).toContain(`<script nonce="${nonce}">(() => {`);
  });
});
