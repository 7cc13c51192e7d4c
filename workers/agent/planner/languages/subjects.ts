/**
 * Subjects in the languages we serve: trades and the things a mark can show. Each row is
 * English first (the words the planner reads; the first is what a foreign word becomes, the
 * others are how the planner may name what it drew), then one cell per language:
 * 'what the answer says|how visitors write it/...'. The answer's form carries its article in
 * the case the sentences use it (German accusative: 'zeigt einen Fuchs').
 */
import { fold, type OtherLanguage } from "./language.ts";
import type { Row } from "#agent/planner/languages/subjects/row.ts";
import { FOOD_AND_DRINK } from "#agent/planner/languages/subjects/food-and-drink.ts";
import { SHOPS_AND_SERVICES } from "#agent/planner/languages/subjects/shops-and-services.ts";
import { NATURE_AND_PLACES } from "#agent/planner/languages/subjects/nature-and-places.ts";
import { DRAWN_CREATURES_AND_PEOPLE } from "#agent/planner/languages/subjects/drawn-creatures-and-people.ts";
import { DRAWN_THINGS } from "#agent/planner/languages/subjects/drawn-things.ts";
import { ASKED_DRAWINGS } from "#agent/planner/languages/subjects/asked-drawings.ts";

/** Every subject, in the order the readers try them. */
const ROWS: readonly Row[] = [...FOOD_AND_DRINK, ...SHOPS_AND_SERVICES, ...NATURE_AND_PLACES, ...DRAWN_CREATURES_AND_PEOPLE, ...DRAWN_THINGS, ...ASKED_DRAWINGS];

interface Entry {
  /** The English words the planner reads for it. */
  english: string;
  englishNames: readonly string[];
  said: Record<OtherLanguage, string>;
  written: Record<OtherLanguage, readonly string[]>;
}

const ORDER: readonly OtherLanguage[] = ["de", "es", "fr", "it", "pt"];

const ENTRIES: readonly Entry[] = ROWS.map(([english, ...cells]) => {
  const said = {} as Record<OtherLanguage, string>;
  const written = {} as Record<OtherLanguage, string[]>;
  ORDER.forEach((language, index) => {
    const [answer, inputs] = cells[index]!.split("|") as [string, string];
    said[language] = answer;
    written[language] = inputs
      .split("/")
      .map((input) => input.trim())
      .filter(Boolean);
  });
  const englishNames = english.split("/");
  return { english: englishNames[0]!, englishNames, said, written };
});

/** [how the visitors write it, the English it is read as] for one language. */
export function subjectWords(language: OtherLanguage): [string, string][] {
  return ENTRIES.flatMap((entry) => entry.written[language].map((input): [string, string] => [input, entry.english]));
}

/**
 * How the answer names a subject the planner called `english` ('ear of wheat' -> 'eine
 * Weizenähre'), or null when the table has no row for it (the caller says it another way).
 */
export function sayThing(english: string, language: OtherLanguage): string | null {
  const wanted = english.toLowerCase().trim();
  const entry = ENTRIES.find((row) => row.englishNames.includes(wanted)) ?? ENTRIES.find((row) => row.englishNames.some((name) => name === wanted.replace(/s$/, "")));
  return entry?.said[language] ?? null;
}

/** A German drawing after 'mit', in the dative: 'mit einem Fuchs', 'mit einer Brezel', 'mit einem Affen' (a weak noun keeps its ending). */
export function germanDative(accusative: string): string {
  return accusative.replace(/^einen\s|^ein\s/, "einem ").replace(/^eine\s/, "einer ");
}

/**
 * A German drawing named in the nominative ('Motiv: ein Affe'): the table's answers are
 * accusative, and a masculine noun declined weak keeps its ending there ('einen Affen',
 * 'einen Bären', 'einen Außerirdischen'); its nominative is the first form visitors write.
 */
export function germanNominative(accusative: string): string {
  const masculine = /^einen\s+(\S+)(.*)$/s.exec(accusative);
  if (!masculine) return accusative;
  const [, noun, rest] = masculine as unknown as [string, string, string];
  const written = ENTRIES.find((entry) => entry.said.de === accusative)?.written.de[0]?.split(" ")[0];
  // 'Affen' is 'affe' + n, 'Bären' 'bär' + en, 'Außerirdischen' 'außerirdischer' with -en for -er; never another word ('Tennisball', not 'tennis').
  const [said, nominative] = [fold(noun), written ? fold(written) : ""];
  const declined = !!written && (said === `${nominative}n` || said === `${nominative}en` || (nominative.endsWith("er") && said === `${nominative.slice(0, -2)}en`));
  return `ein ${declined ? written![0]!.toUpperCase() + written!.slice(1) : noun}${rest}`;
}
