/**
 * Palettes: curated starting points per style, the visitor's own colours laid over them,
 * light and dark schemes, and the contrast rules every palette leaves this module with.
 *
 * Roles (logo-spec.ts): `background` the canvas, `primary` the mark, `text` the brand
 * lettering, `accent` the frame's fill and details. The rules, checked with WCAG contrast:
 * - lettering on the canvas >= 4.5:1 (AA for text; a transparent canvas is judged on
 *   white, the preview background the metadata gives it);
 * - a mark drawn straight on the canvas >= 3:1 (AA for graphics);
 * - a mark inside an accent-filled frame >= 3:1 against the accent. (The renderer picks
 *   the ink of lettering set on a frame itself, design/ink.ts.)
 */
import type { ColorScheme, Style } from "#protocol/taxonomy.ts";
import { letteringInFilledFrame } from "#agent/design/ink.ts";
import type { Container, Layout, Palette } from "#agent/design/logo-spec.ts";
import { hueFamily, resemblesColour } from "./colour-names.ts";
import { contrastRatio, ensureContrast, fromOklch, hueDistance, isNeutral, toOklch, withHueOf, type Hex } from "./colour-space.ts";
import type { ColourWord } from "./colour-words.ts";
import type { ColourMood } from "./colour-moods.ts";
import type { Chooser } from "./random.ts";

export interface CuratedPalette {
  id: string;
  /** In words, for narration ('navy and gold on cream'). */
  name: string;
  palette: Palette;
  /** How well it suits each style (absent: not at all). */
  styles: Partial<Record<Style, number>>;
  /** The colour moods it is made of ('warm': no blue in it), for prompts that ask for one. */
  moods: readonly ColourMood[];
}

const curated = (
  id: string,
  name: string,
  [background, primary, text, accent]: [string, string, string, string],
  styles: Partial<Record<Style, number>>,
  moods: readonly ColourMood[] = [],
): CuratedPalette => ({
  id,
  name,
  palette: { background: background as Hex, primary: primary as Hex, text: text as Hex, accent: accent as Hex },
  styles,
  moods,
});

