import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE_WITH_DESIGNS } from "#app/catalogue/catalogue-data.ts";
import { expectNoSeriousA11yViolations } from "./helpers.ts";
import { buyOnThisPage, expectForSale, generateLogo, GENERATION_TIMEOUT } from "./journey-helpers.ts";
import { expectWholeKit } from "./kit-check.ts";

/**
 * Every purchase is a brand kit (issue 25): a guest with JavaScript off buys a catalogue
 * logo and a generated logo, and a signed-in owner with it on buys a generated wordmark;
 * each opens the download page and gets every file of the kit, each opened and checked by
 * its content (tests/browser/kit-check.ts). A signed-in buyer's catalogue logo and its
 * downloads on another browser are accounts.spec.ts's. Desktop only: the phone's download
 * page is the same links.
 */

const PASSWORD = "correct horse battery";

/** Catalogue logos no other test buys, with the palette their stored design names. */
function catalogueLogo(index: number) {
  const logo = CATALOGUE_WITH_DESIGNS[120 + index]!;
  const spec = logo.spec as { palette: Record<string, string> };
  return { id: logo.id, palette: Object.values(spec.palette).filter((colour) => colour !== "transparent") };
}

async function openDownloadPage(page: Page) {
  const link = page.getByRole("link", { name: "View & Download Logos" });
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1, name: "Your logos" })).toBeVisible();
}

test.describe("the brand kit, bought as a guest without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 180_000 });

  test("a catalogue logo and a generated logo, each with every file of its kit", async ({ page }) => {
    const logo = catalogueLogo(0);
    await page.goto(`/logo/${logo.id}`);
    await expect(page.getByRole("heading", { name: "What $9.99 includes: a complete brand kit" })).toBeVisible();
    await page.locator("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await page.getByLabel("Email for the receipt").fill("kit-guest@example.com");
    await page.getByRole("button", { name: "Complete test payment" }).click();
    await openDownloadPage(page);
    expect(await expectWholeKit(page, { buyerEmail: "kit-guest@example.com", hasMark: true, palette: logo.palette })).toBeGreaterThanOrEqual(40);

    await page.goto("/");
    await page.getByRole("form", { name: "Prompt" }).getByRole("textbox").fill("A logo for a bookshop called Paper Lantern");
    await page.getByRole("button", { name: "Generate logo" }).click();
    await expect(page.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await page.locator("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await page.getByLabel("Email for the receipt").fill("kit-guest@example.com");
    await page.getByRole("button", { name: "Complete test payment" }).click();
    await openDownloadPage(page);
    await expectWholeKit(page, { buyerEmail: "kit-guest@example.com" });
  });
});

test.describe("the brand kit, bought by a signed-in owner with JavaScript", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a generated wordmark with every file of its kit, on a page that passes axe", async ({ page }) => {
    const email = `kit-owner-${Date.now()}@example.com`;
    await page.goto("/signup");
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/dashboard/);

    await generateLogo(page, "A wordmark for a law firm called Hargreaves and Bell, no icon");
    await expectForSale(page);
    await buyOnThisPage(page, email);
    await openDownloadPage(page);
    await expectNoSeriousA11yViolations(page);
    // A wordmark, if the designer made one: the page and the kit say there is no mark.
    await expectWholeKit(page, { buyerEmail: email });
  });
});
