/**
 * A PLACEHOLDER planner, so the agent Worker runs end to end before the real planner
 * (workers/agent/planner/, built separately) lands. It is deliberately small: a name from
 * quotes or 'called X', an icon whose keywords meet a word of the prompt, and a few fixed
 * palettes and faces chosen by seed. A refinement keeps the parent design as it is.
 * The real planner replaces it through workers/agent/planner/index.ts.
 */
import { nearestBackgroundClass } from "./design/background-class.ts";
import { ICON_INDEX } from "./design/icon-index.generated.ts";
import { logoSpec, type Container, type Layout, type LogoSpec } from "./design/logo-spec.ts";
import { seededRandom } from "./design/random.ts";
import type { Plan, Planner, PlanInput } from "./planner/types.ts";

const PALETTES = [
  { background: "#fffbeb", primary: "#b45309", text: "#451a03", accent: "#fcd34d" },
  { background: "#0f172a", primary: "#38bdf8", text: "#f8fafc", accent: "#1e3a8a" },
  { background: "#f0fdf4", primary: "#15803d", text: "#14532d", accent: "#bbf7d0" },
  { background: "#ffffff", primary: "#7c3aed", text: "#1f2937", accent: "#ede9fe" },
] as const;
const FACES = [
  { id: "montserrat", weight: 700 },
  { id: "playfair-display", weight: 700 },
  { id: "poppins", weight: 600 },
  { id: "oswald", weight: 500 },
] as const;
const LAYOUTS: { layout: Layout; container: Container }[] = [
  { layout: "icon-above", container: "none" },
  { layout: "icon-left", container: "circle" },
  { layout: "badge", container: "circle" },
  { layout: "icon-above", container: "rounded-square" },
];
const STOP_WORDS = new Set("a an and the for of with logo make create design please my our called named company brand".split(" "));

function brandName(prompt: string): string {
  const quoted = /["“'‘]([^"”'’]{1,40})["”'’]/.exec(prompt)?.[1];
  const called = /\b(?:called|named)\s+([A-Z0-9][\w&'.-]*(?:\s+[A-Z0-9][\w&'.-]*){0,2})/.exec(prompt)?.[1];
  return (quoted ?? called ?? "Your Brand").trim().slice(0, 40);
}

function iconFor(prompt: string, random: () => number) {
  const words = prompt.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  for (const word of words) {
    const matches = ICON_INDEX.filter(([, , keywords]) => keywords.split(" ").includes(word));
    if (matches.length > 0) return { word, icon: matches[Math.floor(random() * matches.length)]! };
  }
  return { word: null, icon: ICON_INDEX.find(([set, name]) => set === "phosphor" && name === "star")! };
}

export function createFallbackPlanner(): Planner {
  return {
    name: "placeholder",
    async plan(input: PlanInput): Promise<Plan> {
      if (input.parent) {
        const spec = input.parent;
        return {
          kind: "refinement",
          spec,
          narration: [`I kept "${spec.brand}" as it was: this placeholder planner does not apply changes yet.`],
          metadata: metadataFor(spec, null),
          understood: { styles: [], colorScheme: null, subject: null },
        };
      }
      const random = seededRandom(input.seed);
      const brand = brandName(input.prompt);
      const { word, icon } = iconFor(input.prompt, random);
      const dark = /\bdark colou?rs?\b/i.test(input.prompt);
      const palette = dark ? PALETTES[1] : PALETTES[Math.floor(random() * PALETTES.length)]!;
      const face = FACES[Math.floor(random() * FACES.length)]!;
      const arrangement = LAYOUTS[Math.floor(random() * LAYOUTS.length)]!;
      const spec = logoSpec.parse({
        version: 1,
        brand,
        tagline: null,
        icon: { set: icon[0], name: icon[1] },
        iconStyle: icon[0] === "phosphor" ? "duotone" : "filled",
        iconScale: 1,
        layout: arrangement.layout,
        container: arrangement.container,
        palette,
        typeface: { id: face.id, weight: face.weight, italic: false },
        taglineTypeface: null,
        textCase: "as-typed",
        letterSpacing: 0,
        styles: [],
        colorScheme: dark ? "Dark" : null,
        seed: input.seed,
      });
      return {
        kind: "new",
        spec,
        narration: [`Naming it "${brand}" and drawing ${word ? `a ${icon[1].replace(/-/g, " ")} for "${word}"` : "a star as its mark"}.`],
        metadata: metadataFor(spec, word),
        understood: { styles: [], colorScheme: dark ? "Dark" : null, subject: word },
      };
    },
  };
}

function metadataFor(spec: LogoSpec, subject: string | null) {
  return {
    name: spec.brand,
    description: `A logo for ${spec.brand}${subject ? `, drawn around ${subject}` : ""}.`,
    tags: [subject, spec.icon?.name.split("-")[0], "ai-generated"].filter((tag): tag is string => Boolean(tag)),
    category: spec.icon?.set === "game-icons" ? "Animals" : "Business",
    bgColor: nearestBackgroundClass(spec.palette.background),
  };
}
