/**
 * Refinement fidelity: change requests as customers type them, over eight base logos,
 * each with what it must change and the fields it may touch. Everything else must be kept.
 * Judged on the design and on what is drawn: a colour asked for a part must be what that
 * part's layer is drawn in, and a name or tagline must be what the engine set in glyphs. Shared by tests/agent/refinement-fidelity.test.ts (workerd)
 * and `npm run bench:fidelity` (Node), so it imports nothing Worker-only.
 */
import type { Layer } from "#agent/design/design.ts";
import type { LogoEngine } from "#agent/design/engine.ts";
import { drawnColours, type DrawnColours } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { rasterize, unpremultiply } from "#protocol/resvg.ts";
import { applyCase } from "#agent/design/text.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import type { Plan, Planner } from "#agent/planner/types.ts";
import { refinementMessage } from "#protocol/refinement.ts";
import { hslOf } from "./colour-facts.ts";

/** Base logos, as the planner designs them from these prompts. */
export const BASE_PROMPTS = {
  coffeeBadge: "A vintage badge for a coffee roaster called Fern Hollow",
  bakery: "A bakery called Hearth",
  wordmark: "The Daily Grind, a wordmark",
  tech: "A modern logo for a software company called Driftline, icon on the left",
  monogram: "A monogram logo for a law firm called Atlas Law",
  groomer: "A playful logo for a dog groomer called Muddy Paws",
  gym: "A dark, bold logo for a gym called Forge",
  florist: "An elegant logo for a florist called Petal and Stem with the tagline Flowers for every day",
} as const;
export type Base = keyof typeof BASE_PROMPTS;

/** A top-level field, or one palette role. */
export type Field = Exclude<keyof LogoSpec, "palette" | "version" | "seed"> | `palette.${keyof LogoSpec["palette"]}`;
const FIELDS: Field[] = [
  "brand", "tagline", "icon", "iconStyle", "iconScale", "layout", "container", "typeface", "taglineTypeface",
  "textCase", "letterSpacing", "styles", "colorScheme", "palette.background", "palette.primary", "palette.text", "palette.accent",
];

/** Colour families a person would name, judged by hue on the pixels (independent of the planner). */
export type Family = "red" | "orange" | "yellow" | "green" | "teal" | "blue" | "purple" | "pink" | "brown" | "black" | "white" | "grey";

type Expect =
  | { brand: string }
  | { tagline: string | null }
  | { lettering: Family[] }
  | { mark: Family[] }
  | { canvas: "dark" | "light" | "transparent" | Family[] }
  | { layout: LogoSpec["layout"] }
  | { container: LogoSpec["container"] }
  | { textCase: LogoSpec["textCase"] }
  | { icon: string[] }
  | { trait: string }
  | { italic: true }
  | { iconScale: "up" | "down" }
  | { iconStyle: LogoSpec["iconStyle"] }
  | { letterSpacing: "up" }
  | { unchanged: true };

export interface FidelityCase {
  base: Base;
  request: string;
  /** Fields the request may change (its own, and the follow-ons a designer would make). */
  may: Field[];
  expect: Expect[];
}

const COLOURS: Field[] = ["palette.background", "palette.primary", "palette.text", "palette.accent"];
/** A colour named for one part changes that part alone (tests/agent/refinement-colours.test.ts has the rule in full). */
const LETTERING: Field[] = ["palette.text"];
const MARK: Field[] = ["palette.primary"];
/**
 * Lettering set inside a filled frame, asked a colour no shade of which reads on that frame:
 * the frame (the accent, or the canvas it is told apart from) moves, and the narration says so.
 */
const LETTERING_AND_ITS_FRAME: Field[] = ["palette.text", "palette.accent", "palette.background"];
const TYPE: Field[] = ["typeface", "taglineTypeface", "letterSpacing", "textCase"];
const TAGLINE: Field[] = ["tagline", "taglineTypeface"];
const BLUE: Family[] = ["blue"];
const GOLD: Family[] = ["yellow", "orange", "brown"];

const c = (base: Base, request: string, may: Field[], ...expect: Expect[]): FidelityCase => ({ base, request, may, expect });

