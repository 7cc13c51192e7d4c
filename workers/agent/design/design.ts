/**
 * LogoSpec -> a designed, self-contained SVG. The spec is first made drawable (a script
 * face is not tracked out, set in capitals or squeezed into a badge; colours that would
 * not read are moved),
 * then composed in layout units and fitted onto the canvas with room to breathe and a
 * slight lift above the geometric centre, where the eye puts the middle of a page.
 *
 * The SVG has no <text>, <image>, <style>, <metadata> or external reference: lettering
 * is paths, and the design itself stays on the server (docs/decisions/0016).
 */
import type { FontBook } from "./fonts.ts";
import { isScript, nearestWeight, TYPEFACES, type TypefaceId } from "./typefaces.ts";
import type { IconLibrary } from "./icons.ts";
import { resolveInk, type Ink } from "./ink.ts";
import type { Box } from "./text.ts";
import type { Composition, Geometry } from "./layout-context.ts";
import { compose, type Arrangement } from "./layouts.ts";
import { taglineFace } from "./lettering.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { seededRandom } from "./random.ts";
import { applyCase, height, round as r, width } from "./text.ts";

/** The SVG's own size (its viewBox); rasters scale it. */
export const CANVAS = 1024;
/** The most of the canvas a design may cover, across and down; a long horizontal lockup
 * may reach further across, or it would sit in the middle of the square as a thin strip. */
const MAX_COVER = { x: 0.8, wideX: 0.86, y: 0.7 };
/** How far above the centre the design sits, as a fraction of the canvas. */
const OPTICAL_LIFT = 0.012;

export interface DesignAssets {
  book: FontBook;
  icons: IconLibrary;
}

export type Layer = "mark" | "wordmark";

export interface SvgOptions {
  /** Draw the background colour (false gives the transparent variant). Default true. */
  background?: boolean;
  /** Which layers to draw, for the build-up previews. Default both. */
  layers?: readonly Layer[];
  /** Drawn on top of everything (the watermark), in canvas units. */
  overlay?: string;
}

export interface Design {
  /** The spec as drawn: what the app keeps and a refinement starts from. */
  spec: LogoSpec;
  /** What had to change for the design to read well, in the agent's words. */
  adjustments: string[];
  ink: Ink;
  /** The smallest capitals drawn, in canvas units (legibility: the tagline at thumbnail size). */
  smallestCap: number;
  /** The lettering as set in glyphs, line by line (brand, then tagline): what the logo reads. */
  text: readonly string[];
  /** The brand's capitals as drawn (its smallest line), in canvas units. */
  brandCap: number;
  /** The lettering's lines, the mark and the frame as placed on the canvas, in canvas units. */
  geometry: Geometry;
  svg(options?: SvgOptions): string;
}

/** The face of the same character a script gives way to in a badge. */
const SCRIPT_IN_A_BADGE = { pacifico: "fredoka", "dancing-script": "playfair-display", caveat: "nunito" } as const satisfies Partial<Record<TypefaceId, TypefaceId>>;

/** Makes the spec drawable; says what it changed. */
function drawableSpec(spec: LogoSpec): { spec: LogoSpec; adjustments: string[] } {
  const adjustments: string[] = [];
  let drawable = spec;
  // A badge sets its lettering small, inside its frame: a script there no longer reads.
  if (isScript(spec.typeface.id) && spec.layout === "badge") {
    const face = SCRIPT_IN_A_BADGE[spec.typeface.id as keyof typeof SCRIPT_IN_A_BADGE] ?? SCRIPT_IN_A_BADGE.caveat;
    const typeface = { id: face, ...nearestWeight(face, spec.typeface.weight) };
    drawable = { ...drawable, typeface };
    adjustments.push(`${TYPEFACES[spec.typeface.id].family} would not read at the size a badge sets its name, so the name is set in ${TYPEFACES[face].family}.`);
  }
  if (isScript(drawable.typeface.id)) {
    if (spec.textCase === "upper") {
      drawable = { ...drawable, textCase: "as-typed" };
      adjustments.push("Script lettering loses its flow in capitals, so the name keeps its own capitals and lower case.");
    }
    if (spec.letterSpacing > 0.02) drawable = { ...drawable, letterSpacing: 0 };
  }
  return { spec: drawable, adjustments };
}

