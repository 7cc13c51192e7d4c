/**
 * Constructed marks (LogoSpec version 2, `mark`): lettermarks from the typeface's own
 * glyph outlines, abstract figures of parametric families, and emblems in which a bundled
 * drawing is only an ingredient, cut out of a constructed shape or inside its ring (with a
 * second idea beside it in the same contour) or woven through the brand's initial. Each is built with boolean geometry in a 100-unit square and
 * handed over as one filled path, so every file draws it the same (docs/decisions/0106).
 */
import type { FontBook, FontFace } from "./fonts.ts";
import { band, bounds, circle, difference, dilate, fitInto, intersection, mirrorX, pathGeom, rect, regular, rotateAbout, scaleAbout, translate, union, withoutCrumbs, withoutSlivers, xor, type Geom, type Point } from "./geometry.ts";
import type { IconLibrary } from "./icons.ts";
import type { EmblemSpec, GeometricSpec, LettermarkSpec, MarkShape, MarkSpec } from "#protocol/logo-spec.ts";
import type { IconRef } from "./logo-spec.ts";
import { setLine } from "./text.ts";
import { nearestWeight } from "./typefaces.ts";

/** The square a constructed mark is built in. */
export const MARK_BOX = 100;
const C = MARK_BOX / 2;
/** Parts smaller than this (square units of the 100 box) are slivers, not design. */
const SLIVER = 4;
/**
 * A part of a cut lettermark under this share of its ink is a crumb (measured over the
 * catalogue's cut marks: the severed tips are 0.3-1.8 %, the stroke ends a cut leaves on
 * purpose 2.2 % and up); a stencil's pieces are 2 % and up, its crumbs under 1.2 %.
 */
const CUT_CRUMB = 0.02;
const STENCIL_CRUMB = 0.012;

export interface MarkMaterials {
  book: FontBook;
  icons: IconLibrary;
  /** The brand's typeface: lettermarks and initials are cut from its heavier weight. */
  face: FontFace;
  /** The ingredient drawing (the spec's icon), for emblems. */
  icon: IconRef | null;
}

/** A heavier cut of the brand's face: letters that carry a mark must hold their own. */
function markFace(face: FontFace): FontFace {
  return { id: face.id, ...nearestWeight(face.id, Math.max(face.weight, 700), face.italic) };
}

/** Letters as geometry, ink-fitted into a `side` square centred on (cx, cy). */
function letterGeom(materials: Omit<MarkMaterials, "icon">, text: string, cx: number, cy: number, side: number): Geom {
  const line = setLine(materials.book, { face: markFace(materials.face), letterSpacing: 0 }, text, 60);
  return fitInto(pathGeom(line.d), cx, cy, side);
}

/** One letter fitted by height (so a narrow I stays narrow), centred on (cx, cy). */
function letterByHeight(materials: Omit<MarkMaterials, "icon">, letter: string, cx: number, cy: number, tall: number): Geom {
  const geom = letterGeom(materials, letter, 0, 0, 100);
  const b = bounds(geom);
  const s = tall / (b.y2 - b.y1);
  return translate(scaleAbout(geom, s, 0, 0), cx - ((b.x1 + b.x2) / 2) * s, cy - ((b.y1 + b.y2) / 2) * s);
}

/** The constructed shapes, centred in the 100 box with radius `r`. */
export function markShape(shape: MarkShape, r: number, cx = C, cy = C): Geom {
  switch (shape) {
    case "circle":
      return circle(cx, cy, r);
    case "square":
      return rect(cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8);
    case "squircle":
      return union(rect(cx - r * 0.9, cy - r * 0.55, r * 1.8, r * 1.1), rect(cx - r * 0.55, cy - r * 0.9, r * 1.1, r * 1.8), ...[-1, 1].flatMap((sx) => [-1, 1].map((sy) => circle(cx + sx * r * 0.55, cy + sy * r * 0.55, r * 0.35))));
    case "hexagon":
      return regular(cx, cy, r, 6);
    case "diamond":
      return regular(cx, cy, r * 1.05, 4);
    case "arch":
      return union(circle(cx, cy - r * 0.25, r * 0.8), rect(cx - r * 0.8, cy - r * 0.25, r * 1.6, r * 1.15));
    case "leaf": {
      const lens = intersection(circle(cx - r * 0.55, cy + r * 0.55, r * 1.25), circle(cx + r * 0.55, cy - r * 0.55, r * 1.25));
      return lens;
    }
    case "shield": {
      const top = rect(cx - r * 0.82, cy - r * 0.9, r * 1.64, r * 0.9);
      const point = intersection(circle(cx - r * 0.82 + r * 1.64, cy, r * 1.64), circle(cx + r * 0.82 - r * 1.64, cy, r * 1.64));
      return union(top, intersection(point, rect(cx - r, cy, r * 2, r)));
    }
  }
}

