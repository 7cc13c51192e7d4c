/**
 * The mark, constructed (LogoSpec version 2, docs/decisions/0106). A designer starts from
 * the name: a drawable noun in it (Black Fox, Copper Kettle, Anchor Law) becomes the mark's
 * ingredient, joined with the trade's idea where there is one; a name without one gets its
 * initials drawn from the typeface's own outlines, or an abstract figure whose numbers come
 * from the name's letters, or the trade's idea cut out of a shape with the initial beside it.
 * Everything is decided by a hash of the brand, the generation's seed and `variant` (the
 * how-many-th try: a mark too like a sold one, or "other ideas", asks for the next), so
 * two brands in the same trade get different marks, and the same inputs the same one.
 */
import type { Container, IconRef, Layout, LogoSpec, MarkSpec } from "#agent/design/logo-spec.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import { EMBLEM_TREATMENTS, GEOMETRIC_FAMILIES, LETTER_TREATMENTS, MARK_SHAPES, type GeometricFamily, type LetterTreatment, type MarkShape } from "#protocol/logo-spec.ts";
import { drawingLabel } from "./icon-labels.ts";
import { nameNoun, nounTooGentle, type NameNoun } from "./name-noun.ts";
import { toneOfStyles, type Tone } from "./tone.ts";
import { initials } from "#agent/design/marks.ts";
import { hashString } from "./random.ts";
import { stem, withArticle } from "./text.ts";
import { ingredientsNote, ownershipOf } from "#protocol/ownership.ts";

