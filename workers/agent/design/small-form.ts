/**
 * A mark's small form: what a favicon, a browser tab, an app's list and a profile picture
 * show, from 16 to 48 px. A designer does not shrink the full mark there: a thin ring, a
 * stencil's bridges or a weave's gap are under a pixel at 16 px and read as a smudge. The
 * small form is one idea of the mark, cleaned to the pixel grid:
 *
 * - an emblem: its drawing alone (a ring's drawing without its ring), filled or in its bold
 *   lines (a Phosphor pictogram) or as its silhouette (a Fluent Emoji picture), or the
 *   drawing cut out of a solid shape; a cut-out stays a cut-out, its drawing simplified,
 *   while that reads as well; a drawing woven through an initial: the initial first (the
 *   name's own, where the drawing is often the trade's), else the drawing;
 * - a lettermark: its letters without the treatment's fine detail (no cut band, stencil
 *   bridges, weave gap or enclosing ring), and the first letter alone when the letters
 *   would stand under MIN_LETTER_PX tall side by side (a pair nearly always would);
 * - a geometric figure: the figure with its thin parts thickened or dropped and gaps too
 *   narrow to see closed, or the same figure with fewer, bolder parts (stripes, arcs,
 *   grid cells), or its petals joined on a hub when they would float apart;
 * - a design without a constructed mark: its drawing, or its initials.
 *
 * Each idea is cleaned to the 16 px grid (small-form-cleaning.ts): no stroke or gap under
 * 1.5 px is left. Of the ideas and their cleanings, the one that looks most like its idea
 * at 14 and 28 px (the mark in a 16 and a 32 px icon) wins, with a cost for each part
 * merged or split and each hole lost, an earlier, truer idea preferred. The same mark
 * always gives the same form.
 */
import type { MarkSpec } from "#protocol/logo-spec.ts";
import { constructMark, drawingGeom, markShape, type MarkMaterials } from "./constructed-marks.ts";
import type { FontBook, FontFace } from "./fonts.ts";
import { area, bounds, circle, intersection, outward, pathGeom, signedArea, union, type Geom } from "./geometry.ts";
import type { IconLibrary } from "./icons.ts";
import { hasMark } from "./layouts.ts";
import type { IconRef, LogoSpec } from "./logo-spec.ts";
import { initials } from "./marks.ts";
import { C, choose, closing, LETTERS, MIN_LETTER_PX, negative, positive, SMALL_ICON_SHARE, SMALLEST_ICON, type Idea, type SmallForm } from "./small-form-cleaning.ts";
import { setLine } from "./text.ts";
import { nearestWeight } from "./typefaces.ts";

export { MAX_PARTS, SMALL_ICON_SHARE, SMALLEST_ICON, type SmallForm } from "./small-form-cleaning.ts";

// ---- the ideas of each kind ---------------------------------------------------------

/** Letters in a heavier cut of the face (as a mark draws them), as geometry. */
function letters(face: FontFace, materials: Pick<MarkMaterials, "book">, text: string): Geom {
  const heavy = { id: face.id, ...nearestWeight(face.id, Math.max(face.weight, 700), face.italic) };
  return pathGeom(setLine(materials.book, { face: heavy, letterSpacing: 0 }, text, 60).d);
}

/** Whether letters fitted into the small form's box stand MIN_LETTER_PX tall at 16 px. */
function tallEnough(geom: Geom): boolean {
  const b = bounds(geom);
  return (b.y2 - b.y1) / Math.max(b.x2 - b.x1, b.y2 - b.y1) >= MIN_LETTER_PX / (SMALLEST_ICON * SMALL_ICON_SHARE);
}

/** The letters as the small form's idea: as the treatment draws them and all plain while they stand tall enough, and the first alone. */
function letterIdeas(face: FontFace, materials: Pick<MarkMaterials, "book">, text: string, drawn?: { name: string; geom: Geom }): Idea[] {
  const chars = [...text];
  const ideas: Idea[] = [];
  if (drawn && tallEnough(drawn.geom)) ideas.push(positive(drawn.name, drawn.geom, LETTERS));
  const all = letters(face, materials, text);
  if (chars.length > 1 && tallEnough(all)) ideas.push(positive("letters", all, LETTERS));
  ideas.push(positive(chars.length > 1 ? "first letter" : "letter", letters(face, materials, chars[0]!), LETTERS));
  return ideas;
}

/** A geometry with its holes filled: its outline alone. */
function silhouette(geom: Geom): Geom {
  return union(geom.filter((ring) => Math.sign(signedArea(ring)) === outward(geom)));
}

/** The figure's petals on a hub reaching them: a radial figure whose parts would float apart. */
function onHub(figure: Geom): Geom {
  let radius = 4;
  while (radius < 40 && area(intersection(figure, circle(C, C, radius))) < 1) radius += 2;
  return union(figure, circle(C, C, radius + 4));
}

/**
 * A drawing alone and cut out of a solid shape. A Phosphor drawing is a pictogram drawn to
 * be read small: its filled cut, and its bold lines, which its designers drew to read at
 * 16 px; an MDI drawing is one too, solid. A Fluent Emoji drawing is a picture in many colours whose shapes, drawn in one,
 * are a tangle of thin outlines at 16 px: its silhouette (its outline filled) is the idea.
 */
