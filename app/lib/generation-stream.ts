/**
 * A generation's stream (generation-runner.ts starts it): asks the relay for its event
 * stream and writes what arrives (progress, partial image, final image, metadata, errors)
 * into the stored logo, which every page reads. A stream that breaks is joined again, and
 * the server's room replays what was missed, so a reload or a dropped connection loses
 * nothing.
 */
import type { AgentEvent, ChatRequest } from "#protocol/agent-protocol.ts";
import { AGENT_ERRORS, AgentError, fetchLogoMetadata, imageAsDataUrl, issueGenerationId, streamChat } from "./relay-client.ts";
import { assignGenerationId, readGeneratedLogo, updateGeneratedLogo, type GeneratedLogo } from "./generated-logos.ts";
import { CATALOGUE_ID } from "#protocol/ids.ts";

const PERSONALIZATION_ERROR = "Error preparing logos for personalization. Please try again.";
const CONNECTION_LOST = "The connection to the design agent was lost. Please try again.";
/** Joins after a broken stream or a refused connection: 0.5, 1, 2 and 4 s apart. */
const RECONNECT_ATTEMPTS = 4;

/**
 * A page being left (reload, navigation away) aborts its streams. That is no failure:
 * the server goes on, and the next page joins again. Nothing is written meanwhile.
 */
let leavingPage = false;
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => (leavingPage = true));
  window.addEventListener("pageshow", () => (leavingPage = false));
}

/**
 * The protocol's request plus the relay's own fields. A refinement names its parent by id
 * (a generation, or a catalogue logo), a personalization its reference logos; the server
 * looks their designs up and sends them to the agent, so a design never passes through the
 * browser (docs/decisions/0016).
 */
type RelayChatRequest = Omit<ChatRequest, "design" | "reference_designs"> & {
  logo_id?: string;
  parent_generation_id?: string;
  parent_catalogue_id?: string;
  reference_logo_ids?: string[];
  revision_group_id?: string;
};

async function requestFor(logo: GeneratedLogo, prepared: string[] | undefined): Promise<RelayChatRequest> {
  let images = prepared;
  if (!images) {
    const sources = logo.parentLogoId ? [parentImageUrl(logo)] : (logo.referenceLogos ?? []).map((reference) => reference.image);
    images = await Promise.all(sources.filter((url): url is string => Boolean(url)).map(imageAsDataUrl));
  }
  const parent = logo.parentLogoId ? readGeneratedLogo(logo.parentLogoId) : null;
  return {
    messages: [{ role: "user", content: logo.generationPrompt, ...(images.length > 0 ? { images } : {}) }],
    // None yet: the server issues it when the generation starts (generate()).
    ...(logo.generationId ? { generation_id: logo.generationId } : {}),
    ...(logo.browseLogo ? { browse_logo_url: logo.browseLogo.url, browse_logo_name: logo.browseLogo.name } : {}),
    // Recorded with the server's generation (docs/generation-api.md), not sent to the agent.
    logo_id: logo.id,
    ...(parent ? { parent_generation_id: parent.generationId } : {}),
    ...(logo.browseLogo && logo.parentLogoId && CATALOGUE_ID.test(logo.parentLogoId) ? { parent_catalogue_id: logo.parentLogoId } : {}),
    ...(!logo.parentLogoId && logo.referenceLogos?.length ? { reference_logo_ids: logo.referenceLogos.filter((reference) => reference.image).map((reference) => reference.id) } : {}),
    ...(logo.revisionGroupId ? { revision_group_id: logo.revisionGroupId } : {}),
  };
}

function parentImageUrl(logo: GeneratedLogo): string | null {
  if (logo.browseLogo) return logo.browseLogo.url;
  return logo.parentLogoId ? (readGeneratedLogo(logo.parentLogoId)?.image ?? null) : null;
}

/**
 * The browser's visitor cookie, made sure of once per page before any generation starts:
 * only a generation's owner may watch it, so the browser must hold the cookie before the
 * room learns who owns the generation. Without it (the page is unloading, the network
 * failed) no generation starts: one started by a browser that never got its cookie would
 * be a stranger's to that same browser after a reload.
 */
let visitorCookie: Promise<void> | null = null;
function ensureVisitorCookie(): Promise<void> {
  visitorCookie ??= fetch("/api/visitor", { method: "POST" }).then(
    (response) => {
      if (!response.ok) throw new AgentError(CONNECTION_LOST, response.status, true);
    },
    () => {
      throw new AgentError(CONNECTION_LOST, undefined, true);
    },
  );
  visitorCookie.catch(() => (visitorCookie = null));
  return visitorCookie;
}

