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

/** Sets `text` at font size `size`. */
export function setLineAtSize(book: FontBook, style: LineStyle, text: string, size: number): SetLine {
  const { runs: parts, missing, primary } = runs(book, style, text);
  const tracking = style.letterSpacing * size;
  const glyphs: PlacedGlyph[] = [];
  const commands: string[] = [];
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
      const d = outline.toPathData(PRECISION);
      const own = (glyph.advanceWidth ?? 0) * scale;
      let advance = own;
      const next = list[i + 1];
      if (next) {
        const kern = tables ? position.getKerningValue(tables, glyph.index, next.index) : font.getKerningValue(glyph, next);
        advance += kern * scale;
      }
      const last = i === list.length - 1 && partIndex === parts.length - 1;
      if (!last) advance += tracking;
      if (d) {
        const box = outline.getBoundingBox();
        ink = union(ink, { x1: box.x1 + x, y1: box.y1, x2: box.x2 + x, y2: box.y2 });
        commands.push(glyph.getPath(x, 0, size).toPathData(PRECISION));
      }
      glyphs.push({ d, x, width: own, advance });
      x += advance;
    });
  });
  if (!Number.isFinite(ink.x1)) ink = { x1: 0, y1: 0, x2: 0, y2: 0 };
  return { d: commands.join(""), glyphs, ink, advance: x, size, cap: capRatio(primary) * size, missing, text: parts.map((part) => part.text).join("") };
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
 * Where to break a long name into two lines: the space that makes the longer line
 * shortest. null when there is no space, or breaking would not make the block narrower.
 */
export function balancedBreak(book: FontBook, style: LineStyle, text: string, cap: number): [string, string] | null {
  const words = text.split(" ");
  if (words.length < 2) return null;
  const whole = width(setLine(book, style, text, cap).ink);
  let best: { lines: [string, string]; widest: number } | null = null;
  for (let i = 1; i < words.length; i++) {
    const lines: [string, string] = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const widest = Math.max(...lines.map((line) => width(setLine(book, style, line, cap).ink)));
    if (!best || widest < best.widest) best = { lines, widest };
  }
  return best && best.widest < whole * 0.8 ? best.lines : null;
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
