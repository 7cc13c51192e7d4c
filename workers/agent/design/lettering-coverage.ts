/**
 * Which text a bundled typeface can letter. A face missing a glyph would draw the name
 * with a letter left out (opentype.js sets nothing for it): the planner keeps every name
 * and tagline in a face that has all of their letters (planner/typography.ts), and refuses
 * a name no bundled face can letter at all (a name in Japanese or Arabic script).
 */
import { LACKED_LETTERS } from "./font-coverage.generated.ts";
import type { TypefaceId } from "./typefaces.ts";

/**
 * The characters a name may hold: Latin-1 and Latin Extended-A (letters, digits, signs) and
 * typographic punctuation; scripts/build-engine-assets.ts measures every face on these.
 */
export const LETTERABLE_RANGE: readonly string[] = [
  ...Array.from({ length: 0x180 - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)).filter((char) => !/[\p{Cc}\p{Cf}]/u.test(char)),
  ..."‘’“”–—…•€",
];
const IN_RANGE = new Set(LETTERABLE_RANGE);

/** The characters of `text` that no bundled face letters ('東京', 'مخبز'), in order, once each. */
export function unletterable(text: string): string[] {
  return [...new Set([...text].filter((char) => !IN_RANGE.has(char) && !/\s/u.test(char)))];
}

/** Whether `face` has every letter of `text` (its case as drawn). */
export function letters(face: TypefaceId, text: string): boolean {
  const lacked = LACKED_LETTERS[face] ?? "";
  return unletterable(text).length === 0 && ![...text].some((char) => lacked.includes(char));
}
