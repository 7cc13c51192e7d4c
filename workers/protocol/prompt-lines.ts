/**
 * The prompt as the app sends it and the agent reads it (marketplace spec, section 4,
 * 'Prompt submission'): the visitor's words, then a line for the chosen styles and one for
 * the colour scheme. The app composes it, the agent reads the lines back out: one home for
 * their wording.
 *
 * A new logo is asked for in words. A prompt of emoji or punctuation alone names no brand
 * and says nothing the agent can read, and a logo made from it would be a "Your Brand"
 * placeholder nobody should pay for: the visitor is asked for words instead. (A change to a
 * logo on screen, or a version of reference logos, has a logo to start from.)
 */
import type { ColorScheme, Style } from "./taxonomy.ts";
import { withoutRefinementPrefix } from "./refinement.ts";

/** 'The logo should represent these styles: Modern, Bold' */
export const STYLE_LINE = /the logo should represent these styles:\s*([^\n]*)/i;
/** 'The logo should use light colors' */
export const COLOR_LINE = /the logo should use (light|dark) colou?rs\.?/i;

export const NO_WORDS_MESSAGE = "Please describe your logo in words: its name and what it is for, for example “a bakery called Crumb”.";

/** The text sent to the agent: the visitor's words, then the style line and the colour line. */
export function composePrompt(text: string, styles: readonly Style[], scheme: ColorScheme | null): string {
  const lines = [text.trim()];
  if (styles.length > 0) lines.push(`The logo should represent these styles: ${styles.join(", ")}`);
  if (scheme) lines.push(`The logo should use ${scheme.toLowerCase()} colors`);
  return lines.join("\n");
}

/** The visitor's own words of a message: the prompt bar's lines and the refinement prefix removed. */
export function visitorWords(message: string): string {
  return withoutRefinementPrefix(message).replace(STYLE_LINE, " ").replace(COLOR_LINE, " ").trim();
}

/** Whether words the visitor typed (nothing composed around them) hold a letter or a digit of any script. */
export function isInWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Whether the visitor's own words in a composed message hold a letter or a digit of any script. */
export function hasWords(message: string): boolean {
  return isInWords(visitorWords(message));
}