export const CURATED_PALETTES: readonly CuratedPalette[] = [
  // Modern: clear, saturated hues on white.
  curated("ocean", "bright blue and ink on white", ["#ffffff", "#2563eb", "#0f172a", "#dbeafe"], { Modern: 3, Professional: 1.5, Abstract: 1 }, ["cool"]),
  curated("teal", "teal and deep green on white", ["#ffffff", "#0d9488", "#134e4a", "#ccfbf1"], { Modern: 3, Minimalistic: 1, Professional: 1 }, ["cool"]),
  curated("violet", "violet and midnight on white", ["#ffffff", "#7c3aed", "#1e1b4b", "#ede9fe"], { Modern: 2.5, Abstract: 2, Playful: 0.5 }),
  curated("coral", "coral and charcoal on warm white", ["#fffaf5", "#f0624d", "#1f2937", "#ffe4de"], { Modern: 2.5, Playful: 1.5 }),
  curated("midnight", "periwinkle on midnight blue", ["#0f172a", "#818cf8", "#f8fafc", "#1e293b"], { Modern: 2.5, Abstract: 1.5, Geometric: 1 }, ["cool"]),
  // Professional: navy, slate, forest; calm and sure.
  curated("navy-grey", "navy and grey on white", ["#ffffff", "#1e3a8a", "#1f2937", "#e5e7eb"], { Professional: 3.5, Classic: 1.5 }),
  curated("slate", "slate and steel on pale grey", ["#f8fafc", "#334155", "#0f172a", "#e2e8f0"], { Professional: 3, Minimalistic: 1.5 }),
  curated("forest-pro", "forest green and ink on white", ["#ffffff", "#166534", "#14281d", "#dcfce7"], { Professional: 2.5, Classic: 1.5 }),
  curated("clinic", "deep teal and slate on white", ["#ffffff", "#0e7490", "#0f172a", "#cffafe"], { Professional: 2.5, Modern: 1.5 }, ["cool"]),
  // Minimalistic: two colours, ink on paper.
  curated("ink", "black ink on white", ["#ffffff", "#111111", "#111111", "#111111"], { Minimalistic: 4, Elegant: 0.5 }, ["monochrome"]),
  curated("paper", "charcoal on soft paper", ["#f5f5f0", "#1c1c1c", "#1c1c1c", "#1c1c1c"], { Minimalistic: 3.5 }, ["monochrome"]),
  curated("sage-mono", "sage on off-white", ["#f7f7f2", "#4d5e4f", "#2f3a30", "#4d5e4f"], { Minimalistic: 3, Elegant: 1 }, ["earthy"]),
  curated("stone-mono", "warm grey on white", ["#ffffff", "#57534e", "#292524", "#57534e"], { Minimalistic: 3, Professional: 0.5 }, ["monochrome"]),
  curated("ink-night", "white ink on black", ["#111111", "#f5f5f5", "#f5f5f5", "#f5f5f5"], { Minimalistic: 3.5 }, ["monochrome"]),
  // Elegant: muted, gold and deep jewel tones.
  curated("black-gold", "gold on black", ["#111111", "#d4af37", "#f3e7c3", "#2a2a2a"], { Elegant: 4, Classic: 1.5, Bold: 0.5 }),
  curated("ivory-charcoal", "charcoal and gold on ivory", ["#fbf8f1", "#3a3a3a", "#2b2b2b", "#e6d5ac"], { Elegant: 3.5, Minimalistic: 1 }),
  curated("burgundy-gold", "burgundy and gold on cream", ["#fbf7f2", "#7b1e3a", "#3b0d1c", "#ecdcb8"], { Elegant: 3, Classic: 2 }),
  curated("plum-blush", "plum and blush", ["#fdf4f5", "#6d2e5b", "#3a1730", "#f3d9df"], { Elegant: 3 }),
  curated("navy-gold", "gold on deep navy", ["#0f1b33", "#d4af37", "#f4ead5", "#1c2c4d"], { Elegant: 3, Classic: 2.5, Professional: 1 }),
  curated("rose-gold", "rose gold on blush white", ["#fffaf7", "#a85d68", "#3d2b2e", "#f3e0dc"], { Elegant: 3, Playful: 0.5 }),
  // Playful: bright and warm, on light grounds.
  curated("sunny", "orange and sunshine yellow", ["#fffbea", "#ea580c", "#3b1d0a", "#fde68a"], { Playful: 3.5 }, ["warm"]),
  curated("bubblegum", "bubblegum pink and plum", ["#fff5fb", "#db2777", "#4a044e", "#fbcfe8"], { Playful: 3.5 }),
  curated("mint-pop", "mint and emerald", ["#f0fdf9", "#059669", "#064e3b", "#a7f3d0"], { Playful: 3, Modern: 1 }),
  curated("sky-play", "sky blue and sunshine", ["#f0f9ff", "#0284c7", "#0c4a6e", "#fef08a"], { Playful: 3 }),
  curated("grape", "sunshine yellow on grape", ["#2e1065", "#facc15", "#fef9c3", "#4c1d95"], { Playful: 2.5, Bold: 1.5 }),
  // Bold: high contrast, few colours, loud.
  curated("black-yellow", "yellow and white on black", ["#111111", "#facc15", "#ffffff", "#262626"], { Bold: 4, Modern: 0.5 }),
  curated("red-black", "red and black on white", ["#ffffff", "#dc2626", "#111111", "#fee2e2"], { Bold: 3.5, Playful: 0.5 }),
  curated("navy-orange", "orange on deep navy", ["#0b1f3a", "#f97316", "#ffffff", "#16325c"], { Bold: 3.5, Professional: 0.5 }),
  curated("royal", "white on royal blue", ["#1d4ed8", "#ffffff", "#ffffff", "#1e40af"], { Bold: 3, Modern: 1 }),
  // Vintage: warm, muted, printed-on-paper.
  curated("cream-brown", "coffee brown on cream", ["#f4ecd8", "#6b3e26", "#3e2415", "#e3d3b0"], { Vintage: 4, Classic: 1 }, ["warm", "earthy"]),
  curated("mustard-teal", "dark teal and mustard on parchment", ["#f3ead3", "#1f4e4a", "#1f2d2b", "#e0b04f"], { Vintage: 3.5 }),
  curated("rust", "rust and cream", ["#f6efe3", "#a8452b", "#3a2418", "#ead6b3"], { Vintage: 3.5, Playful: 0.5 }, ["warm", "earthy"]),
  curated("tobacco", "brass on dark tobacco", ["#2b2420", "#e0b767", "#f1e4c8", "#4a3c33"], { Vintage: 3, Elegant: 1 }, ["warm", "earthy"]),
  curated("olive", "olive and brass on linen", ["#efe9d9", "#4f5a2e", "#2f3320", "#d9bf85"], { Vintage: 3, Classic: 1.5 }, ["earthy"]),
  // Geometric: flat, saturated pairs.
  curated("teal-coral", "teal and coral", ["#ffffff", "#0f766e", "#111827", "#fed7aa"], { Geometric: 3.5, Modern: 1 }),
  curated("indigo-amber", "indigo and amber", ["#f8fafc", "#4338ca", "#1e1b4b", "#fde68a"], { Geometric: 3.5, Abstract: 1 }),
  curated("cyan-night", "cyan on charcoal", ["#111827", "#22d3ee", "#f9fafb", "#1f2937"], { Geometric: 3, Modern: 1.5 }, ["cool"]),
  // Abstract: vivid, expressive.
  curated("violet-pink", "violet and pink", ["#ffffff", "#8b5cf6", "#1e1b4b", "#fbcfe8"], { Abstract: 3.5, Playful: 1 }),
  curated("sunset", "crimson and peach", ["#fff7ed", "#e11d48", "#2a0a12", "#fed7aa"], { Abstract: 3, Playful: 1.5 }, ["warm"]),
  curated("aurora", "sky and indigo on midnight", ["#0f172a", "#38bdf8", "#f8fafc", "#312e81"], { Abstract: 3, Modern: 1.5 }, ["cool"]),
  // Classic: navy, burgundy, forest with cream.
  curated("navy-cream", "navy and brass on cream", ["#f8f5ee", "#1f3a5f", "#1b2a41", "#ded0a6"], { Classic: 4, Professional: 1.5 }),
  curated("forest-gold", "gold on forest green", ["#0f2e22", "#d4b16a", "#f3ecd9", "#1b4332"], { Classic: 3, Elegant: 1.5, Vintage: 1 }, ["earthy"]),
  curated("oxblood", "oxblood and stone on white", ["#ffffff", "#7f1d1d", "#1c1917", "#e7e5e4"], { Classic: 3, Bold: 0.5 }),
];

