import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

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

/**
 * What a person with a mouse does: move to the middle of the control and click there.
 * Fails first if something else (a fixed bar, an overlay) is what lies at that point,
 * since that is what would get the click (locator.click() can dispatch past it).
 */
export async function clickWithMouse(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, "the control is on screen").not.toBeNull();
  const x = box!.x + box!.width / 2;
  const y = box!.y + box!.height / 2;
  expect(await control.evaluate((element, [px, py]) => {
    const hit = document.elementFromPoint(px!, py!);
    return hit !== null && (element === hit || element.contains(hit));
  }, [x, y]), "nothing covers the control's centre").toBe(true);
  await page.mouse.click(x, y);
}

/**
 * The names of the visible interactive elements inside `scope` whose centre is covered
 * by something else (a fixed bar, an overlay): none, on a page a person can use.
 */
export async function coveredControls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const covered: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex='0']")) {
      const box = element.getBoundingClientRect();
      // What a person cannot see is not theirs to click (a radio drawn as its swatch, a closed panel).
      if (box.width < 4 || box.height < 4) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      element.scrollIntoView({ block: "center", inline: "center" });
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      if (hit && hit !== element && !element.contains(hit)) {
        covered.push(`${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}" under ${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ""}`);
      }
    }
    return covered;
  });
}
