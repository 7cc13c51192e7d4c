/**
 * A prompt in German, Spanish, French, Italian or Portuguese read into the English words the
 * planner knows. The name is found first (quoted, or the capitalised words after 'namens',
 * 'llamada', 'appelée'...) and kept exactly as written; then the longest known phrase wins
 * at each place ('espiga de trigo' before 'trigo', 'más grande' before 'más'), so a phrase
 * is never read as its words one by one. Words the tables do not know are left as written:
 * a name typed without a marker still reads as a name.
 */
import { fold, foldedWords, LANGUAGES, type Language, type OtherLanguage } from "./language.ts";
import { subjectWords } from "./subjects.ts";
import { VOCABULARIES } from "./vocabulary.ts";
import { ABBREVIATIONS } from "#agent/planner/brand.ts";

export interface EnglishReading {
  language: Language;
  /** The prompt in the planner's English ('a bakery called "Müllers Brotstübchen" ...'). */
  text: string;
}

const OTHERS = LANGUAGES.filter((language): language is OtherLanguage => language !== "en");

/** English words that tell an English prompt apart (the planner's own). */
const ENGLISH_TELLTALES = new Set([
  // A question's words ('what fonts do you have?' was read as Portuguese for its 'do').
  "what",
  "which",
  "how",
  "why",
  "you",
  "your",
  "have",
  "has",
  "does",
  "can",
  "could",
  "would",
  "think",
  "much",
  "fonts",
  "colours",
  "colors",
  "icons",
  "the",
  "a",
  "an",
  "and",
  "with",
  "for",
  "of",
  "called",
  "named",
  "make",
  "change",
  "add",
  "please",
  "logo",
  "i",
  "my",
  "our",
  "want",
  "need",
  "text",
  "colour",
  "color",
  "bigger",
  "smaller",
  "font",
  "icon",
  "style",
  "to",
  "it",
  "is",
  "in",
  "on",
  "mode",
  "dark",
  "light",
  "more",
  "less",
  "this",
  "that",
  "use",
  "try",
  "show",
  "me",
  "other",
  "ideas",
  "mark",
  "name",
  "shop",
  "company",
  "studio",
]);

