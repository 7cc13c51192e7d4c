import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./helpers.ts";

/** The blog: featured and recent articles, category and tag filters as links, article pages. */

const TITLES = [
  "Logo Design Trends to Watch in 2027",
  "How AI Is Changing Logo Design",
  "Building a Brand Identity Around Your Logo",
  "Case Study: From First Prompt to Final Logo in Five Refinements",
  "Why Simple Logos Last",
  "PNG, SVG or WebP? Choosing the Right Logo File",
];

const CATEGORIES = [
  "Design Trends",
  "Technology",
  "Branding",
  "Case Study",
  "Design Philosophy",
  "Technical Guide",
  "Business Tips",
  "Inspiration",
];

const region = (page: Page, name: string) => page.getByRole("region", { name });
const articleTitles = (page: Page) => page.locator("main article h2, main article h3");

test.describe("blog", () => {
  test("shows the featured article, five recent ones, eight categories, the newsletter and fifteen tags", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page).toHaveTitle("Blog | LogoMarket");
    await expect(region(page, "Featured Article").getByRole("link")).toHaveText([TITLES[0]!]);
    await expect(region(page, "Recent Articles").getByRole("heading", { level: 3 })).toHaveText(TITLES.slice(1));
    await expect(region(page, "Featured Article").getByText("November 22, 2026")).toBeVisible();
    await expect(region(page, "Featured Article").getByText(/\d+ min read/)).toBeVisible();

    const categories = region(page, "Categories").getByRole("link");
    await expect(categories).toHaveCount(8);
    for (const [index, category] of CATEGORIES.entries()) await expect(categories.nth(index)).toContainText(category);
    await expect(region(page, "Subscribe to Our Newsletter").getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(region(page, "Popular Tags").getByRole("link")).toHaveCount(15);
    await expectNoSeriousA11yViolations(page);
  });

  test("category and tag buttons filter the list, combine, and clear when chosen again", async ({ page }) => {
    await page.goto("/blog");
    await region(page, "Categories").getByRole("link", { name: /^Branding/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=Branding$/);
    await expect(page.getByRole("heading", { level: 2, name: "Branding articles" })).toBeVisible();
    await expect(articleTitles(page)).toHaveText([TITLES[2]!]);
    await expect(region(page, "Categories").getByRole("link", { name: /^Branding/ })).toHaveAttribute("aria-current", "true");

    // Choosing the active category again shows everything.
    await region(page, "Categories").getByRole("link", { name: /^Branding/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(region(page, "Featured Article")).toBeVisible();

    await region(page, "Popular Tags").getByRole("link", { name: "#ai", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?tag=ai$/);
    await expect(page.getByRole("heading", { level: 2, name: "Articles tagged #ai" })).toBeVisible();
    await expect(articleTitles(page)).toHaveText([TITLES[1]!, TITLES[3]!]);
    await expect(page.getByText("2 articles")).toBeVisible();

    // Tag and category together: both must match.
    await region(page, "Categories").getByRole("link", { name: /^Case Study/ }).click();
    await expect(page).toHaveURL(/category=Case\+Study/);
    await expect(page).toHaveURL(/tag=ai/);
    await expect(articleTitles(page)).toHaveText([TITLES[3]!]);

    // A category nobody has written for yet says so.
    await page.goto("/blog?category=Inspiration");
    await expect(page.getByText("No articles here yet.", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(region(page, "Recent Articles").getByRole("heading", { level: 3 })).toHaveCount(5);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filters are plain links", async ({ page }) => {
      await page.goto("/blog");
      await region(page, "Popular Tags").getByRole("link", { name: "#file formats", exact: true }).click();
      await expect(page).toHaveURL(/tag=file\+formats/);
      await expect(articleTitles(page)).toHaveText([TITLES[5]!]);
    });
  });

  test("an article page is readable and leads on", async ({ page }) => {
    await page.goto("/blog");
    await region(page, "Recent Articles").getByRole("link", { name: "Why Simple Logos Last" }).click();
    await expect(page).toHaveURL(/\/blog\/why-simple-logos-last$/);
    await expect(page.getByRole("heading", { level: 1, name: "Why Simple Logos Last" })).toBeVisible();
    await expect(page).toHaveTitle("Why Simple Logos Last | LogoMarket");
    await expect(page.getByText(/By Jonas Weber · November 22, 2026 · \d+ min read/)).toBeVisible();
    const article = page.locator("main article");
    expect(await article.locator("p").count()).toBeGreaterThanOrEqual(5);
    await expect(article.getByRole("heading", { level: 2, name: "Simple survives every medium" })).toBeVisible();

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Design Philosophy" })).toHaveAttribute("href", "/blog?category=Design+Philosophy");
    await expect(region(page, "Tags").getByRole("link", { name: "#minimalism" })).toHaveAttribute("href", "/blog?tag=minimalism");
    await expectNoSeriousA11yViolations(page);

    const more = page.getByRole("navigation", { name: "More articles" });
    await more.getByRole("link", { name: /Older article/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: TITLES[5]! })).toBeVisible();
    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an unknown article answers 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
