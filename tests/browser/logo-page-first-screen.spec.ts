import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { expectUncovered, isMobile, PHONE, waitForHydration } from "./helpers.ts";
import { expectOnFirstScreen, press } from "./journey-helpers.ts";

/**
 * What the fixed prompt bar leaves of a logo page (issue 33): after a change the version
 * label, arrows and dots, and the preview background's swatches, are on the first screen
 * above the bar, at the sizes a buyer's laptop or phone has, with a short history and a
 * long one. They were under the bar (a dated label pushed the next arrow to a second row;
 * a long history's dots widened a phone's page), and the picker opened down into the bar
 * and past the screen's edge.
 */

const LOGO = CATALOGUE[0]!;

/**
 * Screens at each project's size: a mouse's laptop, a short and narrow one, and a tablet; a
 * finger's phone and the smallest common one (the sizes between behave as their neighbours).
 */
const DESKTOP_SCREENS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];
const PHONE_SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

/**
 * `count - 1` refinements of the catalogue logo, as this browser keeps them after asking
 * for changes: the page shows `count` versions, each refinement with its date.
 */
async function seedVersions(page: Page, count: number) {
  const group = "revgroup_1700000000000_first";
  const logos = Array.from({ length: count - 1 }, (_, n) => ({
    id: `logo_17000000${String(n).padStart(5, "0")}_first${n}`,
    name: `Refinement ${n + 1}`,
    priceCents: 999,
    image: CATALOGUE[1 + (n % 4)]!.image,
    bgColor: "bg-white",
    category: "Custom",
    tags: [],
    description: `Refinement ${n + 1}`,
    isGenerated: true,
    isGenerating: false,
    generationId: `gen_17000000${String(n).padStart(5, "0")}_first${n}`,
    generationPrompt: "Make it blue",
    prompt: "Make it blue",
    generationProgress: 100,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(),
    parentLogoId: null,
    revisionGroupId: group,
    partialImage: null,
    isWatermarked: true,
    hasFullVersion: true,
    browseLogo: { url: LOGO.image, name: LOGO.name },
  }));
  await page.route(/\/api\/logos\/offers\?/, (route) =>
    route.fulfill({
      json: { offers: Object.fromEntries(logos.map((logo) => [logo.id, { offer: { kind: "for-sale", purchaseId: logo.generationId }, picture: null, transparentPicture: logo.image }])) },
    }),
  );
  const groups = [
    { id: group, originalLogoId: String(LOGO.id), logoIds: [], latestLogoId: logos.at(-1)!.id, createdAt: logos[0]!.createdAt, updatedAt: logos.at(-1)!.createdAt, originalLogoSource: "browse", refinementIds: logos.map((logo) => logo.id) },
  ];
  await page.addInitScript(
    ([stored, kept]) => {
      localStorage.setItem("generatedLogos", JSON.stringify(stored));
      localStorage.setItem("revisionGroups", JSON.stringify(kept));
    },
    [logos, groups] as const,
  );
}

async function expectPageFitsWidth(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, "the page is no wider than the screen").toBeLessThanOrEqual(widths.screen);
}

/** A later version, so its label carries its date (the longest label). */
async function showLastVersion(page: Page, count: number) {
  const next = page.getByRole("button", { name: "Next version" });
  const label = page.getByTestId("version-label");
  // A few steps by the arrow as a buyer does, then the last by its dot.
  await press(page, next);
  await expect(label).toContainText(`Version 2 of ${count}`);
  if (count > 2) {
    await page.getByRole("button", { name: `Version ${count}`, exact: true }).evaluate((dot: HTMLButtonElement) => dot.click());
    await expect(label).toContainText(`Version ${count} of ${count}`);
  }
  await expect(label).toContainText("UTC");
}

for (const count of [2, 30]) {
  test.describe(`a logo with ${count} versions`, PHONE, () => {
    test("the version label, arrows and current dot are on the first screen, above the prompt bar", async ({ page }) => {
      await seedVersions(page, count);
      for (const screen of isMobile(page) ? PHONE_SCREENS : DESKTOP_SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(`/logo/${LOGO.id}`);
        await waitForHydration(page);
        await showLastVersion(page, count);
        await page.evaluate(() => window.scrollTo(0, 0));
        const where = `at ${screen.width} x ${screen.height}`;
        await expectPageFitsWidth(page);
        await expectOnFirstScreen(page, page.getByTestId("version-label"), `the version label ${where}`);
        for (const name of ["Previous version", "Next version"]) {
          await expectOnFirstScreen(page, page.getByRole("button", { name }), `'${name}' ${where}`);
          await expectUncovered(page, page.getByRole("button", { name }));
        }
        const current = page.getByTestId("version-dots").locator('[aria-current="true"]');
        await expectOnFirstScreen(page, current, `the current version's dot ${where}`);
        // The dots scroll inside their row: the current one is inside the row's box.
        const row = (await page.getByTestId("version-dots").boundingBox())!;
        const dot = (await current.boundingBox())!;
        expect(dot.x, `the current dot is inside its row ${where}`).toBeGreaterThanOrEqual(row.x);
        expect(dot.x + dot.width, `the current dot is inside its row ${where}`).toBeLessThanOrEqual(row.x + row.width + 0.5);
        await expectUncovered(page, current);
        // And it works from there: back one version.
        await press(page, page.getByRole("button", { name: "Previous version" }));
        await expect(page.getByTestId("version-label")).toContainText(`Version ${count - 1} of ${count}`);
      }
    });
  });
}

