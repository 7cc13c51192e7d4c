/**
 * Walking WordNet's nouns for scripts/build-lexicon.ts: a sense's label, its depth below
 * 'entity', the senses above it level by level, how many kinds it holds, and the words that
 * say what it is about.
 */
import { stem } from "#agent/planner/text.ts";
import type { Synset, WordNet } from "./wordnet.ts";

export function wordnetWalk(wn: WordNet) {
  const STOP = new Set(
    `a an the of or and in on to by for with from as at its it is are be that which this used any especially usually often various some one two
    other such having has than into being very make made makes come work use like most more many much small large also may can not all`.split(/\s+/),
  );

  /** The first nouns of a gloss (not its adjectives or verbs: 'special', 'representing' point to nothing). */
  function glossWords(gloss: string, count: number): string[] {
    const definition = gloss.split(/;|"/)[0]!;
    const isNoun = (word: string) => wn.nouns.has(word) && (wn.nounCount.get(word) ?? 0) >= Math.max(wn.adjectiveCount.get(word) ?? 0, wn.verbCount.get(word) ?? 0);
    return definition.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 2 && !STOP.has(word) && (isNoun(word) || isNoun(stem(word)))).slice(0, count).map(stem);
  }

  const lemmaWords = (word: string) => word.toLowerCase().split(/[_\s-]+/).map(stem);
  const label = (synset: Synset) => synset.words[0]!.replace(/_/g, " ");
  /** A sense named with a capital (a person, a place), or an insult: never drawn. */
  const isProper = (synset: Synset, lemma: string) => !synset.words.some((word) => word === lemma) || OFFENSIVE.test(synset.gloss);
  const OFFENSIVE = /\b(slur|offensive|vulgar|obscene|derogatory|disparaging|contemptuous|slang)\b/;
  const synset = (offset: string) => wn.synsets.get(offset)!;

  const depths = new Map<string, number>();
  function depth(offset: string): number {
    const known = depths.get(offset);
    if (known !== undefined) return known;
    depths.set(offset, 0);
    const parents = synset(offset).hypernyms;
    const found = parents.length === 0 ? 0 : 1 + Math.min(...parents.map(depth));
    depths.set(offset, found);
    return found;
  }

  /** The senses above one, level by level, each level in WordNet's order. */
  function ancestors(offset: string, levels: number): string[][] {
    const result: string[][] = [];
    let level = [offset];
    const seen = new Set(level);
    for (let i = 0; i < levels; i++) {
      level = level.flatMap((at) => synset(at).hypernyms).filter((next) => !seen.has(next) && seen.add(next));
      if (level.length === 0) break;
      result.push(level);
    }
    return result;
  }

  /** Words that say what a sense is about: its words, its gloss's, its hypernyms' and its topics'. */
  function senseWords(offset: string): Set<string> {
    const entry = synset(offset);
    const words = new Set([...entry.words.flatMap(lemmaWords), ...glossWords(entry.gloss, 12)]);
    for (const above of [offset, ...ancestors(offset, 3).flat()]) {
      for (const word of synset(above).words.flatMap(lemmaWords)) words.add(word);
      for (const topic of synset(above).topics) for (const word of synset(topic).words.flatMap(lemmaWords)) words.add(word);
    }
    return words;
  }

  const descendantCounts = new Map<string, number>();
  function descendants(offset: string): number {
    const known = descendantCounts.get(offset);
    if (known !== undefined) return known;
    descendantCounts.set(offset, 0);
    const count = synset(offset).hyponyms.reduce((sum, child) => sum + 1 + descendants(child), 0);
    descendantCounts.set(offset, count);
    return count;
  }

  /** A sense by its lemma and number ('seal#5': WordNet's fifth sense of 'seal'). */
  function senseByNumber(spec: string): string {
    const [lemma, number] = spec.split("#") as [string, string];
    const found = wn.nouns.get(lemma)?.[Number(number) - 1];
    if (!found) throw new Error(`WordNet has no ${spec}`);
    return found;
  }

  return { synset, label, lemmaWords, glossWords, isProper, depth, ancestors, descendants, senseWords, senseByNumber };
}
