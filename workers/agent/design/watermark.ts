/**
 * The preview watermark (docs/decisions/0701-a-watermark-seen-on-every-logo.md): the
 * site's name tiled across the whole picture on a slant, each letter a light fill inside
 * a dark outline. On a white logo the outline shows, on a black one the fill, on a
 * mid-tone both; at partial opacity the logo under it stays readable. Drawn as paths in
 * the SVG's own units, so it scales with whatever size the PNG is rendered at.
 *
 * The accounts spec's mark (white at 30 %, one line in the centre) vanished on white
 * and pale logos, and a crop around it removed it: the decision replaces it.
 */
import { SITE_NAME } from "#protocol/site.ts";
import { CANVAS } from "./design.ts";
import type { FontBook, FontFace } from "./fonts.ts";
import { round as r, setLineAtSize, type Box } from "./text.ts";

export const WATERMARK = {
  text: SITE_NAME,
  /** The letters' fill: light, seen on dark and mid-tone logos. */
  fill: "#ffffff",
  fillOpacity: 0.45,
  /** Their outline: dark, seen on light and mid-tone logos. */
  stroke: "#111827",
  strokeOpacity: 0.45,
  /** The outline's width as a fraction of the font size. */
  strokeOfFont: 0.09,
  /** Font size as a fraction of the image width. */
  fontSizeOfWidth: 1 / 13,
  /** The tiles' slant, in degrees (negative: rising to the right). */
  angle: -30,
  /** Between two rows, and between two names on a row, in font sizes. */
  rowGap: 3.4,
  columnGap: 2.2,
  face: { id: "montserrat", weight: 700, italic: false } satisfies FontFace,
} as const;

export interface Watermark {
  svg: string;
  /** In canvas units (the SVG's viewBox). */
  fontSize: number;
  /** Where the mark is drawn, in canvas units: the whole canvas. */
  box: Box;
}

export function watermark(book: FontBook): Watermark {
  const fontSize = CANVAS * WATERMARK.fontSizeOfWidth;
  const line = setLineAtSize(book, { face: WATERMARK.face, letterSpacing: 0 }, WATERMARK.text, fontSize);
  const width = line.ink.x2 - line.ink.x1;
  const height = line.ink.y2 - line.ink.y1;
  // Each tile is the name's own path, placed: the SVG stays self-contained (no <use>).
  const tile = (x: number, y: number) => `<path d="${line.d}" transform="translate(${r(x - line.ink.x1)} ${r(y - line.ink.y1)})"/>`;

  // Rows over a square big enough that, turned about the centre, it covers the canvas.
  const reach = CANVAS * Math.SQRT2;
  const stepX = width + fontSize * WATERMARK.columnGap;
  const stepY = fontSize * WATERMARK.rowGap;
  const tiles: string[] = [];
  let row = 0;
  for (let y = CANVAS / 2 - reach / 2; y < CANVAS / 2 + reach / 2; y += stepY, row++) {
    // Every other row shifted by half a name, so the names interleave.
    const shift = (row % 2) * (stepX / 2);
    for (let x = CANVAS / 2 - reach / 2 - shift; x < CANVAS / 2 + reach / 2; x += stepX) {
      tiles.push(tile(x, y - height / 2));
    }
  }
  const svg =
    `<g id="watermark" fill="${WATERMARK.fill}" fill-opacity="${WATERMARK.fillOpacity}" stroke="${WATERMARK.stroke}" ` +
    `stroke-opacity="${WATERMARK.strokeOpacity}" stroke-width="${r(fontSize * WATERMARK.strokeOfFont)}" stroke-linejoin="round">` +
    `<g transform="rotate(${WATERMARK.angle} ${CANVAS / 2} ${CANVAS / 2})">${tiles.join("")}</g></g>`;
  return { svg, fontSize, box: { x1: 0, y1: 0, x2: CANVAS, y2: CANVAS } };
}
