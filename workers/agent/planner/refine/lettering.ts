/** Change requests about the lettering: typeface, weight, italic, spacing, and a style asked of the whole logo or of its lettering. */
import { dislikeOf, type Context } from "./context.ts";
import type { Style } from "#protocol/taxonomy.ts";
import { nearestWeight } from "#agent/design/typefaces.ts";
import { hueFamily } from "#agent/planner/colour-names.ts";
import { chooseCuratedPalette } from "#agent/planner/palettes.ts";
import { readTypefaceWish } from "#agent/planner/requests.ts";
import { STYLE_PROFILES, sumVotes } from "#agent/planner/styles.ts";
import { listInWords, Remaining } from "#agent/planner/text.ts";
import { chooseLetterSpacing, chooseTextCase, chooseTypeface, clampSpacing, describeFace, makeItalic, NO_TYPEFACE_WISH, stepWeight, switchFace, type Face } from "#agent/planner/typography.ts";

export function applyTypefaceChanges(rest: Remaining, context: Context): void {
  const draft = context.draft;
  const differentFont = rest.take(new RegExp(String.raw`\b(?:an?\s+)?(?:different|another|other|new|better|nicer)\s+(?:font|typeface|type|lettering)\b|\bchange\s+(?:the\s+)?(?:font|typeface|lettering)\b(?!\s+(?:to|colou?r))|${dislikeOf(String.raw`font|typeface|lettering|text`)}`)).length > 0;
  const wish = readTypefaceWish(rest);
  const before = draft.typeface;
  let face: Face = { ...before };
  if (wish.family) {
    face = { id: wish.family, ...nearestWeight(wish.family, face.weight, face.italic) };
  } else if (wish.traits.length > 0) {
    const trait = wish.traits[0]!;
    const switched = switchFace(face, { trait, styles: context.styles, chooser: context.chooser, label: `face-${trait}` });
    if (switched) face = switched;
  } else if (differentFont) {
    face = switchFace(face, { styles: context.styles, chooser: context.chooser, label: "face-different" }) ?? face;
  }
  if (wish.weightShift !== 0) {
    const stepped = stepWeight(face, wish.weightShift > 0 ? 1 : -1, context.styles, context.chooser);
    if (stepped) face = stepped;
    else context.said.push(`The lettering is already as ${wish.weightShift > 0 ? "heavy" : "light"} as the bundled faces go.`);
  }
  if (wish.italic) {
    const italic = makeItalic(face, context.styles, context.chooser);
    if (italic && italic.id !== face.id) context.said.push(`${describeFace(face).replace(/ \(.*\)$/, "")} has no italic among the bundled fonts, so I used the closest face that has one.`);
    face = italic ?? face;
  }
  rest.take(/\b(?:no|not|remove(?:\s+the)?|without|drop(?:\s+the)?|lose\s+the)\s+italics?\b|\bupright\b|\bstraight letters\b/, () => {
    // Asked of upright lettering it is already so: said, not "I couldn't tell".
    if (!face.italic) return void context.said.push("The name is already set upright, not in italic.");
    face = { id: face.id, ...nearestWeight(face.id, face.weight, false) };
  });
  if (face.id !== before.id || face.weight !== before.weight || face.italic !== before.italic) {
    draft.typeface = face;
    if (wish.family || wish.traits.length > 0) context.typefaceAsked = { wish, index: context.said.length };
    context.said.push(
      face.id === before.id
        ? `Set the name in ${describeFace(face)}${face.weight !== before.weight ? ` (weight ${before.weight} → ${face.weight})` : ""}.`
        : `Changed the lettering from ${describeFace(before)} to ${describeFace(face)}.`,
    );
    if (face.id !== before.id && (face.id === "pacifico" || face.id === "dancing-script" || face.id === "caveat") && draft.letterSpacing > 0.02) {
      draft.letterSpacing = 0;
      context.said.push("Script letters join up, so I closed the letter spacing.");
    }
    if (draft.textCase === "upper" && face.id !== before.id && (face.id === "pacifico" || face.id === "dancing-script" || face.id === "caveat")) {
      draft.textCase = "as-typed";
      context.said.push("Capitals don't suit a script, so the name keeps the case you typed.");
    }
  } else if (wish.traits.length > 0 || differentFont) {
    context.said.push(`I kept ${describeFace(before)}: it's already the best bundled match.`);
  }
  rest.take(/\b(?:more|wider|bigger|extra)\s+(?:letter\s+)?(?:spacing|tracking|space between (?:the\s+)?letters)\b|\bspread\s+(?:out\s+)?(?:the\s+)?letters(?:\s+out)?\b|\bspace\s+out\s+the\s+letters\b/, () => {
    draft.letterSpacing = clampSpacing(draft.letterSpacing + 0.08);
    context.said.push(`Opened up the letter spacing to ${draft.letterSpacing} em.`);
  });
  rest.take(/\b(?:less|tighter|narrower|closer|smaller)\s+(?:letter\s+)?(?:spacing|tracking|space between (?:the\s+)?letters)\b|\btighten\s+(?:the\s+)?(?:letters|spacing|tracking)\b|\bletters\s+closer\b|\b(?:tighter|closer)\s+(?:letters|lettering|kerning)\b/, () => {
    draft.letterSpacing = clampSpacing(draft.letterSpacing - 0.06);
    context.said.push(`Tightened the letter spacing to ${draft.letterSpacing} em.`);
  });
}

