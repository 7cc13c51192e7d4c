/**
 * Refinements on a table of change requests: each change is applied, and everything the
 * request did not ask about is exactly the parent's (the whole spec is compared, minus the
 * fields the change may touch). Both message forms of the marketplace spec, section 5,
 * are used: the text as typed when it says make/change/modify, else prefixed
 * 'Modify this logo: '.
 */
import { describe, expect, it } from "vitest";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import { drawnColours } from "#agent/design/ink.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { describeColour } from "#agent/planner/colour-names.ts";
import { drawingLabel as drawingLabelOf } from "#agent/planner/icon-labels.ts";
import { colourFamily } from "#agent/planner/languages/speak/colours.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import type { Plan } from "#agent/planner/types.ts";
import { temperatureDistance, toOklch } from "#agent/planner/colour-space.ts";
import { BADGE_PARENT, canvas, contrast, COFFEE_PARENT, expectSoundPlan, hue, input, isDark, isLight, looksLike, luminance, traitsOf, WORDMARK_PARENT } from "./planner-fixtures.ts";

/** A top-level field, or one palette role. */
type Field = Exclude<keyof LogoSpec, "palette"> | `palette.${keyof LogoSpec["palette"]}`;

interface RefinementCase {
  parent: LogoSpec;
  message: string;
  /** The fields this change may touch; every other field must equal the parent's. */
  changes: Field[];
  check: (spec: LogoSpec, plan: Plan) => void;
}

/** The app's rule (marketplace spec, section 5): as typed with make/change/modify, else prefixed. */
function asSentByApp(text: string): string {
  return /make|change|modify/i.test(text) ? text : `Modify this logo: ${text}`;
}

const TYPEFACE_NAMES = Object.values(TYPEFACES).map((face) => face.family);
const ALL_PALETTE: Field[] = ["palette.background", "palette.primary", "palette.text", "palette.accent"];
const TYPE: Field[] = ["typeface", "taglineTypeface"];

const CASES: RefinementCase[] = [
  {
    parent: COFFEE_PARENT,
    message: "make it warmer",
    changes: ALL_PALETTE,
    check: (s, plan) => {
      expect(temperatureDistance(s.palette.primary, true)).toBeLessThan(temperatureDistance(COFFEE_PARENT.palette.primary, true));
      expect(plan.narration.join(" ")).toContain("Made the colours warmer: the mark from");
    },
  },
  {
    parent: BADGE_PARENT,
    message: "make the colours cooler",
    changes: ALL_PALETTE,
    check: (s) => expect(temperatureDistance(s.palette.primary, false)).toBeLessThan(temperatureDistance(BADGE_PARENT.palette.primary, false)),
  },
  // Navy is as cool as it goes: nothing moves, and the answer says why.
  { parent: COFFEE_PARENT, message: "make it cooler", changes: [], check: (_, plan) => expect(plan.narration.join(" ")).toContain("already as cool as they go") },
  { parent: COFFEE_PARENT, message: "mach es wärmer", changes: ALL_PALETTE, check: (s) => expect(temperatureDistance(s.palette.primary, true)).toBeLessThan(temperatureDistance(COFFEE_PARENT.palette.primary, true)) },
  { parent: COFFEE_PARENT, message: "make it blue", changes: ["palette.primary", "palette.accent"], check: (s) => expect(looksLike(s.palette.primary, "blue")).toBe(true) },
  { parent: COFFEE_PARENT, message: "make it red", changes: ["palette.primary", "palette.accent"], check: (s) => expect(looksLike(s.palette.primary, "red")).toBe(true) },
  { parent: COFFEE_PARENT, message: "darker background", changes: ALL_PALETTE, check: (s) => expect(luminance(canvas(s))).toBeLessThan(luminance(COFFEE_PARENT.palette.background as string)) },
  { parent: COFFEE_PARENT, message: "use #0f766e", changes: ["palette.primary", "palette.accent"], check: (s) => expect(s.palette.primary).toBe("#0f766e") },
  { parent: COFFEE_PARENT, message: "lighter", changes: ["palette.primary", "palette.accent"], check: (s) => expect(luminance(s.palette.primary)).toBeGreaterThan(luminance(COFFEE_PARENT.palette.primary)) },
  {
    parent: COFFEE_PARENT,
    message: "make the text white",
    changes: ["palette.text", "palette.background", "palette.primary", "palette.accent"],
    check: (s) => {
      expect(s.palette.text).toBe("#ffffff");
      expect(isDark(canvas(s))).toBe(true);
    },
  },
  { parent: COFFEE_PARENT, message: "serif", changes: TYPE, check: (s) => expect(traitsOf(s)).toContain("serif") },
  { parent: COFFEE_PARENT, message: "bolder", changes: TYPE, check: (s) => expect(s.typeface.weight > COFFEE_PARENT.typeface.weight || traitsOf(s).includes("heavy")).toBe(true) },
  { parent: COFFEE_PARENT, message: "handwritten", changes: [...TYPE, "letterSpacing", "textCase"], check: (s) => expect(traitsOf(s).some((trait) => trait === "handwritten" || trait === "script")).toBe(true) },
  { parent: COFFEE_PARENT, message: "thinner", changes: TYPE, check: (s) => expect(s.typeface.weight).toBeLessThan(COFFEE_PARENT.typeface.weight) },
  { parent: COFFEE_PARENT, message: "italic", changes: TYPE, check: (s) => expect(s.typeface.italic).toBe(true) },
  { parent: COFFEE_PARENT, message: "use a leaf instead", changes: ["icon"], check: (s) => expect(["leaf", "maple-leaf", "oak-leaf", "ginkgo-leaf", "monstera-leaf"]).toContain(s.icon?.name) },
  { parent: COFFEE_PARENT, message: "bigger icon", changes: ["iconScale"], check: (s) => expect(s.iconScale).toBeGreaterThan(COFFEE_PARENT.iconScale) },
  { parent: COFFEE_PARENT, message: "smaller icon", changes: ["iconScale"], check: (s) => expect(s.iconScale).toBeLessThan(COFFEE_PARENT.iconScale) },
  {
    parent: COFFEE_PARENT,
    message: "no icon",
    changes: ["icon", "layout", "container"],
    check: (s) => {
      expect(s.icon).toBeNull();
      expect(s.layout).toBe("wordmark");
    },
  },
  {
    parent: WORDMARK_PARENT,
    message: "add an icon of a fox",
    changes: ["icon", "layout", "container"],
    check: (s) => {
      expect(s.icon?.name).toBe("fox");
      expect(["icon-above", "icon-left"]).toContain(s.layout);
    },
  },
  { parent: COFFEE_PARENT, message: "rename to Peak Roasters", changes: ["brand"], check: (s) => expect(s.brand).toBe("Peak Roasters") },
  { parent: WORDMARK_PARENT, message: "add the tagline Fresh every morning", changes: ["tagline", "taglineTypeface"], check: (s) => expect(s.tagline).toBe("Fresh every morning") },
  { parent: COFFEE_PARENT, message: "remove the tagline", changes: ["tagline", "taglineTypeface"], check: (s) => expect(s.tagline).toBeNull() },
  { parent: COFFEE_PARENT, message: "uppercase", changes: ["textCase"], check: (s) => expect(s.textCase).toBe("upper") },
  { parent: COFFEE_PARENT, message: "lowercase", changes: ["textCase"], check: (s) => expect(s.textCase).toBe("lower") },
  {
    parent: COFFEE_PARENT,
    message: "put it in a circle badge",
    changes: ["layout", "container", ...ALL_PALETTE],
    check: (s) => {
      expect(s.layout).toBe("badge");
      expect(s.container).toBe("circle");
    },
  },
  { parent: COFFEE_PARENT, message: "icon on the left", changes: ["layout"], check: (s) => expect(s.layout).toBe("icon-left") },
  {
    parent: BADGE_PARENT,
    message: "icon above",
    changes: ["layout", "container"],
    check: (s) => {
      expect(s.layout).toBe("icon-above");
      expect(s.icon).toEqual(BADGE_PARENT.icon);
    },
  },
  {
    parent: COFFEE_PARENT,
    message: "make it a monogram",
    changes: ["layout", "icon", "container", ...ALL_PALETTE],
    check: (s) => {
      expect(s.layout).toBe("monogram");
      expect(s.container).not.toBe("none");
    },
  },
  {
    parent: BADGE_PARENT,
    message: "wordmark only",
    changes: ["layout", "icon", "container"],
    check: (s) => {
      expect(s.layout).toBe("wordmark");
      expect(s.icon).toBeNull();
      expect(s.container).toBe("none");
    },
  },
  { parent: COFFEE_PARENT, message: "transparent background", changes: ALL_PALETTE, check: (s) => expect(s.palette.background).toBe("transparent") },
  {
    parent: COFFEE_PARENT,
    message: "make it blue and use a serif font and add the tagline Fresh Daily",
    changes: ["palette.primary", "palette.accent", ...TYPE, "tagline"],
    check: (s) => {
      expect(looksLike(s.palette.primary, "blue")).toBe(true);
      expect(traitsOf(s)).toContain("serif");
      expect(s.tagline).toBe("Fresh Daily");
    },
  },
  {
    parent: COFFEE_PARENT,
    message: "I don't love it",
    // What to change is the visitor's to say: nothing changes (a guess would be a change nobody asked for), and it says how to ask.
    changes: [],
    check: (s, plan) => {
      expect(s).toEqual(COFFEE_PARENT);
      expect(plan.narration.join(" ")).toBe("Tell me what to change (the mark, the colours or the lettering), or ask for “other ideas” for a new direction; every version is kept. The logo is as it was.");
    },
  },
  {
    parent: COFFEE_PARENT,
    message: "make it more playful",
    changes: ["styles", ...TYPE, "textCase", "letterSpacing", "iconStyle", ...ALL_PALETTE],
    check: (s) => {
      expect(s.styles).toContain("Playful");
      expect(traitsOf(s).some((trait) => trait === "playful" || trait === "rounded")).toBe(true);
    },
  },
  { parent: COFFEE_PARENT, message: "use Playfair Display", changes: TYPE, check: (s) => expect(s.typeface.id).toBe("playfair-display") },
  {
    parent: COFFEE_PARENT,
    message: "make the background #111827 and the text #f9fafb",
    changes: ALL_PALETTE,
    check: (s) => {
      expect(s.palette.background).toBe("#111827");
      expect(s.palette.text).toBe("#f9fafb");
    },
  },
  { parent: COFFEE_PARENT, message: "put it in a hexagon", changes: ["container", ...ALL_PALETTE], check: (s) => expect(s.container).toBe("hexagon") },
  { parent: COFFEE_PARENT, message: "change the icon to a rocket", changes: ["icon"], check: (s) => expect(["rocket", "rocket-launch"]).toContain(s.icon?.name) },
  { parent: COFFEE_PARENT, message: "more letter spacing", changes: ["letterSpacing"], check: (s) => expect(s.letterSpacing).toBeGreaterThan(COFFEE_PARENT.letterSpacing) },
  {
    parent: COFFEE_PARENT,
    message: "a different icon",
    changes: ["icon"],
    check: (s) => {
      expect(s.icon?.name).not.toBe("coffee");
      expect(["coffee-bean", "tea-bag", "cafe", "bowl-steam", "coffee"]).toContain(s.icon?.name);
    },
  },
  {
    parent: COFFEE_PARENT,
    message: "dark mode",
    changes: [...ALL_PALETTE, "colorScheme"],
    check: (s) => {
      expect(isDark(canvas(s))).toBe(true);
      expect(isLight(s.palette.text)).toBe(true);
      expect(s.colorScheme).toBe("Dark");
    },
  },
  {
    parent: COFFEE_PARENT,
    message: "make it uppercase and rename it to Atlas",
    changes: ["textCase", "brand"],
    check: (s) => {
      expect(s.textCase).toBe("upper");
      expect(s.brand).toBe("Atlas");
    },
  },
  {
    parent: BADGE_PARENT,
    message: "remove the circle",
    changes: ["layout", "container"],
    check: (s) => {
      expect(s.container).toBe("none");
      expect(s.layout).toBe("icon-above");
    },
  },
  { parent: COFFEE_PARENT, message: "make the icon red", changes: ["palette.primary", "palette.accent"], check: (s) => expect(looksLike(s.palette.primary, "red")).toBe(true) },
  {
    parent: WORDMARK_PARENT,
    message: "bigger icon",
    changes: [],
    check: (_, plan) => expect(plan.narration.join(" ")).toMatch(/no mark/),
  },
  {
    parent: BADGE_PARENT,
    message: "change the font to something handwritten and make the text navy",
    changes: [...TYPE, "letterSpacing", "textCase", "palette.text", "palette.accent"],
    check: (s) => {
      expect(traitsOf(s).some((trait) => trait === "handwritten" || trait === "script")).toBe(true);
      expect(looksLike(s.palette.text, "blue")).toBe(true);
    },
  },
];

