/**
 * Colours put into words for narration and metadata ('navy', 'parchment'), and whether a
 * drawn colour still reads as the one asked for.
 */
import { hueDistance, isNeutral, oklabDistance, toOklch } from "./colour-space.ts";
import { DESCRIPTIVE_COLOURS, NAMED_COLOURS } from "./colour-words.ts";


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

/**
 * Whether `hex` would be seen as the colour a visitor does not want ('no pink'): of its
 * family, or a colour of a hue close to it (a plum beside pink), as any language names it.
 */
export function resemblesColour(hex: string, unwanted: string): boolean {
  if (hex === "transparent") return false;
  if (hueFamily(hex) === hueFamily(unwanted)) return true;
  return toOklch(hex).c >= 0.035 && toOklch(unwanted).c >= 0.035 && hueDistance(hex, unwanted) <= 30;
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
