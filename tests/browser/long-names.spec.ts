import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { waitForHydration } from "./helpers.ts";

/**
 * Long names kept whole (issue 32), against both Workers: a 52-character name with a
 * 74-character tagline becomes a logo whose page names it in full; a name past 60
 * characters gets the agent's question instead of a logo with a cut name. The logo page
 * is kept as a screenshot for a person to look at (.cache/screens/issue32-names/).
 */

const SCREENS = ".cache/screens/issue32-names";
const GENERATION_TIMEOUT = 30_000;
const NAME = "Captain Wobblebottom's Wonderful Wooden Toy Workshop";
const TAGLINE = "Handcrafted wooden toys for curious minds, made in our workshop since 1987";

async function generate(page: Page, prompt: string) {
  await page.goto("/");
  await waitForHydration(page);
  const box = page.getByRole("form", { name: "Prompt" }).getByRole("textbox");
  await box.fill(prompt);
  await box.press("Enter");
  await page.waitForURL(/\/logo\/logo_/);
}

test.describe("long names", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a 52-character name and a 74-character tagline are kept whole", async ({ page }, testInfo) => {
    await generate(page, `A toy shop logo for "${NAME}" with the tagline "${TAGLINE}"`);
    await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: GENERATION_TIMEOUT });
    const picture = page.locator("main").getByRole("img", { name: "Custom Logo" });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The agent's name for the logo is the whole name.
    await expect(page.getByText(NAME).first()).toBeVisible();
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/long-name-logo-page-${testInfo.project.name}.png`, fullPage: true });
    await picture.screenshot({ path: `${SCREENS}/long-name-logo-${testInfo.project.name}.png` });
  });

  test("a name past 60 characters gets the agent's question, and no logo with a cut name", async ({ page }, testInfo) => {
    const long = `${NAME} and Emporium of Delights`;
    await generate(page, `A toy shop logo for "${long}"`);
    const alert = page.getByRole("alert").filter({ hasText: "What shorter form of the name should I use?" });
    await expect(alert).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(alert).toContainText(`“${long}” is ${long.length} characters`);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/too-long-name-${testInfo.project.name}.png`, fullPage: true });
  });
});
