import { expect, test, type Page } from "@playwright/test";
import { expectedCountText, matchCount, shownNames } from "./catalogue-answers.ts";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { cardNames, expectNoSeriousA11yViolations, isMobile, PHONE, visibleSearchBox, waitForHydration } from "./helpers.ts";

async function openBrowse(page: Page, query = "") {
  await page.goto(`/browse${query}`);
  await waitForHydration(page);
}

const filters = (page: Page) => page.getByRole("region", { name: "Filters" });

test.describe("browse", () => {
  test("lists the whole catalogue a page at a time with heading, intro and count", async ({ page }) => {
    await openBrowse(page);
    await expect(page.getByRole("heading", { level: 1, name: "Browse Logos" })).toBeVisible();
    // The catalogue is more than one page: the count names the range and the total.
    expect(matchCount({})).toBe(CATALOGUE.length);
    expect(shownNames({}).length).toBeLessThan(CATALOGUE.length);
    await expect(page.getByText(expectedCountText({}))).toBeVisible();
    expect(await cardNames(page)).toEqual(shownNames({}));

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(expectedCountText({}, 2))).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(shownNames({}, 2));
  });

  test("cards far below the screen are drawn as they come near, then shown whole with their pictures", PHONE, async ({ page }) => {
    await openBrowse(page);
    const cards = page.getByRole("region", { name: "Logos" }).getByRole("listitem");
    // Whether the browser draws the card now, or skips it until it nears the screen
    // (content-visibility: auto; it stays in the page for find-in-page and screen readers).
    const drawn = (card: typeof cards) => card.getByRole("link").evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(cards.first())).toBe(true);
    const last = cards.last();
    expect(await drawn(last)).toBe(false);
    await expect(last.getByRole("link")).toHaveAccessibleName(/\S/);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect.poll(() => last.getByRole("img").first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await expect(last.getByRole("img").first()).toBeInViewport();
  });

  test("cards drawn as they come near keep the page still: 'Next', scrolled to, stays under the pointer", PHONE, async ({ page }) => {
    await openBrowse(page);
    // The rows between the first and 'Next' are drawn only once they near the screen: each
    // must have held its own height until then, or the page jumps and a click lands on the
    // footer (it did, by 405 px on a laptop).
    const tops = await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).evaluate(async (next) => {
      next.scrollIntoView({ block: "end" });
      const seen: number[] = [];
      for (let frame = 0; frame < 10; frame += 1) {
        seen.push(Math.round(next.getBoundingClientRect().top));
        await new Promise(requestAnimationFrame);
      }
      return seen;
    });
    expect(new Set(tops).size, `'Next' moved: ${tops.join(", ")}`).toBe(1);
  });

  test("category chips are single-select and clicking again clears", async ({ page }) => {
    await openBrowse(page);
    await filters(page).getByRole("link", { name: "Animals", exact: true }).click();
    await expect(page).toHaveURL(/category=Animals/);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ category: "Animals" }));
    await expect(page.getByText(expectedCountText({ category: "Animals" }))).toBeVisible();
    await filters(page).getByRole("link", { name: "Nature", exact: true }).click();
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ category: "Nature" }));
    await expect(page.getByTestId("active-filter-count")).toHaveText("1");
    await filters(page).getByRole("link", { name: /^Nature/ }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({}));
    await expect(page.getByText(expectedCountText({}))).toBeVisible();
  });

  test("tags accumulate (any of them) and combine with category and search by AND", async ({ page }) => {
    await openBrowse(page);
    await filters(page).getByRole("link", { name: "elegant", exact: true }).click();
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ tags: ["elegant"] }));
    await expect(page.getByText(expectedCountText({ tags: ["elegant"] }))).toBeVisible();
    await filters(page).getByRole("link", { name: "bold", exact: true }).click();
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ tags: ["elegant", "bold"] }));
    await expect(page.getByText(expectedCountText({ tags: ["elegant", "bold"] }))).toBeVisible();
    await expect(page.getByTestId("active-filter-count")).toHaveText("2");

    await filters(page).getByRole("link", { name: "Mythology", exact: true }).click();
    const combined = { category: "Mythology", tags: ["elegant", "bold"] };
    // Narrower than either tag alone, and still some: the AND is visible in the result.
    expect(matchCount(combined)).toBeGreaterThan(0);
    expect(matchCount(combined)).toBeLessThan(matchCount({ category: "Mythology" }));
    await expect.poll(() => cardNames(page)).toEqual(shownNames(combined));
    await expect(page.getByTestId("active-filter-count")).toHaveText("3");

    await openBrowse(page, "?search=fire&category=Mythology&tags=elegant&tags=bold");
    expect(await cardNames(page)).toEqual(shownNames({ search: "fire", category: "Mythology", tags: ["elegant", "bold"] }));

    await filters(page).getByRole("link", { name: "Clear all" }).click();
    await expect(page.getByTestId("active-filter-count")).toHaveCount(0);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ search: "fire" }));
  });

  test("an empty result says so and 'Clear filters' brings everything back", async ({ page }) => {
    await openBrowse(page, "?search=zzqxv&category=Sports");
    await expect(page.getByText("No logos found matching your criteria.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByText(expectedCountText({}))).toBeVisible();
  });

  test("a card opens the logo with source=browse", async ({ page }) => {
    await openBrowse(page);
    await page.getByRole("link", { name: new RegExp(CATALOGUE[1]!.name) }).first().click();
    await expect(page).toHaveURL(/\/logo\/2\?source=browse$/);
  });

  test("select mode picks logos and Personalize sends them to the prompt bar", PHONE, async ({ page }) => {
    await openBrowse(page);
    await page.evaluate(() => {
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener("logo:personalize", (event) =>
        (window as unknown as { received: unknown[] }).received.push((event as CustomEvent).detail),
      );
    });
    await page.getByRole("button", { name: "Select", exact: true }).click();
    const cards = page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button");
    await cards.nth(0).click();
    await cards.nth(2).click();
    await expect(cards.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/browse$/); // selecting does not navigate
    await page.getByRole("button", { name: "Personalize (2)" }).click();

    const received = await page.evaluate(() => (window as unknown as { received: { message: string; logos: { name: string }[] }[] }).received);
    expect(received).toHaveLength(1);
    expect(received[0]!.logos.map((logo) => logo.name)).toEqual([CATALOGUE[0]!.name, CATALOGUE[2]!.name]);
    expect(received[0]!.message).toContain(CATALOGUE[0]!.name);
    // Personalize leaves select mode.
    await expect(page.getByRole("button", { name: /Personalize/ })).toHaveCount(0);
  });

  test("leaving select mode clears the selection", async ({ page }) => {
    await openBrowse(page);
    const toggle = page.getByRole("button", { name: "Select", exact: true });
    await toggle.click();
    await page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button").first().click();
    await expect(page.getByRole("button", { name: "Personalize (1)" })).toBeVisible();
    await toggle.click();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Personalize (0)" })).toBeDisabled();
  });

  test("the page is never wider than the screen, and a selected chip is scrolled into view", PHONE, async ({ page }) => {
    // Sports is near the end of the categories: on a phone its row has to scroll to it.
    await openBrowse(page, "?category=Sports&tags=modern");
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const sports = filters(page).getByRole("link", { name: /^Sports/ });
    await expect(sports).toHaveAttribute("aria-current", "true");
    await expect(sports).toBeInViewport({ ratio: 1 });
    if (isMobile(page)) {
      // One sideways row per list instead of rows of chips: the logos begin on the first screen.
      await expect(page.getByText(expectedCountText({ category: "Sports", tags: ["modern"] }))).toBeInViewport();
    }
  });

  test("pages have no serious accessibility violations", async ({ page }) => {
    await openBrowse(page, "?category=Animals&tags=bold");
    await expectNoSeriousA11yViolations(page);
    await openBrowse(page, "?search=zzqxv");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("header search", () => {
  test("typing on /browse filters live and an empty box clears the parameter", PHONE, async ({ page }) => {
    await openBrowse(page);
    const box = await visibleSearchBox(page);
    await box.fill("coffee");
    await expect(page).toHaveURL(/\/browse\?search=coffee$/);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ search: "coffee" }));
    await box.fill("");
    await expect(page).toHaveURL(/\/browse$/);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({}));
  });

  test("live search keeps the chosen filters", async ({ page }) => {
    await openBrowse(page, "?category=Animals");
    const box = await visibleSearchBox(page);
    await box.fill("dog");
    await expect(page).toHaveURL(/search=dog/);
    await expect(page).toHaveURL(/category=Animals/);
    await expect.poll(() => cardNames(page)).toEqual(shownNames({ search: "dog", category: "Animals" }));
  });

  test("Enter on another page goes to /browse?search={text}, or /browse when empty", PHONE, async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    let box = await visibleSearchBox(page);
    await box.fill("lion");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/browse\?search=lion$/);
    await expect(page.getByRole("heading", { level: 1, name: "Browse Logos" })).toBeVisible();

    await page.goto("/about");
    await waitForHydration(page);
    box = await visibleSearchBox(page);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/browse$/);
  });

  test("the box is filled from the search parameter", async ({ page }) => {
    await openBrowse(page, "?search=summit");
    await expect(await visibleSearchBox(page)).toHaveValue("summit");
  });

  test("Ctrl+K and Cmd+K focus the search box", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    const id = isMobile(page) ? "mobile-search" : "header-search";
    await expect(page.locator(`#${id}`)).toBeFocused();
    // Leave the box (on mobile, Escape also closes the menu it lives in).
    await page.keyboard.press("Escape");
    if (!isMobile(page)) await page.locator("h1").click();
    await expect(page.locator(`#${id}`)).not.toBeFocused();
    await page.keyboard.press("Meta+k");
    await expect(page.locator(`#${id}`)).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box is a GET form to /browse", async ({ page }) => {
    await page.goto("/about");
    if (isMobile(page)) {
      // The mobile menu needs JavaScript to open; its form is the same, so submit it directly.
      await page.locator("#mobile-search").evaluate((input: HTMLInputElement) => {
        input.value = "coffee";
        input.form!.submit();
      });
    } else {
      await page.locator("#header-search").fill("coffee");
      await page.locator("#header-search").press("Enter");
    }
    await expect(page).toHaveURL(/\/browse\?search=coffee$/);
    expect(await cardNames(page)).toEqual(shownNames({ search: "coffee" }));
  });

  test("the first row's pictures are in the server's page, the first one asked for first; the rest wait until near", async ({ page }) => {
    await page.goto("/browse");
    const markup = await page.locator("main li").filter({ has: page.locator('a[href^="/logo/"]') }).evaluateAll((cards) =>
      cards.slice(0, 6).map((card) => {
        const image = card.querySelector(":scope img")!;
        return { src: image.getAttribute("src"), priority: image.getAttribute("fetchpriority"), fallback: card.querySelector("noscript") !== null };
      }),
    );
    expect(markup.slice(0, 4).map((card) => card.src)).toEqual(CATALOGUE.slice(0, 4).map((logo) => logo.image));
    expect(markup.map((card) => card.priority)).toEqual(["high", null, null, null, null, null]);
    // Below the first row a card's picture waits for its code (or, without it, the <noscript> lazy image).
    expect(markup.slice(4).map((card) => ({ src: card.src, fallback: card.fallback }))).toEqual([{ src: null, fallback: true }, { src: null, fallback: true }]);
  });

  test("category and tag chips filter as plain links", async ({ page }) => {
    await page.goto("/browse");
    await filters(page).getByRole("link", { name: "Animals", exact: true }).click();
    await expect(page).toHaveURL(/category=Animals/);
    await filters(page).getByRole("link", { name: "playful", exact: true }).click();
    // Without JavaScript the click is a page load: read the cards once the new page is in.
    await expect(page).toHaveURL(/tags=playful/);
    await expect(page.getByText(expectedCountText({ category: "Animals", tags: ["playful"] }))).toBeVisible();
    expect(await cardNames(page)).toEqual(shownNames({ category: "Animals", tags: ["playful"] }));
    await expect(page.getByTestId("active-filter-count")).toHaveText("2");
  });
});
