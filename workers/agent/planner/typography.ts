/**
 * Lettering: which bundled typeface, weight and slant; tracking and letter case; the
 * tagline's companion face. Faces are chosen by their registered traits, so the registry
 * can grow without touching this module.
 */
import { letters } from "#agent/design/lettering-coverage.ts";
import type { Style } from "#protocol/taxonomy.ts";
import type { LogoSpec, TextCase } from "#agent/design/logo-spec.ts";
import { hasTrait, isScript, nearestWeight, TYPEFACE_IDS, TYPEFACES, type Typeface, type TypefaceId, type TypefaceTrait } from "#agent/design/typefaces.ts";
import type { Chooser } from "./random.ts";
import { average, STYLE_PROFILES, sumVotes } from "./styles.ts";

export type Face = LogoSpec["typeface"];

export function faceOf(id: TypefaceId): Typeface {
  return TYPEFACES[id];
}

export interface TypefaceWish {
  /** Traits the visitor asked for ('serif', 'handwritten'). */
  traits: TypefaceTrait[];
  /** A family named outright ('in Montserrat'). */
  family: TypefaceId | null;
  /** 'bold lettering' / 'thin lettering', in weight steps. */
  weightShift: number;
  italic: boolean;
}

export const NO_TYPEFACE_WISH: TypefaceWish = { traits: [], family: null, weightShift: 0, italic: false };

const traitVotes = new Map<string, Map<TypefaceTrait, number>>();

/** The styles' summed trait preferences (a handful of style sets ever occur: cached). */
function votesFor(styles: readonly Style[]): Map<TypefaceTrait, number> {
  const key = styles.join(",");
  let votes = traitVotes.get(key);
  if (!votes) {
    votes = sumVotes(styles, (profile) => profile.traits);
    traitVotes.set(key, votes);
  }
  return votes;
}

function styleScore(id: TypefaceId, styles: readonly Style[], hints: readonly TypefaceTrait[]): number {
  const traits = faceOf(id).traits as readonly TypefaceTrait[];
  const votes = votesFor(styles);
  let score = traits.reduce((sum, trait) => sum + (votes.get(trait) ?? 0), 0);
  score += hints.filter((trait) => traits.includes(trait)).length * 0.75;
  return score;
}

export function targetWeight(styles: readonly Style[], shift = 0): number {
  return Math.round(average(styles, (profile) => profile.weight) / 100) * 100 + shift * 200;
}

/**
 * The typeface for a new logo: a named family wins; asked-for traits come next; then the
 * styles' trait votes (plus the subject's hints), among faces that are not scripts unless
 * a script was asked for. The seed picks among the close fits.
 */
export function chooseTypeface(styles: readonly Style[], hints: readonly TypefaceTrait[], wish: TypefaceWish, chooser: Chooser): Face {
  let id: TypefaceId;
  if (wish.family) id = wish.family;
  else {
    // A joined script or a handwriting reads less surely than any other face (OCR misreads
    // it where it reads everything else): it is drawn only when the visitor asks for one.
    const askedScript = wish.traits.includes("script") || wish.traits.includes("handwritten");
    const scored = TYPEFACE_IDS.filter((candidate) => askedScript || !isScript(candidate)).map((candidate) => {
      let score = styleScore(candidate, styles, hints);
      const traits = faceOf(candidate).traits as readonly TypefaceTrait[];
      for (const trait of wish.traits) score += traits.includes(trait) ? 20 : -5;
      if (wish.italic && faceOf(candidate).italicWeights.length > 0) score += 3;
      return { value: candidate, score };
    });
    id = chooser.pickAmongBest("typeface", scored, 1.6);
  }
  const wanted = targetWeight(styles, wish.weightShift);
  return { id, ...nearestWeight(id, wanted, wish.italic) };
}

/**
 * A tagline under a script, a heavy display face or a single-weight face reads better in
 * a quiet sans; otherwise the brand's face at a lighter weight does (null).
 */
export function companionFace(face: Face): Face | null {
  const id = face.id;
  const singleWeight = faceOf(id).weights.length === 1;
  if (!isScript(id) && !hasTrait(id, "heavy") && !singleWeight) return null;
  const companion: TypefaceId = hasTrait(id, "serif") || hasTrait(id, "elegant") || isScript(id) ? "raleway" : "montserrat";
  return { id: companion, ...nearestWeight(companion, 500) };
}

