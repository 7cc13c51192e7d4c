import { expect, test, type Browser, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { operatorEmail, signIn } from "./console-helpers.ts";

/**
 * The operators' console beside a customer, with JavaScript off on both sides: the customer
 * buys a catalogue logo with the test checkout; an account made an operator with
 * `npm run operator -- grant` finds the order by the receipt address, refunds it with the
 * console's form, and sees it in the order's history, the designer's statement and the
 * activity; the customer's download then ends, the logo is for sale again and the refund
 * mail is in the outbox. (Named *purchase.spec.ts: it sells a catalogue logo, so it runs
 * after the tests that count the catalogue.)
 */

const logoFor = (projectName: string) => CATALOGUE[projectName.startsWith("mobile") ? 101 : 100]!;

async function newContextWithoutJavaScript(browser: Browser, projectViewport: { width: number; height: number } | null) {
  return browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: projectViewport ?? { width: 1280, height: 800 } });
}

test.describe("the console beside a customer, without JavaScript", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an operator finds a customer's order and refunds it: downloads end, the logo is for sale again, the buyer is mailed, all on record", async ({ browser, viewport }, testInfo) => {
    const logo = logoFor(testInfo.project.name);
    const stamp = `${testInfo.project.name}.${Date.now()}`;
    const buyerEmail = `buyer.${stamp}@example.com`;
    const operatorAddress = operatorEmail("refund");

    // The customer buys.
    const customerContext = await newContextWithoutJavaScript(browser, viewport);
    const customer = await customerContext.newPage();
    await customer.goto(`/logo/${logo.id}`);
    await customer.getByRole("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await expect(customer).toHaveURL(/\/test-checkout\/tcs_/);
    await customer.getByLabel("Email for the receipt").fill(buyerEmail);
    await customer.getByRole("button", { name: "Complete test payment" }).click();
    await expect(customer.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });
    await customer.goto((await customer.getByRole("link", { name: "View & Download Logos" }).getAttribute("href"))!);
    // A kit still being made: the page refreshes itself until its files are there.
    await expect(customer.locator("main a[download]").first()).toBeAttached({ timeout: 30_000 });
    const pngUrl = await customer.locator("main a[download]").first().evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    expect((await customer.request.get(pngUrl)).status()).toBe(200);
    // A customer has no console: the same 404 as any unknown page.
    expect((await customer.goto("/admin"))?.status()).toBe(404);
    await expect(customer.getByRole("heading", { name: "Page not found" })).toBeVisible();

    // An operator (made one from the command line before the tests: tests/browser/global-setup.ts).
    const operatorContext = await newContextWithoutJavaScript(browser, viewport);
    const operator = await operatorContext.newPage();
    await signIn(operator, operatorAddress);
    await operator.goto("/admin");
    await expect(operator.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(operator.getByRole("navigation", { name: "Console" })).toBeVisible();
    await expect(operator.getByText("Database (D1)")).toBeVisible();

    // Find the order by the receipt address.
    await operator.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();
    await operator.getByLabel("Receipt address or order number").fill(buyerEmail.toUpperCase());
    await operator.getByRole("button", { name: "Search" }).click();
    const found = operator.getByRole("region", { name: "Orders found" }).getByRole("link", { name: /^#/ });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(operator.getByRole("heading", { level: 1, name: /^Order #/ })).toBeVisible();
    await expect(operator.getByText(buyerEmail).first()).toBeVisible();
    await expect(operator.getByRole("region", { name: "Logos" }).getByRole("link", { name: logo.name })).toBeVisible();
    await expect(operator.getByRole("region", { name: "History" })).toContainText("Paid $9.99 USD; the files were delivered.");
    await expect(operator.getByRole("region", { name: "History" })).toContainText(`${logo.designer} credited $3.00.`);

    // Refund, without JavaScript: the box must be ticked.
    const refund = operator.getByRole("region", { name: "Refund" });
    await refund.getByLabel("Reason").fill("Changed their mind within 30 days");
    await refund.getByLabel(/^Refund \$9\.99 to /).check();
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(operator.getByRole("status")).toContainText("Refunded. The buyer's downloads have ended");
    await expect(operator.getByText("Refunded", { exact: true }).first()).toBeVisible();
    await expect(refund).toContainText("This order has been refunded.");
    const history = operator.getByRole("region", { name: "History" });
    await expect(history).toContainText("Refunded $9.99 through the local test checkout. Reason: Changed their mind within 30 days");
    await expect(history).toContainText(`by ${operatorAddress}`);
    await expect(history).toContainText(`${logo.designer} debited $3.00 for the refund.`);
    await expect(history).toContainText(`Mail sent to ${buyerEmail}: “LogoMarket: your order was refunded”.`);
    // Reloading the page after the refund does not post again.
    await operator.reload();
    await expect(history).toContainText("Refunded. This order was refunded.");

    // The designer's statement and the activity say so.
    await operator.getByRole("region", { name: "Logos" }).getByRole("link", { name: logo.designer }).click();
    await expect(operator.getByRole("heading", { level: 1, name: logo.designer })).toBeVisible();
    const statement = operator.getByRole("region", { name: /^Statement for / });
    await expect(statement.getByRole("row").filter({ hasText: logo.name })).toHaveCount(2);
    await operator.goto("/admin/activity");
    await expect(operator.getByRole("region", { name: "Activity" })).toContainText("Refunded $9.99 through the local test checkout. Reason: Changed their mind within 30 days");
    await expect(operator.getByRole("region", { name: "Activity" })).toContainText(operatorAddress);

    // The customer's side: downloads ended, the logo is for sale again, the mail arrived.
    expect((await customer.request.get(pngUrl)).status()).toBe(404);
    await customer.goto(`/logo/${logo.id}`);
    await expect(customer.getByRole("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible();
    await customer.goto("/dev/outbox");
    const mail = customer.getByRole("listitem").filter({ hasText: `To ${buyerEmail}` }).filter({ hasText: "your order was refunded" });
    await expect(mail).toContainText("has been refunded in full: $9.99 USD");

    await customerContext.close();
    await operatorContext.close();
  });
});
