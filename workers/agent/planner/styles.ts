/**
 * The ten styles of the prompt bar (marketplace spec, section 2) as design decisions a
 * designer would sign: which typeface traits, weight, tracking, layouts, containers,
 * letter case and icon drawing each one asks for. Several styles add up: 'Modern, Bold'
 * scores heavy geometric sans faces highest.
 */
import type { Style } from "#protocol/taxonomy.ts";
import type { Container, IconStyle, Layout, TextCase } from "#agent/design/logo-spec.ts";
import type { TypefaceTrait } from "#agent/design/typefaces.ts";
import { words } from "./text.ts";

export interface StyleProfile {
  /** How much each typeface trait suits the style (negative: works against it). */
  traits: Partial<Record<TypefaceTrait, number>>;
  /** The weight the lettering wants (the registry's nearest bundled weight is used). */
  weight: number;
  /** Tracking in em; light elegant and minimal marks breathe, bold ones sit tight. */
  letterSpacing: number;
  layouts: Partial<Record<Layout, number>>;
  /** The frame of a badge or monogram. */
  frames: Partial<Record<Container, number>>;
  /** A frame around the mark of icon-above / icon-left ('none' is the usual answer). */
  markFrames: Partial<Record<Container, number>>;
  textCases: Partial<Record<TextCase, number>>;
  iconStyles: Partial<Record<IconStyle, number>>;
  /** Mark size relative to the renderer's balanced default. */
  iconScale: number;
  /** Words for the narration: what the style makes the logo feel like. */
  feel: string;
}

