/**
 * The lettering of a layout: the brand on one line or up to three, the tagline under it
 * likewise (its tracking closes up before it breaks or shrinks), thin rules
 * beside a centred one-line tagline, and the quieter companion face a display face takes
 * for its small lettering. Lines break at spaces only, balanced (breakLines in text.ts): a
 * name of up to 60 characters and a tagline of up to 80 are drawn whole (issue 32).
 */
import type { Composing, PlacedLine } from "./layout-context.ts";
import type { FontFace } from "./fonts.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { breakLines, EMPTY_BOX, round as r, union, width, type Box, type LineStyle, type SetLine } from "./text.ts";
import { isScript, nearestWeight, type TypefaceId } from "./typefaces.ts";

/** Faces that read best with a quieter companion for the small lettering. */
const TAGLINE_COMPANIONS: Partial<Record<TypefaceId, FontFace>> = {
  pacifico: { id: "montserrat", weight: 500, italic: false },
  "dancing-script": { id: "raleway", weight: 500, italic: false },
  caveat: { id: "nunito", weight: 700, italic: false },
  "abril-fatface": { id: "lora", weight: 400, italic: false },
  "archivo-black": { id: "montserrat", weight: 500, italic: false },
  righteous: { id: "nunito", weight: 700, italic: false },
  "dm-serif-display": { id: "montserrat", weight: 500, italic: false },
};

export function taglineFace(spec: LogoSpec): FontFace {
  if (spec.taglineTypeface) return spec.taglineTypeface;
  const companion = TAGLINE_COMPANIONS[spec.typeface.id];
  if (companion) return companion;
  const lighter = nearestWeight(spec.typeface.id, Math.max(300, spec.typeface.weight - 200));
  return { id: spec.typeface.id, weight: lighter.weight, italic: false };
}

interface Block {
  svg: string;
  box: Box;
  smallestCap: number;
  lines: PlacedLine[];
}

const EMPTY_BLOCK: Block = { svg: "", box: EMPTY_BOX, smallestCap: Infinity, lines: [] };

/**
 * The most lines a brand takes, and a tagline: a 60-character name fits three, and so does
 * an 80-character tagline; lettering within the limits of before keeps its two and one.
 */
const lineLimits = (ctx: Composing) => (ctx.longText ? { brand: 3, tagline: 3 } : { brand: 2, tagline: 1 });
/** The one size every trial line is measured at. */
const MEASURE_CAP = 100;
/** A line more is taken only when it lets the letters grow by this much: each line costs height. */
const LINE_GAIN = 1.15;

/**
 * `text` on as few lines as set it at a good size, at most `maxLines`, no line wider than
 * `maxWidth`: all lines at one size, shrunk together when the widest still does not fit
 * (a single word longer than a line shrinks; a word is never broken).
 */
function fitLines(ctx: Composing, style: LineStyle, text: string, cap: number, maxWidth: number, maxLines: number): SetLine[] {
  // Ink widths scale with the size (tracking is in em), so every trial is measured at one
  // size and set once: a layout that narrows or shrinks its block re-measures nothing.
  const measure = (line: string) => width(ctx.setLine(style, line, MEASURE_CAP).ink) * (cap / MEASURE_CAP);
  let chosen: { lines: string[]; scale: number; widest: number } | null = null;
  for (let count = 1; count <= maxLines; count++) {
    const lines = breakLines(text, count, measure, ctx.longText);
    if (!lines) break;
    const widest = Math.max(...lines.map(measure));
    const scale = Math.min(1, maxWidth / widest);
    // A break earns its line only when it narrows the block by a fifth or more.
    const narrower = !chosen || widest < chosen.widest * 0.8;
    if (!chosen || (narrower && scale >= chosen.scale * LINE_GAIN)) chosen = { lines, scale, widest };
    if (scale >= 1) break;
  }
  const lines = chosen?.lines ?? [text];
  // The chosen lines are measured at their own size, so a line set as before is set exactly as before.
  const widest = Math.max(...lines.map((line) => width(ctx.setLine(style, line, cap).ink)));
  if (widest <= maxWidth) return lines.map((line) => ctx.setLine(style, line, cap));
  if (lines.length === 1) return [ctx.setLine(style, lines[0]!, cap, maxWidth)];
  return lines.map((line) => ctx.setLine(style, line, cap * (maxWidth / widest) * 0.999));
}

/**
 * Lines stacked from a first baseline, aligned on x ('middle' centres the ink), one
 * distance apart: `leading` capitals, or more where a descender above would meet an
 * accent or ascender below ('Wobblebottom's' over 'Über'), so no two lines touch.
 */
function stack(lines: SetLine[], role: PlacedLine["role"], x: number, firstBaseline: number, align: "middle" | "start", leading: number, color: string, byInk: boolean): Block {
  let svg = "";
  let box = EMPTY_BOX;
  let baseline = firstBaseline;
  const placed: PlacedLine[] = [];
  const cap = lines[0]?.cap ?? 0;
  const step = byInk ? Math.max(cap * leading, ...lines.slice(1).map((line, i) => lines[i]!.ink.y2 - line.ink.y1 + cap * 0.14)) : cap * leading;
  lines.forEach((line, i) => {
    if (i > 0) baseline += step;
    const dx = align === "middle" ? x - (line.ink.x1 + line.ink.x2) / 2 : x - line.ink.x1;
    svg += `<path d="${line.d}" fill="${color}" transform="translate(${r(dx)} ${r(baseline)})"/>`;
    const lineBox = { x1: line.ink.x1 + dx, x2: line.ink.x2 + dx, y1: line.ink.y1 + baseline, y2: line.ink.y2 + baseline };
    box = union(box, lineBox);
    placed.push({ role, text: line.text, box: lineBox, cap: line.cap });
  });
  return { svg, box, smallestCap: Math.min(...lines.map((line) => line.cap)), lines: placed };
}

