/**
 * The badge layout: a seal (a circle or ring with the brand along the top and the tagline
 * along the bottom; a name too long for a readable arc set straight under the mark), or
 * an emblem (another shape holding the mark above the lettering).
 */
import { arcText } from "./arc-text.ts";
import { mix } from "./color.ts";
import { markContent, U, type Composing, type Composition } from "./layout-context.ts";
import { lettering } from "./lettering.ts";
import { placeConstructed, placeIcon, type MarkContent } from "./marks.ts";
import { isFilled, RING_STROKE, shapePath, usableWidth, widthAt, type Shape } from "./shapes.ts";
import { round as r, union, width, type Box } from "./text.ts";
import { isScript } from "./typefaces.ts";
import type { LogoSpec } from "./logo-spec.ts";

/**
 * How large a badge draws its mark, as a share of its balanced size: the mark grows with
 * the spec's scale up to what its frame holds (a seal's inside the ring of lettering, an
 * emblem's above its name). The planner says a size as drawn, so it asks here.
 */
export function badgeMarkScale(spec: Pick<LogoSpec, "container" | "iconScale">): number {
  return Math.min(spec.container === "circle" || spec.container === "ring" ? 1.15 : 1.2, spec.iconScale);
}

/** The mark's size as drawn, a share of its balanced size: a badge holds it to its frame, the other layouts draw the scale as it is. */
export function drawnMarkScale(spec: Pick<LogoSpec, "layout" | "container" | "iconScale">): number {
  return spec.layout === "badge" ? badgeMarkScale(spec) : spec.iconScale;
}

/** The badge's mark (a drawing or a constructed mark) in its zone; letters are the monogram's, drawn elsewhere. */
function placeContent(ctx: Composing, content: MarkContent, filled: boolean, cx: number, cy: number, side: number): { svg: string; box: Box | null } {
  const color = filled ? ctx.ink.markOnContainer : ctx.ink.mark;
  if (content.kind === "constructed") return placeConstructed(content, cx, cy, side, color);
  if (content.kind !== "icon") return { svg: "", box: null };
  const tint = filled ? mix(color, ctx.ink.container, 0.6) : ctx.ink.tint;
  return placeIcon(content.art, cx, cy, side, color, tint);
}

/** The brand's arc on a seal spans at most this many degrees. */
const SEAL_SWEEP = 55;
/** The smallest capitals the brand may take on the arc, as a share of the band it is set in. */
const SEAL_SMALLEST_CAP = 0.3;

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
  // The brand reads on a short, flat arc at a good size, its letters leaning only half
  // the arc's angle; a name that would need a longer arc or smaller letters is set
  // straight under the mark instead (on a long arc the letters at its ends stand too far
  // askew to read at 512 px: tests/agent/lettering-ocr.test.ts).
  const top = arcText(ctx.book, style, ctx.brand, { cx: 0, cy: 0, radius: middle, cap: band * 0.42, side: "top", maxSweep: SEAL_SWEEP, color: textColor, lean: 0.5 });
  if (top.cap < band * SEAL_SMALLEST_CAP) return null;
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
  const placed = content ? placeContent(ctx, content, filled, 0, 0, inner * 2 * 0.62 * badgeMarkScale(ctx.spec)) : null;
  if (placed) parts.push(placed.svg);
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
  const box = { x1: -R, y1: -R, x2: R, y2: R };
  return { mark: parts.join(""), wordmark: wordmarkSvg, box, smallestCap, missing: top.missing, text, geometry: { lines: [], mark: placed?.box ?? null, frame: { shape, box } } };
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
  const placed = content ? placeContent(ctx, content, filled, w / 2, iconZone.cy, iconZone.side * badgeMarkScale(ctx.spec)) : null;
  if (placed) parts.push(placed.svg);
  const colors = filled ? { brand: textColor, tagline: textColor, detail: mix(textColor, ctx.ink.container, 0.4) } : undefined;
  const top = iconZone.cy + iconZone.side * 0.5 * badgeMarkScale(ctx.spec) + U * 0.14;
  // Set the lettering, then narrow or shrink it until it sits inside the shape with room
  // to spare at its widest and lowest rows (a hexagon and a shield narrow towards the foot).
  let maxWidth = w * usableWidth(shape);
  let cap = U * 0.2;
  let text = lettering(ctx, { x: w / 2, top, align: "middle", cap, maxWidth, colors });
  for (let attempt = 0; attempt < 6; attempt++) {
    const room = Math.min(widthAt(shape, w, h, text.box.y1), widthAt(shape, w, h, text.box.y2)) * 0.84;
    const tooLow = text.box.y2 > h * (shape === "rounded-square" ? 0.9 : 0.84);
    if (width(text.box) <= room && !tooLow) break;
    if (width(text.box) > room) maxWidth = Math.min(maxWidth, room);
    if (tooLow) cap *= 0.88;
    text = lettering(ctx, { x: w / 2, top, align: "middle", cap, maxWidth, colors });
  }
  const frame = { x1: 0, y1: 0, x2: w, y2: h };
  return {
    mark: parts.join(""),
    wordmark: text.svg,
    box: union(frame, text.box),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
    geometry: { lines: text.lines, mark: placed?.box ?? null, frame: { shape, box: frame } },
  };
}

