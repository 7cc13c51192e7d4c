/**
 * A colour the visitor asked for must be the colour they see. The renderer draws lettering
 * and marks in an ink that reads on what they sit on (design/ink.ts), so an asked colour
 * that would not read is silently replaced there: blue lettering on a sand badge comes out
 * black. Before that can happen, this module finds the smallest change that lets the asked
 * colour show: first a deeper or lighter shade of the same colour, then a quieter frame or
 * canvas behind it, and it says what it did. It judges by `drawnColours`, the same
 * decisions the layouts make, never by the palette alone. (A new logo arranges all its
 * asked colours at once: shown-colours.ts.)
 */
import { drawnColours, type DrawnColours } from "#agent/design/ink.ts";
import type { LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import { describeColour, hueFamily, showsColour } from "./colour-names.ts";
import { fromOklch, hueDistance, isNeutral, oklabDistance, toOklch, type Hex } from "./colour-space.ts";
import { containerWord } from "./narration.ts";
import { balancePalette } from "./palettes.ts";

/** The parts a visitor names a colour for. */
export type ColourPart = "lettering" | "mark";

export interface ColourAsk {
  part: ColourPart;
  /** The asked colour as the readers mixed it ('navy' -> #1e3a8a). */
  hex: string;
  /** The visitor's words ('navy', 'dark green'). */
  phrase: string;
}

/**
 * The basic colour words that name a hue and little of how light it is, with how much
 * deeper and lighter a shade may go and still be called so: a sky blue and a cobalt are
 * both 'blue', a maroon is still 'red' but a light red is a pink, a pale orange is still
 * 'orange' but a deep one is a brown. 'Navy', 'dark green' or 'cream' name a lightness
 * too, and keep much the same one.
 */
const HUE_WORDS: Record<string, { deeper: number; lighter: number }> = {
  red: { deeper: 0.4, lighter: 0.1 },
  orange: { deeper: 0.08, lighter: 0.3 },
  yellow: { deeper: 0.1, lighter: 0.3 },
  green: { deeper: 0.4, lighter: 0.4 },
  teal: { deeper: 0.4, lighter: 0.4 },
  blue: { deeper: 0.4, lighter: 0.4 },
  purple: { deeper: 0.4, lighter: 0.4 },
  violet: { deeper: 0.4, lighter: 0.4 },
  pink: { deeper: 0.3, lighter: 0.3 },
  cyan: { deeper: 0.3, lighter: 0.3 },
  turquoise: { deeper: 0.3, lighter: 0.3 },
  magenta: { deeper: 0.3, lighter: 0.3 },
  indigo: { deeper: 0.3, lighter: 0.4 },
};

/**
 * A shade this dark and this dull reads as black, not as its hue: 'red' lettering of #2d0001
 * (OKLCH L 0.19, C 0.08) is not red to anyone; a midnight blue (#00175a, L 0.25, C 0.12) is blue.
 */
const SEEN_AS_BLACK = { lightness: 0.22, chroma: 0.1 };

function hueWord(phrase: string): { deeper: number; lighter: number } | null {
  return HUE_WORDS[phrase.trim().toLowerCase().replace(/(?:ish|s)$/, "")] ?? null;
}

/**
 * Whether a drawn colour shows what was asked: for a basic colour word, the same hue, still
 * clearly coloured and of its family, within the shades that word covers; otherwise much
 * the same colour (colour-names.ts `showsColour`).
 */
export function showsAskedColour(drawn: string | null, ask: Pick<ColourAsk, "hex" | "phrase">): boolean {
  if (drawn === null) return false;
  const range = hueWord(ask.phrase);
  if (!range) return showsColour(ask.hex, drawn);
  const { l, c } = toOklch(drawn);
  // However deep a word allows, a shade this dark and dull is seen as black, not as the hue.
  if (l < SEEN_AS_BLACK.lightness && c < SEEN_AS_BLACK.chroma) return false;
  const shift = l - toOklch(ask.hex).l;
  return shift >= -range.deeper && shift <= range.lighter && toOklch(drawn).c >= 0.045 && hueDistance(ask.hex, drawn) <= 20 && hueFamily(drawn) === hueFamily(ask.hex);
}

const PALETTE_ROLE: Record<ColourPart, "text" | "primary"> = { lettering: "text", mark: "primary" };

/** What a viewer sees of `part`: for a mark knocked out of a frame filled in its own colour, the frame. */
function seen(drawn: DrawnColours, part: ColourPart, ask: ColourAsk): string | null {
  if (part === "lettering") return drawn.lettering;
  if (showsAskedColour(drawn.mark, ask)) return drawn.mark;
  return showsAskedColour(drawn.frame, ask) ? drawn.frame : drawn.mark;
}

/**
 * Shades of the asked colour, nearest first, that are still that colour: a basic colour
 * word may go much lighter or deeper (blue lettering on a dark badge is a light blue);
 * a colour with a lightness in its name only a little (beyond a fifth of the lightness
 * scale a 'burgundy' is a pink).
 */
function shadesOf(ask: ColourAsk): Hex[] {
  const base = toOklch(ask.hex);
  const shades: Hex[] = [];
  const steps = hueWord(ask.phrase) ? 14 : 7;
  for (let step = 0; step <= steps; step++) {
    for (const sign of step === 0 ? [0] : [-1, 1]) {
      const shade = fromOklch({ ...base, l: Math.min(1, Math.max(0, base.l + sign * step * 0.03)) });
      const chromaKept = isNeutral(ask.hex) || hueWord(ask.phrase) !== null || toOklch(shade).c >= base.c * 0.55;
      if (chromaKept && showsAskedColour(shade, ask) && !shades.includes(shade)) shades.push(shade);
    }
  }
  return shades;
}

interface Candidate {
  palette: Palette;
  shade: Hex;
  cost: number;
}

/** Grounds that could carry the asked colour, for the frame (accent) or the canvas. */
function groundsFor(palette: Palette, asked: string, spec: LogoSpec): Partial<Palette>[] {
  const hue = toOklch(asked).h;
  const frameHue = toOklch(palette.accent).h;
  const grounds: Partial<Palette>[] = [{}];
  if (spec.container !== "none") {
    // Pale, mid and deep fills: a fill too close to the canvas is drawn in the mark's colour instead.
    for (const l of [0.97, 0.9, 0.8, 0.72, 0.3, 0.22]) {
      grounds.push({ accent: fromOklch({ l, c: 0.02, h: frameHue }) });
      grounds.push({ accent: fromOklch({ l, c: 0.035, h: hue }) });
    }
  }
  if (palette.background !== "transparent") {
    for (const l of [0.985, 0.2]) grounds.push({ background: fromOklch({ l, c: 0.01, h: hue }) });
  }
  return grounds;
}

/** How much a candidate changes beyond the asked part; parts the visitor did not name should not move. */
function cost(candidate: Palette, before: Palette, shade: Hex, asked: string, drawnBefore: DrawnColours, drawnAfter: DrawnColours, part: ColourPart): number {
  let total = Math.abs(toOklch(shade).l - toOklch(asked).l) * 4;
  const otherRole = part === "lettering" ? "primary" : "text";
  if (candidate[otherRole] !== before[otherRole]) total += 50;
  if (candidate.accent !== before.accent) total += 1 + oklabDistance(toOklch(candidate.accent), toOklch(before.accent));
  if (candidate.background !== before.background) total += 3;
  const others: (keyof DrawnColours)[] = part === "lettering" ? ["mark", "canvas", "frame"] : ["lettering", "canvas"];
  for (const other of others) {
    const was = drawnBefore[other];
    const now = drawnAfter[other];
    if (was === now) continue;
    // A part the visitor did not name keeps its colour; a shade of it is a lesser change.
    total += was && now && hueFamily(was) === hueFamily(now) ? 1.5 : 6;
  }
  return total;
}

export interface VisibleResult {
  spec: LogoSpec;
  /** The colour the part is drawn in now. */
  drawn: string;
  /** What else changed so it shows, in words ('lightened the circle to cream'), or null. */
  because: string | null;
}

/**
 * The design with the asked colour showing on `part`, changing as little else as it can;
 * null when no shade and no quieter ground lets it show (the caller says so honestly).
 * `reference` is the design before the visitor's request: the parts it did not name are
 * kept as that design drew them.
 */
export function makeAskedColourVisible(spec: LogoSpec, ask: ColourAsk, reference: LogoSpec): VisibleResult | null {
  const drawnNow = drawnColours(spec);
  const current = seen(drawnNow, ask.part, ask);
  if (showsAskedColour(current, ask)) return { spec, drawn: current!, because: null };
  const drawnBefore = drawnColours(reference);
  const role = PALETTE_ROLE[ask.part];
  let best: Candidate | null = null;
  for (const ground of groundsFor(spec.palette, ask.hex, spec)) {
    for (const shade of shadesOf(ask)) {
      // Judged after the contrast rules the design leaves the planner with, so nothing moves it later.
      const palette = balancePalette({ ...spec.palette, ...ground, [role]: shade }, spec.layout, spec.container);
      if (palette[role] !== shade) continue;
      // A ground that forces the other part's colour to move is a last resort.
      const otherRole = role === "text" ? "primary" : "text";
      if (palette[otherRole] !== spec.palette[otherRole] && best && best.cost < 50) continue;
      const drawn = drawnColours({ ...spec, palette });
      if (!showsAskedColour(seen(drawn, ask.part, ask), ask)) continue;
      const score = cost(palette, spec.palette, shade, ask.hex, drawnBefore, drawn, ask.part);
      if (!best || score < best.cost) best = { palette, shade, cost: score };
      break; // the nearest working shade on this ground
    }
  }
  if (!best) return null;
  const result = { ...spec, palette: best.palette };
  return { spec: result, drawn: seen(drawnColours(result), ask.part, ask)!, because: groundChange(spec, best.palette) };
}

/** What changed under the asked part, as a viewer sees it: the frame's drawn colour and the canvas. */
function groundChange(spec: LogoSpec, palette: Palette): string | null {
  const before = drawnColours(spec);
  const after = drawnColours({ ...spec, palette });
  const changes: string[] = [];
  if (after.frame && before.frame && after.frame !== before.frame) {
    const lighter = toOklch(after.frame).l > toOklch(before.frame).l;
    changes.push(`${lighter ? "lightened" : "deepened"} the ${containerWord(spec.container)} from ${describeColour(before.frame)} to ${describeColour(after.frame)} (${after.frame})`);
  }
  if (after.canvas && after.canvas !== before.canvas) changes.push(`made the background ${describeColour(after.canvas)} (${after.canvas})`);
  return changes.length ? changes.join(" and ") : null;
}
