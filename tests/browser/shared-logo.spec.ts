import { expect, test } from "@playwright/test";
import { PHONE, waitForHydration } from "./helpers.ts";

/**
 * A generated logo opened from a shared link in someone else's browser: the logo is
 * shown, but nothing of its maker's (no conversation, no delete heart), and asking to
 * change it says so at once instead of starting a generation that can only fail.
 */

const GENERATION_TIMEOUT = 30_000;

test.describe("a generated logo seen from a shared link", PHONE, () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows the logo without its maker's words or controls, and says it can't be changed by someone else", async ({ page, browser }) => {
    await page.goto("/");
    await waitForHydration(page);
    const bar = page.getByRole("form", { name: "Prompt" });
    await bar.getByRole("textbox").fill("A bakery called Crumb, with a croissant");
    await bar.getByRole("textbox").press("Enter");
    await page.waitForURL(/\/logo\/logo_/);
    await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    const shared = page.url();
    // The maker sees their conversation and the heart that deletes.
    await expect(page.getByRole("log", { name: "What the agent did" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Favorite" })).toBeVisible();

    const strangerContext = await browser.newContext({ viewport: page.viewportSize()! });
    const stranger = await strangerContext.newPage();
    await stranger.goto(shared);
    await waitForHydration(stranger);
    await expect(stranger.getByRole("img", { name: "Custom Logo" })).toBeVisible();
    await expect(stranger.getByRole("log", { name: "What the agent did" })).toHaveCount(0);
    await expect(stranger.getByText("Version 1")).toHaveCount(0);
    await expect(stranger.getByRole("button", { name: "Favorite" })).toHaveCount(0);

    const strangerBar = stranger.getByRole("form", { name: "Prompt" });
    await strangerBar.getByRole("textbox").fill("make the text blue");
    await strangerBar.getByRole("textbox").press("Enter");
    await expect(stranger.getByRole("alert").filter({ hasText: "You can only change your own logos." })).toBeVisible();
    // Nothing was started: the page stays, and the stranger's browser holds no new logo.
    expect(stranger.url()).toBe(shared);
    const held = await stranger.evaluate(() => JSON.parse(localStorage.getItem("generatedLogos") ?? "[]") as unknown[]);
    expect(held).toEqual([]);
    await strangerContext.close();
  });
});
