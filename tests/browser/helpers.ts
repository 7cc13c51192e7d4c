import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on serious or critical accessibility violations, naming each one. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/** Waits until React has hydrated the page, so client-side behaviour is wired. */
export async function waitForHydration(page: Page) {
  // Called right after an action that reloads the page ('Try Again'), the check may run
  // while the old document is gone and the new one has no root element yet.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
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