test.describe("the try-on background picker", PHONE, () => {
  test("opens whole on the screen, above the prompt bar, every swatch takes a press, and its note leaves the versions in view", async ({ page }) => {
    await seedVersions(page, 2);
    const opener = page.locator("main summary", { hasText: "Try on a background" });
    const panel = page.locator("main details[open] > [role=group]");
    for (const screen of isMobile(page) ? PHONE_SCREENS : DESKTOP_SCREENS) {
      await page.setViewportSize(screen);
      await page.goto(`/logo/${LOGO.id}`);
      await waitForHydration(page);
      // The catalogue logo (heart, try-on, Share), then its refinement (Delete too: the
      // try-on's button sits further from the row's end).
      for (const version of [1, 2]) {
        const where = `at ${screen.width} x ${screen.height}, version ${version}`;
        if (version === 2) {
          await press(page, page.getByRole("button", { name: "Next version" }));
          await expect(page.locator("main").getByRole("button", { name: "Delete this logo" })).toBeVisible();
        }
        await press(page, opener);
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        const header = (await page.locator("header").first().boundingBox())!;
        const bar = (await page.getByRole("form", { name: "Prompt" }).boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(box.x, `the picker starts inside the screen ${where}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `the picker ends inside the screen ${where}`).toBeLessThanOrEqual(viewport.width);
        expect(box.y, `the picker starts below the header ${where}`).toBeGreaterThanOrEqual(header.y + header.height);
        expect(box.y + box.height, `the picker ends above the prompt bar ${where}`).toBeLessThanOrEqual(bar.y);
        if (version === 1) {
          await page.keyboard.press("Escape");
          continue;
        }
        // The design's own background, then the 46 try-on colours.
        const swatches = panel.locator("label");
        await expect(swatches).toHaveCount(47);
        for (let n = 0; n < 47; n += 1) await expectUncovered(page, swatches.nth(n));
        await press(page, page.getByTitle("Blue 200"));
        await expect(page.getByRole("radio", { name: "Blue 200" })).toBeChecked();
        await page.keyboard.press("Escape");
        // Trying a colour on says so under the actions; the versions stay above the bar.
        await expect(page.getByRole("status").filter({ hasText: "Trying on Blue 200" })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectOnFirstScreen(page, page.getByTestId("version-label"), `the version label with the try-on's note ${where}`);
        for (const name of ["Previous version", "Next version"]) {
          await expectOnFirstScreen(page, page.getByRole("button", { name }), `'${name}' with the try-on's note ${where}`);
          await expectUncovered(page, page.getByRole("button", { name }));
        }
      }
    }
  });
});

/**
 * Code that arrives late never moves what is already under the visitor's hand: the stage
 * keeps its place when the carousel's controls load (it was rebuilt then, and an open
 * picker closed), and the heart keeps its place when the tools beside it load (it moved,
 * and a press meant for it opened the picker). Each late module is held back here until
 * the page is in use, as a slow network does.
 */
test.describe("late code moves nothing", PHONE, () => {
  /** Holds back the module whose file name starts with `name` until `release()`. */
  async function holdModule(page: Page, name: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    return { release, asked: () => asked };
  }

  test("an open try-on picker stays open when the versions' controls arrive", async ({ page }) => {
    await seedVersions(page, 2);
    const controls = await holdModule(page, "swipeable-versions");
    await page.goto(`/logo/${LOGO.id}`);
    await waitForHydration(page);
    await expect.poll(controls.asked).toBe(true);
    const opener = page.locator("main summary", { hasText: "Try on a background" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("radio", { name: "Blue 200" }).check({ force: true });
    controls.release();
    await expect(page.getByTestId("version-label")).toContainText("Version 1 of 2");
    await expect(page.locator("main details[open] > [role=group]")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Blue 200" })).toBeChecked();
  });

  test("the prompt bar's height reserved before it measures itself is the height it measures: the stage does not move when it does", async ({ page }) => {
    await page.goto(`/logo/${LOGO.id}`);
    await waitForHydration(page);
    const read = (name: string) => page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
    await expect.poll(() => read("--prompt-bar-height")).not.toBe("");
    expect(await read("--prompt-bar-height")).toBe(await read("--prompt-bar-default"));
  });

  test("the heart keeps its place when the tools beside it arrive", async ({ page }) => {
    const tools = await holdModule(page, "logo-tools");
    await page.goto(`/logo/${LOGO.id}`);
    await waitForHydration(page);
    await expect.poll(tools.asked).toBe(true);
    const heart = page.locator("main").getByRole("button", { name: "Favorite" });
    const before = (await heart.boundingBox())!;
    tools.release();
    await expect(page.locator("main summary", { hasText: "Try on a background" })).toBeVisible();
    expect(await heart.boundingBox()).toEqual(before);
  });
});

test.describe("without JavaScript no place is held for tools that never come", PHONE, () => {
  test.use({ javaScriptEnabled: false });

  test("the heart sits at the row's end", async ({ page }) => {
    await page.goto(`/logo/${LOGO.id}`);
    const heart = page.locator("main").getByRole("button", { name: "Favorite" });
    const row = page.locator("main").getByRole("toolbar", { name: "Logo actions" });
    const [heartBox, rowBox] = [(await heart.boundingBox())!, (await row.boundingBox())!];
    expect(Math.abs(heartBox.x + heartBox.width - (rowBox.x + rowBox.width))).toBeLessThan(1);
  });
});
