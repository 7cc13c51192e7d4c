import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { waitForHydration } from "./helpers.ts";

/**
 * A sale leaves the edge cache at once (issue 26): a visitor without a session had the
 * logo's page and its search results from the cache; once someone buys it, their next
 * look says it is sold. (Runs with the purchases, after every other test has seen the
 * whole catalogue: playwright.config.ts.)
 */

/**
 * Reads a page until the edge cache answers it. A sale in a test running beside this one
 * rightly purges the catalogue's pages between two reads; the page is kept again on the
 * next read after it.
 */
async function keptTwice(page: Page, path: string) {
  await expect
    .poll(async () => (await page.goto(path))!.headers()["cache-status"], { message: `${path} from the edge cache`, timeout: 15_000 })
    .toMatch(/^LogoMarket; hit;/);
}

test("a sale, then an anonymous /browse and /logo/{id} show the logo sold", async ({ browser }) => {
  // A logo no other test buys (the console's refund takes 100 and 101, the brand kit 120 and 121).
  const logo = CATALOGUE[140]!;
  const search = `/browse?search=${encodeURIComponent(logo.name)}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await keptTwice(visitor, `/logo/${logo.id}`);
  await expect(visitor.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible();
  await keptTwice(visitor, search);
  await expect(visitor.getByRole("region", { name: "Logos" }).getByText(logo.name, { exact: true })).toBeVisible();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/logo/${logo.id}`);
  await waitForHydration(buyer);
  await buyer.locator("main").getByRole("button", { name: "Purchase for $9.99" }).click();
  await expect(buyer).toHaveURL(/\/test-checkout\/tcs_/, { timeout: 15_000 });
  await buyer.getByLabel("Email for the receipt").fill(`edge.buyer.${Date.now()}@example.com`);
  await buyer.getByRole("button", { name: "Complete test payment" }).click();
  await expect(buyer.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });

  const page = await visitor.goto(`/logo/${logo.id}`);
  expect(page!.headers()["cache-status"]).toMatch(/fwd=uri-miss/);
  await expect(visitor.getByRole("heading", { name: "This logo has been sold" })).toBeVisible();
  await expect(visitor.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toHaveCount(0);
  const results = await visitor.goto(search);
  expect(results!.headers()["cache-status"]).toMatch(/fwd=uri-miss/);
  await expect(visitor.getByRole("region", { name: "Logos" }).getByText(logo.name, { exact: true })).toHaveCount(0);
  await buyerContext.close();
  await visitorContext.close();
});
