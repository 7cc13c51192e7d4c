/**
 * The design engine in workerd, with the Worker's own runtime (bundled fonts, icon data,
 * WASM modules): determinism, self-contained SVG, legible and unclipped designs, the
 * watermark's geometry, the embedded spec, and the files' formats.
 */
import { describe, expect, it } from "vitest";
import decoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm";
import { init as initWebpDecoder, default as decodeWebp } from "@jsquash/webp/decode.js";
import { contrast } from "../../workers/agent/design/color.ts";
import { CANVAS } from "../../workers/agent/design/design.ts";
import { toDataUrl } from "../../workers/protocol/data-url.ts";
import { readSpecFromImage } from "../../workers/agent/design/embedded-spec.ts";
import { CONTAINERS, LAYOUTS, type LogoSpec } from "../../workers/agent/design/logo-spec.ts";
import { encodePng, pngSize } from "../../workers/agent/design/png.ts";
import { rasterize, rasterizeBands } from "../../workers/agent/design/raster.ts";
import { WATERMARK } from "../../workers/agent/design/watermark.ts";
import { workerEngine } from "../../workers/agent/engine/runtime.ts";
import { ICON_INDEX } from "../../workers/agent/design/icon-index.generated.ts";
import iconPaths from "../../workers/agent/design/icon-paths.generated.txt";
import { sheetSpecs } from "../../scripts/lib/sheet-specs.ts";
import { decodePng, testSpec } from "./helpers.ts";

