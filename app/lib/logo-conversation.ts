/**
 * Whether a logo page has a conversation with the design agent to show: a version whose
 * maker's words or the agent's are known (a logo seen from a shared link carries none of
 * its maker's words: nothing to show).
 */
import type { LogoVersion } from "./logo-versions.ts";

export function saidSomething(version: LogoVersion, narrations: Record<string, string[]>): boolean {
  return (
    version.kind === "generated" &&
    Boolean(version.logo && (version.logo.prompt || version.logo.generationPrompt || version.logo.narration?.length || narrations[version.id]?.length || version.logo.isGenerating))
  );
}

export function hasConversation(versions: readonly LogoVersion[], narrations: Record<string, string[]>): boolean {
  return versions.some((version) => saidSomething(version, narrations));
}
