/**
 * The preview watermark is seen on every logo (issue 14; docs/decisions/0701): on a
 * white, a black and a mid-grey logo, the watermarked PNG's pixels differ from the plain
 * PNG's by a contrast of at least 1.5:1 over at least 5 % of the image, and the mark
 * leaves most of the logo as it was.
 */
import { describe, expect, it } from "vitest";
import { CANVAS } from "#agent/design/design.ts";
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

async function measure(colour: string) {
  // One colour for everything: the logo is a plain field of it, the hardest case.
  const spec = testSpec({ palette: { background: colour, primary: colour, text: colour, accent: colour } });
  const files = await engine.files(engine.design(spec));
  const plain = await decodePng(files.png);
  const marked = await decodePng(files.pngWatermarked);
  expect([marked.width, marked.height]).toEqual([plain.width, plain.height]);
  const channels = plain.pixels.length / (plain.width * plain.height);
  let seen = 0;
  let changed = 0;
  const total = plain.width * plain.height;
  for (let i = 0; i < plain.pixels.length; i += channels) {
    const a = luminance(plain.pixels, i);
    const b = luminance(marked.pixels, i);
    if (a !== b) changed++;
    if ((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) >= 1.5) seen++;
  }
  return { seen: seen / total, changed: changed / total };
}

describe("the watermark", () => {
  it("is on the partial images too: each stage a browser sees before purchase is marked", async () => {
    // A plain white field: without the mark every pixel would be the same.
    const design = engine.design(testSpec({ palette: { background: "#ffffff", primary: "#ffffff", text: "#ffffff", accent: "#ffffff" } }));
    for (const layers of [[], ["mark"], ["mark", "wordmark"]] as const) {
      const partial = await decodePng(await engine.preview(design, layers));
      const channels = partial.pixels.length / (partial.width * partial.height);
      let darker = 0;
      for (let i = 0; i < partial.pixels.length; i += channels) if (luminance(partial.pixels, i) < 0.8) darker++;
      expect(darker / (partial.width * partial.height), `layers ${layers.join("+") || "background"}`).toBeGreaterThan(0.02);
    }
  });

  it("is the site's name, tiled over the whole picture with a light fill and a dark outline", () => {
    const mark = engine.watermark();
    expect(WATERMARK.text).toBe(SITE_NAME);
    expect(mark.box).toEqual({ x1: 0, y1: 0, x2: CANVAS, y2: CANVAS });
    expect(mark.svg).toContain(`fill="${WATERMARK.fill}"`);
    expect(mark.svg).toContain(`stroke="${WATERMARK.stroke}"`);
    expect(mark.svg.match(/<path /g)?.length ?? 0).toBeGreaterThan(12);
  });

  for (const [name, colour] of [
    ["white", "#ffffff"],
    ["black", "#000000"],
    ["mid-grey", "#808080"],
  ] as const) {
    it(`on a ${name} logo differs by 1.5:1 or more over at least 5 % of the image, and leaves most of it alone`, async () => {
      const { seen, changed } = await measure(colour);
      expect(seen, `share of pixels with contrast >= 1.5 on ${name}`).toBeGreaterThanOrEqual(0.05);
      expect(changed, `share of pixels the mark touches on ${name}`).toBeLessThan(0.45);
    });
  }
});
