/**
 * Curates the catalogue's data, app/catalogue/catalogue.json: the spec's 32 logos with
 * their hand-made designs (scripts/catalogue/originals.ts), then, for each of the 13
 * categories, logos designed by the agent's own planner from the trades and subjects of
 * scripts/catalogue/lines.ts, with plausible names, seeds for variety, and every
 * candidate checked before it is kept: it parses, the engine draws it without changing
 * anything (lettering and mark read on its canvas, every glyph exists), its smallest
 * lettering holds up on a card, its category is the one intended, no other logo has
 * the same icon, layout, palette and typeface (scripts/catalogue/rules.ts), and its mark
 * comes within the similarity limit of no other logo's (its fingerprint, kept with the
 * entry: a sold catalogue logo's mark is reserved like any other, docs/decisions/0107).
 * Every mark is constructed (LogoSpec version 2): the spec's own 32 keep their drawing as
 * an emblem's ingredient, joined with the noun of their name where it has one.
 *
 * Deterministic: the same inputs give the same file. The file is data checked into the
 * repository; `npm run catalogue:build` renders it. Run this only to change the catalogue.
 *
 *   node scripts/curate-catalogue.ts [--per-category 38]
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CATEGORIES, type Category } from "#protocol/taxonomy.ts";
import { initials } from "#agent/design/marks.ts";
import { logoSpec, type IconSet, type LogoSpec } from "#agent/design/logo-spec.ts";
import { TYPEFACES, type TypefaceTrait } from "#agent/design/typefaces.ts";
import { describeColour, hueFamily } from "#agent/planner/colour-names.ts";
import { isDark } from "#agent/planner/colour-space.ts";
import { iconWords } from "#agent/planner/icons.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { hashString } from "#agent/planner/random.ts";
import { nearestBackgroundClass } from "#agent/planner/metadata.ts";
import { readableLabel } from "#agent/planner/icon-labels.ts";
import { describeMark, redrawMark } from "#agent/planner/mark-construction.ts";
import { tooLike } from "#protocol/mark-fingerprint.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import { ORIGINALS, type DesignLine } from "./catalogue/originals.ts";
import { DESIGNERS, NAME_WORDS, SCHEMES, SUBJECTS, type Subject } from "./catalogue/lines.ts";
import { cardColour, catalogueProblems, designKey, entryProblems, type CatalogueEntry } from "./catalogue/rules.ts";
import { nodeEngine } from "./lib/engine-node.ts";

const { values } = parseArgs({ options: { "per-category": { type: "string", default: "38" } } });
const PER_CATEGORY = Number(values["per-category"]);
const OUT = join(import.meta.dirname, "../app/catalogue/catalogue.json");

/**
 * The smallest capitals a catalogue logo may draw, in canvas units (of 1024): on a
 * 300 px card about 4 px, the least a tagline can be and still read as a line of text
 * (the hand-made badges of the spec's own logos go down to about 16).
 */
const SMALLEST_CAP = 16;

const engine = await nodeEngine();
const planner = createDeterministicPlanner();

/** Stable picks (name words, designers, seeds) from a string. */
const hash = hashString;

function specFromLine(line: DesignLine, seed: number): LogoSpec {
  const [brand, tagline, icon, layout, container, face, [canvas, primary, text, accent], iconStyle = "filled", textCase = "as-typed", letterSpacing = 0, taglineFace] = line;
  const readFace = (value: string) => {
    const [id, weight] = value.split("@") as [string, string];
    return { id, weight: Number.parseInt(weight, 10), italic: weight.endsWith("i") };
  };
  const [set, name] = icon ? (icon.split(":") as [string, string]) : [null, null];
  const drawn = logoSpec.parse({
    version: 2,
    brand,
    tagline,
    icon: set ? { set, name } : null,
    mark: null,
    iconStyle,
    iconScale: 1,
    layout,
    container,
    palette: { background: canvas.startsWith("bg-") ? cardColour(canvas) : canvas, primary, text, accent },
    typeface: readFace(face),
    taglineTypeface: taglineFace ? readFace(taglineFace) : null,
    textCase,
    letterSpacing,
    styles: [],
    colorScheme: null,
    seed,
  });
  return drawn;
}

/**
 * The hand-made design with a mark of its own: its drawing becomes an emblem's ingredient
 * (joined with its name's noun where it has one). The first idea the engine draws as it is
 * and no earlier logo's mark comes near is kept.
 */
