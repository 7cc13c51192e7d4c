/**
 * The languages the agent reads and answers in. English is the planner's own: a prompt in
 * another language is read into English words (to-english.ts) and the answer is said back
 * in the visitor's language from the final design (speak.ts).
 */
export const LANGUAGES = ["en", "de", "es", "fr", "it", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
export type OtherLanguage = Exclude<Language, "en">;

/**
 * Lower case with the accents taken off, one character for one, so a match found in the
 * folded text is at the same place in the original ('Bäckerei' and 'Backerei' are one word;
 * people often type without accents). A phone's curly apostrophe is the plain one
 * ('plus d’espace' is 'plus d'espace').
 */
export function fold(text: string): string {
  let folded = "";
  for (const character of text.toLowerCase()) {
    if (character === "\u2019" || character === "\u2018") {
      folded += "'";
      continue;
    }
    const base = character.normalize("NFD")[0] ?? character;
    folded += base.length === character.length ? base : character;
  }
  return folded;
}

/** The words of a text, folded: letters (any script) and digits. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}