const engine = await workerEngine();
const svgUrl = (svg: string) => toDataUrl(new TextEncoder().encode(svg), "image/svg+xml");

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

  it("is self-contained: lettering as paths, no text, image, style or outside reference", () => {
    for (const spec of [...everyArrangement(), ...sheetSpecs()]) {
      const svg = engine.design(spec).svg({ overlay: engine.watermark().svg });
      expect(svg).not.toMatch(/<(text|tspan|image|style|script|use|foreignObject|a)[\s>]/i);
      expect(svg).not.toMatch(/\bhref\s*=/i);
      expect(svg).not.toMatch(/url\(/i);
      expect(svg).not.toMatch(/@import|font-family/i);
      // The only URIs are the SVG and spec namespaces, which name, not fetch.
      expect(svg.match(/(?:https?:|urn:)[^"\s]*/g)).toEqual(["http://www.w3.org/2000/svg", "urn:logomarket:logo-spec"]);
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

describe("the watermark", () => {
  it("is white at 30 % opacity, its font size the width / 20, centred", () => {
    const mark = engine.watermark();
    expect(mark.fontSize).toBe(CANVAS / 20);
    expect((mark.box.x1 + mark.box.x2) / 2).toBeCloseTo(CANVAS / 2, 5);
    expect((mark.box.y1 + mark.box.y2) / 2).toBeCloseTo(CANVAS / 2, 5);
    expect(mark.svg).toContain(`fill="#ffffff" fill-opacity="0.3"`);
    expect(WATERMARK.text.length).toBeGreaterThan(0);
  });

  it("lightens the 2048 PNG exactly where the centred lettering is, by 30 % towards white", async () => {
    const design = engine.design(testSpec({ palette: { background: "#1e293b", primary: "#fbbf24", text: "#f8fafc", accent: "#334155" }, layout: "badge", container: "circle" }));
    const files = await engine.files(design);
    const plain = await decodePng(files.png);
    const marked = await decodePng(files.pngWatermarked);
    expect([marked.width, marked.height]).toEqual([2048, 2048]);
    let box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
    // How far each changed pixel moved towards white: 30 % where the lettering covers it
    // fully, less on its anti-aliased edges, never more.
    const coverage: number[] = [];
    for (let y = 0; y < 2048; y++) {
      for (let x = 0; x < 2048; x++) {
        const i = (y * 2048 + x) * 3;
        if (plain.pixels[i] === marked.pixels[i] && plain.pixels[i + 1] === marked.pixels[i + 1] && plain.pixels[i + 2] === marked.pixels[i + 2]) continue;
        box = { x1: Math.min(box.x1, x), y1: Math.min(box.y1, y), x2: Math.max(box.x2, x + 1), y2: Math.max(box.y2, y + 1) };
        const c = [0, 1, 2].sort((a, b) => plain.pixels[i + a]! - plain.pixels[i + b]!)[0]!; // the darkest channel
        if (255 - plain.pixels[i + c]! > 60) coverage.push((marked.pixels[i + c]! - plain.pixels[i + c]!) / (255 - plain.pixels[i + c]!));
      }
    }
    const full = coverage.filter((k) => Math.abs(k - 0.3) <= 0.02).length;
    expect(Math.max(...coverage)).toBeLessThanOrEqual(0.32);
    expect(full / coverage.length).toBeGreaterThan(0.6);
    const expected = engine.watermark().box;
    const scale = 2048 / CANVAS;
    expect((box.x1 + box.x2) / 2).toBeCloseTo(1024, -1); // within 5 px of the centre
    expect((box.y1 + box.y2) / 2).toBeCloseTo(1024, -1);
    expect(box.x2 - box.x1).toBeCloseTo((expected.x2 - expected.x1) * scale, -1);
    expect(box.y2 - box.y1).toBeCloseTo((expected.y2 - expected.y1) * scale, -1);
  });
});

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

  it("are a 2048 PNG, a watermarked 2048 PNG, a 1024 WebP that decodes, an SVG and a transparent 2048 PNG, each carrying the spec", async () => {
    const design = engine.design(testSpec({ layout: "icon-left", container: "rounded-square" }));
    const files = await engine.files(design);
    expect(pngSize(files.png)).toEqual({ width: 2048, height: 2048 });
    expect(pngSize(files.pngWatermarked)).toEqual({ width: 2048, height: 2048 });
    const transparent = await decodePng(files.pngTransparent);
    expect([transparent.width, transparent.height, transparent.channels]).toEqual([2048, 2048, 4]);
    expect(transparent.pixels[3]).toBe(0); // the corner shows through

    await initWebpDecoder(decoderWasm);
    const webp = await decodeWebp(files.webp.buffer.slice(files.webp.byteOffset, files.webp.byteOffset + files.webp.byteLength) as ArrayBuffer);
    expect([webp.width, webp.height]).toEqual([1024, 1024]);
    const opaque = await decodePng(files.png);
    // The WebP's corner is the PNG's background colour (lossy, so nearly).
    for (let c = 0; c < 3; c++) expect(Math.abs(webp.data[c]! - opaque.pixels[c]!)).toBeLessThanOrEqual(4);

    const urls = {
      png: toDataUrl(files.png, "image/png"),
      pngWatermarked: toDataUrl(files.pngWatermarked, "image/png"),
      webp: toDataUrl(files.webp, "image/webp"),
      svg: svgUrl(files.svg),
      pngTransparent: toDataUrl(files.pngTransparent, "image/png"),
    };
    for (const [name, url] of Object.entries(urls)) expect(readSpecFromImage(url), name).toEqual(design.spec);
  });

  it("gives no spec for an image that does not carry one, or carries a broken one", async () => {
    const pixels = new Uint8Array(4 * 4 * 4).fill(200);
    expect(readSpecFromImage(toDataUrl(await encodePng(pixels, 4, 4, { alpha: false, premultiplied: false }), "image/png"))).toBeNull();
    const broken = await encodePng(pixels, 4, 4, { alpha: false, premultiplied: false, text: { LogoSpec: '{"version":1,"brand":' } });
    expect(readSpecFromImage(toDataUrl(broken, "image/png"))).toBeNull();
    const invalid = await encodePng(pixels, 4, 4, { alpha: false, premultiplied: false, text: { LogoSpec: JSON.stringify({ ...testSpec(), layout: "spiral" }) } });
    expect(readSpecFromImage(toDataUrl(invalid, "image/png"))).toBeNull();
    expect(readSpecFromImage("data:image/png;base64,%%%")).toBeNull();
  });
});