/**
 * Palettes offered only to a prompt that asks for their mood, so they widen the choice
 * for 'pastel' or 'neon' without changing what other prompts get.
 */
const MOOD_PALETTES: readonly CuratedPalette[] = [
  curated("terracotta", "terracotta and mustard on warm white", ["#fff8f0", "#c2553a", "#4a2412", "#f3cf7a"], { Modern: 1.5, Playful: 1.5, Vintage: 1 }, ["warm", "earthy"]),
  curated("ember", "orange and cream on deep brown", ["#23150e", "#f28c38", "#fbe8d3", "#4a2c1c"], { Bold: 1.5, Modern: 1, Vintage: 1 }, ["warm", "earthy"]),
  curated("moss-clay", "moss green and clay on linen", ["#f1ead8", "#55703a", "#33281d", "#d9a27c"], { Minimalistic: 1, Vintage: 1.5, Modern: 1, Classic: 1 }, ["earthy"]),
  curated("glacier", "deep teal and ice blue", ["#f5fafc", "#0e7490", "#0c2d48", "#bae6fd"], { Modern: 1.5, Professional: 1.5, Minimalistic: 1 }, ["cool"]),
  curated("pastel-blush", "soft blue on blush pink", ["#fde2ea", "#5a7fbf", "#45304f", "#c9ecdc"], { Playful: 2, Modern: 1, Elegant: 1 }, ["pastel"]),
  curated("pastel-mint", "rose on pale mint", ["#dcf5e9", "#c25a7c", "#24453a", "#fbd3e3"], { Playful: 2, Modern: 1, Minimalistic: 0.5 }, ["pastel"]),
  curated("pastel-lavender", "coral on lavender mist", ["#ebe4fb", "#c8604c", "#382a5c", "#fde3c4"], { Playful: 2, Elegant: 1, Abstract: 1 }, ["pastel"]),
  curated("jewel-ivory", "emerald and amethyst on ivory", ["#faf7f0", "#047857", "#3b1d66", "#1e3a8a"], { Elegant: 2, Classic: 1.5, Professional: 1 }, ["jewel"]),
  curated("jewel-night", "emerald and ruby on deep amethyst", ["#1a1033", "#10b981", "#f5ecff", "#9b111e"], { Elegant: 2, Bold: 1.5, Abstract: 1 }, ["jewel"]),
  curated("neon-pink", "neon pink and cyan on black", ["#0b0b14", "#ff2fb9", "#22eeff", "#1c1c2e"], { Bold: 2, Modern: 1.5, Playful: 1, Abstract: 1 }, ["neon"]),
  curated("neon-lime", "neon green on black", ["#0b0b0f", "#39ff14", "#f4fff0", "#17221a"], { Bold: 2, Modern: 1.5, Geometric: 1 }, ["neon"]),
];

