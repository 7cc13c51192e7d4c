/**
 * "Show me other ideas" (the logo page's button, or the same words typed): a new version
 * whose mark and arrangement differ from the earlier versions of the logo. The agent also
 * checks the new mark's fingerprint against every earlier version's (chat/generate.ts).
 */
import type { Layout } from "#agent/design/logo-spec.ts";
import { markKindKey, redrawMark } from "#agent/planner/mark-construction.ts";
import type { Remaining } from "#agent/planner/text.ts";
import type { Context } from "./context.ts";

const OTHER_IDEAS =
  /\b(?:show\s+(?:me\s+)?)?(?:some\s+)?(?:other|another|more|different|fresh|new)\s+(?:ideas?|concepts?|options?|directions?|marks?|designs?|takes?|versions?)\b|\bsomething\s+(?:completely\s+|totally\s+|entirely\s+)?(?:else|different)\b|\ba\s+(?:whole\s+|completely\s+|totally\s+)?new\s+direction\b|\btry\s+something\s+else\b|\btry\s+again\b|\bsurprise\s+me\b|\banother\s+one\b/;

/** Whether the words ask for other ideas (the button's, or typed). */
export function asksForOtherIdeas(prompt: string): boolean {
  return OTHER_IDEAS.test(prompt.toLowerCase());
}

/** Reads the request; true when it asked for other ideas (then the mark and layout are new). */
export function applyOtherIdeas(rest: Remaining, context: Context, options: { variant: number; earlierLayouts: readonly Layout[] }): boolean {
  if (rest.take(OTHER_IDEAS).length === 0) return false;
  const parent = context.parent;
  const redrawn = redrawMark(parent, 1 + options.variant, {
    keepLayout: false,
    avoidKinds: [markKindKey(parent.mark)],
    avoidLayouts: [...new Set([parent.layout, ...options.earlierLayouts])],
  });
  Object.assign(context.draft, { mark: redrawn.mark, icon: redrawn.icon, layout: redrawn.layout, container: redrawn.container });
  context.said.push(`Here is another idea. ${redrawn.sentence ?? "The name carries it on its own this time."}`);
  return true;
}