/**
 * A seal whose name is too long for a readable arc: the same rings, the name set straight
 * under the mark, and the tagline still along the bottom of the ring.
 */
function sealWithStraightName(ctx: Composing, shape: "circle" | "ring"): Composition {
  const R = U;
  const filled = shape === "circle";
  const textColor = filled ? ctx.ink.textOnContainer : ctx.ink.brand;
  const lineColor = filled ? ctx.ink.textOnContainer : ctx.ink.container;
  const parts: string[] = [];
  if (filled) {
    parts.push(`<circle cx="0" cy="0" r="${R}" fill="${ctx.ink.container}"/>`);
    parts.push(`<circle cx="0" cy="0" r="${r(R * 0.955)}" fill="none" stroke="${lineColor}" stroke-width="${r(R * 0.014)}"/>`);
  } else {
    parts.push(`<circle cx="0" cy="0" r="${r(R * (1 - RING_STROKE / 2))}" fill="none" stroke="${lineColor}" stroke-width="${r(R * RING_STROKE * 1.2)}"/>`);
  }
  if (ctx.choices.detailLine) parts.push(`<circle cx="0" cy="0" r="${r(R * 0.9)}" fill="none" stroke="${lineColor}" stroke-width="${r(R * 0.008)}"/>`);
  const iconSide = R * 0.62 * badgeMarkScale(ctx.spec);
  const iconCy = -R * 0.3;
  const content = markContent(ctx);
  const placed = content ? placeContent(ctx, content, filled, 0, iconCy, iconSide) : null;
  if (placed) parts.push(placed.svg);
  const colors = filled ? { brand: textColor, tagline: textColor, detail: mix(textColor, ctx.ink.container, 0.4) } : undefined;
  const name: Composing = { ...ctx, tagline: null };
  const top = iconCy + iconSide / 2 + R * 0.12;
  // The name stays inside the ring, clear of the tagline's arc along the bottom.
  const floor = R * (ctx.tagline ? 0.58 : 0.72);
  const across = (y: number) => 2 * Math.sqrt(Math.max(0, (R * 0.8) ** 2 - y * y)) * 0.92;
  let cap = R * 0.2;
  let maxWidth = across(top);
  let text = lettering(name, { x: 0, top, align: "middle", cap, maxWidth, colors });
  for (let attempt = 0; attempt < 8; attempt++) {
    const room = Math.min(across(text.box.y1), across(text.box.y2));
    const tooLow = text.box.y2 > floor;
    if (width(text.box) <= room && !tooLow) break;
    if (width(text.box) > room) maxWidth = Math.min(maxWidth, room);
    if (tooLow) cap *= 0.9;
    text = lettering(name, { x: 0, top, align: "middle", cap, maxWidth, colors });
  }
  let wordmarkSvg = text.svg;
  let smallestCap = text.smallestCap;
  const lines = [...text.text];
  if (ctx.tagline) {
    const tagStyle = { ...ctx.taglineStyle, letterSpacing: Math.max(ctx.taglineStyle.letterSpacing, 0.12) };
    const bottom = arcText(ctx.book, tagStyle, ctx.tagline, { cx: 0, cy: 0, radius: R * 0.78, cap: R * 0.075, side: "bottom", maxSweep: 110, color: textColor });
    wordmarkSvg += bottom.svg;
    smallestCap = Math.min(smallestCap, bottom.cap);
    lines.push(bottom.text);
  } else {
    for (const dx of [-1, 0, 1]) {
      const angle = (dx * 9 * Math.PI) / 180;
      wordmarkSvg += `<circle cx="${r(Math.sin(angle) * R * 0.8)}" cy="${r(Math.cos(angle) * R * 0.8)}" r="${r(R * (dx === 0 ? 0.024 : 0.015))}" fill="${textColor}"/>`;
    }
  }
  const box = { x1: -R, y1: -R, x2: R, y2: R };
  return { mark: parts.join(""), wordmark: wordmarkSvg, box, smallestCap, missing: text.missing, text: lines, geometry: { lines: text.lines, mark: placed?.box ?? null, frame: { shape, box } } };
}

export function badge(ctx: Composing): Composition {
  const shape = ctx.spec.container as Shape;
  if (shape === "circle" || shape === "ring") return seal(ctx, shape) ?? sealWithStraightName(ctx, shape);
  return emblem(ctx, shape);
}
