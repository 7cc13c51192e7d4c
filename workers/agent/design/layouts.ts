/**
 * The five layouts, composed in layout units (U = 100: a plain mark is one U square, the
 * brand's capitals a fraction of it) and measured by ink. The caller fits the result onto
 * the canvas. Each returns the mark and the lettering separately, so the agent can show
 * the logo being built: background, then mark, then wordmark.
 */
import { mix } from "./color.ts";
import { badge } from "./badges.ts";
import { markContent, markSize, settingOnce, U, type Composing, type Composition, type LayoutContext } from "./layout-context.ts";
import { lettering } from "./lettering.ts";
import { drawMark } from "./marks.ts";
import { isFilled, RING_STROKE, shapePath, type Shape } from "./shapes.ts";
import { height, round as r, union, width, type Box } from "./text.ts";

function iconAbove(ctx: Composing): Composition {
  const content = markContent(ctx)!;
  const size = markSize(ctx);
  const mark = drawMark(content, ctx.spec.container, size, ctx.ink, ctx.choices.detailLine);
  const dx = -size / 2;
  const markBox = shift(mark.box, dx, 0);
  const text = lettering(ctx, { x: 0, top: markBox.y2 + U * 0.27, align: "middle", cap: U * 0.3, maxWidth: U * 3.6 });
  return {
    mark: `<g transform="translate(${r(dx)} 0)">${mark.svg}</g>`,
    wordmark: text.svg,
    box: union(markBox, text.box),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
    geometry: { lines: text.lines, mark: markBox, frame: null },
  };
}

function iconLeft(ctx: Composing): Composition {
  const content = markContent(ctx)!;
  // The lettering's size is the layout's own; only the mark follows `iconScale`. (The cap
  // once followed the scale too, so the whole logo grew and the fit took it back: a mark
  // asked 20 % larger came out 5 % larger, and a name asked larger came out smaller.)
  const cap = U * (ctx.tagline ? 0.36 : 0.42);
  // A long name goes on two lines rather than stretch the logo into a thin strip.
  const maxWidth = U * 2.8;
  const trial = lettering(ctx, { x: 0, top: 0, align: "start", cap, maxWidth });
  // The mark stands as tall as the lettering block (at least), so the two balance; beside
  // a long name's three lines and a tagline it stops growing, or the lettering beside it
  // would be left small.
  const tall = height(trial.box) * (ctx.spec.container === "none" ? 1.05 : 1.25);
  const size = Math.max(markSize(ctx), (ctx.longText ? Math.min(U * 1.8, tall) : tall) * ctx.spec.iconScale);
  const mark = drawMark(content, ctx.spec.container, size, ctx.ink, ctx.choices.detailLine);
  const x = mark.box.x2 + U * 0.26;
  const middle = (mark.box.y1 + mark.box.y2) / 2;
  const top = middle - height(trial.box) / 2 - trial.box.y1;
  const text = lettering(ctx, { x, top, align: "start", cap, maxWidth });
  return {
    mark: mark.svg,
    wordmark: text.svg,
    box: union(mark.box, text.box),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
    geometry: { lines: text.lines, mark: mark.box, frame: null },
  };
}

function wordmark(ctx: Composing): Composition {
  const container = ctx.spec.container;
  if (container === "none") {
    const text = lettering(ctx, { x: 0, top: 0, align: "middle", cap: U, maxWidth: U * 6.5 });
    return { mark: "", wordmark: text.svg, box: text.box, smallestCap: text.smallestCap, missing: text.missing, text: text.text, geometry: { lines: text.lines, mark: null, frame: null } };
  }
  // A framed wordmark: the frame is the 'mark' layer, the lettering sits inside it.
  const shape: Shape = container;
  const filled = isFilled(shape);
  const colors = filled
    ? { brand: ctx.ink.textOnContainer, tagline: ctx.ink.textOnContainer, detail: mix(ctx.ink.textOnContainer, ctx.ink.container, 0.4) }
    : undefined;
  const text = lettering(ctx, { x: 0, top: 0, align: "middle", cap: U, maxWidth: U * 5.5, colors });
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
  const frameBox = { x1: x0, y1: y0, x2: x0 + frameW, y2: y0 + frameH };
  return {
    mark: frame,
    wordmark: text.svg,
    box: union(text.box, frameBox),
    smallestCap: text.smallestCap,
    missing: text.missing,
    text: text.text,
    geometry: { lines: text.lines, mark: null, frame: { shape, box: frameBox } },
  };
}

/**
 * The same parts arranged another way, for a brand kit's lockups: the mark alone, the
 * lettering alone, the mark beside or above the lettering. Only a design with a mark (an
 * icon or initials) has the first, third and fourth.
 */
export type Arrangement = "mark" | "wordmark" | "horizontal" | "stacked";

/** Whether the design has a mark of its own (an icon, or initials): what a wordmark lacks. */
export function hasMark(spec: LayoutContext["spec"]): boolean {
  return spec.layout === "monogram" || (spec.layout !== "wordmark" && (spec.icon !== null || spec.mark !== null));
}

function markAlone(ctx: Composing): Composition {
  const mark = drawMark(markContent(ctx)!, ctx.spec.container, markSize(ctx), ctx.ink, ctx.choices.detailLine);
  return { mark: mark.svg, wordmark: "", box: mark.box, smallestCap: Infinity, missing: [], text: [], geometry: { lines: [], mark: mark.box, frame: null } };
}

export function compose(context: LayoutContext, arrangement?: Arrangement): Composition {
  const ctx: Composing = { ...context, setLine: settingOnce(context.book) };
  if (arrangement) {
    if (arrangement !== "wordmark" && !hasMark(ctx.spec)) throw new Error(`a design without a mark has no ${arrangement} lockup`);
    switch (arrangement) {
      case "mark":
        return markAlone(ctx);
      case "wordmark":
        return wordmark({ ...ctx, spec: { ...ctx.spec, container: "none" } });
      case "horizontal":
        return iconLeft(ctx);
      case "stacked":
        return iconAbove(ctx);
    }
  }
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
