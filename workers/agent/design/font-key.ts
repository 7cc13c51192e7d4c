import type { TypefaceId } from "./typefaces.ts";

/** The key of one bundled font file: 'montserrat@700', 'playfair-display@400i'. */
export function fontKey(id: TypefaceId, weight: number, italic: boolean): string {
  return `${id}@${weight}${italic ? "i" : ""}`;
}

/** How the @expo-google-fonts packages name their weight folders ('700Bold'). */
export const WEIGHT_NAMES: Readonly<Record<number, string>> = {
  100: "Thin",
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
  900: "Black",
};