export function chooseTextCase(styles: readonly Style[], face: Face, chooser: Chooser): TextCase {
  if (isScript(face.id)) return "as-typed";
  const votes = sumVotes(styles, (profile) => profile.textCases);
  const options = [...votes.entries()].map(([value, score]) => ({ value, score }));
  if (options.length === 0) return "as-typed";
  return chooser.pickAmongBest("text-case", options, 1);
}

export function chooseLetterSpacing(styles: readonly Style[], face: Face, textCase: TextCase, chooser: Chooser): number {
  if (isScript(face.id)) return 0;
  let spacing = average(styles, (profile) => profile.letterSpacing);
  // Capitals need air; condensed display faces are drawn to sit tight.
  if (textCase === "upper") spacing += 0.04;
  if (hasTrait(face.id, "condensed")) spacing = Math.min(spacing, 0.06);
  spacing += (chooser.unit("letter-spacing") - 0.5) * 0.04;
  return clampSpacing(spacing);
}

export function clampSpacing(value: number): number {
  return Math.round(Math.min(0.6, Math.max(-0.05, value)) * 100) / 100;
}

/** How similar two faces are: shared traits over all traits. */
function similarity(a: TypefaceId, b: TypefaceId): number {
  const left = new Set(faceOf(a).traits as readonly TypefaceTrait[]);
  const right = new Set(faceOf(b).traits as readonly TypefaceTrait[]);
  const shared = [...left].filter((trait) => right.has(trait)).length;
  return shared / new Set([...left, ...right]).size;
}

/**
 * Another face with `trait` (or, with no trait, a different face of the same character),
 * preferring faces that suit the logo's styles and resemble the current one.
 */
export function switchFace(current: Face, options: { trait?: TypefaceTrait | null; styles: readonly Style[]; chooser: Chooser; label: string }): Face | null {
  const candidates = TYPEFACE_IDS.filter((id) => id !== current.id && (!options.trait || hasTrait(id, options.trait)));
  if (candidates.length === 0) return null;
  const scored = candidates.map((id) => ({
    value: id,
    score: styleScore(id, options.styles, []) * 0.5 + similarity(current.id, id) * (options.trait ? 2 : 6),
  }));
  const id = options.chooser.pickAmongBest(options.label, scored, 0.4);
  return { id, ...nearestWeight(id, current.weight, current.italic) };
}

/**
 * One step heavier ('bolder') or lighter ('thinner'): the next bundled weight of the same
 * face, or, at the end of its range, the nearest face of similar character that goes
 * further.
 */
export function stepWeight(current: Face, direction: 1 | -1, styles: readonly Style[], chooser: Chooser): Face | null {
  const face = faceOf(current.id);
  const pool = current.italic ? face.italicWeights : face.weights;
  const next = direction > 0 ? pool.find((weight) => weight > current.weight) : [...pool].reverse().find((weight) => weight < current.weight);
  if (next !== undefined) return { ...current, weight: next };
  const heavyTrait = hasTrait(current.id, "heavy");
  const candidates = TYPEFACE_IDS.filter((id) => {
    if (id === current.id) return false;
    const weights = faceOf(id).weights;
    if (direction > 0) return weights.some((weight) => weight > current.weight) || (hasTrait(id, "heavy") && !heavyTrait);
    return weights.some((weight) => weight < current.weight) && !hasTrait(id, "heavy");
  });
  if (candidates.length === 0) return null;
  const scored = candidates.map((id) => ({ value: id, score: similarity(current.id, id) * 6 + styleScore(id, styles, []) * 0.3 }));
  const id = chooser.pickAmongBest("weight-step", scored, 0.5);
  const weights = faceOf(id).weights;
  const weight = direction > 0 ? (weights.find((w) => w > current.weight) ?? weights[weights.length - 1]!) : ([...weights].reverse().find((w) => w < current.weight) ?? weights[0]!);
  return { id, weight, italic: false };
}

