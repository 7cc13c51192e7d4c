/**
 * The design engine in workerd, with the Worker's own runtime (bundled fonts, icon data,
 * WASM modules): determinism, self-contained SVG, legible and unclipped designs, the
 * files' formats, and the preview a generation shows.
 */
import { describe, expect, it } from "vitest";
import decoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import { init as initWebpDecoder, default as decodeWebp } from "@jsquash/webp/decode.js";
import { contrast } from "#agent/design/color.ts";
import { CANVAS } from "#agent/design/design.ts";
import { CONTAINERS, LAYOUTS, type LogoSpec } from "#agent/design/logo-spec.ts";
import { pngSize } from "#protocol/png.ts";
import { PARTIAL_SIZE, PREVIEW_SIZE } from "#agent/design/preview.ts";
import { rasterize, rasterizeBands, unpremultiply } from "#protocol/resvg.ts";
import { applyWatermark } from "#agent/design/watermark.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import iconPaths from "#agent/design/icon-paths.generated.txt";
import { sheetSpecs } from "../../scripts/lib/sheet-specs.ts";
import { decodePng, expectPixelsOnly, testSpec } from "./helpers.ts";

const engine = await workerEngine();

/** A spec for every layout with every container it can take. */
function everyArrangement(): LogoSpec[] {
  return LAYOUTS.flatMap((layout) =>
    CONTAINERS.filter((container) => !((layout === "badge" || layout === "monogram") && container === "none")).map((container) =>
      testSpec({
        layout,
        container,
        icon: layout === "wordmark" || layout === "monogram" ? null : { set: "fluent-emoji", name: "wolf" },
        brand: "Northwind Trading Company",
      }),
    ),
  );
}

