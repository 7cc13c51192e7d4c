/**
 * Artwork for a kit's files: a composed drawing (in layout units, with its ink box) placed
 * into a frame, and a frame in pixels rendered to PNG band by band. Every raster of the
 * kit is an SVG whose viewBox is its pixel grid, so a band of rows is exactly a band of the
 * viewBox and no 2560 x 1440 picture is ever whole in memory (docs/decisions/0100).
 */
import { PngEncoder } from "#protocol/png.ts";
import { rasterize, type Pixels } from "#protocol/resvg.ts";
import { height as heightOf, round as r, width as widthOf, type Box } from "#agent/design/text.ts";

export interface Artwork {
  /** SVG elements, in the units of `box`. */
  content: string;
  /** Where the ink is. */
  box: Box;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The artwork scaled to fit `target` (aspect kept), centred in it. */
export function place(art: Artwork, target: Rect): string {
  const scale = Math.min(target.w / widthOf(art.box), target.h / heightOf(art.box));
  const dx = target.x + (target.w - widthOf(art.box) * scale) / 2 - art.box.x1 * scale;
  const dy = target.y + (target.h - heightOf(art.box) * scale) / 2 - art.box.y1 * scale;
  return `<g transform="matrix(${round4(scale)} 0 0 ${round4(scale)} ${r(dx)} ${r(dy)})">${art.content}</g>`;
}

const round4 = (n: number) => Math.round(n * 10000) / 10000;

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function rect(width: number, height: number, fill: string, extra = ""): string {
  return `<rect width="${width}" height="${height}" fill="${fill}"${extra}/>`;
}

/** A whole SVG document (viewBox from 0 0) as artwork in its own units: to draw it again at another size. */
export function svgArtwork(svg: string): Artwork {
  const view = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!view) throw new Error("svgArtwork() needs a viewBox from 0 0");
  return { content: svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>")), box: { x1: 0, y1: 0, x2: Number(view[1]), y2: Number(view[2]) } };
}

/** An artwork with room around it: `margin` of its shorter side on every side. */
export function withMargin(art: Artwork, margin: number): Artwork {
  const pad = Math.min(widthOf(art.box), heightOf(art.box)) * margin;
  return { content: art.content, box: { x1: art.box.x1 - pad, y1: art.box.y1 - pad, x2: art.box.x2 + pad, y2: art.box.y2 + pad } };
}

/** Pixel size of an artwork whose longer side is `long` pixels. */
export function pixelSize(art: Artwork, long: number): { width: number; height: number } {
  const w = widthOf(art.box);
  const h = heightOf(art.box);
  return w >= h ? { width: long, height: Math.max(1, Math.round((long * h) / w)) } : { width: Math.max(1, Math.round((long * w) / h)), height: long };
}

/** The artwork alone in a document of `width` x `height` (its box filling it), with a background when given. */
export function artworkDocument(art: Artwork, width: number, height: number, background: string | null): string {
  return svgDocument(width, height, (background ? rect(width, height, background) : "") + place(art, { x: 0, y: 0, w: width, h: height }));
}

const BAND_ROWS = 256;

/**
 * A document whose viewBox is `0 0 width height` (pixels) as a PNG, 256 rows at a time:
 * `alpha: false` for pictures with an opaque background of their own.
 */
export async function pngOf(svg: string, width: number, height: number, alpha: boolean, eachBand?: (rgba: Uint8Array) => void): Promise<Uint8Array> {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root || !root.includes(`viewBox="0 0 ${width} ${height}"`)) throw new Error("pngOf() needs a document in pixels");
  const encoder = new PngEncoder(width, height, { alpha, premultiplied: true });
  const rest = svg.slice(root.length);
  for (let top = 0; top < height; top += BAND_ROWS) {
    const rows = Math.min(BAND_ROWS, height - top);
    const band = root.replace(/\bviewBox="[^"]*"/, `viewBox="0 ${top} ${width} ${rows}"`).replace(/\bheight="[^"]*"/, `height="${rows}"`);
    const pixels = rasterize(band + rest, width);
    if (pixels.height !== rows) throw new Error(`a band of ${rows} rows came out ${pixels.height} rows high`);
    eachBand?.(pixels.rgba);
    await encoder.writeBand(pixels.rgba);
  }
  return encoder.finish();
}

/** A small picture whole (an icon), premultiplied RGBA. */
export function pixelsOf(svg: string, size: number): Pixels {
  return rasterize(svg, size);
}