// ---- lettermarks -------------------------------------------------------------------

function lettermark(spec: LettermarkSpec, materials: MarkMaterials): Geom {
  const letters = [...spec.letters];
  const gap = 3.2;
  switch (spec.treatment) {
    case "cut": {
      const glyphs = letterGeom(materials, spec.letters, C, C, 88);
      // The band leaves whole strokes on either side; a tip it severs near a stroke's end is a crumb, dropped.
      return withoutCrumbs(difference(glyphs, band(C, C, 4.2, spec.angle)), CUT_CRUMB);
    }
    case "stencil": {
      const glyphs = letterGeom(materials, spec.letters, C, C, 88);
      // Bridges across every stroke: two parallel cuts a third of the way in from each side.
      // A stencil is made of pieces, so only a far smaller one is a crumb.
      return withoutCrumbs(difference(glyphs, band(C, C - 15, 3.4, spec.angle), band(C, C + 15, 3.4, spec.angle)), STENCIL_CRUMB);
    }
    case "overlap":
    case "interlock": {
      const [first, second] = letters.length > 1 ? [letters[0]!, letters[1]!] : [letters[0]!, letters[0]!];
      const left = letterByHeight(materials, first, 0, 0, 78);
      let right = letterByHeight(materials, second, 0, 0, 78);
      if (letters.length === 1) right = mirrorX(right, 0);
      const lb = bounds(left);
      const rb = bounds(right);
      // The pair shares about a third of the narrower letter: enough to weave, not to hide it.
      const shared = Math.min(lb.x2 - lb.x1, rb.x2 - rb.x1) * (spec.treatment === "overlap" ? 0.34 : 0.26);
      const a = translate(left, -lb.x2 + shared / 2, 0);
      const b = translate(right, -rb.x1 - shared / 2, 0);
      let pair: Geom;
      if (spec.treatment === "overlap") pair = xor(a, b);
      else {
        // Woven: the second passes over the first in the upper half and under it in the lower.
        const top = rect(-200, -200, 400, 200);
        const bottom = rect(-200, 0, 400, 200);
        const over = union(difference(a, dilate(b, gap)), b);
        const under = union(difference(b, dilate(a, gap)), a);
        pair = union(intersection(over, top), intersection(under, bottom));
      }
      return fitInto(pair, C, C, 90);
    }
    case "negative": {
      const shape = markShape(spec.shape, 48);
      const glyphs = letterGeom(materials, spec.letters, C, C + 1, letters.length > 1 ? 58 : 54);
      return difference(shape, glyphs);
    }
    case "enclosure": {
      const outer = markShape(spec.shape, 48);
      const ring = difference(outer, scaleAbout(outer, 0.86, C, C));
      // Taller than the ring's opening, so the letters break through it above and below.
      const glyphs = letterByHeight(materials, spec.letters, C, C, 76);
      const fitted = bounds(glyphs).x2 - bounds(glyphs).x1 > 80 ? fitInto(glyphs, C, C, 80) : glyphs;
      return union(difference(ring, dilate(fitted, gap)), fitted);
    }
  }
}

// ---- geometric families ------------------------------------------------------------

const bit = (pattern: number, index: number) => ((pattern >> (index % 24)) & 1) === 1;