/** Every curated palette made of a mood, the ones offered only for it included. */
export function palettesOfMood(mood: ColourMood): CuratedPalette[] {
  return [...CURATED_PALETTES, ...MOOD_PALETTES].filter((candidate) => candidate.moods.includes(mood));
}

export function isDarkPalette(palette: Palette): boolean {
  return palette.background !== "transparent" && toOklch(palette.background).l < 0.5;
}

/** How well a curated palette suits the styles, summed. */
export function styleFit(candidate: CuratedPalette, styles: readonly Style[]): number {
  return styles.reduce((sum, style) => sum + (candidate.styles[style] ?? 0), 0);
}

/**
 * A curated palette for the styles, leaning to the subject's colours ('coffee' likes
 * browns), in the asked scheme and mood when they were given; the seed picks among the
 * good fits.
 */
export function chooseCuratedPalette(styles: readonly Style[], hues: readonly string[], scheme: ColorScheme | null, chooser: Chooser, mood: ColourMood | null = null, avoid: readonly Hex[] = []): CuratedPalette {
  const scored = [...CURATED_PALETTES, ...(mood ? MOOD_PALETTES : [])].map((candidate) => {
    let score = styleFit(candidate, styles);
    // A colour the visitor does not want ('no red') outweighs everything else.
    if (Object.values(candidate.palette).some((hex) => avoid.some((unwanted) => resemblesColour(hex, unwanted)))) score -= 200;
    // A mood asked for outweighs the style: 'warm colours' must not come out blue.
    if (mood && !candidate.moods.includes(mood)) score -= 50;
    if (hues.includes(hueFamily(candidate.palette.primary))) score += 1;
    if (scheme && (scheme === "Dark") !== isDarkPalette(candidate.palette)) score -= 100;
    return { value: candidate, score };
  });
  return chooser.pickAmongBest("palette", scored, 2);
}