export const CASES: readonly FidelityCase[] = [
  c("coffeeBadge", "make the text blue", LETTERING, { lettering: BLUE }),
  c("coffeeBadge", "rename to Summit Roasters", ["brand"], { brand: "Summit Roasters" }),
  c("coffeeBadge", "actually it's called Hearth and Honey Bakehouse", ["brand"], { brand: "Hearth and Honey Bakehouse" }),
  c("coffeeBadge", "add the slogan Roasted in small batches", TAGLINE, { tagline: "Roasted in small batches" }),
  c("coffeeBadge", "a gold icon", MARK, { mark: GOLD }),
  // Dark green cannot read on the badge's graphite circle: the circle lightens, said.
  c("coffeeBadge", "make the text dark green", LETTERING_AND_ITS_FRAME, { lettering: ["green"] }),
  c("coffeeBadge", "use a leaf instead", ["icon"], { icon: ["leaf", "maple-leaf", "oak-leaf", "ginkgo-leaf", "monstera-leaf", "leaf-fluttering-in-wind"] }),
  c("coffeeBadge", "put it in a hexagon", ["container"], { container: "hexagon" }),
  c("coffeeBadge", "blah blah wibble", [], { unchanged: true }),
  c("coffeeBadge", "darker background", COLOURS, { canvas: "dark" }),
  // Red cannot read on the brick-red circle the name is set in: the circle lightens, said.
  c("bakery", "pls make txt red", LETTERING_AND_ITS_FRAME, { lettering: ["red"] }),
  c("bakery", "put 'Doggy Daycare' under the name", TAGLINE, { tagline: "Doggy Daycare" }),
  c("bakery", "the name should be Crumb & Co", ["brand"], { brand: "Crumb & Co" }),
  c("bakery", "bigger icon", ["iconScale"], { iconScale: "up" }),
  c("bakery", "uppercase", ["textCase"], { textCase: "upper" }),
  c("bakery", "make the icon navy", MARK, { mark: BLUE }),
  c("bakery", "make it blue", COLOURS, { mark: BLUE }),
  c("bakery", "I don't love it", [], { unchanged: true }),
  c("bakery", "make the lettring purple", LETTERING, { lettering: ["purple"] }),
  c("wordmark", "put it in a circle", ["container"], { layout: "wordmark" }, { container: "circle" }, { brand: "Daily Grind" }),
  c("wordmark", "make the text navy", LETTERING, { lettering: BLUE }),
  c("wordmark", "add the tagline Coffee since 1998", TAGLINE, { tagline: "Coffee since 1998" }),
  c("wordmark", "it's called The Daily Grind Co", ["brand"], { brand: "The Daily Grind Co" }),
  c("wordmark", "in capitals", ["textCase"], { textCase: "upper" }),
  c("wordmark", "more letter spacing", ["letterSpacing"], { letterSpacing: "up" }),
  c("wordmark", "add an icon of a coffee cup", ["icon", "layout", "container"], { icon: ["coffee", "hot-beverage", "coffee-bean", "teacup-without-handle"] }),
  c("wordmark", "make it italic", ["typeface", "taglineTypeface"], { italic: true }),
  c("wordmark", "dark mode", [...COLOURS, "colorScheme"], { canvas: "dark" }),
  c("wordmark", "make the txt dark green", LETTERING, { lettering: ["green"] }),
  c("tech", "make the icon orange", MARK, { mark: ["orange", "red"] }),
  c("tech", "icon above", ["layout"], { layout: "icon-above" }),
  c("tech", "rename to Driftline Labs", ["brand"], { brand: "Driftline Labs" }),
  c("tech", "smaller icon", ["iconScale"], { iconScale: "down" }),
  c("tech", "transparent background", COLOURS, { canvas: "transparent" }),
  c("tech", "make the text purple", LETTERING, { lettering: ["purple"] }),
  c("tech", "use a rocket instead", ["icon"], { icon: ["rocket", "rocket-launch"] }),
  c("tech", "add the tagline Software that ships", TAGLINE, { tagline: "Software that ships" }),
  c("monogram", "make it a wordmark", ["layout", "icon", "container"], { layout: "wordmark" }, { brand: "Atlas Law" }),
  c("monogram", "put the initials in a hexagon", ["container"], { container: "hexagon" }),
  c("monogram", "make the text teal", LETTERING, { lettering: ["teal", "green", "blue"] }),
  c("monogram", "rename to Atlas Legal", ["brand"], { brand: "Atlas Legal" }),
  c("monogram", "add the tagline Attorneys at Law", TAGLINE, { tagline: "Attorneys at Law" }),
  c("monogram", "use a serif font", TYPE, { trait: "serif" }),
  c("groomer", "make the icon pink", MARK, { mark: ["pink", "red", "purple"] }),
  c("groomer", "put it in a circle", ["container", "layout"], { container: "circle" }, { brand: "Muddy Paws" }),
  c("groomer", "rename it to Muddy Paws Grooming", ["brand"], { brand: "Muddy Paws Grooming" }),
  c("groomer", "put Grooming & Daycare under the name", TAGLINE, { tagline: "Grooming & Daycare" }),
  c("groomer", "use a cat instead", ["icon"], { icon: ["cat", "cat-face", "black-cat"] }),
  c("groomer", "make the background yellow", COLOURS, { canvas: ["yellow", "orange"] }),
  c("groomer", "make the text black", LETTERING, { lettering: ["black", "grey"] }),
  // Gold cannot read on the orange shield: the shield deepens and the canvas turns light, said.
  c("gym", "make the text gold", LETTERING_AND_ITS_FRAME, { lettering: GOLD }),
  c("gym", "make the icon red", MARK, { mark: ["red"] }),
  c("gym", "light mode", [...COLOURS, "colorScheme"], { canvas: "light" }),
  c("gym", "call it Forge Fitness", ["brand"], { brand: "Forge Fitness" }),
  c("gym", "no icon", ["icon", "layout", "container"], { layout: "wordmark" }),
  // The gym's shield is filled orange and no blue reads on orange: the shield turns pale and
  // the orange mark deepens a step to read on it, both said.
  c("gym", "a few changes: blue text", [...LETTERING_AND_ITS_FRAME, "palette.primary"], { lettering: BLUE }),
  c("florist", "remove the tagline", TAGLINE, { tagline: null }),
  c("florist", "change the tagline to Fresh flowers daily", TAGLINE, { tagline: "Fresh flowers daily" }),
  // The florist's canvas is dark and no burgundy reads on it: the canvas turns light and the
  // mark deepens to read there, both said; the least change that shows what was asked.
  c("florist", "make the text burgundy", [...LETTERING_AND_ITS_FRAME, "palette.primary"], { lettering: ["red", "pink", "purple"] }),
  c("florist", "make the icon lavender", MARK, { mark: ["purple", "blue"] }),
  c("florist", "the name is Petal & Stem Florists", ["brand"], { brand: "Petal & Stem Florists" }),
  c("florist", "uppercase", ["textCase"], { textCase: "upper" }),
  // The florist is a monogram: a tulip in place of the initials makes it a badge.
  c("florist", "use a tulip instead", ["icon", "layout"], { icon: ["flower-tulip", "tulip"] }),
  c("florist", "make the backround cream", COLOURS, { canvas: ["white", "yellow", "orange"] }),
  c("florist", "make the logo bigger", ["iconScale"], { iconScale: "up" }),
  c("bakery", "can you add 'since 1987' underneath", TAGLINE, { tagline: "since 1987" }),
  c("groomer", "Make the font more modern", ["typeface", "taglineTypeface"], { trait: "sans" }),
  c("gym", "Change the colors to black and white", COLOURS, { canvas: "light" }, { lettering: ["black", "white", "grey"] }),
  c("coffeeBadge", "i want the letters in gold", LETTERING, { lettering: GOLD }),
  c("bakery", "make the tagline red", [], { unchanged: true }),
  c("coffeeBadge", "rename to The Extraordinarily Long Named Bakery And Coffee House Company", [], { unchanged: true }),
  c("florist", "write Fresh Daily underneath the logo", TAGLINE, { tagline: "Fresh Daily" }),
  c("wordmark", "add a border", ["container"], { container: "ring" }, { layout: "wordmark" }),
  c("coffeeBadge", "change the shape to a shield", ["container"], { container: "shield" }),
  c("tech", "make the icon outlined", ["iconStyle"], { iconStyle: "outline" }),
];

