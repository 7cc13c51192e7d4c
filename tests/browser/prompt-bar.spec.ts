import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { expectNoSeriousA11yViolations, expectUncovered, PHONE, waitForHydration } from "./helpers.ts";

const bar = (page: Page) => page.getByRole("form", { name: "Prompt" });
const promptBox = (page: Page) => bar(page).getByRole("textbox");
/** A popup's trigger: the <summary> holding its title. */
const trigger = (page: Page, title: string) => bar(page).locator("summary", { hasText: title });
const popup = (page: Page, title: string) => bar(page).getByRole("group", { name: title });

async function open(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("prompt bar", () => {
  test("is on every page but /terms and /privacy, with the page's placeholder", async ({ page }) => {
    await open(page, "/");
    await expect(promptBox(page)).toHaveAttribute("placeholder", "Describe your logo...");
    await open(page, "/logo/1");
    await expect(promptBox(page)).toHaveAttribute("placeholder", "Change this logo...");
    for (const path of ["/terms", "/privacy"]) {
      await page.goto(path);
      await expect(bar(page)).toHaveCount(0);
    }
    await page.goto("/browse");
    await expect(bar(page)).toBeVisible();
  });

  test("covers nothing of the sign-in, sign-up and reset cards on a laptop's first screen", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const path of ["/signup", "/login", "/reset-password"]) {
      await open(page, path);
      const controls = page.getByRole("main").locator("input:not([type=hidden]), button, a");
      for (const control of await controls.all()) await expectUncovered(page, control);
      const card = await page.getByRole("main").getByRole("heading", { level: 1 }).locator("xpath=ancestor::div[contains(@class, 'rounded-2xl')]").boundingBox();
      const barTop = (await bar(page).boundingBox())!.y;
      expect(card!.y + card!.height, path).toBeLessThanOrEqual(barTop);
    }
  });

  test("a new logo asked for in emoji alone asks for words instead of starting, and the message goes as you type", async ({ page }) => {
    await open(page);
    await promptBox(page).fill("☕🌊✨");
    await promptBox(page).press("Enter");
    const problem = bar(page).getByRole("alert");
    await expect(problem).toHaveText(NO_WORDS_MESSAGE);
    await expect(promptBox(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("generatedLogos") ?? "[]")).toBe("[]");
    await promptBox(page).pressSequentially(" a café called Tide");
    await expect(problem).toHaveCount(0);
  });

  test("Enter submits, Shift+Enter adds a line, and the box grows to 120 px", PHONE, async ({ page }) => {
    await open(page);
    const box = promptBox(page);
    const submit = bar(page).getByRole("button", { name: "Generate logo" });
    await expect(submit).toBeDisabled();
    await box.fill("   ");
    await expect(submit).toBeDisabled();

    const oneLine = await box.evaluate((element) => element.getBoundingClientRect().height);
    await box.fill("A fox");
    await expect(submit).toBeEnabled();
    await box.press("Shift+Enter");
    await box.pressSequentially("for a bakery");
    await expect(box).toHaveValue("A fox\nfor a bakery");
    const twoLines = await box.evaluate((element) => element.getBoundingClientRect().height);
    expect(twoLines).toBeGreaterThan(oneLine);

    for (let line = 0; line < 8; line += 1) await box.press("Shift+Enter");
    const tall = await box.evaluate((element) => element.getBoundingClientRect().height);
    expect(tall).toBeLessThanOrEqual(120);
    expect(tall).toBeGreaterThan(twoLines);

    // Enter without Shift does not add a line: it submits the form.
    const submitted = page.evaluate(
      () => new Promise<boolean>((resolve) => document.querySelector("form[aria-label=Prompt]")!.addEventListener("submit", () => resolve(true), { once: true })),
    );
    const before = await box.inputValue();
    await box.press("Enter");
    expect(await submitted).toBe(true);
    expect((await box.inputValue()).length).toBeLessThanOrEqual(before.length);
  });

  test("Select Styles is a multi-select whose button names the chosen styles", async ({ page }) => {
    await open(page);
    const styles = trigger(page, "Select Styles");
    await expect(styles).toContainText("Style");
    await styles.click();
    await expect(popup(page, "Select Styles")).toBeVisible();
    await popup(page, "Select Styles").getByLabel("Bold").check();
    await popup(page, "Select Styles").getByLabel("Modern").check();
    // Listed in the spec's order, whatever order they were ticked in.
    await expect(styles).toContainText("Modern, Bold");
    await popup(page, "Select Styles").getByLabel("Modern").uncheck();
    await expect(styles).toContainText("Bold");
    await popup(page, "Select Styles").getByLabel("Bold").uncheck();
    await expect(styles).toContainText("Style");
  });

  test("Select Color Scheme is a single choice that a second click clears", async ({ page }) => {
    await open(page);
    const colors = trigger(page, "Select Color Scheme");
    await expect(colors).toContainText("Color");
    await colors.click();
    const choices = popup(page, "Select Color Scheme");
    await choices.getByLabel("Dark").click();
    await expect(colors).toContainText("Dark Colors");
    await choices.getByLabel("Light").click();
    await expect(colors).toContainText("Light Colors");
    await expect(choices.getByLabel("Dark")).not.toBeChecked();
    await choices.getByLabel("Light").click();
    await expect(colors).toContainText("Color");
    await expect(colors).not.toContainText("Light");
  });

  test("Add Logos and help popups open, and close on an outside click or Escape", PHONE, async ({ page }) => {
    await open(page);
    await trigger(page, "Add Logos").click();
    const menu = popup(page, "Add Logos");
    await expect(menu.getByRole("link", { name: /Favorites/ })).toHaveAttribute("href", "/favorites");
    await expect(menu.getByRole("link", { name: /My Logos/ })).toHaveAttribute("href", "/my-logos");
    await expect(menu.getByRole("link", { name: /Browse/ })).toHaveAttribute("href", "/browse");

    // Opening another popup closes this one.
    await trigger(page, "Help").click();
    await expect(menu).toBeHidden();
    const help = popup(page, "How it works");
    await expect(help).toContainText("press Enter to create");
    await expect(help).toContainText("plus button");
    await expect(help).toContainText("details page");
    await expect(help).toContainText("Style and a Color");

    await page.locator("h1").first().click();
    await expect(help).toBeHidden();

    await trigger(page, "Select Styles").click();
    await expect(popup(page, "Select Styles")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup(page, "Select Styles")).toBeHidden();
    await expect(trigger(page, "Select Styles")).toBeFocused();
  });

  test("is usable from the keyboard alone", async ({ page }) => {
    await open(page);
    await promptBox(page).focus();
    await page.keyboard.press("Tab"); // Add Logos
    await page.keyboard.press("Tab"); // Select Styles
    await expect(trigger(page, "Select Styles")).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(popup(page, "Select Styles").getByLabel("Modern")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trigger(page, "Select Styles")).toContainText("Modern");
  });

  test("'Design your Logo' focuses the prompt box", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Design your Logo" }).click();
    await expect(promptBox(page)).toBeFocused();
  });

  test("Personalize fills the prompt and shows the baseline logos: five thumbnails, then +N", async ({ page }) => {
    await open(page, "/browse");
    await page.getByRole("button", { name: "Select", exact: true }).click();
    const cards = page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button");
    for (let index = 0; index < 7; index += 1) await cards.nth(index).click();
    await page.getByRole("button", { name: "Personalize (7)" }).click();

    await expect(promptBox(page)).toBeFocused();
    await expect(promptBox(page)).toHaveValue(new RegExp(CATALOGUE[0]!.name.replace(/[.&]/g, "\\$&")));
    const baseline = bar(page).getByRole("group", { name: "Baseline logos" });
    await expect(baseline.getByRole("img")).toHaveCount(5);
    await expect(baseline.getByText("+2")).toBeVisible();
    // The baseline survives a reload (session storage).
    await page.reload();
    await waitForHydration(page);
    await expect(baseline.getByRole("img")).toHaveCount(5);

    await baseline.getByRole("button", { name: `Remove ${CATALOGUE[0]!.name}` }).click();
    await expect(baseline.getByText("+1")).toBeVisible();
    await baseline.getByRole("button", { name: "Clear all" }).click();
    await expect(baseline).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("personalizationLogos"))).toBeNull();
  });

  test("removing the last baseline logo clears the list and the text", async ({ page }) => {
    await open(page, "/browse");
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await page.getByRole("region", { name: "Logos" }).getByRole("list").getByRole("button").first().click();
    await page.getByRole("button", { name: "Personalize (1)" }).click();
    await expect(promptBox(page)).not.toHaveValue("");
    await bar(page).getByRole("button", { name: `Remove ${CATALOGUE[0]!.name}` }).click();
    await expect(promptBox(page)).toHaveValue("");
    expect(await page.evaluate(() => sessionStorage.getItem("personalizationLogos"))).toBeNull();
  });

  test("has no serious accessibility violations with a popup open", async ({ page }) => {
    await open(page);
    await trigger(page, "Select Styles").click();
    await expectNoSeriousA11yViolations(page);
  });
});
