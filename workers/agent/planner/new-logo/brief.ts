/**
 * What a new-logo prompt asks for, read before any design decision: the brief (name,
 * tagline, styles, colours, wishes, subjects), what the visitor's reference logos lend,
 * and the subject, mark and styles the logo should show.
 */
import { STYLES, type ColorScheme, type Style } from "#protocol/taxonomy.ts";
import type { IconSet, IconStyle, LogoSpec } from "#agent/design/logo-spec.ts";
import { readBrand, type BrandSource } from "#agent/planner/brand.ts";
import { findIndexedIcon, iconWords, type IndexedIcon } from "#agent/planner/icons.ts";
import type { ColourRequest } from "#agent/planner/palettes.ts";
import { readColourMood, readLookScheme, type ColourMood } from "#agent/planner/colour-moods.ts";
import { readColourPhrase } from "#agent/planner/colour-words.ts";
import type { Chooser } from "#agent/planner/random.ts";
import { readColours, readIconStyle, readLayoutWish, readSchemeWords, readTextCase, readTypefaceWish, type LayoutWish } from "#agent/planner/requests.ts";
import { readStyleWords, readUnwantedStyles } from "#agent/planner/styles.ts";
import type { Concept } from "#agent/planner/concepts/concept.ts";
import { findMentions, namedMarks, namesAFrame, type SubjectMention } from "#agent/planner/mentions.ts";
import { chooseMark, markCandidates, setsHold, type ChosenMark } from "#agent/planner/subject.ts";
import { readPromptBarLines, Remaining, stem, words } from "#agent/planner/text.ts";
import { readPhrasesWhole } from "#agent/planner/phrases.ts";
import type { PlanInput, ReferenceLogo } from "#agent/planner/types.ts";
import type { TypefaceWish } from "#agent/planner/typography.ts";

/** Everything read from a new-logo prompt before any design decision. */
export interface Brief {
  brand: string | null;
  brandSource: BrandSource | null;
  tagline: string | null;
  /** The question asked instead of a design when the name or tagline is too long to draw whole. */
  tooLong: string | null;
  /** Styles the visitor named (prompt bar line or words), in order. */
  styles: Style[];
  /** Styles the prompt says it does not want ('not too playful'): never inferred for it. */
  unwantedStyles: Style[];
  colorScheme: ColorScheme | null;
  colours: ColourRequest;
  /** A family of colours asked for ('earthy', 'pastel'), beside or instead of named ones. */
  mood: ColourMood | null;
  layout: LayoutWish;
  typeface: TypefaceWish;
  textCase: LogoSpec["textCase"] | null;
  iconStyle: IconStyle | null;
  mentions: SubjectMention[];
}

export function readBrief(prompt: string): Brief {
  const bar = readPromptBarLines(prompt);
  const typed = readBrand(bar.text);
  // Phrases are read whole before any reader takes a word of them ('an ear of wheat').
  const branding = { ...typed, rest: readPhrasesWhole(typed.rest) };
  // Icons named as the mark are read first: 'a green apple' names a picture the colour
  // reader would otherwise take half of.
  const named = namedMarks(branding.rest, "prompt");
  const rest = new Remaining(branding.rest);
  const mood = readColourMood(rest);
  const colours = readColours(rest);
  const layout = readLayoutWish(rest);
  const typeface = readTypefaceWish(rest);
  const textCase = readTextCase(rest);
  const iconStyle = readIconStyle(rest);
  const scheme = bar.colorScheme ?? readSchemeWords(rest) ?? readLookScheme(rest);
  const styles = [...bar.styles];
  for (const style of readStyleWords(rest.lower)) if (!styles.includes(style)) styles.push(style);
  // 'Not too playful': never a style inferred for the trade (readStyleWords leaves it out of those named).
  const unwantedStyles = readUnwantedStyles(rest.lower).map(({ style }) => style);
  // A frame read from the words ('with a ring') is what they named; the rest of what the
  // readers left is read for subjects, less what the named marks already hold.
  const marks = layout.container ? named.filter((mention) => !namesAFrame(mention)) : named;
  const within = (mention: SubjectMention, name: SubjectMention) => mention.text.split(" ").every((word) => name.text.split(" ").includes(word));
  const read = findMentions(rest.lower, "prompt").filter((mention) => !marks.some((name) => within(mention, name)));
  const mentions = [...marks, ...read, ...(branding.brand ? findMentions(branding.brand, "brand") : [])];
  return {
    brand: branding.brand,
    brandSource: branding.source,
    tagline: branding.tagline,
    tooLong: branding.tooLong,
    styles,
    unwantedStyles,
    colorScheme: scheme,
    colours,
    mood,
    layout,
    typeface,
    textCase,
    iconStyle,
    mentions,
  };
}

