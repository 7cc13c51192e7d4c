/**
 * The design decisions of a new logo, each among the options that suit, with the seed
 * choosing between close fits: layout, frame and the mark they hold; typeface, case,
 * tracking and icon drawing; the palette.
 */
import type { Style } from "#protocol/taxonomy.ts";
import type { Container, IconSet, IconStyle, Layout, LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import type { TypefaceTrait } from "#agent/design/typefaces.ts";
import { ABSTRACT_MARK_TERMS, searchIcons } from "#agent/planner/icons.ts";
import { applyColourRequest, balancePalette, chooseCuratedPalette, frameTint, isDarkPalette, isTwoColour, keepAskedMarkColour, toScheme, type ColourRequest } from "#agent/planner/palettes.ts";
import { hueDistance, isNeutral, toOklch } from "#agent/planner/colour-space.ts";
import type { Chooser } from "#agent/planner/random.ts";
import { askedColours, showAskedColours } from "#agent/planner/shown-colours.ts";
import { sumVotes } from "#agent/planner/styles.ts";
import { readableLabel } from "#agent/planner/icon-labels.ts";
import type { ChosenMark } from "#agent/planner/subject.ts";
import { chooseLetterSpacing, chooseTextCase, chooseTypeface, type Face } from "#agent/planner/typography.ts";
import type { Reading } from "./brief.ts";

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

/**
 * `mark`: what the logo can show: the subject the visitor named ('drawn': the icon sets
 * hold it, and then it is drawn, never left to the lettering alone), an abstract shape, or
 * nothing.
 */
function chooseLayout(styles: readonly Style[], brand: string, mark: "drawn" | "abstract" | "none", chooser: Chooser): Layout {
  const hasSubjectMark = mark !== "none";
  const votes = sumVotes(styles, (profile) => profile.layouts);
  if (mark === "drawn") {
    votes.delete("wordmark");
    votes.delete("monogram");
  }
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

function hasMarkRoom(layout: Layout): boolean {
  return layout !== "wordmark" && layout !== "monogram";
}

/**
 * Layout, frame and the mark they hold (an abstract one when the layout needs a mark).
 * `needsMark`: the asked colours need more than a wordmark's one ink on one ground.
 */
export function decideLayout(reading: Reading, brand: string, chooser: Chooser, needsMark = false): { layout: Layout; container: Container; mark: ChosenMark | null } {
  const { brief, references, styles, concept } = reading;
  const wish = brief.layout;
  let mark = reading.mark;
  const shows = mark ? "drawn" : reading.wantsAbstract ? "abstract" : "none";
  // A reference lends its layout, unless it has no room for the subject named as the mark.
  const referenceLayout = references.spec && !wish.container && !(mark?.mention.cued && !hasMarkRoom(references.spec.layout)) ? references.spec.layout : null;
  let layout: Layout = wish.layout ?? referenceLayout ?? chooseLayout(styles, brand, shows, chooser);
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
export function decideLettering(reading: Reading, chooser: Chooser): Lettering {
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
export function decidePalette(reading: Reading, layout: Layout, container: Container, chooser: Chooser): { palette: Palette; curatedName: string | null } {
  const { brief, references, styles, concept } = reading;
  // The visitor's own colours read best on a light canvas unless they asked otherwise.
  const ownInk = brief.colours.any.some((colour) => !isNeutral(colour.hex)) || !!brief.colours.icon || !!brief.colours.text;
  const canvasScheme = brief.colorScheme ?? (ownInk && !brief.colours.background && !brief.colours.transparent ? "Light" : null);
  const curated = references.spec ? null : chooseCuratedPalette(styles, concept?.hues ?? [], canvasScheme, chooser, brief.mood, brief.colours.avoid.map(({ colour }) => colour.hex));
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
