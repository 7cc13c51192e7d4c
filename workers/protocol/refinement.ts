/**
 * The refinement rule (marketplace spec, section 5), in one place for the app that applies
 * it and the agent that reads it: a refinement is sent as typed when it contains 'make',
 * 'change' or 'modify' anywhere (case-insensitive, so 'changes' counts), otherwise it is
 * prefixed 'Modify this logo: '. Both sides test with the same expression, so a message
 * the app sends as a refinement is never read by the agent as a request for a new logo.
 */
export const REFINEMENT_PREFIX = "Modify this logo: ";

const CHANGE_WORDS = /make|change|modify/i;
const PREFIX_PATTERN = /^\s*modify this logo:\s*/i;

/** The text the app sends for a refinement of the logo on screen. */
export function refinementMessage(text: string): string {
  return CHANGE_WORDS.test(text) ? text : `${REFINEMENT_PREFIX}${text}`;
}

/** Whether a message carries the app's refinement wording (the prefix, or a change word). */
export function hasRefinementWording(message: string): boolean {
  return PREFIX_PATTERN.test(message) || CHANGE_WORDS.test(message);
}

/** The visitor's own words of a refinement message: the app's prefix removed. */
export function withoutRefinementPrefix(message: string): string {
  return message.replace(PREFIX_PATTERN, "");
}
