/**
 * Colour arithmetic and colour words. Contrast is WCAG 2.x relative luminance; every
 * change of lightness is made in OKLCH, where equal steps look equal and the hue stays
 * the hue (a darkened orange stays orange instead of turning brown-grey).
 */
import { contrast as contrastRatio, luminance } from "#agent/design/color.ts";
import { words } from "./text.ts";

export type Hex = `#${string}`;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Oklch {
  l: number;
  c: number;
  /** Degrees, 0..360. */
  h: number;
}

export function normaliseHex(value: string): Hex | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  let digits = match[1]!.toLowerCase();
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join("");
  return `#${digits}`;
}

function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return { r: ((value >> 16) & 255) / 255, g: ((value >> 8) & 255) / 255, b: (value & 255) / 255 };
}

function rgbToHex({ r, g, b }: Rgb): Hex {
  const channel = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

const toLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const fromLinear = (value: number) => (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055);

// One WCAG contrast for planner and renderer (design/color.ts), so what the planner
// promises is what the renderer checks.
export { contrastRatio, luminance };

export function toOklch(hex: string): Oklch {
  const { r, g, b } = hexToRgb(hex);
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

function oklchToRgb({ l, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const lp = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const mp = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const sp = (l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return {
    r: fromLinear(4.0767416621 * lp - 3.3077115913 * mp + 0.2309699292 * sp),
    g: fromLinear(-1.2684380046 * lp + 2.6097574011 * mp - 0.3413193965 * sp),
    b: fromLinear(-0.0041960863 * lp - 0.7034186147 * mp + 1.707614701 * sp),
  };
}

const inGamut = ({ r, g, b }: Rgb) => [r, g, b].every((value) => value >= -0.0005 && value <= 1.0005);

/** OKLCH to hex; out-of-gamut colours lose chroma (never hue) until they fit. */
export function fromOklch(colour: Oklch): Hex {
  const l = Math.min(1, Math.max(0, colour.l));
  let rgb = oklchToRgb({ ...colour, l });
  if (!inGamut(rgb)) {
    let low = 0;
    let high = colour.c;
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToRgb({ l, c: mid, h: colour.h }))) low = mid;
      else high = mid;
    }
    rgb = oklchToRgb({ l, c: low, h: colour.h });
  }
  return rgbToHex(rgb);
}

export function oklabDistance(x: Oklch, y: Oklch): number {
  const ax = x.c * Math.cos((x.h * Math.PI) / 180);
  const bx = x.c * Math.sin((x.h * Math.PI) / 180);
  const ay = y.c * Math.cos((y.h * Math.PI) / 180);
  const by = y.c * Math.sin((y.h * Math.PI) / 180);
  return Math.hypot(x.l - y.l, ax - ay, bx - by);
}

export function shiftLightness(hex: string, delta: number): Hex {
  const colour = toOklch(hex);
  return fromOklch({ ...colour, l: colour.l + delta });
}

export function scaleChroma(hex: string, factor: number): Hex {
  const colour = toOklch(hex);
  return fromOklch({ ...colour, c: colour.c * factor });
}

/** The same lightness and chroma, another hue: retints a derived colour to a new one. */
export function withHueOf(hex: string, hueSource: string): Hex {
  const colour = toOklch(hex);
  const source = toOklch(hueSource);
  return fromOklch({ l: colour.l, c: Math.max(colour.c, Math.min(source.c, 0.04)), h: source.h });
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.18;
}

/** Near-white or near-black, or a grey: a colour without a hue worth naming. */
export function isNeutral(hex: string): boolean {
  return toOklch(hex).c < 0.035;
}

export function hueDistance(a: string, b: string): number {
  const difference = Math.abs(toOklch(a).h - toOklch(b).h) % 360;
  return difference > 180 ? 360 - difference : difference;
}

/**
 * The nearest colour to `hex`, in its hue, that reaches `minimum` contrast against
 * `against`: darker on a light ground, lighter on a dark one. If even black or white
 * cannot reach it (a mid-grey ground), the better of the two.
 */
export function ensureContrast(hex: string, against: string, minimum: number): Hex {
  const colour = normaliseHex(hex)!;
  if (contrastRatio(colour, against) >= minimum) return colour;
  const base = toOklch(colour);
  const darken = luminance(against) > 0.18;
  const tryDirection = (towardDark: boolean): Hex | null => {
    let low = towardDark ? 0 : base.l;
    let high = towardDark ? base.l : 1;
    const extreme = fromOklch({ ...base, l: towardDark ? 0 : 1 });
    if (contrastRatio(extreme, against) < minimum) return null;
    // Binary search for the lightness closest to the original that still passes.
    for (let i = 0; i < 30; i++) {
      const mid = (low + high) / 2;
      const passes = contrastRatio(fromOklch({ ...base, l: mid }), against) >= minimum;
      if (towardDark) {
        if (passes) low = mid;
        else high = mid;
      } else if (passes) high = mid;
      else low = mid;
    }
    const result = fromOklch({ ...base, l: towardDark ? low : high });
    return contrastRatio(result, against) >= minimum ? result : extreme;
  };
  return (
    tryDirection(darken) ??
    tryDirection(!darken) ??
    (contrastRatio("#000000", against) >= contrastRatio("#ffffff", against) ? "#000000" : "#ffffff")
  );
}

// ---------------------------------------------------------------------------------------
// Colour words

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
    return lastBefore === "in" && (nextChar === "" || /[.,;!]/.test(nextChar));
  }).map(({ colour, index, length }) => ({ colour, index, length }));
}

