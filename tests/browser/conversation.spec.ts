import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForHydration } from "./helpers.ts";

/**
 * The conversation on the logo page (issue 14): the visitor's words, then the agent's
 * narration as it arrives, one entry per version, kept with the version across a reload,
 * in a polite log; the bar and the percentage in step. Real generations, nothing mocked.
 */

const GENERATION_TIMEOUT = 30_000;
const bar = (page: Page) => page.getByRole("form", { name: "Prompt" });
const log = (page: Page) => page.getByRole("log", { name: "What the agent did" });

async function submitPrompt(page: Page, text: string) {
  await bar(page).getByRole("textbox").fill(text);
  await bar(page).getByRole("textbox").press("Enter");
}

async function expectFinished(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
}

test.describe("the conversation", () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows what the agent did for each version, keeps it on reload, and the bar matches the percentage", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await submitPrompt(page, 'A bakery called "Crumb & Co" with a wheat sheaf');
    await page.waitForURL(/\/logo\/logo_/);

    // While it works: the progress bar's value is the percentage shown beside it.
    const progress = page.getByRole("progressbar", { name: "Generation progress" });
    if (await progress.isVisible().catch(() => false)) {
      const [value, text] = await progress.evaluate((element) => [
        element.getAttribute("aria-valuenow"),
        element.parentElement?.querySelector("div.flex span:last-child")?.textContent ?? "",
      ]);
      if (value !== null) expect(text).toBe(`${value}%`);
    }

    await expectFinished(page);
    await expect(log(page)).toHaveAttribute("aria-live", "polite");
    const entries = log(page).getByTestId("conversation-entry");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Crumb & Co");
    // The narration ends with the preview's sentence; wait for all of it before reading it.
    await expect(entries.first().getByTestId("narration")).toContainText("Made the watermarked preview.", { timeout: 15_000 });

    // A refinement: a second entry, with the agent's own account of the change.
    const before = page.url();
    await submitPrompt(page, "Make the lettering blue");
    await page.waitForURL((url) => url.href !== before);
    await expectFinished(page);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText("Make the lettering blue");
    await expect(entries.nth(1).getByTestId("narration")).toContainText("Made the watermarked preview.", { timeout: 15_000 });
    const said = await entries.nth(1).getByTestId("narration").getByRole("listitem").allTextContents();
    expect(said.join(" ")).toMatch(/blue/i);

    // Kept with the version: a reload shows both again.
    await page.reload();
    await waitForHydration(page);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1).getByTestId("narration").getByRole("listitem")).toHaveText(said);

    // And from the server's record alone (another browser, no local copy).
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("narration").last().getByRole("listitem")).toHaveText(said);
    await expectNoSeriousA11yViolations(page);
  });
});
