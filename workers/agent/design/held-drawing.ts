/**
 * How much of a cut-out's or a ring's drawing lies within what holds it (the shape it is cut
 * out of, or the inside of its ring): below `HELD_ENOUGH` a cut-out falls to slivers or a
 * ring hides under its drawing. The catalogue's checks and the planner's tests read it.
 */
import { drawingGeom, heldDrawing, joinedIdea } from "./constructed-marks.ts";
import type { LogoEngine } from "./engine.ts";
import { area, intersection } from "./geometry.ts";
import type { LogoSpec } from "./logo-spec.ts";

/** The share of a drawing held below which a cut-out falls to slivers or a ring hides under its drawing. */
export const HELD_ENOUGH = 0.8;

/** The share of the drawing held, or null for a mark that is not a cut-out or a ring. */
export function drawingHeld(engine: Pick<LogoEngine, "icons" | "book">, spec: LogoSpec): number | null {
  const mark = spec.mark;
  if (mark?.kind !== "emblem" || (mark.treatment !== "cutout" && mark.treatment !== "ring") || !spec.icon) return null;
  const joined = joinedIdea(mark, { icons: engine.icons, book: engine.book, face: spec.typeface });
  const { holder, ingredient } = heldDrawing({ ...mark, treatment: mark.treatment }, drawingGeom(engine.icons, spec.icon), joined);
  return area(intersection(ingredient, holder)) / area(ingredient);
}
