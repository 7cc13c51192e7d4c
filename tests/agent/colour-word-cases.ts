/**
 * New-logo prompts with colour words, as customers type them, each with what a person
 * would expect to see; and a checker on what was drawn (the renderer's ink and, when
 * given, the pixels). Pure: the colour-word test and a Node bench both import it.
 */
import type { Ink } from "#agent/design/ink.ts";
import type { Container, Layout } from "#agent/design/logo-spec.ts";
import { hslOf, luminanceOf, looksLikeRgb, rgbOf, type HueName, type Rgb } from "./colour-facts.ts";

type Mood = "warm" | "cool" | "earthy" | "pastel" | "jewel" | "neon" | "monochrome" | "dark" | "light";
type Neutral = "black" | "white" | "cream" | "charcoal";

/** One thing asked: a named colour (any of the hue names a person would accept), a neutral, or a mood. */
export type Ask = { colour: string; looks: readonly HueName[] } | { neutral: Neutral } | { mood: Mood };

export interface ColourWordCase {
  prompt: string;
  asks: readonly Ask[];
}

const hue = (colour: string, ...looks: HueName[]): Ask => ({ colour, looks });

export const COLOUR_WORD_CASES: readonly ColourWordCase[] = [
  { prompt: "A garden shop called Fern Hollow, earthy greens", asks: [hue("green", "green"), { mood: "earthy" }] },
  { prompt: "The Daily Grind, dark, minimal", asks: [{ mood: "dark" }] },
  { prompt: "Hearth bakery, blue and yellow", asks: [hue("blue", "blue"), hue("yellow", "yellow")] },
  { prompt: "Beacon café, warm colours", asks: [{ mood: "warm" }] },
  { prompt: "a pastel nursery logo called Little Sprout", asks: [{ mood: "pastel" }] },
  { prompt: "Harbor Law in navy and gold", asks: [hue("navy", "blue"), hue("gold", "yellow", "orange")] },
  { prompt: "cool tones for a tech startup called Driftline", asks: [{ mood: "cool" }] },
  { prompt: "burgundy and cream wine bar called Vela", asks: [hue("burgundy", "red", "pink"), { neutral: "cream" }] },
  { prompt: "Ember & Oak steakhouse, charcoal and coral", asks: [{ neutral: "charcoal" }, hue("coral", "red", "orange")] },
  { prompt: "olive and cream logo for Grove Deli", asks: [hue("olive", "green", "yellow", "brown"), { neutral: "cream" }] },
  { prompt: "mint and lavender logo for a soap shop called Suds", asks: [hue("mint", "green", "teal"), hue("lavender", "purple")] },
  { prompt: "Tidewater Surf School, teal", asks: [hue("teal", "teal")] },
  { prompt: "a dark mode logo for Nightjar Studio", asks: [{ mood: "dark" }] },
  { prompt: "light mode logo for an accounting firm called Ledgerly", asks: [{ mood: "light" }] },
  { prompt: "Copper Kettle tea room in terracotta and sage", asks: [hue("terracotta", "orange", "red"), hue("sage", "green")] },
  { prompt: "red and black logo for a gym called Iron Forge", asks: [hue("red", "red"), { neutral: "black" }] },
  { prompt: "Pinecrest Dental, blue and white", asks: [hue("blue", "blue"), { neutral: "white" }] },
  { prompt: "a purple and orange logo for a gaming channel called Pixel Raid", asks: [hue("purple", "purple"), hue("orange", "orange")] },
  { prompt: "Bloom florist, pink and green, in a circle badge", asks: [hue("pink", "pink", "red"), hue("green", "green")] },
  { prompt: "Saffron Kitchen, mustard and burgundy", asks: [hue("mustard", "yellow", "orange"), hue("burgundy", "red", "pink")] },
  { prompt: "emerald green and gold for a jewellery store named Aurelia", asks: [hue("emerald", "green", "teal"), hue("gold", "yellow", "orange")] },
  { prompt: "Nova Yoga studio, pastel colours", asks: [{ mood: "pastel" }] },
  { prompt: "jewel tones for a boutique hotel called The Regent", asks: [{ mood: "jewel" }] },
  { prompt: "neon logo for a nightclub called Pulse", asks: [{ mood: "neon" }] },
  { prompt: "monochrome logo for a photography studio called Still Frame", asks: [{ mood: "monochrome" }] },
  { prompt: "Brightside Kids Club, bright yellow and sky blue", asks: [hue("yellow", "yellow"), hue("sky blue", "blue")] },
  { prompt: "Solace Spa, something light and airy in sage green", asks: [{ mood: "light" }, hue("sage", "green")] },
  { prompt: "dark, moody logo for a cocktail bar called Nightcap", asks: [{ mood: "dark" }] },
  { prompt: "Maple & Rye bakery, warm colours, just the name", asks: [{ mood: "warm" }] },
  { prompt: "cool blues for a water company called ClearSpring", asks: [{ mood: "cool" }, hue("blue", "blue")] },
  { prompt: "Northwind Sailing Club, navy and white, shield emblem", asks: [hue("navy", "blue"), { neutral: "white" }] },
  { prompt: "coral and teal monogram for Sea Salt Studio", asks: [hue("coral", "red", "orange"), hue("teal", "teal")] },
  { prompt: "an earthy logo for a pottery studio called Kiln & Clay", asks: [{ mood: "earthy" }] },
  { prompt: "black and gold badge for Crown Barbers", asks: [{ neutral: "black" }, hue("gold", "yellow", "orange")] },
  { prompt: "Lavender Lane candles, lavender and cream, wordmark", asks: [hue("lavender", "purple"), { neutral: "cream" }] },
];