/** What the visitor said about colour, sorted into roles. */
export interface ColourRequest {
  /** Colours with no role given ('navy and gold'), in the order written. */
  any: ColourWord[];
  background: ColourWord | null;
  text: ColourWord | null;
  icon: ColourWord | null;
  accent: ColourWord | null;
  transparent: boolean;
  /** Colours not wanted ('no red', 'not pink', 'no blue text'): of one part, or (null) of the whole logo. */
  avoid: { colour: ColourWord; part: "canvas" | "lettering" | "mark" | null }[];
}

export function hasColourRequest(request: ColourRequest): boolean {
  return request.any.length > 0 || !!request.background || !!request.text || !!request.icon || !!request.accent || request.transparent;
}

/** A quiet version of `hex` to fill a frame behind it: a pale tint on light, a deep one on dark. */
export function frameTint(hex: string, darkCanvas: boolean): Hex {
  const colour = toOklch(hex);
  return darkCanvas ? fromOklch({ l: 0.3, c: Math.min(colour.c, 0.06), h: colour.h }) : fromOklch({ l: 0.94, c: Math.min(colour.c * 0.35, 0.05), h: colour.h });
}

/** Lettering that goes with a mark colour: a deep shade of its hue (or its light tint on dark). */
export function letteringFor(hex: string, darkCanvas: boolean): Hex {
  const colour = toOklch(hex);
  return darkCanvas ? fromOklch({ l: 0.96, c: Math.min(colour.c, 0.02), h: colour.h }) : fromOklch({ l: 0.24, c: Math.min(colour.c * 0.5, 0.07), h: colour.h });
}

/** A canvas for a scheme: near-white or a deep shade tinted by the mark's hue. */
export function canvasFor(scheme: ColorScheme, tintSource: string): Hex {
  const colour = toOklch(tintSource);
  return scheme === "Dark" ? fromOklch({ l: 0.2, c: Math.min(colour.c, 0.04), h: colour.h }) : fromOklch({ l: 0.985, c: Math.min(colour.c, 0.008), h: colour.h });
}

/**
 * Lays the visitor's colours over a palette. Roles they named win; unnamed colours fill
 * the mark first, then the lettering, then the accent. A near-white or near-black colour
 * named beside a real colour ('gold and black') is the canvas, the way people describe a
 * logo; 'black and white' is black ink on white.
 */