/** How a brand kit draws the same design otherwise: another arrangement of its parts, other inks. */
export interface DesignOptions {
  arrangement?: Arrangement;
  /** Recolours the resolved ink (a one-colour variant); the geometry does not depend on colour. */
  recolour?: (ink: Ink) => Ink;
}

/** What the lettering of an arrangement sits on decides its ink: a lockup sets it on the canvas. */
function inkLayout(spec: LogoSpec, arrangement: Arrangement | undefined): Pick<LogoSpec, "layout" | "container"> {
  if (!arrangement) return spec;
  if (arrangement === "wordmark") return { layout: "wordmark", container: "none" };
  const letters = spec.layout === "monogram";
  return { layout: letters ? "monogram" : arrangement === "horizontal" ? "icon-left" : "icon-above", container: spec.container };
}

export interface ComposedLogo {
  spec: LogoSpec;
  adjustments: string[];
  ink: Ink;
  composition: Composition;
}

/**
 * The legibility floor of the brand: its capitals at least 2.5 % of the artboard. The logo
 * page shows the 1024 px preview some 480 CSS px tall, where that is a 12 px capital (about
 * a 17 px type size, body text), and a 256 px thumbnail still has 6 px capitals, the
 * smallest the brand guide allows on screen. Short names are far above it; a long name is
 * set on more lines to stay above it.
 */
export const LEGIBLE_BRAND_CAP = 0.025;
/** The smallest lettering (a tagline) at least 1.5 % of the artboard. */
export const LEGIBLE_SMALLEST_CAP = 0.015;

/** The longest name and tagline a design held before issue 32 (every stored design is within them). */
const EARLIER_LIMITS = { brand: 40, tagline: 60 };

function longerThanBefore(spec: LogoSpec): boolean {
  return spec.brand.length > EARLIER_LIMITS.brand || (spec.tagline?.length ?? 0) > EARLIER_LIMITS.tagline;
}

const FRAME_WORDS: Record<Exclude<LogoSpec["container"], "none">, string> = {
  circle: "circle",
  ring: "ring",
  shield: "shield",
  hexagon: "hexagon",
  "rounded-square": "rounded square",
};

/**
 * A badge holds its lettering inside its frame; a name (or tagline) too long to read there
 * is set under the badge's frame and mark instead (icon-above in the same frame), or, with
 * no mark, inside the frame on its own: the design's layout is then the one drawn.
 */
function legibleLayout(spec: LogoSpec, composition: Composition): Pick<LogoSpec, "layout"> | null {
  // A name and tagline within the limits of before are drawn as they always were: a stored
  // or sold badge keeps the look it was chosen with.
  if (spec.layout !== "badge" || !longerThanBefore(spec)) return null;
  const { scale } = fit(composition);
  const legible = brandCap(composition) * scale >= CANVAS * LEGIBLE_BRAND_CAP && composition.smallestCap * scale >= CANVAS * LEGIBLE_SMALLEST_CAP;
  if (legible) return null;
  return { layout: spec.icon || spec.mark ? "icon-above" : "wordmark" };
}

/** The design composed in layout units (not yet fitted onto a canvas). */
export function composeLogo(input: LogoSpec, assets: DesignAssets, options: DesignOptions = {}): ComposedLogo {
  const composed = composeAs(input, assets, options);
  const fallback = options.arrangement ? null : legibleLayout(composed.spec, composed.composition);
  if (!fallback || input.container === "none") return composed;
  const moved = composeAs({ ...input, ...fallback }, assets, options);
  const frame = FRAME_WORDS[input.container];
  const both = input.tagline !== null;
  const where = fallback.layout === "icon-above" ? `under the ${frame} that holds the mark` : `in the ${frame} on ${both ? "their" : "its"} own`;
  const sentence = `${both ? "The name and tagline are" : "The name is"} too long to read well inside a badge, so ${both ? "they sit" : "it sits"} ${where}.`;
  return { ...moved, adjustments: [sentence, ...moved.adjustments] };
}

