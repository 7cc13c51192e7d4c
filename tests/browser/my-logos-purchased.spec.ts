import { expect, test, type Page } from "@playwright/test";
import { isMobile, PHONE, waitForHydration } from "./helpers.ts";
import { buyOnThisPage, expectForSale, GENERATION_TIMEOUT, generateLogo, loadedWidth, press, useIssueViewport } from "./journey-helpers.ts";

/**
 * My Logos and the dashboard count alike, and show a purchase (issue 33): a guest's logo
 * with three refinements is one logo of four versions in both after signing up; a version
 * bought is a logo of its own in both, shown without the watermark to its owner alone,
 * with a 'Purchased' mark that opens its order.
 */

const PASSWORD = "correct horse battery";
const cached = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("generatedLogos") ?? "[]") as { id: string; isGenerating: boolean; createdAt: string }[]);
const myLogos = (page: Page) => page.getByRole("region", { name: "Logos" });
const dashboardCards = (page: Page) => page.getByRole("region", { name: "My Refined Logos" }).getByRole("listitem");

async function refine(page: Page, words: string, versions: number) {
  const box = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
  await box.fill(words);
  await box.press("Enter");
  await expect.poll(async () => (await cached(page)).filter((logo) => !logo.isGenerating).length, { timeout: GENERATION_TIMEOUT }).toBe(versions);
}

test.describe("My Logos and the dashboard agree, and show what was bought", PHONE, () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => useIssueViewport(page));

  test("four versions are one logo in both; a bought version is its own card with 'Purchased', unwatermarked for its owner only", async ({ page, browser }) => {
    await generateLogo(page, "A bakery called Crumb and Crust");
    await expectForSale(page);
    const firstPath = new URL(page.url()).pathname;
    await refine(page, "make the lettering bolder", 2);
    await refine(page, "make it warmer", 3);
    await refine(page, "change the mark to a wheat ear", 4);

    // The guest signs up: the four versions become the account's.
    const email = `four.versions.${Date.now()}.${process.pid}@example.com`;
    await page.goto("/signup");
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/dashboard/);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "My Logos (1)" })).toBeVisible();
    await expect(dashboardCards(page)).toHaveCount(1);
    await expect(dashboardCards(page).getByText("4 versions")).toBeVisible();
    await page.goto("/my-logos");
    await waitForHydration(page);
    await expect(myLogos(page).getByText("1 logo", { exact: true })).toBeVisible();
    await expect(myLogos(page).getByRole("listitem")).toHaveCount(1);
    await expect(myLogos(page).getByText("4 versions")).toBeVisible();
    // Its picture carries the design's own background and fills its card, as on the
    // dashboard: no frame of a nearest named colour around it.
    const fill = await myLogos(page).getByRole("listitem").first().getByRole("img").first().evaluate((picture) => {
      const frame = picture.closest(".aspect-square")!.getBoundingClientRect();
      const shown = picture.getBoundingClientRect();
      return { width: shown.width / frame.width, height: shown.height / frame.height };
    });
    expect(fill).toEqual({ width: 1, height: 1 });

    // The first version is bought: a logo of its own now, in both.
    await page.goto(firstPath);
    await waitForHydration(page);
    await buyOnThisPage(page, email);
    await page.goto("/my-logos");
    await waitForHydration(page);
    await expect(myLogos(page).getByText("2 logos", { exact: true })).toBeVisible();
    const bought = myLogos(page).getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Purchased/ }) });
    await expect(bought).toHaveCount(1);
    const mark = bought.getByRole("link", { name: /^Purchased/ });
    await expect(mark).toHaveAttribute("href", /^\/orders\/order_[^/]+$/);
    const picture = bought.getByRole("img");
    await expect(picture).toHaveAttribute("src", /^\/api\/orders\/order_[^/]+\/pictures\/gen_[^/]+\/webp$/);
    expect(await loadedWidth(picture)).toBeGreaterThan(0);
    const clean = (await picture.getAttribute("src"))!;
    const orderHref = (await mark.getAttribute("href"))!;
    await expect(myLogos(page).getByText("4 versions")).toBeVisible();

    await page.goto("/dashboard?tab=logos");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "My Logos (2)" })).toBeVisible();
    await expect(dashboardCards(page)).toHaveCount(2);
    const dashboardMark = dashboardCards(page).getByRole("link", { name: /^Purchased/ });
    await expect(dashboardMark).toHaveCount(1);
    await expect(dashboardMark).toHaveAttribute("href", orderHref);
    await press(page, dashboardMark);
    await expect(page).toHaveURL(/\/orders\/order_/);

    // Without JavaScript, My Logos says the same, from the server.
    const noScript = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false, viewport: page.viewportSize()!, isMobile: isMobile(page), hasTouch: isMobile(page) });
    const plain = await noScript.newPage();
    await plain.goto("/my-logos");
    await expect(myLogos(plain).getByRole("listitem")).toHaveCount(2);
    await expect(myLogos(plain).getByRole("link", { name: /^Purchased/ })).toHaveAttribute("href", /^\/orders\/order_/);
    await expect(myLogos(plain).getByRole("img").and(plain.locator(`[src="${clean}"]`))).toHaveCount(1);
    await expect(myLogos(plain).getByText("4 versions")).toBeVisible();
    await noScript.close();

    // The picture without the watermark is its owner's alone.
    const stranger = await browser.newContext();
    expect((await stranger.request.get(clean)).status()).toBe(404);
    await stranger.close();
  });
});
