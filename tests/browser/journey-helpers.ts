/**
 * A careful buyer's journey (issue 21), shared by its specs: the pointer a person uses at
 * this size (a mouse at 1280 x 800, a finger at 390 x 844), the first screen measured
 * against the fixed header and prompt bar, and a generated logo made and bought the way a
 * visitor does it.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { clickWithMouse, expectUncovered, isMobile, scrollIntoView, waitForHydration } from "./helpers.ts";

export const GENERATION_TIMEOUT = 45_000;

/** The phone the issue names: 390 x 844 (the mobile project's device is a Pixel 7, with touch). */
export async function useIssueViewport(page: Page) {
  if (isMobile(page)) await page.setViewportSize({ width: 390, height: 844 });
}

/** A tap on a phone, a mouse click on a desktop: at the control's centre, after checking nothing covers it. */
export async function press(page: Page, locator: Locator) {
  if (!isMobile(page)) return clickWithMouse(page, locator);
  await expect(async () => {
    await scrollIntoView(locator);
    await expectUncovered(page, locator);
  }).toPass({ timeout: 5_000 });
  await locator.tap();
}

/**
 * The element is whole on the first screen: below the fixed header, inside the width,
 * and above the fixed prompt bar (read from the boxes, with the page unscrolled).
 */
export async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  const header = await page.locator("header").first().boundingBox();
  const bar = await page.getByRole("form", { name: "Prompt" }).boundingBox();
  expect(box, `${what} is displayed`).not.toBeNull();
  expect(await page.evaluate(() => window.scrollY), "the page is unscrolled").toBe(0);
  expect(box!.y, `${what} starts below the header`).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(box!.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the screen`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height, `${what} ends above the prompt bar (${bar!.y})`).toBeLessThanOrEqual(bar!.y + 0.5);
}

/** Types a prompt into the bar and sends it; the page moves to the new logo. */
export async function generateLogo(page: Page, prompt: string) {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
  await box.fill(prompt);
  await box.press("Enter");
  await page.waitForURL(/\/logo\/logo_/);
  await waitForHydration(page);
}

/**
 * Holds the page's next request for a logo (`POST /agent/chat`) until the answer's
 * `release()`: a generation takes well under a second, so what the page shows while one is
 * under way stays on screen only as long as the test looks at it, however busy the machine.
 */
export async function holdNextGeneration(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/agent/chat", async (route) => {
    await held;
    await route.continue();
  }, { times: 1 });
  return { release };
}

/** The logo on the page is finished and for sale to its maker. */
export async function expectForSale(page: Page) {
  await expect(page.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
}

/** Purchase for $9.99, then the local test checkout's payment: the success page. */
export async function buyOnThisPage(page: Page, email: string) {
  await press(page, page.locator("main").getByRole("button", { name: "Purchase for $9.99" }));
  await expect(page).toHaveURL(/\/test-checkout\/tcs_/, { timeout: 15_000 });
  // The provider's page has no prompt bar over its button, nor does its stand-in.
  await expect(page.getByRole("form", { name: "Prompt" })).toHaveCount(0);
  await page.getByLabel("Email for the receipt").fill(email);
  await press(page, page.getByRole("button", { name: "Complete test payment" }));
  await expect(page.getByRole("heading", { name: "Purchase Successful!" })).toBeVisible({ timeout: 15_000 });
}

/** The pixels a picture element actually shows (0 when it failed or has not loaded). */
export async function loadedWidth(image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete), { timeout: 10_000 }).toBe(true);
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}
