/**
 * What a logo page does with a prompt sent from the bar (marketplace spec, sections 4 and
 * 5): its maker refines the logo on screen; anyone else starts a logo of their own from
 * it. Loaded when a prompt is sent, not with the page.
 */
import type { PersonalizationLogo } from "./app-events.ts";
import { addGeneratedLogo, createPlaceholder, type GeneratedLogo } from "./generated-logos.ts";
import type { LogoVersion } from "./logo-versions.ts";
import type { PromptMode } from "./prompt.ts";
import { startRefinement, type RefinementParent } from "./refine.ts";

/** Someone else's logo still being made: nothing to start from yet. */
const NOT_FINISHED = "That logo is not finished yet. Try again in a moment.";

export type PromptOutcome =
  | { kind: "notice"; text: string }
  /** A new logo of the visitor's own (`refinement: false`), or a refinement on its own page. */
  | { kind: "open"; logoId: string; refinement: boolean }
  /** A refinement of a catalogue logo: a new version of this page. */
  | { kind: "version"; logoId: string };

export async function answerPrompt(input: { pageId: string; pageKind: "catalogue" | "generated"; promptMode: PromptMode; current: LogoVersion | undefined; origin: string; message: string }): Promise<PromptOutcome> {
  const { pageId, current, message } = input;
  if (input.promptMode === "personalize" && current?.kind === "generated" && current.logo) {
    const { logo } = current;
    if (logo.isGenerating || !logo.image) return { kind: "notice", text: NOT_FINISHED };
    const reference = { id: pageId, name: logo.name, image: `/api/logos/${pageId}/preview.png`, bgColor: logo.bgColor, category: logo.category, tags: logo.tags, isGenerated: true };
    return { kind: "open", logoId: startFromLogo(reference, message).id, refinement: false };
  }
  const result = await startRefinement(refinementParent(current, input.origin), message);
  if (!result.ok) return { kind: "notice", text: result.error };
  return input.pageKind === "catalogue" ? { kind: "version", logoId: result.logo.id } : { kind: "open", logoId: result.logo.id, refinement: true };
}

/**
 * A logo of one's own started from someone else's (a shared link): a new logo with it as
 * the reference. The browser names it by id and sends its public picture; the server
 * gives the agent its design (never the browser).
 */
function startFromLogo(reference: PersonalizationLogo, message: string): GeneratedLogo {
  const logo = createPlaceholder({ prompt: message, generationPrompt: message, references: [reference] });
  addGeneratedLogo(logo);
  return logo;
}

function refinementParent(version: LogoVersion | undefined, origin: string): RefinementParent | null {
  if (!version) return null;
  if (version.kind === "catalogue") return { kind: "catalogue", id: version.id, name: version.logo.name, imageUrl: `${origin}${version.logo.image}` };
  return version.logo && !version.logo.isGenerating && !version.logo.error ? { kind: "generated", logo: version.logo } : null;
}