/** The colours a logo shows, by part, as the renderer drew them. */
export interface DrawnColours {
  /** null: a transparent canvas. */
  background: string | null;
  /** The brand name's ink. */
  lettering: string;
  /** Every visible colour: canvas, frame, mark, lettering. */
  all: readonly string[];
}

/** The visible parts of a layout (design/layouts.ts), read from the renderer's ink. */
export function drawnFromInk(layout: Layout, container: Container, ink: Ink): DrawnColours {
  const filled = ["circle", "rounded-square", "hexagon", "shield"].includes(container);
  const frame = container === "none" ? [] : [ink.container];
  let mark: string[];
  let lettering: string;
  if (layout === "wordmark") {
    mark = [];
    lettering = filled ? ink.textOnContainer : ink.brand;
  } else {
    mark = [filled ? (layout === "monogram" ? ink.textOnContainer : ink.markOnContainer) : ink.mark];
    lettering = layout === "badge" && filled ? ink.textOnContainer : ink.brand;
  }
  const all = [...(ink.background ? [ink.background] : []), ...frame, ...mark, lettering];
  return { background: ink.background, lettering, all };
}

const isNeutral = (rgb: Rgb, name: Neutral): boolean => {
  const { hue: h, chroma, lightness } = hslOf(rgb);
  const l = luminanceOf(rgb);
  switch (name) {
    case "black":
      return l < 0.02;
    case "white":
      return l > 0.88 && h === null;
    case "cream":
      // Near white and, if tinted at all, warm: ivory, cream, parchment.
      return l > 0.72 && rgb[0] >= rgb[2] && (h === null || h < 70) && lightness > 0.8;
    case "charcoal":
      return l > 0.01 && l < 0.12 && chroma < 0.2;
  }
};

const WARM: readonly HueName[] = ["red", "orange", "yellow", "brown"];
const COOL: readonly HueName[] = ["blue", "teal", "green", "purple"];
const looksAny = (rgb: Rgb, names: readonly HueName[]) => names.some((name) => looksLikeRgb(rgb, name));

/**
 * What a colour must be to show an ask ('shows'), and what no drawn colour may be
 * ('forbids': no blue in 'warm colours'). Dark and light are judged on canvas and
 * lettering, not colour by colour.
 */