/** The tagline, at most `maxWidth` wide: its tracking closes up before it breaks or shrinks. */
function taglineLines(ctx: Composing, cap: number, maxWidth: number): SetLine[] {
  if (!ctx.tagline) return [];
  let letterSpacing = ctx.taglineStyle.letterSpacing;
  let line = ctx.setLine({ ...ctx.taglineStyle, letterSpacing }, ctx.tagline, cap);
  while (width(line.ink) > maxWidth && letterSpacing > 0.06) {
    letterSpacing = Math.max(0.06, letterSpacing - 0.04);
    line = ctx.setLine({ ...ctx.taglineStyle, letterSpacing }, ctx.tagline, cap);
  }
  return fitLines(ctx, { ...ctx.taglineStyle, letterSpacing }, ctx.tagline, cap, maxWidth, lineLimits(ctx).tagline);
}

/** Thin rules either side of a centred tagline, reaching out to `span` (the brand's width). */
function rules(line: SetLine, block: Box, span: number, color: string): Block {
  const gap = line.cap * 1.1;
  const length = Math.min((span - width(block)) / 2 - gap, line.cap * 6);
  if (length < line.cap * 1.2) return EMPTY_BLOCK;
  const thickness = Math.max(line.cap * 0.1, 0.35);
  const y = block.y2 - line.cap / 2 - thickness / 2;
  const left = block.x1 - gap - length;
  const right = block.x2 + gap;
  return {
    svg:
      `<rect x="${r(left)}" y="${r(y)}" width="${r(length)}" height="${r(thickness)}" fill="${color}"/>` +
      `<rect x="${r(right)}" y="${r(y)}" width="${r(length)}" height="${r(thickness)}" fill="${color}"/>`,
    box: { x1: left, x2: right + length, y1: y, y2: y + thickness },
    smallestCap: Infinity,
    lines: [],
  };
}

export interface Lettering {
  svg: string;
  box: Box;
  smallestCap: number;
  missing: string[];
  text: string[];
  /** Every line as placed (brand lines, then tagline lines): what the legibility checks measure. */
  lines: PlacedLine[];
}

/**
 * Brand (and tagline) as one block: centred on x, or starting at x. The brand's first
 * cap top is at `top`.
 */
export function lettering(
  ctx: Composing,
  options: { x: number; top: number; align: "middle" | "start"; cap: number; maxWidth: number; colors?: { brand: string; tagline: string; detail: string } },
): Lettering {
  const colors = options.colors ?? { brand: ctx.ink.brand, tagline: ctx.ink.tagline, detail: ctx.ink.detail };
  const lines = fitLines(ctx, ctx.brandStyle, ctx.brand, options.cap, options.maxWidth, lineLimits(ctx).brand);
  const leading = isScript(ctx.spec.typeface.id) ? 1.55 : 1.32;
  const brand = stack(lines, "brand", options.x, options.top + lines[0]!.cap, options.align, leading, colors.brand, ctx.longText);
  const missing = lines.flatMap((line) => line.missing);
  const brandWidth = width(brand.box);
  const tagCap = Math.max(lines[0]!.cap * 0.36, options.cap * 0.26);
  // A tagline keeps to the name's width; a long one may take the block's whole width rather than shrink.
  const tagMax =
    ctx.longText && ctx.tagline && ctx.tagline.length > 40
      ? options.maxWidth
      : options.align === "middle"
        ? Math.max(brandWidth * 1.08, options.cap * 3)
        : Math.max(brandWidth * 1.15, options.cap * 3);
  const tag = taglineLines(ctx, tagCap, Math.min(tagMax, options.maxWidth));
  const text = lines.map((line) => line.text);
  if (tag.length === 0) return { ...brand, missing, text };
  const baseline = brand.box.y2 + tag[0]!.cap * 2.1 + (isScript(ctx.spec.typeface.id) ? tag[0]!.cap * 0.4 : 0);
  // Tracked capitals need more room between lines than the brand's.
  const tagBlock = stack(tag, "tagline", options.align === "middle" ? options.x : brand.box.x1, baseline, options.align, 1.9, colors.tagline, ctx.longText);
  const parts = [brand, tagBlock];
  // Rules frame a one-line tagline; beside two lines they would cut between them.
  if (ctx.choices.rules && options.align === "middle" && tag.length === 1) parts.push(rules(tag[0]!, tagBlock.box, Math.max(brandWidth, width(tagBlock.box)), colors.detail));
  return {
    svg: parts.map((part) => part.svg).join(""),
    box: union(...parts.map((part) => part.box)),
    smallestCap: Math.min(brand.smallestCap, tagBlock.smallestCap),
    missing: [...missing, ...tag.flatMap((line) => line.missing)],
    text: [...text, ...tag.map((line) => line.text)],
    lines: [...brand.lines, ...tagBlock.lines],
  };
}
