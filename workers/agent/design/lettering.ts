/**
 * The lettering of a layout: the brand on one line or two, the tagline under it (its
 * tracking closes up before it shrinks), thin rules beside a centred tagline, and the
 * quieter companion face a display face takes for its small lettering.
 */
import type { Composing } from "./layout-context.ts";
import type { FontFace } from "./fonts.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { balancedBreak, EMPTY_BOX, round as r, union, width, type Box, type SetLine } from "./text.ts";
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
}

const EMPTY_BLOCK: Block = { svg: "", box: EMPTY_BOX, smallestCap: Infinity };

/** The brand in one line, or two when one would have to shrink too far. */
function brandLines(ctx: Composing, cap: number, maxWidth: number, allowTwoLines: boolean): SetLine[] {
  const one = ctx.setLine(ctx.brandStyle, ctx.brand, cap);
  if (width(one.ink) <= maxWidth) return [one];
  const split = allowTwoLines ? balancedBreak(ctx.book, ctx.brandStyle, ctx.brand, cap) : null;
  if (split) {
    const lines = split.map((text) => ctx.setLine(ctx.brandStyle, text, cap));
    const widest = Math.max(...lines.map((line) => width(line.ink)));
    const shrink = Math.min(1, maxWidth / widest);
    if (shrink >= (maxWidth / width(one.ink)) * 1.15) {
      return split.map((text) => ctx.setLine(ctx.brandStyle, text, cap * shrink * 0.999));
    }
  }
  return [ctx.setLine(ctx.brandStyle, ctx.brand, cap, maxWidth)];
}

/** Lines stacked from a first baseline, aligned on x ('middle' centres the ink). */
function stack(lines: SetLine[], x: number, firstBaseline: number, align: "middle" | "start", leading: number, color: string): Block {
  let svg = "";
  let box = EMPTY_BOX;
  let baseline = firstBaseline;
  lines.forEach((line, i) => {
    if (i > 0) baseline += line.cap * leading;
    const dx = align === "middle" ? x - (line.ink.x1 + line.ink.x2) / 2 : x - line.ink.x1;
    svg += `<path d="${line.d}" fill="${color}" transform="translate(${r(dx)} ${r(baseline)})"/>`;
    box = union(box, { x1: line.ink.x1 + dx, x2: line.ink.x2 + dx, y1: line.ink.y1 + baseline, y2: line.ink.y2 + baseline });
  });
  return { svg, box, smallestCap: Math.min(...lines.map((line) => line.cap)) };
}

/** The tagline, at most `maxWidth` wide: its tracking closes up before it shrinks. */
function taglineLine(ctx: Composing, cap: number, maxWidth: number): SetLine | null {
  if (!ctx.tagline) return null;
  let letterSpacing = ctx.taglineStyle.letterSpacing;
  let line = ctx.setLine({ ...ctx.taglineStyle, letterSpacing }, ctx.tagline, cap);
  while (width(line.ink) > maxWidth && letterSpacing > 0.06) {
    letterSpacing = Math.max(0.06, letterSpacing - 0.04);
    line = ctx.setLine({ ...ctx.taglineStyle, letterSpacing }, ctx.tagline, cap);
  }
  return width(line.ink) > maxWidth ? ctx.setLine({ ...ctx.taglineStyle, letterSpacing }, ctx.tagline, cap, maxWidth) : line;
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
  };
}

export interface Lettering {
  svg: string;
  box: Box;
  smallestCap: number;
  missing: string[];
  text: string[];
}

/**
 * Brand (and tagline) as one block: centred on x, or starting at x. The brand's first
 * cap top is at `top`.
 */
export function lettering(
  ctx: Composing,
  options: { x: number; top: number; align: "middle" | "start"; cap: number; maxWidth: number; twoLines: boolean; colors?: { brand: string; tagline: string; detail: string } },
): Lettering {
  const colors = options.colors ?? { brand: ctx.ink.brand, tagline: ctx.ink.tagline, detail: ctx.ink.detail };
  const lines = brandLines(ctx, options.cap, options.maxWidth, options.twoLines);
  const leading = isScript(ctx.spec.typeface.id) ? 1.55 : 1.32;
  const brand = stack(lines, options.x, options.top + lines[0]!.cap, options.align, leading, colors.brand);
  const missing = lines.flatMap((line) => line.missing);
  const brandWidth = width(brand.box);
  const tagCap = Math.max(lines[0]!.cap * 0.36, options.cap * 0.26);
  const tagMax = options.align === "middle" ? Math.max(brandWidth * 1.08, options.cap * 3) : Math.max(brandWidth * 1.15, options.cap * 3);
  const tag = taglineLine(ctx, tagCap, Math.min(tagMax, options.maxWidth));
  const text = lines.map((line) => line.text);
  if (!tag) return { ...brand, missing, text };
  const baseline = brand.box.y2 + tag.cap * 2.1 + (isScript(ctx.spec.typeface.id) ? tag.cap * 0.4 : 0);
  const tagBlock = stack([tag], options.align === "middle" ? options.x : brand.box.x1, baseline, options.align, 1, colors.tagline);
  const parts = [brand, tagBlock];
  if (ctx.choices.rules && options.align === "middle") parts.push(rules(tag, tagBlock.box, Math.max(brandWidth, width(tagBlock.box)), colors.detail));
  return {
    svg: parts.map((part) => part.svg).join(""),
    box: union(...parts.map((part) => part.box)),
    smallestCap: Math.min(brand.smallestCap, tag.cap),
    missing: [...missing, ...tag.missing],
    text: [...text, tag.text],
  };
}
