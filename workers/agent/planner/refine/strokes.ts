/**
 * 'Thicker lines', 'thinner strokes': the weight of the mark's own lines, never the
 * lettering's (a request about the font says 'font'). Each kind of mark carries its line
 * weight in its own place: a drawing in its icon style (outline is the thin line, bold the
 * thick one), an abstract figure in its `weight`, initials in the weight of the typeface
 * they are cut from. A mark cut as one solid shape has no lines: that is said plainly.
 */
import { decline, type Context } from "./context.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import type { Remaining } from "#agent/planner/text.ts";
import { faceOf } from "#agent/planner/typography.ts";

const LINES = "(?:lines?|strokes?|outlines?|line\\s+weight|stroke\\s+weight)";
const THICKER = "(?:thicker|bolder|heavier|stronger|fatter|wider)";
const THINNER = "(?:thinner|finer|lighter|slimmer|more\\s+delicate|narrower)";
const PART = "(?:(?:the\\s+)?(?:icon|mark|symbol|logo|drawing|monogram|initials)(?:'s)?\\s+)?";

/**
 * The mark itself made bolder, without the word 'lines' ('make the icon bolder', 'a thicker
 * mark'): its line weight too, never the font's. 'Lighter' and 'wider' are left out here:
 * 'a lighter icon' asks for a colour, 'a wider mark' for a size.
 */
const MARK = "(?:the\\s+)?(?:icon|mark|symbol|drawing)(?:'s)?";
const MARK_THICKER = `\\b${MARK}\\b[^,.;]{0,12}?\\b(?:thicker|bolder|heavier|fatter)\\b|\\b(?:thicker|bolder|heavier|fatter)\\s+(?:icon|mark|symbol|drawing)\\b`;
const MARK_THINNER = `\\b${MARK}\\b[^,.;]{0,12}?\\b(?:thinner|finer|slimmer)\\b|\\b(?:thinner|finer|slimmer)\\s+(?:icon|mark|symbol|drawing)\\b`;

const ASK_THICKER = new RegExp(`\\b${THICKER}\\s+${PART}${LINES}\\b|\\b${PART}${LINES}\\b[^,.;]{0,24}?\\b${THICKER}\\b|\\bthicken\\s+(?:the\\s+)?${PART}${LINES}|${MARK_THICKER}`);
const ASK_THINNER = new RegExp(`\\b${THINNER}\\s+${PART}${LINES}\\b|\\b${PART}${LINES}\\b[^,.;]{0,24}?\\b${THINNER}\\b|\\bthin\\s+(?:out\\s+)?(?:the\\s+)?${PART}${LINES}|${MARK_THINNER}`);

function heavierFace(draft: LogoSpec, direction: 1 | -1): LogoSpec["typeface"] | null {
  const weights = faceOf(draft.typeface.id).weights;
  const next = direction > 0 ? weights.find((weight) => weight > draft.typeface.weight) : [...weights].reverse().find((weight) => weight < draft.typeface.weight);
  return next === undefined ? null : { ...draft.typeface, weight: next, italic: false };
}

function reweigh(context: Context, direction: 1 | -1): void {
  const draft = context.draft;
  const more = direction > 0 ? "thicker" : "thinner";
  const mark = draft.mark;
  if (mark?.kind === "geometric") {
    const weight = Math.round(Math.min(1, Math.max(0, mark.weight + 0.25 * direction)) * 100) / 100;
    if (weight === mark.weight) context.said.push(`The figure's parts are already as ${direction > 0 ? "thick" : "thin"} as they go, so it stays as it was.`);
    else {
      draft.mark = { ...mark, weight };
      context.said.push(`Made the figure's parts ${more}.`);
    }
    return;
  }
  if (mark?.kind === "lettermark" || draft.layout === "monogram") {
    const face = heavierFace(draft, direction);
    if (!face) {
      context.said.push(`The initials are cut from the ${direction > 0 ? "heaviest" : "lightest"} weight of ${faceOf(draft.typeface.id).family} there is, so their lines stay as they are.`);
      return;
    }
    // The initials are the typeface's own glyphs: their lines are its weight (the name follows, in one face).
    draft.typeface = face;
    context.said.push(`Made the lines of the initials ${more}: they are now cut from ${faceOf(face.id).family} at weight ${face.weight}, and the name is set in the same weight.`);
    return;
  }
  if (!draft.icon) {
    decline(context, "no lines", "This logo has no mark with lines of its own; ask for “a bolder font” to change the lettering's weight.");
    return;
  }
  if (mark?.kind === "emblem") {
    decline(
      context,
      "no lines",
      `The ${
        mark.treatment === "ring" ? "mark's drawing is one solid shape inside its ring" : "mark is cut as one solid shape"
      }, so it has no lines to make ${more}; it stays as it was. Say “make the mark bigger” to give it more weight.`
    );
    return;
  }
  const style = draft.iconStyle;
  if (direction > 0) {
    if (style === "bold") context.said.push("The mark's lines are already the boldest the drawing has, so it stays as it was.");
    else if (style === "outline") {
      draft.iconStyle = "bold";
      context.said.push("Drew the mark with thicker lines.");
    } else decline(context, "no lines", `The mark is drawn ${style === "filled" ? "filled" : "in two tones"}, with no lines to thicken; say “outline icon” to draw it in lines.`);
  } else if (style === "outline") context.said.push("The mark's lines are already the thinnest the drawing has, so it stays as it was.");
  else {
    draft.iconStyle = "outline";
    context.said.push("Drew the mark with thinner lines.");
  }
}

/** A frame's line ('a thicker border'): drawn at the one weight that balances it with its mark. */
const FRAME = "(?:border|frame|ring|outline\\s+of\\s+the\\s+(?:circle|badge))";
const FRAME_WEIGHT = new RegExp(`\\b(?:thicker|thinner|bolder|heavier|lighter|finer|wider|narrower)\\s+${FRAME}\\b|\\b${FRAME}\\b[^,.;]{0,16}?\\b(?:thicker|thinner|bolder|heavier|finer)\\b`);

export function applyStrokeChanges(rest: Remaining, context: Context): void {
  rest.take(FRAME_WEIGHT, () => {
    const framed = context.draft.container !== "none";
    if (!framed) return decline(context, "no frame", "This logo has no frame; say “put it in a circle” to add one.");
    context.said.push("The frame is drawn at the one line weight that balances it with the mark, so it stays as it was. Say “remove the frame” or “make it a hexagon” to change it.");
    context.replies.push("frame weight");
  });
  rest.take(ASK_THICKER, () => reweigh(context, 1));
  rest.take(ASK_THINNER, () => reweigh(context, -1));
}
