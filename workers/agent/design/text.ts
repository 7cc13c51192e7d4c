/**
 * Lettering as paths: a line of text set in a bundled face (kerning from the font's own
 * tables, tracking in em), measured by its ink so nothing is clipped and spacing is
 * optical rather than by font boxes. Characters a face lacks are taken from a fallback
 * face; characters no bundled face has are left out (and reported).
 */
import type opentype from "opentype.js";
import { capRatio, type FontBook, type FontFace } from "./fonts.ts";
import { nearestWeight } from "./typefaces.ts";

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const EMPTY_BOX: Box = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };

export function union(...boxes: Box[]): Box {
  return boxes.reduce(
    (all, box) => ({ x1: Math.min(all.x1, box.x1), y1: Math.min(all.y1, box.y1), x2: Math.max(all.x2, box.x2), y2: Math.max(all.y2, box.y2) }),
    EMPTY_BOX,
  );
}

export const width = (box: Box) => box.x2 - box.x1;
export const height = (box: Box) => box.y2 - box.y1;

/** One glyph with its outline drawn at the origin (baseline y = 0), and its pen position. */
export interface PlacedGlyph {
  d: string;
  x: number;
  /** The glyph's own width (its advance before kerning and tracking). */
  width: number;
  advance: number;
}

export interface SetLine {
  /** The whole line as one path, pen starting at x = 0 on the baseline y = 0. */
  d: string;
  glyphs: PlacedGlyph[];
  ink: Box;
  advance: number;
  size: number;
  /** Cap height at this size. */
  cap: number;
  /** Characters no bundled face could draw. */
  missing: string[];
  /** The characters set as glyphs, in order: what the line reads. */
  text: string;
}

export interface LineStyle {
  face: FontFace;
  /** Extra space between letters, in em. */
  letterSpacing: number;
}

/** opentype.js's GPOS reader (untyped in @types/opentype.js): pair kerning by glyph index. */
interface KerningPosition {
  getDefaultScriptName(): string;
  getKerningTables(script: string): unknown;
  getKerningValue(tables: unknown, left: number, right: number): number;
}

const FALLBACK: FontFace = { id: "montserrat", weight: 500, italic: false };
const PRECISION = 2;

function fallbackFor(face: FontFace): FontFace {
  return { id: FALLBACK.id, ...nearestWeight(FALLBACK.id, face.weight) };
}

function hasGlyph(font: opentype.Font, char: string): boolean {
  return /\s/.test(char) || font.charToGlyphIndex(char) > 0;
}

/** The text split into runs that one font can draw. */
function runs(book: FontBook, style: LineStyle, text: string) {
  const primary = book.get(style.face);
  const fallback = book.get(fallbackFor(style.face));
  const out: { font: opentype.Font; text: string }[] = [];
  const missing: string[] = [];
  for (const char of text) {
    const font = hasGlyph(primary, char) ? primary : hasGlyph(fallback, char) ? fallback : null;
    if (!font) {
      missing.push(char);
      continue;
    }
    const last = out.at(-1);
    if (last && last.font === font) last.text += char;
    else out.push({ font, text: char });
  }
  return { runs: out, missing, primary };
}

/**
 * A glyph whose outline is written as path data only when it is read. Layout sets a line
 * at many trial sizes and reads only its ink and advance; writing every trial's outlines
 * as text was most of a design's time.
 */
function placedGlyph(outline: opentype.Path, x: number, width: number, advance: number): PlacedGlyph {
  let d: string | undefined;
  return {
    get d() {
      return (d ??= outline.toPathData(PRECISION));
    },
    x,
    width,
    advance,
  };
}

