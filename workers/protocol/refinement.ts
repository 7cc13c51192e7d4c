/**
 * The one reading of a request, shared by the app that sends it and the agent that reads
 * it (marketplace spec, section 5, and issue 15).
 *
 * - The app sends a refinement as typed when it contains 'make', 'change' or 'modify'
 *   anywhere (case-insensitive, so 'changes' counts), otherwise prefixed 'Modify this logo: '.
 * - The agent reads a message that comes with the design of the logo on screen as a change
 *   to that logo, whatever its wording, unless it clearly asks for a new logo ('start over',
 *   'a new logo for a bakery'). The wording is never tested a second, different way.
 */
export const REFINEMENT_PREFIX = "Modify this logo: ";

/** What the logo page's "Show me other ideas" button sends: the agent reads it as any typed change (docs/decisions/0107). */
export const OTHER_IDEAS_PROMPT = "Show me other ideas";

const CHANGE_WORDS = /make|change|modify/i;
const PREFIX_PATTERN = /^\s*modify this logo:\s*/i;

/**
 * Phrases that ask for another logo, not a change to this one. 'Make the logo blue' is a
 * change ('the logo'); 'make me a new logo', 'design a logo for a gym' and 'start over' are not.
 */
const NEW_LOGO =
  /\b(?:start(?:ing)?\s+(?:over|again|afresh|from\s+scratch)|from\s+scratch|(?:a|another)\s+(?:brand[\s-]+|completely\s+|totally\s+|entirely\s+)?(?:new|different|separate|second)\s+logo|(?:make|create|design|draw|generate|give)\s+(?:me\s+|us\s+)?(?:a|an|another)\s+(?:[a-z]+\s+){0,3}?logo\s+(?:for|of|about|called|named)\b)/i;

/** The text the app sends for a refinement of the logo on screen. */
export function refinementMessage(text: string): string {
  return CHANGE_WORDS.test(text) ? text : `${REFINEMENT_PREFIX}${text}`;
}

/** The visitor's own words of a refinement message: the app's prefix removed. */
export function withoutRefinementPrefix(message: string): string {
  return message.replace(PREFIX_PATTERN, "");
}

/** Whether a message carries the app's refinement wording (the prefix, or a change word). */
export function hasRefinementWording(message: string): boolean {
  return PREFIX_PATTERN.test(message) || CHANGE_WORDS.test(message);
}

/**
 * The same in the other languages the agent reads (German, Spanish, French, Italian,
 * Portuguese): 'ein neues Logo', 'otro logo', 'recommencer', and a request that opens as a
 * logo for something ('Ein Logo für eine Bäckerei', 'Un logo para una floristería').
 */
const NEW_LOGO_ELSEWHERE =
  /(?:^|[\s,.;!?])(?:(?:ein(?:en)?\s+)?neues\s+logo|ein\s+anderes\s+logo|von\s+vorn(?:e)?|neu\s+anfangen|(?:un\s+)?(?:nuevo|otro)\s+logo|empie(?:za|zar)\s+de\s+nuevo|(?:un\s+)?(?:nouveau|autre)\s+logo|recommence(?:r|z)?|(?:un\s+)?(?:nuovo|altro)\s+logo|ricomincia(?:re|mo)?|(?:um\s+)?(?:novo|outro)\s+logo|(?:começar|começa)\s+de\s+novo|recomeç(?:a|ar))(?=$|[\s,.;!?])|^\s*(?:ein|un|una|une|um|uma|uno)\s+logo\s+(?:für|fuer|para|pour|per)\s/iu;

/** Whether the visitor's words ask for a new logo rather than a change to the current one. */
export function asksForNewLogo(message: string): boolean {
  const words = withoutRefinementPrefix(message);
  return NEW_LOGO.test(words) || NEW_LOGO_ELSEWHERE.test(words);
}

/**
 * Whether a message refines the current logo. With that logo's design at hand, every
 * message does unless it asks for a new one; without it (an earlier request in the
 * conversation is all there is), only a message in the app's refinement wording does.
 */
export function readsAsRefinement(message: string, context: { hasDesign: boolean }): boolean {
  if (asksForNewLogo(message)) return false;
  return context.hasDesign || hasRefinementWording(message);
}
