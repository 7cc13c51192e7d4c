import { expect, test, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { waitForHydration } from "./helpers.ts";

/**
 * The edge policy in a real browser (docs/decisions/0015): the Content-Security-Policy
 * with its per-request script nonce lets every page run (React hydrates, forms post,
 * streams and pictures arrive) and reports no violation; other sites cannot frame the
 * pages. Violations are caught twice: the page's `securitypolicyviolation` events and
 * the browser's console.
 */

const GENERATION_TIMEOUT = 30_000;

/** Records every policy complaint of the page, from the document's first script on. */
async function watchPolicy(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i.test(message.text())) complaints.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => complaints.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation event: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return complaints;
}

test.describe("the Content-Security-Policy lets every page work", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the main pages hydrate and report no violation", async ({ page }) => {
    const complaints = await watchPolicy(page);
    const logo = CATALOGUE[5]!;
    for (const path of ["/", "/browse", `/logo/${logo.id}`, "/login", "/signup", "/dashboard", "/support", "/blog", "/favorites", "/my-logos"]) {
      const response = await page.goto(path);
      expect(response!.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-/);
      await waitForHydration(page);
    }
    // The error page renders the root's ErrorBoundary (no hydration mark): its scripts still load and run.
    const missing = await page.goto("/no-such-page");
    expect(missing!.status()).toBe(404);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => typeof (window as unknown as { __remixContext?: unknown }).__remixContext)).toBe("object");
    // Something only the client app does: live search from the header, without a page load.
    await page.goto("/browse");
    await waitForHydration(page);
    const grid = page.getByRole("region", { name: "Logos" });
    await expect(grid.getByRole("listitem").first()).toBeVisible();
    // The browse page's pictures (catalogue files) load under img-src.
    const picture = grid.getByRole("img").first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(complaints).toEqual([]);
  });

  test("a generation streams its progress and partial pictures, and shows the finished logo", async ({ page }) => {
    const complaints = await watchPolicy(page);
    await page.goto("/");
    await waitForHydration(page);
    const prompt = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
    await prompt.fill('A lighthouse for a harbour café called "Beacon Point"');
    await prompt.press("Enter");
    await page.waitForURL(/\/logo\/logo_/);
    await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    const picture = page.locator("main").getByRole("img", { name: "Custom Logo" });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(complaints).toEqual([]);
  });

  test("signing up leads to the dashboard, whose tabs work", async ({ page }) => {
    const complaints = await watchPolicy(page);
    await page.goto("/signup");
    await waitForHydration(page);
    const form = page.locator("main form").first();
    await form.getByLabel("Email").fill(`policy.${Date.now()}.${test.info().project.name}@example.com`);
    await form.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /Profile/ }).click();
    await expect(page).toHaveURL(/tab=profile/);
    expect(complaints).toEqual([]);
  });

  test("the purchase button opens the test checkout, and cancelling it returns", async ({ page }, testInfo) => {
    const complaints = await watchPolicy(page);
    // Not one of the logos the purchase tests buy (20s and 40s of the catalogue).
    const logo = CATALOGUE[testInfo.project.name.startsWith("mobile") ? 61 : 60]!;
    await page.goto(`/logo/${logo.id}`);
    await waitForHydration(page);
    await page.locator("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Purchase Cancelled" })).toBeVisible();
    expect(complaints).toEqual([]);
  });

  test("'Continue with Google' goes on to the identity provider and back", async ({ page }) => {
    const complaints = await watchPolicy(page);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.waitForLoadState();
    expect(complaints).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Three journeys, each on its own page: the prompt's answer is the logo page, which
  // refreshes itself until the logo is done, so a later navigation on that page would race
  // its refresh.
  test("the sign-in form posts from the page and is answered", async ({ page }) => {
    const complaints = await watchPolicy(page);
    await page.goto("/login");
    const form = page.locator("main form").first();
    await form.getByLabel("Email").fill("nobody@example.com");
    await form.getByLabel("Password", { exact: true }).fill("not the password");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.locator("body")).not.toContainText("another site");
    expect(complaints).toEqual([]);
  });

  test("the prompt posts from the page and leads to the logo's page", async ({ page }) => {
    const complaints = await watchPolicy(page);
    await page.goto("/");
    const bar = page.getByRole("form", { name: "Prompt" });
    await bar.getByRole("textbox").fill("A fox for a bakery called Ember Bakehouse");
    await bar.getByRole("button", { name: "Generate logo" }).click();
    await expect(page).toHaveURL(/\/logo\/logo_/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(complaints).toEqual([]);
  });

  test("the contact form's answer, a redirect to a mailto: address, is allowed by form-action", async ({ page }) => {
    const complaints = await watchPolicy(page);
    await page.goto("/support");
    const contact = page.getByRole("form", { name: "Contact Us" });
    await contact.getByLabel("Name").fill("Ada Lovelace");
    await contact.getByLabel("Email").fill("ada@example.com");
    await contact.getByLabel("Subject").selectOption("Technical Support");
    await contact.getByLabel("Message").fill("The download won't start.");
    const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/support");
    const mailto = page.waitForRequest(/^mailto:/);
    await contact.getByRole("button", { name: "Send Message" }).click();
    expect((await answered).headers()["location"]).toMatch(/^mailto:/);
    // The browser follows the redirect to the mail program: a request form-action allowed.
    await mailto;
    expect(complaints).toEqual([]);
  });
});

test("static files, answered before the Worker runs, carry the policy's headers too", async ({ request }) => {
  const manifest = await request.get("/");
  const script = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(await manifest.text());
  for (const path of ["/favicon.svg", CATALOGUE[5]!.image, script?.[1] ?? script?.[2] ?? ""]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(response.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});

test("another site cannot frame the pages", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refused.push(message.text());
  });
  await page.setContent(`<iframe title="framed" src="${BASE_URL}/logo/${CATALOGUE[5]!.id}"></iframe>`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  const framed = page.frames().find((frame) => frame.url().startsWith(BASE_URL));
  expect(await framed?.locator("button").count().catch(() => 0) ?? 0).toBe(0);
});
