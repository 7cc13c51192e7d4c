/**
 * The brand name and tagline in a prompt. People write names in many ways: in quotes,
 * after 'called' or 'named', after 'for', or simply capitalised somewhere in the
 * sentence. The readers below go from the most explicit to the least; the first that
 * finds a name wins. What they take is blanked out of the text handed on, so 'Blue
 * Bottle' never asks for the colour blue and 'Fox Den' never asks for a fox first.
 */
import { unletterable } from "#agent/design/lettering-coverage.ts";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { BRAND_MAX_CHARS, TAGLINE_MAX_CHARS } from "#protocol/logo-spec.ts";
import { NAMED_COLOURS } from "./colour-words.ts";
import { CONCEPTS } from "./subject-concepts.ts";
import { triggerAt } from "./mentions.ts";
import { stem, titleCase, words } from "./text.ts";

export type BrandSource = "quoted" | "called" | "for" | "name-like" | "whole-prompt";

export interface BrandReading {
  brand: string | null;
  source: BrandSource | null;
  tagline: string | null;
  /** The prompt with the brand and the tagline blanked out. */
  rest: string;
  /**
   * When the name or tagline is longer than a design draws whole: the question the agent
   * asks instead of cutting it. null when both fit.
   */
  tooLong: string | null;
}

