/**
 * Colour moods: words that ask for a family of colours rather than one ('earthy',
 * 'warm colours', 'pastel', 'jewel tones') and, in a new prompt, 'dark' or 'light' said of
 * the logo itself ('The Daily Grind, dark, minimal'). A mood picks the curated palettes
 * that are made of it (palettes.ts); colours named beside it ('earthy greens') are laid
 * over that palette as any colour is.
 */
import { COLOUR_PHRASE } from "./colour-words.ts";
import type { Remaining } from "./text.ts";

export type ColourMood = "earthy" | "warm" | "cool" | "pastel" | "jewel" | "neon" | "monochrome";

/** Each mood in words, for narration ('For the earthy colours you asked for'). */
export const MOOD_WORDS: Readonly<Record<ColourMood, string>> = {
  earthy: "earthy colours",
  warm: "warm colours",
  cool: "cool colours",
  pastel: "pastels",
  jewel: "jewel tones",
  neon: "neon colours",
  monochrome: "monochrome look",
};

/** What the mood word looks like in a sentence: 'the colours' words follow the vaguer moods. */
const COLOUR_NOUNS = "(?:colou?rs?|tones?|toned|palette|hues?|shades|scheme|feel|vibe|look)";

/**
 * Each mood's phrases. 'warm' and 'cool' are everyday words ('a cool logo', 'a warm
 * welcome'), so they count only beside a colour noun, a colour name, or on their own in a
 * list ('warm, friendly'); the others are colour words wherever they stand.
 */
const MOOD_PATTERNS: readonly [ColourMood, RegExp][] = [
  ["earthy", /\b(?:earthy|earth[- ]?(?:tones?|toned|colou?rs?)|natural (?:tones|colou?rs))\b/],
  ["warm", new RegExp(`\\bwarm(?:er)?(?:[\\s-]+${COLOUR_NOUNS}\\b|(?=\\s*(?:$|[,.;!]|and\\b))|(?=\\s+(?:reds?|oranges?|yellows?|browns?)\\b))`)],
  ["cool", new RegExp(`\\bcool(?:er)?(?:[\\s-]+${COLOUR_NOUNS}\\b|(?=\\s+(?:blues?|greens?|teals?|purples?|greys?|grays?)\\b))`)],
  ["pastel", /\bpastels?\b(?:[\s-]+(?:colou?rs?|tones?|palette|hues?|shades))?/],
  // 'Soft colours' are pale and quiet, as pastels are: light grounds, gentle inks.
  ["pastel", new RegExp(`\\b(?:soft|softer|gentle|delicate|muted|subtle|calm|quiet|subdued)[\\s-]+${COLOUR_NOUNS}\\b`)],
  ["jewel", /\b(?:jewel|gem)[\s-]?(?:tones?|toned|colou?rs?)\b/],
  ["neon", /\b(?:neon|fluorescent|day-?glo)\b(?:[\s-]+(?:colou?rs?|tones?|palette|look|vibe))?/],
  ["monochrome", /\b(?:mono(?:chrome|chromatic|tone)|gr[ae]yscale)\b/],
];

const SHADES_A_COLOUR = new RegExp(`^[\\s-]+${COLOUR_PHRASE}`);

/**
 * The mood a prompt asks for, if any. A mood word that also shades a colour ('earthy
 * greens', 'pastel pink') is left in place for the colour reader, which runs next; the
 * mood still chooses the palette.
 */
export function readColourMood(rest: Remaining): ColourMood | null {
  let mood: ColourMood | null = null;
  for (const [name, pattern] of MOOD_PATTERNS) {
    for (const found of rest.peek(pattern)) {
      mood ??= name;
      const end = found.match.index + found.match[0].length;
      // 'pastel pink' and 'earthy greens' stay whole for the colour reader.
      if (!SHADES_A_COLOUR.test(rest.lower.slice(end))) rest.takeSpan(found.match.index, found.match[0].length);
    }
  }
  return mood;
}

/** Words a dark or light logo is described with ('dark, minimal', 'something dark and moody'). */
const LOOK_WORDS =
  "(?:minimal|minimalist|minimalistic|moody|modern|sleek|elegant|edgy|bold|luxurious|luxury|mysterious|gothic|sophisticated|premium|airy|clean|bright|fresh|simple|logo|look|feel|vibe|aesthetic|style|design|version|and)";

/**
 * 'dark' or 'light' said of the logo in a new prompt: alone in a list ('…, dark, minimal'),
 * before a look ('dark and moody', 'a light airy logo') or after 'something'. Never a
 * dark thing ('dark roast', 'dark chocolate'): those are not followed by a look word.
 */
export function readLookScheme(rest: Remaining): "Dark" | "Light" | null {
  let scheme: "Dark" | "Light" | null = null;
  const pattern = new RegExp(`\\b(?:(?:something|very|quite|all|super|mostly|really)\\s+)?(dark|light)(?=\\s*(?:$|[,.;!])|[\\s-]+${LOOK_WORDS}\\b)`);
  rest.take(pattern, (taken) => {
    scheme ??= taken.match[1] === "dark" ? "Dark" : "Light";
  });
  return scheme;
}
