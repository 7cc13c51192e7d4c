import { expect, test, type Locator, type Page } from "@playwright/test";
import { CATALOGUE } from "./catalogue-oracle.ts";
import { mockupPictures, PHONE, waitForHydration } from "./helpers.ts";
import { isDarkBackground } from "#protocol/taxonomy.ts";

/**
 * 'Branding Inspiration' as a buyer sees it (issue 33): the pixels a mockup draws where
 * the logo sits, compared with the plain surface around it. A logo drawn for a light
 * background, on black or on the dark hoody, is printed in one colour: white ink, with
 * its badge's lettering cut out to show the surface. It was a colour negative: a flat
 * grey disc with lettering barely darker than the cloth.
 */

/** Summit Coffee Co.: a dark badge with light lettering, drawn for a light background. */
const BADGE = CATALOGUE.find((logo) => logo.name === "Summit Coffee Co.")!;
/** Phoenix Rising: drawn for a dark background. */
const ON_DARK = CATALOGUE.find((logo) => logo.name === "Phoenix Rising")!;

interface Reading {
  /** Share of the logo's box that is not the surface. */
  logoShare: number;
  /** Median lightness (0-255) of those pixels. */
  logoLightness: number;
  /** Share of the surface's colour inside the logo's own outline (its cut-outs). */
  holes: number;
}

/**
 * Reads the pixels of one mockup's logo box as the screen shows them: which differ from
 * the surface (sampled at the box's top-left corner), and how light they are.
 */
async function readLogoBox(page: Page, figure: Locator): Promise<Reading> {
  const placed = figure.locator("img").locator("..");
  await placed.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect.poll(() => figure.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const png = await placed.screenshot({ animations: "disabled" });
  // Decoded in a blank page: the site's content policy rightly refuses data: addresses.
  const blank = await page.context().newPage();
  const reading = await blank.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const at = (x: number, y: number) => [data[(y * width + x) * 4]!, data[(y * width + x) * 4 + 1]!, data[(y * width + x) * 4 + 2]!];
    const surface = at(1, 1);
    const isSurface = (x: number, y: number) => at(x, y).every((value, channel) => Math.abs(value - surface[channel]!) <= 40);
    const lightness: number[] = [];
    let [left, top, right, bottom] = [width, height, 0, 0];
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        if (isSurface(x, y)) continue;
        const [r, g, b] = at(x, y);
        lightness.push(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
    lightness.sort((a, b) => a - b);
    // The cut-outs: surface pixels inside the middle half of the logo's outline.
    let inside = 0;
    let holes = 0;
    const [cx, cy, w, h] = [(left + right) / 2, (top + bottom) / 2, (right - left) / 4, (bottom - top) / 4];
    for (let y = Math.round(cy - h); y <= cy + h; y += 1)
      for (let x = Math.round(cx - w); x <= cx + w; x += 1) {
        inside += 1;
        if (isSurface(x, y)) holes += 1;
      }
    return { logoShare: lightness.length / (width * height), logoLightness: lightness[lightness.length >> 1] ?? 0, holes: inside ? holes / inside : 0 };
  }, png.toString("base64"));
  await blank.close();
  return reading;
}

async function openMockups(page: Page, id: number) {
  await page.goto(`/logo/${id}`);
  await waitForHydration(page);
  await mockupPictures(page);
  return (label: string) => page.getByRole("region", { name: "Branding Inspiration" }).locator("figure", { has: page.getByText(label, { exact: true }) });
}

test.describe("Branding Inspiration's mockups", PHONE, () => {
  test("on black and on the hoody a badge drawn for a light background prints in white, its lettering cut out", async ({ page }) => {
    expect(isDarkBackground(BADGE.bgColor), "the badge is drawn for a light background").toBe(false);
    const figure = await openMockups(page, BADGE.id);
    for (const label of ["Black", "Hoody"]) {
      const reading = await readLogoBox(page, figure(label));
      // The logo is there, in white ink (it was a grey disc: lightness about 190).
      expect(reading.logoShare, `${label}: the logo covers its box`).toBeGreaterThan(0.1);
      expect(reading.logoLightness, `${label}: the logo is printed white`).toBeGreaterThan(235);
      // Its lettering shows the surface through the badge.
      expect(reading.holes, `${label}: the badge's lettering is cut out`).toBeGreaterThan(0.05);
    }
  });

  test("on white a logo drawn for a dark background prints in near-black", async ({ page }) => {
    expect(isDarkBackground(ON_DARK.bgColor), "the logo is drawn for a dark background").toBe(true);
    const figure = await openMockups(page, ON_DARK.id);
    const reading = await readLogoBox(page, figure("White"));
    expect(reading.logoShare, "the logo covers its box").toBeGreaterThan(0.02);
    // One dark ink (it was a grey shield: lightness about 190).
    expect(reading.logoLightness, "the logo is printed dark").toBeLessThan(60);
  });

  test("on its own background, the sign and the card the logo is as drawn", async ({ page }) => {
    const figure = await openMockups(page, BADGE.id);
    for (const label of ["Background", "Sign", "Card"]) {
      const reading = await readLogoBox(page, figure(label));
      // The badge's brown, not an ink: neither white nor near-black.
      expect(reading.logoLightness, `${label}: the badge keeps its colour`).toBeGreaterThan(40);
      expect(reading.logoLightness, `${label}: the badge keeps its colour`).toBeLessThan(200);
    }
  });
});
