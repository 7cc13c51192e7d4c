import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { expectNoSeriousA11yViolations, mockupPictures, PHONE, waitForHydration } from "./helpers.ts";

const LOGO = CATALOGUE[0]!;
const stage = (page: Page) => page.locator("main").getByRole("img", { name: LOGO.name, exact: true }).locator("..");

async function openLogo(page: Page, id = LOGO.id) {
  await page.goto(`/logo/${id}`);
  await waitForHydration(page);
}

test.describe("logo page (catalogue logo)", () => {
  test("shows the logo, its details, related categories and the mockups", PHONE, async ({ page }) => {
    await openLogo(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LOGO.name);
    await expect(page).toHaveTitle(new RegExp(LOGO.name.replace(/[.&]/g, "\\$&")));
    await expect(page.getByRole("button", { name: "Purchase for $9.99" })).toBeVisible();
    await expect(page.getByText(LOGO.designer)).toBeVisible();

    const related = page.getByRole("heading", { name: "Related categories" }).locator("xpath=following-sibling::ul[1]");
    await expect(related.getByRole("link")).toHaveCount(LOGO.tags.length);
    await related.getByRole("link", { name: LOGO.tags[0]! }).click();
    await expect(page).toHaveURL(new RegExp(`/browse\\?tags=${LOGO.tags[0]}$`));
    await expect(page.getByTestId("active-filter-count")).toHaveText("1");
  });

  test("every request the page makes ends: its network goes quiet", async ({ page }) => {
    // The fresh conversation it asks the agent for (clear-context) was never read to its
    // end, which kept that request open for as long as the page stayed.
    await openLogo(page);
    await page.waitForLoadState("networkidle", { timeout: 10_000 });
  });

  test("'Branding Inspiration' draws the eight mockups", async ({ page }) => {
    await openLogo(page);
    const mockups = page.getByRole("region", { name: "Branding Inspiration" });
    await expect(mockups.locator("figcaption")).toHaveText(["Background", "Black", "White", "Cup", "Sign", "Hoody", "Cap", "Card"]);
    // Each places the real logo picture (loaded lazily once near the viewport).
    expect(await mockupPictures(page)).toEqual(Array(8).fill(LOGO.image));
    await expectNoSeriousA11yViolations(page);
  });

  test("the mockups, drawn once they near the screen, keep the page still: the bottom stays the bottom", PHONE, async ({ page }) => {
    await openLogo(page);
    // Until drawn, the mockups hold their own height at this width: jumping to the end of
    // the page must not grow or shrink it a frame later (by 318 px on a phone it did).
    const heights = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const seen: number[] = [];
      for (let frame = 0; frame < 10; frame += 1) {
        seen.push(document.documentElement.scrollHeight);
        await new Promise(requestAnimationFrame);
      }
      return seen;
    });
    expect(new Set(heights).size, `the page's height changed: ${heights.join(", ")}`).toBe(1);
  });

  test("the heart toggles the logo in favourites, and /favorites lists it", async ({ page }) => {
    await openLogo(page, 3);
    const heart = page.getByRole("button", { name: "Favorite" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("favoriteLogos") ?? "[]"))).toEqual([3]);

    await page.goto("/favorites");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Logos" }).getByText(CATALOGUE[2]!.name)).toBeVisible();

    await openLogo(page, 3);
    await page.getByRole("button", { name: "Favorite" }).click();
    await expect(page.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "false");
    await page.goto("/favorites");
    await expect(page.getByText("You haven't added any favorites yet.")).toBeVisible();
  });

  test("a try-on background offers 46 colours, says what is sold stays as it is, and is not remembered", async ({ page }) => {
    await openLogo(page);
    await expect(stage(page)).toHaveClass(new RegExp(LOGO.bgColor));
    await page.locator("summary", { hasText: "Try on a background" }).click();
    const choices = page.getByRole("group", { name: "Try on a background" }).getByRole("radio");
    // The design's own background, then the 46 colours.
    await expect(choices).toHaveCount(47);
    await expect(page.getByRole("radio", { name: "The design's own background" })).toBeChecked();
    // The radios are visually replaced by their swatches: pick the swatch.
    await page.getByTitle("Blue 200").click();
    await expect(page.getByRole("radio", { name: "Blue 200" })).toBeChecked();
    await expect(stage(page)).toHaveClass(/bg-blue-200/);
    await expect(page.getByRole("status").filter({ hasText: "Trying on Blue 200. Your files keep the design's own background" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("logoBackgrounds"))).toBeNull();

    // A try-on is for this look only: the page opens on the design's own background again.
    await page.reload();
    await waitForHydration(page);
    await expect(stage(page)).toHaveClass(new RegExp(LOGO.bgColor));
    await expect(stage(page)).not.toHaveClass(/bg-blue-200/);
  });

  test("share offers the three networks and copies the link, showing 'Copied!' for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openLogo(page);
    await page.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this logo" });
    await expect(dialog).toBeVisible();
    const text = encodeURIComponent(`Check out this ${LOGO.name} on LogoMarket`).replace(/%20/g, "+");
    await expect(dialog.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com\/sharer/);
    await expect(dialog.getByRole("link", { name: "X/Twitter" })).toHaveAttribute("href", new RegExp(`twitter\\.com/intent/tweet.*text=${text.replace(/[.+]/g, "\\$&")}`));
    await expect(dialog.getByRole("link", { name: "Pinterest" })).toHaveAttribute("href", /pinterest\.com\/pin\/create.*media=http/);
    for (const name of ["Facebook", "X/Twitter", "Pinterest"]) {
      await expect(dialog.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/logo/${LOGO.id}$`));
    const copiedAt = Date.now();
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1500);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("unknown logos answer 404 'Logo not found'", async ({ page }) => {
    for (const path of ["/logo/99999", "/logo/not-a-logo"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Logo not found" })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Logo not found/);
  });

  test("a picture that fails to load shows 'Failed to load'", async ({ page }) => {
    await page.route(`**${LOGO.image}`, (route) => route.abort());
    await openLogo(page);
    await expect(page.getByRole("img", { name: `${LOGO.name} (failed to load)` })).toContainText("Failed to load");
  });
});
