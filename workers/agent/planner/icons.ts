/**
 * Finding a mark in the bundled icon sets through their own words. ICON_INDEX keeps each
 * icon's name, its designers' tags (Phosphor only) and its categories apart. A query term
 * scores highest when it is the icon's whole name, then when it is one of the name's
 * words, then when it is a tag. Categories ('objects', 'commerce') say nothing about the
 * picture, so they are never searched.
 */
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import type { IconRef, IconSet } from "#agent/design/logo-spec.ts";
import { stem } from "./text.ts";

/**
 * Name words that make a poor logo mark unless asked for: interface glyphs (align, text,
 * file...), negated or broken variants (-slash, -x, -break), and grim scenes.
 */
const POOR_MARK_WORDS = new Set([
  "align", "slash", "x", "minus", "plus", "dashed", "break", "broken", "arrows", "caret",
  "columns", "rows", "selection", "sidebar", "subtitles", "file", "folder", "number",
  "text", "split", "flip", "resize", "queue", "playlist", "sinking", "wreck", "burning",
  "warning", "disabled", "madness", "bite", "fall", "smoking", "sad", "melting", "angry",
  "nervous", "tentacle", "claw", "slashes", "thorns", "crack", "disconnect", "cigarette",
  "biohazard", "radioactive", "bomb", "skull", "prohibit", "trash", "virus", "coffin",
  "deployment", "cooked", "fried", "roast", "bowl", "bucket", "oven", "leg", "limb",
  "canned", "eggs", "totem", "escape",
]);

export interface IndexedIcon {
  ref: IconRef;
  /** Stemmed words of the icon's name, in order ('fox-head' -> ['fox', 'head']). */
  nameWords: string[];
  /** Stemmed words of the designers' tags. */
  tags: Set<string>;
  /** The set's categories as it ships them ('maps & travel'), for the catalogue category. */
  categories: readonly string[];
  /** A human label for narration ('fox head'). */
  label: string;
}

export const INDEXED_ICONS: readonly IndexedIcon[] = ICON_INDEX.map(([set, name, tags, categories]) => ({
  ref: { set, name },
  nameWords: name.split("-").map(stem),
  tags: new Set(tags.flatMap((tag) => tag.split(" ")).map(stem)),
  categories,
  label: name.replace(/-/g, " "),
}));

const BY_KEY = new Map(INDEXED_ICONS.map((icon) => [`${icon.ref.set}:${icon.ref.name}`, icon]));

/**
 * The sets a free-text search looks in. MDI's drawings are reached through the lexicon
 * (lexicon.ts), where WordNet and the trade choose the sense of a word: its names are plain
 * words ('iron', 'scale', 'cup') that a search by words alone would draw in the wrong sense.
 */
const SEARCHED_SETS: ReadonlySet<IconSet> = new Set(["phosphor", "fluent-emoji"]);

/**
 * Every icon under each word of its name and tags: a term can only match an icon that
 * holds the term's first word, so a search looks at a handful of icons, not all.
 */
const BY_WORD = new Map<string, IndexedIcon[]>();
for (const icon of INDEXED_ICONS.filter((indexed) => SEARCHED_SETS.has(indexed.ref.set))) {
  for (const word of new Set([...icon.nameWords, ...icon.tags])) {
    const list = BY_WORD.get(word);
    if (list) list.push(icon);
    else BY_WORD.set(word, [icon]);
  }
}

/**
 * The icons' names of two words or more, stemmed, by their first word, longest first:
 * a prompt that names one ('a baby carriage', 'a fork and knife') names that picture, not
 * its words one by one.
 */
const NAME_PHRASES = new Map<string, string[][]>();
for (const icon of INDEXED_ICONS.filter((indexed) => SEARCHED_SETS.has(indexed.ref.set))) {
  if (icon.nameWords.length < 2) continue;
  const list = NAME_PHRASES.get(icon.nameWords[0]!) ?? [];
  if (!list.some((phrase) => phrase.join(" ") === icon.nameWords.join(" "))) list.push(icon.nameWords);
  NAME_PHRASES.set(icon.nameWords[0]!, list);
}
for (const list of NAME_PHRASES.values()) list.sort((a, b) => b.length - a.length);

const ONE_WORD_NAMES = new Set(INDEXED_ICONS.filter((icon) => icon.nameWords.length === 1 && SEARCHED_SETS.has(icon.ref.set)).map((icon) => icon.nameWords[0]!));

/** Whether a stemmed word is an icon's whole name ('fox', 'stamp'). */
export function isIconName(word: string): boolean {
  return ONE_WORD_NAMES.has(word);
}

/** How many words starting at `stems[index]` are an icon's whole name (0: none of two or more). */
export function iconNameAt(stems: readonly string[], index: number): number {
  const phrase = NAME_PHRASES.get(stems[index] ?? "")?.find((words) => words.every((word, offset) => stems[index + offset] === word));
  return phrase?.length ?? 0;
}

export function findIndexedIcon(ref: IconRef): IndexedIcon | undefined {
  return BY_KEY.get(`${ref.set}:${ref.name}`);
}

/** Name words that mark a logo-friendly rendering of a subject ('eagle-emblem', 'fox-head'). */
const EMBLEM_WORDS = new Set(["head", "face", "emblem", "symbol", "profile", "print", "simple"]);