function predicates(ask: Ask): { shows: (rgb: Rgb) => boolean; forbids?: (rgb: Rgb) => boolean } {
  if ("colour" in ask) return { shows: (rgb) => looksAny(rgb, ask.looks) };
  if ("neutral" in ask) return { shows: (rgb) => isNeutral(rgb, ask.neutral) };
  switch (ask.mood) {
    case "warm":
      return { shows: (rgb) => looksAny(rgb, WARM), forbids: (rgb) => looksAny(rgb, ["blue", "teal", "purple"]) };
    case "cool":
      return { shows: (rgb) => looksAny(rgb, COOL), forbids: (rgb) => looksAny(rgb, ["red", "orange", "yellow"]) };
    case "earthy":
      // Greens, browns, ochres and clays, never bright: no blue, purple or pink either.
      return {
        shows: (rgb) => looksAny(rgb, ["brown", "green", "orange", "yellow", "red"]) && hslOf(rgb).saturation < 0.75,
        forbids: (rgb) => looksAny(rgb, ["blue", "purple", "pink"]),
      };
    case "pastel":
      return { shows: (rgb) => hslOf(rgb).hue !== null && luminanceOf(rgb) > 0.55 };
    case "jewel":
      return { shows: (rgb) => looksAny(rgb, ["green", "teal", "blue", "purple", "red"]) && hslOf(rgb).saturation > 0.5 && luminanceOf(rgb) < 0.3 };
    case "neon":
      return { shows: (rgb) => hslOf(rgb).saturation > 0.85 && luminanceOf(rgb) > 0.25 };
    case "monochrome":
      return { shows: (rgb) => hslOf(rgb).chroma < 0.1, forbids: (rgb) => hslOf(rgb).chroma >= 0.1 };
    case "dark":
    case "light":
      return { shows: () => true };
  }
}

/** Decoded pixels: RGBA, premultiplied by alpha as resvg leaves them. */
export interface PremultipliedPixels {
  rgba: Uint8Array;
}

/** Share of opaque pixels each predicate holds for (premultiplied alpha undone). */
function pixelShare(pixels: PremultipliedPixels, test: (rgb: Rgb) => boolean): number {
  let count = 0;
  let total = 0;
  const seen = new Map<number, boolean>();
  for (let i = 0; i < pixels.rgba.length; i += 4) {
    const a = pixels.rgba[i + 3]!;
    total++;
    if (a < 250) continue;
    const key = (pixels.rgba[i]! << 16) | (pixels.rgba[i + 1]! << 8) | pixels.rgba[i + 2]!;
    let hit = seen.get(key);
    if (hit === undefined) {
      const unpremultiply = (value: number) => Math.min(255, Math.round((value * 255) / a));
      hit = test([unpremultiply(pixels.rgba[i]!), unpremultiply(pixels.rgba[i + 1]!), unpremultiply(pixels.rgba[i + 2]!)]);
      seen.set(key, hit);
    }
    if (hit) count++;
  }
  return total === 0 ? 0 : count / total;
}

/** The least share of the picture an asked colour must cover to count as seen. */
export const MIN_PIXEL_SHARE = 0.005;

/**
 * The asks a drawn logo fails, in words (empty: every asked hue is there to see). A
 * colour counts when a visible part is drawn in it and, given pixels, it covers at least
 * MIN_PIXEL_SHARE of them; a forbidden colour ('warm': blue) fails on the same terms.
 */
export function hitsAskedHues(asks: readonly Ask[], drawn: DrawnColours, pixels?: PremultipliedPixels): string[] {
  const failures: string[] = [];
  for (const ask of asks) {
    const label = "colour" in ask ? ask.colour : "neutral" in ask ? ask.neutral : ask.mood;
    if ("mood" in ask && (ask.mood === "dark" || ask.mood === "light")) {
      const dark = ask.mood === "dark";
      const canvas = drawn.background ? luminanceOf(rgbOf(drawn.background)) : 1;
      const lettering = luminanceOf(rgbOf(drawn.lettering));
      if (dark ? !(canvas < 0.08 && lettering > 0.4) : !(canvas > 0.7 && lettering < 0.2)) failures.push(`${label}: canvas and lettering are not ${label}`);
      continue;
    }
    const { shows, forbids } = predicates(ask);
    const rgbs = drawn.all.map(rgbOf);
    if (!rgbs.some(shows)) failures.push(`${label}: no part drawn in it (${drawn.all.join(", ")})`);
    if (forbids && rgbs.some(forbids)) failures.push(`${label}: a part is drawn against it (${drawn.all.join(", ")})`);
    if (pixels) {
      const share = pixelShare(pixels, shows);
      if (share < MIN_PIXEL_SHARE) failures.push(`${label}: ${(share * 100).toFixed(2)} % of the pixels`);
      if (forbids && pixelShare(pixels, forbids) >= MIN_PIXEL_SHARE) failures.push(`${label}: pixels against it`);
    }
  }
  return failures;
}
