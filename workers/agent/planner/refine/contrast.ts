/**
 * 'More contrast', 'make it readable', 'make it stand out': the lettering and the mark move
 * away from what they are drawn on (darker on a light ground, lighter on a dark one), in
 * their own hue, or the frame they sit on moves (a badge's circle), and the reply says the
 * contrast as drawn, before and after. The ground and the layout stay the visitor's, and the
 * frame stays as visible on the ground as it was.
 */
import type { Context } from "./context.ts";
import type { LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import { drawnColours, drawnContrast } from "#agent/design/ink.ts";
import { describeColour } from "#agent/planner/colour-names.ts";
import { contrastRatio, shiftLightness } from "#agent/planner/colour-space.ts";
import { luminance } from "#agent/design/color.ts";
import { containerWord, formatRatio } from "#agent/planner/narration.ts";
import { balancePalette } from "#agent/planner/palettes.ts";
import { listInWords, type Remaining } from "#agent/planner/text.ts";

const ASKS_FOR_CONTRAST =
  /\b(?:more|higher|better|stronger|increase|boost|raise|improve)\s+(?:the\s+|of\s+)?contrast\b|\bcontrast\s+(?:higher|up|stronger)\b|\b(?:more\s+)?(?:readable|legible|unreadable|illegible)\b|\b(?:easier|hard|harder)\s+to\s+(?:read|see)\b|\b(?:can'?t|cannot)\s+(?:read|see)\b|\bstand\s+out(?:\s+more)?\b/;

/**
 * What one request aims for: half as much contrast again, at least WCAG's AAA for text
 * (7:1) and AA's large-text 4.5:1 for a mark, and no further than these, past which the
 * colours would be black and white rather than the visitor's (near-black on white is 19:1).
 */
const MOST = { lettering: 18, mark: 12 } as const;
const LEAST_AIM = { lettering: 7, mark: 4.5 } as const;
const GAIN = 1.5;
/** Below these a part no longer reads (WCAG AA for text, and for graphics). */
const FLOOR = { lettering: 4.5, mark: 3 } as const;
/** One step of lightness in OKLCH, and how many a request may take. */
const STEP = 0.06;
const MOST_STEPS = 12;
/** The colours a request may move: the lettering's, the mark's and the frame's. The ground stays. */
const ROLES = ["text", "primary", "accent"] as const;

type Part = "lettering" | "mark";

type Aims = Record<Part, number>;

/** How well the parts stand out, each counted up to its aim; null if a part would stop reading. */
function standing(spec: Pick<LogoSpec, "palette" | "layout" | "container">, parts: readonly Part[], aims: Aims, frameFloor: number): number | null {
  let score = 0;
  for (const part of parts) {
    const ratio = drawnContrast(spec, part)!;
    if (ratio < FLOOR[part]) return null;
    score += Math.log(Math.min(ratio, aims[part]));
  }
  // The frame stays as visible on the ground as it was (a pale circle on a pale ground is no badge).
  if (frameContrast(spec) < frameFloor) return null;
  return score;
}

function frameContrast(spec: Pick<LogoSpec, "palette" | "layout" | "container">): number {
  const drawn = drawnColours(spec);
  return drawn.frame ? contrastRatio(drawn.frame, drawn.canvas ?? "#ffffff") : Infinity;
}

/**
 * The palette moved a step at a time, each step the one (a part's colour, darker or lighter)
 * that most raises how the parts stand out on what they sit on, until no step helps: in a
 * badge that is the frame's colour, which the lettering and the mark both sit on.
 */
function raised(spec: LogoSpec, parts: readonly Part[]): Palette {
  // What the planner keeps readable anyway (settle's balancePalette) is part of each step, so
  // the colours said are the colours drawn.
  const balanced = (palette: Palette) => balancePalette(palette, spec.layout, spec.container);
  const frameFloor = Math.min(frameContrast(spec), 3);
  const aim = (part: Part) => Math.min(MOST[part], Math.max(LEAST_AIM[part], (drawnContrast(spec, part) ?? 0) * GAIN));
  const aims: Aims = { lettering: aim("lettering"), mark: aim("mark") };
  let palette = spec.palette;
  let score = standing(spec, parts, aims, frameFloor) ?? -Infinity;
  for (let step = 0; step < MOST_STEPS; step += 1) {
    let best: { palette: Palette; score: number } | null = null;
    for (const role of ROLES) {
      for (const delta of [-STEP, STEP]) {
        const moved = balanced({ ...palette, [role]: shiftLightness(palette[role], delta) });
        const movedScore = standing({ ...spec, palette: moved }, parts, aims, frameFloor);
        if (movedScore !== null && movedScore > (best?.score ?? score) + 0.005) best = { palette: moved, score: movedScore };
      }
    }
    if (!best) break;
    palette = best.palette;
    score = best.score;
  }
  return palette;
}

const PART_NAMES = (spec: LogoSpec) => ({ frame: containerWord(spec.container), mark: "mark", lettering: "lettering" });

export function applyContrastChange(rest: Remaining, context: Context): void {
  rest.take(ASKS_FOR_CONTRAST, () => {
    const draft = context.draft;
    const was = { ...draft };
    const parts: Part[] = draft.layout === "wordmark" || drawnColours(draft).mark === null ? ["lettering"] : ["lettering", "mark"];
    draft.palette = raised(draft, parts);
    const before = drawnColours(was);
    const now = drawnColours(draft);
    const names = PART_NAMES(draft);
    // A lettering or mark the renderer inks for its new ground (not its palette colour) is
    // said by settle's reinked note; said here too, it would be said twice.
    const ownColour = { frame: true, mark: now.mark === draft.palette.primary, lettering: now.lettering === draft.palette.text };
    const recoloured = (["frame", "mark", "lettering"] as const)
      .filter((part) => now[part] && now[part] !== before[part] && ownColour[part])
      .map((part) => `the ${names[part]} is now ${describeColour(now[part]!)} (${now[part]})`);
    const ratios = parts.map((part) => ({ part, before: drawnContrast(was, part)!, now: drawnContrast(draft, part)! }));
    if (ratios.every((ratio) => ratio.now <= ratio.before + 0.05)) {
      draft.palette = was.palette;
      context.said.push(
        `The contrast is already as strong as these colours allow (${listInWords(ratios.map((ratio) => `the ${ratio.part} ${formatRatio(ratio.now)}`))}; WCAG asks 4.5:1 for text). For another look, ask for “a dark background” or “black and white”.`,
      );
      return;
    }
    context.edits.add("colours");
    const rose = ratios.filter((ratio) => ratio.now > ratio.before + 0.05);
    const stayed = ratios.filter((ratio) => !rose.includes(ratio));
    const figures = listInWords(rose.map((ratio) => `the ${ratio.part} ${formatRatio(ratio.before)} → ${formatRatio(ratio.now)}`));
    const unchanged = stayed.map((ratio) => ` (the ${ratio.part} stays at ${formatRatio(ratio.now)})`).join("");
    const against = `${figures}${unchanged}`;
    context.said.push(recoloured.length > 0 ? `Raised the contrast: ${listInWords(recoloured)}. Against what each sits on, ${against}.` : `Raised the contrast against what each part sits on: ${against}.`);
  });
}