export function applyColourRequest(base: Palette, request: ColourRequest, options: { twoColour: boolean; hasMark: boolean }): Palette {
  const palette: Palette = { ...base };
  const any = [...request.any];
  let background = request.background?.hex ?? null;
  if (!background && any.length > 1) {
    const chromatic = any.filter((colour) => !isNeutral(colour.hex));
    const neutrals = any.filter((colour) => isNeutral(colour.hex));
    if (neutrals.length > 0 && (chromatic.length > 0 || neutrals.length > 1)) {
      const canvas = chromatic.length > 0 ? neutrals[neutrals.length - 1]! : neutrals[1]!;
      background = canvas.hex;
      any.splice(any.indexOf(canvas), 1);
    }
  }
  if (background) palette.background = background as Hex;
  if (request.transparent) palette.background = "transparent";
  const canvas = canvasOf(palette);
  const darkCanvas = toOklch(canvas).l < 0.5;

  let primary = request.icon?.hex ?? null;
  let text = request.text?.hex ?? null;
  const queue = any.map((colour) => colour.hex);
  if (!options.hasMark && !text) {
    // A wordmark shows its colour in the lettering.
    text = queue.shift() ?? primary;
  }
  if (!primary && !text && queue.length >= 2) {
    // Two colours, no roles: the one that reads better on the canvas letters the name, the
    // other draws the mark (a mark needs 3:1, lettering 4.5:1): navy text, orange mark.
    const [first, second] = [queue.shift()!, queue.shift()!];
    const firstReads = contrastRatio(first, canvas) >= contrastRatio(second, canvas);
    text = firstReads ? first : second;
    primary = firstReads ? second : first;
  }
  primary ??= queue.shift() ?? null;
  const accent = request.accent?.hex ?? queue.shift() ?? null;

  if (primary) palette.primary = primary as Hex;
  else if (!options.hasMark && text) palette.primary = text as Hex;
  const markChanged = palette.primary !== base.primary;
  if (text) palette.text = text as Hex;
  else if (options.twoColour && markChanged) palette.text = palette.primary;
  // Lettering follows the mark only when it was clearly a shade of it; near-neutral ink stays.
  else if (markChanged && derivedFrom(base.text, base.primary, 0.05)) palette.text = letteringFor(palette.primary, darkCanvas);
  if (accent) palette.accent = accent as Hex;
  else if (options.twoColour && markChanged) palette.accent = palette.primary;
  else if (markChanged && derivedFrom(base.accent, base.primary)) palette.accent = withHueOf(base.accent, palette.primary);

  // A canvas the visitor changed can leave the old lettering unreadable: give it the
  // lettering colour of the new canvas rather than a barely passing grey.
  if ((background || request.transparent) && !text && contrastRatio(palette.text, canvas) < 4.5) {
    palette.text = letteringFor(isNeutral(palette.primary) ? palette.text : palette.primary, darkCanvas);
  }
  // Likewise the mark: a white mark on a blue canvas made transparent takes the blue, the
  // brand's colour, rather than fading to grey.
  if ((background || request.transparent) && !primary && contrastRatio(palette.primary, canvas) < 3) {
    const oldCanvas = base.background === "transparent" ? null : base.background;
    const candidates = [oldCanvas && !isNeutral(oldCanvas) ? oldCanvas : null, palette.accent, palette.text].filter((colour): colour is Hex => !!colour);
    const readable = candidates.find((colour) => contrastRatio(colour, canvas) >= 3);
    if (readable) palette.primary = readable;
  }
  // Lettering asked for in a colour the canvas cannot carry ('white text' on white): the
  // canvas turns, to the deep or pale shade of the mark's hue, so the asked colour stays.
  if (request.text && !background && !request.transparent && contrastRatio(palette.text, canvas) < 4.5) {
    const lightText = toOklch(palette.text).l > 0.6;
    const turned = canvasFor(lightText ? "Dark" : "Light", isNeutral(palette.primary) ? palette.accent : palette.primary);
    if (contrastRatio(palette.text, turned) >= 4.5) palette.background = turned;
  }
  // A light ink asked for on a light canvas ('a white logo') needs a dark canvas to exist.
  if (palette.background !== "transparent" && !background && toOklch(canvas).l > 0.8 && toOklch(palette.primary).l > 0.88 && toOklch(palette.text).l > 0.88) {
    palette.background = canvasFor("Dark", palette.accent);
  }
  return palette;
}

/** A colour made from the mark's (a tint for the frame, a deep shade for the lettering): it follows the mark. */
export function derivedFrom(colour: string, mark: string, minimumChroma = 0.008): boolean {
  return toOklch(colour).c > minimumChroma && !isNeutral(mark) && hueDistance(colour, mark) < 40;
}

/**
 * The same palette in a light or dark scheme: the canvas flips, the lettering follows,
 * and the mark and accent keep their hue at a lightness that works on the new canvas.
 */
export function toScheme(base: Palette, scheme: ColorScheme): Palette {
  if (base.background === "transparent") return base;
  const dark = scheme === "Dark";
  if (isDarkPalette(base) === dark) return base;
  const tintSource = isNeutral(base.primary) ? base.accent : base.primary;
  const background = canvasFor(scheme, tintSource);
  const twoColour = base.primary === base.text && base.text === base.accent;
  const text = letteringFor(isNeutral(base.text) ? tintSource : base.text, dark);
  const primary = twoColour ? text : base.primary;
  return {
    background,
    text,
    primary,
    accent: twoColour ? text : frameTint(base.accent === base.primary ? base.primary : base.accent, dark),
  };
}

