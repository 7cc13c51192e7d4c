import { expect, test, type Page } from "@playwright/test";
import { buyOnThisPage, expectForSale, generateLogo } from "./journey-helpers.ts";

/**
 * A sold mark is its buyer's (docs/decisions/0107): a guest buys a generated logo, and a
 * second visitor typing the very same prompt gets a logo with another mark. Then "Show me
 * other ideas", without JavaScript, makes a new version whose mark is not the first's.
 */
const PROMPT = "A logo for a coffee shop called Black Fox Roasters";

/** The watermarked preview the page shows, as its owner's browser fetches it. */
async function preview(page: Page): Promise<Buffer> {
  const src = await page.locator("main").getByRole("img", { name: "Custom Logo" }).first().getAttribute("src");
  return (await page.request.get(new URL(src!, page.url()).toString())).body();
}

/** The agent's sentence about the mark, as the logo page's conversation shows it. */
async function markSentence(page: Page, entry = 0): Promise<string> {
  const entries = page.getByTestId("conversation-entry");
  const narration = (entry < 0 ? entries.last() : entries.nth(entry)).getByTestId("narration");
  await expect(narration).toContainText("Made the watermarked preview.", { timeout: 30_000 });
  const lines = await narration.getByRole("listitem").allTextContents();
  const sentence = lines.find((line) => /\bmark\b/i.test(line));
  expect(sentence, lines.join("\n")).toBeDefined();
  return sentence!;
}

/** The mark group of the SVG a buyer downloads. */
async function boughtMark(page: Page): Promise<string> {
  const link = page.getByRole("link", { name: "View & Download Logos" });
  await page.goto((await link.getAttribute("href"))!);
  const svgUrl = await page.locator('main a[download][href$="/logo.svg"]').first().getAttribute("href");
  const svg = await (await page.request.get(new URL(svgUrl!, page.url()).toString())).text();
  const mark = /<g id="mark">([\s\S]*?)<\/g><g id="wordmark">/.exec(svg)?.[1];
  expect(mark, "the bought SVG has a mark").toBeTruthy();
  return mark!;
}

test.describe("a mark is sold once", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a second visitor typing a bought logo's prompt gets another mark", async ({ page, browser }) => {
    await generateLogo(page, PROMPT);
    await expectForSale(page);
    const first = await markSentence(page);
    const firstPreview = await preview(page);
    await buyOnThisPage(page, "fox@example.com");
    const mark = await boughtMark(page);
    expect(mark).toMatch(/<path d="M/);

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await generateLogo(other, PROMPT);
    await expectForSale(other);
    const second = await markSentence(other);
    // Another idea, said in other words, drawn in other pixels.
    expect(second).not.toBe(first);
    expect(Buffer.compare(firstPreview, await preview(other))).not.toBe(0);
    await stranger.close();
  });

  test("'Show me other ideas' works without JavaScript and draws a new idea", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("form", { name: "Prompt" }).getByRole("textbox").fill("A logo for a florist called Petal & Stem");
    await page.getByRole("form", { name: "Prompt" }).getByRole("button", { name: "Generate logo" }).click();
    await page.waitForURL(/\/logo\/logo_/);
    // Without JavaScript the page refreshes itself until the logo is done.
    await expect(page.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible({ timeout: 30_000 });
    const first = await markSentence(page);
    const firstUrl = page.url();
    await page.getByRole("button", { name: "Show me other ideas" }).click();
    // A new version of its own, on its own page (without JavaScript the page shows its own narration).
    await page.waitForURL((url) => /\/logo\/logo_/.test(url.pathname) && url.toString() !== firstUrl);
    await expect(page.locator("main").getByRole("button", { name: "Purchase for $9.99" })).toBeVisible({ timeout: 30_000 });
    const second = await markSentence(page, -1);
    // The visitor's words (the button's), never the prefix the app sends a change with; the
    // new idea is the logo's next version, after the first.
    const entries = page.getByTestId("conversation-entry");
    await expect(entries.last()).toContainText("You: Show me other ideas");
    await expect(page.getByRole("log")).not.toContainText("Modify this logo");
    await expect(entries).toHaveCount(2);
    await expect(entries.last()).toContainText("Version 2");
    // Another idea; said as a sale's when a logo bought in another journey holds a mark too like it.
    expect(second).toMatch(/^Here is another idea\.|^My first idea for the mark came too close to one already made for a logo someone owns/);
    expect(second).not.toContain(first.replace(/^For the mark I /, ""));
    // The versions' arrows and dots are links without JavaScript: back to the first version, the page shows it.
    const versions = page.getByRole("region", { name: "Versions" });
    await expect(versions.getByRole("group", { name: "Version 2 of 2" })).toBeVisible();
    await expect(versions.getByRole("button", { name: "Next version" })).toBeDisabled();
    await versions.getByRole("link", { name: "Previous version" }).click();
    await page.waitForURL(/[?&]version=/);
    await expect(versions.getByRole("group", { name: "Version 1 of 2" })).toBeVisible();
    await expect(versions.getByRole("link", { name: "Version 1" })).toHaveAttribute("aria-current", "true");
    await versions.getByRole("link", { name: "Version 2" }).click();
    await expect(versions.getByRole("group", { name: "Version 2 of 2" })).toBeVisible();
    await context.close();
  });
});
