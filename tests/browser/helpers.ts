import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Fails on serious or critical accessibility violations, naming each one.
 *
 * axe runs in the page itself (legacy mode): the default opens a second, blank page for
 * every scan to merge the frames' results, which the product's pages (no frames) never need
 * and which cost about 0.3 s of a 1-1.5 s scan. Only violations are collected: the passes
 * and the incomplete results were never read.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/** Waits until React has hydrated the page, so client-side behaviour is wired. */
export async function waitForHydration(page: Page) {
  // A locator, not `waitForFunction`: that polls on every animation frame, which keeps the
  // browser drawing frames for as long as it waits (0.1 s of processor a second). A locator
  // also waits through a reload ('Try Again') to the new document's mark.
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The header search box a person can see at this width (the mobile one is in the menu). */
export async function visibleSearchBox(page: Page) {
  if (isMobile(page)) {
    const toggle = page.getByRole("button", { name: "Open menu" });
    if (await toggle.isVisible()) await toggle.click();
    return page.locator("#mobile-search");
  }
  return page.locator("#header-search");
}

/** The names on the logo cards of a grid, in order. */
export async function cardNames(page: Page) {
  return page.getByRole("region", { name: "Logos" }).getByRole("listitem").locator("p.font-semibold").allTextContents();
}

/**
 * Clicks a control the way a mouse does: scrolled into view, at the centre of its box,
 * after checking that the control (or something inside it) is what the pointer would hit
 * there. `locator.click()` can land past an overlay; this fails instead.
 */
export async function clickWithMouse(page: Page, locator: Locator) {
  // A page still settling (images and late sections arriving) can move the control after
  // the scroll: scroll and look again until it stays put; a real overlay still fails.
  // The box is read in the same look: a control re-rendered between the look and the read
  // (a carousel replacing its arrows after a change) has none for a moment.
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect(async () => {
    await scrollIntoView(locator);
    await expectUncovered(page, locator);
    box = await locator.boundingBox();
    expect(box, "The control has no box: it is not displayed").not.toBeNull();
  }).toPass({ timeout: 5_000 });
  const { x, y, width, height } = box!;
  await page.mouse.click(x + width / 2, y + height / 2);
}

/** Fails when anything else (a fixed bar, an overlay) is on top of the control's centre. */
export async function expectUncovered(page: Page, locator: Locator) {
  const hit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top) return "nothing";
    if (element === top || element.contains(top)) return "ok";
    // A visually hidden input's label (the swatches) counts as the control.
    if (element instanceof HTMLInputElement && element.labels && [...element.labels].some((label) => label.contains(top))) return "ok";
    return `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ""}.${String(top.className).slice(0, 80)}`;
  });
  expect(hit, `what is on top of ${locator}`).toBe("ok");
}

/**
 * Scrolls a control into view as the browser does for focus and for a person scrolling
 * to it: honouring the page's scroll padding (the fixed header and prompt bar).
 */
export async function scrollIntoView(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "nearest", inline: "nearest" }));
}

/**
 * Marks a test (or a describe) that also runs at a phone's size (playwright.config.ts's
 * mobile projects run only these): layout, touch, the mobile menu, the first screen, the
 * buying journeys. Everything else runs once, at 1280 x 800.
 */
export const PHONE = { tag: "@phone" } as const;

/**
 * Scrolls a part of the page that is an island (app/components/deferred-island.tsx) into
 * view by its id. The island's markup is replaced whole when its code arrives, so a handle
 * on an element inside it can be detached mid-action; the island's id stays.
 */
export async function scrollIslandIntoView(page: Page, id: string) {
  await expect.poll(() => page.evaluate((islandId) => {
    const island = document.getElementById(islandId);
    island?.scrollIntoView({ block: "center" });
    return Boolean(island);
  }, id)).toBe(true);
}


/**
 * The eight 'Branding Inspiration' mockups, each scrolled to as a visitor scrolls past it,
 * and the pictures they place. Their pictures load lazily once near the viewport, so on a
 * phone, where the mockups are four rows tall, no one scroll position loads them all.
 */
export async function mockupPictures(page: Page): Promise<string[]> {
  await scrollIslandIntoView(page, "branding-mockups");
  const figures = page.getByRole("region", { name: "Branding Inspiration" }).locator("figure");
  await expect(figures).toHaveCount(8);
  const sources: string[] = [];
  for (let n = 0; n < 8; n += 1) {
    const picture = figures.nth(n).locator("img");
    await expect(async () => {
      await figures.nth(n).evaluate((figure) => figure.scrollIntoView({ block: "center" }));
      await expect(picture).toHaveAttribute("src", /./, { timeout: 1_000 });
    }).toPass();
    sources.push((await picture.getAttribute("src"))!);
  }
  return sources;
}
