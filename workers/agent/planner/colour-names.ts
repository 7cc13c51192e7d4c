/**
 * Colours put into words for narration and metadata ('navy', 'parchment'), and whether a
 * drawn colour still reads as the one asked for.
 */
import { hueDistance, isNeutral, oklabDistance, toOklch } from "./colour-space.ts";
import { NAMED_COLOURS } from "./colour-words.ts";

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
  // A pale tone's chroma is small, so the distance barely sees its hue: without a name of
  // its own this lavender was called 'light pink'.
  "light lavender": "#e9d5ff",
  // A warm near-black of the curated palettes: the nearest name was a cool one, 'deep green'.
  "dark tobacco": "#2b2420",
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
