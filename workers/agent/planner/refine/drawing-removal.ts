/** Drawings taken out of the mark ("remove the cup", "simplify it"): what is left stands alone. */
import { dislikeOf, type Context } from "./context.ts";
import type { IconRef } from "#agent/design/logo-spec.ts";
import { hasMark } from "#agent/design/layouts.ts";
import { iconWords } from "#agent/planner/icons.ts";
import { containerWord } from "#agent/planner/narration.ts";
import { drawingLabel } from "#agent/planner/icon-labels.ts";
import { Remaining } from "#agent/planner/text.ts";

/** A joined mark keeps its shape and treatment and loses its second drawing. */
function takeSecondOut(draft: Context["draft"]): void {
  if (draft.mark?.kind === "emblem") draft.mark = { ...draft.mark, second: null };
}

/** The words a visitor names a drawing by, as a pattern: its label, its last word ('the cup' of a coffee cup), its icon's words. */
export function drawingWords(icon: IconRef): string {
  const label = drawingLabel(icon);
  const words = [label, label.split(" ").at(-1)!, ...iconWords(icon)].filter((word) => word.length > 2).map((word) => word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return `(?:${[...new Set(words)].join("|")})s?`;
}

const REMOVE = String.raw`\b(?:remove|delete|drop|without|get\s+rid\s+of|lose|take\s+(?:out|away|off))\s+(?:the\s+|that\s+|its\s+)?`;

/**
 * 'Remove the paw', 'without the dog': of a mark that joins two drawings, the one named
 * goes and the other is the mark alone, in the same shape.
 */
export function applyDrawingRemoval(rest: Remaining, context: Context): void {
  const draft = context.draft;
  const mark = draft.mark;
  if (!draft.icon || mark?.kind !== "emblem" || !mark.second) return;
  // 'Remove the paw', and 'I don't like the cup', 'the cup looks odd': that drawing goes.
  const named = (icon: IconRef) => {
    const drawing = `${drawingWords(icon)}(?:\\s+(?:icon|symbol|drawing))?`;
    return new RegExp(`${REMOVE}${drawing}\\b|${dislikeOf(drawing)}`);
  };
  const [main, second] = [draft.icon, mark.second];
  if (rest.take(named(second)).length > 0) {
    takeSecondOut(draft);
    context.said.push(`Took the ${drawingLabel(second)} out of the mark: the ${drawingLabel(main)} stands alone.`);
  } else if (rest.take(named(main)).length > 0) {
    draft.icon = second;
    takeSecondOut(draft);
    context.said.push(`Took the ${drawingLabel(main)} out of the mark: the ${drawingLabel(second)} takes its place.`);
  }
}

/**
 * 'Make it simpler', 'less busy': as a designer simplifies, the second drawing of a mark
 * goes first, then a frame the layout does not need; what has neither is said to be as
 * simple as its parts.
 */
export function applySimplify(rest: Remaining, context: Context): void {
  // 'A cleaner font', 'simpler lettering' are about the typeface (lettering.ts).
  rest.take(/\b(?:simpler|simplify|simplified|less\s+(?:busy|cluttered|complicated|complex)|(?:too|very)\s+(?:busy|cluttered|complicated|complex|crowded)|too\s+much\s+going\s+on|declutter(?:ed)?|uncluttered|cleaner)\b(?!\s+(?:font|typeface|type|letters|lettering|text))/, () => {
    const draft = context.draft;
    const mark = draft.mark;
    if (draft.icon && mark?.kind === "emblem" && mark.second) {
      takeSecondOut(draft);
      context.said.push(`Made it simpler: took the ${drawingLabel(mark.second)} out of the mark, so the ${drawingLabel(draft.icon)} stands alone.`);
    } else if (draft.container !== "none" && draft.layout !== "badge" && draft.layout !== "monogram") {
      context.said.push(`Made it simpler: removed the ${containerWord(draft.container)} around the mark.`);
      draft.container = "none";
    } else if (!hasMark(draft)) {
      context.said.push("It is already as simple as a logo gets: the name alone.");
      context.replies.push("name alone");
    } else {
      context.said.push("It is already as simple as its parts: one mark and the name. For the name alone, ask to “remove the icon”.");
      context.replies.push("simplest");
    }
  });
}
