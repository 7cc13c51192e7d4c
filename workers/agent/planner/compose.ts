/**
 * A new logo from a prompt: read the brief (name, subject, styles, colours, wishes),
 * take what the visitor's reference logos offer, then decide mark, layout, lettering and
 * palette, each among the options that suit, with the seed choosing between close fits.
 */
import { LOGO_SPEC_VERSION, type LogoSpec } from "#agent/design/logo-spec.ts";
import { placeholderBrand } from "./brand.ts";
import { planMark } from "./mark-construction.ts";
import { metadataOf } from "./metadata.ts";
import { contrastSentence } from "./narration.ts";
import { createChooser } from "./random.ts";
import { askedColours, missingColours } from "./shown-colours.ts";
import { subjectName } from "./subject.ts";
import type { Plan, PlanInput } from "./types.ts";
import { chooseIconScale, companionFace } from "./typography.ts";
import { readDesignIntent } from "#agent/planner/new-logo/brief.ts";
import { decideLayout, decideLettering, decidePalette } from "#agent/planner/new-logo/choices.ts";
import { colourSentence, markSentence, referenceSentence, styleSentence } from "#agent/planner/new-logo/narration.ts";

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

  // The mark is constructed from the name and the trade's idea, never a stock drawing as it is.
  const constructed = planMark({
    brand,
    layout,
    container,
    trade: mark && !mark.abstract ? { icon: mark.icon, label: mark.label, cued: mark.mention.cued } : null,
    layoutAsked: !!brief.layout.layout,
    typeface: lettering.face,
    seed: input.seed,
    variant: input.markVariant ?? 0,
  });
  if (constructed.layout !== layout && layout === "wordmark") {
    ({ palette, curatedName } = decidePalette(reading, constructed.layout, constructed.container, chooser));
  }

  const spec: LogoSpec = {
    version: LOGO_SPEC_VERSION,
    brand,
    tagline: brief.tagline,
    icon: constructed.icon,
    mark: constructed.mark,
    iconStyle: lettering.iconStyle,
    iconScale: chooseIconScale(styles),
    layout: constructed.layout,
    container: constructed.container,
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
  narration.push(constructed.sentence ?? markSentence(spec, mark, subject, reading.wantsAbstract, reading.unavailable));
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
