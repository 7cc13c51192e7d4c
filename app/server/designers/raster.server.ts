/**
 * Uploaded logos have no design the agent could render, so the app draws their pictures
 * itself from the master (docs/decisions/3400) with the renderer the agent uses
 * (workers/protocol/resvg.ts). The Worker's entry imports the compiled module
 * and hands it over in the load context (a Worker may not compile WebAssembly from bytes at
 * run time).
 */
import { inkExtent, initRasterizer, rasterize, rasterizeToPng, type Pixels } from "#protocol/resvg.ts";
import { WATERMARK_INK, WATERMARK_PATH } from "./watermark-path.generated.ts";

export interface Raster {
  /** The picture at `size` px wide as a PNG, transparent unless a background is given. */
  png(svg: string, size: number, background?: string): Uint8Array;
  /** Its pixels at `size` px wide (premultiplied, as resvg renders them: the alpha reads as is). */
  pixels(svg: string, size: number): Pixels;
  /** The box of everything the picture holds (strokes included, clipping and hiding not taken off), in its own units; null when it holds nothing. Nothing is drawn. */
  extent(svg: string): { x: number; y: number; width: number; height: number } | null;
}

export async function rasterOf(wasm: WebAssembly.Module | undefined): Promise<Raster> {
  if (!wasm) throw new Error("the renderer's WASM module is not in the load context");
  await initRasterizer(wasm);
  return {
    png: rasterizeToPng,
    pixels: (svg, size) => rasterize(svg, size),
    extent: inkExtent,
  };
}

/** A PNG upload drawn through the same renderer: an SVG that shows it whole. */
export function svgOfPng(png: Uint8Array, width: number, height: number): string {
  let binary = "";
  for (let i = 0; i < png.length; i += 0x8000) binary += String.fromCharCode(...png.subarray(i, i + 0x8000));
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="data:image/png;base64,${btoa(binary)}"/></svg>`;
}

/**
 * The preview's watermark, as the agent draws a generated logo's (docs/decisions/0702): the
 * site's name once, centred, its font size a twentieth of the width, white at 30 % with a
 * thin dark edge so it shows on light and dark logos alike.
 */
function watermark(side: number): string {
  const scale = side / 20 / 100;
  const dx = side / 2 - ((WATERMARK_INK.x1 + WATERMARK_INK.x2) / 2) * scale;
  const dy = side / 2 - ((WATERMARK_INK.y1 + WATERMARK_INK.y2) / 2) * scale;
  return `<path d="${WATERMARK_PATH}" transform="translate(${dx} ${dy}) scale(${scale})" fill="#ffffff" fill-opacity="0.3" stroke="#111827" stroke-opacity="0.6" stroke-width="5" stroke-linejoin="round" paint-order="stroke"/>`;
}

/** The side of the square canvas a master of this size is set in: its longer side and a margin. */
export function squareSide(width: number, height: number): number {
  return Math.max(width, height) * 1.12;
}

/** The master set in a square canvas (catalogue pictures are square), centred, with a margin; the preview adds the watermark. */
export function squareSvg(svg: string, width: number, height: number, options: { watermark?: boolean } = {}): string {
  const side = squareSide(width, height);
  const x = (side - width) / 2;
  const y = (side - height) / 2;
  const inner = svg.replace(/^<svg\b([^>]*)>/i, (_match, attributes: string) => `<svg${attributes.replace(/\s(width|height|x|y)\s*=\s*("[^"]*"|'[^']*')/gi, "")} x="${x}" y="${y}" width="${width}" height="${height}">`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">${inner}${options.watermark ? watermark(side) : ""}</svg>`;
}