function composeAs(input: LogoSpec, assets: DesignAssets, options: DesignOptions): ComposedLogo {
  const drawable = drawableSpec(input);
  const resolved = resolveInk({ ...drawable.spec, ...inkLayout(drawable.spec, options.arrangement) });
  const spec: LogoSpec = { ...drawable.spec, palette: resolved.palette };
  const ink = options.recolour ? options.recolour(resolved.ink) : resolved.ink;
  const random = seededRandom(spec.seed);
  const choices = { rules: random() < 0.55, detailLine: random() < 0.5, taglineTracking: 0.18 + random() * 0.14 };
  const composition = compose(
    {
      spec,
      book: assets.book,
      icons: assets.icons,
      ink,
      brand: applyCase(spec.brand, spec.textCase),
      tagline: spec.tagline ? spec.tagline.toUpperCase() : null,
      brandStyle: { face: spec.typeface, letterSpacing: spec.letterSpacing },
      taglineStyle: { face: taglineFace(spec), letterSpacing: choices.taglineTracking },
      longText: longerThanBefore(spec),
      choices,
    },
    options.arrangement,
  );
  const adjustments = [...drawable.adjustments, ...resolved.adjustments];
  const missing = [...new Set(composition.missing)];
  if (missing.length > 0) adjustments.push(`No bundled typeface has ${missing.map((c) => `'${c}'`).join(", ")}, so I left ${missing.length === 1 ? "it" : "them"} out of the lettering.`);
  return { spec, adjustments, ink, composition };
}

export function designLogo(input: LogoSpec, assets: DesignAssets, options: DesignOptions = {}): Design {
  const { spec, adjustments, ink, composition } = composeLogo(input, assets, options);
  const { transform, scale, tx, ty } = fit(composition);
  const onCanvas = (box: Box): Box => ({ x1: tx + box.x1 * scale, y1: ty + box.y1 * scale, x2: tx + box.x2 * scale, y2: ty + box.y2 * scale });
  const { lines, mark, frame } = composition.geometry;
  return {
    spec,
    adjustments,
    ink,
    smallestCap: composition.smallestCap * scale,
    text: composition.text,
    brandCap: brandCap(composition) * scale,
    geometry: {
      lines: lines.map((line) => ({ ...line, box: onCanvas(line.box), cap: line.cap * scale })),
      mark: mark && onCanvas(mark),
      frame: frame && { shape: frame.shape, box: onCanvas(frame.box) },
    },
    svg(svgOptions = {}) {
      const { background = true, layers = ["mark", "wordmark"], overlay = "" } = svgOptions;
      const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">`];
      if (background && ink.background) parts.push(`<rect id="background" width="${CANVAS}" height="${CANVAS}" fill="${ink.background}"/>`);
      parts.push(`<g transform="${transform}">`);
      if (layers.includes("mark") && composition.mark) parts.push(`<g id="mark">${composition.mark}</g>`);
      if (layers.includes("wordmark") && composition.wordmark) parts.push(`<g id="wordmark">${composition.wordmark}</g>`);
      parts.push("</g>", overlay, "</svg>");
      return parts.join("");
    },
  };
}

/** Scales the composition's ink into the canvas and centres it (lifted a little). */
function fit(composition: Composition): { transform: string; scale: number; tx: number; ty: number } {
  const { box } = composition;
  const across = width(box) / height(box) > 2.5 ? MAX_COVER.wideX : MAX_COVER.x;
  const scale = Math.min((CANVAS * across) / width(box), (CANVAS * MAX_COVER.y) / height(box));
  const tx = CANVAS / 2 - ((box.x1 + box.x2) / 2) * scale;
  const ty = CANVAS * (0.5 - OPTICAL_LIFT) - ((box.y1 + box.y2) / 2) * scale;
  const rounded = Math.round(scale * 10000) / 10000;
  return { transform: `translate(${r(tx)} ${r(ty)}) scale(${rounded})`, scale: rounded, tx: r(tx), ty: r(ty) };
}

/** The brand's smallest capitals in layout units (a seal's arc is not among the straight lines: its smallest lettering then). */
function brandCap(composition: Composition): number {
  const caps = composition.geometry.lines.filter((line) => line.role === "brand").map((line) => line.cap);
  return caps.length > 0 ? Math.min(...caps) : composition.smallestCap;
}
