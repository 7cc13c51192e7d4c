/**
 * Word-level helpers shared by the readers of a prompt: normalising, splitting into
 * words, a small stemmer so 'dragons' finds the dragon, and the prompt bar's own lines.
 */
import { COLOR_LINE, STYLE_LINE } from "#protocol/prompt-lines.ts";
import { withoutRefinementPrefix } from "#protocol/refinement.ts";
import { STYLES, type ColorScheme, type Style } from "#protocol/taxonomy.ts";

/** Curly quotes and dashes as typed on phones, folded to their plain forms. */
export function foldPunctuation(text: string): string {
  return text
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2018\u2019\u201a]/g, "'")
    .replace(/[\u2013\u2014]/g, " - ")
    .replace(/\u00a0/g, " ");
}

/** Lower-case words (letters, digits, inner apostrophes and hyphens kept apart). */
export function words(text: string): string[] {
  return foldPunctuation(text)
    .toLowerCase()
    .replace(/'s\b/g, "")
    .split(/[^a-z0-9\u00e0-\u00ff]+/)
    .filter(Boolean);
}

const IRREGULAR: Record<string, string> = {
  leaves: "leaf",
  wolves: "wolf",
  knives: "knife",
  lives: "life",
  wives: "wife",
  geese: "goose",
  mice: "mouse",
  children: "child",
  teeth: "tooth",
  people: "person",
  women: "woman",
  men: "man",
  feet: "foot",
  oxen: "ox",
  dice: "dice",
  species: "species",
  glasses: "glass",
  classes: "class",
  buses: "bus",
  cafes: "cafe",
  fairies: "fairy",
  puppies: "puppy",
  butterflies: "butterfly",
  cherries: "cherry",
  bakeries: "bakery",
  berries: "berry",
};

/** Words that end in s but are not plurals. */
const KEEP_S = new Set([
  "bus", "gas", "glass", "class", "chess", "dress", "grass", "lotus", "cactus", "octopus",
  "pegasus", "asclepius", "atlas", "yes", "news", "physics", "fitness", "wellness", "business",
  "press", "boss", "moss", "cross", "compass", "canvas", "always", "this", "is", "was", "has",
  "his", "its", "us", "plus", "bonus", "virus", "campus", "genius", "status", "analytics",
  "logistics", "mathematics", "sports", "scales", "gas", "iris", "tennis", "ares", "zeus",
  "hermes", "thanatos", "cerberus", "kraken", "hades", "olympus", "mars", "venus", "taurus",
  "aries", "pisces", "ninjas",
]);

/** A light stemmer: plural nouns to their singular, nothing cleverer. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (KEEP_S.has(lower) || lower.length <= 3) return lower;
  if (lower.endsWith("ies") && lower.length > 4) return `${lower.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith("s") && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Capitalises each word ('summit coffee' -> 'Summit Coffee'), leaving 'of', 'and' small. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part, index) =>
      index > 0 && /^(of|and|the|de|la|du|von|van|&)$/i.test(part)
        ? part.toLowerCase()
        : part.charAt(0).toUpperCase() + part.slice(1),
    )
    .join("");
}

/** 'The quick' -> 'the quick' for sentence openings that should not shout. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'apple' -> 'an apple', 'coffee' -> 'a coffee'; plurals ('mountains') take none. */
export function withArticle(phrase: string): string {
  return isPlural(phrase) ? phrase : `${indefiniteArticle(phrase)} ${phrase}`;
}

/** Whether a drawing's name is of several ('scales', 'hockey sticks'): a phrase is as many as its head ('a pair of hockey sticks', 'a golf ball on a tee'). */
export function isPlural(phrase: string): boolean {
  const head = /^(.+?) (of|on) /i.exec(phrase)?.[1] ?? phrase;
  return /[^s]s$/i.test(head) && !/(us|is|ss)$/i.test(head);
}

/** 'a' or 'an' before a phrase, by sound, not spelling: 'a unicorn', 'a euro', 'a one-way sign'. */
export function indefiniteArticle(phrase: string): "a" | "an" {
  return /^[aeiou]/i.test(phrase) && !/^(uni|use|usu|uti|eu|one\b)/i.test(phrase) ? "an" : "a";
}

/** Joins ['a', 'b', 'c'] as 'a, b and c'. */
export function listInWords(items: readonly string[], last: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

/** What the prompt bar appends (marketplace spec, section 4, 'Prompt submission'). */
export interface PromptBarLines {
  /** The visitor's own words, with the appended lines (and the refinement prefix) removed. */
  text: string;
  styles: Style[];
  colorScheme: ColorScheme | null;
}


/**
 * Reads and removes the prompt bar's lines: 'The logo should represent these styles:
 * Modern, Bold' and 'The logo should use light colors', and the 'Modify this logo: '
 * prefix the app adds to a refinement that does not say make, change or modify.
 */
export function readPromptBarLines(prompt: string): PromptBarLines {
  let text = withoutRefinementPrefix(foldPunctuation(prompt));
  const styles: Style[] = [];
  const styleLine = STYLE_LINE.exec(text);
  if (styleLine) {
    for (const part of styleLine[1]!.split(/,|\band\b/)) {
      const name = part.trim().replace(/\.$/, "").toLowerCase();
      const style = STYLES.find((candidate) => candidate.toLowerCase() === name);
      if (style && !styles.includes(style)) styles.push(style);
    }
    text = text.replace(STYLE_LINE, " ");
  }
  let colorScheme: ColorScheme | null = null;
  const colorLine = COLOR_LINE.exec(text);
  if (colorLine) {
    colorScheme = colorLine[1]!.toLowerCase() === "dark" ? "Dark" : "Light";
    text = text.replace(COLOR_LINE, " ");
  }
  return { text: text.replace(/[ \t]+/g, " ").trim(), styles, colorScheme };
}

/** One match of `Remaining.take`, with the original casing of each capture group. */
export interface Taken {
  match: RegExpExecArray;
  /** The group's text as the visitor typed it (names keep their capitals). */
  original(group: number): string | null;
}

/**
 * A string whose matched spans can be blanked out, so each reader of a change request
 * sees only what earlier readers left ('white text' is read once, as the text colour, and
 * never again as 'make it white'). Matching runs on the lower-case text; blanking keeps
 * positions, so the original casing stays reachable at the same offsets.
 */
export class Remaining {
  private text: string;
  lower: string;

  constructor(text: string) {
    this.text = text;
    this.lower = text.toLowerCase();
  }

  /** What is left, in its original casing. */
  get original(): string {
    return this.text;
  }

  /**
   * Runs `pattern` over what is left. Each match that `accept` does not refuse (by
   * returning false) is blanked out and returned.
   */
  take(pattern: RegExp, accept?: (taken: Taken) => boolean | void): Taken[] {
    const flags = new Set([...pattern.flags, "g", "d"]);
    const regex = new RegExp(pattern.source, [...flags].join(""));
    const result: Taken[] = [];
    for (const match of [...this.lower.matchAll(regex)]) {
      const snapshot = this.text;
      const taken: Taken = {
        match: match as RegExpExecArray,
        original(group) {
          const span = match.indices?.[group];
          return span ? snapshot.slice(span[0], span[1]) : null;
        },
      };
      if (accept && accept(taken) === false) continue;
      result.push(taken);
      this.blank(match.index, match[0].length);
    }
    return result;
  }

  /** Matches without taking anything: for readers that decide afterwards how much to take. */
  peek(pattern: RegExp): Taken[] {
    const flags = new Set([...pattern.flags, "g", "d"]);
    const regex = new RegExp(pattern.source, [...flags].join(""));
    const snapshot = this.text;
    return [...this.lower.matchAll(regex)].map((match) => ({
      match: match as RegExpExecArray,
      original(group: number) {
        const span = match.indices?.[group];
        return span ? snapshot.slice(span[0], span[1]) : null;
      },
    }));
  }

  /** Blanks out a span found by other means (offsets of `lower`). */
  takeSpan(index: number, length: number) {
    this.blank(index, length);
  }

  private blank(index: number, length: number) {
    const spaces = " ".repeat(length);
    this.text = this.text.slice(0, index) + spaces + this.text.slice(index + length);
    this.lower = this.lower.slice(0, index) + spaces + this.lower.slice(index + length);
  }

  /** True when nothing but spaces and punctuation is left. */
  isEmpty(): boolean {
    return this.lower.replace(/[^a-z0-9#]+/g, "").length === 0 || /^\s*(please|thanks?|thank you|and|also|too|[\s,.!;])*\s*$/.test(this.lower);
  }
}
