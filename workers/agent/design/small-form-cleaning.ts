/**
 * How a small form is made (small-form.ts says what it is): an idea of the mark cleaned to
 * the 16 px grid by morphology, and the idea and cleaning that look most like their idea
 * where they are used chosen. The cleaning works at 1.5 px at 16 px (an icon draws the
 * small form's ink SMALL_ICON_SHARE of its side): each idea is first made a little bolder
 * or lighter (never into the holes and gaps wide enough to keep), then a closing fills
 * gaps and holes narrower than 1.5 px and an opening drops strokes thinner than that, so
 * none is left. Everything is plain geometry and one rasterizer: the same mark always
 * gives the same form.
 */
import { MARK_BOX } from "./constructed-marks.ts";
import { area, difference, dilate, fitInto, geomPath, intersection, outward, rect, scaleAbout, signedArea, union, type Geom } from "./geometry.ts";
import { rasterize } from "#protocol/resvg.ts";

/** The smallest icon the small form is drawn in, in pixels. */
export const SMALLEST_ICON = 16;
/** The share of an icon's side the small form's ink takes (the rest is the tile's margin). */
export const SMALL_ICON_SHARE = 0.875;
/** The thinnest stroke, and the narrowest gap, kept at 16 px. */
export const MIN_DETAIL_PX = 1.5;
/** The least height of letters at 16 px: smaller, letters are a smudge whatever their strokes. */
export const MIN_LETTER_PX = 9;
/** The most separate parts a small form has: more reads as dust. */
export const MAX_PARTS = 5;

export const C = MARK_BOX / 2;
/** Mark units per pixel of the 16 px icon. */
export const UNITS_PER_PX = MARK_BOX / (SMALLEST_ICON * SMALL_ICON_SHARE);
/** The radius of the opening and closing: half the thinnest detail, and a tenth to spare for anti-aliasing. */
const RADIUS = (MIN_DETAIL_PX / 2) * UNITS_PER_PX * 1.1;
/** A part smaller than a 2 px square, or a hole smaller than a 1.5 px one, is dust. */
const MIN_PART = (2 * UNITS_PER_PX) ** 2;
const MIN_HOLE = (1.5 * UNITS_PER_PX) ** 2;
/** What each later idea gives up to an earlier (truer) one. */
const LATER_COST = 0.06;

// ---- plane helpers -----------------------------------------------------------------


/** Points closer than a sixteenth of a pixel to the last one kept add nothing at 16 to 48 px, and slow every offset. */
function coarse(geom: Geom): Geom {
  const step = UNITS_PER_PX / 8;
  return geom.map((ring) => ring.filter((point, i) => i === 0 || Math.hypot(point[0] - ring[i - 1]![0], point[1] - ring[i - 1]![1]) >= step)).filter((ring) => ring.length > 2);
}

/** How near a true arc an offset's round corners are drawn: a sixteenth of a pixel at 16 px is below what 14 to 28 px show. */
const ARC_TOLERANCE = UNITS_PER_PX / 16;

/** Grown (or, negative, shrunk) by `by` with round corners, its points thinned again so offsets do not compound. */
export const offset = (geom: Geom, by: number) => (by === 0 ? geom : coarse(dilate(geom, by, ARC_TOLERANCE)));
export const erode = (geom: Geom, by: number) => offset(geom, -by);
export const opening = (geom: Geom, by: number) => offset(erode(geom, by), by);
export const closing = (geom: Geom, by: number) => erode(offset(geom, by), by);

/** Fitted so its ink spans `side` of the 100 box, centred. */
export const fitted = (geom: Geom, side = MARK_BOX) => fitInto(geom, C, C, side);


/** How many separate pieces of ink. */
export function partsOf(geom: Geom): number {
  const sign = outward(geom);
  return geom.filter((ring) => Math.sign(signedArea(ring)) === sign).length;
}

/** How many holes big enough to keep at 16 px. */
export function holesOf(geom: Geom): number {
  const sign = outward(geom);
  return geom.filter((ring) => Math.sign(signedArea(ring)) === -sign && Math.abs(signedArea(ring)) >= MIN_HOLE).length;
}

/** Without dust: parts under MIN_PART and holes under MIN_HOLE. */
function undusted(geom: Geom): Geom {
  const sign = outward(geom);
  return union(geom.filter((ring) => Math.abs(signedArea(ring)) >= (Math.sign(signedArea(ring)) === sign ? MIN_PART : MIN_HOLE)));
}

// ---- likeness ----------------------------------------------------------------------

/** The sizes a form is looked at to judge it: the mark in a 16 px icon, and in a 32 px one. */
const LOOKED_AT = [SMALLEST_ICON * SMALL_ICON_SHARE, 2 * SMALLEST_ICON * SMALL_ICON_SHARE];

/** How much of each pixel a geometry in the 100 box covers, drawn `px` pixels across. */
function coverage(geom: Geom, px: number): Float32Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${MARK_BOX} ${MARK_BOX}"><path d="${geomPath(geom)}"/></svg>`;
  const { rgba } = rasterize(svg, px);
  const out = new Float32Array(px * px);
  for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + 3]! / 255;
  return out;
}

