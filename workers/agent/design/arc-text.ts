/**
 * Lettering set on a circle, as on a seal: along the top reading clockwise, or along the
 * bottom reading left to right with the letters upright. Each glyph is turned to the
 * angle of its own middle (or a share of it: `lean`); spacing is measured on the circle
 * through the letters' middle height so it looks even whichever side the text is on.
 */
import type { FontBook } from "./fonts.ts";
import { round as r, setLine, type LineStyle } from "./text.ts";

export interface ArcText {
  svg: string;
  /** The angle the text spans, in degrees. */
  sweep: number;
  cap: number;
  /** Characters no bundled face could draw. */
  missing: string[];
  /** The characters set along the arc. */
  text: string;
}

/**
 * `text` centred on the top or bottom of a circle centred at (cx, cy), its letters'
 * middle on `radius`, capitals `cap` tall, spanning at most `maxSweep` degrees (the
 * tracking closes up first, then the letters shrink).
 */
export function arcText(
  book: FontBook,
  style: LineStyle,
  text: string,
  options: {
    cx: number;
    cy: number;
    radius: number;
    cap: number;
    side: "top" | "bottom";
    maxSweep: number;
    color: string;
    /**
     * How far each glyph turns with the arc (1: square to it). Less keeps the letters
     * nearer upright, which reads better (for people and for OCR) on a short arc.
     */
    lean?: number;
  },
): ArcText {
  const { cx, cy, radius, side, maxSweep, color } = options;
  let cap = options.cap;
  let letterSpacing = style.letterSpacing;
  const degrees = (length: number) => (length / radius) * (180 / Math.PI);
  let line = setLine(book, { ...style, letterSpacing }, text, cap);
  while (degrees(line.advance) > maxSweep && letterSpacing > 0.04) {
    letterSpacing = Math.max(0.04, letterSpacing - 0.03);
    line = setLine(book, { ...style, letterSpacing }, text, cap);
  }
  if (degrees(line.advance) > maxSweep) {
    cap *= (maxSweep / degrees(line.advance)) * 0.995;
    line = setLine(book, { ...style, letterSpacing }, text, cap);
  }
  const total = line.advance;
  // The baseline sits half a cap below the middle circle on top, half a cap beyond it below.
  const baseline = side === "top" ? radius - cap / 2 : radius + cap / 2;
  const lean = options.lean ?? 1;
  const paths = line.glyphs
    .filter((glyph) => glyph.d)
    .map((glyph) => {
      const angle = degrees(glyph.x + glyph.width / 2 - total / 2) * (side === "top" ? 1 : -1);
      if (lean !== 1) {
        // The glyph's foot stays on the arc; the glyph turns only part of the way.
        const radians = (angle * Math.PI) / 180;
        const toward = side === "top" ? -baseline : baseline;
        const x = cx - Math.sin(radians) * toward;
        const y = cy + Math.cos(radians) * toward;
        return `<path d="${glyph.d}" transform="translate(${r(x)} ${r(y)}) rotate(${r(angle * lean)}) translate(${r(-glyph.width / 2)} 0)"/>`;
      }
      const along = `translate(${r(-glyph.width / 2)} ${r(side === "top" ? -baseline : baseline)})`;
      return `<path d="${glyph.d}" transform="translate(${r(cx)} ${r(cy)}) rotate(${r(angle)}) ${along}"/>`;
    });
  return { svg: `<g fill="${color}">${paths.join("")}</g>`, sweep: degrees(total), cap, missing: line.missing, text: line.text };
}