function withMarkOfItsOwn(drawn: LogoSpec, name: string): { spec: LogoSpec; markFingerprint: string | null } {
  for (let variant = 0; variant < 24; variant++) {
    const spec = logoSpec.parse(redrawMark(drawn, variant, { keepLayout: true, keepDrawing: true }).spec);
    if (drawingProblem(spec)) continue;
    const markFingerprint = engine.markFingerprint(spec);
    if (markFingerprint && tooLike(markFingerprint, prints)) continue;
    if (ideas.has(markIdea(spec) ?? "")) continue;
    return { spec, markFingerprint };
  }
  throw new Error(`${name}: no mark of its own draws cleanly and stays clear of the others`);
}

/** Why the engine would not draw a design as it is, or null when it would. */
function drawingProblem(spec: LogoSpec): string | null {
  const design = engine.design(spec);
  if (design.adjustments.length > 0) return design.adjustments.join(" ");
  if (design.smallestCap < SMALLEST_CAP) return `its smallest lettering is ${design.smallestCap.toFixed(1)} units`;
  return null;
}

// ---------------------------------------------------------------------------------------
// Descriptions: one sentence a designer would write under the picture.

/** The lettering's kind, most telling trait first. */
const LETTERING_KINDS: readonly [TypefaceTrait, string][] = [
  ["script", "flowing script"],
  ["handwritten", "hand-drawn"],
  ["condensed", "condensed"],
  ["techno", "technical"],
  ["rounded", "rounded"],
  ["classical", "classical serif"],
  ["serif", "serif"],
  ["geometric", "geometric"],
];

function letteringWords(spec: LogoSpec): string {
  const traits: readonly TypefaceTrait[] = TYPEFACES[spec.typeface.id].traits;
  const weight = spec.typeface.weight >= 800 ? "heavy" : spec.typeface.weight >= 600 ? "bold" : spec.typeface.weight <= 300 ? "light" : null;
  const kind = LETTERING_KINDS.find(([trait]) => traits.includes(trait))?.[1] ?? "clean sans";
  const spacing = spec.letterSpacing >= 0.25 ? "widely spaced" : null;
  const noun = spec.textCase === "upper" ? "capitals" : spec.textCase === "lower" ? "lowercase lettering" : "lettering";
  return [spacing, weight, kind, spec.typeface.italic ? "italic" : null, noun].filter(Boolean).join(" ");
}

function markWords(spec: LogoSpec): string {
  if (spec.mark || spec.icon) return describeMark(spec);
  return `the initials ${initials(spec.brand)}`;
}

function colourWords(spec: LogoSpec): string {
  const mark = describeColour(spec.palette.primary);
  const ground = spec.palette.background === "transparent" ? "a clear ground" : describeColour(spec.palette.background);
  return `${mark} on ${ground}`;
}