/** Five refinements in a row: each later one keeps every earlier change. */
export const CHAIN: { base: Base; steps: FidelityCase[] } = {
  base: "coffeeBadge",
  steps: [
    c("coffeeBadge", "make the text navy", LETTERING, { lettering: BLUE }),
    c("coffeeBadge", "rename to Summit Roasters", ["brand"], { brand: "Summit Roasters" }),
    c("coffeeBadge", "add the tagline Small batch coffee", TAGLINE, { tagline: "Small batch coffee" }),
    c("coffeeBadge", "put it in a hexagon", ["container"], { container: "hexagon" }),
    c("coffeeBadge", "make the icon gold", MARK, { mark: GOLD }),
  ],
};

/** What the renderer drew of a design: its parts' colours, and each layer's opaque pixels. */
export interface Drawing {
  drawn: DrawnColours;
  /** Unpremultiplied RGBA of the lettering layer alone and of the mark layer alone. */
  letteringPixels: Uint8Array;
  markPixels: Uint8Array;
  /** Characters no typeface could draw. */
  missing: boolean;
  /** The lettering as the engine set it in glyphs, line by line: the brand and tagline read back. */
  text: readonly string[];
}

export function familyOf(r: number, g: number, b: number): Family {
  const { hue: h, lightness: l } = hslOf([r, g, b]);
  if (h === null) return l > 0.85 ? "white" : l < 0.2 ? "black" : "grey";
  if (h >= 330 || h < 12) return l > 0.62 ? "pink" : "red";
  if (h < 40) return l < 0.38 ? "brown" : "orange";
  if (h < 68) return l < 0.4 ? "brown" : "yellow";
  if (h < 160) return "green";
  if (h < 195) return "teal";
  if (h < 255) return "blue";
  if (h < 290) return "purple";
  return "pink";
}

