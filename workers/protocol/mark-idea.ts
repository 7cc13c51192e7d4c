/**
 * A constructed mark's idea: what it is made of, without where its parts sit. Two marks
 * with the same idea are the same mark to a buyer even when their pixels differ: the same
 * fox cut out of the same leaf, joined with the same coffee cup, reads as one mark whether
 * the cup sits at the top of the rim or at its foot and the fox leans left or right (their
 * fingerprints overlapped 0.28, under the similarity limit). So a sold mark reserves its
 * idea as well as its pixels (docs/decisions/0107), and "other ideas" draws another idea.
 *
 * Left out on purpose: an emblem's `at` and `tilt`, a lettermark's `angle`, a figure's
 * `turn` and `weight` (placement and proportion), and a shape the treatment does not draw
 * (an emblem woven through its initial has none; nor has a lettermark cut, stencilled,
 * overlapped or interlocked, nor a figure but stripes): two marks differing only there look
 * the same to a buyer. Both sides read the key, so it lives in the contract; it is
 * computed from the design the app keeps, never sent to a browser.
 */
interface IconLike {
  set: string;
  name: string;
}

interface DesignLike {
  icon?: IconLike | null;
  mark?: Record<string, unknown> | null;
}

/** The treatments that draw their mark's `shape` (workers/agent/design/constructed-marks.ts). */
const EMBLEM_SHAPED = new Set(["cutout", "ring"]);
const LETTERMARK_SHAPED = new Set(["negative", "enclosure"]);
/** The figure families that draw theirs (constructed-marks.ts: stripes are cut by it). */
const GEOMETRIC_SHAPED = new Set(["stripes"]);
const drawnShape = (shaped: Set<string>, kind: unknown, shape: unknown) => (shaped.has(String(kind)) ? shape : "-");

const icon = (ref: unknown) => (ref && typeof ref === "object" && "set" in ref && "name" in ref ? `${String(ref.set)}/${String(ref.name)}` : "-");

/** The idea of a design's constructed mark, or null when it has none (a wordmark, a version 1 design). */
export function markIdea(design: DesignLike | null | undefined): string | null {
  const mark = design?.mark;
  if (!mark || typeof mark !== "object") return null;
  switch (mark.kind) {
    case "emblem":
      return ["emblem", icon(design?.icon), mark.treatment, drawnShape(EMBLEM_SHAPED, mark.treatment, mark.shape), icon(mark.second), mark.letter ?? "-"].join("|");
    case "lettermark":
      return ["lettermark", String(mark.letters).toUpperCase(), mark.treatment, drawnShape(LETTERMARK_SHAPED, mark.treatment, mark.shape)].join("|");
    case "geometric":
      return ["geometric", mark.family, mark.count, mark.pattern, drawnShape(GEOMETRIC_SHAPED, mark.family, mark.shape)].join("|");
    default:
      return null;
  }
}

/** The longest idea key: two drawings' names (80 characters each) and the rest. */
export const MARK_IDEA_MAX_CHARS = 240;