function drawingIdeas(icons: MarkMaterials["icons"], icon: IconRef, shape: Geom, cutFirst: boolean): Idea[] {
  let filled = drawingGeom(icons, icon);
  const alone: Idea[] = [];
  if (icon.set === "phosphor") alone.push(positive("drawing", filled), positive("drawing in lines", union(...icons.get(icon, "bold").paths.map((path) => pathGeom(path.d, path.evenOdd)))));
  // An MDI drawing is a solid pictogram on a 24 px grid: itself, its few holes (an owl's eyes) kept, before its outline alone.
  else if (icon.set === "mdi") alone.push(positive("drawing", filled), positive("drawing's silhouette", silhouette(filled)));
  else alone.push(positive("drawing's silhouette", (filled = silhouette(filled))));
  const cut = negative("drawing cut out", [shape, circle(C, C, 48)], filled, 0.7);
  return cutFirst ? [...cut, ...alone] : [...alone, ...cut];
}

function ideasOf(mark: MarkSpec, materials: MarkMaterials): Idea[] {
  switch (mark.kind) {
    case "lettermark": {
      const { face } = materials;
      if (mark.treatment === "negative")
        return [...negative("letters cut out", [markShape(mark.shape, 48)], letters(face, materials, mark.letters), 0.6, LETTERS), ...letterIdeas(face, materials, mark.letters)];
      // Two letters overlapping: their knocked-out share is the idea when it is big enough to see.
      if (mark.treatment === "overlap") return letterIdeas(face, materials, mark.letters, { name: "overlapping letters", geom: constructMark(mark, materials) });
      // The pair as woven, its gap closed: two letters sharing ink.
      if (mark.treatment === "interlock") return letterIdeas(face, materials, mark.letters, { name: "letters", geom: closing(constructMark(mark, materials), 3) });
      return letterIdeas(face, materials, mark.letters);
    }
    case "geometric": {
      const figure = constructMark(mark, materials);
      const ideas = [positive("figure", figure)];
      // Fewer, bolder parts: what stripes, arcs and cells are when they would be under 1.5 px.
      if (mark.family === "stripes") ideas.push(positive("bolder stripes", constructMark({ ...mark, count: 3, weight: 0.5 }, materials)));
      if (mark.family === "arcs") ideas.push(positive("bolder arcs", constructMark({ ...mark, count: 2, weight: 1 }, materials)));
      if (mark.family === "grid" && mark.count > 3) ideas.push(positive("fewer cells", constructMark({ ...mark, count: 3 }, materials)));
      if (mark.family === "radial") ideas.push(positive("figure on a hub", onHub(figure)));
      return ideas;
    }
    case "emblem": {
      if (!materials.icon) throw new Error("an emblem needs its ingredient (the spec's icon)");
      // A narrow shape (a leaf, a diamond) leaves a drawing too little room at 16 px: a circle holds it.
      const shape = markShape(mark.shape === "leaf" || mark.shape === "diamond" ? "circle" : mark.shape, 48);
      const drawing = drawingIdeas(materials.icons, materials.icon, shape, mark.treatment === "cutout");
      // A drawing woven through the initial: the initial is the name's own, the drawing often
      // its trade's (every law firm's scales), so at 16 px the letter speaks first.
      if (mark.treatment === "letter" && mark.letter) return [...letterIdeas(materials.face, materials, mark.letter), ...drawing];
      return drawing;
    }
  }
}

/** The small form of a constructed mark. */
export function smallForm(mark: MarkSpec, materials: MarkMaterials): SmallForm {
  return choose(ideasOf(mark, materials));
}

/** The small form of a design without a constructed mark: its drawing (a design from before them), or its initials. */
export function smallFormOf(what: { drawing: IconRef } | { initials: string; face: FontFace }, materials: Pick<MarkMaterials, "book" | "icons">): SmallForm {
  if ("drawing" in what) return choose(drawingIdeas(materials.icons, what.drawing, circle(C, C, 48), false));
  return choose(letterIdeas(what.face, materials, what.initials));
}

/** Small forms made, by what decides them: a brand kit asks for one several times (icons, avatars, guide). */
const MADE = new Map<string, SmallForm>();
const MADE_KEPT = 16;

/**
 * The small form of a design's mark: its constructed mark's, or its drawing's (a design from
 * before constructed marks), or, for a design without a mark, its initials' (what its
 * icons show).
 */
export function designSmallForm(spec: LogoSpec, assets: { book: FontBook; icons: IconLibrary }): SmallForm {
  const marked = hasMark(spec);
  // As the mark is drawn (layout-context.ts, markContent): a constructed mark whatever the layout.
  const mark = marked ? spec.mark : null;
  const drawing = marked && spec.layout !== "monogram" && !mark ? spec.icon : null;
  const key = JSON.stringify([mark, spec.icon, spec.typeface, mark || drawing ? null : spec.brand]);
  let form = MADE.get(key);
  if (!form) {
    if (mark) form = smallForm(mark, { ...assets, face: spec.typeface, icon: spec.icon });
    else form = smallFormOf(drawing ? { drawing } : { initials: initials(spec.brand), face: spec.typeface }, assets);
    if (MADE.size >= MADE_KEPT) MADE.delete(MADE.keys().next().value!);
    MADE.set(key, form);
  }
  return form;
}
