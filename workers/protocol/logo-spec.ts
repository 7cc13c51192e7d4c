/**
 * LogoSpec, the shape of a logo design as the contract knows it: what the app stores with
 * each generation (so a refinement always starts from the exact design the visitor saw)
 * and what the agent plans and renders. The agent narrows it with what only its bundle
 * knows (workers/agent/design/logo-spec.ts: bundled icons, typefaces and weights, and
 * what each layout needs).
 */
import { z } from "zod";
import { COLOR_SCHEMES, STYLES } from "./taxonomy.ts";

/** Bumped when a stored spec can no longer be read as-is (the app keeps old ones in D1). */
export const LOGO_SPEC_VERSION = 1;

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
 * The bundled icon sets, both MIT licensed so a buyer owns the logo outright: Phosphor
 * (`@phosphor-icons/core`) and Microsoft's Fluent Emoji High Contrast
 * (`@iconify-json/fluent-emoji-high-contrast`), for creatures, fantasy and things.
 * docs/decisions/0104 says why there is no CC BY set.
 */
export const ICON_SETS = ["phosphor", "fluent-emoji"] as const;
export type IconSet = (typeof ICON_SETS)[number];

/**
 * How an icon is drawn. Phosphor has all four; a Fluent Emoji icon is one monochrome
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

export const logoSpecShape = z.object({
  version: z.literal(LOGO_SPEC_VERSION),
  /** The brand text exactly as the visitor gave it (textCase applies when drawn). */
  brand: z.string().trim().min(1).max(40),
  tagline: z.string().trim().min(1).max(60).nullable(),
  /** null: no icon (wordmark and monogram layouts, or 'no icon'). */
  icon: iconRef.nullable(),
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
