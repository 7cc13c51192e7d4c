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

/**
 * The text sent to the agent: the visitor's words, then a line for the chosen styles
 * and one for the colour scheme (spec section 4, 'Prompt submission').
 */
export function composePrompt(text: string, styles: readonly Style[], scheme: ColorScheme | null): string {
  const lines = [text.trim()];
  if (styles.length > 0) lines.push(`The logo should represent these styles: ${styles.join(", ")}`);
  if (scheme) lines.push(`The logo should use ${scheme.toLowerCase()} colors`);
  return lines.join("\n");
}


/** Logo pages refine the logo they show; everywhere else the prompt starts a new logo. */
export function refinedLogoId(pathname: string): string | null {
  if (!pathname.startsWith("/logo/")) return null;
  const id = pathname.split("/")[2];
  return id ? decodeURIComponent(id) : null;
}

export function promptPlaceholder(pathname: string): string {
  return pathname.startsWith("/logo/") ? "Change this logo..." : "Describe your logo...";
}
