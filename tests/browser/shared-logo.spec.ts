import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, PHONE, waitForHydration } from "./helpers.ts";
import { expectForSale, generateLogo, GENERATION_TIMEOUT, press, useIssueViewport } from "./journey-helpers.ts";

/**
 * A generated logo opened from a shared link in someone else's browser (issue 21): the
 * link names the logo (title, Open Graph and Twitter cards with its watermarked preview),
 * the page shows the logo but nothing of its maker's (no conversation, no delete heart)
 * and sells nothing (only its maker may buy it: no price, no Purchase), and the prompt
 * bar starts a logo of the stranger's own from it. With and without JavaScript.
 */

const meta = (page: import("@playwright/test").Page, attribute: "property" | "name", key: string) => page.locator(`head meta[${attribute}="${key}"]`);

test.describe("a generated logo seen from a shared link", PHONE, () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => useIssueViewport(page));

  test("names the logo, sells nothing, and starts the stranger's own version from it", async ({ page, browser }) => {
    await generateLogo(page, "A bakery called Crumb, with a croissant");
    await expectForSale(page);
    const shared = page.url();
    // The maker sees their conversation and the heart that deletes.
    await expect(page.getByRole("log", { name: "What the agent did" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Favorite" })).toBeVisible();
    // The logo's name as the agent gave it (the browser's copy may still hold the prompt
    // until the metadata has arrived): what the link must be called.
    const generationId = await page.evaluate(() => (JSON.parse(localStorage.getItem("generatedLogos") ?? "[]") as { generationId: string }[])[0]!.generationId);
    const metadata = (await (await page.request.get(`/logo/metadata?generation_id=${encodeURIComponent(generationId)}`)).json()) as { metadata: { name: string } };
    const name = metadata.metadata.name;
    expect(name).toMatch(/Crumb/);

    const strangerContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
    const stranger = await strangerContext.newPage();
    await stranger.goto(shared);
    await waitForHydration(stranger);
    // The link's card: the logo's name, and its watermarked preview at an absolute address.
    await expect(stranger).toHaveTitle(`${name} | LogoMarket`);
    await expect(meta(stranger, "property", "og:title")).toHaveAttribute("content", `${name} | LogoMarket`);
    const image = (await meta(stranger, "property", "og:image").getAttribute("content"))!;
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/logos\/logo_[^/]+\/preview\.png$/);
    await expect(meta(stranger, "name", "twitter:card")).toHaveAttribute("content", "summary_large_image");
    await expect(meta(stranger, "name", "twitter:image")).toHaveAttribute("content", image);
    await expect(meta(stranger, "property", "og:url")).toHaveAttribute("content", shared);
    const card = await stranger.request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");

    // The logo, nothing of its maker's, and nothing for sale.
    await expect(stranger.getByTestId("logo-stage").getByRole("img", { name: "Custom Logo" })).toBeVisible();
    await expect(stranger.getByRole("log", { name: "What the agent did" })).toHaveCount(0);
    // The heart is a favourite for anyone (docs/decisions/0023); deleting is its maker's alone.
    await expect(stranger.locator("main").getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "false");
    await expect(stranger.getByRole("button", { name: "Delete this logo" })).toHaveCount(0);
    await expect(stranger.locator("main").getByText(/\$9\.99/)).toHaveCount(0);
    await expect(stranger.locator("main").getByRole("button", { name: /Purchase/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(stranger);

    // The prompt bar offers the stranger's own version, and starts it.
    const bar = stranger.getByRole("form", { name: "Prompt" });
    const box = bar.getByRole("textbox", { name: "Describe your own version of this logo" });
    await expect(box).toHaveAttribute("placeholder", "Describe your own version of this logo...");
    await box.fill("The same for my bakery Loaf and Ladle");
    await press(stranger, bar.getByRole("button", { name: "Generate logo" }));
    await stranger.waitForURL((url) => /\/logo\/logo_/.test(url.pathname) && url.href !== shared);
    await expect(stranger.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    const own = await stranger.evaluate(() => JSON.parse(localStorage.getItem("generatedLogos") ?? "[]") as { id: string; referenceLogos?: { id: string }[]; isPersonalization?: boolean }[]);
    expect(own).toHaveLength(1);
    expect(own[0]!.isPersonalization).toBe(true);
    expect(own[0]!.referenceLogos?.map((reference) => reference.id)).toEqual([new URL(shared).pathname.split("/").pop()]);
    // It is the stranger's own: theirs to change, and the maker's logo is untouched.
    await expect(stranger.getByRole("form", { name: "Prompt" }).getByRole("textbox")).toHaveAttribute("placeholder", "Change this logo...");
    await strangerContext.close();
  });

  test("without JavaScript, the prompt form starts the stranger's own version too", async ({ page, browser }) => {
    await generateLogo(page, "A tea house called Green Kettle");
    await expectForSale(page);
    const shared = page.url();

    const plainContext = await browser.newContext({ viewport: page.viewportSize()!, javaScriptEnabled: false });
    const stranger = await plainContext.newPage();
    await stranger.goto(shared);
    await expect(stranger.locator("main").getByRole("button", { name: /Purchase/ })).toHaveCount(0);
    const bar = stranger.getByRole("form", { name: "Prompt" });
    await bar.getByRole("textbox", { name: "Describe your own version of this logo" }).fill("The same for a coffee cart called Steam");
    await bar.getByRole("button", { name: "Generate logo" }).click();
    await expect(stranger).toHaveURL((url) => /\/logo\/logo_/.test(url.pathname) && url.href !== shared);
    // The page refreshes itself until the logo is done: then it is the stranger's to buy.
    await expect(stranger.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await plainContext.close();
  });
});
