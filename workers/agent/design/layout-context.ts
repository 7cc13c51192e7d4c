/**
 * What every layout works with: layout units (U = 100: a plain mark is one U square, the
 * brand's capitals a fraction of it), the context a design is composed in, lettering set
 * once per text, style and size, and the mark the design holds (an icon or initials).
 */
import type { FontBook, FontFace } from "./fonts.ts";
import type { IconLibrary } from "./icons.ts";
import type { Ink } from "./ink.ts";
import type { LogoSpec } from "./logo-spec.ts";
import type { Shape } from "./shapes.ts";
import { constructMark } from "./constructed-marks.ts";
import { bounds, geomPath } from "./geometry.ts";
import { initials, type MarkContent } from "./marks.ts";
import { setLine, type Box, type LineStyle, type SetLine } from "./text.ts";
import { nearestWeight } from "./typefaces.ts";

export const U = 100;

export interface Composition {
  mark: string;
  wordmark: string;
  /** Everything's ink, in layout units. */
  box: Box;
  /** The smallest capitals set, in layout units (for the legibility check). */
  smallestCap: number;
  /** Characters no bundled face could draw. */
  missing: string[];
  /** The lettering as set, line by line (brand, then tagline): what the logo reads. */
  text: string[];
  /**
   * Where things were placed, in layout units, for the legibility checks: each straight
   * line of lettering (a seal's arcs are not among them), the mark's ink box (null when
   * there is none, or it is the frame itself), and the frame the lettering sits inside.
   */
  geometry: Geometry;
}

/** One line of lettering as placed: what it reads, its ink box and its capitals, in layout units. */
export interface PlacedLine {
  role: "brand" | "tagline";
  text: string;
  box: Box;
  cap: number;
}

export interface Geometry {
  lines: PlacedLine[];
  mark: Box | null;
  frame: { shape: Shape; box: Box } | null;
}

export interface LayoutContext {
  spec: LogoSpec;
  book: FontBook;
  icons: IconLibrary;
  ink: Ink;
  brand: string;
  tagline: string | null;
  brandStyle: LineStyle;
  taglineStyle: LineStyle;
  /**
   * Whether the name or tagline is longer than a design held before (40 and 60
   * characters): such lettering is set on up to three balanced lines, spaced by its ink.
   * Shorter lettering is set exactly as it always was, so a stored or sold design (and the
   * catalogue's pictures, rendered from theirs) keeps its look.
   */
  longText: boolean;
  /** Seeded design choices (decoration), fixed per spec. */
  choices: { rules: boolean; detailLine: boolean; taglineTracking: number };
}

/** What a layout works with: the context, and lettering set once per text, style and size. */
export interface Composing extends LayoutContext {
  setLine: (style: LineStyle, text: string, cap: number, maxWidth?: number) => SetLine;
}

/**
 * A layout measures before it places (a trial block, then the block where it fits), so
 * the same line would be set several times; setting text is the costly part of composing,
 * so each line is set once per composition and reused.
 */
export function settingOnce(book: FontBook): Composing["setLine"] {
  const lines = new Map<string, SetLine>();
  return (style, text, cap, maxWidth = Infinity) => {
    const key = JSON.stringify([style.face, style.letterSpacing, text, cap, maxWidth]);
    let line = lines.get(key);
    if (!line) {
      line = setLine(book, style, text, cap, maxWidth);
      lines.set(key, line);
    }
    return line;
  };
}

/** A heavier cut of the brand face for initials, which must hold their own in a container. */
function monogramFace(spec: LogoSpec): FontFace {
  const weight = nearestWeight(spec.typeface.id, Math.max(spec.typeface.weight, 700), spec.typeface.italic);
  return { id: spec.typeface.id, ...weight };
}

/**
 * Constructed marks, built once per mark: a brand kit composes one design thirty-odd times
 * (lockups, variants, icons, social pictures), and the booleans are the costly part.
 */
const CONSTRUCTED = new Map<string, { d: string; ink: ReturnType<typeof bounds> }>();
const CONSTRUCTED_KEPT = 64;

function constructedContent(ctx: Composing, mark: NonNullable<LogoSpec["mark"]>): MarkContent {
  const key = JSON.stringify([mark, ctx.spec.typeface, ctx.spec.icon]);
  let built = CONSTRUCTED.get(key);
  if (!built) {
    const geom = constructMark(mark, { book: ctx.book, icons: ctx.icons, face: ctx.spec.typeface, icon: ctx.spec.icon });
    built = { d: geomPath(geom), ink: bounds(geom) };
    if (CONSTRUCTED.size >= CONSTRUCTED_KEPT) CONSTRUCTED.delete(CONSTRUCTED.keys().next().value!);
    CONSTRUCTED.set(key, built);
  }
  return { kind: "constructed", ...built };
}

export function markContent(ctx: Composing): MarkContent | null {
  if (ctx.spec.mark && ctx.spec.layout !== "wordmark") return constructedContent(ctx, ctx.spec.mark);
  if (ctx.spec.layout === "monogram") return { kind: "letters", text: initials(ctx.spec.brand), face: monogramFace(ctx.spec), book: ctx.book };
  if (!ctx.spec.icon) return null;
  return { kind: "icon", art: ctx.icons.get(ctx.spec.icon, ctx.spec.iconStyle), style: ctx.spec.iconStyle };
}

/** A bare icon is as big as its ink; a container needs room around its content. */
export function markSize(ctx: Composing): number {
  return U * ctx.spec.iconScale * (ctx.spec.container === "none" ? 1 : 1.22);
}
