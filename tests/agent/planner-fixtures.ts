/**
 * Shared by the planner tests: a designer's reading of each style (what a logo in that
 * style must show), colour facts measured the WCAG way, and parent designs to refine.
 */
import { expect } from "vitest";
import { BACKGROUND_CHOICES, CATEGORIES, type Style } from "#protocol/taxonomy.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { logoSpecFixture } from "#tests/support/logo-specs.ts";
import { TYPEFACES, type TypefaceTrait } from "#agent/design/typefaces.ts";
import type { Plan, PlanInput } from "#agent/planner/types.ts";
import { contrast, luminance } from "./colour-facts.ts";

export { contrast, hue, looksLike, luminance } from "./colour-facts.ts";

export function input(prompt: string, overrides: Partial<PlanInput> = {}): PlanInput {
  return { prompt, history: [], parent: null, references: [], seed: 1, ...overrides };
}

export function traitsOf(spec: LogoSpec): readonly TypefaceTrait[] {
  return TYPEFACES[spec.typeface.id].traits;
}

const has = (spec: LogoSpec, ...traits: TypefaceTrait[]) => traits.some((trait) => traitsOf(spec).includes(trait));

/** What a designer expects to see when a logo claims a style. */
export const STYLE_SIGNS: Record<Style, (spec: LogoSpec) => boolean> = {
  Modern: (spec) => has(spec, "sans", "geometric", "techno") && !has(spec, "script", "handwritten"),
  Minimalistic: (spec) => !has(spec, "heavy", "playful") && (spec.typeface.weight <= 400 || spec.letterSpacing >= 0.1) && spec.container !== "shield",
  Bold: (spec) => (has(spec, "heavy", "condensed") || spec.typeface.weight >= 700) && !has(spec, "script", "handwritten"),
  Elegant: (spec) => has(spec, "elegant", "serif", "script") && spec.typeface.weight <= 500 && !has(spec, "heavy"),
  Playful: (spec) => has(spec, "playful", "rounded"),
  Professional: (spec) => has(spec, "sans", "serif") && !has(spec, "script", "handwritten", "playful"),
  Vintage: (spec) => has(spec, "serif", "classical", "condensed", "slab") || spec.layout === "badge",
  Geometric: (spec) => has(spec, "geometric") || spec.container === "hexagon",
  // An abstract mark is a figure of its own (docs/decisions/0107), or, in a version 1 design, a filled shape.
  Abstract: (spec) => spec.mark?.kind === "geometric" || (spec.icon !== null && (spec.iconStyle === "duotone" || spec.iconStyle === "filled" || spec.icon.set === "fluent-emoji")),
  Classic: (spec) => has(spec, "serif", "classical"),
};

export function canvas(spec: LogoSpec): string {
  return spec.palette.background === "transparent" ? "#ffffff" : spec.palette.background;
}

export const isDark = (hex: string) => luminance(hex) < 0.12;
export const isLight = (hex: string) => luminance(hex) > 0.7;

/** The invariants every plan keeps, whatever the prompt. */
export function expectSoundPlan(plan: Plan): void {
  const spec = logoSpec.parse(plan.spec);
  // Lettering AA on its canvas; a mark drawn on the canvas at least 3:1.
  expect(contrast(spec.palette.text, canvas(spec))).toBeGreaterThanOrEqual(4.5);
  // The renderer fills a frame with the accent when it stands apart from the canvas
  // (else with the mark colour, knocking the mark out); the mark must read on what it sits on.
  const filled = ["circle", "rounded-square", "hexagon", "shield"].includes(spec.container);
  const accentFrame = filled && contrast(spec.palette.accent, canvas(spec)) >= 1.4;
  if (spec.layout !== "wordmark" && !(filled && !accentFrame)) {
    expect(contrast(spec.palette.primary, accentFrame ? spec.palette.accent : canvas(spec))).toBeGreaterThanOrEqual(3);
  }
  expect(plan.narration.length).toBeGreaterThanOrEqual(1);
  for (const sentence of plan.narration) expect(sentence).toMatch(/^[A-Z“].*[.!]$/s);
  expect(plan.metadata.name).toBe(spec.brand);
  expect(CATEGORIES as readonly string[]).toContain(plan.metadata.category);
  expect(BACKGROUND_CHOICES.map((choice) => choice.className)).toContain(plan.metadata.bgColor);
  expect(plan.metadata.description).toMatch(/^[A-Z][^.!?]*(?:\.[^\s.!?][^.!?]*)*\.$/);
  expect(plan.metadata.tags.length).toBeGreaterThan(0);
  for (const tag of plan.metadata.tags) expect(tag).toMatch(/^[a-z0-9 -]+$/);
}

/** A modern coffee logo with a tagline: mark above the name, no frame. */
export const COFFEE_PARENT: LogoSpec = logoSpec.parse(
  logoSpecFixture({
    tagline: "Roasted daily",
    iconStyle: "bold",
    palette: { background: "#ffffff", primary: "#1e3a8a", text: "#1f2937", accent: "#dbeafe" },
    typeface: { id: "josefin-sans", weight: 600, italic: false },
    letterSpacing: 0.04,
    seed: 4242,
  }),
);

/** A light wordmark with no tagline and no mark. */
export const WORDMARK_PARENT: LogoSpec = logoSpec.parse(
  logoSpecFixture({
    brand: "Nimbus",
    tagline: null,
    icon: null,
    iconStyle: "outline",
    iconScale: 0.85,
    layout: "wordmark",
    palette: { background: "#f8fafc", primary: "#334155", text: "#0f172a", accent: "#e2e8f0" },
    typeface: { id: "raleway", weight: 300, italic: false },
    textCase: "lower",
    letterSpacing: 0.18,
    styles: ["Minimalistic"],
    seed: 99,
  }),
);

/** A vintage circle badge around a Fluent Emoji mark, on cream. */
export const BADGE_PARENT: LogoSpec = logoSpec.parse(
  logoSpecFixture({
    brand: "Hop Valley",
    tagline: "Brewing Co.",
    icon: { set: "fluent-emoji", name: "wolf" },
    iconStyle: "filled",
    layout: "badge",
    container: "circle",
    palette: { background: "#f4ecd8", primary: "#3e2415", text: "#3e2415", accent: "#e3d3b0" },
    typeface: { id: "cinzel", weight: 700, italic: false },
    textCase: "upper",
    letterSpacing: 0.12,
    styles: ["Vintage"],
    seed: 7,
  }),
);