/** Italic where the face has it; otherwise the closest face that does. */
export function makeItalic(current: Face, styles: readonly Style[], chooser: Chooser): Face | null {
  if (faceOf(current.id).italicWeights.length > 0) return { id: current.id, ...nearestWeight(current.id, current.weight, true) };
  const candidates = TYPEFACE_IDS.filter((id) => faceOf(id).italicWeights.length > 0);
  const scored = candidates.map((id) => ({ value: id, score: similarity(current.id, id) * 6 + styleScore(id, styles, []) * 0.3 }));
  const id = chooser.pickAmongBest("italic-face", scored, 0.5);
  return { id, ...nearestWeight(id, current.weight, true) };
}

/** A typeface named in the text ('use Montserrat', 'in playfair display'). */
export function findNamedFamily(text: string): TypefaceId | null {
  const lower = text.toLowerCase();
  for (const id of TYPEFACE_IDS) {
    const family = faceOf(id).family.toLowerCase();
    if (lower.includes(family) || lower.includes(id.replace(/-/g, " "))) return id;
  }
  return null;
}

/** Words for a face, for narration ('Playfair Display, a refined serif'). */
export function describeFace(face: Face): string {
  const typeface = faceOf(face.id);
  const traits = typeface.traits as readonly TypefaceTrait[];
  const kind = traits.includes("script")
    ? "script"
    : traits.includes("handwritten")
      ? "handwritten face"
      : traits.includes("serif")
        ? "serif"
        : traits.includes("condensed")
          ? "condensed sans"
          : traits.includes("rounded")
            ? "rounded sans"
            : traits.includes("techno")
              ? "technical sans"
              : traits.includes("geometric")
                ? "geometric sans"
                : "sans-serif";
  const weightWord = face.weight >= 800 ? "heavy " : face.weight >= 650 ? "bold " : face.weight <= 300 ? "light " : "";
  return `${typeface.family} (${face.italic ? "italic " : ""}${weightWord}${kind})`.replace(/\s+\)/, ")");
}

/** The style profiles' mark-size preference, averaged. */
export function chooseIconScale(styles: readonly Style[]): number {
  return Math.round(average(styles, (profile) => profile.iconScale) * 20) / 20;
}

/** Every character a design letters: the name in each case it may be set in, and the tagline. */
export function letteredText(brand: string, tagline: string | null): string {
  return [brand, brand.toUpperCase(), brand.toLowerCase(), tagline ?? "", (tagline ?? "").toUpperCase()].join(" ");
}

/**
 * The face itself when it has every letter of `text`, else the bundled face most like it
 * that has them all (null when none has: design/lettering-coverage.ts).
 */
export function faceWithLetters(face: Face, text: string): Face | null {
  if (letters(face.id, text)) return face;
  const candidates = TYPEFACE_IDS.filter((id) => letters(id, text));
  if (candidates.length === 0) return null;
  const best = [...candidates].sort((a, b) => similarity(face.id, b) - similarity(face.id, a))[0]!;
  return { id: best, ...nearestWeight(best, face.weight, face.italic) };
}

/**
 * Keeps a design's name and tagline in faces that have all their letters ('Łódź' in a face
 * without 'Ł' would be drawn 'ódź'): the face it was in and the sentence that says the change, or null.
 */
export function keepLettersDrawable(spec: LogoSpec): { before: Face; sentence: string } | null {
  const text = letteredText(spec.brand, spec.tagline);
  if (spec.taglineTypeface && spec.tagline && !letters(spec.taglineTypeface.id, letteredText(spec.tagline, null))) spec.taglineTypeface = null;
  const face = faceWithLetters(spec.typeface, text);
  if (!face || face.id === spec.typeface.id) return null;
  const before = spec.typeface;
  spec.typeface = face;
  return { before, sentence: faceSwapSentence(before, face, text) };
}

/** 'Orbitron has no “Ø”, so I set the name in …': why the lettering is not in the face chosen first. */
export function faceSwapSentence(before: Face, after: Face, text: string, kept = false): string {
  const missing = [...new Set([...text].filter((char) => !/\s/.test(char) && !letters(before.id, char)))];
  return `${faceOf(before.id).family} has no “${missing.join("”, “")}”, so ${kept ? `the name stays in ${describeFace(after)}` : `I set the name in ${describeFace(after)}, which has every letter of it`}.`;
}