/** Runs one generation to its end; `prepared`: the pictures a refinement prepared already. */
export async function generate(placeholder: GeneratedLogo, prepared: string[] | undefined) {
  let logo = placeholder;
  let request: RelayChatRequest;
  try {
    request = await requestFor(logo, prepared);
  } catch {
    fail(logo.id, logo.parentLogoId ? AGENT_ERRORS.prepareImage : PERSONALIZATION_ERROR);
    return;
  }

  let lastError: string = CONNECTION_LOST;
  for (let attempt = 0; attempt <= RECONNECT_ATTEMPTS; attempt += 1) {
    let ended = false;
    // Every (re)join replays the room's history from the start: the narration is written
    // by position, so a replayed line lands where it was and nothing is said twice.
    const said: Said = { lines: 0, metadata: null, done: false };
    try {
      await ensureVisitorCookie();
      if (leavingPage) return;
      if (!request.generation_id) {
        // Stored before the stream starts: a reload from here on joins this generation.
        const generationId = await issueGenerationId();
        if (leavingPage) return;
        assignGenerationId(logo.id, generationId);
        logo = { ...logo, generationId };
        request = { ...request, generation_id: generationId };
      }
      await streamChat(request, (event) => {
        if (!leavingPage && apply(logo, event, said)) ended = true;
      });
    } catch (error) {
      if (leavingPage) return;
      const transient = error instanceof AgentError && error.transient;
      if (!transient) {
        // The relay answered and refused (a 4xx, a 429, no body): trying again will not help.
        fail(logo.id, error instanceof AgentError ? error.message : AGENT_ERRORS.connect);
        return;
      }
      lastError = error.message;
    }
    if (ended) {
      if (said.done) await finish(logo, said);
      return;
    }
    if (leavingPage) return;
    // The stream broke or closed before the end: the room still runs. Join it again; it
    // replays what was missed.
    if (attempt < RECONNECT_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
  }
  fail(logo.id, lastError);
}

/** What one joining of the stream has applied: narration lines, the metadata's request, the end. */
interface Said {
  lines: number;
  metadata: Promise<void> | null;
  done: boolean;
}

/** Applies one event to the stored logo; true when the generation has ended. */
function apply(logo: GeneratedLogo, event: AgentEvent, said: Said): boolean {
  switch (event.type) {
    case "chunk": {
      const line = event.content.trim();
      if (!line) return false;
      const narration = [...(readGeneratedLogo(logo.id)?.narration ?? [])];
      narration[said.lines] = line;
      said.lines += 1;
      updateGeneratedLogo(logo.id, { narration: narration.slice(0, said.lines > narration.length ? said.lines : narration.length) });
      return false;
    }
    case "image_progress": {
      const current = readGeneratedLogo(logo.id)?.generationProgress ?? 0;
      updateGeneratedLogo(logo.id, { generationProgress: Math.max(current, Math.min(100, Math.round(event.progress))) });
      return false;
    }
    case "partial_image":
      updateGeneratedLogo(logo.id, { partialImage: event.data });
      return false;
    case "final_image": {
      const image = event.hasUrl && event.url ? event.url : event.data;
      if (image) updateGeneratedLogo(logo.id, { image, generationProgress: 100 });
      said.metadata = loadMetadata(logo);
      return false;
    }
    case "final_url":
      updateGeneratedLogo(logo.id, { image: event.url, generationProgress: 100 });
      return false;
    case "image_error":
      fail(logo.id, `Image generation error: ${event.error}`);
      return true;
    case "error":
      fail(logo.id, event.error);
      return true;
    case "done":
      said.done = true;
      return true;
    default:
      return false;
  }
}

/**
 * The stream's end. The logo is finished once its metadata is in (or could not be had,
 * spec section 8): a page left before then rejoins the room, which replays the final
 * image, and asks again, so no finished logo keeps its prompt for a name.
 */
async function finish(logo: GeneratedLogo, said: Said) {
  if (!readGeneratedLogo(logo.id)?.image) {
    fail(logo.id, "The design agent finished without a logo. Please try again.");
    return;
  }
  await said.metadata;
  if (!leavingPage) updateGeneratedLogo(logo.id, { isGenerating: false, generationProgress: 100, partialImage: null });
}

async function loadMetadata(logo: GeneratedLogo) {
  try {
    const metadata = await fetchLogoMetadata(logo.generationId);
    updateGeneratedLogo(logo.id, {
      name: metadata.name || logo.name,
      description: metadata.description || logo.description,
      tags: [...new Set([...logo.tags, ...metadata.tags])],
      bgColor: metadata.bgColor || logo.bgColor,
      isWatermarked: metadata.isWatermarked,
      hasFullVersion: metadata.hasFullVersion,
      metadataError: null,
    });
  } catch {
    // The logo is complete without it (spec section 8).
    updateGeneratedLogo(logo.id, { metadataError: AGENT_ERRORS.metadata });
  }
}

function fail(logoId: string, error: string) {
  if (leavingPage) return;
  updateGeneratedLogo(logoId, { isGenerating: false, error });
}
