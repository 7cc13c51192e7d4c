import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { expectNoSeriousA11yViolations, PHONE, waitForHydration } from "./helpers.ts";

/**
 * Golden screenshots (issue 14) of the logo page, My Logos and the landing page at both
 * viewports, with a small tolerance; axe on each. Animations are off, fonts and images
 * loaded first, and anything that depends on the clock is masked.
 * Update with `npx playwright test tests/browser/screenshots.spec.ts --update-snapshots`.
 */

const SHOT = { animations: "disabled", maxDiffPixelRatio: 0.02, caret: "hide" } as const;
/** The whole page: the fixed prompt bar would be drawn once in its middle, so it is left out. */
const WHOLE = { ...SHOT, fullPage: true, style: "[aria-label='Prompt'] { visibility: hidden !important; }" } as const;

async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures: bring each into view once so it loads, then back to the top.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : new Promise((resolve) => ((img.onload = resolve), (img.onerror = resolve))))),
    );
  });
}

const masks = (page: Page) => [page.locator("time"), page.getByTestId("version-label")];

test.describe("golden screenshots", PHONE, () => {
  test("the logo page", async ({ page }) => {
    await page.goto(`/logo/${CATALOGUE[0]!.id}`);
    await settle(page);
    // The first screen as a person sees it (prompt bar included), then the whole page.
    await expect(page).toHaveScreenshot("logo-page-screen.png", { ...SHOT, mask: masks(page) });
    await expect(page).toHaveScreenshot("logo-page-whole.png", { ...WHOLE, mask: masks(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test("My Logos", async ({ page }) => {
    await page.goto("/my-logos");
    await settle(page);
    // The first screen as a person sees it (prompt bar included), then the whole page.
    await expect(page).toHaveScreenshot("my-logos-screen.png", { ...SHOT, mask: masks(page) });
    await expect(page).toHaveScreenshot("my-logos-whole.png", { ...WHOLE, mask: masks(page) });
    await expectNoSeriousA11yViolations(page);
  });

  test("the landing page", async ({ page }) => {
    await page.goto("/");
    await settle(page);
    // The first screen as a person sees it (prompt bar included), then the whole page.
    await expect(page).toHaveScreenshot("landing-screen.png", { ...SHOT, mask: masks(page) });
    await expect(page).toHaveScreenshot("landing-whole.png", { ...WHOLE, mask: masks(page) });
    await expectNoSeriousA11yViolations(page);
  });
});
