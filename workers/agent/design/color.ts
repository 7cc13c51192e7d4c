/**
 * Colour arithmetic the renderer needs: WCAG contrast, and the smallest change to a colour
 * that makes it readable on a surface (so a palette keeps its character when it has to
 * give way to legibility).
 */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `from` moved `amount` (0..1) of the way to `to`, channel by channel. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

function isLight(hex: string): boolean {
  // The luminance where black and white text have equal contrast.
  return luminance(hex) > 0.179;
}

/** WCAG AA: 4.5:1 for text, 3:1 for graphics that carry meaning (the mark). */
export const AA_TEXT = 4.5;
export const AA_GRAPHICS = 3;

/**
 * `color` if it reaches `minimum` contrast on `surface`; otherwise the colour nearest to it
 * (mixed towards black on a light surface, towards white on a dark one) that does.
 */
export function readableOn(color: string, surface: string, minimum: number): string {
  if (contrast(color, surface) >= minimum) return color;
  const towards = contrast("#000000", surface) >= contrast("#ffffff", surface) ? "#000000" : "#ffffff";
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (contrast(mix(color, towards, middle), surface) >= minimum) high = middle;
    else low = middle;
  }
  return mix(color, towards, high);
}

/** The first candidate readable on `surface`, else the most readable one made readable. */
export function firstReadable(candidates: string[], surface: string, minimum: number): string {
  const readable = candidates.find((candidate) => contrast(candidate, surface) >= minimum);
  if (readable) return readable;
  const best = [...candidates].sort((a, b) => contrast(b, surface) - contrast(a, surface))[0] ?? "#000000";
  return readableOn(best, surface, minimum);
}
