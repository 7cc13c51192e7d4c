/**
 * A new logo from a prompt: read the brief (name, subject, styles, colours, wishes),
 * take what the visitor's reference logos offer, then decide mark, layout, lettering and
 * palette, each among the options that suit, with the seed choosing between close fits.
 */
import { STYLES, type ColorScheme, type Style } from "#protocol/taxonomy.ts";
import { LOGO_SPEC_VERSION, type Container, type IconSet, type IconStyle, type Layout, type LogoSpec, type Palette } from "#agent/design/logo-spec.ts";
import type { TypefaceTrait } from "#agent/design/typefaces.ts";
import { placeholderBrand, readBrand, type BrandSource } from "./brand.ts";
import { ABSTRACT_MARK_TERMS, iconWords, searchIcons } from "./icons.ts";
import { metadataOf } from "./metadata.ts";
import { containerWord, contrastSentence, describeLayout, initialsOf } from "./narration.ts";
import {
  applyColourRequest,
  balancePalette,
  chooseCuratedPalette,
  frameTint,
  hasColourRequest,
  isDarkPalette,
  isTwoColour,
  keepAskedMarkColour,
  toScheme,
  type ColourRequest,
} from "./palettes.ts";
import { readColourMood, readLookScheme, type ColourMood } from "./colour-moods.ts";
import { hueDistance, isNeutral, toOklch } from "./colours.ts";
import { createChooser, type Chooser } from "./random.ts";
import { askedColours, describeDrawnColours, missingColours, showAskedColours } from "./shown-colours.ts";
import { readColours, readIconStyle, readLayoutWish, readSchemeWords, readTextCase, readTypefaceWish, type LayoutWish } from "./requests.ts";
import { readStyleWords, STYLE_PROFILES, sumVotes } from "./styles.ts";
import type { Concept } from "./subject-concepts.ts";
import { chooseMark, findMentions, markCandidates, readableLabel, subjectName, type ChosenMark, type SubjectMention } from "./subject.ts";
import { listInWords, lowerFirst, readPromptBarLines, Remaining, withArticle } from "./text.ts";
import type { Plan, PlanInput, ReferenceLogo } from "./types.ts";
import { chooseIconScale, chooseLetterSpacing, chooseTextCase, chooseTypeface, companionFace, describeFace, type Face, type TypefaceWish } from "./typography.ts";

