/**
 * A refinement (marketplace spec, sections 4 and 5): a new generated logo whose parent is
 * the logo on screen, sent to the agent with the parent's picture, recorded in the
 * parent's revision group.
 */
import { AGENT_ERRORS, imageAsDataUrl } from "./relay-client.ts";
import { addGeneratedLogo, createPlaceholder, recordRefinement, type GeneratedLogo } from "./generated-logos.ts";
import { rememberPreparedImages } from "./generation-runner.ts";
import { refinementMessage } from "#protocol/refinement.ts";

/** The logo being refined, as the page knows it. */
export type RefinementParent =
  | { kind: "catalogue"; id: string; name: string; imageUrl: string }
  | { kind: "generated"; logo: GeneratedLogo };

export type RefinementResult = { ok: true; logo: GeneratedLogo } | { ok: false; error: string };

/**
 * Said when someone asks to change a generated logo that is not theirs (a shared link):
 * its design is its maker's (docs/decisions/0016), so the page says so before anything
 * starts, and the relay answers the same if asked anyway.
 */
export const NOT_YOURS_TO_CHANGE = "You can only change your own logos.";

export async function startRefinement(parent: RefinementParent | null, message: string): Promise<RefinementResult> {
  if (!parent) return { ok: false, error: AGENT_ERRORS.noLogo };
  const parentId = parent.kind === "catalogue" ? parent.id : parent.logo.id;
  const parentImage = parent.kind === "catalogue" ? parent.imageUrl : parent.logo.image;
  if (!parentImage) return { ok: false, error: AGENT_ERRORS.noLogo };

  // The agent works from the picture itself: prepare it before anything is recorded.
  let image: string;
  try {
    image = await imageAsDataUrl(parentImage);
  } catch {
    return { ok: false, error: AGENT_ERRORS.prepareImage };
  }

  const logo = createPlaceholder({
    prompt: message,
    generationPrompt: refinementMessage(message),
    parentLogoId: parentId,
    browseLogo: parent.kind === "catalogue" ? { url: new URL(parent.imageUrl, window.location.href).href, name: parent.name } : null,
  });
  rememberPreparedImages(logo.id, [image]);
  const group = recordRefinement(parentId, logo.id, parent.kind === "catalogue");
  const refinement = { ...logo, revisionGroupId: group.id };
  addGeneratedLogo(refinement);
  return { ok: true, logo: refinement };
}
