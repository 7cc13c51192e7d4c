/**
 * The drawable senses of a noun, read from lexicon.generated.ts (WordNet's nouns and CLDR's
 * emoji names in five more languages, built by scripts/build-lexicon.ts): each sense with
 * the drawing that shows it, how it comes to that drawing ('a heron is a bird'), and the
 * words a trade points to it by. Read once, on first use.
 */
import type { IconRef, IconSet } from "#agent/design/logo-spec.ts";
import { LEXICON_COMMON, LEXICON_DRAWINGS, LEXICON_FOREIGN, LEXICON_NOUNS, LEXICON_SENSES } from "./lexicon.generated.ts";
import { stem } from "./text.ts";

/** '=' drawn as itself; '<' a kind of what is drawn; '~' kin of it (one family); '^' shaped like it. */
export type Relation = "=" | "<" | "~" | "^";

export interface LexiconSense {
  relation: Relation;
  /** What explains the drawing: the sense itself, or the kind, family or shape ('bird', 'deer'). */
  via: string;
  /** The drawings that show it, plainest first. */
  icons: readonly IconRef[];
  /** Words a trade may point to it by, stemmed. */
  domain: ReadonlySet<string>;
}

export interface LexiconEntry {
  senses: readonly LexiconSense[];
  /** The first sense is the word's commonest: drawn with no trade to point to it. */
  plain: boolean;
  /** The word is more often an adjective ('sharp'): before another word of a name it is one. */
  adjective: boolean;
  /** The entry is another language's word ('Hirsch'): its language, in English. */
  language?: string;
}

const LANGUAGES: Record<string, string> = { de: "German", es: "Spanish", fr: "French", it: "Italian", pt: "Portuguese" };
/** How far above a sense its trade words reach (as the index was built). */
const CUE_LEVELS = 3;

interface Node {
  label: string;
  parent: number | null;
  icons: IconRef[];
  words: string[];
}

interface Lexicon {
  nodes: Node[];
  nouns: Map<string, string>;
  foreign: Map<string, string>;
  common: Set<string>;
  /** The senses each drawing shows, by 'set:name'. */
  byIcon: Map<string, number[]>;
  domains: Map<number, Set<string>>;
}

let lexicon: Lexicon | null = null;

function lines(block: string, keyed: (line: string) => [string, string]): Map<string, string> {
  return new Map(block.split("\n").filter(Boolean).map(keyed));
}

function load(): Lexicon {
  const sets: Record<string, IconSet> = { p: "phosphor", f: "fluent-emoji", m: "mdi" };
  const drawings = LEXICON_DRAWINGS.split(" ").map((entry): IconRef => ({ set: sets[entry.slice(0, 1)]!, name: entry.slice(2) }));
  const byIcon = new Map<string, number[]>();
  const nodes = LEXICON_SENSES.split("\n")
    .filter(Boolean)
    .map((line, index): Node => {
      const [label, parent, shown, words] = line.split("|") as [string, string, string, string];
      const own = !shown.startsWith("~");
      const icons = shown.replace("~", "").split(" ").filter(Boolean).map((code) => drawings[parseInt(code, 36)]!);
      if (own) for (const icon of icons) byIcon.set(`${icon.set}:${icon.name}`, [...(byIcon.get(`${icon.set}:${icon.name}`) ?? []), index]);
      return { label, parent: parent ? parseInt(parent, 36) : null, icons, words: words.split(" ").filter(Boolean) };
    });
  const nouns = new Map<string, string>();
  for (const line of LEXICON_NOUNS.split("\n").filter(Boolean)) {
    const [codes, words] = line.split("\t") as [string, string];
    for (const word of words.split(",")) nouns.set(word, codes);
  }
  const foreign = lines(LEXICON_FOREIGN, (line) => {
    const [word, language, senses] = line.split("\t") as [string, string, string];
    return [word, `${language}\t${senses}`];
  });
  return { nodes, nouns, foreign, common: new Set(LEXICON_COMMON.split(" ")), byIcon, domains: new Map() };
}

function domainOf(index: number): Set<string> {
  const known = lexicon!.domains.get(index);
  if (known) return known;
  const domain = new Set<string>();
  // The sense's own words, and the kinds above it by name ('chessman', 'bird').
  for (let at: number | null = index, level = 0; at !== null && level <= CUE_LEVELS; at = lexicon!.nodes[at]!.parent, level++) {
    const node = lexicon!.nodes[at]!;
    for (const word of [...node.label.toLowerCase().split(/[\s-]+/).map(stem), ...(level === 0 ? node.words : [])]) if (!lexicon!.common.has(word)) domain.add(word);
  }
  lexicon!.domains.set(index, domain);
  return domain;
}

function senses(codes: string): LexiconSense[] {
  return codes.split(",").map((code) => {
    const index = parseInt(code.slice(1), 36);
    const node = lexicon!.nodes[index]!;
    return { relation: code[0] as Relation, via: node.label, icons: node.icons, domain: domainOf(index) };
  });
}

/**
 * The drawable senses of a noun or two-word name ('heron', 'blue note', 'hirsch'): the English
 * noun's, then another language's word spelt the same ('lapin', French for the rabbit).
 */
export function lexiconEntries(word: string): LexiconEntry[] {
  lexicon ??= load();
  const found: LexiconEntry[] = [];
  const noun = lexicon.nouns.get(word);
  if (noun !== undefined) {
    const marked = /^[!*]/.test(noun);
    found.push({ senses: senses(marked ? noun.slice(1) : noun), plain: noun.startsWith("!"), adjective: noun.startsWith("*") });
  }
  const other = lexicon.foreign.get(word);
  if (other !== undefined) {
    const [language, codes] = other.split("\t") as [string, string];
    // A word of another language names the thing itself: its first sense needs no trade to point to it.
    found.push({ senses: senses(codes), plain: true, adjective: false, language: LANGUAGES[language] });
  }
  return found;
}

/** The words of the senses a drawing shows (a trade's drawing: what it points to). */
export function drawingDomain(icon: IconRef): ReadonlySet<string> {
  lexicon ??= load();
  const domain = new Set<string>();
  for (const index of lexicon.byIcon.get(`${icon.set}:${icon.name}`) ?? []) for (const word of domainOf(index)) domain.add(word);
  return domain;
}

/** The senses a drawing shows, each with every drawing of it ('f:bear': the bear). */
export function sensesOfDrawing(icon: IconRef): LexiconSense[] {
  lexicon ??= load();
  return (lexicon.byIcon.get(`${icon.set}:${icon.name}`) ?? []).map((index) => {
    const node = lexicon!.nodes[index]!;
    return { relation: "=", via: node.label, icons: node.icons, domain: domainOf(index) };
  });
}

/** Words so many senses share that they point to none ('equipment', 'organism'). */
export function isCommonWord(word: string): boolean {
  lexicon ??= load();
  return lexicon.common.has(word);
}
