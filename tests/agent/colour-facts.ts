/**
 * Colour facts measured here, independently of the planner's colour module, so the tests
 * can disagree with it: WCAG luminance and contrast, and broad colour names by HSL hue,
 * as a person would sort swatches. Plain functions, importable from Node scripts too.
 */

export type Rgb = readonly [number, number, number];

export function rgbOf(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function channel(value: number): number {
  const unit = value / 255;
  return unit <= 0.04045 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
}

export function luminanceOf([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  return luminanceOf(rgbOf(hex));
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** HSL hue in degrees, or null for greys; and HSL chroma and saturation (0..1). */
export function hslOf([r8, g8, b8]: Rgb): { hue: number | null; chroma: number; saturation: number; lightness: number } {
  const [r, g, b] = [r8 / 255, g8 / 255, b8 / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (chroma < 0.08) return { hue: null, chroma, saturation, lightness };
  let h: number;
  if (max === r) h = ((g - b) / chroma) % 6;
  else if (max === g) h = (b - r) / chroma + 2;
  else h = (r - g) / chroma + 4;
  return { hue: (h * 60 + 360) % 360, chroma, saturation, lightness };
}

/** Hue angle in degrees (HSL), or null for greys. */
export function hue(hex: string): number | null {
  return hslOf(rgbOf(hex)).hue;
}

export type HueName = "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown";

export function looksLikeRgb(rgb: Rgb, name: HueName): boolean {
  const h = hslOf(rgb).hue;
  if (h === null) return false;
  const l = luminanceOf(rgb);
  switch (name) {
    case "red":
      return h >= 345 || h < 15;
    case "orange":
      return h >= 15 && h < 42 && l > 0.12;
    case "brown":
      return h >= 10 && h < 50 && l <= 0.2;
    case "yellow":
      return h >= 40 && h < 65;
    case "green":
      return h >= 75 && h < 165;
    case "teal":
      return h >= 160 && h < 195;
    case "blue":
      return h >= 195 && h < 250;
    case "purple":
      return h >= 250 && h < 300;
    case "pink":
      return h >= 300 && h < 350;
  }
}

/** Broad colour names by HSL hue, as a person would sort swatches. */
export function looksLike(hex: string, name: HueName): boolean {
  return looksLikeRgb(rgbOf(hex), name);
}
