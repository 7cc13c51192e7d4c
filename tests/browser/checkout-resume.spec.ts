import { expect, test, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { clickWithMouse, expectNoSeriousA11yViolations, waitForHydration } from "./helpers.ts";

/**
 * The hold on a logo is its buyer's (issue 21): Purchase, the browser's Back, Purchase
 * again lands on the same checkout, with a mouse at 1280 x 800, a finger at 390 x 844,
 * and without JavaScript; another visitor is told the logo is held, and until when (in
 * their browser's time zone when its script runs).
 * Each run ends its checkout (Cancel), so its logos are free for the next run.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name.startsWith("mobile");

/** Logos no other spec buys or holds: the 70s for the desktop run, the 80s for the phone's. */
function logoFor(testInfo: TestInfo, index: number) {
  return CATALOGUE[(isPhone(testInfo) ? 80 : 70) + index]!;
}

/** A mouse at 1280 x 800; a finger at 390 x 844 on the phone. */
async function press(page: Page, testInfo: TestInfo, control: Locator) {
  if (isPhone(testInfo)) await control.tap();
  else await clickWithMouse(page, control);
}

async function sizeFor(page: Page, testInfo: TestInfo) {
  await page.setViewportSize(isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1280, height: 800 });
}

const purchaseButton = (page: Page) => page.locator("main").getByRole("button", { name: "Purchase for $9.99" });

async function cancelCheckout(page: Page, checkoutUrl: string) {
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Purchase Cancelled" })).toBeVisible();
}

/** A second visitor, in a browser of their own, presses Purchase on the same logo. */
async function strangerIsToldItIsHeld(browser: Browser, logoId: number, javaScriptEnabled: boolean) {
  const stranger = await browser.newContext({ javaScriptEnabled, timezoneId: "Asia/Tokyo" });
  try {
    const page = await stranger.newPage();
    await page.goto(`/logo/${logoId}`);
    if (javaScriptEnabled) await waitForHydration(page);
    await purchaseButton(page).click();
    const alert = page.getByRole("alert").filter({ hasText: "being purchased by someone else" });
    await expect(alert).toHaveText(
      new RegExp(
        // The browser's own zone when its script can tell the form; UTC when it cannot.
        `^Failed to create checkout session: This logo is being purchased by someone else right now\\. Their checkout holds it until \\d{1,2}:\\d{2} [AP]M ${javaScriptEnabled ? "GMT\\+9" : "UTC"} \\(in (39|40) minutes\\); if they do not complete it, you can buy it then\\.$`,
      ),
    );
    // axe runs as a script in the page: only where scripts run.
    if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
  } finally {
    await stranger.close();
  }
}

test.describe("Purchase, Back, Purchase again", () => {
  test.describe.configure({ timeout: 60_000 });

  test("lands on the same checkout, and anyone else is told until when the logo is held", async ({ page, browser }, testInfo) => {
    await sizeFor(page, testInfo);
    const logo = logoFor(testInfo, 0);
    await page.goto(`/logo/${logo.id}`);
    await waitForHydration(page);
    await press(page, testInfo, purchaseButton(page));
    await expect(page).toHaveURL(/\/test-checkout\/tcs_/, { timeout: 15_000 });
    const checkoutUrl = page.url();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/logo/${logo.id}$`));
    await waitForHydration(page);
    await press(page, testInfo, purchaseButton(page));
    await expect(page).toHaveURL(checkoutUrl, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(logo.name);

    await strangerIsToldItIsHeld(browser, logo.id, true);
    await cancelCheckout(page, checkoutUrl);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 60_000 });

  test("the purchase form lands on the same checkout after Back, and a stranger is told until when", async ({ page, browser }, testInfo) => {
    await sizeFor(page, testInfo);
    const logo = logoFor(testInfo, 1);
    await page.goto(`/logo/${logo.id}`);
    await purchaseButton(page).click();
    await expect(page).toHaveURL(/\/test-checkout\/tcs_/);
    const checkoutUrl = page.url();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/logo/${logo.id}$`));
    await purchaseButton(page).click();
    await expect(page).toHaveURL(checkoutUrl);

    await strangerIsToldItIsHeld(browser, logo.id, false);
    await cancelCheckout(page, checkoutUrl);
  });
});
