import { Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { checkSvgUpload, SVG_MAX_BYTES } from "#app/server/uploads/svg-upload.server.ts";
import { rasterOf } from "#app/server/designers/raster.server.ts";

/** The attack files and the clean logos, as their bytes (tests/fixtures/uploads). */
const fixtures = import.meta.glob<string>("../fixtures/uploads/*.svg", { query: "?raw", import: "default", eager: true });
function fixture(name: string): Uint8Array {
  const text = fixtures[`../fixtures/uploads/${name}`];
  if (text === undefined) throw new Error(`no fixture ${name}`);
  return new TextEncoder().encode(text);
}

const OUTSIDE = /outside the file/;
const SCRIPT = /scripts aren't accepted/;
const HANDLER = /event handlers aren't accepted/;
const ANIMATION = /Animated SVG files aren't accepted/;

/** Each attack is refused with a 4xx and a message that says what to change. */
const REFUSED: [file: string, status: number, message: RegExp][] = [
  ["script.svg", 400, SCRIPT],
  ["script-cdata.svg", 400, SCRIPT],
  ["onload.svg", 400, /event handlers aren't accepted \(onload on <svg>\)/],
  ["onclick.svg", 400, /event handlers aren't accepted \(onclick on <circle>\)/],
  ["onmouseover-uppercase.svg", 400, HANDLER],
  ["xlink-href-outside.svg", 400, OUTSIDE],
  ["xlink-href-javascript.svg", 400, /javascript: links aren't accepted/],
  ["a-javascript.svg", 400, /Links \(<a>\) aren't accepted/],
  ["foreign-object.svg", 400, /embedded HTML \(<foreignObject>\)/],
  ["billion-laughs.svg", 400, /DOCTYPE or entity declarations aren't accepted/],
  ["external-entity.svg", 400, /DOCTYPE or entity declarations aren't accepted/],
  ["doctype-dtd.svg", 400, /DOCTYPE/],
  ["huge-width.svg", 413, /1000000 x 1000000 px; width and height may be at most 10,000/],
  ["huge-viewbox.svg", 413, /viewBox \(0 0 100000000 100000000\) is too large/],
  ["no-size.svg", 400, /needs a viewBox/],
  ["style-element-import.svg", 400, /Style sheets \(<style>\) aren't accepted/],
  ["style-element-url.svg", 400, /Style sheets \(<style>\) aren't accepted/],
  ["style-attribute-url.svg", 400, OUTSIDE],
  ["style-attribute-background.svg", 400, OUTSIDE],
  ["style-attribute-import.svg", 400, /Style imports \(@import\) aren't accepted/],
  ["style-attribute-escape.svg", 400, /The value of fill on <circle> isn't one we accept/],
  ["use-outside.svg", 400, /<use>/],
  ["use-xlink-outside.svg", 400, /<use>/],
  ["use-inside.svg", 400, /Turn them into plain shapes/],
  ["data-uri-fill.svg", 400, OUTSIDE],
  ["data-uri-html.svg", 400, OUTSIDE],
  ["mask-outside.svg", 400, OUTSIDE],
  ["clip-path-outside.svg", 400, OUTSIDE],
  ["animate-href.svg", 400, ANIMATION],
  ["set-href.svg", 400, ANIMATION],
  ["animate-transform.svg", 400, ANIMATION],
  ["image-outside.svg", 400, /pictures \(<image>\) aren't accepted/],
  ["image-data.svg", 400, /pictures \(<image>\) aren't accepted/],
  ["image-svg-data.svg", 400, /pictures \(<image>\) aren't accepted/],
  ["text.svg", 400, /^Convert text to outlines before uploading\.$/],
  ["text-external-font.svg", 400, /<font-face>, which isn't accepted/],
  ["xml-stylesheet.svg", 400, /link a style sheet/],
  ["iframe.svg", 400, /embedded HTML/],
  ["filter-feimage.svg", 400, /<filter>, which isn't accepted\. A logo may use paths, basic shapes, groups, gradients, clip paths and masks\./],
  ["not-svg.svg", 415, /isn't an SVG/],
  ["broken.svg", 400, /isn't well-formed XML/],
  ["nested-svg.svg", 400, /event handlers|<svg>, which isn't accepted/],
  ["bad-transform.svg", 400, OUTSIDE],
  ["bad-path.svg", 400, /The value of d on <path> isn't one we accept/],
  ["prefixed-script.svg", 400, /<svg:script>, which isn't accepted/],
];

const ALLOWED_ELEMENTS = new Set(["svg", "g", "defs", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "linearGradient", "radialGradient", "stop", "clipPath", "mask"]);

type Node = Record<string, unknown> & { ":@"?: Record<string, string> };
const reader = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: "", processEntities: false, commentPropName: "#comment" });

/** Every element and attribute of a rebuilt SVG, read back by a parser of its own. */
function elementsOf(svg: string): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      const name = Object.keys(node).find((key) => key !== ":@")!;
      if (name === "#text" || name === "#comment") {
        found.push({ name, attributes: {} });
        continue;
      }
      found.push({ name, attributes: node[":@"] ?? {} });
      walk(node[name] as Node[]);
    }
  };
  walk(reader.parse(svg) as Node[]);
  return found;
}

/** Asserts nothing that could run, fetch or expand is left in a rebuilt SVG. */
function expectHarmless(svg: string): void {
  expect(svg).not.toMatch(/<!DOCTYPE|<!ENTITY|<\?|<!--|CDATA|javascript:|data:|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/i);
  for (const { name, attributes } of elementsOf(svg)) {
    expect(ALLOWED_ELEMENTS.has(name), `element <${name}>`).toBe(true);
    for (const [attribute, value] of Object.entries(attributes)) {
      expect(attribute, `attribute ${attribute} on <${name}>`).not.toMatch(/^on|^style$|^xlink:|^xml:|:/i);
      for (const url of value.match(/url\([^)]*\)/g) ?? []) expect(url).toMatch(/^url\(#[\w.:-]+\)$/);
      if (attribute === "href") expect(value).toMatch(/^#[\w.:-]+$/);
    }
  }
}

describe("SVG uploads", { timeout: 30_000 }, () => {
  it.each(REFUSED)("refuses %s with a %i and a plain message", (file, status, message) => {
    const result = checkSvgUpload(fixture(file));
    expect(result).toMatchObject({ ok: false, status });
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it("knows every attack file in tests/fixtures/uploads", () => {
    const listed = new Set([...REFUSED.map(([file]) => file), "clean-logo.svg", "editor-metadata.svg"]);
    const files = Object.keys(fixtures).map((path) => path.split("/").pop()!);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });

  it("refuses a file over 512 KB with a 413, before reading it", () => {
    const padding = " ".repeat(SVG_MAX_BYTES);
    const result = checkSvgUpload(new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${padding}</svg>`));
    expect(result).toEqual({ ok: false, status: 413, message: expect.stringMatching(/larger than 512 KB/) });
  });

  it("refuses groups nested deeper than 32 levels, and 70,000 levels without running out of stack", () => {
    for (const depth of [40, 70_000]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${"<g>".repeat(depth)}<path d="M0 0h1v1z"/>${"</g>".repeat(depth)}</svg>`;
      expect(checkSvgUpload(new TextEncoder().encode(svg))).toEqual({ ok: false, status: 400, message: expect.stringMatching(/nested more than 32 levels deep/) });
    }
    const fine = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${"<g>".repeat(30)}<path d="M0 0h1v1z"/>${"</g>".repeat(30)}</svg>`;
    expect(checkSvgUpload(new TextEncoder().encode(fine)).ok).toBe(true);
  });

  it("refuses more than 5,000 elements with a 413", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<path d="M0 0h1v1z"/>'.repeat(5000)}</svg>`;
    expect(checkSvgUpload(new TextEncoder().encode(svg))).toEqual({ ok: false, status: 413, message: expect.stringMatching(/more than 5,000 elements/) });
  });

  it("bounds what the renderer draws on layers of their own: 2 deep, 32 in all, none inside a mask or clip path", () => {
    const svg = (inner: string) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><clipPath id="c"><rect width="10" height="10"/></clipPath></defs>${inner}</svg>`);
    const shape = '<path d="M0 0h1v1z"';
    expect(checkSvgUpload(svg(`<g clip-path="url(#c)">${shape} opacity=".5"/></g>`)).ok).toBe(true);
    expect(checkSvgUpload(svg(`<g opacity="1"><g opacity="100%"><g>${shape}/></g></g></g>`)).ok).toBe(true);
    expect(checkSvgUpload(svg(`<g opacity=".5"><g clip-path="url(#c)">${shape} style="opacity: 50%"/></g></g>`))).toEqual({ ok: false, status: 413, message: expect.stringMatching(/nests opacity, masks or clip paths more than 2 deep \(<path>\)/) });
    expect(checkSvgUpload(svg(`${shape} opacity=".5"/>`.repeat(33)))).toEqual({ ok: false, status: 413, message: expect.stringMatching(/more than 32 shapes or groups with opacity.*fill-opacity/) });
    expect(checkSvgUpload(svg(`<mask id="m">${shape} fill="white" opacity=".5"/></mask>`))).toEqual({ ok: false, status: 400, message: expect.stringMatching(/^Shapes inside a mask may not have opacity/) });
  });

  it("refuses a file that is not UTF-8 text", () => {
    expect(checkSvgUpload(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toMatchObject({ ok: false, status: 415 });
  });

  it("keeps the drawing of an editor's file and drops its metadata, comments and editor attributes", () => {
    const result = checkSvgUpload(fixture("editor-metadata.svg"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expectHarmless(result.svg);
    expect(result).toMatchObject({ width: expect.closeTo(793.7, 1), height: expect.closeTo(793.7, 1) });
    expect(elementsOf(result.svg).map((e) => e.name)).toEqual(["svg", "g", "circle", "path"]);
    expect(result.svg).not.toMatch(/inkscape|sodipodi|rdf|Acme|class=|data-name|tabindex/);
    expect(result.svg).toContain('fill="#2d6a4f"');
  });

  it("rebuilds a clean logo that draws exactly as the original", async () => {
    const original = new TextDecoder().decode(fixture("clean-logo.svg"));
    const result = checkSvgUpload(fixture("clean-logo.svg"));
    expect(result).toMatchObject({ ok: true, width: 400, height: 400 });
    if (!result.ok) return;
    expectHarmless(result.svg);
    // Checking the rebuilt file again changes nothing.
    expect(checkSvgUpload(new TextEncoder().encode(result.svg))).toEqual(result);
    const before = render(original);
    const after = render(result.svg);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    // Drawn at all: the gradients and shapes cover most of the square.
    expect(opaqueShare(before.pixels)).toBeGreaterThan(0.5);
    let differing = 0;
    for (let i = 0; i < before.pixels.length; i++) if (before.pixels[i] !== after.pixels[i]) differing++;
    expect(differing, "pixel bytes that differ").toBe(0);
  });
});

// The app's own renderer starts resvg once per isolate; the app Worker may have started it first.
beforeAll(async () => {
  await rasterOf(resvgWasm);
});

function render(svg: string): { width: number; height: number; pixels: Uint8Array } {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: 300 } });
  const image = resvg.render();
  const out = { width: image.width, height: image.height, pixels: image.pixels.slice() };
  image.free();
  resvg.free();
  return out;
}

function opaqueShare(rgba: Uint8Array): number {
  let opaque = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > 0) opaque++;
  return opaque / (rgba.length / 4);
}
