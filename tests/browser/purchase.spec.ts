import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { clickWithMouse, expectNoSeriousA11yViolations, PHONE, waitForHydration } from "./helpers.ts";

/**
 * A guest buys with the local test checkout (issue 11), with JavaScript and without:
 * the button, the test checkout page, the success page, the order's download page, and
 * every file, checked for its type and, for PNGs, a size of at least 2000 x 2000.
 */

const GENERATION_TIMEOUT = 30_000;

/**
 * A logo is sold once, and both projects (desktop, mobile) share one server: each test
 * buys a catalogue logo of its own project's.
 */
function logoFor(projectName: string, index: number) {
  return CATALOGUE[(projectName.startsWith("mobile") ? 40 : 20) + index]!;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function payOnTestCheckout(page: Page, email: string) {
  await expect(page).toHaveURL(/\/test-checkout\/tcs_/);
  await expect(page.getByRole("note")).toContainText("This is a test checkout. No payment is taken");
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByText(/\$\d+\.\d\d USD/)).toBeVisible();
  await page.getByLabel("Email for the receipt").fill(email);
  await page.getByRole("button", { name: "Complete test payment" }).click();
  await expect(page).toHaveURL(/\/purchase-success\?order_id=order_/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible();
  await expect(page.getByText("Thank you for your purchase! Your logos are ready for download.")).toBeVisible();
}

/**
 * Opens the order's download page and fetches the logo's files and the whole kit as a ZIP
 * with the buyer's cookies (tests/browser/brand-kit.purchase.spec.ts opens every file of the kit).
 */
async function downloadEverything(page: Page) {
  const link = page.getByRole("link", { name: "View & Download Logos" });
  await expect(link).toHaveAttribute("target", "_blank");
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { name: "Your logos" })).toBeVisible();
  // A kit still being made (the agent busy with other buyers' kits) is said on the page,
  // which refreshes itself until the files are there: the buyer waits, and so does the test.
  await expect(page.getByRole("link", { name: "Download the whole kit (ZIP)" })).toBeVisible({ timeout: 30_000 });
  const urls = await page.locator("main a[download]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const logoFiles = urls.filter((url) => /\/logo\/logo[^/]*$/.test(url) || url.endsWith("/zip"));
  expect(logoFiles.map((url) => url.split("/").at(-1)).sort()).toEqual(["logo-2048.png", "logo-transparent.png", "logo.pdf", "logo.svg", "logo.webp", "zip"]);
  const types: Record<string, string> = { svg: "image/svg+xml", pdf: "application/pdf", png: "image/png", webp: "image/webp", zip: "application/zip" };
  for (const url of logoFiles) {
    const format = url.split(".").pop()!.replace(/.*\/zip$/, "zip");
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe(types[format]);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.(png|webp|svg|pdf|zip)"$/);
    const body = await response.body();
    if (format === "png") {
      const size = pngSize(body);
      expect(size.width).toBeGreaterThanOrEqual(2000);
      expect(size.height).toBeGreaterThanOrEqual(2000);
    }
    if (format === "svg") expect(body.toString("utf8")).toMatch(/^<svg/);
    if (format === "pdf") expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (format === "zip") {
      expect(body.includes(Buffer.from("README.txt"))).toBe(true);
      expect(body.includes(Buffer.from("licence-certificate.txt"))).toBe(true);
    }
  }
}

