import { expect, test, type Page } from "@playwright/test";
import { isMobile, PHONE, waitForHydration } from "./helpers.ts";
import { buyOnThisPage, expectForSale, generateLogo, loadedWidth, press, useIssueViewport } from "./journey-helpers.ts";

/**
 * Two 'My Logos' that agree (issue 21): the header's My Logos follows the account, as the
 * dashboard does. Signed in on a second device it lists the account's logos; after Sign
 * Out that browser shows none of them, only what its own guest makes. The dashboard shows
 * a bought logo as it is (no watermark).
 */

const PASSWORD = "correct horse battery";
let people = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${process.pid}.${people++}@example.com`;

/** The header's My Logos (in the menu on a phone). */
async function openMyLogos(page: Page) {
  if (isMobile(page)) await press(page, page.getByRole("button", { name: "Open menu" }));
  const nav = page.getByRole("navigation", { name: isMobile(page) ? "Mobile" : "Main" });
  await press(page, nav.getByRole("link", { name: "My Logos" }));
  await page.waitForURL(/\/my-logos$/);
  await waitForHydration(page);
}

const cards = (page: Page) => page.getByRole("region", { name: "Logos" }).getByRole("listitem");
const cached = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("generatedLogos") ?? "[]") as { id: string; name: string }[]);

test.describe("My Logos follows the account", PHONE, () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => useIssueViewport(page));

  test("a second device lists the account's logos; after Sign Out it shows only its own guest's", async ({ page, browser }) => {
    const email = newEmail("second.device");
    // The first device: a guest makes a logo, signs up (the logo becomes the account's), buys it.
    await generateLogo(page, "A florist called Petal and Stem");
    await expectForSale(page);
    const logoPath = new URL(page.url()).pathname;
    // The logo's name arrives with its metadata, a moment after the picture.
    await expect.poll(async () => (await cached(page))[0]?.name).not.toBe("A florist called Petal and Stem");
    const [made] = await cached(page);
    await page.goto("/signup");
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(logoPath);
    await waitForHydration(page);
    await buyOnThisPage(page, email);
    // The dashboard shows the bought logo as it is: through its order, not the watermarked preview.
    await page.goto("/dashboard?tab=logos");
    const dashboardCard = page.getByRole("region", { name: "My Refined Logos" }).getByRole("listitem").first();
    await expect(dashboardCard.getByText("Purchased")).toBeVisible();
    const picture = dashboardCard.getByRole("img", { name: made!.name });
    await expect(picture).toHaveAttribute("src", /^\/api\/orders\/order_[^/]+\/pictures\/gen_[^/]+\/webp$/);
    expect(await loadedWidth(picture)).toBeGreaterThan(0);

    // The second device: signed in, My Logos lists the account's logo, from the server.
    const secondContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: isMobile(page), isMobile: isMobile(page) });
    const second = await secondContext.newPage();
    await second.goto("/login");
    await second.getByRole("main").getByLabel("Email").fill(email);
    await second.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await second.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await second.waitForURL(/\/dashboard/);
    await waitForHydration(second);
    await openMyLogos(second);
    await expect(cards(second)).toHaveCount(1);
    await expect(cards(second).getByText(made!.name, { exact: true })).toBeVisible();
    await expect(cards(second).getByRole("link").first()).toHaveAttribute("href", `${logoPath}?source=mylogos`);
    // Bought: its mark leads to the order.
    await expect(cards(second).getByRole("link", { name: /^Purchased/ })).toHaveAttribute("href", /^\/orders\/order_/);
    expect((await cached(second)).map((logo) => logo.id)).toEqual([made!.id]);
    // Its page there is the buyer's too.
    await press(second, cards(second).getByRole("link").first());
    await expect(second.locator("main").getByRole("link", { name: "Download files" })).toBeVisible();

    // Sign Out: the account's logos leave this browser.
    await second.goto("/dashboard?tab=profile");
    await waitForHydration(second);
    await press(second, second.getByRole("button", { name: "Sign Out" }));
    await second.waitForURL((url) => url.pathname === "/");
    await waitForHydration(second);
    await openMyLogos(second);
    await expect(second.getByText("You haven't generated any logos yet.")).toBeVisible();
    expect(await cached(second)).toEqual([]);

    // Signed out, it shows its own guest's logos and nobody else's.
    await generateLogo(second, "A bookshop called Dog Ear");
    await expectForSale(second);
    await openMyLogos(second);
    await expect(cards(second)).toHaveCount(1);
    await expect(cards(second).getByText(made!.name)).toHaveCount(0);
    await secondContext.close();
  });
});
