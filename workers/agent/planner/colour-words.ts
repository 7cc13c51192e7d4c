/**
 * Colour words as a visitor types them: named colours mixed for a logo, modifiers ('dark',
 * 'pastel'), hex codes, and the words that are colours only in context ('a wine bar').
 */
import { fromOklch, normaliseHex, toOklch, type Hex, type Oklch } from "./colour-space.ts";
import { words } from "./text.ts";

/**
 * Named colours as a designer would mix them for a logo (a usable 'blue' is #2563eb, not
 * the screen's #0000ff). Multi-word names come first so 'navy blue' wins over 'blue'.
 */
export const NAMED_COLOURS: Readonly<Record<string, Hex>> = {
  "navy blue": "#1e3a8a",
  "royal blue": "#2952cc",
  "sky blue": "#38bdf8",
  "baby blue": "#89cff0",
  "steel blue": "#4682b4",
  "electric blue": "#1f51ff",
  "forest green": "#166534",
  "lime green": "#65a30d",
  "mint green": "#7ed9b0",
  "sea green": "#2e8b57",
  "olive green": "#6b7f2a",
  "hot pink": "#f0388f",
  "rose gold": "#b76e79",
  "off white": "#faf8f3",
  "off-white": "#faf8f3",
  "midnight blue": "#1e1b4b",
  "powder blue": "#b0d4ee",
  "ice blue": "#cfe8f7",
  "emerald green": "#059669",
  "bottle green": "#14532d",
  "hunter green": "#355e3b",
  "sage green": "#9caf88",
  "burnt orange": "#cc5500",
  "brick red": "#a63a2a",
  "blood red": "#8a0303",
  "wine red": "#722f37",
  "mustard yellow": "#d4a017",
  "dusty rose": "#c9838f",
  red: "#dc2626",
  crimson: "#be123c",
  scarlet: "#e0301e",
  maroon: "#7f1d1d",
  burgundy: "#800020",
  wine: "#722f37",
  ruby: "#9b111e",
  cherry: "#c81d3a",
  pink: "#ec4899",
  rose: "#e11d48",
  blush: "#f4a6b7",
  // One colour, not blush and pink.
  "blush pink": "#f4a6b7",
  magenta: "#c026d3",
  fuchsia: "#d946ef",
  orange: "#f97316",
  coral: "#ff6f61",
  peach: "#ffb38a",
  salmon: "#fa8072",
  tangerine: "#f28500",
  amber: "#f59e0b",
  yellow: "#facc15",
  gold: "#d4af37",
  golden: "#d4af37",
  mustard: "#d4a017",
  lemon: "#fde047",
  honey: "#e8a33d",
  cream: "#fdf6e3",
  ivory: "#fffff0",
  beige: "#f5f0e1",
  sand: "#e2c799",
  tan: "#d2b48c",
  khaki: "#c3b091",
  brown: "#7c4a2d",
  chocolate: "#5d3a1a",
  caramel: "#c68e17",
  bronze: "#cd7f32",
  copper: "#b87333",
  rust: "#b7410e",
  terracotta: "#e2725b",
  ochre: "#cc7722",
  sienna: "#a0522d",
  clay: "#b66a50",
  oxblood: "#4a0000",
  green: "#16a34a",
  emerald: "#059669",
  olive: "#6b7f2a",
  sage: "#9caf88",
  mint: "#7ed9b0",
  lime: "#84cc16",
  jade: "#00a86b",
  moss: "#5f7a3a",
  seafoam: "#71d8bf",
  teal: "#0d9488",
  turquoise: "#1fb5b0",
  cyan: "#06b6d4",
  aqua: "#22d3ee",
  blue: "#2563eb",
  navy: "#1e3a8a",
  cobalt: "#0047ab",
  azure: "#007fff",
  denim: "#1560bd",
  sapphire: "#0f52ba",
  periwinkle: "#8c9eff",
  indigo: "#4f46e5",
  purple: "#9333ea",
  violet: "#7c3aed",
  amethyst: "#9966cc",
  aubergine: "#472c4c",
  eggplant: "#472c4c",
  lavender: "#a78bfa",
  lilac: "#c8a2c8",
  plum: "#8e4585",
  mauve: "#b784a7",
  black: "#111111",
  charcoal: "#36454f",
  graphite: "#3a3a3a",
  grey: "#6b7280",
  gray: "#6b7280",
  silver: "#c0c0c0",
  slate: "#475569",
  white: "#ffffff",
};

