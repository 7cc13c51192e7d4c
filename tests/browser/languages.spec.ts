import { expect, test, type Page } from "@playwright/test";
import { PHONE, waitForHydration } from "./helpers.ts";

/**
 * A visitor writing German or Spanish (issue 32): the request is understood (name, subject,
 * style) and the agent answers in the visitor's language, on the logo page's conversation,
 * then a change typed in the same language is done and answered in it.
 */

const bar = (page: Page) => page.getByRole("form", { name: "Prompt" });
const promptBox = (page: Page) => bar(page).getByRole("textbox");

async function generate(page: Page, text: string) {
  await page.goto("/");
  await waitForHydration(page);
  await promptBox(page).fill(text);
  await promptBox(page).press("Enter");
  await page.waitForURL(/\/logo\/logo_/);
  await expect(page.getByRole("heading", { level: 1, name: "Custom Logo" })).toBeVisible({ timeout: 30_000 });
  const picture = page.locator("main").getByRole("img", { name: "Custom Logo" });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.describe("a visitor writing in their own language", () => {
  test.describe.configure({ timeout: 120_000 });

  test("German: a bakery with an ear of wheat, answered in German; a change in German is done", PHONE, async ({ page }, testInfo) => {
    await generate(page, "Ein Logo für eine Bäckerei namens Müllers Brotstübchen, warm und traditionell, mit einer Weizenähre");
    const main = page.locator("main");
    await expect(main.getByText("Ich nenne es „Müllers Brotstübchen“.").first()).toBeVisible();
    // The wheat asked for, unless a logo someone bought holds a mark too like it: then another, said so.
    await expect(main.getByText(/Das Zeichen zeigt eine Weizenähre|Meine erste Idee für das Zeichen/).first()).toBeVisible();
    await expect(main.getByText(/You didn't pick a style|Made the watermarked preview/)).toHaveCount(0);
    await expect(main.getByText(/Die Vorschau mit Wasserzeichen ist fertig/).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("german-generation.png"), fullPage: true });

    await promptBox(page).fill("mach die Schrift rot");
    await promptBox(page).press("Enter");
    await expect(main.getByText(/Die Schrift ist jetzt in (?:Rot|Dunkelrot)\./).first()).toBeVisible({ timeout: 30_000 });
  });

  test("Spanish: a florist with a rose, answered in Spanish", async ({ page }, testInfo) => {
    await generate(page, "Un logo para una floristería llamada Jardín de Lucía, elegante y femenino, con una rosa");
    const main = page.locator("main");
    await expect(main.getByText("Lo llamo «Jardín de Lucía».").first()).toBeVisible();
    await expect(main.getByText(/El símbolo muestra una rosa|Mi primera idea para el símbolo/).first()).toBeVisible();
    await expect(main.getByText(/El estilo es elegante/).first()).toBeVisible();
    await expect(main.getByText(/La vista previa con marca de agua está lista/).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("spanish-generation.png"), fullPage: true });
  });
});