describe("the SVG", () => {
  it("is the same for the same spec, and changes with the design", () => {
    const spec = testSpec();
    expect(engine.design(spec).svg()).toBe(engine.design(structuredClone(spec)).svg());
    expect(engine.design({ ...spec, brand: "Summit Roasters" }).svg()).not.toBe(engine.design(spec).svg());
    expect(engine.design({ ...spec, layout: "icon-left" }).svg()).not.toBe(engine.design(spec).svg());
  });

  it("is self-contained: lettering as paths, no text, image, style, metadata or outside reference", () => {
    for (const spec of [...everyArrangement(), ...sheetSpecs()]) {
      const svg = engine.design(spec).svg({ overlay: engine.watermark().svg });
      expect(svg).not.toMatch(/<(text|tspan|image|style|script|use|foreignObject|a|metadata)[\s>]/i);
      expect(svg).not.toMatch(/\bhref\s*=/i);
      expect(svg).not.toMatch(/url\(/i);
      expect(svg).not.toMatch(/@import|font-family/i);
      // The only URI is the SVG namespace, which names, not fetches.
      expect(svg.match(/(?:https?:|urn:)[^"\s]*/g)).toEqual(["http://www.w3.org/2000/svg"]);
      expect(svg).toMatch(/<path d="M/);
    }
  });

  it("draws every layout with every container inside the canvas, nothing clipped", () => {
    for (const spec of everyArrangement()) {
      const pixels = rasterize(engine.design(spec).svg(), 128).rgba;
      const background = pixels.slice(0, 4).join();
      // The outer 6% of the canvas stays empty: the design was fitted, not cropped.
      const margin = Math.round(128 * 0.06);
      for (let y = 0; y < 128; y++) {
        for (let x = 0; x < 128; x++) {
          if (x >= margin && x < 128 - margin && y >= margin && y < 128 - margin) continue;
          expect(pixels.slice((y * 128 + x) * 4, (y * 128 + x) * 4 + 4).join(), `${spec.layout}/${spec.container} at ${x},${y}`).toBe(background);
        }
      }
    }
  });

  it("keeps the smallest lettering legible: capitals at least 1.5 % of the canvas", () => {
    for (const spec of [...everyArrangement(), ...sheetSpecs()]) {
      expect(engine.design(spec).smallestCap, `${spec.brand} ${spec.layout}/${spec.container}`).toBeGreaterThanOrEqual(CANVAS * 0.015);
    }
  });

  it("leaves out characters no bundled typeface has, says so, and still draws a sound SVG", () => {
    const design = engine.design(testSpec({ brand: "咖啡 Crema", layout: "monogram", container: "circle", icon: null }));
    expect(design.adjustments.join(" ")).toMatch(/No bundled typeface has '咖', '啡'/);
    expect(design.svg()).not.toMatch(/NaN|Infinity/);
    expect(engine.design(testSpec({ brand: "Café Łódź" })).adjustments).toEqual([]);
  });

  it("makes lettering pass WCAG AA on its background, and says so when it had to change a colour", () => {
    const faint = testSpec({ palette: { background: "#ffffff", primary: "#fde68a", text: "#fef08a", accent: "#fef9c3" } });
    const design = engine.design(faint);
    expect(contrast(design.spec.palette.text, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(design.ink.tagline, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(design.adjustments.join(" ")).toMatch(/#fef08a.*WCAG AA/);
    const fine = engine.design(testSpec());
    expect(fine.adjustments).toEqual([]);
    expect(fine.spec.palette).toEqual(testSpec().palette);
  });
});

describe("the bundled icons", () => {
  it("are exactly the indexed icons, each with path data and a measured ink box", () => {
    for (const [set, name] of ICON_INDEX) {
      for (const style of ["outline", "bold", "filled", "duotone"] as const) {
        const art = engine.icons.get({ set, name }, style);
        expect(art.paths.length, `${set}:${name} ${style}`).toBeGreaterThan(0);
        expect(art.ink.x2 - art.ink.x1).toBeGreaterThan(0);
        expect(art.ink.y2 - art.ink.y1).toBeGreaterThan(0);
      }
    }
    expect(iconPaths.trim().split("\n")).toHaveLength(ICON_INDEX.length);
  });
});

// The watermark has its own tests: tests/agent/watermark.test.ts.

describe("the files", () => {
  it("are rendered in bands that join into the whole picture, without seams", () => {
    const svg = engine.design(testSpec({ layout: "badge", container: "circle" })).svg();
    const whole = rasterize(svg, 512).rgba;
    const bands = [...rasterizeBands(svg, 512, 8)];
    expect(bands).toHaveLength(8);
    const joined = new Uint8Array(whole.length);
    bands.forEach((band, i) => joined.set(band, i * band.length));
    // Curves are flattened a hair differently at another offset, so edge pixels may differ
    // a little; a seam would show as rows at the band joins that differ as a whole.
    const rowDifference = (y: number) => {
      let sum = 0;
      for (let i = y * 512 * 4; i < (y + 1) * 512 * 4; i++) sum += Math.abs(joined[i]! - whole[i]!);
      return sum / (512 * 4);
    };
    const rows = Array.from({ length: 512 }, (_, y) => rowDifference(y));
    expect(rows.reduce((a, b) => a + b, 0) / 512).toBeLessThan(0.25);
    for (let join = 64; join < 512; join += 64) for (const y of [join - 1, join]) expect(rows[y], `row ${y}`).toBeLessThan(1);
  });

  it("are a 2048 PNG, a 1024 WebP that decodes, an SVG and a transparent 2048 PNG, each holding its picture and nothing of the design", async () => {
    const design = engine.design(testSpec({ layout: "icon-left", container: "rounded-square" }));
    const files = await engine.files(design);
    expect(Object.keys(files).sort()).toEqual(["png", "pngTransparent", "svg", "webp"]);
    expect(pngSize(files.png)).toEqual({ width: 2048, height: 2048 });
    const transparent = await decodePng(files.pngTransparent);
    expect([transparent.width, transparent.height, transparent.channels]).toEqual([2048, 2048, 4]);
    expect(transparent.pixels[3]).toBe(0); // the corner shows through

    await initWebpDecoder(decoderWasm);
    const webp = await decodeWebp(files.webp.buffer.slice(files.webp.byteOffset, files.webp.byteOffset + files.webp.byteLength) as ArrayBuffer);
    expect([webp.width, webp.height]).toEqual([1024, 1024]);
    const opaque = await decodePng(files.png);
    // The WebP's corner is the PNG's background colour (lossy, so nearly).
    for (let c = 0; c < 3; c++) expect(Math.abs(webp.data[c]! - opaque.pixels[c]!)).toBeLessThanOrEqual(4);

    const bytes = { png: files.png, webp: files.webp, svg: new TextEncoder().encode(files.svg), pngTransparent: files.pngTransparent };
    for (const [name, file] of Object.entries(bytes)) expectPixelsOnly(file, design.spec, name);
    expectPixelsOnly(await engine.webp(design, 512, { background: false }), design.spec, "catalogue WebP");
  });
});

describe("what a generation shows", () => {
  it("is the watermarked preview at the size the page shows it, and the partials at 256, each its pixels only", async () => {
    const design = engine.design(testSpec({ layout: "icon-left", container: "rounded-square" }));
    const preview = await engine.preview(design);
    expect(pngSize(preview)).toEqual({ width: PREVIEW_SIZE, height: PREVIEW_SIZE });
    expectPixelsOnly(preview, design.spec, "preview");
    for (const layers of [[], ["mark"], ["mark", "wordmark"]] as const) {
      const partial = await engine.partial(design, layers);
      expect(pngSize(partial)).toEqual({ width: PARTIAL_SIZE, height: PARTIAL_SIZE });
      expectPixelsOnly(partial, design.spec, `partial ${layers.join("+")}`);
    }
  });

  it("writes the same pixels it rendered: the preview decodes to the render with the watermark laid over it", async () => {
    for (const spec of [testSpec(), testSpec({ palette: { background: "transparent", primary: "#7c2d12", text: "#451a03", accent: "#fcd34d" } })]) {
      const design = engine.design(spec);
      const expected = rasterize(design.svg(), PREVIEW_SIZE).rgba;
      applyWatermark(engine.watermarkMask(PREVIEW_SIZE), expected);
      unpremultiply(expected);
      const decoded = await decodePng(await engine.preview(design));
      let worst = 0;
      for (let i = 0, j = 0; i < expected.length; i += 4, j += decoded.channels) {
        // Straight alpha from premultiplied pixels rounds a little differently where alpha is faint.
        if (expected[i + 3]! < 16) continue;
        for (let c = 0; c < decoded.channels; c++) worst = Math.max(worst, Math.abs(decoded.pixels[j + c]! - expected[i + c]!));
      }
      expect(worst).toBeLessThanOrEqual(1);
    }
  });
});