test.describe("buying with the test checkout", PHONE, () => {
  test.describe.configure({ timeout: 120_000 });

  test("a guest buys a catalogue logo, downloads every file, and the logo leaves browse", async ({ page }, testInfo) => {
    const logo = logoFor(testInfo.project.name, 0);
    await page.goto(`/logo/${logo.id}?source=browse`);
    await waitForHydration(page);
    await clickWithMouse(page, page.locator("main").getByRole("button", { name: "Purchase for $9.99" }));
    await payOnTestCheckout(page, "guest@example.com");
    await expectNoSeriousA11yViolations(page);
    await downloadEverything(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/browse?search=${encodeURIComponent(logo.name)}`);
    await expect(page.getByText("No logos found matching your criteria.")).toBeVisible();
    // Its buyer finds their files on its page; anyone else is told it is sold.
    await page.goto(`/logo/${logo.id}`);
    await expect(page.locator("main").getByRole("link", { name: "Download files" })).toHaveAttribute("href", /^\/orders\/order_/);
    await expect(page.getByRole("button", { name: "Purchase for $9.99" })).toHaveCount(0);
    const stranger = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
    const other = await stranger.newPage();
    await other.goto(`/logo/${logo.id}`);
    await expect(other.getByRole("heading", { name: "This logo has been sold" })).toBeVisible();
    await expect(other.getByRole("button", { name: "Purchase for $9.99" })).toHaveCount(0);
    await expect(other.locator("main").getByRole("link", { name: "Download files" })).toHaveCount(0);
    await stranger.close();
    await page.goto("/sold-logos");
    await expect(page.getByRole("list", { name: "Sold logos" })).toContainText(logo.name);
  });

  test("a guest buys the logo they generated", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
    await box.fill("A logo for a bakery called Crumb and Co");
    await box.press("Enter");
    await page.waitForURL(/\/logo\/logo_/);
    await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await clickWithMouse(page, page.locator("main").getByRole("button", { name: "Purchase for $9.99" }));
    await payOnTestCheckout(page, "baker@example.com");
    await downloadEverything(page);
  });

  test("cancelling the test checkout lands on 'Purchase Cancelled' and frees the logo", async ({ page }, testInfo) => {
    const logo = logoFor(testInfo.project.name, 1);
    await page.goto(`/logo/${logo.id}`);
    await waitForHydration(page);
    await page.locator("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Purchase Cancelled" })).toBeVisible();
    await page.goto(`/logo/${logo.id}`);
    await expect(page.getByRole("button", { name: "Purchase for $9.99" })).toBeVisible();
  });
});

test.describe("buying several logos at once", PHONE, () => {
  test("select mode on Favorites buys the selection in one order: 'Purchase selected (2)'", async ({ page }, testInfo) => {
    const picks = [logoFor(testInfo.project.name, 3), logoFor(testInfo.project.name, 4)];
    await page.goto("/");
    await page.evaluate((ids) => localStorage.setItem("favoriteLogos", JSON.stringify(ids)), picks.map((logo) => logo.id));
    await page.goto("/favorites");
    await waitForHydration(page);
    const logos = page.getByRole("region", { name: "Logos" });
    await logos.getByRole("button", { name: "Select" }).click();
    for (const logo of picks) await logos.getByText(logo.name).click();
    await clickWithMouse(page, logos.getByRole("button", { name: "Purchase selected (2)" }));
    await expect(page).toHaveURL(/\/test-checkout\/tcs_/, { timeout: 15_000 });
    await expect(page.getByText("$19.98 USD")).toBeVisible();
    for (const logo of picks) await expect(page.getByRole("main")).toContainText(logo.name);
    await payOnTestCheckout(page, "two@example.com");

    // Kept in Favorites, a sold logo says so, and cannot be bought again.
    await page.goto("/favorites");
    await waitForHydration(page);
    for (const logo of picks) await expect(logos.getByRole("listitem").filter({ hasText: logo.name }).getByText("Sold", { exact: true })).toBeVisible();
    await logos.getByRole("button", { name: "Select" }).click();
    for (const logo of picks) await logos.getByText(logo.name).click();
    await expect(logos.getByRole("button", { name: /^Purchase selected/ })).toHaveCount(0);
  });
});

test.describe("buying without JavaScript", PHONE, () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("the purchase button, the test checkout and the downloads all work as plain forms and links", async ({ page }, testInfo) => {
    const logo = logoFor(testInfo.project.name, 2);
    await page.goto(`/logo/${logo.id}`);
    await page.locator("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await payOnTestCheckout(page, "nojs@example.com");
    await downloadEverything(page);
  });
});
