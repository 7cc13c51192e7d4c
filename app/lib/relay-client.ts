/**
 * The browser's side of the agent protocol (marketplace spec, section 7), spoken to the
 * app's own origin (the relay): POST /api/generations for a new generation's id, POST
 * /agent/chat as a server-sent event stream, GET
 * /logo/metadata with the spec's retries (POST /agent/clear-context is agent-context.ts,
 * on every logo page). Errors carry the spec's texts (section 8).
 */
import type { AgentEvent, ChatRequest, LogoMetadataEvent } from "#protocol/agent-protocol.ts";
import { readEventData } from "#protocol/sse.ts";
import { METADATA_RETRY_ATTEMPTS, METADATA_RETRY_DELAY_MS } from "./ui.ts";

export const AGENT_ERRORS = {
  connect: "Failed to connect to agent",
  noBody: "No response body",
  metadata: "Failed to fetch logo metadata",
  prepareImage: "Failed to prepare image for refinement",
  noLogo: "No logo selected",
} as const;

export class AgentError extends Error {
  constructor(
    message: string,
    /** The HTTP status when the relay answered with one (429 tells the page to wait). */
    readonly status?: number,
    /** The network failed (no answer, or the stream broke): worth trying again. */
    readonly transient = false,
  ) {
    super(message);
  }
}

/**
 * Sends a chat and hands each event to `onEvent` as it arrives. Resolves when the stream
 * ends (normally after `done` or an error event); rejects with an AgentError when the
 * relay cannot be reached or refuses the request.
 */
export async function streamChat(request: ChatRequest, onEvent: (event: AgentEvent) => void, signal?: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/agent/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AgentError(AGENT_ERRORS.connect, undefined, true);
  }
  if (!response.ok) throw new AgentError(await errorText(response), response.status);
  if (!response.body) throw new AgentError(AGENT_ERRORS.noBody);

  try {
    for await (const event of readEventData<AgentEvent>(response.body)) onEvent(event);
  } catch (error) {
    if (signal?.aborted) throw error;
    // The connection broke mid-stream: the generation goes on on the server.
    throw new AgentError(AGENT_ERRORS.connect, undefined, true);
  }
}

/**
 * A new generation id from the server, which alone mints them (docs/decisions/0406): it
 * is issued to this browser (and account), and only they may start it.
 */
export async function issueGenerationId(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/generations", { method: "POST" });
  } catch {
    throw new AgentError(AGENT_ERRORS.connect, undefined, true);
  }
  if (!response.ok) throw new AgentError(await errorText(response), response.status, response.status >= 500);
  const body = (await response.json().catch(() => ({}))) as { generation_id?: unknown };
  if (typeof body.generation_id !== "string" || !body.generation_id) throw new AgentError(AGENT_ERRORS.connect, response.status, true);
  return body.generation_id;
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // not JSON
  }
  return AGENT_ERRORS.connect;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The logo's metadata, tried up to three times a second apart (spec section 9). */
export async function fetchLogoMetadata(generationId: string): Promise<LogoMetadataEvent> {
  for (let attempt = 1; attempt <= METADATA_RETRY_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(`/logo/metadata?generation_id=${encodeURIComponent(generationId)}`);
      if (response.ok) {
        const body = (await response.json()) as { success?: boolean; metadata?: LogoMetadataEvent };
        if (body.success && body.metadata) return body.metadata;
      }
    } catch {
      // try again
    }
    if (attempt < METADATA_RETRY_ATTEMPTS) await pause(METADATA_RETRY_DELAY_MS);
  }
  throw new AgentError(AGENT_ERRORS.metadata);
}

/** A same-origin picture as a base64 data URL, for the agent's `images`. */
export async function imageAsDataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
