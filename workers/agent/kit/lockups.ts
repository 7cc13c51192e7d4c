/**
 * The lockups: the design's parts arranged the usual ways, each trimmed to its ink with
 * clear space around it (a quarter of its shorter side): the mark alone, the lettering
 * alone, the mark beside the lettering, the mark above it. A wordmark has no mark, so it
 * has only the lettering alone. A lockup keeps the design's background when it has one,
 * so lettering inked for a dark canvas never lands on nothing.
 */
import type { LogoEngine } from "#agent/design/engine.ts";
import { hasMark, type Arrangement } from "#agent/design/layouts.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { withMargin, type Artwork } from "./artwork.ts";

/** Clear space around a lockup, as a share of its shorter side. */
export const CLEAR_SPACE = 0.25;

export interface Lockup {
  arrangement: Arrangement;
  /** Trimmed to the ink. */
  art: Artwork;
  /** With its clear space: what its files show. */
  framed: Artwork;
  background: string | null;
  /** The lettering's colour (what a picture built around it keeps in view). */
  lettering: string;
}

export function arrangementsOf(spec: LogoSpec): Arrangement[] {
  return hasMark(spec) ? ["mark", "wordmark", "horizontal", "stacked"] : ["wordmark"];
}

export function lockup(engine: LogoEngine, spec: LogoSpec, arrangement: Arrangement): Lockup {
  const { composition, ink } = engine.compose(spec, { arrangement });
  const content = [composition.mark && `<g id="mark">${composition.mark}</g>`, composition.wordmark && `<g id="wordmark">${composition.wordmark}</g>`].join("");
  const art = { content, box: composition.box };
  return { arrangement, art, framed: withMargin(art, CLEAR_SPACE), background: ink.background, lettering: ink.brand };
}

/** The mark with no clear space: what an icon or an avatar is made of. */
export function markArtwork(engine: LogoEngine, spec: LogoSpec, surface?: string): { art: Artwork; filledFrame: boolean } | null {
  if (!hasMark(spec)) return null;
  // Inked for the surface it will sit on (a tile of the canvas colour, or white).
  const onSurface = surface ? { ...spec, palette: { ...spec.palette, background: surface } } : spec;
  const { composition } = engine.compose(onSurface, { arrangement: "mark" });
  const filledFrame = spec.container !== "none" && spec.container !== "ring";
  return { art: { content: composition.mark, box: composition.box }, filledFrame };
}
