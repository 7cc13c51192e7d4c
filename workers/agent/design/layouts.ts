/**
 * The five layouts, composed in layout units (U = 100: a plain mark is one U square, the
 * brand's capitals a fraction of it) and measured by ink. The caller fits the result onto
 * the canvas. Each returns the mark and the lettering separately, so the agent can show
 * the logo being built: background, then mark, then wordmark.
 */
import { arcText } from "./arc-text.ts";
import { mix } from "./color.ts";
import type { FontBook, FontFace } from "./fonts.ts";
import type { IconLibrary } from "./icons.ts";
import type { Ink } from "./ink.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { drawMark, initials, placeIcon, type MarkContent } from "./marks.ts";
import { isFilled, RING_STROKE, shapePath, usableWidth, widthAt, type Shape } from "./shapes.ts";
import { balancedBreak, EMPTY_BOX, height, round as r, setLine, union, width, type Box, type LineStyle, type SetLine } from "./text.ts";
import { isScript, nearestWeight, type TypefaceId } from "./typefaces.ts";

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
  /** Seeded design choices (decoration), fixed per spec. */
  choices: { rules: boolean; detailLine: boolean; taglineTracking: number };
}

/** What a layout works with: the context, and lettering set once per text, style and size. */
interface Composing extends LayoutContext {
  setLine: (style: LineStyle, text: string, cap: number, maxWidth?: number) => SetLine;
}

/**
 * A layout measures before it places (a trial block, then the block where it fits), so
 * the same line would be set several times; setting text is the costly part of composing,
 * so each line is set once per composition and reused.
 */