export const STYLE_PROFILES: Record<Style, StyleProfile> = {
  Modern: {
    traits: { sans: 2, geometric: 2, techno: 1, serif: -1, classical: -2, script: -2, handwritten: -2, playful: -0.5, heavy: -0.5 },
    weight: 600,
    letterSpacing: 0.02,
    layouts: { "icon-left": 3, "icon-above": 3, monogram: 1, wordmark: 1, badge: 0.5 },
    frames: { "rounded-square": 3, circle: 2, hexagon: 1.5 },
    markFrames: { none: 4, "rounded-square": 1.5, circle: 1 },
    textCases: { "as-typed": 3, upper: 1.5, lower: 1 },
    iconStyles: { bold: 3, duotone: 2, filled: 1 },
    iconScale: 1,
    feel: "clean and current",
  },
  Minimalistic: {
    traits: { sans: 2, geometric: 1.5, elegant: 1, heavy: -3, display: -1, script: -2, handwritten: -2, playful: -1.5, condensed: -0.5, techno: -0.5 },
    weight: 300,
    letterSpacing: 0.18,
    layouts: { wordmark: 3.5, "icon-above": 2, "icon-left": 1.5, monogram: 1 },
    frames: { ring: 3, circle: 1 },
    markFrames: { none: 6 },
    textCases: { lower: 2.5, upper: 2, "as-typed": 1 },
    iconStyles: { outline: 4 },
    iconScale: 0.85,
    feel: "quiet, with plenty of space",
  },
  Bold: {
    traits: { heavy: 3, condensed: 2, display: 1.5, wide: 0.5, sans: 0.5, script: -2, handwritten: -2, elegant: -1.5, classical: -1 },
    weight: 900,
    letterSpacing: 0.01,
    layouts: { "icon-left": 3, "icon-above": 2, badge: 2, monogram: 0.5 },
    frames: { shield: 2.5, hexagon: 2, circle: 2 },
    markFrames: { none: 3, circle: 1.5, "rounded-square": 1 },
    textCases: { upper: 4, "as-typed": 1 },
    iconStyles: { filled: 3, bold: 2.5 },
    iconScale: 1.15,
    feel: "strong and high in contrast",
  },
  Elegant: {
    traits: { elegant: 3, serif: 2, script: 1.5, classical: 1, heavy: -3, techno: -3, playful: -2, rounded: -2, condensed: -1.5, slab: -1 },
    weight: 400,
    letterSpacing: 0.16,
    layouts: { "icon-above": 2.5, wordmark: 2, monogram: 2.5, badge: 1 },
    frames: { ring: 3, circle: 1.5 },
    markFrames: { none: 5, ring: 1 },
    textCases: { upper: 3, "as-typed": 2 },
    iconStyles: { outline: 4, duotone: 0.5 },
    iconScale: 0.9,
    feel: "refined and understated",
  },
  Playful: {
    traits: { playful: 3, rounded: 2.5, handwritten: 1, script: 0.5, display: 0.5, classical: -2, techno: -1, condensed: -1.5, elegant: -1 },
    weight: 700,
    letterSpacing: 0,
    layouts: { "icon-above": 3, badge: 2, "icon-left": 2 },
    frames: { circle: 3, "rounded-square": 2.5 },
    markFrames: { none: 2, circle: 2, "rounded-square": 1.5 },
    textCases: { "as-typed": 3, lower: 1.5 },
    iconStyles: { filled: 3, duotone: 2.5 },
    iconScale: 1.1,
    feel: "friendly and bright",
  },
  Professional: {
    traits: { sans: 2, serif: 1, classical: 0.5, script: -3, handwritten: -3, playful: -2, display: -1, techno: -0.5, heavy: -1, rounded: -0.5 },
    weight: 600,
    letterSpacing: 0.04,
    layouts: { "icon-left": 3.5, "icon-above": 2, monogram: 1.5, badge: 0.5 },
    frames: { shield: 2, "rounded-square": 2, circle: 1.5 },
    markFrames: { none: 5, "rounded-square": 1 },
    textCases: { "as-typed": 3, upper: 2 },
    iconStyles: { bold: 3, outline: 1.5, filled: 1 },
    iconScale: 1,
    feel: "trustworthy and composed",
  },
  Vintage: {
    traits: { serif: 2, classical: 2, display: 1, condensed: 1, slab: 1, script: 0.5, techno: -3, rounded: -1, geometric: -1, playful: -0.5 },
    weight: 700,
    letterSpacing: 0.12,
    layouts: { badge: 4, "icon-above": 1.5, monogram: 1 },
    frames: { circle: 3, ring: 2.5, shield: 2 },
    markFrames: { none: 3, ring: 1, circle: 1 },
    textCases: { upper: 4 },
    iconStyles: { filled: 3, outline: 1 },
    iconScale: 1,
    feel: "warm and crafted, like an old shop sign",
  },
  Geometric: {
    traits: { geometric: 3, sans: 1, techno: 1, wide: 0.5, script: -3, handwritten: -3, serif: -1, classical: -1 },
    weight: 600,
    letterSpacing: 0.1,
    layouts: { "icon-above": 2, badge: 2.5, monogram: 2, "icon-left": 1.5 },
    frames: { hexagon: 4, circle: 1, "rounded-square": 1 },
    markFrames: { hexagon: 3, none: 2 },
    textCases: { upper: 3, "as-typed": 1 },
    iconStyles: { bold: 2.5, duotone: 2 },
    iconScale: 1,
    feel: "precise, built from clean shapes",
  },
  Abstract: {
    traits: { geometric: 1.5, techno: 1.5, sans: 1, display: 0.5, classical: -1, script: -1 },
    weight: 500,
    letterSpacing: 0.04,
    layouts: { "icon-left": 2.5, "icon-above": 2.5, badge: 0.5 },
    frames: { circle: 2, hexagon: 1.5 },
    markFrames: { none: 4 },
    textCases: { "as-typed": 2, lower: 2, upper: 1 },
    iconStyles: { duotone: 3, filled: 2 },
    iconScale: 1.05,
    feel: "expressive, with a symbolic mark",
  },
  Classic: {
    traits: { serif: 3, classical: 2.5, elegant: 1, techno: -3, playful: -2, rounded: -2, handwritten: -2, condensed: -0.5 },
    weight: 500,
    letterSpacing: 0.08,
    layouts: { "icon-above": 2, badge: 2.5, monogram: 2 },
    frames: { shield: 2.5, circle: 2, ring: 1.5 },
    markFrames: { none: 4, ring: 1 },
    textCases: { upper: 3, "as-typed": 1.5 },
    iconStyles: { filled: 2, outline: 2 },
    iconScale: 1,
    feel: "timeless and dependable",
  },
};

/** Words in a free-text prompt that name a style ('luxury' is Elegant, 'retro' Vintage). */
const STYLE_WORDS: Record<Style, readonly string[]> = {
  Modern: ["modern", "contemporary", "sleek", "futuristic", "current", "fresh", "techy", "techier"],
  Minimalistic: ["minimal", "minimalist", "minimalistic", "minimalism", "simple", "clean", "understated", "simplistic", "cleaner", "simpler"],
  Bold: ["bold", "strong", "powerful", "loud", "impactful", "striking", "aggressive", "fierce", "edgy", "edgier", "masculine", "manly", "sporty", "sportier", "athletic", "energetic", "dynamic"],
  Elegant: ["elegant", "luxury", "luxurious", "upscale", "premium", "sophisticated", "classy", "refined", "chic", "graceful", "posh", "boutique", "expensive", "fancy", "fancier", "feminine"],
  Playful: ["playful", "fun", "whimsical", "cute", "cuter", "cutesy", "cheerful", "quirky", "childlike", "silly", "happy", "joyful", "cartoon", "cartoony", "cartoonish", "friendlier", "approachable"],
  Professional: ["professional", "corporate", "trustworthy", "serious", "businesslike", "reliable", "formal"],
  Vintage: ["vintage", "retro", "antique", "heritage", "rustic", "nostalgic", "hipster", "oldschool", "old-school", "handcrafted", "artisan", "artisanal", "handmade", "homemade", "crafty"],
  Geometric: ["geometric", "angular", "polygonal", "geometrical"],
  Abstract: ["abstract"],
  Classic: ["classic", "timeless", "traditional", "classical"],
};