/**
 * Names of the deep and pale tones palettes are made of, for narration (colour-names.ts).
 * A visitor who types one ('light grey', 'dark brown') is given that tone, so the colour is
 * said back in their words, not a neighbour's ('silver').
 */
export const DESCRIPTIVE_COLOURS: Readonly<Record<string, string>> = {
  "dark brown": "#3e2415",
  "ink black": "#0f172a",
  "near-black": "#111827",
  midnight: "#1e1b4b",
  "deep green": "#14281d",
  "dark teal": "#134e4a",
  "deep navy": "#0f1b33",
  "deep plum": "#3a1730",
  "deep burgundy": "#3b0d1c",
  "dark grey": "#1f2937",
  "light grey": "#e5e7eb",
  "pale grey": "#f8fafc",
  "warm white": "#fffaf5",
  parchment: "#f3ead3",
  linen: "#efe9d9",
  "pale yellow": "#fffbea",
  "pale pink": "#fff5fb",
  "pale blue": "#f0f9ff",
  "pale mint": "#f0fdf9",
  "pale lavender": "#ede9fe",
  "blush pink": "#fce1e8",
  "lavender mist": "#ebe4fb",
  "brass": "#b5954a",
  "dark purple": "#2e1065",
  "dark olive": "#2f3320",
  "dark red": "#7f1d1d",
  "dark green": "#166534",
  "dark blue": "#1e3a8a",
  "light blue": "#dbeafe",
  "light pink": "#fbcfe8",
  // A pale tone's chroma is small, so the distance barely sees its hue: without a name of
  // its own this lavender was called 'light pink'.
  "light lavender": "#e9d5ff",
  // A warm near-black of the curated palettes: the nearest name was a cool one, 'deep green'.
  "dark tobacco": "#2b2420",
};

/**
 * Colour names that are also everyday nouns ('a wine bar', 'ice cream', 'orange juice').
 * They count as colours only where the sentence treats them as one.
 */
export const AMBIGUOUS_COLOUR_WORDS = new Set([
  "wine", "cherry", "rose", "blush", "orange", "coral", "peach", "salmon", "tangerine", "gold",
  "golden", "mustard", "lemon", "honey", "cream", "ivory", "sand", "tan", "chocolate",
  "caramel", "bronze", "copper", "rust", "olive", "sage", "mint", "lime", "jade", "ruby",
  "plum", "slate", "silver", "charcoal", "graphite", "emerald", "sapphire", "amber", "denim",
  "khaki", "lavender", "lilac", "navy", "teal", "clay", "moss", "eggplant", "ochre",
]);

/** `hue` turned at most `step` degrees towards `target`, the short way round. */
function leanTowards(hue: number, target: number, step: number): number {
  const difference = ((target - hue + 540) % 360) - 180;
  return (hue + Math.sign(difference) * Math.min(step, Math.abs(difference)) + 360) % 360;
}