const hexFamily = (hex: string) => familyOf(parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16));

/** The share of a layer's opaque pixels in one of the families. */
function share(rgba: Uint8Array, families: readonly Family[]): number {
  let opaque = 0;
  let hits = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3]! < 200) continue;
    opaque++;
    if (families.includes(familyOf(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!))) hits++;
  }
  return opaque === 0 ? 0 : hits / opaque;
}

function differs(field: Field, a: LogoSpec, b: LogoSpec): boolean {
  const value = (spec: LogoSpec) => (field.startsWith("palette.") ? spec.palette[field.slice(8) as keyof LogoSpec["palette"]] : spec[field as keyof LogoSpec]);
  return JSON.stringify(value(a)) !== JSON.stringify(value(b));
}

/** Whether the set lettering reads `words` (a name may be set on two lines). */
function reads(drawing: Drawing, words: string): boolean {
  const squash = (text: string) => text.replace(/\s+/g, " ").trim();
  return squash(drawing.text.join(" ")).includes(squash(words));
}

export interface Verdict {
  /** Every expectation met, on the design and on the pixels. */
  applied: boolean;
  /** No field outside `may` changed. */
  kept: boolean;
  problems: string[];
}

/** Judges one refinement: `result` is the planned design, `drawing` how the renderer drew it. */
export function judge(test: FidelityCase, parent: LogoSpec, result: LogoSpec, narration: string, drawing: Drawing): Verdict {
  const problems: string[] = [];
  const unexpected = FIELDS.filter((field) => !test.may.includes(field) && differs(field, parent, result));
  const kept = unexpected.length === 0;
  if (!kept) problems.push(`changed what was not asked: ${unexpected.join(", ")}`);
  const applied: boolean[] = test.expect.map((expectation) => {
    const fail = (why: string) => (problems.push(why), false);
    if ("brand" in expectation) {
      if (result.brand !== expectation.brand || drawing.missing) return fail(`brand is “${result.brand}”`);
      return reads(drawing, applyCase(expectation.brand, result.textCase)) ? true : fail(`the logo reads “${drawing.text.join(" / ")}”, not “${expectation.brand}”`);
    }
    if ("tagline" in expectation) {
      if (result.tagline !== expectation.tagline) return fail(`tagline is “${result.tagline}”`);
      return expectation.tagline === null || reads(drawing, expectation.tagline.toUpperCase()) ? true : fail(`the logo reads “${drawing.text.join(" / ")}”, not the tagline`);
    }
    if ("lettering" in expectation) {
      if (!expectation.lettering.includes(hexFamily(drawing.drawn.lettering))) return fail(`lettering is drawn ${drawing.drawn.lettering} (${hexFamily(drawing.drawn.lettering)})`);
      const seen = share(drawing.letteringPixels, expectation.lettering);
      return seen >= 0.5 ? true : fail(`only ${(seen * 100).toFixed(0)}% of the lettering's pixels are ${expectation.lettering.join("/")}`);
    }
    if ("mark" in expectation) {
      const seen = share(drawing.markPixels, expectation.mark);
      return seen >= 0.1 ? true : fail(`only ${(seen * 100).toFixed(0)}% of the mark's pixels are ${expectation.mark.join("/")}`);
    }
    if ("canvas" in expectation) {
      const canvas = drawing.drawn.canvas;
      if (expectation.canvas === "transparent") return canvas === null ? true : fail(`canvas is ${canvas}`);
      if (!canvas) return fail("canvas is transparent");
      const family = hexFamily(canvas);
      const lightness = (parseInt(canvas.slice(1, 3), 16) + parseInt(canvas.slice(3, 5), 16) + parseInt(canvas.slice(5, 7), 16)) / 765;
      if (expectation.canvas === "dark") return lightness < 0.45 ? true : fail(`canvas ${canvas} is not dark`);
      if (expectation.canvas === "light") return lightness > 0.7 ? true : fail(`canvas ${canvas} is not light`);
      return expectation.canvas.includes(family) ? true : fail(`canvas ${canvas} is ${family}`);
    }
    if ("layout" in expectation) return result.layout === expectation.layout ? true : fail(`layout is ${result.layout}`);
    if ("container" in expectation) return result.container === expectation.container ? true : fail(`container is ${result.container}`);
    if ("textCase" in expectation) return result.textCase === expectation.textCase ? true : fail(`text case is ${result.textCase}`);
    if ("icon" in expectation) return result.icon && expectation.icon.includes(result.icon.name) ? true : fail(`icon is ${result.icon?.name}`);
    if ("trait" in expectation) return (TYPEFACES[result.typeface.id].traits as readonly string[]).includes(expectation.trait) ? true : fail(`${result.typeface.id} is not ${expectation.trait}`);
    if ("italic" in expectation) return result.typeface.italic ? true : fail("not italic");
    if ("iconStyle" in expectation) return result.iconStyle === expectation.iconStyle ? true : fail(`icon style is ${result.iconStyle}`);
    if ("iconScale" in expectation) return (expectation.iconScale === "up" ? result.iconScale > parent.iconScale : result.iconScale < parent.iconScale) ? true : fail(`icon scale ${result.iconScale}`);
    if ("letterSpacing" in expectation) return result.letterSpacing > parent.letterSpacing ? true : fail(`letter spacing ${result.letterSpacing}`);
    return JSON.stringify(result) === JSON.stringify(parent) ? true : fail("the design changed");
  });
  // Every colour the narration quotes is one that is drawn or in the design: it never names a wish.
  const quoted = [...narration.matchAll(/#[0-9a-f]{6}/g)].map((match) => match[0]);
  const real = new Set<string>([...Object.values(result.palette), ...Object.values(drawing.drawn).filter((value): value is string => typeof value === "string")]);
  const invented = quoted.filter((hex) => !real.has(hex));
  if (invented.length > 0) problems.push(`the narration names colours that are not drawn: ${invented.join(", ")}`);
  return { applied: applied.every(Boolean) && invented.length === 0, kept, problems };
}

/** Plans the base logos and runs a request the way the agent does (the base prompt as history). */
export async function refine(planner: Planner, parent: LogoSpec, basePrompt: string, request: string, seed = 7): Promise<Plan> {
  const message = refinementMessage(request);
  return planner.plan({ prompt: message, history: [{ role: "user", content: basePrompt }], parent, references: [], seed });
}

/** The base designs as the app keeps them: the spec as drawn (the engine's), which a refinement starts from. */
export async function bases(planner: Planner, engine: LogoEngine): Promise<Record<Base, LogoSpec>> {
  const entries = await Promise.all(
    (Object.entries(BASE_PROMPTS) as [Base, string][]).map(async ([base, prompt]) => {
      const plan = await planner.plan({ prompt, history: [], parent: null, references: [], seed: 3 });
      return [base, engine.design(plan.spec).spec] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Base, LogoSpec>;
}

/** How the engine draws a design: each layer alone, rasterised small, with its colours unpremultiplied. */
export function drawingOf(engine: LogoEngine, spec: LogoSpec): Drawing {
  const design = engine.design(spec);
  const layer = (layers: Layer[]) => unpremultiply(rasterize(design.svg({ layers, background: false }), 160).rgba);
  return {
    drawn: drawnColours(design.spec),
    letteringPixels: layer(["wordmark"]),
    markPixels: layer(["mark"]),
    missing: design.adjustments.some((line) => line.startsWith("No bundled typeface")),
    text: design.text,
  };
}
