/**
 * CLDR's emoji annotations as scripts/build-lexicon.ts reads them (`emojibase-data`): each
 * emoji's English name and keywords (Fluent Emoji's drawings are named after the English
 * name: 'sheaf-of-rice'), and its names and keywords in German, Spanish, French, Italian and
 * Portuguese.
 */
import en from "emojibase-data/en/data.json" with { type: "json" };
import de from "emojibase-data/de/data.json" with { type: "json" };
import es from "emojibase-data/es/data.json" with { type: "json" };
import fr from "emojibase-data/fr/data.json" with { type: "json" };
import it from "emojibase-data/it/data.json" with { type: "json" };
import pt from "emojibase-data/pt/data.json" with { type: "json" };

export const LANGUAGES = { de: "German", es: "Spanish", fr: "French", it: "Italian", pt: "Portuguese" } as const;
export type Language = keyof typeof LANGUAGES;

interface Annotated {
  hexcode: string;
  label?: string;
  tags?: string[];
}

export interface ForeignWord {
  /** Lower case, one word or two ('ciervo', 'nota musical'). */
  word: string;
  language: Language;
  /** The English name of the emoji as Fluent Emoji names its drawing ('sheaf-of-rice'). */
  drawing: string;
  /** The English name ('sheaf of rice'). */
  english: string;
  /** 3: the emoji's name; 2: the name's head word ('espiga' of 'espiga de arroz'); 1: a keyword. */
  strength: number;
}

/** A keyword of more emoji than this is too general to say what one shows. */
const GENERIC_TAG = 15;

/** 'woman’s hat' -> 'womans-hat', as Fluent Emoji's icon names are written. */
export const slug = (name: string) => name.toLowerCase().replace(/['’.:]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The head of a Romance name built with a preposition ('espiga' of 'espiga de arroz'); German compounds are one word. */
function headWord(name: string): string | null {
  return /^(\p{L}+) (?:de|di|da|do|du|des|del|della|dello)\b/u.exec(name)?.[1] ?? null;
}

const fewWords = (text: string) => text.split(" ").length <= 2 && /^[\p{Ll}\p{Lu} ]+$/u.test(text);

export function readEmoji(): { englishWords: Map<string, string[]>; english: Map<string, string>; foreign: ForeignWord[] } {
  const english = new Map<string, string>();
  const englishWords = new Map<string, string[]>();
  // Keywords of many emoji ('animal', 'face', 'food') say nothing of one.
  const tagCount = new Map<string, number>();
  for (const entry of en as Annotated[]) for (const tag of entry.tags ?? []) tagCount.set(tag, (tagCount.get(tag) ?? 0) + 1);
  for (const entry of en as Annotated[]) {
    if (!entry.label) continue;
    english.set(entry.hexcode, entry.label);
    const tags = (entry.tags ?? []).filter((tag) => tagCount.get(tag)! <= GENERIC_TAG);
    englishWords.set(slug(entry.label), [...entry.label.toLowerCase().split(/\W+/), ...tags].filter(Boolean));
  }
  const foreign: ForeignWord[] = [];
  for (const [language, data] of [["de", de], ["es", es], ["fr", fr], ["it", it], ["pt", pt]] as const) {
    for (const entry of data as Annotated[]) {
      const name = english.get(entry.hexcode);
      if (!name || !entry.label) continue;
      const base = { language, drawing: slug(name), english: name.toLowerCase() };
      const label = entry.label.toLowerCase();
      if (fewWords(label)) foreign.push({ ...base, word: label, strength: 3 });
      const head = headWord(label);
      if (head && fewWords(head)) foreign.push({ ...base, word: head, strength: 2 });
      for (const tag of entry.tags ?? []) if (fewWords(tag.toLowerCase())) foreign.push({ ...base, word: tag.toLowerCase(), strength: 1 });
    }
  }
  return { englishWords, english, foreign };
}
