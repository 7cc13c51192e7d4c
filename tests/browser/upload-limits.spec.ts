import { expect, test, type Browser } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";
import { signUp } from "./console-helpers.ts";
import { waitForHydration } from "./helpers.ts";

/**
 * A designer picks a file over the upload's limit (docs/decisions/3401), with JavaScript and
 * without: the form comes back (413) with the message under the file field, that field
 * focused and the message on screen, and what was typed still in the other fields.
 */

const MB = 1024 * 1024;
/** Larger than the upload's whole request may be: refused by its length, before the file is read. */
const HUGE_PNG = Buffer.alloc(3 * MB);
Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(HUGE_PNG);

async function designerPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await signUp(page, `upload.${stamp}@example.com`);
  await page.goto("/designer/start");
  await page.getByLabel("Public name").fill(`Una Lind ${stamp}`);
  await page.getByRole("button", { name: "Start selling" }).click();
  await expect(page).toHaveURL(/\/designer\?notice=welcome$/);
  return page;
}

for (const javaScript of [false, true]) {
  test(`an oversized file brings the form back with its message focused (JavaScript ${javaScript ? "on" : "off"})`, async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one viewport: the form is the same at every width");
    const page = await designerPage(browser, javaScript);
    await page.goto("/designer/submit");
    if (javaScript) await waitForHydration(page);
    await page.getByLabel("Logo name").fill("Copper Fox");
    await page.getByLabel("Category").selectOption("Abstract");
    await page.getByLabel("Tags").fill("fox, copper");
    await page.getByLabel("Description").fill("A copper fox in one line, for a studio.");
    await page.getByLabel("Logo file").setInputFiles({ name: "fox.png", mimeType: "image/png", buffer: HUGE_PNG });
    const posted = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/designer/submit"));
    await page.getByRole("button", { name: "Submit for review" }).click();
    expect((await posted).status()).toBe(413);

    const message = page.locator("#file-error");
    await expect(message).toHaveText("The PNG is larger than 1 MB. Export it smaller (or as an SVG) and upload again.");
    await expect(page.getByLabel("Logo file")).toBeFocused();
    await expect(message).toBeInViewport();
    await expect(page.getByLabel("Logo file")).toHaveAttribute("aria-describedby", "file-hint file-error");
    await expect(page.getByLabel("Logo name")).toHaveValue("Copper Fox");
    await expect(page.getByLabel("Category")).toHaveValue("Abstract");
    await expect(page.getByLabel("Tags")).toHaveValue("fox, copper");
    await expect(page.getByLabel("Description")).toHaveValue("A copper fox in one line, for a studio.");
    await expect(page).toHaveURL(/\/designer\/submit$/);
    await page.context().close();
  });
}
