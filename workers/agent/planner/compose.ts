/**
 * A new logo from a prompt: read the brief (name, subject, styles, colours, wishes),
 * take what the visitor's reference logos offer, then decide mark, layout, lettering and
 * palette, each among the options that suit, with the seed choosing between close fits.
 */
import { LOGO_SPEC_VERSION, type LogoSpec } from "#agent/design/logo-spec.ts";
import { placeholderBrand, TooLongToDraw, unletteredName } from "./brand.ts";
import { unletterable } from "#agent/design/lettering-coverage.ts";
import { findIndexedIcon, iconWords } from "./icons.ts";
import { planMark } from "./mark-construction.ts";
import type { ChosenMark } from "./subject.ts";
import { stem, words } from "./text.ts";
import { metadataOf } from "./metadata.ts";
import { contrastSentence } from "./narration.ts";
import { createChooser } from "./random.ts";
import { askedColours, missingColours } from "./shown-colours.ts";
import { subjectName } from "./subject.ts";
import type { Plan, PlanInput } from "./types.ts";
import { toneOfStyles } from "./tone.ts";
import { chooseIconScale, companionFace, faceSwapSentence, faceWithLetters, letteredText } from "./typography.ts";
import { readDesignIntent } from "#agent/planner/new-logo/brief.ts";
import { decideLayout, decideLettering, decidePalette } from "#agent/planner/new-logo/choices.ts";
import { colourSentence, markSentence, referenceSentence, styleSentence } from "#agent/planner/new-logo/narration.ts";

function namesTheThing(mark: ChosenMark): boolean {
  const named = words(mark.mention.text).map(stem);
  return named.length > 0 && named.every((word) => iconWords(mark.icon).map(stem).includes(word));
}

/**
 * What the visitor called the thing drawn, when the drawing is another thing ('spider': a
 * spider web is drawn). The thing itself is its concept's own picture ('bee': the honeybee),
 * a drawing tagged with its words ('mug': the coffee cup), or one whose name ends in it.
 */
function calledOtherwise(mark: ChosenMark): string | undefined {
  const said = words(mark.mention.text).map(stem);
  if (said.length === 0) return undefined;
  const icon = findIndexedIcon(mark.icon);
  const itself = (mark.mention.concept?.itself ?? []).some((text) => words(text).map(stem).join(" ") === words(mark.label).map(stem).join(" "));
  const tagged = !!icon && said.every((word) => icon.tags.has(word));
  const headed = !!icon && icon.nameWords.at(-1) === said.at(-1);
  return itself || tagged || headed ? undefined : mark.mention.text;
}