/** A stream of choices drawn from one hash (xorshift), so each decision takes fresh bits. */
function choicesFrom(seed: number) {
  let state = seed || 0x9e3779b9;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

/** The brand's initials for a mark (the monogram's: first letters of its first two words, a leading article skipped). */
function initialsOf(brand: string, count: 1 | 2): string {
  const all = initials(brand);
  return count === 1 ? [...all][0]! : all;
}

export interface MarkPlan {
  mark: MarkSpec | null;
  /** The spec's icon: the emblem's ingredient, or null. */
  icon: IconRef | null;
  layout: Layout;
  container: Container;
  /** What was drawn and why, in the visitor's words. */
  sentence: string | null;
  /** The name's noun, when the mark shows it. */
  noun: NameNoun | null;
}

export interface MarkBrief {
  brand: string;
  layout: Layout;
  container: Container;
  /** The trade's drawing the planner chose (null: none, or only an abstract stand-in). */
  trade: {
    icon: IconRef;
    label: string;
    /** The drawing must be drawn (the visitor asked for it, or named it as their trade). */
    cued?: boolean;
    /** The visitor asked for it as a drawing (the narration says so); `cued` when absent. */
    asked?: boolean;
    /** What the visitor called it, where the drawing is another thing ('spider': a spider web is drawn). */
    askedAs?: string;
  } | null;
  /** The visitor asked for this layout (a wordmark they asked for keeps no mark). */
  layoutAsked: boolean;
  /** The visitor asked for this frame ('a hexagon logo'): it stays. */
  containerAsked?: boolean;
  /** The visitor asked for an abstract logo: the mark is an abstract figure. */
  abstract?: boolean;
  /** The kind of mark the visitor's reference logo has: a logo "like this" keeps it where it can. */
  referenceKind?: MarkSpec["kind"];
  typeface: LogoSpec["typeface"];
  seed: number;
  /** 0 for the first idea; each further try draws another. */
  variant: number;
  /** The tone the styles ask of a drawing (tone.ts): a bold logo's bear is no cartoon. */
  tone?: Tone;
  /** Kinds (and families) an earlier version already showed: another idea avoids them while it can. */
  avoid?: { kinds: readonly string[]; layouts: readonly Layout[] };
}

const TREATMENT_WORDS: Record<LetterTreatment, string> = {
  cut: "sliced by a single diagonal cut",
  stencil: "broken into a stencil by two bridges",
  overlap: "overlapping, their shared ink knocked out",
  interlock: "woven together, one passing over the other and back under",
  negative: "cut out of a solid shape as negative space",
  enclosure: "breaking through a ring around them",
};
const FAMILY_WORDS: Record<GeometricFamily, string> = {
  radial: "radial figure",
  grid: "pattern of cells",
  arcs: "set of quarter arcs",
  folds: "folded-paper figure",
  stripes: "striped form",
};
const SHAPE_WORDS: Record<MarkShape, string> = {
  circle: "circle",
  square: "square",
  squircle: "soft square",
  hexagon: "hexagon",
  diamond: "diamond",
  arch: "arch",
  leaf: "leaf shape",
  shield: "shield",
};
/** A mark's shape as the words say it ('soft square', 'leaf shape'). */
export const shapeWord = (shape: MarkShape): string => SHAPE_WORDS[shape];

/**
 * The shapes that hold an emblem's drawing, cut out of them or inside their ring: all but
 * the leaf, whose narrow outline cannot hold a drawing at the size an emblem draws it
 * (constructed-marks.ts, `heldDrawing`). Measured over the catalogue's marks, the share of
 * the drawing within what holds it: in a leaf 55-100 % for 47 cut-outs (median 73 %) and
 * 39-100 % for 46 rings (median 69 %), so the rest cut the leaf into slivers or hid the
 * ring; in every other shape at least 86 % (a diamond), mostly all of it. (A drawing woven
 * through an initial draws no shape.)
 */
const HOLDING_SHAPES = MARK_SHAPES.filter((shape) => shape !== "leaf");

/** Kinds a layout can hold: a monogram is letters; a badge's zone is small, so no nested shape. */
function treatmentsFor(layout: Layout): readonly LetterTreatment[] {
  return layout === "monogram" ? ["cut", "stencil", "overlap", "interlock"] : LETTER_TREATMENTS;
}

/** A mark's kind as "other ideas" compares them: the family of a figure, the treatment of the rest. */
export const markKindKey = (mark: MarkSpec | null) => (mark ? (mark.kind === "geometric" ? `geometric:${mark.family}` : `${mark.kind}:${mark.treatment}`) : "none");

/** The constructed mark for a new design (or another idea for one). */
export function planMark(brief: MarkBrief): MarkPlan {
  const { brand } = brief;
  const choose = choicesFrom(hashString(`${brand.trim().toLowerCase()}|${brief.seed}|${brief.variant}`));
  let layout = brief.layout;
  let container = brief.container;
  if (layout === "wordmark") {
    if (brief.layoutAsked) return { mark: null, icon: null, layout, container, sentence: null, noun: null };
    // Lettering alone holds no mark a buyer can own apart from the name: give it one.
    layout = choose.next() < 0.5 ? "icon-above" : "icon-left";
    container = "none";
  }
  const noun = layout === "monogram" ? null : nameNoun(brand, brief.trade?.icon ?? null, brief.tone);
  const family = TYPEFACES[brief.typeface.id].family;
  const avoided = new Set(brief.avoid?.kinds ?? []);
  const fresh = <T>(options: readonly T[], key: (option: T) => string) => {
    const open = options.filter((option) => !avoided.has(key(option)));
    return choose.pick(open.length > 0 ? open : options);
  };

  type Kind = "emblem" | "lettermark" | "geometric";
  let kinds: Kind[];
  if (layout === "monogram") kinds = ["lettermark"];
  else if (brief.abstract) kinds = ["geometric"];
  else if (brief.referenceKind && (brief.referenceKind !== "emblem" || noun || brief.trade)) kinds = [brief.referenceKind];
  else if (noun || brief.trade?.cued) kinds = ["emblem"];
  else if (brief.trade) kinds = ["emblem", "emblem", "emblem", "lettermark", "lettermark", "geometric"];
  else kinds = ["lettermark", "geometric"];
  // Another idea: a kind the earlier versions did not show, where the brief allows one.
  const openKinds = kinds.filter((kind) => ![...avoided].some((key) => key === kind || key.startsWith(`${kind}:`)));
  const kind = choose.pick(openKinds.length > 0 && brief.variant > 0 ? openKinds : kinds);

  let mark: MarkSpec;
  let icon: IconRef | null = null;
  let sentence: string;
  if (kind === "emblem") {
    const ingredient = noun ? noun.icon : brief.trade!.icon;
    // The trade's drawing joins the name's inside one contour (constructed-marks.ts,
    // `joinedGroup`: cut out of the same shape, or inside the same ring, never in a disc on
    // its rim), unless it draws the same thing by its name ("Foxglove Baseball", a baseball team; "Marigold Cars", `car` and `car-simple`) or a
    // part of it ("Loyal Hound", a groomer: a dog and a dog's face).
    const second = noun && brief.trade && !drawSameThing(brief.trade.icon, noun.icon) ? brief.trade.icon : null;
    const initial = initialsOf(brand, 1);
    // The trade's drawing alone, cut out of a shape or in its ring, is every firm of the trade's
    // mark (two law firms: the same scales in the same square, 7 shapes to go round): with no
    // noun of the name to draw, the first idea weaves it through the name's initial.
    const tradeAlone = !noun && !second && brief.variant === 0 && /\p{L}|\p{N}/u.test(initial);
    const treatment = fresh(second ? (["cutout", "ring"] as const) : tradeAlone ? (["letter"] as const) : EMBLEM_TREATMENTS, (option) => `emblem:${option}`);
    // The initial joins a drawing only as the letter it is woven through: beside it, in a
    // disc on the shape's rim, it read as an app's notification dot (issue 55).
    const letter = treatment === "letter" && !second && /\p{L}|\p{N}/u.test(initial) ? initial : null;
    const shape = choose.pick(HOLDING_SHAPES);
    mark = { kind: "emblem", treatment: letter || second || treatment !== "letter" ? treatment : "ring", shape, second, letter, at: choose.pick([0.125, 0.375, 0.625, 0.875]), tilt: choose.pick([0, 0, -12, 12]) };
    icon = ingredient;
    const trade = brief.trade;
    const asked = trade && (trade.asked ?? trade.cued) ? (trade.askedAs ? `${withArticle(trade.label)} for the ${trade.askedAs} you asked for` : `the ${trade.label} you asked for`) : null;
    const what = noun ? `the ${noun.label} of “${noun.word}” in your name${noun.why ? ` (${noun.why})` : ""}` : (asked ?? `${withArticle(trade!.label)} for your trade`);
    const join = second ? `, joined with ${asked ?? `${withArticle(trade!.label)} for the trade`} in the same contour` : "";
    sentence =
      mark.treatment === "cutout"
        ? `For the mark I cut ${what} out of ${withArticle(SHAPE_WORDS[shape])} as negative space${join}.`
        : mark.treatment === "ring"
          ? `For the mark I drew ${what} inside an open ${SHAPE_WORDS[shape]} ring${join}.`
          : `For the mark I wove ${what} through your initial “${letter}”, drawn large from ${family}'s own letters.`;
    // What the certificate and the guide say of it too (workers/protocol/ownership.ts).
    sentence += ` ${ingredientsNote(ownershipOf({ icon, mark, layout }).ingredients)}`;
    // An emblem is a shape of its own: inside a badge's frame it would be a shape in a shape, and small.
    if (layout === "badge" && !brief.layoutAsked && !brief.containerAsked) layout = choose.next() < 0.5 ? "icon-above" : "icon-left";
    if ((layout === "icon-above" || layout === "icon-left") && !brief.containerAsked) container = "none";
  } else if (kind === "lettermark") {
    const treatment = fresh(treatmentsFor(layout), (option) => `lettermark:${option}`);
    // A monogram is the initials; elsewhere one letter carries a treatment best, two weave.
    const pair = layout === "monogram" || treatment === "overlap" || treatment === "interlock" || (treatment !== "negative" && treatment !== "enclosure" && choose.next() < 0.35);
    const letters = initialsOf(brand, pair ? 2 : 1);
    mark = { kind: "lettermark", letters, treatment, shape: choose.pick(["circle", "hexagon", "squircle", "diamond", "shield", "arch"] as const), angle: treatment === "cut" ? choose.pick([-35, -25, 25, 35]) : choose.pick([0, 0, -12, 12]) };
    sentence = `The mark is ${layout === "monogram" ? "a monogram of " : ""}the initial${letters.length > 1 ? "s" : ""} “${letters}”, drawn from ${family}'s own letters and ${TREATMENT_WORDS[treatment]}.`;
    if ((layout === "icon-above" || layout === "icon-left") && (treatment === "negative" || treatment === "enclosure") && !brief.containerAsked) container = "none";
  } else {
    const figure = fresh(GEOMETRIC_FAMILIES, (option) => `geometric:${option}`);
    mark = {
      kind: "geometric",
      family: figure,
      count: choose.int(3, 8),
      turn: Math.round(choose.next() * 100) / 100,
      pattern: hashString(`${brand}|${brief.variant}`) & 0xffffff,
      weight: Math.round((0.3 + choose.next() * 0.6) * 100) / 100,
      shape: choose.pick(["circle", "hexagon", "squircle", "diamond"] as const),
    };
    sentence = `The mark is an abstract ${FAMILY_WORDS[figure]}, its parts and turn taken from the letters of “${brand}”, so no other brand has it.`;
  }
  // A creature of the name a bold logo cannot draw in its tone is said to be left out, and why.
  const leftOut = !noun && layout !== "monogram" && brief.tone === "strong" ? nounTooGentle(brand, brief.trade?.icon ?? null) : null;
  if (leftOut) sentence += ` I left “${leftOut.word}” out of the mark: my only drawing of it is a cartoon face, too gentle for a bold logo.`;
  // Another idea changes the arrangement too, where an earlier version used this one.
  const usedLayouts = brief.avoid?.layouts ?? [];
  if (usedLayouts.includes(layout) && layout !== "monogram") {
    const other = (["icon-above", "icon-left", "badge"] as const).filter((option) => !usedLayouts.includes(option));
    if (other.length > 0) {
      layout = choose.pick(other);
      container = layout === "badge" ? choose.pick(["circle", "ring", "shield", "rounded-square"] as const) : "none";
    }
  }
  return { mark, icon, layout, container, sentence, noun: kind === "emblem" ? noun : null };
}


/**
 * Another mark for a design as it stands: the next idea for its brand (`variant`), avoiding
 * the kinds and layouts given. `keepLayout`: only the mark changes (a mark too like a sold
 * one); otherwise the arrangement may change too ("other ideas").
 */
export function redrawMark(
  spec: LogoSpec,
  variant: number,
  options: { keepLayout: boolean; avoidKinds?: readonly string[]; avoidLayouts?: readonly Layout[]; keepDrawing?: boolean | IconRef },
): MarkPlan & { spec: LogoSpec } {
  const mark = spec.mark;
  const kept = typeof options.keepDrawing === "object" ? options.keepDrawing : null;
  const tradeIcon = kept ?? (mark?.kind === "emblem" ? (mark.second ?? spec.icon) : mark === null ? spec.icon : null);
  // `keepDrawing`: the design's drawing (or the one of its drawings given) stays in the mark, as an emblem's ingredient.
  const trade = tradeIcon ? { icon: tradeIcon, label: drawingLabel(tradeIcon), cued: !!options.keepDrawing } : null;
  const planned = planMark({
    brand: spec.brand,
    layout: spec.layout === "wordmark" && !options.keepLayout ? "icon-above" : spec.layout,
    container: spec.container,
    trade,
    layoutAsked: options.keepLayout,
    containerAsked: options.keepLayout,
    typeface: spec.typeface,
    seed: spec.seed,
    variant,
    tone: toneOfStyles(spec.styles),
    avoid: { kinds: options.avoidKinds ?? [], layouts: options.keepLayout ? [] : (options.avoidLayouts ?? []) },
  });
  let container = planned.container;
  if ((planned.layout === "badge" || planned.layout === "monogram") && container === "none") container = "circle";
  return { ...planned, container, spec: { ...spec, mark: planned.mark, icon: planned.icon, layout: planned.layout, container } };
}

/**
 * Whether two drawings show one thing: called alike, or one's words all in the other's
 * ('castle' and 'castle turret'), while 'coffee bean' and 'coffee cup' are two things.
 */
function drawSameThing(a: IconRef, b: IconRef): boolean {
  // By stems: 'music note' and 'music notes' are one thing ('Blue Note', a music school).
  const [wordsOfA, wordsOfB] = [a, b].map((icon) => drawingLabel(icon).split(" ").map(stem));
  return wordsOfA!.every((word) => wordsOfB!.includes(word)) || wordsOfB!.every((word) => wordsOfA!.includes(word));
}
const SHORT_TREATMENTS: Record<LetterTreatment, string> = {
  cut: "cut by a diagonal",
  stencil: "as a stencil",
  overlap: "overlapping",
  interlock: "woven together",
  negative: "cut out of a solid shape",
  enclosure: "breaking through a ring",
};

/** The mark in a few words, as a description under the picture says it ('a fox cut out of a hexagon, with a coffee cup'). */
export function describeMark(spec: Pick<LogoSpec, "mark" | "icon" | "brand" | "layout">): string {
  const mark = spec.mark;
  if (!mark) {
    if (spec.icon) return withArticle(drawingLabel(spec.icon));
    return `the initials ${initialsOf(spec.brand, 2)}`;
  }
  if (mark.kind === "lettermark") return `the initial${mark.letters.length > 1 ? "s" : ""} ${mark.letters} ${SHORT_TREATMENTS[mark.treatment]}`;
  if (mark.kind === "geometric") return `an abstract ${FAMILY_WORDS[mark.family]}`;
  const what = withArticle(drawingLabel(spec.icon!));
  const shape = SHAPE_WORDS[mark.shape];
  const drawn = mark.treatment === "cutout" ? `${what} cut out of ${withArticle(shape)}` : mark.treatment === "ring" ? `${what} inside an open ${shape} ring` : `${what} woven through the letter ${mark.letter ?? ""}`;
  // What joins the drawing inside its contour: the second drawing (or, in a design made before
  // issue 55, the initial).
  if (mark.second) return `${drawn}, with ${withArticle(drawingLabel(mark.second))}`;
  return mark.letter && mark.treatment !== "letter" ? `${drawn}, with the initial ${mark.letter}` : drawn;
}