const MODIFIERS: Record<string, (colour: Oklch) => Oklch> = {
  dark: (c) => ({ ...c, l: Math.max(0.2, c.l * 0.72) }),
  deep: (c) => ({ ...c, l: Math.max(0.2, c.l * 0.7), c: c.c * 1.05 }),
  light: (c) => ({ ...c, l: Math.min(0.93, c.l + (1 - c.l) * 0.55), c: c.c * 0.7 }),
  pale: (c) => ({ ...c, l: Math.min(0.95, c.l + (1 - c.l) * 0.7), c: c.c * 0.5 }),
  pastel: (c) => ({ ...c, l: Math.max(0.86, c.l), c: Math.min(c.c, 0.09) }),
  bright: (c) => ({ ...c, c: c.c * 1.25, l: Math.min(0.8, c.l + 0.04) }),
  vivid: (c) => ({ ...c, c: c.c * 1.3 }),
  neon: (c) => ({ ...c, c: c.c * 1.5, l: Math.max(0.7, c.l) }),
  muted: (c) => ({ ...c, c: c.c * 0.55 }),
  dusty: (c) => ({ ...c, c: c.c * 0.5, l: Math.min(0.8, c.l + 0.05) }),
  soft: (c) => ({ ...c, c: c.c * 0.7, l: Math.min(0.85, c.l + 0.08) }),
  rich: (c) => ({ ...c, l: Math.max(0.3, c.l * 0.82), c: c.c * 1.1 }),
  // Warm and cool lean a colour a little towards orange or blue, and give a grey a tint.
  warm: (c) => ({ ...c, h: leanTowards(c.h, 60, 12), c: Math.max(c.c, 0.02) }),
  cool: (c) => ({ ...c, h: leanTowards(c.h, 235, 12), c: Math.max(c.c, 0.02) }),
  earthy: (c) => ({ ...c, l: Math.min(0.6, Math.max(0.35, c.l * 0.8)), c: Math.min(c.c * 0.6, 0.11) }),
  // 'A darker blue', 'a lighter green': the comparative names the same tone as 'dark blue'.
  darker: (c) => ({ ...c, l: Math.max(0.2, c.l * 0.72) }),
  lighter: (c) => ({ ...c, l: Math.min(0.93, c.l + (1 - c.l) * 0.55), c: c.c * 0.7 }),
  deeper: (c) => ({ ...c, l: Math.max(0.2, c.l * 0.7), c: c.c * 1.05 }),
  paler: (c) => ({ ...c, l: Math.min(0.95, c.l + (1 - c.l) * 0.7), c: c.c * 0.5 }),
};

/** A colour the visitor asked for: the words they used and the hex we read from them. */
export interface ColourWord {
  hex: Hex;
  /** How it was written ('navy', 'dark green', '#0f766e'), for narration. */
  phrase: string;
}

const COLOUR_NAME_PATTERN = Object.keys(NAMED_COLOURS)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[-\s]/g, "[-\\s]"))
  .join("|");
const MODIFIER_PATTERN = Object.keys(MODIFIERS).join("|");

/**
 * One colour phrase: a hex code, or an optional modifier and a colour name, with an
 * optional '-ish' or plural ('dark green', 'pastel pink', '#0F766E', 'blue', 'earthy greens'). Unanchored, so it can be
 * embedded in larger patterns.
 */
export const COLOUR_PHRASE = `(?:#[0-9a-f]{6}\\b|#[0-9a-f]{3}\\b|(?:(?:${MODIFIER_PATTERN})[\\s-])?(?:${COLOUR_NAME_PATTERN})(?:ish|s)?\\b)`;

const NAMED_HEXES = new Set<string>(Object.values(NAMED_COLOURS));

/** Reads one colour phrase ('dark green' -> #0f6e33-ish) or null. */
export function readColourPhrase(phrase: string): ColourWord | null {
  const text = phrase.trim().toLowerCase();
  const hex = normaliseHex(text);
  if (hex && text.startsWith("#")) return { hex, phrase: hex };
  const match = new RegExp(`^(?:(${MODIFIER_PATTERN})[\\s-])?(${COLOUR_NAME_PATTERN})(?:ish|s)?$`).exec(text);
  if (!match) return null;
  const name = match[2]!.replace(/\s+/g, " ").replace("off white", "off white");
  const base = NAMED_COLOURS[name] ?? NAMED_COLOURS[name.replace(" ", "-")];
  if (!base) return null;
  const modifier = match[1] ? MODIFIERS[match[1]] : undefined;
  // A tone with a name of its own ('light grey'), unless it is a plain colour's too ('dark
  // blue' is navy, and said so). Of the pale ones only grey: the others are named for
  // near-whites, fainter than a visitor who asks for 'pale pink' means.
  const tone = match[1] && (match[1] !== "pale" || name === "grey") ? DESCRIPTIVE_COLOURS[`${match[1]} ${name}`] : undefined;
  if (tone && !NAMED_HEXES.has(tone)) return { hex: tone as Hex, phrase: text };
  return { hex: modifier ? fromOklch(modifier(toOklch(base))) : base, phrase: text };
}

/** Words that show a neighbouring ambiguous word is meant as a colour. */
const COLOUR_CONTEXT = new Set([
  "color", "colors", "colour", "colours", "tone", "tones", "palette", "accent", "accents",
  "background", "text", "lettering", "hue", "hues", "shade", "shades", "scheme", "font",
  "icon", "gradient",
]);

