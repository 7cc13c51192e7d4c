/** The catalogue's fixed vocabularies (marketplace spec sections 2 and 3). */

export const CATEGORIES = [
  "Abstract",
  "Letters",
  "Business",
  "Nature",
  "Animals",
  "Fantasy",
  "Human Figures",
  "Technology",
  "Cultural",
  "Sports",
  "Mythology",
  "Transportation",
  "Education",
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

const GRAY_SHADES = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const HUE_SHADES = [100, 200, 300, 400, 500] as const;
const HUES = ["red", "blue", "green", "yellow", "purple", "pink", "indigo"] as const;

export interface BackgroundChoice {
  /** The class stored as a logo's bgColor and in `logoBackgrounds`. */
  className: string;
  /** The name a person reads, e.g. 'Gray 100'. */
  label: string;
}

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The 46 preview backgrounds: Gray 100–900, Black, White, 100–500 of seven hues. */
export const BACKGROUND_CHOICES: readonly BackgroundChoice[] = [
  ...GRAY_SHADES.map((shade) => ({ className: `bg-gray-${shade}`, label: `Gray ${shade}` })),
  { className: "bg-black", label: "Black" },
  { className: "bg-white", label: "White" },
  ...HUES.flatMap((hue) =>
    HUE_SHADES.map((shade) => ({
      className: `bg-${hue}-${shade}`,
      label: `${capitalise(hue)} ${shade}`,
    })),
  ),
];

const BACKGROUND_CLASSES = new Set(BACKGROUND_CHOICES.map((choice) => choice.className));

export function isBackgroundClass(value: unknown): value is string {
  return typeof value === "string" && BACKGROUND_CLASSES.has(value);
}

/**
 * Backgrounds dark enough that the artwork drawn for them is light (white or pale
 * lettering). Mockups use it to decide when a logo needs its reversed version.
 */
const DARK_BACKGROUNDS = new Set([
  "bg-black",
  "bg-gray-600",
  "bg-gray-700",
  "bg-gray-800",
  "bg-gray-900",
  ...["red", "blue", "green", "purple", "pink", "indigo"].map((hue) => `bg-${hue}-500`),
]);

export function isDarkBackground(className: string): boolean {
  return DARK_BACKGROUNDS.has(className);
}

/** The CSS colour of a background class (Tailwind defines a variable for each). */
export function backgroundColorVar(className: string): string {
  return `var(--color-${className.replace(/^bg-/, "")})`;
}

export const STYLES = [
  "Modern",
  "Minimalistic",
  "Bold",
  "Elegant",
  "Playful",
  "Professional",
  "Vintage",
  "Geometric",
  "Abstract",
  "Classic",
] as const;
export type Style = (typeof STYLES)[number];

export const COLOR_SCHEMES = ["Light", "Dark"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