export interface ReferenceTake {
  spec: LogoSpec | null;
  /** The reference lending its typeface (the second one, when there are two). */
  faceFrom: LogoSpec | null;
  names: string[];
  mentions: SubjectMention[];
  iconSet: IconSet | null;
}

/** What the reference logos lend: palette and layout from the first, typeface from the second. */
export function readReferences(references: readonly ReferenceLogo[]): ReferenceTake {
  const specs = references.map((reference) => reference.spec).filter((spec): spec is LogoSpec => spec !== null);
  const names = references.map((reference) => reference.name ?? reference.spec?.brand).filter((name): name is string => !!name);
  const mentions = references.flatMap((reference) => [
    ...(reference.name ? findMentions(reference.name, "reference") : []),
    ...(reference.spec?.icon ? findMentions(iconWords(reference.spec.icon).join(" "), "reference") : []),
  ]);
  const iconSet = specs.find((spec) => spec.icon)?.icon?.set ?? null;
  return { spec: specs[0] ?? null, faceFrom: specs[1] ?? specs[0] ?? null, names, mentions, iconSet };
}

/** Concept categories that describe what a mark shows rather than what a business does. */
const MARK_CATEGORIES = new Set(["Animals", "Fantasy", "Mythology", "Abstract", "Nature"]);

/** The strongest mention of a trade or institution (a law firm, a bakery), if any. */
export function tradeMention(mentions: readonly SubjectMention[]): SubjectMention | null {
  return [...mentions].filter((mention) => mention.concept && !MARK_CATEGORIES.has(mention.concept.category)).sort((a, b) => b.weight - a.weight)[0] ?? null;
}

function strongestConceptMention(mentions: readonly SubjectMention[]): SubjectMention | null {
  return [...mentions].filter((mention) => mention.concept).sort((a, b) => b.weight - a.weight)[0] ?? null;
}

function orderStyles(styles: readonly Style[]): Style[] {
  return STYLES.filter((style) => styles.includes(style)).sort((a, b) => styles.indexOf(a) - styles.indexOf(b));
}

export interface Reading {
  brief: Brief;
  references: ReferenceTake;
  /** The mark drawn, if any (an abstract one included). */
  mark: ChosenMark | null;
  /** What the logo is about (may be known without being drawn). */
  subject: SubjectMention | null;
  /** The trade or subject whose designer defaults apply (styles, colours, frames). */
  concept: Concept | null;
  conceptLabel: string | null;
  styles: Style[];
  /** Styles chosen for the visitor rather than named by them. */
  inferred: boolean;
  wantsAbstract: boolean;
  /** A subject named as the mark that the icon sets do not hold ('with a platypus'): the narration says so. */
  unavailable: SubjectMention | null;
  /** The trade or institution the logo is for ('a law firm'), whatever the mark shows. */
  trade: SubjectMention | null;
}

