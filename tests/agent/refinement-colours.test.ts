/**
 * A refinement changes no colour it does not name, the accent included (issue 24): over 28
 * base logos (14 briefs, two seeds: badges, seals, framed marks, dark and light canvases)
 * and ten requests that name a colour for the lettering or the mark,
 *
 * - the part named is drawn in the colour asked;
 * - when some shade of that colour reads on what the part sits on, nothing else moves;
 * - a part that does move (the named colour could not be read without it) is said in the
 *   narration, with the colour it is drawn in now;
 * - no palette colour moves without a part being drawn differently (no silent drift).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { contrast } from "#agent/design/color.ts";
import { drawnColours } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { fromOklch, hueDistance, toOklch } from "#agent/planner/colour-space.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { showsAskedColour } from "#agent/planner/visible-colour.ts";
import { testSpec } from "./helpers.ts";
import { familyOf, refine, type Family } from "./refinement-fidelity.ts";

const BRIEFS = [
  "A vintage badge for a coffee roaster called Fern Hollow",
  "A bakery called Hearth",
  "A modern logo for a software company called Driftline",
  "A playful logo for a dog groomer called Muddy Paws",
  "A dark, bold logo for a gym called Forge",
  "An elegant logo for a florist called Petal and Stem",
  "A logo for a law firm called Atlas Law",
  "A seal for a brewery called Old Anchor",
  "A logo for a yoga studio called Still Water",
  "A logo for a pizza place called Crust",
  "A logo for a sailing club called Tidewater in navy and gold",
  "A logo for a tea house called Leaf & Kettle",
  "A badge for a barber called Sharp Lines",
  "A logo for a kids science camp called Cosmo Kids",
];

type Part = "lettering" | "mark";
/**
 * Each request, the part it names, the colour families a person would call what is drawn
 * (as the fidelity table judges; the first is the asked colour's own), and the colour asked.
 */
const REQUESTS: [request: string, part: Part, families: Family[], asked: string][] = [
  ["make the text blue", "lettering", ["blue"], "#2563eb"],
  ["make the icon red", "mark", ["red", "pink"], "#dc2626"],
  ["make the lettering green", "lettering", ["green"], "#16a34a"],
  ["make the mark purple", "mark", ["purple"], "#9333ea"],
  ["make the icon orange", "mark", ["orange", "red", "brown"], "#f97316"],
  ["make the name pink", "lettering", ["pink", "red", "purple"], "#ec4899"],
  ["make the icon teal", "mark", ["teal", "green", "blue"], "#0d9488"],
  ["make the text purple", "lettering", ["purple"], "#9333ea"],
  ["make the text red", "lettering", ["red", "pink"], "#dc2626"],
  ["make the icon blue", "mark", ["blue"], "#2563eb"],
];

const ROLE: Record<Part, "text" | "primary"> = { lettering: "text", mark: "primary" };
const familyOfHex = (hex: string) => familyOf(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16));

/**
 * Whether some shade of the asked colour reaches `minimum` contrast on `surface`: then the
 * part could have taken the colour with nothing else moving. A shade is the asked hue
 * (within 15°), clearly coloured (chroma 0.06 or more), no more than 0.3 lighter or deeper
 * (OKLCH) and neither near black nor near white, and of the asked colour's family.
 */
function someShadeReads(asked: string, families: readonly Family[], surface: string, minimum: number): boolean {
  const { h, l: askedL } = toOklch(asked);
  for (let turn = -15; turn <= 15; turn += 5) {
    for (let l = Math.max(0.3, askedL - 0.3); l <= Math.min(0.92, askedL + 0.3); l += 0.02) {
      for (const c of [0.06, 0.1, 0.15, 0.2]) {
        const shade = fromOklch({ l, c, h: (h + turn + 360) % 360 });
        if (toOklch(shade).c < 0.06 || hueDistance(shade, asked) > 15) continue;
        if (families.includes(familyOfHex(shade)) && contrast(shade, surface) >= minimum) return true;
      }
    }
  }
  return false;
}

const planner = createDeterministicPlanner();
const engine = await workerEngine();
const bases: { brief: string; seed: number; spec: LogoSpec }[] = [];

beforeAll(async () => {
  for (const brief of BRIEFS) {
    for (const seed of [1, 2]) {
      const plan = await planner.plan({ prompt: brief, history: [], parent: null, references: [], seed });
      bases.push({ brief, seed, spec: engine.design(plan.spec).spec });
    }
  }
});