const planner = createDeterministicPlanner();

/** Each change an answer suggests ('Try “make the icon bigger”') is understood, and changes `parent`. */
async function expectSuggestionsWork(plan: Plan, parent: LogoSpec) {
  for (const suggestion of plan.narration.join(" ").match(/(?<=“)[^”]+(?=”)/g) ?? []) {
    expect((await planner.plan(input(suggestion, { parent, seed: 1 }))).spec, suggestion).not.toEqual(parent);
  }
}

function fieldValue(spec: LogoSpec, field: Field): unknown {
  if (field.startsWith("palette.")) return spec.palette[field.slice("palette.".length) as keyof LogoSpec["palette"]];
  return spec[field as Exclude<keyof LogoSpec, "palette">];
}

const ALL_FIELDS: Field[] = [
  ...(Object.keys(COFFEE_PARENT).filter((key) => key !== "palette") as Field[]),
  ...ALL_PALETTE,
];

describe("refinements change what was asked and nothing else", () => {
  it("has a table of at least 30 refinements", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)("$message", async ({ parent, message, changes, check }) => {
    const sent = asSentByApp(message);
    const plan = await planner.plan(input(sent, { parent, history: [{ role: "user", content: "a logo" }], seed: 11 }));
    expect(plan.kind).toBe("refinement");
    expectSoundPlan(plan);
    check(plan.spec, plan);
    for (const field of ALL_FIELDS) {
      if (changes.includes(field)) continue;
      expect(fieldValue(plan.spec, field), `${field} must stay the parent's`).toEqual(fieldValue(parent, field));
    }
    expect(plan.spec.seed).toBe(parent.seed);
    // Something is said about every refinement.
    expect(plan.narration.join(" ").length).toBeGreaterThan(10);
  });

  it("reads a change request with or without the app's 'Modify this logo: ' prefix alike", async () => {
    for (const text of ["uppercase", "serif", "add the tagline Open late"]) {
      const plain = await planner.plan(input(text, { parent: COFFEE_PARENT, seed: 5 }));
      const prefixed = await planner.plan(input(`Modify this logo: ${text}`, { parent: COFFEE_PARENT, seed: 5 }));
      expect(prefixed.spec).toEqual(plain.spec);
      expect(prefixed.spec).not.toEqual(COFFEE_PARENT);
    }
  });

  it("says what changed, naming the new values", async () => {
    const plan = await planner.plan(input("rename to Peak Roasters and make it uppercase", { parent: COFFEE_PARENT }));
    const said = plan.narration.join(" ");
    expect(said).toContain("Peak Roasters");
    expect(said).toMatch(/capitals/);
  });

  it("keeps white lettering readable by turning the canvas, and says so", async () => {
    const plan = await planner.plan(input("make the text white", { parent: COFFEE_PARENT }));
    expect(contrast(plan.spec.palette.text, canvas(plan.spec))).toBeGreaterThanOrEqual(4.5);
    expect(plan.narration.join(" ")).toMatch(/background/);
  });

  it("names no trade the conversation did not give: a word of the name that is a drawing ('Nova', a star) is none", async () => {
    const parent = (await planner.plan(input("A logo for a shop called Nova with a cup", { seed: 1 }))).spec;
    // The app sends the change alone, without the earlier prompts.
    const plan = await planner.plan(input("make it orange", { parent, seed: 1 }));
    expect(plan.metadata.description).toMatch(/^An? .*logo for Nova: /);
  });

  it("adds a drawing to one with the initial by cutting both out of the shape, and says the initial made room: never a weave through no letter", async () => {
    const prompt = "A logo for a bakery called Crumb";
    let woven = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const parent = (await planner.plan(input(prompt, { seed }))).spec;
      // A drawing woven through the initial, or with the initial beside it.
      if (parent.mark?.kind !== "emblem" || !parent.mark.letter) continue;
      woven++;
      const plan = await planner.plan(input("add a star", { parent, history: [{ role: "user", content: prompt }], seed }));
      const mark = plan.spec.mark!;
      expect(mark.kind === "emblem" && (mark.treatment !== "letter" || !!mark.letter), `seed ${seed}: ${JSON.stringify(mark)}`).toBe(true);
      expect(plan.metadata.description, `seed ${seed}`).not.toMatch(/the letter [,.]/);
      expect(plan.narration.join(" "), `seed ${seed}`).toMatch(/made room/);
    }
    expect(woven, "some seed weaves the drawing through the initial").toBeGreaterThan(0);
  });

  it("adds the thing named with an article in any phrasing ('with a star', 'put a star on it')", async () => {
    const history = [{ role: "user" as const, content: "A logo for a bakery called Crumb" }];
    const parent = (await planner.plan(input(history[0]!.content, { seed: 1 }))).spec;
    for (const message of ["make it cooler with a star", "with a star", "make it a cooler design with a star", "put a star on it", "add a star"]) {
      const plan = await planner.plan(input(message, { parent, history, seed: 1 }));
      expect(plan.narration.join(" "), message).not.toMatch(/couldn't tell/);
      expect([plan.spec.icon?.name, plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second?.name : null], message).toContain("star");
    }
  });

  it("says the logo is for the trade the conversation named, whatever a change draws: a bakery's star is no space brand's", async () => {
    const history = [{ role: "user" as const, content: "A logo for a bakery called Crumb" }];
    const parent = (await planner.plan(input(history[0]!.content, { seed: 1 }))).spec;
    for (const message of ["add a star", "use a rocket instead", "make it blue"]) {
      const plan = await planner.plan(input(message, { parent, history, seed: 1 }));
      expect(plan.metadata.description, message).toMatch(/^An? .*logo for Crumb, a bakery brand: /);
    }
  });

  it("says which drawn part took a more vivid or softer colour, as it is seen: a badge's circle, not its cut-out mark", async () => {
    for (const parent of [BADGE_PARENT, COFFEE_PARENT]) {
      for (const message of ["make it pop", "make the colours more muted"]) {
        const plan = await planner.plan(input(message, { parent, seed: 2 }));
        const said = /the (\w+) is now [^(]+\((#[0-9a-f]{6})\)/.exec(plan.narration.join(" "));
        expect(said, `${message}: ${plan.narration.join(" ")}`).not.toBeNull();
        const drawn = drawnColours(plan.spec);
        const part = said![1] === "mark" ? drawn.mark : said![1] === "lettering" ? drawn.lettering : drawn.frame;
        expect(part, `${message}: the ${said![1]}`).toBe(said![2]);
      }
    }
  });

  it("makes the name larger or smaller against the mark by giving the mark less or more of the design, in every layout with a mark", async () => {
    const engine = await workerEngine();
    // The lettering's weight in the design: its capitals against the mark's height.
    const drawn = (spec: LogoSpec) => {
      const design = engine.design(spec);
      const mark = design.geometry.mark!;
      return { cap: design.brandCap, weight: design.brandCap / (mark.y2 - mark.y1) };
    };
    const prompts = [
      "A modern logo for a tech startup called Nimbus",
      "A logo for a law firm called Vance & Reed with a scale icon to the left of the name",
      "An abstract geometric logo for a consultancy called Vertex",
      "A monogram logo for a law firm called Justice Partners",
    ];
    for (const prompt of prompts) {
      const parent = (await planner.plan(input(prompt, { seed: 1 }))).spec;
      const history = [{ role: "user" as const, content: prompt }];
      const before = drawn(parent);
      const larger = await planner.plan(input("make the text bigger", { parent, history, seed: 1 }));
      const smaller = await planner.plan(input("smaller text", { parent, history, seed: 1 }));
      const label = `${prompt} (${parent.layout})`;
      expect(drawn(larger.spec).weight, label).toBeGreaterThan(before.weight * 1.05);
      expect(drawn(smaller.spec).weight, label).toBeLessThan(before.weight * 0.95);
      // Never the other way as drawn: a name asked larger never comes out smaller.
      expect(drawn(larger.spec).cap, label).toBeGreaterThanOrEqual(before.cap * 0.999);
      expect(drawn(smaller.spec).cap, label).toBeLessThanOrEqual(before.cap * 1.001);
      expect(larger.narration.join(" ")).toContain("more weight");
      expect(smaller.narration.join(" ")).toContain("less weight");
    }
    // Beside the mark, the name's own size follows (it once shrank when asked larger).
    const beside = (await planner.plan(input(prompts[0]!, { seed: 1 }))).spec;
    expect(beside.layout).toBe("icon-left");
    const larger = await planner.plan(input("make the text bigger", { parent: beside, history: [{ role: "user", content: prompts[0]! }], seed: 1 }));
    expect(drawn(larger.spec).cap).toBeGreaterThan(drawn(beside).cap * 1.02);
    // A badge sets its name at the size its frame gives it: the mark's size is not the answer.
    for (const prompt of ["A logo for a bakery called Crumb", "A vintage badge logo for a brewery called Hop Valley"]) {
      const parent = (await planner.plan(input(prompt, { seed: 1 }))).spec;
      expect(parent.layout).toBe("badge");
      for (const message of ["make the text bigger", "smaller text"]) {
        const plan = await planner.plan(input(message, { parent, history: [{ role: "user", content: prompt }], seed: 1 }));
        expect(plan.spec, `${prompt}: ${message}`).toEqual(parent);
        expect(plan.narration.join(" ")).toContain("the size its frame gives it");
      }
    }
    const wordmark = (await planner.plan(input("A minimal wordmark for a studio called Lumen", { seed: 1 }))).spec;
    const plan = await planner.plan(input("make the font size smaller", { parent: wordmark, seed: 1 }));
    expect(plan.spec).toEqual(wordmark);
    expect(plan.narration.join(" ")).toContain("whole design in a wordmark");
  });

  it("draws 'only two colours' as one ink on its ground, the mark cut out of a filled frame, and says it as drawn", async () => {
    const prompts = [
      "A modern logo for a tech startup called Nimbus",
      "A logo for a law firm called Vance & Reed with a scale icon in a shield",
      "A logo for a bakery called Crumb",
      "A playful logo for a toy shop called Glitter, dark mode",
    ];
    for (const prompt of prompts) {
      const parent = (await planner.plan(input(prompt, { seed: 1 }))).spec;
      for (const message of ["use only two colours", "fewer colors"]) {
        const plan = await planner.plan(input(message, { parent, history: [{ role: "user", content: prompt }], seed: 1 }));
        const drawn = drawnColours(plan.spec);
        expect(new Set([drawn.canvas, drawn.lettering, drawn.mark, drawn.frame].filter(Boolean)).size, `${prompt}: ${message}`).toBe(2);
        expect(contrast(drawn.lettering, drawn.letteringSurface), prompt).toBeGreaterThanOrEqual(4.5);
        expect(plan.narration.join(" "), prompt).toMatch(/two colours/);
        expect({ ...plan.spec, palette: null }).toEqual({ ...parent, palette: null });
      }
    }
  });

  it("reads 'make it rounder' as rounded lettering, the frame kept", async () => {
    for (const parent of [COFFEE_PARENT, BADGE_PARENT, WORDMARK_PARENT]) {
      for (const message of ["make it rounder", "a rounder font", "make the letters rounder"]) {
        const plan = await planner.plan(input(message, { parent, seed: 1 }));
        expect(traitsOf(plan.spec), message).toContain("rounded");
        expect(plan.spec.container).toBe(parent.container);
        expect(plan.spec.layout).toBe(parent.layout);
      }
    }
  });

  it("reads a colour for the whole logo however it is asked, and a style by its everyday word", async () => {
    const ask = (message: string) => planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
    for (const message of ["change it to orange", "can it be orange?", "go with orange", "orange please", "Orange, please", "more orange"]) {
      const plan = await ask(message);
      expect(describeColour(drawnColours(plan.spec).mark!), message).toMatch(/orange/);
      expect(plan.narration.join(" "), message).not.toMatch(/couldn't tell/);
    }
    // An orange is also a fruit: with an article it is not read as the colour.
    expect((await ask("use an orange")).spec.palette).toEqual(COFFEE_PARENT.palette);
    for (const [message, style] of [["more techy", "Modern"], ["sportier", "Bold"], ["make it look handmade", "Vintage"]] as const) {
      expect((await ask(message)).spec.styles, message).toEqual([style]);
    }
  });

  it("draws the mark in the lettering's colour (or the lettering in the mark's) when one is asked to match the other", async () => {
    const ask = (message: string, parent: LogoSpec) => planner.plan(input(message, { parent, seed: 1 }));
    for (const message of ["make the icon match the text color", "same colour for the text and the icon", "text and icon in the same colour"]) {
      const drawn = drawnColours((await ask(message, COFFEE_PARENT)).spec);
      expect(drawn.mark, message).toBe(drawnColours(COFFEE_PARENT).lettering);
      expect(drawn.lettering, message).toBe(drawnColours(COFFEE_PARENT).lettering);
    }
    const toMark = await ask("make the text the same colour as the icon", COFFEE_PARENT);
    expect(colourFamily(drawnColours(toMark.spec).lettering)).toBe(colourFamily(drawnColours(COFFEE_PARENT).mark!));
    // A badge's mark cut out of its frame is drawn in the lettering's colour already: said, not redrawn.
    expect(drawnColours(BADGE_PARENT).mark).toBe(drawnColours(BADGE_PARENT).lettering);
    const badge = await ask("make the icon match the text", BADGE_PARENT);
    expect(badge.spec).toEqual(BADGE_PARENT);
    expect(badge.narration.join(" ")).toMatch(/already drawn in the same colour/);
    expect((await ask("make the icon match the text", WORDMARK_PARENT)).spec).toEqual(WORDMARK_PARENT);
  });

  it("declines to make a logo look like another brand's, says why and what to ask instead; 'like the previous one' is not a brand", async () => {
    const ask = (message: string) => planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
    for (const message of ["make it look like Apple", "like the apple logo", "more like Stripe", "make it look like the Coca-Cola logo"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.narration[0], message).toMatch(/^I can't make it look like another brand's logo/);
      expect(plan.understood.replies, message).toContain("imitation");
    }
    for (const suggestion of ["make it minimal", "a bolder font", "only two colours"]) expect((await ask(suggestion)).spec, suggestion).not.toEqual(COFFEE_PARENT);
    expect((await ask("make it look like the previous one")).understood.replies).not.toContain("imitation");
    // Asked beside a change, the change is made and the imitation still declined.
    const both = await ask("make it look like Apple and use green");
    expect(both.spec.palette).not.toEqual(COFFEE_PARENT.palette);
    expect(both.understood.replies).toContain("imitation");
  });

  it("says upright lettering is upright when asked to drop an italic, and takes the background away however it is said", async () => {
    const upright = await planner.plan(input("remove the italic", { parent: { ...COFFEE_PARENT, typeface: { ...COFFEE_PARENT.typeface, italic: false } }, seed: 1 }));
    expect(upright.narration[0]).toBe("The name is already set upright, not in italic.");
    for (const message of ["take away the background", "get rid of the background", "delete the background"]) {
      expect((await planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }))).spec.palette.background, message).toBe("transparent");
    }
  });

  it("frames the mark in a shape put around it, and the whole logo in a badge of that shape", async () => {
    const ask = (message: string) => planner.plan(input(message, { parent: { ...COFFEE_PARENT, container: "none" }, seed: 1 }));
    for (const [message, container] of [["put a circle around it", "circle"], ["a hexagon around the icon", "hexagon"], ["draw a shield around the mark", "shield"]] as const) {
      const plan = await ask(message);
      expect([plan.spec.container, plan.spec.layout], message).toEqual([container, COFFEE_PARENT.layout]);
    }
    const badge = await ask("add a circle around the logo");
    expect([badge.spec.layout, badge.spec.container]).toEqual(["badge", "circle"]);
  });

  it("asks for a tagline's words when none are given, and never sets a courtesy as the tagline", async () => {
    for (const message of ["add a tagline", "add a slogan please", "I want a tagline", "add a tagline too"]) {
      const plan = await planner.plan(input(message, { parent: WORDMARK_PARENT, seed: 1 }));
      expect(plan.spec, message).toEqual(WORDMARK_PARENT);
      expect(plan.narration[0], message).toMatch(/^What should the tagline say\?/);
    }
    expect((await planner.plan(input("add the tagline Please Come In", { parent: WORDMARK_PARENT, seed: 1 }))).spec.tagline).toBe("Please Come In");
  });

  it("reads where the name goes said of the name, and more or less colour said plainly", async () => {
    const ask = (message: string, parent: LogoSpec) => planner.plan(input(message, { parent, seed: 1 }));
    for (const message of ["put the name below", "move the text underneath"]) {
      expect((await ask(message, { ...COFFEE_PARENT, layout: "icon-left" })).spec.layout, message).toBe("icon-above");
    }
    for (const message of ["name on the right", "text to the right of the icon"]) {
      expect((await ask(message, { ...COFFEE_PARENT, layout: "icon-above" })).spec.layout, message).toBe("icon-left");
    }
    const chroma = (spec: LogoSpec) => toOklch(spec.palette.primary).c;
    for (const message of ["add some colour", "add color", "make it colorful", "add a splash of colour"]) {
      expect(chroma((await ask(message, COFFEE_PARENT)).spec), message).toBeGreaterThan(chroma(COFFEE_PARENT));
    }
    for (const message of ["less colorful", "it's too colourful", "the colours are too bright"]) {
      expect(chroma((await ask(message, COFFEE_PARENT)).spec), message).toBeLessThan(chroma(COFFEE_PARENT));
    }
  });

  it("reads a part disliked in any wording as a wish for another of it, and a size said to be wrong as the change it asks for", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    for (const message of ["I hate the font", "the font is ugly", "the lettering looks a bit off", "I don't like the text"]) {
      expect((await ask(message)).spec.typeface.id, message).not.toBe(COFFEE_PARENT.typeface.id);
    }
    for (const message of ["the colours are boring", "I dislike the colors", "the palette, I don't like it"]) {
      expect((await ask(message)).spec.palette, message).not.toEqual(COFFEE_PARENT.palette);
    }
    for (const message of ["the icon is ugly", "I can't stand the symbol", "the icon, I don't like it"]) {
      expect((await ask(message)).spec.icon, message).not.toEqual(COFFEE_PARENT.icon);
    }
    for (const message of ["the icon is too big", "the icon's way too large", "the text is too small"]) {
      const plan = await ask(message);
      expect(plan.spec.iconScale, message).toBeLessThan(COFFEE_PARENT.iconScale);
      expect(plan.narration.join(" "), message).not.toMatch(/couldn't tell/);
    }
    for (const message of ["the mark is too small", "the name is a bit too big"]) {
      expect((await ask(message)).spec.iconScale, message).toBeGreaterThan(COFFEE_PARENT.iconScale);
    }
    // Of the whole logo it is still a question back, the logo as it was.
    expect((await ask("I hate it")).spec).toEqual(COFFEE_PARENT);
  });

  it("reads everyday wordings: a dislike as a wish for another of the part named (of the whole: how to ask), a colour to use, outlines only, a flip it cannot do, a case already set", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    expect((await ask("I don't like the icon")).spec.icon).not.toEqual(COFFEE_PARENT.icon);
    expect((await ask("i dont like the font")).spec.typeface.id).not.toBe(COFFEE_PARENT.typeface.id);
    expect((await ask("I do not like the colours")).spec.palette).not.toEqual(COFFEE_PARENT.palette);
    expect(drawnColours((await ask("use gold")).spec).mark).not.toBe(drawnColours(COFFEE_PARENT).mark);
    const goldMark = await ask("use gold for the icon");
    expect(goldMark.narration.join(" ")).not.toMatch(/couldn't find an icon/);
    expect(goldMark.spec.palette.primary).not.toBe(COFFEE_PARENT.palette.primary);
    expect((await ask("outline only", { ...COFFEE_PARENT, iconStyle: "filled" })).spec.iconStyle).toBe("outline");
    for (const message of ["I don't like it", "not a fan", "I do not like this one."]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.narration[0], message).toMatch(/^Tell me what to change/);
    }
    expect((await ask("other ideas")).spec.layout).not.toBe(COFFEE_PARENT.layout);
    expect((await ask("bigger")).spec.iconScale).toBeGreaterThan(COFFEE_PARENT.iconScale);
    expect((await ask("smaller please")).spec.iconScale).toBeLessThan(COFFEE_PARENT.iconScale);
    const flipped = await ask("flip the icon");
    expect(flipped.spec).toEqual(COFFEE_PARENT);
    expect(flipped.narration.join(" ")).toMatch(/can't flip or turn it/);
    const capitals = { ...COFFEE_PARENT, textCase: "upper" as const };
    const already = await ask("make the name all caps", capitals);
    expect(already.spec).toEqual(capitals);
    expect(already.narration).toEqual(["The name is already set in capitals."]);
  });

  it("puts an accent colour where the design draws one: the frame, else the mark; a wordmark has none and says so", async () => {
    const framed = { ...COFFEE_PARENT, container: "shield" as const };
    const shield = await planner.plan(input("gold accents", { parent: framed, seed: 1 }));
    expect(drawnColours(shield.spec).frame).toBe("#d4af37");
    expect(shield.narration.join(" ")).toContain("Made the shield gold (#d4af37)");
    const bare = await planner.plan(input("gold accents", { parent: COFFEE_PARENT, seed: 1 }));
    expect(bare.spec.palette.primary).not.toBe(COFFEE_PARENT.palette.primary);
    expect(bare.narration.join(" ")).toMatch(/^Made the mark /);
    const wordmark = await planner.plan(input("gold accents", { parent: WORDMARK_PARENT, seed: 1 }));
    expect(wordmark.spec).toEqual(WORDMARK_PARENT);
    expect(wordmark.narration.join(" ")).toContain("no mark or frame to take an accent colour");
  });

  it("takes a badge's frame away and keeps its constructed mark above the name, said as drawn", async () => {
    const prompt = "A logo for a bakery called Crumb";
    const parent = (await planner.plan(input(prompt, { seed: 1 }))).spec;
    expect([parent.layout, parent.icon, parent.mark?.kind]).toEqual(["badge", null, "geometric"]);
    const plan = await planner.plan(input("remove the circle", { parent, history: [{ role: "user", content: prompt }], seed: 1 }));
    expect([plan.spec.layout, plan.spec.container, plan.spec.mark]).toEqual(["icon-above", "none", parent.mark]);
    expect(plan.narration.join(" ")).toContain("the mark now stands above the name on its own");
  });

  it("adds a mark from the conversation's subject when asked for one without naming it, and asks for a subject when there is none", async () => {
    const bakery = "A minimal wordmark for a bakery called Crumb";
    const parent = (await planner.plan(input(bakery, { seed: 1 }))).spec;
    expect(parent.layout).toBe("wordmark");
    const added = await planner.plan(input("add an icon", { parent, history: [{ role: "user", content: bakery }], seed: 1 }));
    expect(added.spec.icon?.name).toBe("bread");
    expect(added.spec.layout).toBe("icon-above");
    const studio = "A minimal wordmark for a studio called Lumen";
    const bare = (await planner.plan(input(studio, { seed: 1 }))).spec;
    const asked = await planner.plan(input("add an icon", { parent: bare, history: [{ role: "user", content: studio }], seed: 1 }));
    expect(asked.spec).toEqual(bare);
    expect(asked.narration.join(" ")).toContain("“add an icon of a star”");
    expect(asked.narration.join(" ")).not.toMatch(/couldn't tell/);
  });

  it("draws a mark beside the name as much larger or smaller as it says: the lettering keeps its size in the layout", async () => {
    const engine = await workerEngine();
    const prompt = "A modern logo for a tech startup called Nimbus";
    const parent = (await planner.plan(input(prompt, { seed: 1 }))).spec;
    expect(parent.layout).toBe("icon-left");
    const share = (spec: LogoSpec) => {
      const design = engine.design(spec);
      const mark = design.geometry.mark!;
      return (mark.y2 - mark.y1) / design.brandCap;
    };
    for (const [message, delta] of [["bigger icon", 0.2], ["smaller icon", -0.2]] as const) {
      const plan = await planner.plan(input(message, { parent, history: [{ role: "user", content: prompt }], seed: 1 }));
      const stated = Number(/\((\d+)% of its balanced size\)/.exec(plan.narration.join(" "))![1]) / 100;
      expect(plan.spec.iconScale).toBeCloseTo(parent.iconScale + delta, 5);
      // The mark against the name's capitals: grown or shrunk by the ratio said.
      expect(share(plan.spec) / share(parent)).toBeCloseTo(stated / parent.iconScale, 1);
    }
  });

  it("says a mark's size as drawn: a badge holds its mark to what its frame allows, and a size past it is no change", async () => {
    const engine = await workerEngine();
    const drawnWidth = (spec: LogoSpec) => {
      const mark = engine.design(spec).geometry.mark!;
      return mark.x2 - mark.x1;
    };
    const shield = { ...BADGE_PARENT, container: "shield" as const };
    for (const parent of [BADGE_PARENT, shield, COFFEE_PARENT]) {
      const balanced = drawnWidth({ ...parent, iconScale: 1 });
      let spec = { ...parent, iconScale: 1 };
      for (const message of ["make the icon bigger", "make the icon bigger", "make the icon bigger", "make the icon smaller"]) {
        const plan = await planner.plan(input(message, { parent: spec, seed: 1 }));
        const said = plan.narration.join(" ");
        const where = `${parent.layout} ${parent.container}, ${message} after ${spec.iconScale}: ${said}`;
        const percent = /\((\d+)% of its balanced size\)/.exec(said);
        if (percent) expect(drawnWidth(plan.spec) / balanced, where).toBeCloseTo(Number(percent[1]) / 100, 1);
        else {
          expect(said, where).toMatch(/already as large as the layout allows/);
          expect(drawnWidth(plan.spec), where).toBeCloseTo(drawnWidth(spec), 3);
        }
        spec = plan.spec;
      }
    }
    // A badge whose stored scale is past what it draws (set in an earlier layout): 'bigger'
    // changes nothing, 'smaller' lowers the scale itself, as every language's answer reads it.
    const large = { ...BADGE_PARENT, iconScale: 1.6 };
    const bigger = await planner.plan(input("make the icon bigger", { parent: large, seed: 1 }));
    expect(bigger.spec.iconScale).toBe(1.6);
    expect(bigger.narration.join(" ")).toMatch(/already as large as the layout allows/);
    const smaller = await planner.plan(input("make the icon smaller", { parent: large, seed: 1 }));
    expect(smaller.spec.iconScale).toBeLessThan(1.15);
    expect(drawnWidth(smaller.spec)).toBeLessThan(drawnWidth(large));
  });

  it("raises the contrast the drawing shows when asked ('more contrast', 'make it readable', 'make it stand out'), and says the ratios as drawn", async () => {
    const made = async (prompt: string) => (await planner.plan(input(prompt, { seed: 1 }))).spec;
    const parents = [BADGE_PARENT, COFFEE_PARENT, await made("A logo for a bakery called Crumb, badge style"), await made("A logo for a spa called Calm, pastel colours")];
    const ratioOf = (spec: LogoSpec, part: "lettering" | "mark") => {
      const drawn = drawnColours(spec);
      const surface = part === "lettering" ? drawn.letteringSurface : drawn.markSurface;
      return drawn[part] && surface ? contrast(drawn[part]!, surface) : null;
    };
    const frameOnCanvas = (spec: LogoSpec) => {
      const drawn = drawnColours(spec);
      return drawn.frame ? contrast(drawn.frame, drawn.canvas ?? "#ffffff") : Infinity;
    };
    for (const parent of parents) {
      for (const message of ["more contrast", "make it readable", "make it stand out", "the text is hard to read"]) {
        const plan = await planner.plan(input(message, { parent, seed: 1 }));
        const said = plan.narration.join(" ");
        const where = `${parent.brand}, ${message}: ${said}`;
        expect(said, where).not.toMatch(/couldn't tell/);
        let rose = false;
        for (const part of ["lettering", "mark"] as const) {
          const before = ratioOf(parent, part);
          const after = ratioOf(plan.spec, part);
          if (before === null || after === null) continue;
          expect(after, `${where} (${part})`).toBeGreaterThanOrEqual(before - 0.05);
          const figures = new RegExp(`the ${part} (\\d+\\.\\d):1 → (\\d+\\.\\d):1`).exec(said);
          if (figures) {
            rose = true;
            expect(Number(figures[1]), where).toBeCloseTo(Math.floor(before * 10) / 10, 5);
            expect(Number(figures[2]), where).toBeCloseTo(Math.floor(after * 10) / 10, 5);
          }
        }
        expect(rose, where).toBe(true);
        // The frame stays as visible on the ground as it was, or at least 3:1.
        expect(frameOnCanvas(plan.spec), where).toBeGreaterThanOrEqual(Math.min(frameOnCanvas(parent), 3) - 0.01);
        expect(canvas(plan.spec), where).toBe(canvas(parent));
      }
    }
    const blackOnWhite = { ...WORDMARK_PARENT, palette: { background: "#ffffff", primary: "#000000", text: "#000000", accent: "#e5e5e5" } };
    const already = await planner.plan(input("more contrast", { parent: blackOnWhite, seed: 1 }));
    expect(already.narration.join(" ")).toMatch(/already as strong as these colours allow \(the lettering 21\.0:1/);
    expect(already.spec.palette).toEqual(blackOnWhite.palette);
    // 'I can read it fine' asks for nothing of the kind.
    const fine = await planner.plan(input("I can read it fine, add a star", { parent: COFFEE_PARENT, seed: 1 }));
    expect(fine.narration.join(" ")).not.toMatch(/contrast/);
  });

  it("changes the frame's shape when asked of the logo or the frame ('make the badge square', 'make it round'), and says where the name sits", async () => {
    const shapes: [LogoSpec, string, string, string][] = [
      [BADGE_PARENT, "make the badge square", "badge", "rounded-square"],
      [BADGE_PARENT, "turn it into a shield", "badge", "shield"],
      [COFFEE_PARENT, "make it round", COFFEE_PARENT.layout, "circle"],
      [COFFEE_PARENT, "make the frame a hexagon", COFFEE_PARENT.layout, "hexagon"],
    ];
    for (const [parent, message, layout, container] of shapes) {
      const plan = await planner.plan(input(message, { parent, seed: 1 }));
      expect([plan.spec.layout, plan.spec.container], message).toEqual([layout, container]);
      expect(plan.narration.join(" "), message).toMatch(container === "rounded-square" ? /rounded square/ : new RegExp(container));
    }
    const stacked = { ...COFFEE_PARENT, layout: "icon-above" as const };
    const besideIt = { ...COFFEE_PARENT, layout: "icon-left" as const };
    const centred = await planner.plan(input("center the text", { parent: besideIt, seed: 1 }));
    expect(centred.spec.layout).toBe("icon-above");
    const alreadyCentred = await planner.plan(input("centre the name", { parent: stacked, seed: 1 }));
    expect(alreadyCentred.spec).toEqual(stacked);
    expect(alreadyCentred.narration.join(" ")).toMatch(/already centred under the mark/);
    const left = await planner.plan(input("align left", { parent: stacked, seed: 1 }));
    expect(left.spec.layout).toBe("icon-left");
    const nudged = await planner.plan(input("move the icon up a bit", { parent: stacked, seed: 1 }));
    expect(nudged.spec).toEqual(stacked);
    expect(nudged.narration.join(" ")).toMatch(/can't nudge one by hand.*The logo is as it was\./);
  });

  it("rounds the corners with the rounded square ('rounded corners', 'square it'), and says what it cannot change: the margin, where the name breaks", async () => {
    for (const [parent, message] of [
      [COFFEE_PARENT, "rounded corners"],
      [BADGE_PARENT, "round the corners"],
      [COFFEE_PARENT, "square it off"],
    ] as const) {
      const plan = await planner.plan(input(message, { parent, seed: 1 }));
      expect(plan.spec.container, message).toBe("rounded-square");
      expect(plan.narration.join(" "), message).toMatch(/rounded square/);
    }
    const already = await planner.plan(input("rounded corners please", { parent: { ...COFFEE_PARENT, container: "rounded-square" }, seed: 1 }));
    expect(already.narration.join(" ")).toMatch(/already in a rounded square/);
    // A rounder font is the lettering's, not the frame's.
    const font = await planner.plan(input("a rounder font", { parent: COFFEE_PARENT, seed: 1 }));
    expect(font.spec.container).toBe(COFFEE_PARENT.container);
    const answers: [string, RegExp][] = [
      ["zoom out", /same margin on its canvas.*The logo is as it was\.$/],
      ["more padding", /same margin/],
      ["more space around the logo", /same margin/],
      ["make the whole thing bigger", /same margin/],
      ["add some breathing room", /same margin/],
      ["put the name on two lines", /name on one line while it fits.*The logo is as it was\.$/],
      ["split the name", /name on one line while it fits/],
    ];
    for (const [message, said] of answers) {
      const plan = await planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.narration.join(" "), message).toMatch(said);
      // What it suggests instead is understood, and changes the logo.
      await expectSuggestionsWork(plan, COFFEE_PARENT);
    }
    // Space between the letters is the lettering's spacing, not the margin; a change beside an answer is made.
    const letters = await planner.plan(input("more space between the letters", { parent: COFFEE_PARENT, seed: 1 }));
    expect(letters.spec.letterSpacing).toBeGreaterThan(COFFEE_PARENT.letterSpacing);
    const both = await planner.plan(input("more whitespace and make the text navy", { parent: COFFEE_PARENT, seed: 1 }));
    expect(both.spec.palette.text).not.toBe(COFFEE_PARENT.palette.text);
    expect(both.narration.join(" ")).toMatch(/same margin/);
    expect(both.narration.join(" ")).not.toMatch(/as it was/);
  });

  it("reads the letters' own width as a wide or condensed face, and 'cuter' as the playful style", async () => {
    // The letters' own width is the face's: a wide face, or a condensed one.
    for (const [message, trait] of [
      ["make the letters wider", "wide"],
      ["make the text a bit wider", "wide"],
      ["make the letters narrower", "condensed"],
    ] as const) {
      const plan = await planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
      expect(traitsOf(plan.spec), message).toContain(trait);
      expect(traitsOf(COFFEE_PARENT), message).not.toContain(trait);
    }
    const cuter = await planner.plan(input("make it cuter", { parent: COFFEE_PARENT, seed: 1 }));
    expect(cuter.spec.styles).toEqual(["Playful"]);
  });

  it("brings a wordmark's mark back, reads 'too much going on' as 'too busy', and a whole new direction as other ideas", async () => {
    // A wordmark's mark brought back is a mark for the trade, never a drawing of the word 'back'.
    const asked = "A wordmark for a law firm called Vale";
    const vale = (await planner.plan(input(asked, { seed: 1 }))).spec;
    expect(vale.layout).toBe("wordmark");
    for (const message of ["bring back the icon", "add an icon back", "put the icon back", "restore the icon"]) {
      const plan = await planner.plan(input(message, { parent: vale, history: [{ role: "user", content: asked }], seed: 1 }));
      expect(plan.spec.layout, message).not.toBe("wordmark");
      expect(plan.spec.icon?.name ?? "", message).not.toMatch(/back/);
    }
    // Said of several as several.
    const scales = await planner.plan(input("add an icon", { parent: vale, history: [{ role: "user", content: asked }], seed: 1 }));
    expect(scales.narration.join(" ")).toMatch(/the scales now sit centred above the name/);
    const busy = await planner.plan(input("too much going on", { parent: COFFEE_PARENT, seed: 1 }));
    expect(busy.narration.join(" ")).toEqual((await planner.plan(input("too busy", { parent: COFFEE_PARENT, seed: 1 }))).narration.join(" "));
    const nameAlone = await planner.plan(input("too much going on", { parent: WORDMARK_PARENT, seed: 1 }));
    expect(nameAlone.narration.join(" ")).toMatch(/already as simple as a logo gets: the name alone/);
    // ('Start over' asks for a new logo: workers/protocol/refinement.ts sends it as one.)
    for (const message of ["something completely different", "something totally different", "a whole new direction"]) {
      const plan = await planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
      expect(plan.narration[0], message).toMatch(/^Here is another idea\./);
      expect(plan.spec.mark, message).not.toEqual(COFFEE_PARENT.mark);
    }
  });

  it("reads a colour added ('add some red', 'a pop of orange') as a colour, never a drawing, and an accent asked with no colour named", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    // 'Add some red' drew a red envelope; 'add orange accents' and 'a pop of orange' an orange.
    for (const message of ["add some red", "add orange accents", "add a pop of orange", "add a hint of gold", "use some orange", "add orange"]) {
      const plan = await ask(message);
      expect({ icon: plan.spec.icon, mark: plan.spec.mark }, message).toEqual({ icon: COFFEE_PARENT.icon, mark: COFFEE_PARENT.mark });
      expect(plan.spec.palette.primary, message).not.toBe(COFFEE_PARENT.palette.primary);
    }
    expect(looksLike(drawnColours((await ask("add some red")).spec).mark!, "red")).toBe(true);
    expect((await ask("a splash of colour")).spec).toEqual((await ask("more vibrant")).spec);
    // With an article, a colour's name is a thing: 'add a rose' joins a rose.
    expect((await ask("add a rose")).narration.join(" ")).toMatch(/^Added a rose to the mark/);

    // An accent with no colour named: a hue the logo does not show yet, on the mark, readable there.
    const accent = await ask("add an accent colour");
    const drawn = drawnColours(accent.spec);
    const apart = Math.abs(hue(drawn.mark!)! - hue(COFFEE_PARENT.palette.primary)!);
    expect(Math.min(apart, 360 - apart)).toBeGreaterThanOrEqual(45);
    expect(contrast(drawn.mark!, canvas(accent.spec))).toBeGreaterThanOrEqual(3);
    expect({ ...accent.spec.palette, primary: null }).toEqual({ ...COFFEE_PARENT.palette, primary: null });
    expect((await ask("it needs an accent")).spec).toEqual(accent.spec);
    // A mark cut out of a frame of the main colour has no part of its own for it: said, with a change that works.
    const badge = await ask("add an accent colour", BADGE_PARENT);
    expect(badge.spec).toEqual(BADGE_PARENT);
    expect(badge.understood.replies).toEqual(["accent place"]);
    await expectSuggestionsWork(badge, BADGE_PARENT);
    const wordmark = await ask("add an accent colour", WORDMARK_PARENT);
    expect(wordmark.spec).toEqual(WORDMARK_PARENT);
    expect(wordmark.understood.replies).toEqual(["no mark"]);
  });

  it("reads colours said to be too dark, too pale or dull the other way, softer edges as a rounded face, a startup's look, and more detail answered why not", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    const lightness = (hex: string) => toOklch(hex).l;
    for (const message of ["the colours are too dark", "it's too dark"]) expect(lightness((await ask(message)).spec.palette.primary), message).toBeGreaterThan(lightness(COFFEE_PARENT.palette.primary));
    expect(lightness((await ask("way too pale")).spec.palette.primary)).toBeLessThan(lightness(COFFEE_PARENT.palette.primary));
    expect(lightness((await ask("the text is too light")).spec.palette.text)).toBeLessThan(lightness(COFFEE_PARENT.palette.text));
    const dark = { ...COFFEE_PARENT, palette: { background: "#0b1f3a", primary: "#f97316", text: "#ffffff", accent: "#16325c" } } as LogoSpec;
    expect(lightness(canvas((await ask("the background is too dark", dark)).spec))).toBeGreaterThan(lightness(dark.palette.background));
    // A logo on a dark canvas said to be too dark takes its light colours.
    expect(isLight(canvas((await ask("it's too dark", dark)).spec))).toBe(true);
    for (const message of ["the colours are too dull", "it looks a bit washed out"]) expect((await ask(message)).spec, message).toEqual((await ask("more vibrant")).spec);
    // Pastels are the pastel palettes (a light tint for the ground), not the colours greyed.
    const pastel = await ask("pastel colours");
    expect(pastel.narration.join(" ")).toMatch(/^Changed to pastels: /);
    expect(isLight(canvas(pastel.spec)) && canvas(pastel.spec) !== "#ffffff").toBe(true);
    expect(isLight(canvas((await ask("make it pastel", dark)).spec))).toBe(true);
    // 'Pastel blue' is a colour, for the part named.
    expect((await ask("make the text pastel blue")).narration.join(" ")).not.toMatch(/pastels/);

    for (const message of ["soften the edges", "softer edges", "less sharp"]) expect(traitsOf((await ask(message)).spec), message).toContain("rounded");
    for (const message of ["make it look more like a tech startup", "a startup vibe"]) expect((await ask(message)).spec.styles, message).toEqual(["Modern"]);
    expect((await ask("more cartoonish")).spec.styles).toEqual(["Playful"]);

    for (const message of ["more detail", "a more detailed icon", "make it more realistic", "add more details to the icon"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.narration.join(" "), message).toMatch(/few clean shapes.*The logo is as it was\.$/);
      await expectSuggestionsWork(plan, COFFEE_PARENT);
    }
    // A colour for the details is a colour: 'gold details'.
    expect((await ask("gold details")).spec.palette.primary).not.toBe(COFFEE_PARENT.palette.primary);
  });

  it("reads a colour not wanted as taken out ('no red', 'don't use blue'), never as asked for, and one colour for another ('replace teal with forest green')", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    // The coffee logo's mark is navy: blue, said not wanted, goes; what it never had is said so.
    // Blue as a visitor names it (a near-black slate is not blue).
    const blueFamily = (hex: string) => ["blue", "dark blue", "light blue"].includes(colourFamily(hex));
    expect(blueFamily(COFFEE_PARENT.palette.primary)).toBe(true);
    for (const message of ["don't use blue", "no blue please", "without blue", "less blue", "avoid blue", "no blue icon"]) {
      const plan = await ask(message);
      const drawn = drawnColours(plan.spec);
      expect([drawn.mark, drawn.lettering, drawn.frame, drawn.canvas].filter((hex) => hex && blueFamily(hex)), message).toEqual([]);
      expect(plan.narration.join(" "), message).toMatch(/^Took the blue out: /);
    }
    for (const message of ["no red please", "no blue text"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual(["absent colour"]);
    }
    // A colour named beside it takes its place.
    expect(looksLike(drawnColours((await ask("make it green, not blue")).spec).mark!, "green")).toBe(true);

    // One colour for another: the parts drawn in the one take the other, the rest stays.
    for (const message of ["replace navy with forest green", "swap the navy for forest green", "forest green instead of navy", "change the navy to forest green"]) {
      const plan = await ask(message);
      expect(looksLike(drawnColours(plan.spec).mark!, "green"), message).toBe(true);
      expect(plan.spec.palette.text, message).toBe(COFFEE_PARENT.palette.text);
    }
    expect((await ask("replace red with blue")).understood.replies).toEqual(["absent colour"]);
  });

  it("reads a style not wanted ('less playful', 'too vintage') as its opposite, or says the logo does not have it", async () => {
    const ask = (message: string, parent: LogoSpec) => planner.plan(input(message, { parent, seed: 1 }));
    const playful = (await planner.plan(input("A playful logo for a toy shop called Tumble", { seed: 1 }))).spec;
    expect(playful.styles).toEqual(["Playful"]);
    for (const message of ["less playful", "too playful", "not so playful", "make it less fun"]) expect((await ask(message, playful)).spec.styles, message).toEqual(["Professional"]);
    // Never the style it says it does not want ('less playful' was restyled as playful).
    const notPlayful = await ask("less playful", COFFEE_PARENT);
    expect(notPlayful.spec).toEqual(COFFEE_PARENT);
    expect(notPlayful.understood.replies).toEqual(["absent style"]);
    await expectSuggestionsWork(notPlayful, COFFEE_PARENT);
  });

  it("takes a name given as a correction ('the name is wrong, it should be …'), and asks for it when none is given", async () => {
    const ask = (message: string) => planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
    expect((await ask("the name is wrong, it should be Harbour Roasters")).spec.brand).toBe("Harbour Roasters");
    expect((await ask("there's a typo in the name, it should read Harbor Coffee")).spec.brand).toBe("Harbor Coffee");
    // 'It should be bigger' names no name; 'the name is misspelled' named the logo 'Misspelled'.
    expect((await ask("it should be bigger")).spec.brand).toBe(COFFEE_PARENT.brand);
    for (const message of ["the name is misspelled", "there's a typo in the name", "wrong name"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual(["spelling"]);
      expect(plan.narration.join(" "), message).toMatch(/as it should be written.*The logo is as it was\.$/);
    }
  });

  it("answers what it cannot change in words: the tagline's size, the name taken away, buying and the files", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    // COFFEE_PARENT has the tagline 'Roasted daily': 'the tagline is too small' had made 'too small' its tagline.
    for (const message of ["make the tagline bigger", "the tagline is too small", "smaller slogan"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual(["tagline size"]);
      await expectSuggestionsWork(plan, COFFEE_PARENT);
    }
    expect((await ask("make the tagline bigger", WORDMARK_PARENT)).understood.replies).toEqual(["no tagline"]);
    // A tagline's own words that begin like a complaint are still its words, when capitalised or labelled.
    expect((await ask("change the tagline to Too Good")).spec.tagline).toBe("Too Good");
    expect((await ask("add the tagline Too Good To Be True")).spec.tagline).toBe("Too Good To Be True");
    expect((await ask("tagline: very fresh")).spec.tagline).toBe("very fresh");

    for (const message of ["icon only", "just the icon", "no text", "remove the name", "only the icon please"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual(["name stays"]);
      expect(plan.narration.join(" "), message).toMatch(/mark alone comes with it in the brand kit.*The logo is as it was\.$/);
    }
    expect((await ask("icon only", WORDMARK_PARENT)).understood.replies).toEqual(["no mark"]);
    // The tagline's style, the space between the mark and the name, the mark's side, a frame's size.
    for (const [message, kind] of [
      ["tagline in capitals", "tagline style"],
      ["make the tagline italic", "tagline style"],
      ["make the icon and text closer together", "nudge"],
      ["more space between the icon and the text", "nudge"],
      ["put the icon on the right", "mark after"],
      ["swap the order", "mark after"],
      ["make the circle bigger", "no frame"],
    ] as const) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual([kind]);
      if (kind !== "nudge") await expectSuggestionsWork(plan, COFFEE_PARENT);
    }
    // 'Tagline in capitals' had made 'in capitals' the tagline.
    expect((await ask("tagline in capitals")).spec.tagline).toBe(COFFEE_PARENT.tagline);
    expect((await ask("make the circle bigger", BADGE_PARENT)).understood.replies).toEqual(["margin"]);
    // A badge asked to be a badge in its own frame is said to be one already (it said its frame had changed).
    const badge = await ask("make it a badge", BADGE_PARENT);
    expect(badge.spec).toEqual(BADGE_PARENT);
    expect(badge.narration.join(" ")).toBe("It's already a circle badge.");
    for (const message of ["how much is it?", "can I get the SVG?", "how do I download it", "i need a high res version"]) {
      const plan = await ask(message);
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual(["buying"]);
    }
  });

  it("reads a founding year as the tagline, another layout, one drawing instead of another, a drawing disliked, and a hand-drawn look", async () => {
    const ask = (message: string, parent: LogoSpec = COFFEE_PARENT) => planner.plan(input(message, { parent, seed: 1 }));
    // 'add est. 2020' was answered in French (its 'est'), and understood in no language.
    for (const [message, tagline] of [
      ["add est. 2020", "Est. 2020"],
      ["add since 1998", "Since 1998"],
      ["with founded in 1987", "Founded in 1987"],
      ["add 'since 2020' at the bottom", "since 2020"],
    ] as const) {
      const plan = await ask(message);
      expect(plan.language ?? "en", message).toBe("en");
      expect(plan.spec.tagline, message).toBe(tagline);
    }
    // A different layout: round the arrangements of a mark and a name; a wordmark has one.
    const layouts = [];
    let parent: LogoSpec = { ...COFFEE_PARENT, layout: "icon-left", container: "none" };
    for (let turn = 0; turn < 3; turn += 1) {
      parent = (await ask(turn === 1 ? "change the layout" : "try a different layout", parent)).spec;
      layouts.push(parent.layout);
    }
    expect(layouts).toEqual(["icon-above", "badge", "icon-left"]);
    expect((await ask("try a different layout", WORDMARK_PARENT)).understood.replies).toEqual(["no mark"]);

    // Of a mark that joins two drawings, the one named is the one swapped or taken out.
    const joined = (await planner.plan(input("A logo for a coffee shop called Bean There", { seed: 7 }))).spec;
    expect(joined.mark?.kind === "emblem" && joined.mark.second).toBeTruthy();
    const second = joined.mark?.kind === "emblem" ? joined.mark.second! : null;
    const secondWord = drawingLabelOf(second!).split(" ").at(-1)!;
    const mainLabel = drawingLabelOf(joined.icon!);
    const instead = await ask(`a star instead of the ${secondWord}`, joined);
    expect(instead.spec.icon, secondWord).toEqual(joined.icon);
    expect(instead.spec.mark?.kind === "emblem" && instead.spec.mark.second?.name, secondWord).toMatch(/star/);
    for (const message of [`I don't like the ${secondWord}`, `the ${secondWord} looks weird`, `remove the ${secondWord}`]) {
      const plan = await ask(message, joined);
      expect(plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second : "not an emblem", message).toBeNull();
      expect(plan.narration.join(" "), message).toMatch(new RegExp(`the ${mainLabel} stands alone`));
    }
    // 'Make the cup a heart', 'turn the cup into a star': that drawing becomes the other.
    for (const message of [`make the ${secondWord} a heart`, `turn the ${secondWord} into a heart`]) {
      const plan = await ask(message, joined);
      expect(plan.spec.icon, message).toEqual(joined.icon);
      expect(plan.spec.mark?.kind === "emblem" && plan.spec.mark.second?.name, message).toMatch(/heart/);
    }
    // The mark named as a whole: 'a unicorn instead', 'make the icon a star'.
    for (const [message, drawn] of [["a unicorn instead", /unicorn/], ["maybe a lightning bolt instead?", /lightning/], ["make the icon a star", /star/]] as const) {
      expect((await ask(message, joined)).spec.icon?.name, message).toMatch(drawn);
    }
    // Of a mark of one drawing, the drawing disliked is swapped for another take.
    const single = { ...joined, mark: null } as LogoSpec;
    const swapped = await ask(`I don't like the ${mainLabel.split(" ").at(-1)}`, single);
    expect(swapped.spec.icon).not.toEqual(single.icon);

    for (const message of ["make it look hand-drawn", "a hand drawn look"]) expect(traitsOf((await ask(message)).spec).some((trait) => trait === "handwritten" || trait === "script"), message).toBe(true);
    expect((await ask("make it look handmade")).spec.styles).toEqual(["Vintage"]);
  });

  it("reads everyday vague requests: livelier or calmer colours, a logo too plain for other ideas, one that looks cheap, a font too thin", async () => {
    const ask = (message: string) => planner.plan(input(message, { parent: COFFEE_PARENT, seed: 1 }));
    const vivid = (await ask("more vibrant")).spec;
    for (const message of ["punch it up", "give it some life", "jazz it up", "brighten it up"]) expect((await ask(message)).spec, message).toEqual(vivid);
    expect((await ask("calm it down")).spec).toEqual((await ask("tone it down")).spec);
    for (const message of ["boring", "too plain", "it's boring", "looks too generic", "make it more unique", "needs more personality"]) {
      const plan = await ask(message);
      expect(plan.narration[0], message).toMatch(/^Here is another idea\./);
      expect(plan.spec.mark, message).not.toEqual(COFFEE_PARENT.mark);
    }
    // A part named boring is that part's: other colours, not another mark.
    const colours = await ask("the colours are boring");
    expect(colours.spec.mark).toEqual(COFFEE_PARENT.mark);
    expect(colours.spec.palette).not.toEqual(COFFEE_PARENT.palette);
    expect((await ask("it looks cheap")).spec.styles).toEqual(["Elegant"]);
    expect((await ask("the font is too thin")).spec.typeface.weight).toBeGreaterThan(COFFEE_PARENT.typeface.weight);
    expect((await ask("the text is too bold")).spec.typeface.weight).toBeLessThan(COFFEE_PARENT.typeface.weight);
    // 'A darker blue' is one colour: the mark was made darker and then blue again, in two sentences.
    const darkerBlue = await ask("make the icon a darker blue");
    expect(darkerBlue.narration).toHaveLength(1);
    expect(looksLike(darkerBlue.spec.palette.primary, "blue") && luminance(darkerBlue.spec.palette.primary) < luminance("#2563eb")).toBe(true);
    // 'The text is too light' is its colour, not its weight.
    expect((await ask("the text is too light")).spec.typeface).toEqual(COFFEE_PARENT.typeface);
  });

  it("draws letters asked for as the mark ('use the letter B'), in the name's face, and the design draws them", async () => {
    const engine = await workerEngine();
    for (const [parent, message, letters] of [
      [COFFEE_PARENT, "use the letter B", "B"],
      [COFFEE_PARENT, "the initials SC as the mark", "SC"],
      [WORDMARK_PARENT, "use the letter N", "N"],
      [BADGE_PARENT, "make the mark the letters HV", "HV"],
    ] as const) {
      const plan = await planner.plan(input(message, { parent, seed: 1 }));
      expect(plan.spec.mark, message).toMatchObject({ kind: "lettermark", letters });
      expect(plan.spec.icon, message).toBeNull();
      expect(["icon-above", "icon-left"], message).toContain(plan.spec.layout);
      expect(engine.design(plan.spec).geometry.mark, message).toBeTruthy();
    }
    // 'The initials of the name' and 'the letters closer together' ask for no letters.
    expect((await planner.plan(input("use the letters closer together", { parent: COFFEE_PARENT, seed: 1 }))).spec.mark).toEqual(COFFEE_PARENT.mark);
    for (const [prompt, language] of [["benutze den Buchstaben B", "de"], ["utilise la lettre B", "fr"], ["usa la lettera B", "it"]] as const) {
      const plan = await planner.plan(input(prompt, { parent: COFFEE_PARENT, seed: 1 }));
      expect(plan.language, prompt).toBe(language);
      expect(plan.spec.mark, prompt).toMatchObject({ kind: "lettermark", letters: "B" });
    }
  });

  it("takes a colour mood for the whole logo ('make it neon', 'jewel tones'), never a shade of a named colour ('neon pink text')", async () => {
    const neon = await planner.plan(input("make it neon", { parent: COFFEE_PARENT, seed: 1 }));
    expect(isDark(canvas(neon.spec))).toBe(true);
    expect(neon.narration.join(" ")).toMatch(/^Changed to neon colours: .* no glow\.$/);
    const jewel = await planner.plan(input("jewel tones please", { parent: WORDMARK_PARENT, seed: 1 }));
    expect(jewel.narration.join(" ")).toMatch(/^Changed to jewel tones: /);
    expect(jewel.spec.palette).not.toEqual(WORDMARK_PARENT.palette);
    const pink = await planner.plan(input("make the text neon pink", { parent: COFFEE_PARENT, seed: 1 }));
    expect(canvas(pink.spec)).toBe(canvas(COFFEE_PARENT));
    expect(looksLike(drawnColours(pink.spec).lettering, "pink")).toBe(true);
    const earthy = { ...COFFEE_PARENT, palette: { background: "#f4ecd8", primary: "#6b3e26", text: "#3e2415", accent: "#e3d3b0" } };
    const already = await planner.plan(input("earthy tones", { parent: earthy, seed: 1 }));
    expect(already.spec.palette).toEqual(earthy.palette);
    expect(already.narration.join(" ")).toMatch(/already earthy/);
  });

  it("gives a tone asked by a name of its own ('light grey') that tone, and says it back in the visitor's words", async () => {
    for (const phrase of ["light grey", "dark grey", "light blue", "light pink", "dark brown", "dark teal", "deep plum", "pale grey"]) {
      const plan = await planner.plan(input(`make the background ${phrase}`, { parent: COFFEE_PARENT, seed: 1 }));
      const said = plan.narration.join(" ");
      expect(said, phrase).toMatch(new RegExp(`background ${phrase} \\(#[0-9a-f]{6}\\)`));
      expect(plan.metadata.description, phrase).toContain(` on ${phrase},`);
    }
  });

  it("says a whole new palette as drawn: a badge's frame in the colour it is filled with, not the palette's roles", async () => {
    const crumb = (await planner.plan(input("A logo for a bakery called Crumb, badge style", { seed: 1 }))).spec;
    for (const parent of [BADGE_PARENT, crumb]) {
      for (const message of ["make it neon", "try other colours", "dark mode", "invert the colours"]) {
        const plan = await planner.plan(input(message, { parent, seed: 1 }));
        const drawn = drawnColours(plan.spec);
        const first = plan.narration[0]!;
        expect(first, `${parent.brand}, ${message}`).toContain(`${describeColour(drawn.frame!)} circle badge`);
        expect(first, `${parent.brand}, ${message}`).toContain(`${describeColour(drawn.lettering)} lettering`);
      }
    }
  });

  it("reads 'more feminine' and 'more masculine' as styles, and names a geometric face as one", async () => {
    const feminine = await planner.plan(input("make it more feminine", { parent: COFFEE_PARENT, seed: 1 }));
    expect(feminine.spec.styles).toContain("Elegant");
    const masculine = await planner.plan(input("more masculine", { parent: COFFEE_PARENT, seed: 1 }));
    expect(masculine.spec.styles).toContain("Bold");
    const poppins = await planner.plan(input("use Poppins", { parent: COFFEE_PARENT, seed: 1 }));
    expect(poppins.narration.join(" ")).toMatch(/Poppins \((?:\w+ )?geometric sans\)/);
  });

  it("reads a dark or light background asked for in any order ('make the background dark'), and a colour named after it as that colour", async () => {
    for (const message of ["make the background dark", "I want the background to be dark", "background dark please"]) {
      const plan = await planner.plan(input(message, { parent: COFFEE_PARENT, seed: 3 }));
      expect(plan.narration.join(" "), message).not.toMatch(/couldn't tell/);
      expect(isDark(canvas(plan.spec)), message).toBe(true);
    }
    const blue = await planner.plan(input("make the background dark blue", { parent: COFFEE_PARENT, seed: 3 }));
    expect(looksLike(canvas(blue.spec), "blue")).toBe(true);
  });

  it("takes one drawing out of a mark that joins two ('remove the paw'), leaving the other in the same shape", async () => {
    const prompt = "A logo for a dog groomer called Loyal Hound";
    const parent = (await planner.plan(input(prompt, { seed: 1 }))).spec;
    expect(parent.mark?.kind === "emblem" && parent.mark.second?.name).toBe("paw-print");
    const history = [{ role: "user" as const, content: prompt }];
    for (const [message, left] of [["remove the paw", parent.icon!.name], ["without the paw print", parent.icon!.name], ["get rid of the dog", "paw-print"]] as const) {
      const plan = await planner.plan(input(message, { parent, history, seed: 1 }));
      expectSoundPlan(plan);
      expect(plan.spec.icon?.name, message).toBe(left);
      expect(plan.spec.mark, message).toEqual({ ...parent.mark, second: null });
      expect(plan.narration.join(" "), message).toMatch(/^Took the .+ out of the mark/);
    }
  });

  it("makes a logo simpler as a designer would: a joined mark's second drawing goes, else a frame the layout does not need", async () => {
    const hound = "A logo for a dog groomer called Loyal Hound";
    const joined = (await planner.plan(input(hound, { seed: 1 }))).spec;
    for (const message of ["make it simpler", "it's too busy"]) {
      const plan = await planner.plan(input(message, { parent: joined, history: [{ role: "user", content: hound }], seed: 1 }));
      expect(plan.spec.mark, message).toEqual({ ...joined.mark, second: null });
      expect(plan.spec.icon, message).toEqual(joined.icon);
    }
    const framed = { ...COFFEE_PARENT, layout: "icon-above" as const, container: "circle" as const };
    const unframed = await planner.plan(input("less busy please", { parent: framed, seed: 1 }));
    expect(unframed.spec.container).toBe("none");
    expect(unframed.spec.icon).toEqual(framed.icon);
    const plain = await planner.plan(input("make it simpler", { parent: { ...COFFEE_PARENT, layout: "icon-above", container: "none" }, seed: 1 }));
    expect(plain.narration.join(" ")).toMatch(/already as simple as its parts/);
  });

  it("names one typeface when a style and a typeface are asked together, of the kind asked for", async () => {
    for (const message of ["make it look premium with a serif font", "make it elegant with a serif font", "make it modern with a serif font"]) {
      const plan = await planner.plan(input(message, { parent: BADGE_PARENT, seed: 4 }));
      const said = plan.narration.join(" ");
      const named = TYPEFACE_NAMES.filter((family) => said.includes(family));
      expect(named, `${message}: ${said}`).toEqual([TYPEFACES[plan.spec.typeface.id].family]);
      expect(traitsOf(plan.spec), message).toContain("serif");
    }
  });

  // Everyday ways of asking, each once refused with "I couldn't tell what to change".
  it.each([
    ["make it orange", (spec: LogoSpec) => expect(looksLike(spec.palette.primary, "orange")).toBe(true)],
    ["make it navy", (spec: LogoSpec) => expect(looksLike(spec.palette.primary, "blue")).toBe(true)],
    ["change the colors", (spec: LogoSpec) => expect(hue(spec.palette.primary)).not.toBe(hue(COFFEE_PARENT.palette.primary))],
    ["try other colours", (spec: LogoSpec) => expect(spec.palette).not.toEqual(COFFEE_PARENT.palette)],
    ["put the name under the icon", (spec: LogoSpec) => expect(spec.layout).toBe("icon-above")],
    ["tighter letters", (spec: LogoSpec) => expect(spec.letterSpacing).toBeLessThan(COFFEE_PARENT.letterSpacing)],
    ["try again", (spec: LogoSpec) => expect(spec).not.toEqual(COFFEE_PARENT)],
    ["make it look expensive", (spec: LogoSpec) => expect(spec.styles).toEqual(["Elegant"])],
    ["make it edgy", (spec: LogoSpec) => expect(spec.styles).toEqual(["Bold"])],
    ["undo", (spec: LogoSpec, said: string) => expect([spec, said]).toEqual([COFFEE_PARENT, expect.stringContaining("Every earlier version is kept")])],
    ["add a drop shadow", (spec: LogoSpec, said: string) => expect([spec, said]).toEqual([COFFEE_PARENT, expect.stringContaining("flat colour")])],
    ["I love it", (spec: LogoSpec, said: string) => expect([spec, said]).toEqual([COFFEE_PARENT, expect.stringContaining("Glad you like it")])],
    ["less space between the letters", (spec: LogoSpec) => expect(spec.letterSpacing).toBeLessThan(COFFEE_PARENT.letterSpacing)],
    // The mark's own weight, never the font's.
    ["make the icon bolder", (spec: LogoSpec, said: string) => expect([spec.typeface, said]).toEqual([COFFEE_PARENT.typeface, expect.not.stringMatching(/lettering|font/)])],
    ["move the mark a little to the left", (spec: LogoSpec, said: string) => expect([spec, said]).toEqual([COFFEE_PARENT, expect.stringContaining("can't nudge one by hand")])],
    ["swap the bread for a pretzel", (spec: LogoSpec) => expect(spec.icon?.name).toMatch(/pretzel/)],
    // A phrase read whole: an ear of wheat, never the ear one hears with.
    ["replace the icon with a wheat ear", (spec: LogoSpec) => expect(spec.icon?.name).toBe("grains")],
    // Where the tagline goes is no tagline's words.
    ["put the tagline under the name", (spec: LogoSpec, said: string) => expect([spec.tagline, said]).toEqual([COFFEE_PARENT.tagline, expect.not.stringContaining("“under the name”")])],
    // A frame's line is no font.
    ["thicker border", (spec: LogoSpec, said: string) => expect([spec, said]).toEqual([COFFEE_PARENT, expect.stringMatching(/frame/)])],
    ["make the circle a square", (spec: LogoSpec) => expect(spec.container).toBe("rounded-square")],
    ["a hexagon instead of a circle", (spec: LogoSpec) => expect(spec.container).toBe("hexagon")],
    // About the lettering, not a simpler logo: the mark and its frame stay.
    ["use a cleaner font", (spec: LogoSpec, said: string) => expect([spec.mark, spec.container, said]).toEqual([COFFEE_PARENT.mark, COFFEE_PARENT.container, expect.stringContaining("minimalistic")])],
  ] as const)("understands %j", async (message, check) => {
    const plan = await planner.plan(input(message, { parent: COFFEE_PARENT, seed: 6 }));
    const said = plan.narration.join(" ");
    expect(said).not.toMatch(/couldn't tell/);
    check(plan.spec, said);
  });

  it("says each answer in words once, and that the logo is as it was once, however the request words it", async () => {
    const back = await planner.plan(input("go back to the previous version", { parent: COFFEE_PARENT, seed: 6 }));
    expect(back.narration).toEqual(["Every earlier version is kept: go back to it with the arrows beside the logo.", "The logo is as it was."]);
    const both = await planner.plan(input("undo that and add a shadow", { parent: COFFEE_PARENT, seed: 6 }));
    expect(both.spec).toEqual(COFFEE_PARENT);
    expect(both.narration.filter((sentence) => sentence === "The logo is as it was.")).toHaveLength(1);
    expect(both.narration.join(" ")).toMatch(/Every earlier version is kept.*flat colour/);
  });

  it("takes its subject for a new mark from the conversation when none is named", async () => {
    const plan = await planner.plan(
      input("icon on the left", { parent: WORDMARK_PARENT, history: [{ role: "user", content: "A minimal logo for a bakery called Nimbus" }] }),
    );
    expect(plan.spec.layout).toBe("icon-left");
    expect(["bread", "cake", "chef-hat"]).toContain(plan.spec.icon?.name);
  });

  it("rebuilds the design from the conversation when the parent's design could not be read", async () => {
    const history = [{ role: "user" as const, content: "A vintage logo for a bakery called Golden Crust" }];
    const original = await planner.plan(input(history[0]!.content, { seed: 3 }));
    const plan = await planner.plan(input("Modify this logo: uppercase", { history, seed: 3 }));
    expect(plan.kind).toBe("refinement");
    expect(plan.spec).toEqual({ ...original.spec, textCase: "upper" });
  });

  it("leaves the tagline alone when asked to colour it", async () => {
    const plan = await planner.plan(input("make the tagline blue", { parent: COFFEE_PARENT }));
    expect(plan.spec.tagline).toBe(COFFEE_PARENT.tagline);
  });

  it("keeps every refined typeface a bundled weight", async () => {
    for (const message of ["bolder", "thinner", "italic", "serif", "handwritten", "use Cinzel"]) {
      const plan = await planner.plan(input(message, { parent: BADGE_PARENT }));
      const face = TYPEFACES[plan.spec.typeface.id];
      expect((plan.spec.typeface.italic ? face.italicWeights : face.weights) as readonly number[]).toContain(plan.spec.typeface.weight);
    }
  });
});