/** Sets `text` at font size `size`. */
export function setLineAtSize(book: FontBook, style: LineStyle, text: string, size: number): SetLine {
  const { runs: parts, missing, primary } = runs(book, style, text);
  const tracking = style.letterSpacing * size;
  const glyphs: PlacedGlyph[] = [];
  // The inked glyphs and their pen positions: the line's path is written from them when read.
  const inked: { glyph: opentype.Glyph; x: number }[] = [];
  let ink = EMPTY_BOX;
  let x = 0;
  parts.forEach((part, partIndex) => {
    const font = part.font;
    const scale = size / font.unitsPerEm;
    const list = font.stringToGlyphs(part.text);
    const position = (font as unknown as { position: KerningPosition }).position;
    const tables = position.getKerningTables(position.getDefaultScriptName());
    list.forEach((glyph, i) => {
      const outline = glyph.getPath(0, 0, size);
      const own = (glyph.advanceWidth ?? 0) * scale;
      let advance = own;
      const next = list[i + 1];
      if (next) {
        const kern = tables ? position.getKerningValue(tables, glyph.index, next.index) : font.getKerningValue(glyph, next);
        advance += kern * scale;
      }
      const last = i === list.length - 1 && partIndex === parts.length - 1;
      if (!last) advance += tracking;
      // A glyph with no outline (a space) writes no path data.
      if (outline.commands.length > 0) {
        const box = outline.getBoundingBox();
        ink = union(ink, { x1: box.x1 + x, y1: box.y1, x2: box.x2 + x, y2: box.y2 });
        inked.push({ glyph, x });
      }
      glyphs.push(placedGlyph(outline, x, own, advance));
      x += advance;
    });
  });
  if (!Number.isFinite(ink.x1)) ink = { x1: 0, y1: 0, x2: 0, y2: 0 };
  let d: string | undefined;
  return {
    get d() {
      return (d ??= inked.map(({ glyph, x: at }) => glyph.getPath(at, 0, size).toPathData(PRECISION)).join(""));
    },
    glyphs,
    ink,
    advance: x,
    size,
    cap: capRatio(primary) * size,
    missing,
    text: parts.map((part) => part.text).join(""),
  };
}

/** Sets `text` so its capitals are `cap` tall, shrunk to at most `maxWidth` of ink. */
export function setLine(book: FontBook, style: LineStyle, text: string, cap: number, maxWidth = Infinity): SetLine {
  const size = cap / capRatio(book.get(style.face));
  const line = setLineAtSize(book, style, text, size);
  const inkWidth = width(line.ink);
  if (inkWidth <= maxWidth) return line;
  return setLineAtSize(book, style, text, size * (maxWidth / inkWidth) * 0.999);
}

/**
 * The best way to set `text` on `count` lines, breaking only at spaces: the partition whose
 * widest line is narrowest (so the letters can be largest), lines of even width preferred,
 * and a last line of one word only when no break as good leaves more there (`balanced`;
 * without it, the narrowest widest line alone, as names were set before). `measure`
 * gives a line's ink width at one size (widths scale with size, so one size decides).
 * null when the text has fewer words than lines.
 */
export function breakLines(text: string, count: number, measure: (line: string) => number, balanced = true): string[] | null {
  const words = text.split(" ").filter(Boolean);
  if (count < 1 || words.length < count) return null;
  if (count === 1) return [words.join(" ")];
  const widths = new Map<string, number>();
  const widthOf = (from: number, to: number) => {
    const key = `${from}:${to}`;
    let known = widths.get(key);
    if (known === undefined) {
      known = measure(words.slice(from, to).join(" "));
      widths.set(key, known);
    }
    return known;
  };
  const best = { lines: [] as string[], cost: Infinity };
  // Every way to choose count - 1 break points among the gaps between words.
  const visit = (from: number, left: number, ends: number[]) => {
    if (left === 1) {
      const all = [...ends, words.length];
      const spans = all.map((end, i) => [i === 0 ? 0 : all[i - 1]!, end] as const);
      const lineWidths = spans.map(([a, b]) => widthOf(a, b));
      const widest = Math.max(...lineWidths);
      const narrowest = Math.min(...lineWidths);
      const [lastFrom, lastTo] = spans.at(-1)!;
      // A lone last word reads as left behind ('Wonderful Wooden Toy / Workshop').
      const orphan = balanced && lastTo - lastFrom === 1 && words.length > count ? 0.04 : 0;
      const cost = widest * (1 + orphan) + (balanced ? (widest - narrowest) * 0.1 : 0);
      if (cost < best.cost) Object.assign(best, { lines: spans.map(([a, b]) => words.slice(a, b).join(" ")), cost });
      return;
    }
    for (let end = from + 1; end <= words.length - (left - 1); end++) visit(end, left - 1, [...ends, end]);
  };
  visit(0, count, []);
  return best.lines;
}

export function applyCase(text: string, textCase: "as-typed" | "upper" | "lower" | "title"): string {
  switch (textCase) {
    case "upper":
      return text.toUpperCase();
    case "lower":
      return text.toLowerCase();
    case "title":
      return text.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    default:
      return text;
  }
}

export const round = (n: number) => Math.round(n * 100) / 100;
