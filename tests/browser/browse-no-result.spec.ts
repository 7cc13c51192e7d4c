import { expect, test, type Page } from "@playwright/test";
import { shownNames } from "./catalogue-answers.ts";
import { cardNames, clickWithMouse, isMobile, PHONE, visibleSearchBox, waitForHydration } from "./helpers.ts";
import { press } from "./journey-helpers.ts";

/**
 * A search with no result (issue 33) is no dead end: it says what was looked for, the
 * search shows beside the filters where the search box is out of sight (a phone's is in
 * the menu), the empty result is where the visitor looks, and 'Design it with AI' carries
 * the words and the filters into the prompt bar, as a plain link.
 */

const filters = (page: Page) => page.getByRole("region", { name: "Filters" });
const promptBox = (page: Page) => page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
const noLogos = (page: Page) => page.getByText("No logos found matching your criteria.");

test.describe("a search with no result", PHONE, () => {
  test("'bakery' in Nature says what was looked for, and the search shows beside the filters, removable", async ({ page }) => {
    await page.goto("/browse?search=bakery&category=Nature");
    await waitForHydration(page);
    await expect(noLogos(page)).toBeVisible();
    await expect(page.getByText("You looked for “bakery” in Nature.")).toBeVisible();
    // On a phone the header's box is in the closed menu: the panel says a search is on.
    const search = filters(page).getByTestId("active-search");
    await expect(search).toBeVisible();
    await expect(search).toContainText("Search: “bakery”");
    await press(page, filters(page).getByRole("link", { name: "Remove the search “bakery”" }));
    await expect(page).toHaveURL(/\/browse\?category=Nature$/);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ category: "Nature" }));
    await expect(filters(page).getByTestId("active-search")).toHaveCount(0);
  });

  test("'Design it with AI' fills the prompt bar with the words and the filters, ready for the brand's name", async ({ page }) => {
    await page.goto("/browse?search=bakery&category=Nature&tags=leaf");
    await waitForHydration(page);
    await press(page, page.getByRole("link", { name: "Design it with AI" }));
    await expect(promptBox(page)).toHaveValue("A logo for bakery, nature theme, with leaf. Brand name: ");
    await expect(promptBox(page)).toBeFocused();
    // The buyer adds the name and sends it: a new logo starts from those words.
    await promptBox(page).press("End");
    await promptBox(page).pressSequentially("Crumb");
    await promptBox(page).press("Enter");
    await page.waitForURL(/\/logo\/logo_/);
  });

  test("on a laptop, a chip chosen far down the filters shows the empty result where the visitor looks", async ({ page }) => {
    test.skip(isMobile(page), "a phone's results are below the filters, which are one row each");
    await page.goto("/browse?search=bakery");
    await waitForHydration(page);
    // The last tag chip, at the bottom of the tall filters: no bakery logo has it.
    const chips = filters(page).getByRole("list", { name: "Tags" }).getByRole("link");
    const last = chips.last();
    const tag = (await last.textContent())!.trim();
    await clickWithMouse(page, last);
    await expect(page).toHaveURL(new RegExp(`tags=${encodeURIComponent(tag)}`));
    expect(await page.evaluate(() => window.scrollY), "the page stayed scrolled down").toBeGreaterThan(0);
    await expect(noLogos(page)).toBeInViewport();
    await expect(page.getByRole("link", { name: "Design it with AI" })).toBeInViewport();
  });

  test("the search box's 'Ctrl K' leaves the box's clear button free once there are words in it", async ({ page }) => {
    test.skip(isMobile(page), "the badge is shown on wide screens only");
    await page.goto("/browse");
    await waitForHydration(page);
    const box = await visibleSearchBox(page);
    const badge = page.locator("header form:has(#header-search) kbd");
    await expect(badge).toBeVisible();
    await box.fill("bakery");
    await expect(badge).toBeHidden();
    // The clear button ends the box's text area (inside its right padding, where the badge
    // was): a click there empties the box.
    const area = (await box.boundingBox())!;
    const padding = await box.evaluate((input) => parseFloat(getComputedStyle(input).paddingRight));
    await page.mouse.click(area.x + area.width - padding - 7, area.y + area.height / 2);
    await expect(box).toHaveValue("");
    await expect(badge).toBeVisible();
  });
});

test.describe("a search with no result, without JavaScript", PHONE, () => {
  test.use({ javaScriptEnabled: false });

  for (const words of ['"Bäckerei" Zoë', "パン屋 さくら", "<b>&amp;"]) {
    test(`'Design it with AI' is a link that carries ${words} and the filters into the prompt, and the prompt posts`, async ({ page }) => {
      const query = new URLSearchParams({ search: words, category: "Sports" });
      query.append("tags", "bold");
      await page.goto(`/browse?${query}`);
      await expect(noLogos(page)).toBeVisible();
      await expect(page.getByText(`You looked for “${words}” in Sports tagged bold.`)).toBeVisible();
      await page.getByRole("link", { name: "Design it with AI" }).click();
      await expect(promptBox(page)).toHaveValue(`A logo for ${words}, sports theme, with bold. Brand name: `);
      // The filters stay as they were, with the empty result.
      await expect(noLogos(page)).toBeVisible();
      await promptBox(page).press("End");
      await promptBox(page).pressSequentially("Zoë's");
      await page.getByRole("button", { name: "Generate logo" }).click();
      await page.waitForURL(/\/logo\/logo_/);
    });
  }
});
