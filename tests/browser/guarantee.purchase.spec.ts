import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { CATALOGUE } from "./catalogue-oracle.ts";

/**
 * The 30-day money-back guarantee from the buyer's side, with JavaScript off (issue 35): a
 * guest buys a catalogue logo with the test checkout (its picture shown, the price said to
 * include the tax), opens the order's page and asks for the refund there; the page says the
 * order was refunded, the files stop, the logo is for sale again and the refund mail is in
 * the outbox. (Named *purchase.spec.ts: it sells a catalogue logo, so it runs after the
 * tests that count the catalogue.)
 */

const logoFor = (projectName: string) => CATALOGUE[projectName.startsWith("mobile") ? 111 : 110]!;

test("a guest asks for the refund on the order's page, without JavaScript: the files stop and the mail arrives", async ({ browser, viewport }, testInfo) => {
  test.setTimeout(90_000);
  const logo = logoFor(testInfo.project.name);
  const email = `guarantee.${testInfo.project.name}.${Date.now()}@example.com`;
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();

  await page.goto(`/logo/${logo.id}`);
  await expect(page.getByRole("main").getByText("$9.99 (VAT and sales tax included)")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Purchase for $9.99" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/tcs_/);
  // The test checkout shows the logo's picture beside its name, and what the total includes.
  const line = page.getByRole("listitem").filter({ hasText: logo.name });
  await expect(line.locator("img")).toHaveAttribute("src", logo.image);
  await expect(line.locator("img")).toHaveJSProperty("complete", true);
  await expect(page.getByText("(VAT and sales tax included)")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("test-checkout.png") });
  await page.getByLabel("Email for the receipt").fill(email);
  await page.getByRole("button", { name: "Complete test payment" }).click();
  await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });
  await page.goto((await page.getByRole("link", { name: "View & Download Logos" }).getAttribute("href"))!);
  // A kit still being made: the page refreshes itself until its files are there.
  await expect(page.locator("main a[download]").first()).toBeAttached({ timeout: 30_000 });
  const pngUrl = await page.locator("main a[download]").first().evaluate((anchor) => (anchor as HTMLAnchorElement).href);
  expect((await page.request.get(pngUrl)).status()).toBe(200);

  const guarantee = page.getByRole("region", { name: "30-day money-back guarantee" });
  await expect(guarantee).toContainText("no reason needed");
  await guarantee.screenshot({ path: testInfo.outputPath("guarantee.png") });
  await guarantee.getByRole("button", { name: "Request a refund" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("This order was refunded. Its downloads have ended, and the licence with them.");
  await expect(page.getByRole("button", { name: "Request a refund" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("refunded.png"), fullPage: true });
  expect((await page.request.get(pngUrl)).status()).toBe(404);
  // Reloading the page after the request does not post again.
  await page.reload();
  await expect(page.getByRole("status")).toContainText("This order was refunded.");

  await page.goto(`/logo/${logo.id}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible();
  await page.goto("/dev/outbox");
  const mail = page.getByRole("listitem").filter({ hasText: `To ${email}` }).filter({ hasText: "your order was refunded" });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("has been refunded in full: $9.99 USD");
  const receipt = page.getByRole("listitem").filter({ hasText: `To ${email}` }).filter({ hasText: "receipt" });
  await expect(receipt).toContainText('choose "Request a refund"');
  await context.close();
});
