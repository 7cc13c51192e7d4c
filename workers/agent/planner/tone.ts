/**
 * The tone of a drawing, and the tone a logo's styles ask of it (issue 55): a gym's bear is
 * not a teddy, a nursery's may be. Fluent Emoji draws its creatures as cartoon emoji, round
 * faces with big eyes: gentle. Phosphor's and MDI's drawings are plain pictograms: neutral,
 * or strong where they show force (a sword, a barbell, a lightning bolt). The styles choose
 * the tone (the trade chose them when the visitor did not: a gym is bold, a nursery playful).
 */
import type { IconRef, LogoSpec } from "#agent/design/logo-spec.ts";
import type { Style } from "#protocol/taxonomy.ts";
import { findIndexedIcon } from "./icons.ts";

export type Tone = "gentle" | "neutral" | "strong";

/** Fluent Emoji's group whose drawings are cartoon creatures (build-icon-index.ts files them so). */
const CARTOON_GROUPS = new Set(["animals"]);
/** Words of a drawing's name that make it gentle in any set: toys, babies, sweets. */
const GENTLE_WORDS = new Set(["teddy", "baby", "toy", "rocking", "balloon", "smiley", "cupcake", "lollipop", "candy", "puzzle", "kite", "chick", "bunny"]);
/** Words of a drawing's name that show force. */
const STRONG_WORDS = new Set(["sword", "swords", "axe", "spear", "mace", "barbell", "dumbbell", "kettlebell", "lifter", "weights", "boxing", "lightning", "bolt", "anvil", "shield", "fire", "flame"]);

/** A drawing's tone, from its set and its name. */
export function drawingTone(icon: IconRef): Tone {
  const words = icon.name.split("-");
  if (words.some((word) => GENTLE_WORDS.has(word))) return "gentle";
  if (icon.set === "fluent-emoji" && findIndexedIcon(icon)?.categories.some((category) => CARTOON_GROUPS.has(category))) return "gentle";
  return words.some((word) => STRONG_WORDS.has(word)) ? "strong" : "neutral";
}

/** The tone the styles ask for: bold is strong, playful gentle, and the rest (or both) neutral. */
export function toneOfStyles(styles: readonly Style[]): Tone {
  const strong = styles.includes("Bold");
  const gentle = styles.includes("Playful");
  return strong === gentle ? "neutral" : strong ? "strong" : "gentle";
}

/**
 * The drawings of one thing a logo of `tone` may show, best first. A strong logo never gets
 * a gentle drawing: those are left out, and the list may come back empty (the caller draws
 * something else). A neutral logo takes a plain drawing before a cartoon face where both show
 * the thing (a law firm's owl is MDI's, not the emoji), the face only where nothing else
 * does; a gentle logo keeps the sets' order, cartoon or not.
 */
export function byTone<T>(drawings: readonly T[], tone: Tone, refOf: (drawing: T) => IconRef): T[] {
  const fits = (drawing: T) => (drawingTone(refOf(drawing)) === "gentle" ? (tone === "gentle" ? 0 : 1) : 0);
  const kept = tone === "strong" ? drawings.filter((drawing) => drawingTone(refOf(drawing)) !== "gentle") : [...drawings];
  return kept.map((drawing, index) => ({ drawing, index })).sort((a, b) => fits(a.drawing) - fits(b.drawing) || a.index - b.index).map(({ drawing }) => drawing);
}

/** A design whose styles ask a strong tone and whose mark holds a gentle drawing (a cartoon creature in a bold logo). */
export function gentleInStrongLogo(spec: Pick<LogoSpec, "styles" | "icon" | "mark">): boolean {
  const drawings = [spec.icon, spec.mark?.kind === "emblem" ? spec.mark.second : null];
  return toneOfStyles(spec.styles) === "strong" && drawings.some((icon) => !!icon && drawingTone(icon) === "gentle");
}