const FILLED_FRAMES = new Set<Container>(["circle", "rounded-square", "hexagon", "shield"]);

export function isFilledFrame(container: Container): boolean {
  return FILLED_FRAMES.has(container);
}

/** The surface the lettering and an unframed mark are judged on. */
export function canvasOf(palette: Palette): Hex {
  return palette.background === "transparent" ? "#ffffff" : (palette.background as Hex);
}

/**
 * Enforces the contrast rules (see the top of this module), moving only lightness, only
 * of the colours that fail, so a palette that passes comes back untouched.
 */
export function balancePalette(input: Palette, layout: Layout, container: Container): Palette {
  const palette: Palette = { ...input };
  const canvas = canvasOf(palette);
  // Lettering set inside a filled frame (a badge, a framed wordmark) is inked for the frame
  // by the renderer; judging it on the canvas would move a colour the visitor sees as asked.
  if (!letteringInFilledFrame({ layout, container })) palette.text = ensureContrast(palette.text, canvas, 4.5);
  if (layout === "wordmark") return palette;
  const frame = frameFill(palette, container);
  // In a frame filled with the mark's own colour the renderer knocks the mark out in the
  // canvas or lettering colour; in an accent-filled frame the mark keeps its colour, so it
  // must read on the accent; without a filled frame it must read on the canvas.
  if (frame === null) palette.primary = ensureContrast(palette.primary, canvas, 3);
  else if (frame === "accent") palette.primary = ensureContrast(palette.primary, palette.accent, 3);
  return palette;
}

/**
 * What fills the frame behind the mark, as the renderer decides it (design/ink.ts): the
 * accent when it stands apart from the canvas (1.4:1), else the mark colour; null when no
 * filled frame.
 */
export function frameFill(palette: Palette, container: Container): "accent" | "primary" | null {
  if (!isFilledFrame(container)) return null;
  return contrastRatio(palette.accent, canvasOf(palette)) >= 1.4 ? "accent" : "primary";
}

/**
 * A mark colour the visitor asked for stays that colour where the design allows. A light
 * colour (yellow, peach) is too faint to draw on a light canvas: a framed mark gives it to
 * the frame and draws the mark in ink on it; an unframed mark gets a dark canvas, unless
 * the visitor fixed the canvas, in which case the colour is deepened just enough.
 */
export function keepAskedMarkColour(palette: Palette, layout: Layout, container: Container, options: { canvasFixed: boolean }): Palette {
  const asked = palette.primary;
  const canvas = canvasOf(palette);
  if (isFilledFrame(container) && layout !== "wordmark") {
    if (frameFill(palette, container) !== "accent" || contrastRatio(asked, palette.accent) >= 3) return palette;
    // The asked colour fills the frame and the mark is drawn in ink on it.
    const ink = [palette.text, "#ffffff", "#111111"].find((colour) => contrastRatio(colour, asked) >= 3);
    return ink && contrastRatio(asked, canvas) >= 1.4 ? { ...palette, accent: asked, primary: ink as Hex } : palette;
  }
  if (options.canvasFixed || palette.background === "transparent" || contrastRatio(asked, canvas) >= 3) return palette;
  const deepened = ensureContrast(asked, canvas, 3);
  if (Math.abs(toOklch(deepened).l - toOklch(asked).l) < 0.08) return palette;
  const background = fromOklch({ l: 0.2, c: 0.012, h: toOklch(asked).h });
  return {
    background,
    primary: asked,
    text: contrastRatio(palette.text, background) >= 4.5 ? palette.text : letteringFor(asked, true),
    accent: frameTint(asked, true),
  };
}

/** Whether `palette` fits a two-colour (minimal) scheme: one ink on one ground. */
export function isTwoColour(palette: Palette): boolean {
  return palette.primary === palette.text && palette.text === palette.accent;
}