export function designNewLogo(input: PlanInput): Plan {
  const chooser = createChooser(input.seed);
  const reading = readDesignIntent(input, chooser);
  const { brief, references, styles, subject } = reading;
  // A name or tagline longer than a design draws whole is asked about, never cut.
  if (brief.tooLong) throw new TooLongToDraw(brief.tooLong);
  // A name no bundled face can letter ('東京ラーメン') is said so, never drawn as nothing.
  const unlettered = unletteredName(input.prompt) ?? (brief.brand && unletterable(brief.brand).length > 0 ? brief.brand : null);
  const brand = brief.brand && !unlettered ? brief.brand : placeholderBrand(reading.concept?.noun ?? null);
  const tagline = brief.tagline && unletterable(brief.tagline).length === 0 ? brief.tagline : null;
  let { layout, container, mark } = decideLayout(reading, brand, chooser);
  const chosen = decideLettering(reading, chooser);
  // A face without every letter of the name would draw it with letters left out: the face most like it that has them.
  const drawable = faceWithLetters(chosen.face, letteredText(brand, tagline)) ?? chosen.face;
  const lettering = { ...chosen, face: drawable };
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

  // The mark is constructed from the name and the trade's idea, never a stock drawing as it is.
  const constructed = planMark({
    brand,
    layout,
    container,
    // A thing the visitor named (a croissant, a dragon) is always drawn; a trade's stand-in
    // (bread for a bakery) is one idea among the initials and abstract figures.
    // Only a thing asked for as a drawing ('with a croissant') is said to be asked for: a
    // trade that names it ('a baseball team') gets the drawing, said to be for the trade.
    trade: mark && !mark.abstract ? { icon: mark.icon, label: mark.label, cued: mark.mention.cued || namesTheThing(mark), asked: mark.mention.cued, askedAs: calledOtherwise(mark) } : null,
    // A reference logo's arrangement is the visitor's choice too.
    layoutAsked: !!brief.layout.layout || !!references.spec,
    containerAsked: !!brief.layout.container || !!references.spec,
    referenceKind: references.spec ? (references.spec.mark?.kind ?? (references.spec.icon ? "emblem" : references.spec.layout === "monogram" ? "lettermark" : undefined)) : undefined,
    abstract: reading.wantsAbstract && !(mark && !mark.abstract && (mark.mention.cued || namesTheThing(mark))),
    typeface: lettering.face,
    seed: input.seed,
    variant: input.markVariant ?? 0,
    tone: toneOfStyles(styles),
  });
  // A mark that brings its own shape drops the frame the palette was chosen for: the colours
  // are chosen again for what is drawn, so an asked colour is not left on a frame that is gone.
  if (constructed.layout !== layout || constructed.container !== container) {
    ({ palette, curatedName } = decidePalette(reading, constructed.layout, constructed.container, chooser));
  }

  const spec: LogoSpec = {
    version: LOGO_SPEC_VERSION,
    brand,
    tagline,
    icon: constructed.icon,
    mark: constructed.mark,
    iconStyle: lettering.iconStyle,
    iconScale: chooseIconScale(styles),
    layout: constructed.layout,
    container: constructed.container,
    palette,
    typeface: lettering.face,
    taglineTypeface: tagline ? companionFace(lettering.face) : null,
    textCase: lettering.textCase,
    letterSpacing: lettering.letterSpacing,
    styles,
    colorScheme: brief.colorScheme,
    seed: input.seed,
  };

  // One sentence per decision.
  const narration: string[] = [];
  if (unlettered) narration.push(`I can't letter “${unlettered}”: the bundled typefaces draw the Latin alphabet only, so “${brand}” stands in for now; say “rename to …” with the name in Latin letters.`);
  else if (brief.brand) narration.push(`I'm naming it “${brand}”${brief.brandSource === "name-like" || brief.brandSource === "whole-prompt" ? ", the name I read in your message" : ""}.`);
  else narration.push(`You didn't mention a name, so “${brand}” stands in for now; say “rename to …” to use yours.`);
  if (tagline) narration.push(`The tagline “${tagline}” sits under the name.`);
  else if (brief.tagline) narration.push(`I can't letter the tagline “${brief.tagline}”: the bundled typefaces draw the Latin alphabet only.`);
  // Another thing named is drawn in its place ('with hops and a mountain'), else a mark of its own.
  const insteadDrawn = mark && !mark.abstract && mark.mention.cued ? "what else you named" : "something of its own";
  const unavailable = reading.unavailable ? `I have no ${reading.unavailable.text} icon, so I drew ${insteadDrawn} instead. ` : "";
  narration.push(constructed.sentence ? `${unavailable}${constructed.sentence}` : markSentence(spec, mark, subject, reading.wantsAbstract, reading.unavailable));
  narration.push(styleSentence(spec, styles, reading.inferred, references.spec !== null && reading.inferred, reading.conceptLabel));
  if (drawable.id !== chosen.face.id) narration.push(faceSwapSentence(chosen.face, drawable, letteredText(brand, tagline)));
  narration.push(colourSentence(spec, brief, curatedName, references));
  narration.push(contrastSentence(spec));
  if (references.spec) narration.push(referenceSentence(references, lettering.fromReference));

  return {
    kind: "new",
    spec,
    narration,
    // The description says what the logo is for (the trade) before what its mark shows.
    metadata: metadataOf(spec, mark?.abstract ? null : subject, reading.trade),
    understood: { ...(unlettered ? { unlettered } : {}), styles: brief.styles, colorScheme: brief.colorScheme, subject: subject && !mark?.abstract ? subjectName(subject) : null, drawingAsked: !!mark && !mark.abstract && (mark.mention.cued || namesTheThing(mark)) },
  };
}