/**
 * Finds the colour phrases in free text, in the order written. An ambiguous word ('gold',
 * 'wine') counts only when it is a colour in context: next to another colour ('navy and
 * gold'), next to a colour word ('gold accents'), after a modifier ('dark olive'), or
 * after 'in' at the end of a clause ('in gold').
 */
export function findColourPhrases(text: string): { colour: ColourWord; index: number; length: number }[] {
  const lower = text.toLowerCase();
  const found: { colour: ColourWord; index: number; length: number; ambiguous: boolean }[] = [];
  for (const match of lower.matchAll(new RegExp(`(?<![\\w#-])${COLOUR_PHRASE}`, "g"))) {
    const colour = readColourPhrase(match[0]);
    if (!colour) continue;
    const word = match[0].replace(/ish$/, "");
    const bare = word.replace(new RegExp(`^(?:${MODIFIER_PATTERN})[\\s-]`), "");
    const hasModifier = bare !== word;
    // A plural ('blues', 'greens') is a colour only in context too: 'a blues bar'.
    const plural = !(bare in NAMED_COLOURS) && bare.endsWith("s");
    found.push({
      colour,
      index: match.index,
      length: match[0].length,
      ambiguous: (AMBIGUOUS_COLOUR_WORDS.has(bare) || plural) && !hasModifier,
    });
  }
  return found.filter((entry, position) => {
    if (!entry.ambiguous) return true;
    const before = words(lower.slice(Math.max(0, entry.index - 24), entry.index));
    const after = words(lower.slice(entry.index + entry.length, entry.index + entry.length + 24));
    if (COLOUR_CONTEXT.has(after[0] ?? "") || COLOUR_CONTEXT.has(after[1] ?? "")) return true;
    const neighbours = [found[position - 1], found[position + 1]].filter(Boolean) as typeof found;
    for (const neighbour of neighbours) {
      const gap = lower.slice(
        Math.min(neighbour.index + neighbour.length, entry.index + entry.length),
        Math.max(neighbour.index, entry.index),
      );
      if (/^\s*(,|and|&|or|with|on|\/)\s*(,|and|&)?\s*$/.test(gap)) return true;
      // Side by side without a joining word, the second may be a noun's adjective
      // ('cream wine bar'): a pair only when nothing follows it.
      const pairEnd = Math.max(neighbour.index + neighbour.length, entry.index + entry.length);
      if (/^\s*$/.test(gap) && /^\s*(?:$|[,;:.!])/.test(lower.slice(pairEnd))) return true;
    }
    // A colour named on its own ('…, teal' or 'navy.') is meant as a colour.
    const clauseBefore = lower.slice(0, entry.index).trimEnd();
    const clauseAfter = lower.slice(entry.index + entry.length).trimStart();
    if ((clauseBefore === "" || /[,;:.]$/.test(clauseBefore)) && (clauseAfter === "" || /^[,;:.!]/.test(clauseAfter))) return true;
    const lastBefore = before[before.length - 1];
    const nextChar = lower.slice(entry.index + entry.length).trim().charAt(0);
    const endsClause = nextChar === "" || /[.,;!?]/.test(nextChar) || /^\s*(?:and|please)\b/.test(lower.slice(entry.index + entry.length));
    // 'Orange, please' or 'orange please' alone.
    if (clauseBefore === "" && /^please\b/.test(clauseAfter)) return true;
    // 'Make it orange', 'turn it gold', 'all navy': a thing is 'an orange', a colour has no article.
    // 'Use gold', 'try silver' likewise: a thing to use would be 'a gold medal', 'some silver';
    // and 'change it to orange', 'can it be orange?', 'go with orange', 'more orange'.
    if (
      /\b(?:make|turn|paint|colou?r|go)\s+(?:it|everything|them|the\s+(?:whole\s+)?logo)\s+(?:all\s+)?$|\ball\s+$|\b(?:use|try|more)\s+$|\b(?:change|switch|turn)\s+(?:it|everything|the\s+(?:whole\s+)?logo)\s+(?:in)?to\s+$|\b(?:can|could)\s+(?:it|you\s+make\s+it)\s+be\s+$|\bgo\s+with\s+$/.test(lower.slice(0, entry.index)) &&
      endsClause
    )
      return true;
    return lastBefore === "in" && endsClause;
  }).map(({ colour, index, length }) => ({ colour, index, length }));
}

