/**
 * The preview watermark (docs/decisions/0702-a-centred-watermark-from-a-mask.md): the
 * accounts spec's mark, one line of the site's name in white at 30 % opacity, its font
 * size the image width / 20, centred; with a thin dark edge so that it also shows on
 * white and pale logos. One line leaves the logo's own lettering readable, which the
 * tiled mark it replaces did not.
 *
 * It is drawn as paths in canvas units (the SVG's viewBox) and rasterised once per size
 * into a mask: the rows of premultiplied pixels it covers. A preview is the logo's pixels
 * with the mask laid over them ('over' on premultiplied pixels is exact), so the mark is
 * never drawn again for each picture.
 */
import { SITE_NAME } from "#protocol/site.ts";
import { over } from "./composite.ts";
import { CANVAS } from "./design.ts";
import type { FontBook, FontFace } from "./fonts.ts";
import { rasterize } from "#protocol/resvg.ts";
import { round as r, setLineAtSize, type Box } from "./text.ts";

export const WATERMARK = {
  text: SITE_NAME,
  /** The spec's mark: white at 30 %. */
  fill: "#ffffff",
  fillOpacity: 0.3,
  /** The edge: dark, so the mark shows on white too; thin, so the letters stay open. */
  edge: "#111827",
  edgeOpacity: 0.6,
  /** The edge's width as a fraction of the font size (half of it falls outside the letters). */
  edgeOfFont: 0.05,
  /** Font size as a fraction of the image width (the spec: width / 20). */
  fontSizeOfWidth: 1 / 20,
  face: { id: "montserrat", weight: 700, italic: false } satisfies FontFace,
} as const;

export interface Watermark {
  /** The mark as SVG elements in canvas units. */
  svg: string;
  /** Where it is drawn, in canvas units, its edge included. */
  box: Box;
}

export function watermark(book: FontBook): Watermark {
  const fontSize = CANVAS * WATERMARK.fontSizeOfWidth;
  const line = setLineAtSize(book, { face: WATERMARK.face, letterSpacing: 0 }, WATERMARK.text, fontSize);
  const edge = fontSize * WATERMARK.edgeOfFont;
  // Centred on its ink, both ways.
  const dx = CANVAS / 2 - (line.ink.x1 + line.ink.x2) / 2;
  const dy = CANVAS / 2 - (line.ink.y1 + line.ink.y2) / 2;
  // The edge is painted first and the translucent fill over it: outside the letters it
  // is a dark outline, inside it is softened by the fill.
  const svg =
    `<path id="watermark" d="${line.d}" transform="translate(${r(dx)} ${r(dy)})" fill="${WATERMARK.fill}" fill-opacity="${WATERMARK.fillOpacity}" ` +
    `stroke="${WATERMARK.edge}" stroke-opacity="${WATERMARK.edgeOpacity}" stroke-width="${r(edge)}" stroke-linejoin="round" paint-order="stroke"/>`;
  const box = { x1: line.ink.x1 + dx - edge, y1: line.ink.y1 + dy - edge, x2: line.ink.x2 + dx + edge, y2: line.ink.y2 + dy + edge };
  return { svg, box };
}

/** The watermark at one image size: the rows it covers, as premultiplied RGBA. */
export interface WatermarkMask {
  size: number;
  /** The first row it covers. */
  top: number;
  /** `size` pixels wide, as many rows as the mark is tall. */
  rgba: Uint8Array;
}

/** Renders the mark's rows at `size` pixels (the image is square, like the canvas). */
export function watermarkMask(mark: Watermark, size: number): WatermarkMask {
  const scale = size / CANVAS;
  const top = Math.max(0, Math.floor(mark.box.y1 * scale) - 1);
  const bottom = Math.min(size, Math.ceil(mark.box.y2 * scale) + 1);
  const rows = bottom - top;
  // A viewBox over just those rows: resvg's pixmap is the strip, not the whole image.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${r(rows / scale)}" ` +
    `viewBox="0 ${r(top / scale)} ${CANVAS} ${r(rows / scale)}">${mark.svg}</svg>`;
  const pixels = rasterize(svg, size);
  if (pixels.width !== size || pixels.height !== rows) throw new Error(`the watermark mask came out ${pixels.width} x ${pixels.height}, not ${size} x ${rows}`);
  return { size, top, rgba: pixels.rgba };
}

/** Lays the mask over a square picture of its size (premultiplied RGBA), in place. */
export function applyWatermark(mask: WatermarkMask, picture: Uint8Array): Uint8Array {
  if (picture.length !== mask.size * mask.size * 4) throw new Error("the watermark mask is for another size");
  const start = mask.top * mask.size * 4;
  const rows = picture.subarray(start, start + mask.rgba.length);
  over(mask.rgba, rows, rows);
  return picture;
}