export interface QueryTerm {
  /** A word or hyphen-free phrase ('coffee', 'graduation cap'); stemmed when matched. */
  text: string;
  /** How much this term counts relative to the others (1 = the subject itself). */
  weight: number;
  /**
   * The term is the subject itself ('croissant'): it finds only an icon named exactly so,
   * never one that merely has the word in its name or tags.
   */
  exact?: boolean;
}

export interface IconMatch {
  icon: IndexedIcon;
  score: number;
  /** The query term that scored this icon best. */
  term: string;
  /** That term was an exact one: the icon draws the subject itself. */
  exact: boolean;
}

const SIMPLE = stem("simple");

/** The icon is named exactly `termWords`; 'simple' is a drawing variant, not a word of the name. */
function isNamed(termWords: readonly string[], icon: IndexedIcon): boolean {
  const name = icon.nameWords.filter((word) => word !== SIMPLE);
  const term = termWords.filter((word) => word !== SIMPLE);
  return name.length === term.length && name.every((word, index) => word === term[index]);
}

/** How well one term describes one icon, 0..100. */
function matchTerm(termWords: string[], icon: IndexedIcon): number {
  const term = termWords.join(" ");
  const name = icon.nameWords.join(" ");
  if (name === term) return 100;
  const extraWords = icon.nameWords.length - termWords.length;
  // The term is a run of the name's words: 'dragon' in 'dragon-head', 'coffee bean' in 'coffee-bean'.
  const position = icon.nameWords.findIndex((_, start) =>
    termWords.every((word, offset) => icon.nameWords[start + offset] === word),
  );
  if (position >= 0) {
    const leftover = icon.nameWords.filter((_, index) => index < position || index >= position + termWords.length);
    const emblemBonus = leftover.every((word) => EMBLEM_WORDS.has(word)) ? 8 : 0;
    // The subject as the name's head noun ('fox-head') beats it as a modifier ('flying-fox').
    const headBonus = position === 0 ? 4 : 0;
    return 66 - 9 * extraWords + emblemBonus + headBonus;
  }
  if (termWords.length === 1) {
    return icon.tags.has(termWords[0]!) ? 34 - Math.min(10, extraWords * 2) : 0;
  }
  // A phrase whose words are all tags ('first aid') still describes the icon.
  if (termWords.every((word) => icon.tags.has(word) || icon.nameWords.includes(word))) return 30;
  return 0;
}

function poorMarkPenalty(icon: IndexedIcon, queryWords: Set<string>): number {
  const poor = icon.nameWords.filter((word) => POOR_MARK_WORDS.has(word) && !queryWords.has(word));
  return poor.length > 0 ? 0.35 : 1;
}

export interface SearchOptions {
  /** Icons from this set score a little higher (personalization keeps a mark family). */
  preferSet?: IconSet | null;
  /** Icons never to return (e.g. the current icon, when asked for a different one). */
  exclude?: IconRef | null;
}

/**
 * Ranks the bundled icons for the query, best first. An icon's score is its best term
 * match times that term's weight, plus a little for every further term it also matches
 * ('coffee' and 'bean' both name coffee-bean).
 */
export function searchIcons(terms: readonly QueryTerm[], options: SearchOptions = {}): IconMatch[] {
  const prepared = terms
    .map((term) => ({ words: term.text.toLowerCase().split(/[\s-]+/).filter(Boolean).map(stem), weight: term.weight, text: term.text, exact: term.exact ?? false }))
    .filter((term) => term.words.length > 0);
  if (prepared.length === 0) return [];
  const queryWords = new Set(prepared.flatMap((term) => term.words));
  const candidates = new Set(prepared.flatMap((term) => BY_WORD.get(term.words[0]!) ?? []));
  const matches: IconMatch[] = [];
  for (const icon of candidates) {
    if (options.exclude && icon.ref.set === options.exclude.set && icon.ref.name === options.exclude.name) continue;
    let best = 0;
    let bestTerm = prepared[0]!;
    let others = 0;
    for (const term of prepared) {
      const score = (term.exact ? (isNamed(term.words, icon) ? 100 : 0) : matchTerm(term.words, icon)) * term.weight;
      if (score > best) {
        others += best;
        best = score;
        bestTerm = term;
      } else others += score;
    }
    if (best <= 0) continue;
    let score = (best + Math.min(others, 40) * 0.15) * poorMarkPenalty(icon, queryWords);
    if (options.preferSet && icon.ref.set === options.preferSet) score *= 1.1;
    matches.push({ icon, score, term: bestTerm.text, exact: bestTerm.exact });
  }
  return matches.sort((a, b) => b.score - a.score || a.icon.ref.name.localeCompare(b.icon.ref.name));
}

/** A match this strong shows the term itself, not a loose association. */
export const STRONG_MATCH = 45;
/** Below this a match is a stretch; the planner prefers a monogram or an abstract mark. */
export const USABLE_MATCH = 24;

/** Icons that read as marks without a subject: for abstract styles and for brands with none. */
export const ABSTRACT_MARK_TERMS: readonly QueryTerm[] = [
  "sparkle", "star four", "circles three", "intersect", "spiral", "infinity", "hexagon", "cube",
  "diamonds four", "polygon", "wave sine", "atom", "asterisk", "triangle", "flower lotus",
].map((text, index) => ({ text, weight: 1 - index * 0.01 }));

/** Words that describe an icon, for tags and for finding a similar one. */
export function iconWords(icon: IconRef): string[] {
  const indexed = findIndexedIcon(icon);
  if (!indexed) return icon.name.split("-");
  return indexed.nameWords.filter((word) => !EMBLEM_WORDS.has(word));
}
