import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { operatorEmail, signIn } from "./console-helpers.ts";
import { expectNoSeriousA11yViolations } from "./helpers.ts";

/**
 * The console's lists (app/components/admin/console-table.tsx) on a phone and on a desktop:
 * one region name at either size, a card per row on a phone and a table on a desktop, never
 * both to a screen reader, and the page never scrolls sideways. The ledgers and the latest
 * orders were tables that scrolled sideways on a phone before. (Named *purchase.spec.ts: a
 * guest buys a catalogue logo for the ledger to have a line, so it runs after the tests that
 * count the catalogue.)
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectCards(page: Page, region: string, text: string[]) {
  const list = page.getByRole("region", { name: region, exact: true });
  await expect(list).toHaveCount(1);
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = list.getByRole("listitem");
  await expect(card).toHaveCount(1);
  for (const part of text) await expect(card).toContainText(part);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function expectTable(page: Page, region: string, text: string[]) {
  const table = page.getByRole("region", { name: region, exact: true });
  await expect(table).toHaveCount(1);
  await expect(table.getByRole("listitem")).toHaveCount(0);
  const row = table.getByRole("row").filter({ hasText: text[0] });
  await expect(row).toHaveCount(1);
  for (const part of text) await expect(row).toContainText(part);
}

test("an order's ledger, a designer's statement and the latest orders read as cards on a phone and as tables on a desktop", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-purchases", "one run: it takes both sizes itself");
  test.setTimeout(120_000);
  const logo = CATALOGUE[102]!;
  const buyerEmail = `lists.${Date.now().toString(36)}@example.com`;

  const guestContext = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: DESKTOP });
  const guest = await guestContext.newPage();
  await guest.goto(`/logo/${logo.id}`);
  await guest.getByRole("main").getByRole("button", { name: "Purchase for $9.99" }).click();
  await guest.getByLabel("Email for the receipt").fill(buyerEmail);
  await guest.getByRole("button", { name: "Complete test payment" }).click();
  await expect(guest.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, operatorEmail("scan"));
  await page.goto(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`);
  const orderPath = (await page.getByRole("region", { name: "Orders found" }).getByRole("link", { name: /^#/ }).getAttribute("href"))!;
  const orderNumber = `#${orderPath.slice(-8)}`;
  await page.goto(orderPath);
  const designerPath = (await page.getByRole("region", { name: "Logos" }).getByRole("link", { name: logo.designer }).getAttribute("href"))!;
  const month = new Date().toLocaleDateString("en-US", { timeZone: "UTC", month: "long", year: "numeric" });

  const lists = [
    { path: orderPath, region: "Ledger entries of this order", text: [logo.designer, "Sale", "+$3.00"] },
    { path: designerPath, region: `Entries of ${month}`, text: [logo.name, "Sale", orderNumber, "+$3.00"] },
  ];
  for (const list of lists) {
    await page.goto(list.path);
    await expectCards(page, list.region, list.text);
  }
  await page.setViewportSize(DESKTOP);
  for (const list of lists) {
    await page.goto(list.path);
    await expectTable(page, list.region, list.text);
  }
  // The overview's latest orders: the newest is this one, or one bought since by another test.
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Latest orders" }).getByRole("row").filter({ hasText: orderNumber })).toHaveCount(1);
  await page.setViewportSize(PHONE);
  await page.reload();
  const latest = page.getByRole("region", { name: "Latest orders" });
  await expect(latest.getByRole("listitem").filter({ hasText: orderNumber })).toContainText("$9.99");
  await expect(latest.getByRole("row")).toHaveCount(0);

  await guestContext.close();
  await context.close();
});
