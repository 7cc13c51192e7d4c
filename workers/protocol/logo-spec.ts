/**
 * LogoSpec, the shape of a logo design as the contract knows it: what the app stores with
 * each generation (so a refinement always starts from the exact design the visitor saw)
 * and what the agent plans and renders. The agent narrows it with what only its bundle
 * knows (workers/agent/design/logo-spec.ts: bundled icons, typefaces and weights, and
 * what each layout needs).
 */
import { z } from "zod";
import { COLOR_SCHEMES, STYLES } from "./taxonomy.ts";

/**
 * Bumped when the design language changes. Version 2 added `mark` (a constructed, original
 * mark); a stored version 1 design still parses: it reads as version 2 with no constructed
 * mark, and is drawn as it always was (docs/decisions/0106).
 */
export const LOGO_SPEC_VERSION = 2;

/**
 * How the parts are arranged:
 * - `icon-above`: the mark centred above the wordmark (and tagline);
 * - `icon-left`: the mark left of a left-aligned wordmark block;
 * - `badge`: an emblem; the mark inside a container, the brand set on or around it;
 * - `wordmark`: the lettering alone (no mark);
 * - `monogram`: the brand's initials as the mark (in the container), wordmark below.
 */
export const LAYOUTS = ["icon-above", "icon-left", "badge", "wordmark", "monogram"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The shape around the mark (badge and monogram need one; the others may have one). */
export const CONTAINERS = ["none", "circle", "ring", "rounded-square", "hexagon", "shield"] as const;
export type Container = (typeof CONTAINERS)[number];

/**
 * The bundled icon sets, each free to use in a sold logo with no credit on it: Phosphor
 * (`@phosphor-icons/core`, MIT), Microsoft's Fluent Emoji High Contrast
 * (`@iconify-json/fluent-emoji-high-contrast`, MIT) for creatures, fantasy and things, and
 * Material Design Icons (`@iconify-json/mdi`, Apache-2.0) for solid drawings of both.
 * docs/decisions/0104 says why there is no CC BY set, 0112 why Apache-2.0 is as good.
 */
export const ICON_SETS = ["phosphor", "fluent-emoji", "mdi"] as const;
export type IconSet = (typeof ICON_SETS)[number];

/**
 * How an icon is drawn. Phosphor has all four; a Fluent Emoji or MDI icon is one monochrome
 * drawing, so the renderer draws it as it is whatever is asked.
 */
export const ICON_STYLES = ["outline", "bold", "filled", "duotone"] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

export const TEXT_CASES = ["as-typed", "upper", "lower", "title"] as const;
export type TextCase = (typeof TEXT_CASES)[number];

/** Lower-case #rrggbb: one spelling, so equal colours compare equal. */
export const hexColor = z
  .string()
  .regex(/^#[0-9a-f]{6}$/, "colours are lower-case #rrggbb");

export const iconRef = z.object({
  set: z.enum(ICON_SETS),
  /** The icon's own name in its set, e.g. phosphor 'coffee', fluent-emoji 'dragon-face'. */
  name: z.string().min(1).max(80),
});
export type IconRef = z.infer<typeof iconRef>;

export const palette = z.object({
  /** The canvas. 'transparent' still renders the other files on nothing. */
  background: z.union([hexColor, z.literal("transparent")]),
  /** The mark (icon or monogram). */
  primary: hexColor,
  /** The brand lettering. */
  text: hexColor,
  /** Container fill, duotone fill, rules and tagline details. */
  accent: hexColor,
});
export type Palette = z.infer<typeof palette>;

/** A typeface by the agent's registry id (the agent checks it names a bundled weight). */
export const typefaceRef = z.object({ id: z.string().min(1).max(40), weight: z.number().int().min(100).max(900), italic: z.boolean() });

/**
 * The mark language (version 2): a mark is constructed, not picked, so each logo's mark is
 * its own (docs/decisions/0106). Every kind is drawn from numbers and the brand's own
 * letters; a bundled drawing appears only as an ingredient of an emblem, transformed.
 *
 * - `lettermark`: one to three letters drawn from the brand typeface's own glyph outlines,
 *   constructed with a treatment:
 *   `cut` (a band slices through them), `stencil` (bridges break every stroke),
 *   `overlap` (two letters overlap and their shared ink is knocked out),
 *   `interlock` (the second letter passes over the first, with a gap around it),
 *   `negative` (the letters are cut out of a solid shape), `enclosure` (a ring the letters
 *   break through).
 * - `geometric`: an abstract figure of a parametric family, its numbers from the brand:
 *   `radial` (petals or blades around a centre), `grid` (a pattern of cells), `arcs`
 *   (nested quarter arcs), `folds` (triangles folded like paper), `stripes` (bands cut by a
 *   shape).
 * - `emblem`: a combination mark: the spec's `icon` (the name's noun, or the trade's idea)
 *   as an ingredient, transformed: `cutout` (cut out of a constructed shape as negative
 *   space), `ring` (inside an open ring whose gap holds the second idea or the initial), or
 *   `letter` (woven with the brand's initial, drawn large from the typeface); joined with a
 *   second idea (`second`: the trade's drawing) or the initial in a disc on the rim.
 */
export const EMBLEM_TREATMENTS = ["cutout", "ring", "letter"] as const;
export const LETTER_TREATMENTS = ["cut", "stencil", "overlap", "interlock", "negative", "enclosure"] as const;
export type LetterTreatment = (typeof LETTER_TREATMENTS)[number];
export const GEOMETRIC_FAMILIES = ["radial", "grid", "arcs", "folds", "stripes"] as const;
export type GeometricFamily = (typeof GEOMETRIC_FAMILIES)[number];
/** The constructed shape a lettermark is cut from, or an emblem's ingredient is cut out of. */
export const MARK_SHAPES = ["circle", "square", "squircle", "hexagon", "diamond", "arch", "leaf", "shield"] as const;
export type MarkShape = (typeof MARK_SHAPES)[number];

export const lettermarkSpec = z.object({
  kind: z.literal("lettermark"),
  /** The letters drawn (usually the initials), in the brand's typeface. */
  letters: z.string().trim().min(1).max(3),
  treatment: z.enum(LETTER_TREATMENTS),
  /** The shape of `negative` and `enclosure`. */
  shape: z.enum(MARK_SHAPES),
  /** The angle of a cut or stencil band, degrees. */
  angle: z.number().min(-75).max(75),
});
export const geometricSpec = z.object({
  kind: z.literal("geometric"),
  family: z.enum(GEOMETRIC_FAMILIES),
  /** How many parts (petals, cells across, arcs, folds, stripes). */
  count: z.number().int().min(2).max(12),
  /** A quarter turn of the whole figure, 0..1. */
  turn: z.number().min(0).max(1),
  /** Which cells, petals or folds are drawn: bits read from the brand's name. */
  pattern: z.number().int().min(0).max(2 ** 24 - 1),
  /** How thick parts are against the gaps between them, 0..1. */
  weight: z.number().min(0).max(1),
  /** The shape a stripes figure is cut to. */
  shape: z.enum(MARK_SHAPES),
});
export const emblemSpec = z.object({
  kind: z.literal("emblem"),
  treatment: z.enum(EMBLEM_TREATMENTS),
  /** The shape the ingredient is cut out of. */
  shape: z.enum(MARK_SHAPES),
  /** The second idea joined to the first (the trade's drawing), or null. */
  second: iconRef.nullable(),
  /** The brand's initial, cutting through the shape beside the ingredient, or null. */
  letter: z.string().trim().min(1).max(1).nullable(),
  /** Where the second idea or the letter sits on the shape's rim, a turn 0..1 from the top. */
  at: z.number().min(0).max(1),
  /** A slight turn of the ingredient inside the shape, degrees. */
  tilt: z.number().min(-30).max(30),
});
export const markSpec = z.discriminatedUnion("kind", [lettermarkSpec, geometricSpec, emblemSpec]);
export type MarkSpec = z.infer<typeof markSpec>;
export type LettermarkSpec = z.infer<typeof lettermarkSpec>;
export type GeometricSpec = z.infer<typeof geometricSpec>;
export type EmblemSpec = z.infer<typeof emblemSpec>;

/**
 * The longest brand and tagline a design draws whole: a name of up to 60 characters is set
 * on up to three lines and a tagline of up to 80 on up to two, every letter kept (issue 32).
 * Longer, and the agent asks for a shorter one rather than cut what the visitor wrote.
 * Raising them never breaks a stored design: every shorter one still parses.
 */
export const BRAND_MAX_CHARS = 60;
export const TAGLINE_MAX_CHARS = 80;

export const logoSpecShape = z.object({
  /** 1 (stored before the mark language) reads as 2 with `mark: null`. */
  version: z.union([z.literal(1), z.literal(LOGO_SPEC_VERSION)]).transform((): typeof LOGO_SPEC_VERSION => LOGO_SPEC_VERSION),
  /** The brand text exactly as the visitor gave it (textCase applies when drawn). */
  brand: z.string().trim().min(1).max(BRAND_MAX_CHARS),
  tagline: z.string().trim().min(1).max(TAGLINE_MAX_CHARS).nullable(),
  /**
   * The bundled drawing the mark uses: an emblem's ingredient, or (in a version 1 design,
   * `mark` null) the whole mark as it was drawn then. null: no drawing.
   */
  icon: iconRef.nullable(),
  /** The constructed mark (version 2); null: a version 1 design, or a wordmark. */
  mark: markSpec.nullable().default(null),
  iconStyle: z.enum(ICON_STYLES),
  /** 1 is the renderer's balanced default; 'bigger icon' raises it. */
  iconScale: z.number().min(0.6).max(1.6),
  layout: z.enum(LAYOUTS),
  container: z.enum(CONTAINERS),
  palette,
  /** One of the weights the agent's typeface registry lists for this id. */
  typeface: typefaceRef,
  /** The tagline's typeface: null means the brand's typeface at a lighter weight. */
  taglineTypeface: typefaceRef.nullable(),
  textCase: z.enum(TEXT_CASES),
  /** Extra space between letters of the brand, in em (negative tightens). */
  letterSpacing: z.number().min(-0.05).max(0.6),
  /** The spec's ten styles this design expresses (for metadata and later refinements). */
  styles: z.array(z.enum(STYLES)).max(STYLES.length),
  colorScheme: z.enum(COLOR_SCHEMES).nullable(),
  /** Variety: the same prompt and seed give the same design. */
  seed: z.number().int().min(0).max(2 ** 32 - 1),
});