/**
 * Whether the style word at `position` is said as unwanted: 'less playful', 'too corporate',
 * 'not playful', 'not so modern', 'not as fancy', 'no longer vintage', 'overly cute'.
 */
function saidAsUnwanted(tokens: readonly string[], position: number): boolean {
  const [before, previous] = [tokens[position - 2], tokens[position - 1]];
  if (previous === "less" || previous === "too" || previous === "not" || previous === "overly") return true;
  return (before === "not" && ["so", "as", "too", "very", "that", "overly"].includes(previous ?? "")) || (before === "no" && previous === "longer");
}

/** A style's opposite, for a change that says what it should not be ('less playful': professional). */
const OPPOSITE_STYLE: Record<Style, Style> = {
  Modern: "Classic",
  Minimalistic: "Bold",
  Bold: "Minimalistic",
  Elegant: "Modern",
  Playful: "Professional",
  Professional: "Playful",
  Vintage: "Modern",
  Geometric: "Elegant",
  Abstract: "Classic",
  Classic: "Modern",
};

/**
 * Looks a change asks for by what the logo should seem, not by a style's name: 'make it look
 * like a (tech) startup', 'a startup vibe' the modern look such a company wears (of a new
 * logo's prompt, 'a startup' is the trade and names no style, so this is read of changes
 * only); 'it looks cheap' the elegant one, as 'make it look expensive' does.
 */
export function readLooksAskedOfAChange(text: string): Style[] {
  const looks: Style[] = [];
  if (/\b(?:like\s+an?\s+(?:tech\s+)?start-?up|start-?up(?:py|ish)?\s+(?:vibe|feel|look|style))\b|\bmore\s+(?:like\s+a\s+)?start-?up(?:py|ish)?\b/.test(text)) looks.push("Modern");
  if (/\b(?:looks?|feels?|it'?s|too)\s+(?:a\s+bit\s+|kind\s+of\s+|so\s+)?cheap\b|\bless\s+cheap\b/.test(text)) looks.push("Elegant");
  return looks;
}

/** The styles a free-text request says it does not want ('less playful', 'too corporate'), each with its opposite. */
export function readUnwantedStyles(text: string): { style: Style; opposite: Style }[] {
  const found: { style: Style; opposite: Style }[] = [];
  const tokens = words(text.toLowerCase().replace(/old[\s-]school/g, "oldschool"));
  tokens.forEach((token, position) => {
    if (!saidAsUnwanted(tokens, position)) return;
    for (const [style, styleWords] of Object.entries(STYLE_WORDS) as [Style, readonly string[]][]) {
      if (styleWords.includes(token) && !found.some((entry) => entry.style === style)) found.push({ style, opposite: OPPOSITE_STYLE[style] });
    }
  });
  return found;
}

/** The styles a free-text prompt names, in the order it names them ('less playful' names none: readUnwantedStyles). */
export function readStyleWords(text: string): Style[] {
  const found: { style: Style; position: number }[] = [];
  const lower = text.toLowerCase().replace(/old[\s-]school/g, "oldschool");
  const tokens = words(lower);
  tokens.forEach((token, position) => {
    if (saidAsUnwanted(tokens, position)) return;
    for (const [style, styleWords] of Object.entries(STYLE_WORDS) as [Style, readonly string[]][]) {
      if (!styleWords.includes(token)) continue;
      // 'bold font', 'bold text' ask for weight, not for the Bold style of a whole logo.
      if (style === "Bold" && /^(font|text|letter|lettering|type|typeface|weight)s?$/.test(tokens[position + 1] ?? "")) continue;
      // 'clean' and 'fresh' in 'cleaning service' / 'fresh bread' describe the business.
      if ((token === "clean" || token === "fresh" || token === "fun") && /^(ing|er|food|bread|produce|fruit|juice|fair|park|run)$/.test(tokens[position + 1] ?? "")) continue;
      if (!found.some((entry) => entry.style === style)) found.push({ style, position });
    }
  });
  return found.sort((a, b) => a.position - b.position).map((entry) => entry.style);
}

/** Sums a per-style vote table over the chosen styles. */
export function sumVotes<K extends string>(styles: readonly Style[], pick: (profile: StyleProfile) => Partial<Record<K, number>>): Map<K, number> {
  const totals = new Map<K, number>();
  for (const style of styles) {
    for (const [key, value] of Object.entries(pick(STYLE_PROFILES[style])) as [K, number][]) {
      totals.set(key, (totals.get(key) ?? 0) + value);
    }
  }
  return totals;
}

export function average(styles: readonly Style[], pick: (profile: StyleProfile) => number): number {
  if (styles.length === 0) return pick(STYLE_PROFILES.Modern);
  return styles.reduce((sum, style) => sum + pick(STYLE_PROFILES[style]), 0) / styles.length;
}