describe("a refinement changes no colour it does not name", () => {
  for (const [request, part, families, asked] of REQUESTS) {
    it(`“${request}”, on each of the 28 base logos`, async () => {
      const problems: string[] = [];
      for (const base of bases) {
        const plan = await refine(planner, base.spec, base.brief, request);
        const spec = engine.design(plan.spec).spec;
        const said = plan.narration.join(" ");
        const before = drawnColours(base.spec);
        const after = drawnColours(spec);
        const where = `${base.brief} (seed ${base.seed}, ${base.spec.layout}/${base.spec.container})`;

        // A mark knocked out of a frame filled in the asked colour shows it through the frame.
        const shows = (hex: string | null) => hex !== null && families.includes(familyOfHex(hex));
        // A mark in a frame filled in the mark's own colour is cut out of it: the frame shows the colour.
        const knockedOut = part === "mark" && after.frame !== null && after.frame === spec.palette.primary && after.mark !== after.frame;
        const shown = part === "lettering" ? after.lettering : knockedOut ? after.frame! : after.mark!;
        if (!shows(shown)) problems.push(`${where}: the ${part} is drawn ${shown}, not ${families.join(" or ")}: “${said}”`);

        const others = (["canvas", "frame", "mark", "lettering"] as const).filter((other) => other !== part && !(knockedOut && other === "frame"));
        const moved = others.filter((other) => before[other] !== after[other]);
        for (const other of moved) {
          if (!said.includes(String(after[other]))) problems.push(`${where}: the ${other} moved to ${after[other]} unsaid: “${said}”`);
        }
        const surface = part === "lettering" ? before.letteringSurface : before.markSurface;
        if (moved.length > 0 && surface && !knockedOut && someShadeReads(asked, families.slice(0, 1), surface, part === "lettering" ? 4.5 : 3)) {
          problems.push(`${where}: a shade of ${families[0]} reads on ${surface}, yet ${moved.join(", ")} moved: “${said}”`);
        }
        // A frame filled with the mark's colour takes it through the accent's place: the named part.
        const drift = (["background", "primary", "text", "accent"] as const).filter(
          (role) => role !== ROLE[part] && !(knockedOut && role === "accent") && base.spec.palette[role] !== spec.palette[role],
        );
        if (drift.length > 0 && moved.length === 0) problems.push(`${where}: ${drift.join(", ")} changed with nothing drawn differently`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("keeps a pale yellow accent (#fde68a) in every arrangement when the lettering turns blue", async () => {
    // The case seen: blue lettering re-inked the accent from #fde68a to #1d1b10.
    const palette = { background: "#fffbea", primary: "#ea580c", text: "#3b1d0a", accent: "#fde68a" };
    const arrangements: [LogoSpec["layout"], LogoSpec["container"]][] = [
      ["icon-above", "circle"], ["icon-above", "none"], ["icon-left", "rounded-square"], ["badge", "circle"], ["badge", "shield"], ["badge", "ring"], ["wordmark", "rounded-square"], ["monogram", "hexagon"],
    ];
    for (const [layout, container] of arrangements) {
      const icon = layout === "wordmark" || layout === "monogram" ? null : { set: "phosphor" as const, name: "sun" };
      const parent = engine.design(testSpec({ brand: "Sunny Side", layout, container, icon, palette })).spec;
      const plan = await refine(planner, parent, "A logo for a breakfast café called Sunny Side", "make the text blue");
      const after = drawnColours(engine.design(plan.spec).spec);
      expect(familyOfHex(after.lettering), `${layout}/${container}`).toBe("blue");
      expect(plan.spec.palette.accent, `${layout}/${container}: ${plan.narration.join(" ")}`).toBe(parent.palette.accent);
      expect(plan.spec.palette.background, `${layout}/${container}`).toBe(parent.palette.background);
      expect(plan.spec.palette.primary, `${layout}/${container}`).toBe(parent.palette.primary);
    }
  });

  it("calls a shade by a basic colour word only while it still shows that hue: a maroon is red, a near-black is not", () => {
    const red = { hex: "#ef4444", phrase: "red" };
    const blue = { hex: "#3b82f6", phrase: "blue" };
    expect(showsAskedColour("#800000", red)).toBe(true);
    expect(showsAskedColour("#2d0001", red)).toBe(false);
    expect(showsAskedColour("#00175a", blue)).toBe(true);
    expect(showsAskedColour("#0b0f1a", blue)).toBe(false);
  });
});
