/**
 * "Show me other ideas" (the logo page's button, or the same words typed, or a logo said to
 * be too plain, generic or boring, or asked to be more unique): a new version
 * whose mark and arrangement differ from the earlier versions of the logo. The agent also
 * checks the new mark's fingerprint against every earlier version's (chat/generate.ts).
 */
import type { IconRef, Layout, LogoSpec } from "#agent/design/logo-spec.ts";
import { iconWords } from "#agent/planner/icons.ts";
import { markKindKey, redrawMark } from "#agent/planner/mark-construction.ts";
import { stem, words, type Remaining } from "#agent/planner/text.ts";
import type { Context } from "./context.ts";

const OTHER_IDEAS =
  /\b(?:show\s+(?:me\s+)?)?(?:some\s+)?(?:other|another|more|different|fresh|new)\s+(?:ideas?|concepts?|options?|directions?|marks?|designs?|takes?|versions?)\b|\bsomething\s+(?:completely\s+|totally\s+|entirely\s+)?(?:else|different)\b|\ba\s+(?:whole\s+|completely\s+|totally\s+)?new\s+direction\b|\btry\s+something\s+else\b|\btry\s+again\b|\bsurprise\s+me\b|\banother\s+one\b|\b(?:too|so|very|a\s+bit|kind\s+of|looks?|it'?s)\s+(?:plain|generic|basic|bland)\b|\bboring\b|\bmore\s+(?:unique|memorable|distinctive|original|interesting)\b|\b(?:needs?|with|more)\s+(?:more\s+|some\s+)?(?:personality|character)\b/;

/** Whether the words ask for other ideas (the button's, or typed). */
export function asksForOtherIdeas(prompt: string): boolean {
  return OTHER_IDEAS.test(prompt.toLowerCase());
}

/** Reads the request; true when it asked for other ideas (then the mark and layout are new). */
export function applyOtherIdeas(rest: Remaining, context: Context, options: { variant: number; earlierLayouts: readonly Layout[] }): boolean {
  // 'The colours are boring', 'the font is too plain': that part's readers' (another of it), not a new idea.
  const aboutAPart = (index: number) => /\b(?:colou?rs?|palette|font|typeface|lettering|text|icon|mark|symbol|name|tagline|background)\b[^,.;!?]{0,12}$/.test(rest.lower.slice(Math.max(0, index - 30), index));
  if (rest.take(OTHER_IDEAS, (taken) => (/boring|plain|generic|basic|bland/.test(taken.match[0]) && aboutAPart(taken.match.index) ? false : undefined)).length === 0) return false;
  const parent = context.parent;
  const redrawn = redrawMark(parent, 1 + options.variant, {
    keepLayout: false,
    // A drawing the visitor asked for ('with a bee') is theirs: another idea draws it anew.
    keepDrawing: askedDrawing(parent, context) ?? false,
    avoidKinds: [markKindKey(parent.mark)],
    avoidLayouts: [...new Set([parent.layout, ...options.earlierLayouts])],
  });
  Object.assign(context.draft, { mark: redrawn.mark, icon: redrawn.icon, layout: redrawn.layout, container: redrawn.container });
  context.said.push(`Here is another idea. ${redrawn.sentence ?? "The name carries it on its own this time."}`);
  return true;
}

/**
 * The design's drawing the visitor asked for earlier in the conversation ('with a bee', 'a
 * bee icon'), if one was: a mention that named the mark (`cued`) and draws it, by the
 * concept it named (the honey concept draws a honeybee) or by its own word.
 */
function askedDrawing(parent: LogoSpec, context: Context): IconRef | null {
  const drawings = [parent.icon, parent.mark?.kind === "emblem" ? parent.mark.second : null].filter((icon): icon is IconRef => !!icon);
  const asked = context.subjects.filter((mention) => mention.source === "history" && mention.cued);
  const said = (text: string) => words(text).map(stem).join(" ");
  return (
    drawings.find((icon) => {
      const drawn = said(iconWords(icon).join(" "));
      return asked.some((mention) => [mention.text, ...(mention.concept ? [...(mention.concept.itself ?? []), ...mention.concept.terms] : [])].some((text) => said(text) === drawn));
    }) ?? null
  );
}