/** Everything read from a new-logo prompt before any design decision. */
export interface Brief {
  brand: string | null;
  brandSource: BrandSource | null;
  tagline: string | null;
  /** Styles the visitor named (prompt bar line or words), in order. */
  styles: Style[];
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
  const branding = readBrand(bar.text);
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
  const mentions = [...findMentions(rest.lower, "prompt"), ...(branding.brand ? findMentions(branding.brand, "brand") : [])];
  return {
    brand: branding.brand,
    brandSource: branding.source,
    tagline: branding.tagline,
    styles,
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

interface ReferenceTake {
  spec: LogoSpec | null;
  /** The reference lending its typeface (the second one, when there are two). */
  faceFrom: LogoSpec | null;
  names: string[];
  mentions: SubjectMention[];
  iconSet: IconSet | null;
}

/** What the reference logos lend: palette and layout from the first, typeface from the second. */
function readReferences(references: readonly ReferenceLogo[]): ReferenceTake {
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
function tradeMention(mentions: readonly SubjectMention[]): SubjectMention | null {
  return [...mentions].filter((mention) => mention.concept && !MARK_CATEGORIES.has(mention.concept.category)).sort((a, b) => b.weight - a.weight)[0] ?? null;
}

function strongestConceptMention(mentions: readonly SubjectMention[]): SubjectMention | null {
  return [...mentions].filter((mention) => mention.concept).sort((a, b) => b.weight - a.weight)[0] ?? null;
}

/** An abstract mark for a logo without an object to show. */
function abstractMark(chooser: Chooser, preferSet: IconSet | null): ChosenMark | null {
  const matches = searchIcons(ABSTRACT_MARK_TERMS, { preferSet }).filter((match) => match.score >= 90);
  if (matches.length === 0) return null;
  const picked = chooser.pick("abstract-mark", matches.slice(0, 12));
  return {
    icon: picked.icon.ref,
    label: readableLabel(picked.icon.label),
    mention: { concept: null, text: picked.icon.label, position: 0, weight: 0, source: "prompt", cued: false },
    abstract: true,
  };
}

function chooseLayout(styles: readonly Style[], brand: string, hasSubjectMark: boolean, chooser: Chooser): Layout {
  const votes = sumVotes(styles, (profile) => profile.layouts);
  const options = [...votes.entries()].map(([layout, score]) => {
    let weighted = score;
    // Without an object to draw, a mark is an abstract shape: fine, but lettering-led
    // layouts are the honest first choice.
    if (!hasSubjectMark && (layout === "icon-above" || layout === "icon-left" || layout === "badge")) weighted *= 0.55;
    if (!hasSubjectMark && (layout === "wordmark" || layout === "monogram")) weighted += 1;
    // A long name beside a mark makes a very wide logo.
    if (layout === "icon-left" && brand.length > 18) weighted *= 0.75;
    return { value: layout, score: weighted };
  });
  if (options.length === 0) return hasSubjectMark ? "icon-above" : "wordmark";
  return chooser.pickAmongBest("layout", options, 1.2);
}

function chooseFrame(layout: Layout, styles: readonly Style[], suited: readonly Container[], chooser: Chooser): Container {
  if (layout === "wordmark") return "none";
  const framed = layout === "badge" || layout === "monogram";
  const votes = sumVotes(styles, (profile) => (framed ? profile.frames : profile.markFrames));
  for (const container of suited) votes.set(container, (votes.get(container) ?? 0) + (framed ? 1.5 : 0.5));
  if (framed) votes.delete("none");
  const options = [...votes.entries()].map(([value, score]) => ({ value, score }));
  if (options.length === 0) return framed ? "circle" : "none";
  return chooser.pickAmongBest(framed ? "frame" : "mark-frame", options, framed ? 1 : 1.5);
}

function chooseIconStyle(styles: readonly Style[], chooser: Chooser): IconStyle {
  const votes = sumVotes(styles, (profile) => profile.iconStyles);
  const options = [...votes.entries()].map(([value, score]) => ({ value, score }));
  return options.length === 0 ? "bold" : chooser.pickAmongBest("icon-style", options, 1);
}

function orderStyles(styles: readonly Style[]): Style[] {
  return STYLES.filter((style) => styles.includes(style)).sort((a, b) => styles.indexOf(a) - styles.indexOf(b));
}

interface Reading {
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
}

/** Subject, mark and styles: what the logo shows and how it should feel. */
function readDesignIntent(input: PlanInput, chooser: Chooser): Reading {
  const brief = readBrief(input.prompt);
  const references = readReferences(input.references);
  const mentions = [...brief.mentions, ...references.mentions];
  const wantsLetteringOnly = brief.layout.layout === "wordmark" || brief.layout.layout === "monogram";
  const literalMark = wantsLetteringOnly ? null : chooseMark(markCandidates(mentions, { preferSet: references.iconSet }), chooser);
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
  const styles = orderStyles(
    !inferred ? brief.styles : references.spec && references.spec.styles.length > 0 ? references.spec.styles : concept ? [...concept.styles] : ["Modern"],
  );
  return { brief, references, mark, subject, concept, conceptLabel: concept?.label ?? null, styles, inferred, wantsAbstract };
}

/**
 * Layout, frame and the mark they hold (an abstract one when the layout needs a mark).
 * `needsMark`: the asked colours need more than a wordmark's one ink on one ground.
 */
function decideLayout(reading: Reading, brand: string, chooser: Chooser, needsMark = false): { layout: Layout; container: Container; mark: ChosenMark | null } {
  const { brief, references, styles, concept } = reading;
  const wish = brief.layout;
  let mark = reading.mark;
  let layout: Layout =
    wish.layout ?? (references.spec && !wish.container ? references.spec.layout : chooseLayout(styles, brand, mark !== null || reading.wantsAbstract, chooser));
  if (needsMark && layout === "wordmark" && !wish.layout) layout = mark ? "icon-above" : "monogram";
  if ((layout === "icon-above" || layout === "icon-left" || layout === "badge") && !mark) {
    mark = abstractMark(chooser, references.iconSet);
    if (!mark) layout = "monogram";
  }
  if (layout === "wordmark" && wish.container && !wish.removeFrame) layout = mark ? "badge" : "monogram";
  let container: Container = wish.removeFrame
    ? "none"
    : (wish.container ?? (references.spec && !wish.layout ? references.spec.container : chooseFrame(layout, styles, concept?.frames ?? [], chooser)));
  if (layout === "wordmark") container = "none";
  if ((layout === "badge" || layout === "monogram") && container === "none") {
    if (wish.removeFrame) layout = mark ? "icon-above" : "wordmark";
    else container = chooseFrame(layout, styles, concept?.frames ?? [], chooser);
  }
  return { layout, container, mark: layout === "wordmark" || layout === "monogram" ? null : mark };
}

interface Lettering {
  face: Face;
  textCase: LogoSpec["textCase"];
  letterSpacing: number;
  iconStyle: IconStyle;
  /** The typeface came from a reference logo. */
  fromReference: boolean;
}

/** Typeface, case, tracking and icon drawing: the wishes, else a reference's, else the styles'. */
function decideLettering(reading: Reading, chooser: Chooser): Lettering {
  const { brief, references, styles, inferred, concept } = reading;
  const source = references.faceFrom && brief.typeface.traits.length === 0 && !brief.typeface.family && inferred ? references.faceFrom : null;
  const face: Face = source ? { ...source.typeface } : chooseTypeface(styles, (concept?.traits ?? []) as TypefaceTrait[], brief.typeface, chooser);
  const textCase = brief.textCase ?? (source ? source.textCase : chooseTextCase(styles, face, chooser));
  return {
    face,
    textCase,
    letterSpacing: source ? source.letterSpacing : chooseLetterSpacing(styles, face, textCase, chooser),
    iconStyle: brief.iconStyle ?? (references.spec && inferred ? references.spec.iconStyle : chooseIconStyle(styles, chooser)),
    fromReference: source !== null,
  };
}

/**
 * A frame the curated palette fills with a colour nobody asked for (a gold shield for
 * 'navy and white') would be the loudest colour in the logo: it takes a tint of the mark.
 */
function quietUnaskedFrame(palette: Palette, request: ColourRequest, container: Container): Palette {
  const asked = askedColours(request).filter((colour) => !isNeutral(colour.hex));
  if (asked.length === 0 || request.accent || container === "none" || isNeutral(palette.accent) || isNeutral(palette.primary)) return palette;
  if (asked.some((colour) => hueDistance(colour.hex, palette.accent) < 30)) return palette;
  return { ...palette, accent: frameTint(palette.primary, isDarkPalette(palette)) };
}

/**
 * The references' palette or a curated one (in the asked mood), then the scheme, then the
 * visitor's colours, then the contrast rules; and if that hides an asked colour, the
 * arrangement of the same colours that shows them all (shown-colours.ts).
 */
function decidePalette(reading: Reading, layout: Layout, container: Container, chooser: Chooser): { palette: Palette; curatedName: string | null } {
  const { brief, references, styles, concept } = reading;
  // The visitor's own colours read best on a light canvas unless they asked otherwise.
  const ownInk = brief.colours.any.some((colour) => !isNeutral(colour.hex)) || !!brief.colours.icon || !!brief.colours.text;
  const canvasScheme = brief.colorScheme ?? (ownInk && !brief.colours.background && !brief.colours.transparent ? "Light" : null);
  const curated = references.spec ? null : chooseCuratedPalette(styles, concept?.hues ?? [], canvasScheme, chooser, brief.mood);
  let base: Palette = references.spec ? { ...references.spec.palette } : { ...curated!.palette };
  if (brief.colorScheme) base = toScheme(base, brief.colorScheme);
  const twoColour = isTwoColour(base) || (styles.includes("Minimalistic") && styles.length === 1);
  const build = (request: ColourRequest): Palette => {
    let palette = quietUnaskedFrame(applyColourRequest(base, request, { twoColour, hasMark: layout !== "wordmark" }), request, container);
    const asked = [...request.any, ...(request.icon ? [request.icon] : [])].map((colour) => colour.hex as string);
    if (asked.includes(palette.primary)) {
      palette = keepAskedMarkColour(palette, layout, container, { canvasFixed: !!request.background || brief.colorScheme === "Light" });
    }
    return balancePalette(palette, layout, container);
  };
  // An asked scheme holds: navy and gold in 'light mode' stay on a light canvas (near
  // white, not a mid-tone sage), and 'dark' ones on a dark one.
  const inScheme = (palette: Palette) =>
    !brief.colorScheme || palette.background === "transparent" || (brief.colorScheme === "Dark" ? isDarkPalette(palette) : toOklch(palette.background).l >= 0.85);
  return { palette: showAskedColours(brief.colours, layout, container, build, inScheme), curatedName: curated?.name ?? null };
}

export function designNewLogo(input: PlanInput): Plan {
  const chooser = createChooser(input.seed);
  const reading = readDesignIntent(input, chooser);
  const { brief, references, styles, subject } = reading;
  const brand = brief.brand ?? placeholderBrand(reading.concept?.noun ?? null);
  let { layout, container, mark } = decideLayout(reading, brand, chooser);
  const lettering = decideLettering(reading, chooser);
  let { palette, curatedName } = decidePalette(reading, layout, container, chooser);
  // A wordmark the visitor did not ask for gives way to a mark when it cannot show their colours.
  if (layout === "wordmark" && missingColours(askedColours(brief.colours), palette, layout, container).length > 0) {
    const marked = decideLayout(reading, brand, chooser, true);
    const recoloured = decidePalette(reading, marked.layout, marked.container, chooser);
    if (missingColours(askedColours(brief.colours), recoloured.palette, marked.layout, marked.container).length === 0) {
      ({ layout, container, mark } = marked);
      ({ palette, curatedName } = recoloured);
    }
  }

  const spec: LogoSpec = {
    version: LOGO_SPEC_VERSION,
    brand,
    tagline: brief.tagline,
    icon: mark?.icon ?? null,
    iconStyle: lettering.iconStyle,
    iconScale: chooseIconScale(styles),
    layout,
    container,
    palette,
    typeface: lettering.face,
    taglineTypeface: brief.tagline ? companionFace(lettering.face) : null,
    textCase: lettering.textCase,
    letterSpacing: lettering.letterSpacing,
    styles,
    colorScheme: brief.colorScheme,
    seed: input.seed,
  };

  // One sentence per decision.
  const narration: string[] = [];
  if (brief.brand) narration.push(`I'm naming it “${brand}”${brief.brandSource === "name-like" || brief.brandSource === "whole-prompt" ? ", the name I read in your message" : ""}.`);
  else narration.push(`You didn't mention a name, so “${brand}” stands in for now; say “rename to …” to use yours.`);
  if (brief.tagline) narration.push(`The tagline “${brief.tagline}” sits under the name.`);
  narration.push(markSentence(spec, mark, subject, reading.wantsAbstract));
  narration.push(styleSentence(spec, styles, reading.inferred, references.spec !== null && reading.inferred, reading.conceptLabel));
  narration.push(colourSentence(spec, brief, curatedName, references));
  narration.push(contrastSentence(spec.palette));
  if (references.spec) narration.push(referenceSentence(references, lettering.fromReference));

  return {
    kind: "new",
    spec,
    narration,
    metadata: metadataOf(spec, mark?.abstract ? null : subject),
    understood: { styles: brief.styles, colorScheme: brief.colorScheme, subject: subject && !mark?.abstract ? subjectName(subject) : null },
  };
}

function markSentence(spec: LogoSpec, mark: ChosenMark | null, subject: SubjectMention | null, abstractStyle: boolean): string {
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

function styleSentence(spec: LogoSpec, styles: readonly Style[], inferred: boolean, fromReferences: boolean, subject: string | null): string {
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
function colourSentence(spec: LogoSpec, brief: Brief, curatedName: string | null, references: ReferenceTake): string {
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
  return `${opening}${opening ? "the" : "The"} palette is ${curatedName ?? "a calm one"}: ${colours}.`;
}

const MOOD_WORDS: Record<ColourMood, string> = {
  earthy: "earthy colours",
  warm: "warm colours",
  cool: "cool colours",
  pastel: "pastels",
  jewel: "jewel tones",
  neon: "neon colours",
  monochrome: "monochrome look",
};

function referenceSentence(references: ReferenceTake, tookFace: boolean): string {
  const taken = ["palette", "layout", ...(tookFace ? ["typeface"] : [])];
  const from = references.names.length > 0 ? listInWords(references.names.slice(0, 3).map((name) => `“${name}”`)) : "your chosen logos";
  return `From ${from} I kept the ${listInWords(taken)}, and made it yours with your name and subject.`;
}