/** Everyday words: a lower-case word outside this set (and the subject vocabulary) may be a name. */
const COMMON_WORDS = new Set(
  `a an the and or but for of to in on at by with from as is are be it its this that these those my our your their
  his her we i me us you they them some any very really more most less so too also just only not no all both each
  every about into over under up down out there here what which who where when how why can could would should will
  may might must do does did have has had get got was were been being than then like something anything thing one
  new own please thanks bit lot kind sort type way well make made use using want need create design draw show
  logo logos brand company business firm corp inc ltd llc group services service solutions agency studio shop store
  startup name called named icon symbol mark emblem mascot style colors colours color colour text font typeface
  tagline slogan small big large little great good best nice beautiful cool awesome amazing unique simple modern
  minimal minimalist minimalistic elegant playful professional vintage geometric abstract classic bold retro
  friendly clean sleek luxury fun cute strong local online family friends friend people team home house world
  my our personal project channel page website site app account community club center centre place spot
  version layout circle badge hexagon shield ring monogram wordmark initials left right above below top bottom
  background transparent light dark bright deep pale pastel muted warm soft black white
  me something else feel look vibe theme inspired based located run owned since years day days time
  first second third next last other another same different main primary secondary
  help thank hello hi hey want wanted would love like please need needs making made
  logo-design sign poster shirt merchandise
  he she him hers mine ours yours theirs one two three four five six seven eight nine ten
  together also often always never sometimes maybe perhaps probably yes sure okay ok
  calm cozy cosy natural earthy fresh vibrant colorful colourful serene peaceful welcoming inviting organic rustic
  cold hot cheerful gentle calming relaxing energetic dynamic fast quick smart sharp crisp edgy grungy dreamy
  moody quirky funky cheeky bubbly whimsical sophisticated luxurious premium sporty techy futuristic handmade
  artisanal trendy timeless youthful mature serious happy joyful bright subtle rich vivid loud quiet soft
  approachable trustworthy reliable innovative creative inspiring memorable iconic recognizable striking
  it's its i'm we're they're our let's lets`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words the subject readers know: a prompt made only of these names no brand. */
const KNOWN_WORDS = new Set<string>([
  ...COMMON_WORDS,
  ...CONCEPTS.flatMap((concept) => concept.triggers.flatMap((trigger) => words(trigger).map(stem))),
  ...ICON_INDEX.flatMap(([, name, tags, categories]) => [name, ...tags, ...categories].flatMap((text) => words(text)).map(stem)),
  ...Object.keys(NAMED_COLOURS).flatMap((name) => words(name)),
]);

function isKnown(word: string): boolean {
  const lower = word.toLowerCase();
  return KNOWN_WORDS.has(lower) || KNOWN_WORDS.has(stem(lower));
}

/** Words that end a name written without quotes ('called Nova Labs with a rocket'). */
const NAME_STOPPERS = new Set([
  "with", "without", "except", "avoiding", "that", "which", "who", "where", "in", "for", "using", "featuring", "feature", "showing",
  "logo", "logos", "style", "styled", "theme", "themed", "colors", "colours", "color", "colour", "is",
  "are", "was", "as", "from", "on", "at", "by", "to", "please", "it", "its", "the", "a", "an", "make",
  "use", "and", "but", "or", "having", "has", "plus", "should", "would", "will", "we", "i", "our", "my",
  "based", "located", "selling", "sells", "offering", "offers", "specializing", "specialising", "icon",
  "symbol", "mark", "emblem", "mascot", "tagline", "slogan", "motto", "brand", "company", "business",
  "shop", "store", "studio", "agency", "firm", "startup", "cafe", "café",
]);

/** Connectors that may sit inside a name when capitalised words follow ('Salt and Pepper'). */
const NAME_CONNECTORS = new Set(["and", "&", "of", "the", "de", "du", "la", "le", "von", "van", "n", "'n'", "for"]);

/** Trade words that belong to a name when they follow one ('Summit Coffee', 'Acme Studio'). */
const NAME_TAILS = new Set(["co", "co.", "inc", "inc.", "ltd", "llc", "labs", "lab", "studio", "studios", "group", "company", "partners", "& co", "shop", "store", "cafe", "café", "bakery", "coffee"]);

/** The most words a name written without quotes runs to ('Ye Olde Cheshire Cheese Pub & Inn'). */
const MAX_NAME_WORDS = 8;

function cleanName(raw: string): string {
  return raw
    .replace(/\s+/g, " ")
    .replace(/^[\s"'`.,:;!?-]+|[\s"'`,:;!?-]+$/g, "")
    .replace(/('s)?\s+logo$/i, "")
    .trim();
}

/**
 * The agent's question when a name or tagline is longer than a design draws whole: a cut
 * name would be a name nobody gave, so it asks for a shorter one instead.
 */
function tooLongQuestion(brand: string | null, tagline: string | null): string | null {
  // The question quotes what was given; a very long text is quoted by its start.
  const quote = (text: string) => (text.length > 100 ? `${text.slice(0, 60).trim()}…` : text);
  if (brand && brand.length > BRAND_MAX_CHARS) {
    return `“${quote(brand)}” is ${brand.length} characters, and a logo sets a name of up to ${BRAND_MAX_CHARS} whole, without cutting it. What shorter form of the name should I use? The rest could go in a tagline of up to ${TAGLINE_MAX_CHARS} characters.`;
  }
  if (tagline && tagline.length > TAGLINE_MAX_CHARS) {
    return `The tagline “${quote(tagline)}” is ${tagline.length} characters, and a logo sets a tagline of up to ${TAGLINE_MAX_CHARS} whole, without cutting it. What shorter line should I use?`;
  }
  return null;
}

/** A design that would have to cut the visitor's words: its message is the agent's question. */
export class TooLongToDraw extends Error {}

/** A lower-case name typed in passing ('called summit coffee') is set the way brands are written. */
export function presentName(name: string): string {
  return name === name.toLowerCase() ? titleCase(name) : name;
}

/** Blanks out [start, end) so later readers do not read it again. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
}

// Read whole however long: a tagline longer than a design holds is asked about, never cut.
const QUOTED_TAGLINE = /\b(?:tag\s?line|slogan|motto|subtitle|strap\s?line|subline)\s*(?:is|:|=|of|reading|that says|saying|says|which says|with)?\s*["']([^"']{1,200})["']/i;
const TAGLINE_AFTER_LABEL = /\b(?:tag\s?line|slogan|motto|strap\s?line)\s*(?::|is|reading|that says|saying|says)\s*([^.;\n"]{1,200}?)(?=\s*(?:$|[.;\n]|,\s*(?:and|with|make|use)\b))/i;

// 'with the tagline Fresh every morning': the words up to the clause's end, unless they say
// something about the tagline rather than give it ('with a tagline in italics', 'with a tagline about trust').
const TAGLINE_AFTER_WITH =
  /\b(?:with|and)\s+(?:the|a)\s+(?:tag\s?line|slogan|motto|strap\s?line)\s+(?!(?:in|on|at|of|for|about|under|below|above|beneath|beside|that|which|too|as|to|and|or|if|is|saying|reading)\b)([^.;\n"]{2,200}?)(?=\s*(?:$|[.;\n]|,\s*(?:and|make|use|change|add|remove|put|set|give|with|also|then|in|please)\b|\s+and\s+(?:a|an|the|make|use|with|in|it)\b|\s+with\s+(?:a|an|the)\b))/i;

/** Reads 'the tagline "Fresh every day"', 'slogan: fresh every day' or 'with the tagline Fresh every day'. */
export function readTagline(text: string): { tagline: string | null; rest: string } {
  for (const pattern of [QUOTED_TAGLINE, TAGLINE_AFTER_LABEL, TAGLINE_AFTER_WITH]) {
    const match = pattern.exec(text);
    if (match && match[1]!.trim()) {
      const tagline = match[1]!.trim().replace(/[.]+$/, "").trim();
      if (tagline) return { tagline, rest: blank(text, match.index, match.index + match[0].length) };
    }
  }
  return { tagline: null, rest: text };
}

const QUOTED = /"([^"\n]{1,200})"|(?<![\w])'([^'\n]{1,200})'(?![\w])/;
const CALLED = /\b(?:called|named|name\s+is|name's|brand\s+is|brand\s+name\s+is|company\s+is|business\s+is|titled|name\s*:|brand\s*:)\s+(.+)/i;
/** 'for the bakery' drops its article; 'for The Daily Grind' keeps it, capitalised as part of the name. */
const FOR = /\b[Ff][Oo][Rr]\s+(?:(?:[Mm]y|[Oo]ur|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|the)\s+)?(.+)/g;

/** Abbreviations in company names written with a full stop, in the languages we read ('Co.', 'Bros.', 'Hnos.', 'Cía.', 'Cie.'). */
export const ABBREVIATIONS = ["Co", "Inc", "Ltd", "Corp", "Bros", "Jr", "Sr", "Mfg", "Intl", "Hnos", "Cía", "Cia", "Cie", "Fils", "Gebr", "Filhos", "Fli"] as const;
const ABBREVIATION = new RegExp(`^(?:${ABBREVIATIONS.join("|")})$`, "u");

/** Takes name words from the start of `tail` until a word or mark that ends a name. */
export function takeNameWords(tail: string, requireCapitals: boolean): string | null {
  const tokens = tail.split(/(\s+)/);
  const taken: string[] = [];
  let wordCount = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^\s+$/.test(token)) {
      taken.push(token);
      continue;
    }
    const stripped = token.replace(/[,.;:!?)(\]]+$/, "");
    // An abbreviation keeps its full stop as part of the name ('Ledger & Co.', 'Acme Inc.'),
    // and the name goes on after it when more of it follows ('Smith Bros. Plumbing').
    const abbreviated = ABBREVIATION.test(stripped) && token.slice(stripped.length) === ".";
    const following = tokens.slice(i + 1).find((part) => !/^\s+$/.test(part)) ?? "";
    const bare = abbreviated ? `${stripped}.` : stripped;
    const endsClause = stripped !== token && !(abbreviated && /^[A-Z]/.test(following) && !NAME_STOPPERS.has(following.toLowerCase().replace(/[^a-z]/g, "")));
    const lower = bare.toLowerCase();
    if (!bare) break;
    const isCapitalised = /^[A-Z0-9À-Ý]/.test(bare);
    if (wordCount > 0 && NAME_CONNECTORS.has(lower)) {
      // 'and' / 'of' belong to a name only when more of the name follows: 'Salt and Pepper',
      // but not 'Nova and make it blue'.
      const next = (tokens.slice(i + 1).find((part) => !/^\s+$/.test(part)) ?? "").toLowerCase();
      // 'for' joins only capitalised words ('Hope for Paws'; 'Nova for my shop' ends at Nova);
      // an everyday word joins when capitalised ('Lens & Light', not 'Nova and light colours').
      const continues = requireCapitals || lower === "for"
        ? /^[A-Z&]/.test(tokens.slice(i + 1).find((part) => !/^\s+$/.test(part)) ?? "")
        : next !== "" && !NAME_STOPPERS.has(next) && (!COMMON_WORDS.has(next) || /^[A-Z0-9À-Ý]/.test(tokens.slice(i + 1).find((part) => !/^\s+$/.test(part)) ?? ""));
      if (!continues || endsClause) break;
      taken.push(bare);
      continue;
    }
    // 'The' capitalised before more capitals opens the name ('The Daily Grind').
    const nextWord = tokens.slice(i + 1).find((part) => !/^\s+$/.test(part)) ?? "";
    if (wordCount === 0 && taken.every((part) => /^\s+$/.test(part)) && bare === "The" && /^[A-Z0-9À-Ý]/.test(nextWord) && !endsClause) {
      taken.push(bare);
      continue;
    }
    if (NAME_STOPPERS.has(lower) && !(wordCount > 0 && isCapitalised && NAME_TAILS.has(lower))) break;
    if (requireCapitals && !isCapitalised && !/^[&#@0-9]/.test(bare)) break;
    taken.push(bare);
    wordCount++;
    if (endsClause || wordCount >= MAX_NAME_WORDS) break;
  }
  const name = cleanName(taken.join(""));
  return name ? name : null;
}

interface Found {
  name: string;
  start: number;
  end: number;
  source: BrandSource;
}

function findQuoted(text: string): Found | null {
  const match = QUOTED.exec(text);
  if (!match) return null;
  const name = cleanName(match[1] ?? match[2] ?? "");
  if (!/[A-Za-z0-9]/.test(name) || name.split(" ").length > MAX_NAME_WORDS + 2) return null;
  return { name, start: match.index, end: match.index + match[0].length, source: "quoted" };
}

function findCalled(text: string): Found | null {
  const match = CALLED.exec(text);
  if (!match) return null;
  const name = takeNameWords(match[1]!, false);
  if (!name || words(name).every((word) => COMMON_WORDS.has(word))) return null;
  const start = match.index + match[0].length - match[1]!.length;
  return { name: presentName(name), start, end: start + name.length, source: "called" };
}

function findFor(text: string): Found | null {
  for (const match of text.matchAll(FOR)) {
    const tail = match[1]!;
    const start = match.index + match[0].length - tail.length;
    if (/^[A-Z0-9]/.test(tail)) {
      const name = takeNameWords(tail, true);
      if (name && !words(name).every((word) => COMMON_WORDS.has(word))) return { name, start, end: start + name.length, source: "for" };
    } else {
      // 'a logo for zentrix': lower-case, but no word we know, so a name.
      const name = takeNameWords(tail, false);
      if (name && words(name).length <= 3 && words(name).every((word) => !isKnown(word))) {
        return { name: presentName(name), start, end: start + name.length, source: "for" };
      }
    }
  }
  return null;
}

const STYLE_AND_UI_WORDS = new Set(["modern", "minimalistic", "minimalist", "minimal", "bold", "elegant", "playful", "professional", "vintage", "geometric", "abstract", "classic", "light", "dark", "i", "logo", "create", "design", "make", "please", "need", "want", "a", "an", "the", "my", "our", "generate", "draw", "can", "could", "give", "build", "we", "hi", "hello", "hey", "just", "something", "new", "use", "style", "colors", "colours"]);

/** A run of capitalised words, all-caps words or CamelCase words, anywhere in the text. */
function findNameLike(text: string): Found | null {
  const tokenPattern = /[A-Za-z0-9À-ÿ][\w'’À-ÿ.-]*|&/g;
  const tokens = [...text.matchAll(tokenPattern)].map((match) => ({ text: match[0].replace(/[.]+$/, ""), index: match.index }));
  const isSentenceStart = (index: number) => text.slice(0, index).trim() === "" || /[.!?\n:]\s*$/.test(text.slice(0, index));
  const runs: { start: number; end: number; words: string[] }[] = [];
  let current: { start: number; end: number; words: string[] } | null = null;
  tokens.forEach((token, position) => {
    const lower = token.text.toLowerCase();
    const capitalised = /^[A-Z0-9À-Ý]/.test(token.text) && /[A-Za-z]/.test(token.text);
    const atStart = position === 0 || isSentenceStart(token.index);
    const next = tokens[position + 1]?.text ?? "";
    // A capital in mid-sentence marks a name even on an everyday word ('Bean There coffee truck').
    const nextIsName = /^[A-Z0-9À-Ý]/.test(next) && !STYLE_AND_UI_WORDS.has(next.toLowerCase()) && (!COMMON_WORDS.has(next.toLowerCase()) || !isSentenceStart(tokens[position + 1]?.index ?? 0));
    // Every sentence starts with a capital: an everyday word there ('Coffee logo...') is
    // not a name, unless more capitalised words follow it ('Summit Coffee needs...').
    const everyday = COMMON_WORDS.has(lower) || isKnown(lower);
    const nameLike =
      capitalised &&
      !STYLE_AND_UI_WORDS.has(lower) &&
      !(atStart && everyday && !nextIsName && !/[A-Z]/.test(token.text.slice(1)));
    const connector = current && NAME_CONNECTORS.has(lower) && /^[A-Z]/.test(tokens[position + 1]?.text ?? "");
    if (nameLike || connector) {
      if (!current) current = { start: token.index, end: token.index + token.text.length, words: [] };
      current.words.push(token.text);
      // A run of capitals longer than a name is read as its first words, as it always was.
      if (current.words.length <= MAX_NAME_WORDS) current.end = token.index + token.text.length;
    } else if (current) {
      runs.push(current);
      current = null;
    }
  });
  if (current) runs.push(current);
  const best = runs
    .map((run) => ({ ...run, words: run.words.slice(0, MAX_NAME_WORDS) }))
    .filter((run) => run.words.some((word) => !NAME_CONNECTORS.has(word.toLowerCase())))
    .sort((a, b) => b.words.length - a.words.length || a.start - b.start)[0];
  if (!best) return null;
  const name = cleanName(text.slice(best.start, best.end));
  return name ? { name, start: best.start, end: best.end, source: "name-like" } : null;
}

/**
 * A capitalised word opening the prompt before a lower-case description of the trade:
 * 'Beacon lighthouse café', 'Lotus yoga studio', 'Beacon, a lighthouse café'. The word
 * may be a subject word too, so it is a name only when it adds nothing to the
 * description: it is no subject, a symbol ('Sparkle cleaning'), or the description's own
 * subject again ('Beacon lighthouse'); after a comma and an article it always is.
 * 'Dragon gaming' stays a dragon for gamers, and 'Coffee shop in Leeds' a coffee shop.
 */
function findNameBeforeTrade(text: string): Found | null {
  const match = /^\s*([A-Z][\p{L}'’-]*)(,\s+(?:a|an|the)\s+|\s+)(?=[a-z])/u.exec(text);
  if (!match) return null;
  const word = match[1]!;
  const lower = word.toLowerCase();
  if (COMMON_WORDS.has(lower) || STYLE_AND_UI_WORDS.has(lower)) return null;
  const stems = words(text).map(stem);
  const own = triggerAt(stems, 0);
  if (own && own.words.length > 1) return null;
  // 'Beacon, a café': the comma and article introduce what the name stands for.
  const appositive = match[2]!.includes(",");
  const trade = triggerAt(stems, appositive ? 2 : 1);
  if (!trade) return null;
  if (!appositive && own && own.concept !== trade.concept && own.concept.salience >= 1) return null;
  const start = match.index + match[0].indexOf(word);
  return { name: word, start, end: start + word.length, source: "name-like" };
}

/** A prompt of a few words that are not a description ('summit coffee') is the name itself. */
function findWholePrompt(text: string): Found | null {
  const tokens = words(text);
  if (tokens.length === 0 || tokens.length > 3) return null;
  if (tokens.some((word) => COMMON_WORDS.has(word))) return null;
  // One subject and nothing else ('coffee shop', 'dragon') describes a logo; it is no name.
  if (tokens.every((word) => isKnown(word)) && tokens.length === 1) return null;
  const known = tokens.filter((word) => isKnown(word)).length;
  if (known === tokens.length && CONCEPTS.some((concept) => concept.triggers.some((trigger) => words(trigger).join(" ") === tokens.join(" ")))) return null;
  const trimmed = text.trim();
  const start = text.indexOf(trimmed);
  return { name: presentName(cleanName(trimmed)), start, end: start + trimmed.length, source: "whole-prompt" };
}

/** Reads the brand and tagline; `rest` is the text with both blanked out. */
export function readBrand(text: string): BrandReading {
  const { tagline, rest: withoutTagline } = readTagline(text);
  // Hex codes are colours, never names ('use #0F766E'): hidden from the name readers only.
  const masked = withoutTagline.replace(/#[0-9a-f]{3,8}\b/gi, (code) => " ".repeat(code.length));
  for (const find of [findQuoted, findCalled, findFor, findNameBeforeTrade, findNameLike, findWholePrompt]) {
    const found = find(masked);
    if (found) {
      const rest = blank(withoutTagline, found.start, Math.min(withoutTagline.length, found.end));
      return { brand: found.name, source: found.source, tagline, rest, tooLong: tooLongQuestion(found.name, tagline) };
    }
  }
  return { brand: null, source: null, tagline, rest: withoutTagline, tooLong: tooLongQuestion(null, tagline) };
}

/** A placeholder when no name was given: the subject's noun and 'Co.', or the classic stand-in. */
export function placeholderBrand(noun: string | null): string {
  return noun ? `${noun} Co.` : "Your Brand";
}

/**
 * A name given in letters no bundled face has ('called 東京ラーメン', 'named "مخبز"'), which
 * the name readers (Latin words) pass over: found so the answer can say why it is not drawn.
 */
export function unletteredName(prompt: string): string | null {
  // The other languages' markers stay as written when the name after them is no Latin word (languages/vocabulary.ts).
  const match = /(?<![\p{L}])(?:called|named|namens|genannt|heißt|heisst|llamad[oa]|appelée?|nommée?|chiamat[oa]|chamad[oa])\s+["“'«„]?([^,.;!?"”'»“\n]+)/iu.exec(prompt) ?? /["“«„]([^"”»“\n]+)["”»“]/u.exec(prompt);
  const name = match?.[1]?.trim();
  return name && unletterable(name).length > 0 ? name : null;
}
