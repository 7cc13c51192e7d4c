/**
 * The preview watermark (accounts spec, business constants): the site's name in white at
 * 30 % opacity, its font size the image width divided by 20, centred. Drawn as paths over
 * the logo in the SVG's own units, so it scales with whatever size the PNG is rendered at.
 */
import { SITE_NAME } from "../../protocol/site.ts";
import { CANVAS } from "./design.ts";
import type { FontBook, FontFace } from "./fonts.ts";
import { round as r, setLineAtSize, type Box } from "./text.ts";

export const WATERMARK = {
  text: SITE_NAME,
  fill: "#ffffff",
  opacity: 0.3,
  /** Font size as a fraction of the image width. */
  fontSizeOfWidth: 1 / 20,
  face: { id: "montserrat", weight: 700, italic: false } satisfies FontFace,
} as const;

export interface Watermark {
  svg: string;
  /** In canvas units (the SVG's viewBox). */
  fontSize: number;
  /** The lettering's ink, in canvas units. */
  box: Box;
}

export function watermark(book: FontBook): Watermark {
  const fontSize = CANVAS * WATERMARK.fontSizeOfWidth;
  const line = setLineAtSize(book, { face: WATERMARK.face, letterSpacing: 0 }, WATERMARK.text, fontSize);
  const dx = CANVAS / 2 - (line.ink.x1 + line.ink.x2) / 2;
  const dy = CANVAS / 2 - (line.ink.y1 + line.ink.y2) / 2;
  return {
    svg: `<g id="watermark" fill="${WATERMARK.fill}" fill-opacity="${WATERMARK.opacity}"><path d="${line.d}" transform="translate(${r(dx)} ${r(dy)})"/></g>`,
    fontSize,
    box: { x1: line.ink.x1 + dx, y1: line.ink.y1 + dy, x2: line.ink.x2 + dx, y2: line.ink.y2 + dy },
  };
}
