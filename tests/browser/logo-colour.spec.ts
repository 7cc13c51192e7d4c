import { expect, test, type Locator, type Page } from "@playwright/test";
import { decodePng } from "#tests/support/png-decode.ts";
import { PHONE, waitForHydration } from "./helpers.ts";
import { buyOnThisPage, expectForSale, generateLogo, press, useIssueViewport } from "./journey-helpers.ts";

/**
 * What you see is what you buy (issue 33): the logo page shows a generated logo on the
 * colour its files are drawn on, and a try-on colour changes the page, never the files.
 */

type Rgb = [number, number, number];

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
const near = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!))) <= 3;

/** The colours the page shows in a band around the logo, inside the stage: its four sides' middles. */
async function colourAroundLogo(stage: Locator): Promise<Rgb[]> {
  const png = await decodePng(await stage.screenshot({ animations: "disabled" }));
  const at = (fx: number, fy: number): Rgb => {
    const x = Math.round((png.width - 1) * fx);
    const y = Math.round((png.height - 1) * fy);
    const i = (y * png.width + x) * png.channels;
    return [png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!];
  };
  return [at(0.03, 0.5), at(0.97, 0.5), at(0.5, 0.03), at(0.5, 0.97)];
}

/** The background of the bought logo's 2048 px PNG, as the buyer downloads it. */
async function purchasedBackground(page: Page, orderId: string, generationId: string): Promise<Rgb> {
  const response = await page.request.get(`/api/orders/${orderId}/files/${generationId}/png`);
  expect(response.status()).toBe(200);
  const png = await decodePng(await response.body());
  const i = (8 * png.width + 8) * png.channels;
  if (png.channels === 4) expect(png.pixels[i + 3], "the purchased PNG has a background").toBe(255);
  return [png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!];
}

test.describe("the colour on the page is the colour of the files", PHONE, () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => useIssueViewport(page));

  test("the page shows the logo on its purchased PNG's background, and a try-on changes only the page", async ({ page }) => {
    await generateLogo(page, "A logo for Harbor Lights, a sailing school, on a royal blue background");
    await expectForSale(page);
    const stage = page.getByTestId("logo-stage");
    await expect(stage.getByRole("img")).toHaveAttribute("src", /\/preview\.png$/);
    await expect.poll(() => stage.getByRole("img").evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const shown = await colourAroundLogo(stage);

    // A try-on: the page changes, says the files do not, and the purchase is what it was.
    await press(page, page.locator("main summary", { hasText: "Try on a background" }));
    await press(page, page.getByTitle("Pink 300"));
    await expect(page.getByRole("status").filter({ hasText: "Your files keep the design's own background" })).toBeVisible();
    await page.keyboard.press("Escape");
    const tried = await colourAroundLogo(stage);
    expect(near(tried[0]!, shown[0]!), `a try-on shows another colour (${hex(tried[0]!)} against ${hex(shown[0]!)})`).toBe(false);

    const logoUrl = page.url();
    const generationId = await page.evaluate(() => (JSON.parse(localStorage.getItem("generatedLogos") ?? "[]") as { generationId: string }[])[0]!.generationId);
    await buyOnThisPage(page, `colour.${Date.now()}.${process.pid}@example.com`);
    const orderId = new URL(page.url()).searchParams.get("order_id")!;
    const sold = await purchasedBackground(page, orderId, generationId);
    for (const colour of shown) expect(near(colour, sold), `the page around the logo shows ${hex(colour)}, the purchased PNG is on ${hex(sold)}`).toBe(true);

    // The buyer's page afterwards, opened again: the logo itself, on the same colour, no try-on left.
    await page.goto(logoUrl);
    await waitForHydration(page);
    await expect(page.locator("main").getByRole("link", { name: "Download files" })).toBeVisible();
    await expect(stage).toHaveCSS("background-color", `rgb(${sold.join(", ")})`);
    await expect(stage.getByRole("img")).toHaveAttribute("src", /\/api\/orders\/order_[^/]+\/pictures\/gen_[^/]+\/webp$/);
    await expect.poll(() => stage.getByRole("img").evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    for (const colour of await colourAroundLogo(stage)) expect(near(colour, sold), `the bought logo's page shows ${hex(colour)}, its PNG is on ${hex(sold)}`).toBe(true);
  });
});