interface Table {
  /** Folded phrase -> English, longest phrases first in `pattern`. */
  english: Map<string, string>;
  pattern: RegExp;
  telltales: Set<string>;
  known: Set<string>;
  markers: RegExp;
  /** What asks for a new name ('umbenennen in', 'renombrar a'). */
  renames: RegExp;
  /** The words for a tagline ('Slogan', 'eslogan', 'devise'). */
  taglines: RegExp;
  connectors: Set<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function buildTable(language: OtherLanguage): Table {
  const vocabulary = VOCABULARIES[language];
  const english = new Map<string, string>();
  // Subjects first: a word that is both a thing and a colour ('rose', 'rosa') names the thing.
  for (const [written, meaning] of [...subjectWords(language), ...vocabulary.words]) {
    const key = fold(written);
    if (!english.has(key)) english.set(key, meaning);
  }
  const phrases = [...english.keys()].sort((a, b) => b.length - a.length).map(escape);
  const markers = [...vocabulary.nameMarkers]
    .map(fold)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  return {
    english,
    // A phrase ending in an apostrophe ("l'") joins the next word directly.
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join("|")})(?:(?<=')|(?![\\p{L}\\p{N}]))`, "gu"),
    telltales: new Set(vocabulary.telltales.map(fold)),
    known: new Set([...english.keys()].flatMap((phrase) => foldedWords(phrase))),
    markers: new RegExp(`(?<![\\p{L}\\p{N}])(?:${markers.join("|")})(?![\\p{L}\\p{N}])`, "gu"),
    connectors: new Set(vocabulary.nameConnectors.map(fold)),
    renames: phrasesMeaning(vocabulary.words, "rename to"),
    taglines: phrasesMeaning(vocabulary.words, "tagline"),
  };
}

/** The table's phrases that read as one English meaning, as one pattern over folded text. */
function phrasesMeaning(words: readonly (readonly [string, string])[], meaning: string): RegExp {
  const phrases = words
    .filter(([, english]) => english === meaning)
    .map(([written]) => escape(fold(written)))
    .sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join("|")})(?![\\p{L}\\p{N}])`, "gu");
}

const TABLES = Object.fromEntries(OTHERS.map((language) => [language, buildTable(language)])) as Record<OtherLanguage, Table>;

/** Every English word the tables read into: a word written the same in English counts for English. */
const ENGLISH_WORDS = new Set([...ENGLISH_TELLTALES, ...OTHERS.flatMap((language) => [...TABLES[language].english.values()].flatMap((english) => foldedWords(english)))]);

/**
 * The language a text is written in: the one whose telltale words it uses most, known
 * words breaking ties; null when nothing tells (a bare name, 'OK', a colour code). A word
 * English writes the same ('modern', 'logo') counts for English, so an English prompt is
 * never read as another language for a word they share. `prefer` (the conversation's
 * language) wins a tie.
 */
export function detectLanguage(text: string, prefer: Language | null = null): Language | null {
  // A name is no evidence of a language ('a bakery called Pan y Sol' is English).
  const tokens = foldedWords(
    // A founding year ('Est. 1998') is no French 'est'.
    text.replace(/"[^"\n]*"|[„“«][^“”»\n]*[“”»]/g, " ").replace(/\best\.?\s+\d{4}\b/gi, " ").replace(/\b(?:called|named)\s+(?:[\p{Lu}\d][\p{L}\d'’&-]*(?:\s+(?:y|e|de|del|da|do|di|la|le|el|et|und|&|and|of)\b)?\s*)+/gu, " ")
  );
  if (tokens.length === 0) return null;
  const englishScore = tokens.filter((token) => ENGLISH_WORDS.has(token)).length;
  let best: { language: Language; score: number } | null = null;
  for (const language of OTHERS) {
    const table = TABLES[language];
    const own = tokens.filter((token) => !ENGLISH_WORDS.has(token));
    const telltales = own.filter((token) => table.telltales.has(token)).length;
    const known = own.filter((token) => table.known.has(token) && !table.telltales.has(token)).length;
    const score = telltales * 2 + known;
    // A tie goes to the conversation's language: 'un tigre' in a French conversation is French;
    // there one word of it is enough ('in Blau', 'Text schwarz' in a German one).
    if ((telltales > 0 || known > 1 || (known > 0 && language === prefer)) && (!best || score > best.score || (score === best.score && language === prefer))) best = { language, score };
  }
  if (!best || best.score < englishScore || (best.score === englishScore && best.language !== prefer)) return englishScore > 0 ? "en" : null;
  return best.language;
}

const QUOTES: readonly [string, string][] = [
  ["„", "“"],
  ["“", "”"],
  ["«", "»"],
  ["‹", "›"],
  ["”", "”"],
  ['"', '"'],
];

/** Typographic quotes as the planner's straight ones: its readers take a quoted name as written. */
function straightenQuotes(text: string): string {
  let result = text;
  for (const [open, close] of QUOTES) result = result.split(open).join('"').split(close).join('"');
  return result.replace(/«\s*|\s*»/g, '"');
}

interface Span {
  start: number;
  end: number;
  /** What the span becomes in English. */
  english: string;
}

/** Quoted text is the visitor's own (a name, a tagline): never translated. */
function quotedSpans(text: string): Span[] {
  return [...text.matchAll(/"[^"\n]{1,120}"/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    english: match[0],
  }));
}

const isCapitalised = (word: string) => /^[\p{Lu}\p{N}]/u.test(word);

/** A company abbreviation with its full stop ('Co.', 'Hnos.'): part of the name. */
const ABBREVIATED = new RegExp(`^(?:${ABBREVIATIONS.join("|")})\\.$`, "u");

/** Each marker word in the (folded) text and where it ends, skipping those inside a span already taken (a quote). */
function* freeMarkers(text: string, markers: RegExp, taken: readonly Span[]): Generator<{ marker: RegExpExecArray; from: number }> {
  for (const marker of fold(text).matchAll(markers)) {
    const from = marker.index + marker[0].length;
    if (!taken.some((span) => from >= span.start && from < span.end)) yield { marker: marker as RegExpExecArray, from };
  }
}

/**
 * The name after a marker ('namens Müllers Brotstübchen', 'llamada Jardín de Lucía'): the
 * capitalised words that follow, lower-case connectors between them, up to punctuation.
 */
function namedSpans(text: string, table: Table, taken: readonly Span[]): Span[] {
  const spans: Span[] = [];
  for (const { marker, from } of freeMarkers(text, table.markers, taken)) {
    const after = text.slice(from);
    const leading = after.match(/^\s*/)![0].length;
    if (after[leading] === '"') continue;
    const tokens = [...after.slice(leading).matchAll(/[^\s]+/g)];
    const kept: RegExpMatchArray[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]![0];
      // An abbreviation keeps its full stop ('Müller & Co.', 'Pérez Hnos.').
      const word = ABBREVIATED.test(token) ? token : token.replace(/[,.;:!?)]+$/, "");
      const next = tokens[index + 1]?.[0] ?? "";
      // 'd'Or', "l'Étoile": an elided connector joined to a capitalised word
      const capital = isCapitalised(word) || word === "&" || /^[dl]['’]\p{Lu}/u.test(word);
      const connector = table.connectors.has(fold(word)) && kept.length > 0 && isCapitalised(next);
      if (!capital && !connector) break;
      kept.push(tokens[index]!);
      if (word !== token) break;
    }
    // A connector never ends a name.
    while (kept.length > 0 && table.connectors.has(fold(kept.at(-1)![0]))) kept.pop();
    if (kept.length === 0) continue;
    const last = kept.at(-1)!;
    const end = from + leading + last.index! + (ABBREVIATED.test(last[0]) ? last[0] : last[0].replace(/[,.;:!?)]+$/, "")).length;
    spans.push({
      start: marker.index,
      end,
      english: `called "${text.slice(from + leading, end).trim()}"`,
    });
  }
  return spans;
}

/**
 * A new name asked for ('umbenennen in Sonnenbrot', 'renombrar a Sol y Sombra'): everything
 * up to the end of the clause is the name, kept as written.
 */
function renameSpans(text: string, table: Table, taken: readonly Span[]): Span[] {
  const spans: Span[] = [];
  for (const { marker, from } of freeMarkers(text, table.renames, taken)) {
    const tail = text.slice(from);
    const leading = tail.match(/^\s*/)![0].length;
    if (tail[leading] === '"') continue;
    const name = tail
      .slice(leading)
      .match(/^[^.,;!?\n]+/)?.[0]
      .trim();
    if (!name) continue;
    spans.push({ start: marker.index, end: from + leading + name.length, english: `rename to "${name}"` });
  }
  return spans;
}

/** What asks for a tagline before its word ('mit dem Slogan', 'añade el eslogan'), in English. */
const GIVES_A_TAGLINE = /\b(?:with|add|set|change|use|new|put|write)\b/;

/**
 * A tagline given after its word ('mit dem Slogan Frisch jeden Morgen', 'adiciona o slogan
 * Fresco todas as manhãs'): the visitor's own words, kept as written up to the clause's end,
 * never read word by word ('as manhãs' is not 'the manhãs'). Only after a word that gives one
 * (or a colon), and only when it starts as a line does (a capital or a digit): 'Slogan unter
 * den Namen' and 'el eslogan en rojo' say where it goes or how it looks.
 */
function taglineSpans(text: string, table: Table, taken: readonly Span[]): Span[] {
  const folded = fold(text);
  const spans: Span[] = [];
  for (const { marker, from: markerEnd } of freeMarkers(text, table.taglines, taken)) {
    let from = markerEnd;
    // German may end the verb before the colon: 'füge einen Slogan hinzu: Honig aus dem Schwarzwald'.
    const colon = /^(?:\s+(?:hinzu|dazu))?\s*[:=]/i.exec(text.slice(from));
    if (colon) from += colon[0].length;
    const clause = folded.slice(0, marker.index).split(/[.;!?\n,]/).at(-1)!;
    if (!colon && !GIVES_A_TAGLINE.test(translateWords(clause, table))) continue;
    const tail = text.slice(from);
    const leading = tail.match(/^\s*/)![0].length;
    if (tail[leading] === '"' || !/^[\p{Lu}\p{N}]/u.test(tail.slice(leading))) continue;
    // German puts the verb's particle last: 'füge den Slogan Frisch jeden Morgen hinzu'.
    const line = tail
      .slice(leading)
      .match(/^[^.;!?\n,]+/)![0]
      .replace(/\s+(?:hinzu|dazu)\s*$/i, "")
      .trim();
    spans.push({ start: marker.index, end: from + leading + line.length, english: `tagline "${line}"` });
  }
  return spans;
}

/**
 * A name written without a marker ('para minha cafeteria Grão de Ouro'): in Spanish, French,
 * Italian and Portuguese a capitalised run of words inside a sentence is a name, kept as
 * written ('Ouro' is not 'gold'). German capitalises every noun, so there only a marker or
 * quotes tell a name.
 */
function capitalisedSpans(text: string, taken: readonly Span[]): Span[] {
  const spans: Span[] = [];
  const run = /(?<=[\p{L}\p{N},;:]\s+)\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:(?:de|da|do|das|dos|del|della|di|du|des|la|le|y|e|et|&)\s+)?\p{Lu}[\p{L}\p{N}'’&.-]*)*/gu;
  for (const match of text.matchAll(run)) {
    const end = match.index + match[0].replace(/[.,;:]+$/, "").length;
    if (taken.some((span) => match.index < span.end && end > span.start)) continue;
    spans.push({ start: match.index, end, english: text.slice(match.index, end) });
  }
  return spans;
}

const COLOURS = /(?:(?:dark|light) )?(?:red|blue|green|yellow|black|white|grey|brown|orange|purple|violet|pink|turquoise|gold|silver|beige|cream|navy|burgundy|olive|mustard|terracotta|lilac)\b/;

/** Word order the English readers expect from what the tables give word for word. */
function tidyEnglish(text: string): string {
  return (
    text
      // 'cambia el color del texto a verde' -> 'change the colour of the text to green'
      .replace(new RegExp(`\\b(change|turn)\\b([^.;!?]*?)\\b(?:for|in|into|with|of)\\s+(?=${COLOURS.source})`, "g"), "$1$2to ")
      // 'mets le texte en bleu' -> 'make the text blue'
      .replace(new RegExp(`\\b(make)\\b([^.;!?]*?)\\s(?:to|in|into|for|with)\\s+(?=${COLOURS.source})`, "g"), "$1$2 ")
      // 'una rosa roja' -> 'a rose red' reads; 'fondo azul' -> 'background blue' reads better as 'blue background'
      .replace(new RegExp(`\\b(background|text|lettering|icon)\\s+(${COLOURS.source.slice(0, -2)})\\b`, "g"), (whole, noun: string, colour: string, offset: number, all: string) =>
        /\b(make|change|turn)\b[^.;!?]*$/.test(all.slice(0, offset)) ? whole : `${colour} ${noun}`
      )
      .replace(/\ba ([aeiou])/g, "an $1")
      .replace(/[ \t]{2,}/g, " ")
      .trim()
  );
}

/** The prompt in English words; English prompts come back as they are. */
export function readInEnglish(prompt: string, fallback: Language = "en"): EnglishReading {
  const straight = straightenQuotes(prompt);
  const language = detectLanguage(straight, fallback) ?? fallback;
  if (language === "en") return { language, text: prompt };
  const table = TABLES[language];
  const quoted = quotedSpans(straight);
  const named = [...namedSpans(straight, table, quoted), ...renameSpans(straight, table, quoted), ...taglineSpans(straight, table, quoted)];
  if (language !== "de") named.push(...capitalisedSpans(straight, [...quoted, ...named]));
  const kept = [...quoted, ...named].sort((a, b) => a.start - b.start);
  let text = "";
  let at = 0;
  for (const span of [...kept, { start: straight.length, end: straight.length, english: "" }]) {
    if (span.start < at) continue;
    text += translateWords(straight.slice(at, span.start), table) + span.english;
    at = span.end;
  }
  return { language, text: tidyEnglish(text) };
}

function translateWords(text: string, table: Table): string {
  const folded = fold(text);
  let result = "";
  let at = 0;
  for (const match of folded.matchAll(table.pattern)) {
    result += text.slice(at, match.index);
    result += table.english.get(match[0]) ?? text.slice(match.index, match.index + match[0].length);
    at = match.index + match[0].length;
  }
  return result + text.slice(at);
}
