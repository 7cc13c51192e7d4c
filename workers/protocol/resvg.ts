/**
 * SVG -> pixels: the one renderer of the app and the agent (resvg compiled to WASM), so
 * that a picture, a fingerprint or a check reads the same pixels on both sides. The WASM
 * arrives as a module (a Worker may not compile WebAssembly from bytes at run time): each
 * Worker imports the .wasm file, Node scripts compile the same file from disk. resvg is
 * started once per isolate, so the first call's promise is shared; a second copy of this
 * module (a test file's, beside the Worker's) finds it started, which is what it wanted.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";

let ready: Promise<void> | null = null;

export function initRasterizer(wasm: WebAssembly.Module): Promise<void> {
  ready ??= initWasm(wasm).catch((error: unknown) => {
    if (!/already initialized/i.test(String(error))) throw error;
  });
  return ready;
}

export interface Pixels {
  /** RGBA, premultiplied by alpha (resvg's own format): unpremultiply before reading colours. */
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** Fonts are never looked up: the SVGs drawn here carry their lettering as paths. */
const NO_FONTS = { loadSystemFonts: false } as const;

/** Renders `svg` scaled to `size` pixels wide, on a background colour if one is given (else transparent). */
export function rasterize(svg: string, size: number, background?: string): Pixels {
  return rendered(svg, size, background, (image) => ({ rgba: image.pixels, width: image.width, height: image.height }));
}

/**
 * The same render as a PNG written inside the renderer: the pixels never come out to
 * JavaScript, so drawing a large picture of an untrusted SVG (a designer's upload, which
 * cannot be drawn band by band: resvg fails on some of them cropped) holds its pixels
 * once, not twice. The agent's own designs are written band by band instead (png.ts).
 */
export function rasterizeToPng(svg: string, size: number, background?: string): Uint8Array {
  return rendered(svg, size, background, (image) => image.asPng());
}

function rendered<T>(svg: string, size: number, background: string | undefined, read: (image: RenderedImage) => T): T {
  if (!ready) throw new Error("rasterize() before initRasterizer()");
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: size }, background, font: NO_FONTS });
  try {
    const image = resvg.render();
    try {
      return read(image);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

type RenderedImage = ReturnType<InstanceType<typeof Resvg>["render"]>;

/** The box of everything the picture holds (strokes included), in its own units; null when it holds nothing. Nothing is drawn. */
export function inkExtent(svg: string): { x: number; y: number; width: number; height: number } | null {
  if (!ready) throw new Error("inkExtent() before initRasterizer()");
  const resvg = new Resvg(svg, { font: NO_FONTS });
  try {
    const box = resvg.getBBox();
    if (!box) return null;
    try {
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    } finally {
      box.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * Renders a square `svg` at `size` pixels as `count` horizontal bands, top to bottom: the
 * same pixels as one render (bands meet on whole pixels), but resvg's pixmap and the copy
 * handed to JavaScript are a band, not the whole image (16 MB at 2048). The root
 * element's viewBox is moved over the picture band by band.
 */
export function* rasterizeBands(svg: string, size: number, count: number, from = 0): Generator<Uint8Array> {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root && /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(root);
  if (!root || !viewBox || size % count !== 0) throw new Error("rasterizeBands() needs a square SVG with a viewBox from 0 0");
  const [, w, h] = viewBox.map(Number) as [number, number, number];
  const band = h / count;
  for (let i = from; i < count; i++) {
    const bandRoot = root
      .replace(/\bviewBox="[^"]*"/, `viewBox="0 ${i * band} ${w} ${band}"`)
      .replace(/\bheight="[^"]*"/, `height="${band}"`)
      .replace(/\bwidth="[^"]*"/, `width="${w}"`);
    yield rasterize(bandRoot + svg.slice(root.length), size).rgba;
  }
}

/** Premultiplied pixels to straight alpha, in place (what image encoders expect). */
export function unpremultiply(rgba: Uint8Array): Uint8Array {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]!;
    if (a === 0 || a === 255) continue;
    rgba[i] = Math.min(255, Math.round((rgba[i]! * 255) / a));
    rgba[i + 1] = Math.min(255, Math.round((rgba[i + 1]! * 255) / a));
    rgba[i + 2] = Math.min(255, Math.round((rgba[i + 2]! * 255) / a));
  }
  return rgba;
}
