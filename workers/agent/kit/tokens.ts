/**
 * Design tokens: the palette and the typefaces as CSS custom properties and as JSON in
 * the W3C Design Tokens format ($value, $type), for a website or a design tool.
 */
import type { Design } from "#agent/design/design.ts";
import type { FontFace } from "#agent/design/fonts.ts";
import { taglineFace } from "#agent/design/lettering.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import { swatches } from "./palette.ts";

function fontStack(face: FontFace): string {
  const family = TYPEFACES[face.id];
  const generic = (family.traits as readonly string[]).includes("serif") ? "serif" : (family.traits as readonly string[]).includes("script") || (family.traits as readonly string[]).includes("handwritten") ? "cursive" : "sans-serif";
  return `"${family.family}", ${generic}`;
}

function fontTokens(face: FontFace) {
  return { family: { $type: "fontFamily", $value: [TYPEFACES[face.id].family, fontStack(face).split(", ")[1]] }, weight: { $type: "fontWeight", $value: face.weight } };
}

export function designTokens(design: Design): { css: string; json: string } {
  const colours = swatches(design.spec.palette);
  const brand = design.spec.typeface as FontFace;
  const tagline = taglineFace(design.spec);
  const css = [
    `/* ${design.spec.brand}: brand colours and typefaces. Paste into your stylesheet, then use var(--brand-primary). */`,
    ":root {",
    ...colours.map((swatch) => `  --brand-${swatch.role}: ${swatch.hex}; /* ${swatch.use}; rgb(${swatch.rgb.join(", ")}) */`),
    `  --brand-font-name: ${fontStack(brand)};`,
    `  --brand-font-name-weight: ${brand.weight};`,
    `  --brand-font-tagline: ${fontStack(tagline)};`,
    `  --brand-font-tagline-weight: ${tagline.weight};`,
    "}",
    "",
  ].join("\n");
  const json = {
    brand: {
      color: Object.fromEntries(colours.map((swatch) => [swatch.role, { $type: "color", $value: swatch.hex, $description: swatch.use }])),
      font: {
        name: fontTokens(brand),
        tagline: fontTokens(tagline),
      },
    },
  };
  return { css, json: `${JSON.stringify(json, null, 2)}\n` };
}
