/**
 * The bundled typefaces: OFL families from the @expo-google-fonts packages (TTF). The
 * planner picks by traits ('serif', 'handwritten', ...) and weight; the renderer loads
 * the file for (id, weight, italic). Only the weights listed here are bundled, to keep
 * the agent Worker small: a spec may only name a listed weight.
 */

export const TYPEFACE_TRAITS = [
  "sans",
  "serif",
  "slab",
  "display",
  "script",
  "handwritten",
  "geometric",
  "rounded",
  "condensed",
  "wide",
  "techno",
  "classical",
  "elegant",
  "playful",
  "heavy",
] as const;
export type TypefaceTrait = (typeof TYPEFACE_TRAITS)[number];

export interface Typeface {
  /** Family name as Google Fonts spells it. */
  family: string;
  /** The npm package (all SIL Open Font License 1.1). */
  package: string;
  traits: readonly TypefaceTrait[];
  /** Bundled upright weights, lightest first. */
  weights: readonly number[];
  /** Bundled italic weights (empty when the family has no italic or none is bundled). */
  italicWeights: readonly number[];
}

export const TYPEFACES = {
  montserrat: {
    family: "Montserrat",
    package: "@expo-google-fonts/montserrat",
    traits: ["sans", "geometric"],
    weights: [300, 500, 700, 900],
    italicWeights: [900],
  },
  poppins: {
    family: "Poppins",
    package: "@expo-google-fonts/poppins",
    traits: ["sans", "geometric"],
    weights: [400, 500, 600, 700, 800],
    italicWeights: [],
  },
  raleway: {
    family: "Raleway",
    package: "@expo-google-fonts/raleway",
    traits: ["sans", "elegant"],
    weights: [300, 500, 700],
    italicWeights: [],
  },
  "josefin-sans": {
    family: "Josefin Sans",
    package: "@expo-google-fonts/josefin-sans",
    traits: ["sans", "geometric", "elegant"],
    weights: [300, 600, 700],
    italicWeights: [],
  },
  "space-grotesk": {
    family: "Space Grotesk",
    package: "@expo-google-fonts/space-grotesk",
    traits: ["sans", "techno"],
    weights: [400, 500, 700],
    italicWeights: [],
  },
  nunito: {
    family: "Nunito",
    package: "@expo-google-fonts/nunito",
    traits: ["sans", "rounded", "playful"],
    weights: [400, 700, 900],
    italicWeights: [],
  },
  fredoka: {
    family: "Fredoka",
    package: "@expo-google-fonts/fredoka",
    traits: ["display", "rounded", "playful"],
    weights: [400, 600, 700],
    italicWeights: [],
  },
  oswald: {
    family: "Oswald",
    package: "@expo-google-fonts/oswald",
    traits: ["sans", "condensed", "display"],
    weights: [400, 500, 700],
    italicWeights: [],
  },
  "bebas-neue": {
    family: "Bebas Neue",
    package: "@expo-google-fonts/bebas-neue",
    traits: ["display", "condensed", "heavy"],
    weights: [400],
    italicWeights: [],
  },
  "archivo-black": {
    family: "Archivo Black",
    package: "@expo-google-fonts/archivo-black",
    traits: ["sans", "display", "heavy", "wide"],
    weights: [400],
    italicWeights: [],
  },
  orbitron: {
    family: "Orbitron",
    package: "@expo-google-fonts/orbitron",
    traits: ["display", "techno", "wide", "geometric"],
    weights: [500, 700, 900],
    italicWeights: [],
  },
  righteous: {
    family: "Righteous",
    package: "@expo-google-fonts/righteous",
    traits: ["display", "rounded", "playful"],
    weights: [400],
    italicWeights: [],
  },
  "playfair-display": {
    family: "Playfair Display",
    package: "@expo-google-fonts/playfair-display",
    traits: ["serif", "elegant", "display"],
    weights: [400, 700, 900],
    italicWeights: [400, 700],
  },
  "dm-serif-display": {
    family: "DM Serif Display",
    package: "@expo-google-fonts/dm-serif-display",
    traits: ["serif", "elegant", "display"],
    weights: [400],
    italicWeights: [400],
  },
  lora: {
    family: "Lora",
    package: "@expo-google-fonts/lora",
    traits: ["serif", "classical"],
    weights: [400, 700],
    italicWeights: [400],
  },
  cinzel: {
    family: "Cinzel",
    package: "@expo-google-fonts/cinzel",
    traits: ["serif", "classical", "elegant", "wide"],
    weights: [400, 700, 900],
    italicWeights: [],
  },
  "abril-fatface": {
    family: "Abril Fatface",
    package: "@expo-google-fonts/abril-fatface",
    traits: ["serif", "display", "heavy"],
    weights: [400],
    italicWeights: [],
  },
  pacifico: {
    family: "Pacifico",
    package: "@expo-google-fonts/pacifico",
    traits: ["script", "playful"],
    weights: [400],
    italicWeights: [],
  },
  "dancing-script": {
    family: "Dancing Script",
    package: "@expo-google-fonts/dancing-script",
    traits: ["script", "elegant", "handwritten"],
    weights: [500, 700],
    italicWeights: [],
  },
  caveat: {
    family: "Caveat",
    package: "@expo-google-fonts/caveat",
    traits: ["handwritten", "playful"],
    weights: [500, 700],
    italicWeights: [],
  },
} as const satisfies Record<string, Typeface>;

export type TypefaceId = keyof typeof TYPEFACES;
export const TYPEFACE_IDS = Object.keys(TYPEFACES) as [TypefaceId, ...TypefaceId[]];

export function hasTrait(id: TypefaceId, trait: TypefaceTrait): boolean {
  return (TYPEFACES[id].traits as readonly TypefaceTrait[]).includes(trait);
}

/** Joined scripts and handwriting: letters connect, so they are never tracked out or set in capitals. */
export function isScript(id: TypefaceId): boolean {
  return hasTrait(id, "script") || hasTrait(id, "handwritten");
}

export function isBundledWeight(id: TypefaceId, weight: number, italic: boolean): boolean {
  const face: Typeface = TYPEFACES[id];
  return (italic ? face.italicWeights : face.weights).includes(weight);
}

/** The bundled weight of `id` nearest to `wanted` (upright or italic as asked, else upright). */
export function nearestWeight(id: TypefaceId, wanted: number, italic = false): { weight: number; italic: boolean } {
  const face: Typeface = TYPEFACES[id];
  const pool = italic && face.italicWeights.length > 0 ? face.italicWeights : face.weights;
  const weight = [...pool].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a)[0]!;
  return { weight, italic: italic && face.italicWeights.length > 0 };
}