function radial(spec: GeometricSpec): Geom {
  const count = Math.max(3, Math.min(spec.count, 9));
  const style = (spec.pattern & 3) as 0 | 1 | 2 | 3;
  const width = 10 + spec.weight * 14;
  const parts: Geom[] = [];
  for (let k = 0; k < count; k++) {
    const angle = (360 / count) * k + spec.turn * (360 / count);
    let petal: Geom;
    if (style === 0) {
      // A lens from the centre outwards.
      const lens = intersection(circle(C - width * 0.9, C - 24, 30), circle(C + width * 0.9, C - 24, 30));
      petal = lens;
    } else if (style === 1) {
      // A crescent, swept around the centre like the blades of a shutter.
      const size = 13 + spec.weight * 5;
      petal = difference(circle(C, C - 30, size), circle(C + size * 0.55, C - 30 - size * 0.35, size * 0.85));
    } else if (style === 2) {
      // A dot on a spoke.
      petal = union(circle(C, C - 34, 7 + spec.weight * 5), rect(C - 2.6, C - 34, 5.2, 22));
    } else {
      // A teardrop leaning with the turn.
      petal = union(circle(C, C - 30, 9 + spec.weight * 6), rotateAbout(regular(C, C - 22, 11 + spec.weight * 4, 3), 180, C, C - 22));
    }
    parts.push(rotateAbout(petal, angle, C, C));
  }
  let figure = union(...parts);
  if (bit(spec.pattern, 2)) figure = difference(figure, circle(C, C, 7));
  else if (style !== 1) figure = union(figure, circle(C, C, 6 + spec.weight * 4));
  return figure;
}

function grid(spec: GeometricSpec): Geom {
  const n = Math.max(3, Math.min(spec.count, 5));
  const cell = 92 / n;
  const gap = cell * (0.12 + (1 - spec.weight) * 0.16);
  const round = bit(spec.pattern, 23);
  const parts: Geom[] = [];
  const half = Math.ceil(n / 2);
  let on = 0;
  for (let row = 0; row < n; row++)
    for (let col = 0; col < half; col++) {
      // Mirrored left to right: a pattern that reads as designed, not as noise.
      const lit = bit(spec.pattern, row * half + col) || (row === Math.floor(n / 2) && col === half - 1);
      if (!lit) continue;
      for (const c of new Set([col, n - 1 - col])) {
        const x = 4 + c * cell + gap / 2;
        const y = 4 + row * cell + gap / 2;
        const side = cell - gap;
        parts.push(round ? circle(x + side / 2, y + side / 2, side / 2) : rect(x, y, side, side));
        on++;
      }
    }
  // Too few cells lit reads as a stray dot; fill the frame of the grid then.
  if (on < n + 1)
    for (let k = 0; k < n; k++) {
      const x = 4 + k * cell + gap / 2;
      parts.push(rect(x, 4 + gap / 2, cell - gap, cell - gap), rect(x, 4 + (n - 1) * cell + gap / 2, cell - gap, cell - gap));
    }
  return union(...parts);
}

/** Four tiles, Bauhaus-like: nested quarter arcs or a solid quarter disc, each turned to one of its corners. */
function arcs(spec: GeometricSpec): Geom {
  const count = Math.max(2, Math.min(spec.count, 4));
  const side = 45;
  const parts: Geom[] = [];
  const tiles = spec.turn < 0.5 ? 4 : 3;
  for (let q = 0; q < tiles; q++) {
    const x0 = 3 + (q % 2) * (side + 4);
    const y0 = 3 + Math.floor(q / 2) * (side + 4);
    const corner = (spec.pattern >> (4 + 2 * q)) & 3;
    const cx = corner === 0 || corner === 3 ? x0 : x0 + side;
    const cy = corner < 2 ? y0 : y0 + side;
    const tile = rect(x0, y0, side, side);
    if (bit(spec.pattern, q)) {
      const pitch = side / (count + 0.4);
      const thick = pitch * (0.45 + spec.weight * 0.25);
      for (let k = 1; k <= count; k++) {
        const outer = pitch * (k + 0.4);
        parts.push(intersection(difference(circle(cx, cy, outer), circle(cx, cy, outer - thick)), tile));
      }
      parts.push(intersection(circle(cx, cy, pitch * 0.4 + 0.01 + thick * 0.3), tile));
    } else {
      parts.push(intersection(circle(cx, cy, side), tile));
    }
  }
  // Three tiles: the fourth corner is left open, and the figure centred again.
  return tiles === 4 ? union(...parts) : fitInto(union(...parts), C, C, 92);
}

