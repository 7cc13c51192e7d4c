/**
 * The mark: an icon or the brand's initials, alone or in a container, drawn in a square
 * of side `size` with its top-left corner at the origin. Content is centred optically:
 * between its ink box and its visual centre of mass, so a cup with a handle or a
 * leaning figure does not look pushed aside.
 */
import type { FontBook, FontFace } from "./fonts.ts";
import type { IconArt, IconPath } from "./icons.ts";
import type { Ink } from "./ink.ts";
import type { Container, IconStyle } from "./logo-spec.ts";
import { contentArea, isFilled, RING_STROKE, shapePath, type Shape } from "./shapes.ts";
import { height, round as r, setLine, width, type Box } from "./text.ts";
import { AA_TEXT, mix, readableOn } from "./color.ts";

export interface DrawnMark {
  svg: string;
  /** The mark's ink box (the container's box, or the bare icon's ink). */
  box: Box;
}

/** How far content moves from its box centre towards its centre of mass. */
const OPTICAL_PULL = 0.35;

/** An icon scaled so its ink fits a `side` square centred on (cx, cy). */
export function placeIcon(art: IconArt, cx: number, cy: number, side: number, color: string, tint: string, pull = OPTICAL_PULL) {
  const scale = side / Math.max(width(art.ink), height(art.ink));
  const midX = (art.ink.x1 + art.ink.x2) / 2;
  const midY = (art.ink.y1 + art.ink.y2) / 2;
  const focusX = midX + (art.centre.x - midX) * pull;
  const focusY = midY + (art.centre.y - midY) * pull;
  const tx = cx - focusX * scale;
  const ty = cy - focusY * scale;
  const path = ({ d, evenOdd }: IconPath, fill: string) => `<path d="${d}" fill="${fill}"${evenOdd ? ' fill-rule="evenodd"' : ""}/>`;
  const paths = [...art.tint.map((p) => path(p, tint)), ...art.paths.map((p) => path(p, color))].join("");
  const box = { x1: tx + art.ink.x1 * scale, y1: ty + art.ink.y1 * scale, x2: tx + art.ink.x2 * scale, y2: ty + art.ink.y2 * scale };
  return { svg: `<g transform="translate(${r(tx)} ${r(ty)}) scale(${r(scale * 1000) / 1000})">${paths}</g>`, box };
}

/** The brand's initials: the first letter of each of its first two words. */
export function initials(brand: string): string {
  let words = brand.split(/[\s&+\-_.]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  // A leading article is not part of a monogram when two words follow: 'The Daily Grind' is DG.
  if (words.length >= 3 && /^(?:the|a|an)$/i.test(words[0]!)) words = words.slice(1);
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, "")][0] ?? "");
  return letters.join("").toUpperCase() || [...brand][0]!.toUpperCase();
}

/** Letters set as a mark: ink-centred on (cx, cy), as large as `side` allows. */
export function placeLetters(book: FontBook, face: FontFace, text: string, cx: number, cy: number, side: number, color: string) {
  const cap = side * (text.length > 1 ? 0.62 : 0.78);
  const line = setLine(book, { face, letterSpacing: text.length > 1 ? -0.02 : 0 }, text, cap, side);
  // Letters that run tall (swashes, descenders) shrink to stay inside the square.
  const fit = Math.min(1, side / height(line.ink));
  const scale = fit;
  const tx = cx - ((line.ink.x1 + line.ink.x2) / 2) * scale;
  const ty = cy - ((line.ink.y1 + line.ink.y2) / 2) * scale;
  const transform = scale === 1 ? `translate(${r(tx)} ${r(ty)})` : `translate(${r(tx)} ${r(ty)}) scale(${r(scale * 1000) / 1000})`;
  return {
    svg: `<path d="${line.d}" fill="${color}" transform="${transform}"/>`,
    box: { x1: tx + line.ink.x1 * scale, y1: ty + line.ink.y1 * scale, x2: tx + line.ink.x2 * scale, y2: ty + line.ink.y2 * scale },
  };
}

