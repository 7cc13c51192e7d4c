/**
 * LogoSpec: the one definition of a logo design. The planner turns a prompt (or a parent
 * design plus a change request) into one; the renderer turns one into SVG, PNG, the
 * watermarked PNG, WebP and a transparent PNG. The LLM planner's output is validated
 * against this same schema, and the app stores it with each generation, so a
 * refinement always starts from the exact design the visitor saw.
 *
 * Everything here is vector-first: text is set from the bundled typefaces and converted
 * to paths, the mark is an icon from the bundled sets or the brand's own initials.
 */
import { z } from "zod";
import { COLOR_SCHEMES, STYLES } from "../../../app/lib/taxonomy.ts";
import { ICON_INDEX } from "./icon-index.generated.ts";
import { isBundledWeight, TYPEFACE_IDS } from "./typefaces.ts";

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

const logoSpecShape = z.object({
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
  typeface: z.object({
    id: z.enum(TYPEFACE_IDS),
    /** One of the weights the typeface registry lists for this id. */
    weight: z.number().int().min(100).max(900),
    italic: z.boolean(),
  }),
  /** The tagline's typeface: null means the brand's typeface at a lighter weight. */
  taglineTypeface: z
    .object({ id: z.enum(TYPEFACE_IDS), weight: z.number().int().min(100).max(900), italic: z.boolean() })
    .nullable(),
  textCase: z.enum(TEXT_CASES),
  /** Extra space between letters of the brand, in em (negative tightens). */
  letterSpacing: z.number().min(-0.05).max(0.6),
  /** The spec's ten styles this design expresses (for metadata and later refinements). */
  styles: z.array(z.enum(STYLES)).max(STYLES.length),
  colorScheme: z.enum(COLOR_SCHEMES).nullable(),
  /** Variety: the same prompt and seed give the same design. */
  seed: z.number().int().min(0).max(2 ** 32 - 1),
});

const BUNDLED_ICONS = new Set(ICON_INDEX.map(([set, name]) => `${set}:${name}`));

export function isBundledIcon(icon: IconRef): boolean {
  return BUNDLED_ICONS.has(`${icon.set}:${icon.name}`);
}

/**
 * The schema plus what only the bundle knows: the icon is one the renderer has, the
 * typefaces name bundled weights, and the layout has what it needs.
 */
export const logoSpec = logoSpecShape.superRefine((spec, ctx) => {
  if (spec.icon && !isBundledIcon(spec.icon)) {
    ctx.addIssue({ code: "custom", path: ["icon"], message: `no bundled icon ${spec.icon.set}:${spec.icon.name}` });
  }
  for (const key of ["typeface", "taglineTypeface"] as const) {
    const face = spec[key];
    if (face && !isBundledWeight(face.id, face.weight, face.italic)) {
      ctx.addIssue({
        code: "custom",
        path: [key],
        message: `${face.id} has no bundled ${face.italic ? "italic " : ""}weight ${face.weight}`,
      });
    }
  }
  if (spec.layout === "wordmark" && spec.icon) {
    ctx.addIssue({ code: "custom", path: ["icon"], message: "a wordmark layout has no icon" });
  }
  if ((spec.layout === "icon-above" || spec.layout === "icon-left") && !spec.icon) {
    ctx.addIssue({ code: "custom", path: ["icon"], message: `the ${spec.layout} layout needs an icon` });
  }
  if ((spec.layout === "badge" || spec.layout === "monogram") && spec.container === "none") {
    ctx.addIssue({ code: "custom", path: ["container"], message: `the ${spec.layout} layout needs a container` });
  }
});
export type LogoSpec = z.infer<typeof logoSpec>;