/** An idea as its forms are measured against: how it looks at each size looked at, as drawn and with its hairlines made strokes. */
type Reference = { drawn: Float32Array; shown: Float32Array }[];

/**
 * How an idea looks small: as drawn, and with its thin strokes thickened to the thinnest
 * kept, so a hairline (an A's left leg, an H's crossbar) counts for more than the faint
 * grey it draws at 14 px.
 */
function reference(ink: Geom, radius: number): Reference {
  const shown = thickened(ink, radius);
  return LOOKED_AT.map((px) => ({ drawn: coverage(ink, px), shown: coverage(shown, px) }));
}

/** What two coverages share, for ink and ground alike: what both cover over what either does. */
function shared(a: Float32Array, b: Float32Array): number {
  let [ink, inkEither, ground, groundEither] = [0, 0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    ink += Math.min(a[i]!, b[i]!);
    inkEither += Math.max(a[i]!, b[i]!);
    ground += Math.min(1 - a[i]!, 1 - b[i]!);
    groundEither += Math.max(1 - a[i]!, 1 - b[i]!);
  }
  return (ink / Math.max(inkEither, 1e-9) + ground / Math.max(groundEither, 1e-9)) / 2;
}

/**
 * How like its idea a cleaned form looks where it is used: both drawn at 14 and 28 px (the
 * mark in a 16 and a 32 px icon), and for its ink and for its ground (the rest of its
 * square) alike, what they have in common over what either has, pixel by pixel, against
 * the idea as drawn and as its hairlines stand for. A gap too narrow to see at 14 px was
 * grey there anyway, so closing it costs little; a stroke dropped costs what it stood for;
 * a hole filled costs what it showed, however much ink is around it (a drawing knocked
 * out of a square is not the square).
 */
function likeness(form: Geom, idea: Reference): number {
  if (form.length === 0) return 0;
  let sum = 0;
  LOOKED_AT.forEach((px, k) => {
    const drawn = coverage(form, px);
    sum += (shared(drawn, idea[k]!.drawn) + shared(drawn, idea[k]!.shown)) / 2;
  });
  return sum / LOOKED_AT.length;
}

// ---- cleaning ----------------------------------------------------------------------

/** How an idea is made bolder or lighter before it is cleaned. */
interface Preparation {
  /** An offset of the whole idea, in radii: negative opens its gaps up, positive thickens it. */
  grow: number;
  /** Its thin strokes alone (what an opening would drop) thickened to the smallest stroke kept. */
  thin: boolean;
  /**
   * Whether what grows stays out of the holes and gaps wide enough to keep (a small A's
   * counter), or may narrow them (a hairline crossbar between an H's wide counters).
   */
  guard: boolean;
}

const PREPARATIONS: readonly Preparation[] = [
  { grow: 0, thin: false, guard: false },
  { grow: 0, thin: true, guard: true },
  { grow: 0, thin: true, guard: false },
  { grow: -0.5, thin: false, guard: false },
  { grow: 0.25, thin: false, guard: true },
  { grow: 0.5, thin: false, guard: true },
  { grow: 1, thin: false, guard: true },
];

/** An idea ready to clean at `radius`: its ink inset by what a preparation may add (so it stays in the box), and the ground it keeps. */
interface Cleanable {
  ink: Geom;
  /** Its holes and gaps wide enough to keep: no thickening fills them. */
  keep: Geom;
  radius: number;
  /** How far inside the box its ink is drawn. */
  inset: number;
}

function cleanable(idea: Geom, radius: number, inset: number): Cleanable {
  const ink = coarse(fitted(idea, MARK_BOX - 2 * inset));
  return { ink, keep: inset > 0 ? opening(difference(closing(ink, 4 * radius), ink), radius * 0.95) : [], radius, inset };
}

/** The idea ready for each preparation (one for each inset a preparation needs). */
function cleanables(idea: Geom, radius: number): (preparation: Preparation) => Cleanable {
  const made = new Map<number, Cleanable>();
  return (preparation) => {
    const inset = Math.max(0, preparation.grow, preparation.thin ? 1 : 0) * radius;
    let ready = made.get(inset);
    if (!ready) made.set(inset, (ready = cleanable(idea, radius, inset)));
    return ready;
  };
}

/** The ink with its thin strokes (not a sharp corner's sliver) thickened. */
function thickened(ink: Geom, radius: number): Geom {
  // What the opening drops, less the hairline it shaves off every outline (its arcs are flattened).
  const thin = opening(difference(ink, opening(ink, radius)), radius / 8);
  const sign = outward(thin);
  const strokes = thin.filter((ring) => Math.sign(signedArea(ring)) === sign && Math.abs(signedArea(ring)) >= radius * radius);
  return strokes.length === 0 ? ink : union(ink, offset(union(strokes), radius * 0.9));
}

/**
 * The idea cleaned after its preparation: made bolder or lighter (never into the ground it
 * keeps), then gaps and holes narrower than twice the radius closed and strokes thinner
 * than that opened away, dust dropped.
 */