export function describe(spec: LogoSpec, audience: string): string {
  const lettering = letteringWords(spec);
  const frame = spec.container === "none" ? "" : ` ${spec.container.replace("-", " ")}`;
  let picture: string;
  switch (spec.layout) {
    case "icon-above":
      picture = `${markWords(spec)}${frame ? ` in a${frame}` : ""} above ${lettering}, ${colourWords(spec)}`;
      break;
    case "icon-left":
      picture = `${markWords(spec)}${frame ? ` in a${frame}` : ""} beside ${lettering}, ${colourWords(spec)}`;
      break;
    case "badge":
      picture = `a${frame} badge around ${markWords(spec)}, with ${lettering} in ${colourWords(spec)}`;
      break;
    case "monogram":
      picture = `${markWords(spec)} in a${frame} over ${lettering}, ${colourWords(spec)}`;
      break;
    case "wordmark":
      picture = `a wordmark in ${lettering}${frame ? ` on a${frame}` : ""}, ${colourWords(spec)}`;
      break;
  }
  const sentence = `${picture}, made for ${audience}.`;
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

// ---------------------------------------------------------------------------------------
// Curation

const entries: CatalogueEntry[] = [];
const keys = new Set<string>();
const looks = new Map<string, number>();
const MAX_SAME_LOOK = 2;
/** How a logo reads at a glance: its mark, drawn in a layout and frame (lettering alone: its text). */
const lookKey = (spec: LogoSpec) => `${spec.icon ? `${spec.icon.set}:${spec.icon.name}` : spec.brand}|${spec.mark?.kind ?? "none"}|${spec.layout}|${spec.container}`;
/** Every kept logo's mark fingerprint: no two logos share a mark. */
const prints: string[] = [];
/** Every kept logo's mark idea (its parts, wherever they sit): nor do two share one. */
const ideas = new Set<string>();
/** A kept logo's mark: its pixels and its idea are no other logo's. */
function reserveMark(spec: LogoSpec, markFingerprint: string | null) {
  if (markFingerprint) prints.push(markFingerprint);
  const idea = markIdea(spec);
  if (idea) ideas.add(idea);
}

/** Preview colour families by the mark's hue family (colours.hueFamily). */
const TINT_FAMILY: Record<string, string> = {
  red: "red", orange: "yellow", brown: "yellow", yellow: "yellow", green: "green", teal: "green",
  blue: "blue", indigo: "indigo", purple: "purple", pink: "pink",
};

/**
 * The planner's palettes put most marks on white or near-black; a shop window of 500 needs
 * colour too, so two light canvases in three become a pale tint of the mark's own hue
 * (the preview class of that family, shade 100 or 200). The engine then judges the
 * lettering and mark on it like any other canvas.
 */
function tintedCanvas(spec: LogoSpec, pick: number): string | null {
  const { background, primary } = spec.palette;
  if (background === "transparent" || isDark(background) || pick % 3 === 0) return null;
  const family = TINT_FAMILY[hueFamily(primary)];
  return family ? `bg-${family}-${pick % 2 === 0 ? 100 : 200}` : null;
}
const names = new Set<string>();

ORIGINALS.forEach((original, index) => {
  const handMade = specFromLine(original.design, 1000 + index * 7919);
  const problem = drawingProblem(handMade);
  if (problem) throw new Error(`${original.name}: ${problem}`);
  const { spec, markFingerprint } = withMarkOfItsOwn(handMade, original.name);
  const { design: _design, ...listing } = original;
  reserveMark(spec, markFingerprint);
  const entry: CatalogueEntry = { id: index + 1, ...listing, spec, markFingerprint };
  const problems = entryProblems(entry);
  if (problems.length > 0) throw new Error(`${original.name}: ${problems.join("; ")}`);
  entries.push(entry);
  keys.add(designKey(spec));
  looks.set(lookKey(spec), (looks.get(lookKey(spec)) ?? 0) + 1);
  names.add(original.name.toLowerCase());
});

/** A name not yet taken: a first word picked by the candidate's hash, then the next free one. */
function freshName(subject: Subject, suffix: string, salt: string): string | null {
  const start = hash(`${salt}|${suffix}`) % NAME_WORDS.length;
  for (let step = 0; step < NAME_WORDS.length; step++) {
    const word = NAME_WORDS[(start + step * 7) % NAME_WORDS.length]!;
    const name = `${word} ${suffix}`;
    if (!names.has(name.toLowerCase()) && !subject.prompt.toLowerCase().includes(word.toLowerCase())) return name;
  }
  return null;
}

function styleLine(subject: Subject, round: number): string {
  const styles = subject.styles?.[round % subject.styles.length];
  return styles ? `\n\nThe logo should represent these styles: ${styles.join(", ")}` : "";
}

const rejected: Record<string, number> = {};
const reject = (reason: string) => {
  rejected[reason] = (rejected[reason] ?? 0) + 1;
};

for (const category of CATEGORIES) {
  const subjects = SUBJECTS[category as Category];
  let made = 0;
  for (let attempt = 0; made < PER_CATEGORY && attempt < PER_CATEGORY * 40; attempt++) {
    const subject = subjects[attempt % subjects.length]!;
    const round = Math.floor(attempt / subjects.length);
    const suffix = subject.suffixes[round % subject.suffixes.length]!;
    const name = freshName(subject, suffix, `${category}|${attempt}`);
    if (!name) continue;
    const scheme = SCHEMES[(attempt + round) % SCHEMES.length];
    const prompt = `A logo for "${name}", ${subject.prompt}${styleLine(subject, round)}${scheme ? `\nThe logo should use ${scheme.toLowerCase()} colors` : ""}`;
    const plan = await planner.plan({ prompt, history: [], parent: null, references: [], seed: hash(name) });
    const planned = plan.spec.icon;
    const picked = subject.marks?.[round % subject.marks.length];
    if (picked) {
      // The designer's pick of drawing becomes the ingredient of a mark of the name's own.
      const [set, iconName] = picked.split(":") as [IconSet, string];
      const layout = plan.spec.layout === "wordmark" || plan.spec.layout === "monogram" ? "icon-above" : plan.spec.layout;
      plan.spec = redrawMark({ ...plan.spec, icon: { set, name: iconName }, mark: null, layout, container: layout === "icon-above" ? "none" : plan.spec.container }, 0, { keepLayout: true, keepDrawing: true }).spec;
    }
    // A monogram, wordmark or lettermark is a Letters logo whatever the trade; a mark the
    // designer picked files the logo where the subject list says; other logos go where the
    // planner files their subject.
    const lettersOnly = plan.spec.layout === "monogram" || plan.spec.layout === "wordmark" || plan.spec.mark?.kind === "lettermark";
    const filed = picked !== undefined || plan.metadata.category === category;
    if (category === "Letters" ? !lettersOnly : !filed) {
      reject(category === "Letters" ? "Letters without a monogram or wordmark" : `category ${plan.metadata.category} instead of ${category}`);
      continue;
    }
    // The design's canvas becomes its preview background's own colour, so the card shows it as designed.
    const bgColor = tintedCanvas(plan.spec, hash(`${name}|tint`)) ?? nearestBackgroundClass(plan.spec.palette.background);
    const background = plan.spec.palette.background === "transparent" ? "transparent" : cardColour(bgColor);
    const spec: LogoSpec = { ...plan.spec, palette: { ...plan.spec.palette, background } };
    if (!logoSpec.safeParse(spec).success) {
      reject("not a LogoSpec");
      continue;
    }
    // Outside Letters and Abstract, the mark shows the trade or the name: a drawing is its ingredient.
    if (category !== "Letters" && category !== "Abstract" && spec.mark?.kind !== "emblem") {
      reject("no drawing of the trade or name outside Letters and Abstract");
      continue;
    }
    if (category === "Abstract" && spec.mark?.kind !== "geometric" && spec.mark?.kind !== "emblem") {
      reject("no abstract figure in Abstract");
      continue;
    }
    const problem = drawingProblem(spec);
    if (problem) {
      reject(problem.startsWith("its smallest") ? "lettering too small" : "the engine had to adjust it");
      continue;
    }
    const key = designKey(spec);
    if (keys.has(key)) {
      reject("the same design as another");
      continue;
    }
    // Distinct is not enough for a shop window: two logos with the same mark drawn the
    // same way read as one design in two colours, so a mark gets each layout at most twice.
    const look = lookKey(spec);
    if ((looks.get(look) ?? 0) >= MAX_SAME_LOOK) {
      reject("a third logo with the same mark and layout");
      continue;
    }
    const markFingerprint = engine.markFingerprint(spec);
    if (markFingerprint && tooLike(markFingerprint, prints)) {
      reject("a mark too like another logo's");
      continue;
    }
    if (ideas.has(markIdea(spec) ?? "")) {
      reject("a mark with the same idea as another logo's");
      continue;
    }
    const id = entries.length + 1;
    // The planner's tags name the mark it drew; a picked mark brings its own words.
    const plannedMarkWords = new Set(planned ? iconWords(planned) : []);
    const markTags = picked && spec.icon ? iconWords(spec.icon) : [];
    const tags = [...new Set([...plan.metadata.tags.filter((tag) => !picked || !plannedMarkWords.has(tag)), ...markTags].map((tag) => tag.toLowerCase()))].slice(0, 8);
    const entry: CatalogueEntry = {
      id,
      name,
      bgColor,
      category,
      tags,
      description: describe(spec, subject.audience),
      designer: DESIGNERS[hash(`${name}|designer`) % DESIGNERS.length]!,
      spec,
      markFingerprint,
    };
    const problems = entryProblems(entry);
    if (problems.length > 0) {
      reject(problems[0]!.replace(/[\d.]+:1.*/, "contrast").replace(/#[0-9a-f]{6}/g, "#"));
      continue;
    }
    entries.push(entry);
    keys.add(key);
    reserveMark(spec, markFingerprint);
    looks.set(look, (looks.get(look) ?? 0) + 1);
    names.add(name.toLowerCase());
    made++;
  }
  if (made < PER_CATEGORY) console.warn(`${category}: only ${made} of ${PER_CATEGORY}`);
}

const problems = catalogueProblems(entries);
if (problems.length > 0) throw new Error(`The curated catalogue breaks its rules:\n${problems.join("\n")}`);
writeFileSync(OUT, `${JSON.stringify(entries, null, 1)}\n`);
console.log(`Wrote ${entries.length} logos to ${OUT}.`);
console.log("Left out:", rejected);
