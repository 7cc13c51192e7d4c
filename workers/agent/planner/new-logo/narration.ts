/** The sentences that tell a visitor what was decided for their new logo, one per decision. */
import type { Style } from "#protocol/taxonomy.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { containerWord, describeLayout, initialsOf } from "#agent/planner/narration.ts";
import { hasColourRequest } from "#agent/planner/palettes.ts";
import { MOOD_WORDS } from "#agent/planner/colour-moods.ts";
import { askedColours, describeDrawnColours, missingColours } from "#agent/planner/shown-colours.ts";
import { STYLE_PROFILES } from "#agent/planner/styles.ts";
import type { SubjectMention } from "#agent/planner/mentions.ts";
import { subjectName, type ChosenMark } from "#agent/planner/subject.ts";
import { listInWords, lowerFirst, withArticle } from "#agent/planner/text.ts";
import { describeFace } from "#agent/planner/typography.ts";
import type { Brief, ReferenceTake } from "./brief.ts";

/**
 * What the mark is; and when the visitor named a subject the icon sets do not hold, says so
 * first and what was drawn in its place ('I have no platypus icon, so I drew a fish instead').
 */
export function markSentence(spec: LogoSpec, mark: ChosenMark | null, subject: SubjectMention | null, abstractStyle: boolean, unavailable: SubjectMention | null = null): string {
  const drawn = drawnMarkSentence(spec, mark, subject, abstractStyle);
  if (!unavailable) return drawn;
  const instead =
    spec.layout === "monogram" ? `a monogram of the initials “${initialsOf(spec.brand)}”` : spec.layout === "wordmark" || !spec.icon || !mark ? "the name on its own" : withArticle(mark.label);
  const other = mark && !mark.abstract && mark.mention !== unavailable && subject && subjectName(subject) !== mark.label;
  const about = other ? `, for ${subjectName(subject)}` : "";
  return `I have no ${unavailable.text} icon, so I drew ${instead} instead${about}.`;
}

function drawnMarkSentence(spec: LogoSpec, mark: ChosenMark | null, subject: SubjectMention | null, abstractStyle: boolean): string {
  if (spec.layout === "monogram") {
    return `The mark is a monogram: the initials “${initialsOf(spec.brand)}” in a ${containerWord(spec.container)}, so the name itself becomes the symbol.`;
  }
  if (spec.layout === "wordmark") return "It's a wordmark: the name alone carries the identity, with no icon.";
  if (!mark || !spec.icon) return "The mark is left to the lettering.";
  if (mark.abstract && abstractStyle && subject) return `As an abstract logo, the mark is ${withArticle(mark.label)} shape: an idea of ${subjectName(subject)} rather than a picture of it.`;
  if (mark.abstract) return `With no single object to show, the mark is an abstract ${mark.label}.`;
  // Every sentence names the icon drawn, in the words a person would use for it.
  const what = withArticle(mark.label);
  if (mark.mention.source === "reference") return `The mark, ${what}, continues the family of the logos you picked.`;
  if (mark.mention.cued) return `For the mark I chose ${what}, as you asked.`;
  const about = subject ? subjectName(subject) : mark.label;
  return about === mark.label || about === `${mark.label}s`
    ? `For the mark I chose ${what}, drawn simply so it reads at any size.`
    : `For the mark I chose ${what}: it says ${about} at a glance.`;
}

export function styleSentence(spec: LogoSpec, styles: readonly Style[], inferred: boolean, fromReferences: boolean, subject: string | null): string {
  const names = listInWords(styles.map((style) => style.toLowerCase()));
  const feel = listInWords(styles.map((style) => STYLE_PROFILES[style].feel));
  const lettering = `${describeFace(spec.typeface)}${spec.textCase === "upper" ? " in capitals" : spec.textCase === "lower" ? " in lower case" : ""}${spec.letterSpacing >= 0.12 ? ", generously spaced" : ""}`;
  const opening = fromReferences
    ? `Following your reference logos, the style is ${names}`
    : inferred
      ? `You didn't pick a style, so I went for ${names}${subject ? `, which suits ${subject}` : ""}`
      : `For ${withArticle(names)} look (${feel})`;
  return `${opening}: ${describeLayout(spec.layout, spec.container)}, lettered in ${lettering}.`;
}

/** The colours as drawn, in the visitor's words where they asked for them. */
export function colourSentence(spec: LogoSpec, brief: Brief, curatedName: string | null, references: ReferenceTake): string {
  const asked = askedColours(brief.colours);
  const colours = describeDrawnColours(spec.palette, spec.layout, spec.container, asked);
  if (hasColourRequest(brief.colours)) {
    const phrases = [...asked.map((colour) => colour.phrase), ...(brief.colours.transparent ? ["a transparent background"] : [])];
    const missing = missingColours(asked, spec.palette, spec.layout, spec.container).map((colour) => colour.phrase);
    const left = missing.length > 0 ? `; ${listInWords(missing)} would not read clearly in this design, so ${missing.length > 1 ? "they are" : "it is"} left out` : "";
    return `You asked for ${listInWords(phrases)}, so the colours are ${colours}${left}.`;
  }
  if (references.spec) return `The colours come from your reference: ${colours}.`;
  const scheme = brief.colorScheme ? `${lowerFirst(brief.colorScheme)} colours` : null;
  const opening = brief.mood
    ? `For the ${MOOD_WORDS[brief.mood]} you asked for${scheme ? `, in ${scheme}` : ""}, `
    : scheme
      ? `In ${scheme}, as asked, `
      : "";
  // The palette's name only where the colours as drawn bear it out: 'brass on dark tobacco'
  // beside a gold mark would name one colour two ways.
  const named = curatedName && paletteNameFits(curatedName, colours) ? curatedName : null;
  const The = opening ? "the" : "The";
  return named ? `${opening}${The} palette is ${named}: ${colours}.` : `${opening}${The} colours are ${colours}.`;
}

/** Whether each colour word of a palette's name ('mint and emerald') is in the drawn colours' words. */
function paletteNameFits(name: string, colours: string): boolean {
  const said = new Set(colours.toLowerCase().split(/[^a-z-]+/));
  return name
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((word) => word && !["and", "on", "with", "a", "an", "the"].includes(word))
    .every((word) => said.has(word));
}

export function referenceSentence(references: ReferenceTake, tookFace: boolean): string {
  const taken = ["palette", "layout", ...(tookFace ? ["typeface"] : [])];
  const from = references.names.length > 0 ? listInWords(references.names.slice(0, 3).map((name) => `“${name}”`)) : "your chosen logos";
  return `From ${from} I kept the ${listInWords(taken)}, and made it yours with your name and subject.`;
}
