/**
 * A stored design's own background: the canvas colour of its LogoSpec (palette.background),
 * which every file a buyer receives is drawn on. The logo page shows the logo on this
 * colour, not on the nearest named swatch (issue 33: a design on #1c4fd8 was shown on
 * Tailwind's blue-500, #2b7fff).
 */
import { hexColor } from "#protocol/logo-spec.ts";

/** `#rrggbb`, or null for a transparent design or anything that is not a stored design. */
export function designBackground(spec: unknown): string | null {
  if (typeof spec !== "object" || spec === null) return null;
  const palette = (spec as { palette?: unknown }).palette;
  if (typeof palette !== "object" || palette === null) return null;
  const parsed = hexColor.safeParse((palette as { background?: unknown }).background);
  return parsed.success ? parsed.data : null;
}