function folds(spec: GeometricSpec): Geom {
  const sides = spec.count % 2 === 0 ? 6 : 4;
  const radius = 47;
  const crease = 1.6 + (1 - spec.weight) * 1.8;
  const corners = Array.from({ length: sides }, (_, k) => {
    const t = (k * 2 * Math.PI) / sides - Math.PI / 2 + (sides === 4 ? Math.PI / 4 : 0);
    return [C + radius * Math.cos(t), C + radius * Math.sin(t)] as Point;
  });
  // The centre is pulled off-middle, as a fold would leave it.
  const pull = (spec.turn - 0.5) * 16;
  const centre: Point = [C + pull, C - pull * 0.5];
  // Which facets are up: at least half of them, never all (a plain polygon is no fold).
  let up = Array.from({ length: sides }, (_, k) => bit(spec.pattern, k));
  if (sides === 6 && up.filter(Boolean).length < 3) up = up.map((_, k) => k % 2 === (spec.pattern & 1));
  if (up.filter(Boolean).length < Math.ceil(sides / 2)) up = up.map((on, k) => on || k % 2 === 0);
  if (up.every(Boolean)) up[spec.pattern % sides] = false;
  const facets: Geom[] = [];
  for (let k = 0; k < sides; k++) if (up[k]) facets.push([[centre, corners[k]!, corners[(k + 1) % sides]!]]);
  // The creases between facets are cut as thin bands along each edge to the centre.
  const creases = corners.map((corner) => {
    const angle = (Math.atan2(corner[1] - centre[1], corner[0] - centre[0]) * 180) / Math.PI;
    const mid: Point = [(corner[0] + centre[0]) / 2, (corner[1] + centre[1]) / 2];
    return band(mid[0], mid[1], crease, angle, Math.hypot(corner[0] - centre[0], corner[1] - centre[1]) + 4);
  });
  return difference(union(...facets), ...creases);
}

function stripes(spec: GeometricSpec): Geom {
  const count = Math.max(3, Math.min(spec.count, 8));
  const shape = markShape(spec.shape, 48);
  const pitch = 100 / count;
  const bands: Geom[] = [];
  const angle = -60 + spec.turn * 120;
  for (let k = 0; k < count; k++) bands.push(band(C, C - 50 + pitch * (k + 0.5), pitch * (0.45 + spec.weight * 0.3), 0));
  const striped = intersection(shape, rotateAbout(union(...bands), angle, C, C));
  // Some stripes stop short: the brand's bits decide where the figure breaks.
  return bit(spec.pattern, 5) ? difference(striped, circle(C + 18, C - 18, 14)) : striped;
}

function geometric(spec: GeometricSpec): Geom {
  switch (spec.family) {
    case "radial":
      return radial(spec);
    case "grid":
      return grid(spec);
    case "arcs":
      return arcs(spec);
    case "folds":
      return folds(spec);
    case "stripes":
      return stripes(spec);
  }
}

// ---- emblems -----------------------------------------------------------------------

/** A drawing as geometry (the filled cut for Phosphor: solid shapes cut cleanly). */
export function drawingGeom(icons: IconLibrary, icon: IconRef): Geom {
  const art = icons.get(icon, "filled");
  return union(...art.paths.map((path) => pathGeom(path.d, path.evenOdd)));
}

/**
 * The drawing and the idea joined to it (the trade's drawing, or the brand's initial) as
 * one group: the drawing large, the second at about half its size over its lower right
 * corner, a gap cut around the second where they overlap. The group, not the drawing alone,
 * is what a shape holds: both sit inside one contour, cut out of it or inside its ring,
 * never in a disc on its rim (an app's notification dot, issue 55). Centred halfway between
 * its ink box and its weight (area centroid): balanced by eye, not only by its box.
 */
function joinedGroup(drawing: Geom, second: Geom): Geom {
  const main = fitInto(drawing, 30, 30, 60);
  const mb = bounds(main);
  const small = fitInto(second, 0, 0, 34);
  const sb = bounds(small);
  // Over the drawing's lower right corner by a quarter of its own width: one contour.
  const placed = translate(small, mb.x2 - (sb.x2 - sb.x1) * 0.25 - sb.x1, mb.y2 + (sb.y2 - sb.y1) * 0.1 - sb.y2);
  return balanced(union(difference(main, dilate(placed, 3)), placed));
}

/** Moves a geometry halfway from its box centre towards its area centroid, horizontally. */
function balanced(geom: Geom): Geom {
  return translate(geom, ((bounds(geom).x1 + bounds(geom).x2) / 2 - centroidX(geom)) / 2, 0);
}

