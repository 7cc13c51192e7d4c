import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { clickWithMouse, expectUncovered, mockupPictures, PHONE, scrollIntoView, waitForHydration } from "./helpers.ts";

/**
 * Every action of the logo page with a mouse (issue 14: once a logo had two versions the
 * carousel took every click), with one version and with three, at both viewports. Clicks
 * go through `clickWithMouse`: at the control's centre, after checking nothing covers it.
 */

const LOGO = CATALOGUE[0]!;
const OTHER = CATALOGUE[1]!;
const THIRD = CATALOGUE[2]!;

/** Two refinements of the catalogue logo, as this browser keeps them: three versions. */
async function seedRefinements(page: Page) {
  const logo = (n: number, image: string) => ({
    id: `logo_170000000000${n}_seed${n}`,
    name: `Refinement ${n}`,
    priceCents: 999,
    image,
    bgColor: "bg-white",
    category: "Custom",
    tags: [],
    description: `The refinement number ${n}`,
    isGenerated: true,
    isGenerating: false,
    generationId: `gen_170000000000${n}_seed${n}`,
    generationPrompt: "Make it blue",
    prompt: "Make it blue",
    generationProgress: 100,
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    parentLogoId: null,
    revisionGroupId: "revgroup_1700000000000_seed",
    partialImage: null,
    isWatermarked: true,
    hasFullVersion: true,
    browseLogo: { url: LOGO.image, name: LOGO.name },
  });
  const logos = [logo(1, OTHER.image), logo(2, THIRD.image)];
  const group = {
    id: "revgroup_1700000000000_seed",
    originalLogoId: String(LOGO.id),
    logoIds: [],
    latestLogoId: logos[1]!.id,
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-22T10:00:00.000Z",
    originalLogoSource: "browse",
    refinementIds: logos.map((entry) => entry.id),
  };
  // The server does not know these versions: it answers for them as it would for a
  // refinement whose agent made a picture without a background (the mockups show it).
  await page.route(/\/api\/logos\/offers\?/, (route) =>
    route.fulfill({
      json: {
        offers: Object.fromEntries(logos.map((entry) => [entry.id, { offer: { kind: "for-sale", purchaseId: entry.generationId }, picture: null, transparentPicture: entry.image }])),
      },
    }),
  );
  await page.addInitScript(
    ([stored, groups]) => {
      if (localStorage.getItem("generatedLogos")) return;
      localStorage.setItem("generatedLogos", JSON.stringify(stored));
      localStorage.setItem("revisionGroups", JSON.stringify(groups));
    },
    [logos, [group]] as const,
  );
}

async function openLogo(page: Page) {
  await page.goto(`/logo/${LOGO.id}`);
  await waitForHydration(page);
}

/** What the purchase button posts to the checkout (with JavaScript, Remix's `/checkout.data`). */
async function watchCheckout(page: Page) {
  const posted: string[] = [];
  await page.route(/\/checkout(\.data)?$/, async (route) => {
    posted.push(route.request().postData() ?? "");
    await route.continue();
  });
  return posted;
}

