/**
 * The agent's words. Each sentence states one decision in plain language a visitor can
 * check against the picture: the name, the mark and why, the style, the colours (with
 * the measured contrast), and for a refinement what changed.
 */
import type { Container, Layout, LogoSpec } from "#agent/design/logo-spec.ts";
import { drawnContrast, letteringInFilledFrame } from "#agent/design/ink.ts";
import { describeDrawnColours } from "./shown-colours.ts";

const CONTAINER_WORDS: Record<Container, string> = {
  none: "",
  circle: "circle",
  ring: "ring",
  "rounded-square": "rounded square",
  hexagon: "hexagon",
  shield: "shield",
};

export function containerWord(container: Container): string {
  return CONTAINER_WORDS[container];
}

/** 'a circle badge', 'the mark beside the name', 'a monogram in a hexagon'. */
export function describeLayout(layout: Layout, container: Container): string {
  const frame = container === "none" ? "" : ` in a ${CONTAINER_WORDS[container]}`;
  switch (layout) {
    case "icon-above":
      return `the mark centred above the name${frame}`;
    case "icon-left":
      return `the mark beside the name${frame}`;
    case "badge":
      return `a ${CONTAINER_WORDS[container] || "round"} badge`;
    case "wordmark":
      return "a wordmark (the name alone)";
    case "monogram":
      return `a monogram of the initials${frame}`;
  }
}

/** The initials a monogram shows: the renderer's own function, so the words name what is drawn. */
export { initials as initialsOf } from "#agent/design/marks.ts";

export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/**
 * The contrast sentence every palette decision ends with: the lettering as drawn on what it
 * sits on (in a badge, its frame; design/ink.ts), not the palette's text on the canvas.
 */
export function contrastSentence(spec: Pick<LogoSpec, "palette" | "layout" | "container">): string {
  const ratio = formatRatio(drawnContrast(spec, "lettering")!);
  const on = spec.palette.background === "transparent" && !letteringInFilledFrame(spec) ? " on a white page" : "";
  // Floored to 4.5:1, it just meets AA: no ratio 'above' it.
  return ratio === "4.5:1" ? `The lettering's contrast is ${ratio}${on}: just the 4.5:1 that WCAG AA asks for.` : `The lettering's contrast is ${ratio}${on}, above the 4.5:1 that WCAG AA asks for.`;
}

/** What a spec looks like in one sentence (used when an LLM gave no narration of its own). */
export function summariseSpec(spec: LogoSpec): string[] {
  return [
    `It's “${spec.brand}”${spec.tagline ? ` with the tagline “${spec.tagline}”` : ""}, laid out as ${describeLayout(spec.layout, spec.container)}.`,
    `The colours are ${describeDrawnColours(spec.palette, spec.layout, spec.container)}.`,
    contrastSentence(spec),
  ];
}