/** The x of a geometry's area centroid (holes, wound the other way, subtract themselves). */
function centroidX(geom: Geom): number {
  let sum = 0;
  let total = 0;
  for (const ring of geom)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x0, y0] = ring[j]!;
      const [x1, y1] = ring[i]!;
      const cross = x0 * y1 - x1 * y0;
      total += cross;
      sum += (x0 + x1) * cross;
    }
  return total === 0 ? (bounds(geom).x1 + bounds(geom).x2) / 2 : sum / (3 * total);
}

/** The idea joined to an emblem's drawing, as geometry: the trade's drawing, or the initial. */
export function joinedIdea(spec: EmblemSpec, materials: Omit<MarkMaterials, "icon">): Geom | null {
  if (spec.second) return drawingGeom(materials.icons, spec.second);
  if (spec.letter && spec.treatment !== "letter") return letterByHeight(materials, spec.letter, 0, 0, 50);
  return null;
}

/**
 * Where a cut-out's or a ring's drawing sits and what holds it: the shape it is cut out of,
 * or the inside of the ring's outline. Large: the drawing's own outline, not the shape's, is
 * what the eye (and the fingerprint) reads, so the planner picks only shapes wide enough to
 * hold it (mark-construction.ts, `HOLDING_SHAPES`). A drawing joined with a second idea is
 * held as one group (`joinedGroup`).
 */
export function heldDrawing(spec: EmblemSpec & { treatment: "cutout" | "ring" }, drawing: Geom, joined: Geom | null = null): { outline: Geom; holder: Geom; ingredient: Geom } {
  const art = joined ? joinedGroup(drawing, joined) : drawing;
  if (spec.treatment === "ring") {
    const outline = markShape(spec.shape, 47);
    return { outline, holder: scaleAbout(outline, 0.88, C, C), ingredient: rotateAbout(fitInto(art, C, C, joined ? 62 : 58), spec.tilt, C, C) };
  }
  const outline = markShape(spec.shape, 46);
  const ingredient = rotateAbout(fitInto(art, C, C + (spec.shape === "shield" ? -4 : 1), 68), spec.tilt, C, C);
  return { outline, holder: outline, ingredient };
}

function emblem(spec: EmblemSpec, materials: MarkMaterials): Geom {
  if (!materials.icon) throw new Error("an emblem needs its ingredient (the spec's icon)");
  const drawing = drawingGeom(materials.icons, materials.icon);
  switch (spec.treatment) {
    case "cutout": {
      // One shape, the drawing (and the idea joined to it) cut out of it as negative space.
      const { outline, ingredient } = heldDrawing({ ...spec, treatment: "cutout" }, drawing, joinedIdea(spec, materials));
      return difference(outline, ingredient);
    }
    case "ring": {
      // The drawing itself (with the idea joined to it) inside a ring opened by a notch at `at`.
      const { outline, holder, ingredient } = heldDrawing({ ...spec, treatment: "ring" }, drawing, joinedIdea(spec, materials));
      const t = spec.at * 2 * Math.PI - Math.PI / 2;
      return union(difference(outline, holder, circle(C + 42 * Math.cos(t), C + 42 * Math.sin(t), 9)), ingredient);
    }
    case "letter": {
      // The initial, drawn large, and the drawing woven through its lower half with a gap.
      const initial = letterByHeight(materials, spec.letter ?? "A", C - 8, C - 4, 84);
      const ingredient = rotateAbout(fitInto(drawing, C + 20, C + 20, 50), spec.tilt, C + 20, C + 20);
      return fitInto(union(letterAroundDrawing(initial, ingredient), ingredient), C, C, 94);
    }
  }
}

/**
 * A letter with a gap cut around the drawing woven through it. The gap may sever a tip of
 * the letter, and leaves its ink showing through the drawing's own holes (between a soccer
 * ball's patches, in a fish's eye): crumbs, dropped, so the drawing is drawn as it is.
 */
export function letterAroundDrawing(letter: Geom, drawing: Geom): Geom {
  return withoutCrumbs(difference(letter, dilate(drawing, 3.2)), CUT_CRUMB);
}

/** The constructed mark as geometry in the 100-unit square, slivers removed. */
export function constructMark(spec: MarkSpec, materials: MarkMaterials): Geom {
  const geom = spec.kind === "lettermark" ? lettermark(spec, materials) : spec.kind === "geometric" ? geometric(spec) : emblem(spec, materials);
  return withoutSlivers(geom, SLIVER);
}
