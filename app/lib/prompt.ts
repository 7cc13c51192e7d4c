/**
 * The prompt bar's rules (marketplace spec, sections 2, 4 and 5), as plain functions so
 * the bar, the no-JavaScript action and the tests share one reading of them.
 */
import type { ColorScheme, Style } from "#protocol/taxonomy.ts";

/** 'Modern, Bold' when styles are chosen, else 'Style'. */
export function styleButtonText(styles: readonly Style[]): string {
  return styles.length > 0 ? styles.join(", ") : "Style";
}

/** 'Dark Colors' when a scheme is chosen, else 'Color'. */
export function colorButtonText(scheme: ColorScheme | null): string {
  return scheme ? `${scheme} Colors` : "Color";
}

/** A prompt is ignored when it is empty after trimming (spec section 5). */
export function isBlankPrompt(text: string): boolean {
  return text.trim().length === 0;
}

/** Logo pages refine the logo they show; everywhere else the prompt starts a new logo. */
export function refinedLogoId(pathname: string): string | null {
  if (!pathname.startsWith("/logo/")) return null;
  const id = pathname.split("/")[2];
  return id ? decodeURIComponent(id) : null;
}

/**
 * What the prompt bar does on a logo page (the page's loader says, as `promptMode`): its
 * maker refines the logo; anyone else starts a logo of their own from it ('personalize'),
 * or, when it is sold, a new logo as on any other page ('new').
 */
export type PromptMode = "refine" | "personalize" | "new";

/** The bar's mode on this path: a logo page's own, a new logo everywhere else. */
export function promptModeAt(pathname: string, logoPageMode: PromptMode | undefined): PromptMode {
  return pathname.startsWith("/logo/") ? (logoPageMode ?? "refine") : "new";
}

export function promptPlaceholder(mode: PromptMode): string {
  if (mode === "refine") return "Change this logo...";
  if (mode === "personalize") return "Describe your own version of this logo...";
  return "Describe your logo...";
}

/** Said when Enter is pressed while a logo is being made: the words wait in the box, not sent. */
export const PROMPT_BUSY_MESSAGE = "Your logo is still being made. Your words are kept: press Enter again once it is ready.";

export function promptLabel(mode: PromptMode): string {
  if (mode === "refine") return "Describe a change to this logo";
  if (mode === "personalize") return "Describe your own version of this logo";
  return "Describe your logo";
}