// ---------------------------------------------------------------------------------------
// Style

/**
 * The face for a style: among those of a typeface asked for in the same request ('premium,
 * with a serif font': an elegant serif), whose sentence this one then replaces.
 */
function styleFace(styles: Style[], context: Context): Face {
  const asked = context.typefaceAsked;
  if (!asked) return chooseTypeface(styles, [], NO_TYPEFACE_WISH, context.chooser);
  context.said[asked.index] = "";
  return chooseTypeface(styles, [], asked.wish, context.chooser);
}

export function applyStyleChange(styles: Style[], context: Context, keepPalette: boolean): void {
  const draft = context.draft;
  const wanted = styles.filter((style) => !draft.styles.includes(style) || styles.length !== draft.styles.length);
  if (wanted.length === 0 && styles.every((style) => draft.styles.includes(style))) {
    context.said.push(`It's already ${listInWords(styles.map((style) => style.toLowerCase()))}.`);
    return;
  }
  draft.styles = styles;
  context.styles = styles;
  const face = styleFace(styles, context);
  draft.typeface = face;
  draft.textCase = chooseTextCase(styles, face, context.chooser);
  draft.letterSpacing = chooseLetterSpacing(styles, face, draft.textCase, context.chooser);
  const iconVotes = sumVotes(styles, (profile) => profile.iconStyles);
  const iconStyle = [...iconVotes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (iconStyle) draft.iconStyle = iconStyle;
  const feel = listInWords(styles.map((style) => STYLE_PROFILES[style].feel));
  context.said.push(`Restyled it as ${listInWords(styles.map((style) => style.toLowerCase()))} (${feel}): ${describeFace(face)}${draft.textCase === "upper" ? " in capitals" : ""}.`);
  if (!keepPalette) {
    const hue = hueFamily(draft.palette.primary);
    const curated = chooseCuratedPalette(styles, [hue], null, context.chooser);
    draft.palette = draft.palette.background === "transparent" ? { ...curated.palette, background: "transparent" } : { ...curated.palette };
    context.said.push(`The colours follow the new style: ${curated.name}.`);
  }
}

/** A style asked of the lettering alone ('a more modern font'): the typeface changes, nothing else. */
export function restyleLettering(styles: Style[], context: Context): void {
  const draft = context.draft;
  const before = context.typefaceAsked ? context.parent.typeface : draft.typeface;
  const face = styleFace(styles, context);
  const words = listInWords(styles.map((style) => style.toLowerCase()));
  if (face.id === before.id) {
    // The parent's face, had a typeface asked for with the style already replaced it.
    draft.typeface = before;
    context.said.push(`${describeFace(before)} is already the most ${words} of the bundled faces, so the lettering stays.`);
    return;
  }
  draft.typeface = face;
  context.said.push(`Set the name in ${describeFace(face)}, a more ${words} face, and kept everything else.`);
}
