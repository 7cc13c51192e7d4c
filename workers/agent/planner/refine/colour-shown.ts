/** The colours asked for made visible where they were asked for, and the colour change said as drawn. */
import { type Context } from "#agent/planner/refine/context.ts";
import type { LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import { describeColour } from "#agent/planner/colour-names.ts";
import { toOklch } from "#agent/planner/colour-space.ts";
import { containerWord } from "#agent/planner/narration.ts";
import { listInWords } from "#agent/planner/text.ts";
import { makeAskedColourVisible, showsAskedColour, type ColourAsk } from "#agent/planner/visible-colour.ts";
import { drawnColours } from "#agent/design/ink.ts";

interface ShownColour {
  ask: ColourAsk;
  /** What else changed so it shows ('lightened the circle to cream'); null: nothing. */
  because: string | null;
  /** No shade and no quieter ground let it show. */
  failed: boolean;
}

/** Each asked colour made visible where it was asked for, with the least other change. */
export function showAskedColours(context: Context): ShownColour[] {
  return context.asks.map((ask) => {
    const visible = makeAskedColourVisible(context.draft, ask, context.parent);
    if (!visible) return { ask, because: null, failed: true };
    context.draft.palette = visible.spec.palette;
    return { ask, because: visible.because, failed: false };
  });
}

const PART_WORDS: Record<ColourAsk["part"], string> = { lettering: "lettering", mark: "mark" };

/**
 * What a change of the palette's colours did to what is drawn, named as it is seen: in a
 * badge the main colour fills the circle and the mark is cut out of it ('the circle is now
 * emerald green (#00a36c)'), so it is not 'the mark' that took it. Empty when nothing
 * drawn changed.
 */
export function redrawn(draft: LogoSpec, before: Palette): string {
  const now = drawnColours(draft);
  const was = drawnColours({ ...draft, palette: before });
  const parts = [
    { name: containerWord(draft.container), now: now.frame, was: was.frame },
    { name: "mark", now: now.mark, was: was.mark },
    { name: "lettering", now: now.lettering, was: was.lettering },
  ].filter((part) => part.now && part.now !== part.was);
  if (parts.length === 0) return "";
  return listInWords(parts.map((part, index) => `the ${part.name}${index === 0 ? " is now" : ""} ${describeColour(part.now!)} (${part.now})`));
}

/** The colour change in words, from the colours as they will be drawn. */
export function colourSentence(context: Context, before: Palette, shown: ShownColour[]): string {
  const draft = context.draft;
  const drawn = drawnColours(draft);
  const parts: string[] = [];
  const notes: string[] = [];
  for (const { ask, because, failed } of shown) {
    const colour = ask.part === "lettering" ? drawn.lettering : (drawn.mark ?? ask.hex);
    const surface = ask.part === "lettering" ? drawn.letteringSurface : (drawn.markSurface ?? drawn.letteringSurface);
    const onWhat = surface === drawn.frame ? `the ${describeColour(surface)} ${containerWord(draft.container)}` : "the background";
    if (failed) {
      notes.push(`${ask.phrase} can't be read on ${onWhat}, so the ${PART_WORDS[ask.part]} stays ${describeColour(colour)} (${colour}); try a darker or lighter ${ask.phrase}, or another background`);
      continue;
    }
    if (ask.part === "mark" && drawn.frame && drawn.mark !== drawn.frame && drawn.frame === draft.palette.primary && showsAskedColour(drawn.frame, ask)) {
      // The frame is filled with the mark's colour and the mark is cut out of it.
      parts.push(`the mark ${describeColour(drawn.frame)} (${drawn.frame}): it fills the ${containerWord(draft.container)}, with the mark drawn ${describeColour(colour)} on it`);
      continue;
    }
    const tone = colour === ask.hex ? "" : `, a ${toOklch(colour).l < toOklch(ask.hex).l ? "deeper" : "lighter"} shade of ${ask.phrase} so it reads on ${onWhat}`;
    parts.push(`the ${PART_WORDS[ask.part]} ${describeColour(colour)} (${colour})${tone}`);
    if (because) notes.push(`To let it show I ${because}`);
  }
  const asked = new Set<string>(shown.map(({ ask }) => (ask.part === "lettering" ? "text" : "primary")));
  const words: Record<string, string> = { background: "background", primary: "mark", text: "lettering", accent: drawn.frame ? containerWord(draft.container) : "accent" };
  const others = (["background", "primary", "text", "accent"] as const)
    .filter((role) => !asked.has(role) && draft.palette[role] !== before[role])
    // A wordmark has no mark to speak of; a frame tint follows the mark unremarked unless alone.
    .filter((role) => role !== "primary" || draft.layout !== "wordmark")
    .filter((role) => role !== "accent" || (parts.length === 0 && draft.palette.background === before.background))
    // A ground changed so an asked colour shows is said with its reason, once.
    .filter((role) => !((role === "background" || role === "accent") && shown.some((entry) => entry.because)));
  for (const role of others) {
    const value = draft.palette[role];
    parts.push(`the ${words[role]} ${value === "transparent" ? "transparent" : `${describeColour(value)} (${value})`}`);
  }
  notes.push(...reinkedParts(context, [...asked, ...others]));
  const sentences = parts.length > 0 ? [`Made ${listInWords(parts)}.`] : notes.length > 0 ? [] : ["Those are already the logo's colours."];
  return [...sentences, ...notes.map((note) => `${note}.`)].join(" ");
}

/**
 * Parts the visitor did not name that are inked anew because what they sit on changed (a
 * name put in a filled circle is lettered to read on it): said, so the words match the picture.
 */
export function reinkedParts(context: Context, mentioned: readonly string[]): string[] {
  const drawn = drawnColours(context.draft);
  const before = drawnColours(context.parent);
  const notes: string[] = [];
  for (const part of ["lettering", "mark"] as const) {
    const now = drawn[part];
    const role = part === "lettering" ? "text" : "primary";
    if (mentioned.includes(role) || !now || !before[part] || now === before[part]) continue;
    // A colour a reader set and said is drawn as said; only an ink the renderer chose needs saying.
    if (context.draft.palette[role] !== context.parent.palette[role] && now === context.draft.palette[role]) continue;
    const surface = part === "lettering" ? drawn.letteringSurface : drawn.markSurface;
    const onWhat = surface === drawn.frame ? `the ${describeColour(surface!)} ${containerWord(context.draft.container)}` : "the background";
    notes.push(`The ${PART_WORDS[part]} is now drawn ${describeColour(now)} (${now}) so it reads on ${onWhat}`);
  }
  return notes;
}
