/**
 * The palette as a brand kit states it (the guide, the tokens) and the inks of the
 * variants: one dark ink, one light ink, and a grey for every colour that keeps its
 * luminance, so every contrast of the design (WCAG's ratio is a ratio of luminances) holds
 * in greyscale exactly.
 */
import { contrast, luminance, parseHex, toHex } from "#agent/design/color.ts";
import type { Palette } from "#agent/design/logo-spec.ts";

export interface Swatch {
  role: "primary" | "text" | "accent" | "background";
  name: string;
  /** What the colour does in the logo. */
  use: string;
  hex: string;
  rgb: [number, number, number];
  /** Percentages, a naive conversion from sRGB: a starting point for a printer to match. */
  cmyk: [number, number, number, number];
}

const ROLES = [
  { role: "primary", name: "Primary", use: "The mark" },
  { role: "text", name: "Text", use: "The lettering" },
  { role: "accent", name: "Accent", use: "Frames, rules and details" },
  { role: "background", name: "Background", use: "The canvas" },
] as const;

export function cmykOf(hex: string): [number, number, number, number] {
  const [r, g, b] = parseHex(hex).map((channel) => channel / 255) as [number, number, number];
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (channel: number) => Math.round(((1 - channel - k) / (1 - k)) * 100);
  return [part(r), part(g), part(b), Math.round(k * 100)];
}

/** The palette as drawn (the design's resolved colours), one swatch per role; a transparent canvas has none. */
export function swatches(palette: Palette): Swatch[] {
  return ROLES.flatMap(({ role, name, use }) => {
    const hex = palette[role];
    if (hex === "transparent") return [];
    return [{ role, name, use, hex, rgb: parseHex(hex), cmyk: cmykOf(hex) }];
  });
}

/** The grey of the same luminance (sRGB decoding inverted). */
export function greyOf(hex: string): string {
  const y = luminance(hex);
  const channel = y <= 0.0031308 ? y * 12.92 : 1.055 * y ** (1 / 2.4) - 0.055;
  const value = Math.round(channel * 255);
  return toHex([value, value, value]);
}

const NEAR_BLACK = "#111111";
const WHITE = "#ffffff";

/** One dark ink: the palette's darkest colour when it reads as dark on white (7:1), else near-black. */
export function darkInk(palette: Palette): string {
  const darkest = colours(palette).sort((a, b) => luminance(a) - luminance(b))[0];
  return darkest && contrast(darkest, WHITE) >= 7 ? darkest : NEAR_BLACK;
}

/** One light ink: the palette's lightest colour when it is nearly white, else white. */
export function lightInk(palette: Palette): string {
  const lightest = colours(palette).sort((a, b) => luminance(b) - luminance(a))[0];
  return lightest && contrast(lightest, NEAR_BLACK) >= 15 ? lightest : WHITE;
}

function colours(palette: Palette): string[] {
  return [palette.primary, palette.text, palette.accent, palette.background].filter((c): c is string => c !== "transparent");
}