/** Subject, mark and styles: what the logo shows and how it should feel. */
export function readDesignIntent(input: PlanInput, chooser: Chooser): Reading {
  const brief = readBrief(input.prompt);
  const references = readReferences(input.references);
  const mentions = [...brief.mentions, ...references.mentions];
  const wantsLetteringOnly = brief.layout.layout === "wordmark" || brief.layout.layout === "monogram";
  // Only a thing to picture counts (a platypus, a griffin): a trade is always drawn by what stands for it.
  const depicted = (mention: SubjectMention) => !mention.concept || MARK_CATEGORIES.has(mention.concept.category);
  const candidates = wantsLetteringOnly ? [] : markCandidates(mentions, { preferSet: references.iconSet });
  const chosen = chooseMark(candidates, chooser);
  // A thing the visitor named as the mark ('a shop with a cup') is drawn when the sets hold a
  // picture of it, even where the trade's own picture (shopping bags) scores higher; the
  // trade's picture stays when it shows the thing ('a café with a mug': the coffee mug).
  // Of several named ('with hops and a mountain'), the first the sets can draw: one they
  // cannot is said to be missing, and the next is drawn rather than the trade's picture.
  const namedThings = brief.mentions.filter((mention) => mention.cued && mention.source === "prompt" && depicted(mention));
  const namedThing = namedThings.find((mention) => setsHold(mention)) ?? namedThings[0];
  const namedWords = namedThing ? words(namedThing.text).map(stem) : [];
  const shows = (icon: IndexedIcon | undefined) => !!icon && namedWords.every((word) => icon.tags.has(word) || icon.nameWords.includes(word));
  // Tags are shared within a family of drawings (a set tags its coffee bean 'mug' like its
  // coffee cup): of the drawings that show the thing, the plainest is it, its name saying
  // nothing but the thing and the trade ('coffee' for a café's mug, not 'coffee bean').
  const tradeWords = new Set(words(tradeMention(mentions)?.concept?.label ?? "").map(stem));
  const otherThings = (icon: IndexedIcon) => icon.nameWords.filter((word) => !namedWords.includes(word) && !tradeWords.has(word) && word !== "with").length;
  const showing = namedThing ? candidates.filter((candidate) => shows(candidate.icon)) : [];
  const fewestOthers = Math.min(...showing.map((candidate) => otherThings(candidate.icon)));
  const plainest = showing.filter((candidate) => otherThings(candidate.icon) === fewestOthers);
  const chosenIcon = chosen ? findIndexedIcon(chosen.icon) : undefined;
  // Drawn because the visitor named it: the mark is theirs ('the mug you asked for'), not the trade's.
  const named = (mark: ChosenMark | null): ChosenMark | null => (mark && namedThing ? { ...mark, mention: namedThing } : mark);
  const chosenIsPlainest = !!chosenIcon && plainest.some((candidate) => candidate.icon === chosenIcon);
  const literalMark =
    chosen && namedThing && !chosen.mention.cued ? (chosenIsPlainest ? named(chosen) : (named(chooseMark(plainest, chooser)) ?? chosen)) : chosen;
  // An abstract logo shows an idea, not an object, unless the visitor named the object.
  const wantsAbstract = brief.styles.includes("Abstract") && !literalMark?.mention.cued;
  const mark = wantsAbstract ? null : literalMark;
  const subject = literalMark?.mention ?? strongestConceptMention(mentions);
  // The business sets the tone even when the mark is a creature: a griffin for solicitors
  // is drawn for a law firm (professional, classic), not for a fantasy game.
  const trade = tradeMention(mentions);
  const concept = trade?.concept ?? subject?.concept ?? null;
  // Styles: as asked; else the references'; else what suits the subject.
  const inferred = brief.styles.length === 0;
  const suggested = references.spec && references.spec.styles.length > 0 ? references.spec.styles : concept ? concept.styles : ["Modern" as const];
  const wanted = suggested.filter((style) => !brief.unwantedStyles.includes(style));
  const styles = orderStyles(!inferred ? brief.styles : wanted.length > 0 ? wanted : brief.unwantedStyles.includes("Modern") ? ["Classic"] : ["Modern"]);
  // In a run of words naming the mark, the last names the thing and those before describe
  // it ('a steaming cup', 'a tiny fox'): a describing word is not a subject to be missing.
  const describesNext = (mention: SubjectMention) => !mention.concept && brief.mentions.some((next) => next.position === mention.position + 1);
  // Nor is a colour ('with an amber step': amber is how the step looks, not a thing to draw).
  const isColourWord = (mention: SubjectMention) => readColourPhrase(mention.text) !== null;
  // Nor a style ('a minimalist icon-only logo': how the mark looks, not a minimalist to draw).
  const isStyleWord = (mention: SubjectMention) => readStyleWords(mention.text).length > 0;
  // Nor is a word the drawn mark is called by ('cup' when a coffee cup is drawn).
  const drawnAs = (mention: SubjectMention) => Boolean(mark && mark.label.split(/\s+/).includes(mention.text));
  const unavailable = wantsLetteringOnly
    ? null
    : (brief.mentions.find(
        (mention) => mention.cued && mention.source === "prompt" && depicted(mention) && !isColourWord(mention) && !isStyleWord(mention) && !setsHold(mention) && !describesNext(mention) && !drawnAs(mention),
      ) ?? null);
  return { brief, references, mark, subject, concept, conceptLabel: concept?.label ?? null, styles, inferred, wantsAbstract, unavailable, trade };
}
