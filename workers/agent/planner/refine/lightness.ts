/** A part's colour made darker or lighter as asked, as far as it still reads (refine/colour.ts). */
import { AA_TEXT, contrast } from "#agent/design/color.ts";
import { drawnColours } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { shiftLightness, toOklch } from "#agent/planner/colour-space.ts";

/** The least change of lightness worth making and saying (in OKLCH lightness). */
const NOTICEABLE = 0.04;

/**
 * The lettering's or the mark's colour made darker or lighter by up to `delta`, as far as
 * what is seen still reads at AA against what it is drawn on (4.5:1 for lettering, 3:1 for
 * a mark, WCAG's for graphics) and moves the way asked: null when it cannot go that way at
 * all (it is as dark, or as light, as it can be and still read), "knocked out" when what is seen does not follow the colour (the lettering of a
 * filled badge is the background's colour cut out of the frame).
 */
export function readableShift(spec: LogoSpec, role: "text" | "primary", delta: number): string | "knocked out" | null {
  const current = spec.palette[role];
  const part = role === "text" ? "lettering" : "mark";
  const seen = (colour: string) => {
    const drawn = drawnColours({ ...spec, palette: { ...spec.palette, [role]: colour } });
    return { colour: drawn[part], surface: part === "lettering" ? drawn.letteringSurface : drawn.markSurface };
  };
  const before = seen(current);
  if (!before.colour) return shiftLightness(current, delta);
  // Neither way changes what is seen: it is not this colour that is seen.
  if ([delta, -delta].every((way) => seen(shiftLightness(current, way)).colour === before.colour)) return "knocked out";
  const needed = role === "text" ? AA_TEXT : 3;
  const moved = (colour: string) => Math.sign(toOklch(colour).l - toOklch(before.colour!).l) === Math.sign(delta) && Math.abs(toOklch(colour).l - toOklch(before.colour!).l) >= NOTICEABLE;
  const fine = (candidate: string) => {
    const after = seen(candidate);
    // Drawn as set (not moved back by the renderer to read), read at AA, and moved the way asked.
    // A transparent ground is any page's: only the way it moved is checked.
    const reads = !after.surface || after.surface === "transparent" || contrast(candidate, after.surface) >= needed;
    return after.colour === candidate && reads && moved(candidate);
  };
  // Halved until it reads: the most of the asked change that keeps the part legible.
  for (let step = delta; Math.abs(step) >= NOTICEABLE; step /= 2) {
    const candidate = shiftLightness(current, step);
    if (fine(candidate)) return candidate;
  }
  return null;
}
