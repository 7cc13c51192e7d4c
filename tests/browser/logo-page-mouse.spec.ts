import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle";
import { clickWithMouse, coveredControls, waitForHydration } from "./helpers";

/**
 * The logo page with a real mouse (issue 14): every action, with one version and with
 * two, clicked at its centre with page.mouse (locator.click() would dispatch past an
 * element that swallows the click). The version carousel must never take a click.
 */

const LOGO = CATALOGUE[4]!;
const GENERATION_TIMEOUT = 30_000;

async function openLogo(page: Page) {
  await page.goto(`/logo/${LOGO.id}?source=browse`);
  await waitForHydration(page);
}

/** Refines the catalogue logo once: the page then has two versions, the refinement on screen. */
async function refineOnce(page: Page) {
  const box = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
  await box.fill("make the background white");
  await box.press("Enter");
  const carousel = page.getByRole("region", { name: "Versions" });
  await expect(carousel.getByRole("button", { name: "Version 2" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
  return carousel;
}

async function expectEveryActionAnswersTheMouse(page: Page) {
  const main = page.locator("main");

  await clickWithMouse(page, main.getByRole("button", { name: "Share" }));
  const share = page.getByRole("dialog", { name: "Share this logo" });
  await expect(share).toBeVisible();
  await clickWithMouse(page, share.getByRole("button", { name: "Close" }));
  await expect(share).toBeHidden();

  await clickWithMouse(page, main.locator("summary", { hasText: "Preview background" }));
  await expect(page.getByRole("radio", { name: "Green 200" })).toBeAttached();
  await clickWithMouse(page, page.getByTitle("Green 200"));
  await expect(page.getByRole("radio", { name: "Green 200" })).toBeChecked();

  await clickWithMouse(page, main.getByRole("button", { name: "Favorite" }));
  await expect(page.getByRole("button", { name: "Favorite" }).or(page.getByRole("dialog", { name: "Remove from Favorites?" })).first()).toBeVisible();
  const confirm = page.getByRole("dialog", { name: "Remove from Favorites?" });
  if (await confirm.isVisible()) await clickWithMouse(page, confirm.getByRole("button", { name: "Cancel" }));
  else await expect(main.getByRole("button", { name: "Favorite" })).toHaveAttribute("aria-pressed", "true");

  const purchase = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/checkout");
  await clickWithMouse(page, main.getByRole("button", { name: /^Purchase for \$9\.99$/ }));
  await purchase;
}

test.describe("the logo page with a mouse", () => {
  test.describe.configure({ timeout: 90_000 });

  test("every action of a logo with one version answers a mouse click", async ({ page }) => {
    await openLogo(page);
    await expectEveryActionAnswersTheMouse(page);
  });

  test("every action still answers once the logo has two versions, and a drag still swipes", async ({ page }) => {
    await openLogo(page);
    const carousel = await refineOnce(page);
    // A drag across the picture changes version, and the release is not taken for a click.
    const stage = carousel.getByRole("group", { name: /Version \d of 2/ });
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width / 3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 3 + 150, y, { steps: 6 });
    await page.mouse.up();
    await expect(carousel.getByRole("button", { name: "Version 1" })).toHaveAttribute("aria-current", "true");
    await clickWithMouse(page, carousel.getByRole("button", { name: "Next version" }));
    await expect(carousel.getByRole("button", { name: "Version 2" })).toHaveAttribute("aria-current", "true");
    await expectEveryActionAnswersTheMouse(page);
  });

  test("no fixed element covers a control of the logo page", async ({ page }) => {
    await openLogo(page);
    expect(await coveredControls(page.locator("main"))).toEqual([]);
  });
});