async function everyActionWorks(page: Page, versions: number) {
  const main = page.locator("main");
  // The heart.
  const heart = main.getByRole("button", { name: "Favorite" });
  await clickWithMouse(page, heart);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await clickWithMouse(page, heart);
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  // The try-on picker and a swatch.
  await clickWithMouse(page, main.locator("summary", { hasText: "Try on a background" }));
  const swatch = page.getByTitle("Blue 200");
  await expect(swatch).toBeVisible();
  await clickWithMouse(page, swatch);
  await expect(page.getByRole("radio", { name: "Blue 200" })).toBeChecked();
  await expect(page.getByTestId("logo-stage")).toHaveClass(/bg-blue-200/);
  await page.keyboard.press("Escape");
  await clickWithMouse(page, page.getByRole("heading", { level: 1 }));

  // Share, and its dialog's close button.
  await clickWithMouse(page, main.getByRole("button", { name: "Share" }));
  const dialog = page.getByRole("dialog", { name: "Share this logo" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  if (versions > 1) {
    const label = page.getByTestId("version-label");
    await expect(label).toContainText(`Version 1 of ${versions}`);
    await clickWithMouse(page, page.getByRole("button", { name: "Next version" }));
    await expect(label).toContainText(`Version 2 of ${versions}`);
    await clickWithMouse(page, page.getByRole("button", { name: `Version ${versions}`, exact: true }));
    await expect(label).toContainText(`Version ${versions} of ${versions}`);
    await expect(label).toContainText("Nov 22");
    // The mockups show the version on screen, not the original.
    expect(await mockupPictures(page)).toEqual(Array(8).fill(THIRD.image));
    // A press on the picture without moving is no swipe.
    const stage = page.getByTestId("logo-stage");
    await clickWithMouse(page, stage);
    await expect(label).toContainText(`Version ${versions} of ${versions}`);
    // A drag to the right goes back one version.
    await stage.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 6 });
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(label).toContainText(`Version ${versions - 1} of ${versions}`);
    await clickWithMouse(page, page.getByRole("button", { name: "Previous version" }));
    await expect(label).toContainText(`Version ${versions - 2} of ${versions}`);
  }

  // Purchase last: it leaves the page.
  const posted = await watchCheckout(page);
  await clickWithMouse(page, main.getByRole("button", { name: "Purchase for $9.99" }));
  // The test checkout opens; or, while the other viewport's run holds this logo in its own
  // checkout, the button says so. Either way the click reached the button.
  const checkoutPage = page.getByRole("heading", { name: "Test checkout" });
  await expect(checkoutPage.or(page.getByText("This logo is being purchased by someone else"))).toBeVisible({ timeout: 15_000 });
  // One post, buying this logo (the form also tells the browser's time zone).
  expect(posted.map((body) => new URLSearchParams(body).getAll("logoIds"))).toEqual([[`original_${LOGO.id}`]]);
  // Leave the checkout, so the logo is free again for the next run.
  if (await checkoutPage.isVisible()) {
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Purchase Cancelled" })).toBeVisible();
  }
}

/** Every control in main that is inside the viewport, checked at its centre. */
async function expectNothingCovered(page: Page) {
  const controls = page.locator("main").locator("button:visible, a:visible, summary:visible, textarea:visible, input:not(.sr-only):visible");
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let n = 0; n < count; n += 1) {
    const control = controls.nth(n);
    // As clickWithMouse does: a page still settling (the versions read from this browser,
    // their islands arriving) can move the control after the scroll; a real overlay still fails.
    await expect(async () => {
      await scrollIntoView(control);
      await expectUncovered(page, control);
    }).toPass({ timeout: 5_000 });
  }
}

test.describe("logo page with a mouse", PHONE, () => {
  test("one version: heart, background, share and Purchase each take a click", async ({ page }) => {
    await openLogo(page);
    await expect(page.getByTestId("version-label")).toHaveCount(0);
    await everyActionWorks(page, 1);
  });

  test("three versions: the carousel never swallows a click, and swipes with a drag", async ({ page }) => {
    await seedRefinements(page);
    await openLogo(page);
    await everyActionWorks(page, 3);
  });

  test("no fixed element covers a control of the page, scrolled to anywhere", async ({ page }) => {
    await seedRefinements(page);
    await openLogo(page);
    await expectNothingCovered(page);
    // At the very bottom the last controls end above the prompt bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.getByRole("form", { name: "Prompt" });
    const barTop = (await bar.boundingBox())!.y;
    const lastControl = page.locator("footer a:visible").last();
    const lastBox = (await lastControl.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barTop);
  });

  for (const path of ["/", "/my-logos", "/browse"]) {
    test(`no fixed element covers a control of ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNothingCovered(page);
    });
  }
});
