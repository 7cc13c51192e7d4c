import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, isMobile, PHONE, waitForHydration } from "./helpers.ts";

// The content and purchase pages have their own tests (content-pages.spec.ts, blog.spec.ts).
const PLANNED_PAGES = [
  ["/my-logos", "My Logos"],
  ["/dashboard", "Access Denied"],
] as const;

test.describe("app shell", () => {
  for (const [path, heading] of PLANNED_PAGES) {
    test(`${path} renders the shell and its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("unknown paths answer 404 inside the shell", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("footer has the spec's columns and links", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    for (const column of ["Quick links", "Service and support", "Company", "Legal"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Buy logos" })).toHaveAttribute("href", "/buy-logos");
    await expect(footer.getByRole("link", { name: "Sold logos" })).toHaveAttribute("href", "/sold-logos");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("header navigation reaches Browse, My Logos, Favorites and Sell Logos", PHONE, async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: isMobile(page) ? "Mobile" : "Main" });
    await nav.getByRole("link", { name: "Favorites" }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    if (isMobile(page)) await page.getByRole("button", { name: "Open menu" }).click();
    await nav.getByRole("link", { name: "Sell Logos" }).click();
    await expect(page).toHaveURL(/\/sell-logos$/);
  });

  test("a new page opens scrolled to the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Imprint" }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("shell pages have no serious accessibility violations", PHONE, async ({ page }) => {
    for (const path of ["/no-such-page"]) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
