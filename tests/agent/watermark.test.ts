/**
 * The preview watermark (docs/decisions/0702): the spec's mark, the site's name once in
 * white at 30 %, font size the image width / 20, centred, with a thin dark edge. It is
 * seen on a white, a black and a mid-grey logo, leaves everything outside its own line as
 * it was, is on the partial images too, and is rasterised once per size. (That it reads,
 * and leaves the logo's lettering readable, is tests/agent/lettering-ocr.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { CANVAS } from "#agent/design/design.ts";
import { PARTIAL_SIZE, PREVIEW_SIZE } from "#agent/design/preview.ts";
import { rasterize } from "#protocol/resvg.ts";
import { WATERMARK } from "#agent/design/watermark.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { SITE_NAME } from "#protocol/site.ts";
import { decodePng, testSpec } from "./helpers.ts";

const engine = await workerEngine();

/** WCAG relative luminance of each 8-bit channel value. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const luminance = (p: Uint8Array, i: number) => 0.2126 * LINEAR[p[i]!]! + 0.7152 * LINEAR[p[i + 1]!]! + 0.0722 * LINEAR[p[i + 2]!]!;

/** One colour for everything: the logo is a plain field of it, the hardest case. */
const field = (colour: string) => testSpec({ palette: { background: colour, primary: colour, text: colour, accent: colour } });

/** The preview against the same design rendered without the mark, pixel by pixel. */
async function compare(colour: string) {
  const design = engine.design(field(colour));
  const marked = await decodePng(await engine.preview(design));
  const plain = rasterize(design.svg(), PREVIEW_SIZE).rgba;
  const box = engine.watermark().box;
  const scale = PREVIEW_SIZE / CANVAS;
  const inBox = (x: number, y: number) => x >= box.x1 * scale && x < box.x2 * scale && y >= box.y1 * scale && y < box.y2 * scale;
  let boxPixels = 0;
  let seen = 0;
  let changedOutside = 0;
  for (let y = 0; y < PREVIEW_SIZE; y++) {
    for (let x = 0; x < PREVIEW_SIZE; x++) {
      const i = (y * PREVIEW_SIZE + x) * 4;
      const j = (y * PREVIEW_SIZE + x) * marked.channels;
      const a = luminance(plain, i);
      const b = luminance(marked.pixels, j);
      if (inBox(x, y)) {
        boxPixels++;
        if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= 1.5) seen++;
      } else if (a !== b) changedOutside++;
    }
  }
  return { seen: seen / boxPixels, changedOutside, boxShare: boxPixels / PREVIEW_SIZE ** 2 };
}

describe("the watermark", () => {
  it("is the spec's mark: the site's name once, white at 30 %, font size the width / 20, centred, with a thin dark edge", () => {
    const mark = engine.watermark();
    expect(WATERMARK.text).toBe(SITE_NAME);
    expect([WATERMARK.fill, WATERMARK.fillOpacity, WATERMARK.fontSizeOfWidth]).toEqual(["#ffffff", 0.3, 1 / 20]);
    expect(mark.svg.match(/<path /g)).toHaveLength(1);
    expect(mark.svg).toContain(`stroke="${WATERMARK.edge}"`);
    expect(WATERMARK.edgeOfFont).toBeLessThanOrEqual(0.1);
    // Centred both ways, and one line: about a cap height and a descender tall.
    expect(Math.abs((mark.box.x1 + mark.box.x2) / 2 - CANVAS / 2)).toBeLessThan(1);
    expect(Math.abs((mark.box.y1 + mark.box.y2) / 2 - CANVAS / 2)).toBeLessThan(1);
    expect(mark.box.y2 - mark.box.y1).toBeLessThan(CANVAS * WATERMARK.fontSizeOfWidth * 1.2);
  });

  it("is rasterised once per size, as the rows it covers, and reused for every picture", () => {
    const mask = engine.watermarkMask(PREVIEW_SIZE);
    expect(engine.watermarkMask(PREVIEW_SIZE)).toBe(mask);
    expect(engine.watermarkMask(PARTIAL_SIZE)).not.toBe(mask);
    expect(mask.rgba.length / (PREVIEW_SIZE * 4)).toBeLessThan(PREVIEW_SIZE * 0.08);
  });

  for (const [name, colour] of [
    ["white", "#ffffff"],
    ["black", "#000000"],
    ["mid-grey", "#808080"],
  ] as const) {
    it(`is seen on a ${name} logo (1.5:1 or more over a fifth of its line) and changes nothing outside its line`, async () => {
      const { seen, changedOutside, boxShare } = await compare(colour);
      expect(seen, `share of the mark's box with contrast >= 1.5 on ${name}`).toBeGreaterThanOrEqual(0.2);
      expect(changedOutside, `pixels changed outside the mark on ${name}`).toBe(0);
      expect(boxShare).toBeLessThan(0.03);
    });
  }

  it("is on the partial images too: each stage a browser sees before purchase is marked", async () => {
    // A plain white field: without the mark every pixel would be the same.
    const design = engine.design(field("#ffffff"));
    for (const layers of [[], ["mark"], ["mark", "wordmark"]] as const) {
      const partial = await decodePng(await engine.partial(design, layers));
      let darker = 0;
      for (let i = 0; i < partial.pixels.length; i += partial.channels) if (luminance(partial.pixels, i) < 0.8) darker++;
      expect(darker / (partial.width * partial.height), `layers ${layers.join("+") || "background"}`).toBeGreaterThan(0.002);
    }
  });

  it("marks the preview's transparent twin the same: the logo without its background, for the page's backgrounds and mockups", async () => {
    const design = engine.design(testSpec());
    const { preview, transparent } = await engine.previews(design);
    const twin = await decodePng(transparent);
    expect([twin.width, twin.height, twin.channels]).toEqual([PREVIEW_SIZE, PREVIEW_SIZE, 4]);
    expect(preview).not.toEqual(transparent);
    // Its corner is see-through (the preview's is the background), its centre carries the mark.
    expect(twin.pixels[3]).toBe(0);
    const plain = rasterize(design.svg({ background: false }), PREVIEW_SIZE).rgba;
    const box = engine.watermark().box;
    const scale = PREVIEW_SIZE / CANVAS;
    let changedInside = 0;
    let changedOutside = 0;
    for (let y = 0; y < PREVIEW_SIZE; y++) {
      for (let x = 0; x < PREVIEW_SIZE; x++) {
        const i = (y * PREVIEW_SIZE + x) * 4;
        // The PNG holds straight alpha, the render premultiplied: compare alpha, where both agree exactly.
        const differs = twin.pixels[i + 3] !== plain[i + 3];
        const inside = x >= box.x1 * scale && x < box.x2 * scale && y >= box.y1 * scale && y < box.y2 * scale;
        if (differs && inside) changedInside++;
        else if (differs) changedOutside++;
      }
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(1000);
  });
});
