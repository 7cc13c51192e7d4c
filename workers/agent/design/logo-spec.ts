/**
 * LogoSpec as the agent uses it: the contract's design shape (workers/protocol/logo-spec.ts)
 * narrowed by what only the bundle knows: the icon is one the renderer has, the typefaces
 * name bundled weights, and the layout has what it needs.
 */
import { z } from "zod";
import { logoSpecShape } from "#protocol/logo-spec.ts";
import { ICON_INDEX } from "./icon-index.generated.ts";
import { isBundledWeight, TYPEFACE_IDS } from "./typefaces.ts";
import type { IconRef } from "#protocol/logo-spec.ts";

export {
  CONTAINERS,
  LAYOUTS,
  LOGO_SPEC_VERSION,
  type Container,
  type IconRef,
  type IconSet,
  type IconStyle,
  type Layout,
  type MarkSpec,
  type Palette,
  type TextCase,
} from "#protocol/logo-spec.ts";

const bundledTypeface = z.object({ id: z.enum(TYPEFACE_IDS), weight: z.number().int().min(100).max(900), italic: z.boolean() });

const BUNDLED_ICONS = new Set(ICON_INDEX.map(([set, name]) => `${set}:${name}`));

export function isBundledIcon(icon: IconRef): boolean {
  return BUNDLED_ICONS.has(`${icon.set}:${icon.name}`);
}

export const logoSpec = logoSpecShape.extend({ typeface: bundledTypeface, taglineTypeface: bundledTypeface.nullable() }).superRefine((spec, ctx) => {
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
  if (spec.layout === "wordmark" && (spec.icon || spec.mark)) {
    ctx.addIssue({ code: "custom", path: [spec.icon ? "icon" : "mark"], message: "a wordmark layout has no mark" });
  }
  if ((spec.layout === "icon-above" || spec.layout === "icon-left") && !spec.icon && !spec.mark) {
    ctx.addIssue({ code: "custom", path: ["icon"], message: `the ${spec.layout} layout needs a mark` });
  }
  if (spec.mark?.kind === "emblem" && !spec.icon) {
    ctx.addIssue({ code: "custom", path: ["icon"], message: "an emblem needs its ingredient drawing (icon)" });
  }
  if (spec.mark?.kind === "emblem" && spec.mark.second && !isBundledIcon(spec.mark.second)) {
    ctx.addIssue({ code: "custom", path: ["mark", "second"], message: `no bundled icon ${spec.mark.second.set}:${spec.mark.second.name}` });
  }
  if ((spec.layout === "badge" || spec.layout === "monogram") && spec.container === "none") {
    ctx.addIssue({ code: "custom", path: ["container"], message: `the ${spec.layout} layout needs a container` });
  }
});
export type LogoSpec = z.infer<typeof logoSpec>;
