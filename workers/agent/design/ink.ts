/**
 * Which colour each part of a logo is drawn in, derived from the spec's palette so that
 * every piece of lettering passes WCAG AA (4.5:1) on what it sits on and the mark reaches
 * 3:1. A palette colour that fails is moved the least distance that passes, and the change
 * is reported in words (the agent tells the visitor).
 */
import { AA_GRAPHICS, AA_TEXT, contrast, firstReadable, mix, readableOn } from "./color.ts";
import type { LogoSpec, Palette } from "./logo-spec.ts";

export interface Ink {
  /** null: transparent canvas. */
  background: string | null;
  /** What free-standing lettering sits on (white is assumed under a transparent canvas). */
  surface: string;
  brand: string;
  tagline: string;
  /** The mark on the canvas. */
  mark: string;
  /** Fill of a filled container, stroke of a ring. */
  container: string;
  /** The mark drawn on a filled container. */
  markOnContainer: string;
  /** Lettering set on a filled container. */
  textOnContainer: string;
  /** The duotone's second tone. */
  tint: string;
  /** Rules, dots and other details. */
  detail: string;
}

export interface ResolvedInk {
  ink: Ink;
  /** The palette as drawn (text and primary may have moved). */
  palette: Palette;
  adjustments: string[];
}

const WHITE = "#ffffff";
const BLACK = "#000000";

/** Only palette, layout and frame decide the ink, so the planner can ask before it has a whole spec. */
type InkSpec = Pick<LogoSpec, "palette" | "layout" | "container">;

export function resolveInk(spec: InkSpec): ResolvedInk {
  const { palette } = spec;
  const background = palette.background === "transparent" ? null : palette.background;
  const surface = background ?? WHITE;
  const adjustments: string[] = [];
  const onSurface = (background ? `the ${background} background` : "a white page (the background is transparent)");

  // Lettering set inside a filled frame is inked for the frame (textOnContainer below); the
  // canvas says nothing about it, and moving its colour here would store a colour nobody saw.
  const brand = letteringInFilledFrame(spec) ? palette.text : readableOn(palette.text, surface, AA_TEXT);
  if (brand !== palette.text) {
    adjustments.push(
      `The lettering colour ${palette.text} was too faint on ${onSurface} (${contrast(palette.text, surface).toFixed(1)}:1), so I used ${brand} instead, which passes WCAG AA (${contrast(brand, surface).toFixed(1)}:1).`,
    );
  }

  // A container the colour of the canvas would be invisible: the mark colour takes its place.
  const container = contrast(palette.accent, surface) >= 1.4 ? palette.accent : palette.primary;
  const markOnSurface = usesMarkOnSurface(spec);
  let mark = palette.primary;
  if (markOnSurface) {
    mark = readableOn(palette.primary, surface, AA_GRAPHICS);
    if (mark !== palette.primary) {
      adjustments.push(
        `The mark colour ${palette.primary} did not stand out on ${onSurface}, so I deepened it to ${mark} (${contrast(mark, surface).toFixed(1)}:1).`,
      );
    }
  }
  const distinct = (colors: (string | null)[]) => colors.filter((c): c is string => c !== null && c !== container);
  const markOnContainer = firstReadable(distinct([palette.primary, background, palette.text, WHITE, BLACK]), container, AA_GRAPHICS);
  const textOnContainer = firstReadable(distinct([palette.text, background, WHITE, BLACK]), container, AA_TEXT);

  // The tagline takes the mark's colour when that reads well as text; else a softer brand colour.
  const tagline =
    palette.primary !== brand && contrast(palette.primary, surface) >= AA_TEXT
      ? palette.primary
      : readableOn(mix(brand, surface, 0.22), surface, AA_TEXT);
  const tint =
    palette.accent !== mark && contrast(palette.accent, surface) >= 1.15 ? palette.accent : mix(mark, surface, 0.6);
  const detail = contrast(palette.accent, surface) >= 1.5 ? palette.accent : mix(brand, surface, 0.45);

  return {
    ink: { background, surface, brand, tagline, mark, container, markOnContainer, textOnContainer, tint, detail },
    palette: { ...palette, text: brand, primary: mark },
    adjustments,
  };
}

/** Whether the brand is set inside a filled frame (a badge, a framed wordmark). */
export function letteringInFilledFrame(spec: Pick<LogoSpec, "layout" | "container">): boolean {
  return spec.container !== "none" && spec.container !== "ring" && (spec.layout === "badge" || spec.layout === "wordmark");
}

/** Whether the mark is drawn straight on the canvas (no filled container under it). */
function usesMarkOnSurface(spec: InkSpec): boolean {
  if (spec.layout === "wordmark") return false;
  if (spec.layout === "badge" && spec.container === "ring") return true;
  return spec.container === "none" || spec.container === "ring";
}

/** The colours a viewer sees for each part of a design, as the layouts draw them. */
export interface DrawnColours {
  /** null: transparent (the page shows through). */
  canvas: string | null;
  /** The brand's lettering. */
  lettering: string;
  /** The mark (icon or initials); null when the design has none. */
  mark: string | null;
  /** The container's fill or stroke; null without one. */
  frame: string | null;
  /** What the lettering sits on, and what the mark sits on. */
  letteringSurface: string;
  markSurface: string | null;
}

/**
 * Which ink each part ends up in (layouts.ts, badges.ts and marks.ts make the same choices): lettering
 * inside a filled frame (a badge, a framed wordmark) is drawn in the colour that reads on
 * the frame, and so is a mark in a filled frame. The planner checks what it says against this.
 */
export function drawnColours(spec: InkSpec): DrawnColours {
  const { ink } = resolveInk(spec);
  const framed = spec.container !== "none";
  const filled = framed && spec.container !== "ring";
  const letteringInFrame = letteringInFilledFrame(spec);
  const hasMark = spec.layout !== "wordmark";
  const letters = spec.layout === "monogram";
  let mark: string | null = null;
  if (hasMark) {
    if (filled) mark = letters ? ink.textOnContainer : ink.markOnContainer;
    else mark = letters ? readableOn(ink.mark, ink.surface, AA_TEXT) : ink.mark;
  }
  return {
    canvas: ink.background,
    lettering: letteringInFrame ? ink.textOnContainer : ink.brand,
    mark,
    frame: framed ? ink.container : null,
    letteringSurface: letteringInFrame ? ink.container : ink.surface,
    markSurface: hasMark ? (filled ? ink.container : ink.surface) : null,
  };
}

/** How strongly a part stands out from what it sits on, as drawn (the WCAG ratio); null when the design has no such part. */
export function drawnContrast(spec: InkSpec, part: "lettering" | "mark"): number | null {
  const drawn = drawnColours(spec);
  const colour = drawn[part];
  const surface = part === "lettering" ? drawn.letteringSurface : drawn.markSurface;
  return colour && surface ? contrast(colour, surface) : null;
}
