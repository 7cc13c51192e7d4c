/**
 * Colour arithmetic for the planner. Contrast is WCAG 2.x relative luminance; every
 * change of lightness is made in OKLCH, where equal steps look equal and the hue stays
 * the hue (a darkened orange stays orange instead of turning brown-grey).
 */
import { contrast as contrastRatio, luminance } from "#agent/design/color.ts";

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

/** OKLCH hues: warm is an orange, cool a blue; each side's core, which the other never passes through. */
const WARM = { hue: 55, core: 30 } as const;
const COOL = { hue: 250, core: 230 } as const;

/**
 * A colour made warmer (its hue turned up to `step` degrees towards orange) or cooler
 * (towards blue), lightness and chroma kept, the way round that never passes through the
 * other side: a cooler orange turns by yellow and green, not by red; a warmer blue by
 * violet and red, not by cyan. A grey has no hue to turn. Returns it unchanged once it is there.
 */
export function turnTemperature(hex: string, warmer: boolean, step: number): Hex {
  const colour = toOklch(hex);
  const same = normaliseHex(hex) ?? (hex as Hex);
  if (colour.c < 0.012) return same;
  const target = warmer ? WARM.hue : COOL.hue;
  const avoid = warmer ? COOL.core : WARM.core;
  const up = (target - colour.h + 360) % 360;
  const down = (360 - up) % 360;
  const passes = (direction: 1 | -1, degrees: number) => {
    const toAvoid = direction > 0 ? (avoid - colour.h + 360) % 360 : (colour.h - avoid + 360) % 360;
    return toAvoid > 0 && toAvoid < degrees;
  };
  let direction: 1 | -1 = up <= down ? 1 : -1;
  if (passes(direction, direction > 0 ? up : down)) direction = direction > 0 ? -1 : 1;
  const distance = direction > 0 ? up : down;
  if (distance < 1) return same;
  return fromOklch({ ...colour, h: (colour.h + direction * Math.min(step, distance) + 360) % 360 });
}

/** How far a colour's hue is from being as warm (or cool) as it goes, in degrees. */
export function temperatureDistance(hex: string, warmer: boolean): number {
  const difference = Math.abs(toOklch(hex).h - (warmer ? WARM.hue : COOL.hue)) % 360;
  return difference > 180 ? 360 - difference : difference;
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