/**
 * Names used only to describe colours in narration: the deep and pale tones palettes are
 * made of, which the colour words a visitor types do not cover.
 */
const DESCRIPTIVE_COLOURS: Readonly<Record<string, string>> = {
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
};

/** The friendliest name for a colour, for narration ('navy', 'parchment'). */
export function describeColour(hex: string): string {
  if (hex === "transparent") return "transparent";
  const target = toOklch(hex);
  const targetIsNeutral = target.c < 0.035;
  let best = "grey";
  let bestDistance = Infinity;
  const names = { ...NAMED_COLOURS, ...DESCRIPTIVE_COLOURS };
  for (const [name, value] of Object.entries(names)) {
    if (name === "gray" || name === "golden" || name === "off-white") continue;
    const candidate = toOklch(value);
    // Calling a brown 'graphite' or a grey 'sand' is worse than being a little off in tone.
    const kindMismatch = targetIsNeutral !== candidate.c < 0.035 ? 0.05 : 0;
    const distance = oklabDistance(target, candidate) + kindMismatch;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  // Far from every name: say which way it leans rather than naming the wrong colour.
  if (bestDistance > 0.09) {
    const family = hueFamily(hex);
    // 'deep black' and 'pale white' say nothing more than the neutral's own name.
    const neutral = family === "black" || family === "white" || family === "grey";
    const tone = neutral ? "" : target.l < 0.35 ? "deep " : target.l > 0.85 ? "pale " : "";
    return `${tone}${family}`;
  }
  return best;
}

/**
 * Whether `drawn` reads as the colour asked: the same hue at much the same lightness (a
 * gold deepened to olive for contrast is not gold), or for a neutral (black, cream,
 * charcoal) a neutral of much the same lightness. The one test of 'the visitor sees what
 * they asked for', for new logos and refinements alike.
 */
export function showsColour(asked: string, drawn: string): boolean {
  const a = toOklch(asked);
  const d = toOklch(drawn);
  if (isNeutral(asked)) return d.c < 0.06 && Math.abs(a.l - d.l) < 0.12;
  return d.c >= Math.min(0.04, a.c * 0.5) && hueDistance(asked, drawn) <= 25 && Math.abs(a.l - d.l) <= 0.15;
}

/** The broad family of a colour ('blue', 'green', 'neutral'...), for tests and palettes. */
export function hueFamily(hex: string): string {
  const { l, c, h } = toOklch(hex);
  if (c < 0.035) return l > 0.9 ? "white" : l < 0.25 ? "black" : "grey";
  if (h < 12 || h >= 340) return "pink";
  if (h < 42) return "red";
  if (h < 70) return l < 0.55 && c < 0.13 ? "brown" : "orange";
  if (h < 110) return l < 0.6 ? "brown" : "yellow";
  if (h < 170) return "green";
  if (h < 205) return "teal";
  if (h < 270) return "blue";
  if (h < 285) return "indigo";
  return "purple";
}