function cleaned(idea: Cleanable, preparation: Preparation): Geom {
  const { ink, keep, radius } = idea;
  const prepared = preparation.thin ? thickened(ink, radius) : offset(ink, preparation.grow * radius);
  const guarded = preparation.guard && (preparation.thin || preparation.grow > 0);
  const closed = closing(guarded ? difference(prepared, keep) : prepared, radius);
  const form = undusted(opening(guarded ? difference(closed, keep) : closed, radius));
  // Back to the idea's own size and place, where it is measured against it (a part dropped moves nothing).
  return scaleAbout(form, MARK_BOX / (MARK_BOX - 2 * idea.inset), C, C);
}

/** How much a change of shape costs an idea: each part merged or split, each hole lost. Letters lose most by it. */
export interface Strictness {
  part: number;
  hole: number;
}
export const LETTERS: Strictness = { part: 0.3, hole: 0.3 };
export const PICTURE: Strictness = { part: 0.12, hole: 0.06 };

export interface Idea {
  /** What it is, for the contact sheet and the tests. */
  name: string;
  /** Its cleanings, one for each preparation, each with its likeness. */
  forms: () => { form: Geom; likeness: number }[];
  /** How many pieces and holes the idea itself has: a cleaning that changes them pays for each. */
  parts: number;
  holes: number;
  strictness: Strictness;
}

/** An idea drawn as ink. */
export function positive(name: string, geom: Geom, strictness = PICTURE): Idea {
  const ink = coarse(fitted(geom));
  const forms = () => {
    const idea = cleanables(ink, RADIUS);
    const against = reference(ink, RADIUS);
    return PREPARATIONS.map((preparation) => {
      const form = cleaned(idea(preparation), preparation);
      return { form, likeness: likeness(form, against) };
    });
  };
  return { name, forms, parts: partsOf(ink), holes: holesOf(ink), strictness };
}

/**
 * An idea drawn as negative space: `drawing` cut out of a solid `shape`, taking `share` of
 * it. The drawing is cleaned first at its own size (so every cut is wide enough to see),
 * then the rim between the cuts and the shape's edge is kept only where it is thick
 * enough. It is cut out of the first of `shapes` it leaves a whole rim in (none: no such
 * idea). Its likeness is the drawing's as the cuts draw it, measured at the drawing's own
 * size: a drawing cut out smaller must hold its detail to win against itself drawn alone.
 */
export function negative(name: string, shapes: Geom[], drawing: Geom, share: number, strictness = PICTURE): Idea[] {
  const inner = coarse(fitted(drawing));
  const placed = scaleAbout(inner, share, C, C);
  // The first shape the drawing leaves a whole rim in: a cut-out is one piece.
  const holder = shapes.map((shape) => fitted(shape)).find((shape) => partsOf(difference(shape, placed)) === 1);
  if (!holder) return [];
  const forms = () => {
    const idea = cleanables(inner, RADIUS / share);
    const against = reference(inner, RADIUS / share);
    const around = offset(rect(0, 0, MARK_BOX, MARK_BOX), RADIUS);
    return PREPARATIONS.map((preparation) => {
      const cut = cleaned(idea(preparation), preparation);
      const form = cut.length === 0 ? [] : undusted(opening(difference(holder, scaleAbout(cut, share, C, C)), RADIUS));
      const cuts = form.length === 0 ? [] : intersection(scaleAbout(difference(holder, form), 1 / share, C, C), around);
      return { form, likeness: likeness(cuts, against) };
    });
  };
  return [{ name, forms, parts: 1, holes: holesOf(difference(holder, placed)), strictness }];
}

export interface SmallForm {
  /** The small form in the 100 box, its ink fitted to the box. */
  geom: Geom;
  /** Which idea of the mark it is ('drawing', 'drawing cut out', 'letters', 'first letter', 'figure' ...). */
  idea: string;
}

/** The idea and cleaning that hold up best at 16 px; an earlier idea is preferred when they are close. */
export function choose(ideas: Idea[]): SmallForm {
  let best: { form: Geom; idea: string; score: number } | null = null;
  for (const [i, idea] of ideas.entries()) {
    for (const { form, likeness } of idea.forms()) {
      if (form.length === 0) continue;
      const parts = partsOf(form);
      const changed = idea.strictness.part * Math.abs(parts - idea.parts) + idea.strictness.hole * Math.max(0, idea.holes - holesOf(form));
      const score = likeness - changed - (parts > MAX_PARTS ? 1 : 0) - LATER_COST * i;
      if (!best || score > best.score) best = { form, idea: idea.name, score };
    }
  }
  if (!best) throw new Error("no small form: the mark has no ink");
  let form = best.form;
  // Still in too many parts: closed wider until they hold together.
  for (let k = 2; partsOf(form) > MAX_PARTS && k <= 6; k++) form = undusted(opening(closing(form, RADIUS * k), RADIUS));
  return { geom: fitted(form), idea: best.idea };
}