export type MarkContent =
  | { kind: "icon"; art: IconArt; style: IconStyle }
  | { kind: "letters"; text: string; face: FontFace; book: FontBook }
  /** A constructed mark (constructed-marks.ts): one even-odd path in a MARK_BOX square, and its ink. */
  | { kind: "constructed"; d: string; ink: Box };

/** A constructed mark scaled so its ink fits a `side` square centred on (cx, cy). */
export function placeConstructed(content: { d: string; ink: Box }, cx: number, cy: number, side: number, color: string) {
  const scale = side / Math.max(width(content.ink), height(content.ink));
  const tx = cx - ((content.ink.x1 + content.ink.x2) / 2) * scale;
  const ty = cy - ((content.ink.y1 + content.ink.y2) / 2) * scale;
  const box = { x1: tx + content.ink.x1 * scale, y1: ty + content.ink.y1 * scale, x2: tx + content.ink.x2 * scale, y2: ty + content.ink.y2 * scale };
  return { svg: `<path d="${content.d}" fill="${color}" fill-rule="evenodd" transform="translate(${r(tx)} ${r(ty)}) scale(${r(scale * 10000) / 10000})"/>`, box };
}

/** The container (if any) and its content in a `size` square at the origin. */
export function drawMark(content: MarkContent, container: Container, size: number, ink: Ink, detailLine: boolean): DrawnMark {
  if (container === "none") {
    if (content.kind === "icon") return placeIcon(content.art, size / 2, size / 2, size, ink.mark, ink.tint, 0);
    if (content.kind === "constructed") return placeConstructed(content, size / 2, size / 2, size, ink.mark);
    const color = readableOn(ink.mark, ink.surface, AA_TEXT);
    return placeLetters(content.book, content.face, content.text, size / 2, size / 2, size, color);
  }
  const shape: Shape = container;
  const filled = isFilled(shape);
  const parts: string[] = [];
  const outline = shapePath(shape, size, size);
  if (filled) {
    parts.push(`<path d="${outline}" fill="${ink.container}"/>`);
    if (detailLine) {
      // A fine line inside the edge, in the content's colour: the engraved-badge look.
      const inset = size * 0.06;
      const inner = shapePath(shape, size - inset * 2, size - inset * 2);
      parts.push(
        `<path d="${inner}" fill="none" stroke="${content.kind === "icon" ? ink.markOnContainer : ink.textOnContainer}" stroke-width="${r(size * 0.014)}" transform="translate(${r(inset)} ${r(inset)})"/>`,
      );
    }
  } else {
    const stroke = size * RING_STROKE;
    const inner = shapePath(shape, size - stroke, size - stroke);
    parts.push(`<path d="${inner}" fill="none" stroke="${ink.container}" stroke-width="${r(stroke)}" transform="translate(${r(stroke / 2)} ${r(stroke / 2)})"/>`);
    if (detailLine) {
      const gap = size * 0.1;
      const second = shapePath(shape, size - gap * 2, size - gap * 2);
      parts.push(`<path d="${second}" fill="none" stroke="${ink.container}" stroke-width="${r(stroke * 0.3)}" transform="translate(${r(gap)} ${r(gap)})"/>`);
    }
  }
  const area = contentArea(shape);
  const side = size * area.size * (detailLine && !filled ? 0.92 : 1);
  const cx = size * area.cx;
  const cy = size * area.cy;
  if (content.kind === "constructed") {
    parts.push(placeConstructed(content, cx, cy, side * 0.94, filled ? ink.markOnContainer : ink.mark).svg);
  } else if (content.kind === "icon") {
    const color = filled ? ink.markOnContainer : ink.mark;
    // On a filled container the second tone is the mark's colour softened into the fill.
    const tint = filled ? mix(color, ink.container, 0.6) : ink.tint;
    parts.push(placeIcon(content.art, cx, cy, side, color, tint).svg);
  } else {
    const color = filled ? ink.textOnContainer : readableOn(ink.mark, ink.surface, AA_TEXT);
    parts.push(placeLetters(content.book, content.face, content.text, cx, cy, side * 1.08, color).svg);
  }
  return { svg: parts.join(""), box: { x1: 0, y1: 0, x2: size, y2: size } };
}
