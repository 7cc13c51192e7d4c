/**
 * SVG -> pixels with resvg compiled to WASM. The WASM arrives as a module (a Worker may
 * not compile WebAssembly from bytes at run time): the Worker imports the .wasm file,
 * Node scripts compile the same file from disk. resvg can be initialised once per
 * isolate, so the first call's promise is shared.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";

let ready: Promise<void> | null = null;

export function initRasterizer(wasm: WebAssembly.Module): Promise<void> {
  ready ??= initWasm(wasm);
  return ready;
}

export interface Pixels {
  /** RGBA, premultiplied by alpha (resvg's own format). */
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** Renders `svg` scaled to `size` pixels wide (the engine's SVGs are square). */
export function rasterize(svg: string, size: number): Pixels {
  if (!ready) throw new Error("rasterize() before initRasterizer()");
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: size } });
  try {
    const image = resvg.render();
    try {
      return { rgba: image.pixels, width: image.width, height: image.height };
    } finally {
      image.free();
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