function settingOnce(book: FontBook): Composing["setLine"] {
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

// ---------------------------------------------------------------------------------------
// Faces

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

/** A heavier cut of the brand face for initials, which must hold their own in a container. */
function monogramFace(spec: LogoSpec): FontFace {
  const weight = nearestWeight(spec.typeface.id, Math.max(spec.typeface.weight, 700), spec.typeface.italic);
  return { id: spec.typeface.id, ...weight };
}

// ---------------------------------------------------------------------------------------
// Lettering blocks

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

interface Lettering {
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
function lettering(
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

// ---------------------------------------------------------------------------------------
// Marks

function markContent(ctx: Composing): MarkContent | null {
  if (ctx.spec.layout === "monogram") return { kind: "letters", text: initials(ctx.spec.brand), face: monogramFace(ctx.spec), book: ctx.book };
  if (!ctx.spec.icon) return null;
  return { kind: "icon", art: ctx.icons.get(ctx.spec.icon, ctx.spec.iconStyle), style: ctx.spec.iconStyle };
}

/** A bare icon is as big as its ink; a container needs room around its content. */
function markSize(ctx: Composing): number {
  return U * ctx.spec.iconScale * (ctx.spec.container === "none" ? 1 : 1.22);
}

// ---------------------------------------------------------------------------------------
// Layouts

function iconAbove(ctx: Composing): Composition {
  const content = markContent(ctx)!;
  const size = markSize(ctx);
  const mark = drawMark(content, ctx.spec.container, size, ctx.ink, ctx.choices.detailLine);
  const dx = -size / 2;
  const markBox = shift(mark.box, dx, 0);
  const text = lettering(ctx, { x: 0, top: markBox.y2 + U * 0.27, align: "middle", cap: U * 0.3, maxWidth: U * 3.6, twoLines: true });
  return {
    mark: `<g transform="translate(${r(dx)} 0)">${mark.svg}</g>`,
    wordmark: text.svg,
    box: union(markBox, text.box),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
  };
}

function iconLeft(ctx: Composing): Composition {
  const content = markContent(ctx)!;
  const cap = U * (ctx.tagline ? 0.36 : 0.42) * Math.min(1.2, Math.max(0.85, ctx.spec.iconScale));
  // A long name goes on two lines rather than stretch the logo into a thin strip.
  const maxWidth = U * 2.8;
  const trial = lettering(ctx, { x: 0, top: 0, align: "start", cap, maxWidth, twoLines: true });
  // The mark stands as tall as the lettering block (at least), so the two balance.
  const size = Math.max(markSize(ctx), height(trial.box) * (ctx.spec.container === "none" ? 1.05 : 1.25) * ctx.spec.iconScale);
  const mark = drawMark(content, ctx.spec.container, size, ctx.ink, ctx.choices.detailLine);
  const x = mark.box.x2 + U * 0.26;
  const middle = (mark.box.y1 + mark.box.y2) / 2;
  const top = middle - height(trial.box) / 2 - trial.box.y1;
  const text = lettering(ctx, { x, top, align: "start", cap, maxWidth, twoLines: true });
  return { mark: mark.svg, wordmark: text.svg, box: union(mark.box, text.box), smallestCap: text.smallestCap, missing: text.missing, text: text.text };
}

function wordmark(ctx: Composing): Composition {
  const container = ctx.spec.container;
  if (container === "none") {
    const text = lettering(ctx, { x: 0, top: 0, align: "middle", cap: U, maxWidth: U * 6.5, twoLines: true });
    return { mark: "", wordmark: text.svg, box: text.box, smallestCap: text.smallestCap, missing: text.missing, text: text.text };
  }
  // A framed wordmark: the frame is the 'mark' layer, the lettering sits inside it.
  const shape: Shape = container;
  const filled = isFilled(shape);
  const colors = filled
    ? { brand: ctx.ink.textOnContainer, tagline: ctx.ink.textOnContainer, detail: mix(ctx.ink.textOnContainer, ctx.ink.container, 0.4) }
    : undefined;
  const text = lettering(ctx, { x: 0, top: 0, align: "middle", cap: U, maxWidth: U * 5.5, twoLines: true, colors });
  const w = width(text.box);
  const h = height(text.box);
  const cx = (text.box.x1 + text.box.x2) / 2;
  const cy = (text.box.y1 + text.box.y2) / 2;
  let frameW: number;
  let frameH: number;
  let centreY = cy;
  if (shape === "circle" || shape === "ring") {
    frameW = frameH = Math.hypot(w, h) + U * 0.9;
  } else if (shape === "shield") {
    frameW = w / 0.7 + U * 0.4;
    frameH = Math.max(frameW * 1.1, h * 2.4);
    centreY = cy + frameH * 0.04;
  } else if (shape === "hexagon") {
    frameH = h + U * 1.2;
    frameW = w + frameH * 0.62 + U * 0.2;
  } else {
    frameW = w + U * 1.1;
    frameH = h + U * 0.9;
  }
  const x0 = cx - frameW / 2;
  const y0 = centreY - frameH / 2;
  const outline = shapePath(shape, frameW, frameH);
  const stroke = Math.min(frameW, frameH) * RING_STROKE * 0.6;
  const frame = filled
    ? `<path d="${outline}" fill="${ctx.ink.container}" transform="translate(${r(x0)} ${r(y0)})"/>`
    : `<path d="${shapePath(shape, frameW - stroke, frameH - stroke)}" fill="none" stroke="${ctx.ink.container}" stroke-width="${r(stroke)}" transform="translate(${r(x0 + stroke / 2)} ${r(y0 + stroke / 2)})"/>`;
  return {
    mark: frame,
    wordmark: text.svg,
    box: union(text.box, { x1: x0, y1: y0, x2: x0 + frameW, y2: y0 + frameH }),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
  };
}

/** The seal: a circle or ring with the brand along the top and the tagline along the bottom. */
function seal(ctx: Composing, shape: "circle" | "ring"): Composition | null {
  const R = U;
  const filled = shape === "circle";
  const textColor = filled ? ctx.ink.textOnContainer : ctx.ink.brand;
  const lineColor = filled ? ctx.ink.textOnContainer : ctx.ink.container;
  const outer = R * 0.9;
  const inner = R * 0.6;
  const middle = (outer + inner) / 2;
  const band = outer - inner;
  const style = { ...ctx.brandStyle, letterSpacing: Math.max(ctx.brandStyle.letterSpacing, isScript(ctx.spec.typeface.id) ? 0 : 0.08) };
  const top = arcText(ctx.book, style, ctx.brand, { cx: 0, cy: 0, radius: middle, cap: band * 0.42, side: "top", maxSweep: ctx.tagline ? 150 : 200, color: textColor });
  if (top.cap < band * 0.26) return null; // too long for a seal: the emblem takes it
  const parts: string[] = [];
  if (filled) {
    parts.push(`<circle cx="0" cy="0" r="${R}" fill="${ctx.ink.container}"/>`);
    parts.push(`<circle cx="0" cy="0" r="${r(R * 0.955)}" fill="none" stroke="${lineColor}" stroke-width="${r(R * 0.014)}"/>`);
  } else {
    parts.push(`<circle cx="0" cy="0" r="${r(R * (1 - RING_STROKE / 2))}" fill="none" stroke="${lineColor}" stroke-width="${r(R * RING_STROKE * 1.2)}"/>`);
  }
  parts.push(`<circle cx="0" cy="0" r="${r(inner)}" fill="none" stroke="${lineColor}" stroke-width="${r(R * 0.018)}"/>`);
  if (ctx.choices.detailLine) parts.push(`<circle cx="0" cy="0" r="${r(outer + R * 0.005)}" fill="none" stroke="${lineColor}" stroke-width="${r(R * 0.008)}"/>`);
  const content = markContent(ctx);
  if (content?.kind === "icon") {
    const color = filled ? ctx.ink.markOnContainer : ctx.ink.mark;
    const tint = filled ? mix(color, ctx.ink.container, 0.6) : ctx.ink.tint;
    parts.push(placeIcon(content.art, 0, 0, inner * 2 * 0.62 * Math.min(1.15, ctx.spec.iconScale), color, tint).svg);
  }
  let wordmarkSvg = top.svg;
  let smallestCap = top.cap;
  const text = [top.text];
  if (ctx.tagline) {
    const tagStyle = { ...ctx.taglineStyle, letterSpacing: Math.max(ctx.taglineStyle.letterSpacing, 0.12) };
    const bottom = arcText(ctx.book, tagStyle, ctx.tagline, { cx: 0, cy: 0, radius: middle, cap: Math.min(top.cap * 0.62, band * 0.3), side: "bottom", maxSweep: 110, color: textColor });
    wordmarkSvg += bottom.svg;
    smallestCap = Math.min(smallestCap, bottom.cap);
    text.push(bottom.text);
    // Dots where the two lines of lettering meet.
    for (const side of [-1, 1]) wordmarkSvg += `<circle cx="${r(side * middle)}" cy="0" r="${r(band * 0.06)}" fill="${textColor}"/>`;
  } else {
    for (const dx of [-1, 0, 1]) {
      const angle = (dx * 9 * Math.PI) / 180;
      wordmarkSvg += `<circle cx="${r(Math.sin(angle) * middle)}" cy="${r(Math.cos(angle) * middle)}" r="${r(band * (dx === 0 ? 0.08 : 0.05))}" fill="${textColor}"/>`;
    }
  }
  return { mark: parts.join(""), wordmark: wordmarkSvg, box: { x1: -R, y1: -R, x2: R, y2: R }, smallestCap, missing: top.missing, text };
}

/** The emblem: a filled shape holding the mark above the lettering. */
function emblem(ctx: Composing, shape: Shape): Composition {
  const w = U * 2;
  const h = shape === "shield" ? U * 2.3 : U * 2;
  const filled = isFilled(shape);
  const parts: string[] = [];
  const outline = shapePath(shape, w, h);
  const textColor = filled ? ctx.ink.textOnContainer : ctx.ink.brand;
  if (filled) parts.push(`<path d="${outline}" fill="${ctx.ink.container}"/>`);
  else parts.push(`<path d="${shapePath(shape, w - U * 0.1, h - U * 0.1)}" fill="none" stroke="${ctx.ink.container}" stroke-width="${r(U * 0.1)}" transform="translate(${r(U * 0.05)} ${r(U * 0.05)})"/>`);
  if (ctx.choices.detailLine) {
    const inset = U * 0.1;
    parts.push(
      `<path d="${shapePath(shape, w - inset * 2, h - inset * 2)}" fill="none" stroke="${filled ? ctx.ink.textOnContainer : ctx.ink.container}" stroke-width="${r(U * 0.018)}" transform="translate(${r(inset)} ${r(inset)})"/>`,
    );
  }
  const iconZone = shape === "shield" ? { cy: h * 0.33, side: w * 0.38 } : shape === "hexagon" ? { cy: h * 0.36, side: w * 0.34 } : { cy: h * 0.36, side: w * 0.38 };
  const content = markContent(ctx);
  if (content?.kind === "icon") {
    const color = filled ? ctx.ink.markOnContainer : ctx.ink.mark;
    const tint = filled ? mix(color, ctx.ink.container, 0.6) : ctx.ink.tint;
    parts.push(placeIcon(content.art, w / 2, iconZone.cy, iconZone.side * Math.min(1.2, ctx.spec.iconScale), color, tint).svg);
  }
  const colors = filled ? { brand: textColor, tagline: textColor, detail: mix(textColor, ctx.ink.container, 0.4) } : undefined;
  const top = iconZone.cy + iconZone.side * 0.5 * Math.min(1.2, ctx.spec.iconScale) + U * 0.14;
  // Set the lettering, then narrow or shrink it until it sits inside the shape with room
  // to spare at its widest and lowest rows (a hexagon and a shield narrow towards the foot).
  let maxWidth = w * usableWidth(shape);
  let cap = U * 0.2;
  let text = lettering(ctx, { x: w / 2, top, align: "middle", cap, maxWidth, twoLines: true, colors });
  for (let attempt = 0; attempt < 6; attempt++) {
    const room = Math.min(widthAt(shape, w, h, text.box.y1), widthAt(shape, w, h, text.box.y2)) * 0.84;
    const tooLow = text.box.y2 > h * (shape === "rounded-square" ? 0.9 : 0.84);
    if (width(text.box) <= room && !tooLow) break;
    if (width(text.box) > room) maxWidth = Math.min(maxWidth, room);
    if (tooLow) cap *= 0.88;
    text = lettering(ctx, { x: w / 2, top, align: "middle", cap, maxWidth, twoLines: true, colors });
  }
  return {
    mark: parts.join(""),
    wordmark: text.svg,
    box: union({ x1: 0, y1: 0, x2: w, y2: h }, text.box),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
  };
}

function badge(ctx: Composing): Composition {
  const shape = ctx.spec.container as Shape;
  if (shape === "circle" || shape === "ring") {
    const sealed = seal(ctx, shape);
    if (sealed) return sealed;
  }
  return emblem(ctx, shape === "ring" ? "circle" : shape);
}

export function compose(context: LayoutContext): Composition {
  const ctx: Composing = { ...context, setLine: settingOnce(context.book) };
  switch (ctx.spec.layout) {
    case "icon-above":
    case "monogram":
      return iconAbove(ctx);
    case "icon-left":
      return iconLeft(ctx);
    case "wordmark":
      return wordmark(ctx);
    case "badge":
      return badge(ctx);
  }
}

function shift(box: Box, dx: number, dy: number): Box {
  return { x1: box.x1 + dx, y1: box.y1 + dy, x2: box.x2 + dx, y2: box.y2 + dy };
}
