/**
 * The agent protocol on the app's own origin (marketplace spec, section 7): browsers call
 * these routes, never the agent, whose address stays private. Generations go through
 * their GenerationRoom; metadata and clear-context go to the agent directly.
 *
 *   POST /agent/chat           SSE: the generation's events (history first, then live)
 *   POST /agent/chat/sync      JSON once the generation has ended
 *   GET  /logo/metadata        { success, metadata } from D1, else from the agent; owner only
 *   POST /agent/clear-context  relayed; always 200, harmless without an agent
 */
import { Hono, type Context } from "hono";
import { ensureVisitor, type Visitor } from "#app/server/visitor.server.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { logoMetadata, parseAgentEvent, type LogoMetadataEvent } from "#protocol/agent-protocol.ts";
import type { AppBindings } from "./env.ts";
import { AGENT_UNREACHABLE, agentErrorText, agentFetch } from "#app/server/agent/agent-client.ts";
import { browserMetadata } from "#app/server/generations/browser-events.ts";
import { GENERATION_ID, newGenerationId } from "#protocol/ids.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { parentDesign, referenceDesigns } from "#app/server/generations/parent-design.server.ts";
import { readChatRequest, type RelayChatRequest, type ServerDesigns } from "#app/server/generations/chat-request.ts";
import { openGeneration, roomFor } from "#app/server/generations/rooms.ts";
import { DELETED_MESSAGE, NOT_YOURS_MESSAGE } from "#app/server/generations/room/messages.ts";
import { owns, ownerOf } from "#app/server/auth/owner.server.ts";
import { readSseData } from "#protocol/sse.ts";

export const relay = new Hono<AppBindings>();

relay.post("/agent/chat", async (c) => {
  const visitor = await ensureVisitor(c.req.raw);
  const response = await startOrJoin(c, visitor);
  return withVisitorCookie(response, visitor);
});

relay.post("/agent/chat/sync", async (c) => {
  const visitor = await ensureVisitor(c.req.raw);
  const response = await startOrJoin(c, visitor);
  if (!isEventStream(response)) return withVisitorCookie(response, visitor);
  return withVisitorCookie(Response.json(await summarize(response), { headers: { "Cache-Control": "no-store" } }), visitor);
});

relay.get("/logo/metadata", async (c) => {
  const generationId = c.req.query("generation_id") ?? "";
  if (!GENERATION_ID.test(generationId)) {
    return c.json({ success: false, error: "generation_id looks like gen_{time}_{random}." }, 400);
  }
  const db = c.get("db");
  const requester = await ownerOf(db, c.req.raw);
  const record = await getGeneration(db, generationId);
  // Only its owner learns anything of a generation; to anyone else it does not exist.
  if (!record || !owns(record, requester)) {
    // A deleted logo's metadata goes with it, though the agent may still remember it.
    if (!record && (await roomFor(c.env.GENERATION_ROOM, generationId).isDeletedFor(requester))) {
      return c.json({ success: false, error: DELETED_MESSAGE }, 404, { "Cache-Control": "no-store" });
    }
    return c.json({ success: false, error: NOT_YOURS_MESSAGE }, 404, { "Cache-Control": "no-store" });
  }
  if (record.status === "completed" && record.metadata) {
    return c.json({ success: true, metadata: browserMetadata(record.metadata) }, 200, { "Cache-Control": "no-store" });
  }
  if (record.status === "failed") {
    return c.json({ success: false, error: "This logo's generation failed, so it has no metadata." }, 404);
  }
  // Still generating (or completed without metadata): the agent may know it.
  try {
    const response = await agentFetch(c.env, `/logo/metadata?generation_id=${encodeURIComponent(generationId)}`);
    if (!response.ok) {
      return c.json({ success: false, error: await agentErrorText(response) }, response.status === 404 ? 404 : 502);
    }
    const body = (await response.json()) as { success?: unknown; metadata?: unknown };
    const metadata = logoMetadata.partial().safeParse(body.metadata);
    if (body.success === false || !metadata.success) {
      return c.json({ success: false, error: "The designer has no metadata for this logo yet." }, 404);
    }
    // Only the protocol's fields go back (the agent's original `url` field is dropped).
    return c.json({ success: true, metadata: browserMetadata(metadata.data) }, 200, {
      "Cache-Control": "no-store",
    });
  } catch {
    return c.json({ success: false, error: AGENT_UNREACHABLE }, 502);
  }
});

relay.post("/agent/clear-context", async (c) => {
  // A courtesy to the agent when a logo page opens; nothing on the page depends on it.
  try {
    const response = await agentFetch(c.env, "/agent/clear-context", { method: "POST" });
    if (response.ok) return c.json({ success: true });
    return c.json({ success: false, error: await agentErrorText(response) });
  } catch {
    return c.json({ success: false, error: AGENT_UNREACHABLE });
  }
});

const ROUTES: Record<string, string> = {
  "/agent/chat": "POST",
  "/agent/chat/sync": "POST",
  "/agent/clear-context": "POST",
  "/logo/metadata": "GET",
};

relay.all("/agent/*", (c) => {
  const allowed = ROUTES[c.req.path];
  if (!allowed) return c.json({ error: "Not found" }, 404);
  return c.json({ error: `Use ${allowed} for ${c.req.path}.` }, 405, { Allow: allowed });
});

relay.on(["POST", "PUT", "PATCH", "DELETE"], "/logo/metadata", (c) =>
  c.json({ error: "Use GET for /logo/metadata." }, 405, { Allow: "GET" }),
);

/**
 * Validates the request, looks up a refinement's parent design (refused before anything
 * starts when the parent is not the requester's) or a personalization's reference designs,
 * then hands it to its generation's room.
 */
async function startOrJoin(c: Context<AppBindings>, visitor: Visitor): Promise<Response> {
  const parsed = await readChatRequest(c.req.raw);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: parsed.status });
  const db = c.get("db");
  const userId = (await userOfRequest(db, c.req.raw))?.id ?? null;
  const owner = { visitorId: visitor.id, userId };
  const parent = parentOf(parsed.request);
  const designs: ServerDesigns = {};
  if (parent) {
    const found = await parentDesign(db, owner, parent);
    if (!found.ok) return Response.json({ error: found.error }, { status: found.status, headers: { "Cache-Control": "no-store" } });
    designs.design = found.design;
  } else if (parsed.request.reference_logo_ids?.length) {
    designs.referenceDesigns = await referenceDesigns(db, owner, parsed.request.reference_logo_ids);
  }
  // Generation ids are the server's: a request without one gets one here; one it names
  // must have been issued (POST /api/generations), which its room checks.
  const generationId = parsed.request.generation_id ?? newGenerationId();
  return openGeneration(c.env.GENERATION_ROOM, {
    request: { ...parsed.request, generation_id: generationId },
    serverMinted: !parsed.request.generation_id,
    visitorId: visitor.id,
    userId,
    ip: c.req.header("CF-Connecting-IP") ?? "unknown",
    designs,
  });
}

/** The logo a refinement names, if it names one. */
function parentOf(request: RelayChatRequest) {
  if (request.parent_generation_id) return { generationId: request.parent_generation_id };
  if (request.parent_catalogue_id) return { catalogueId: Number(request.parent_catalogue_id) };
  return null;
}

function isEventStream(response: Response): boolean {
  return response.ok && (response.headers.get("Content-Type") ?? "").startsWith("text/event-stream");
}

export interface SyncAnswer {
  success: boolean;
  generation_id: string;
  /** `done.content` */
  content: string;
  /** The watermarked preview, as in `final_image`. */
  url?: string;
  hasUrl?: boolean;
  metadata?: Partial<LogoMetadataEvent>;
  error?: string;
}

/** Reads the room's stream to its end and answers what a browser would have seen. */
async function summarize(response: Response): Promise<SyncAnswer> {
  const answer: SyncAnswer = { success: false, generation_id: response.headers.get("X-Generation-Id") ?? "", content: "" };
  let failure: string | null = null;
  for await (const data of readSseData(response.body!)) {
    const event = parseAgentEvent(data);
    if (!event) continue;
    if (event.type === "final_image") Object.assign(answer, { url: event.url, hasUrl: event.hasUrl });
    else if (event.type === "done") Object.assign(answer, { success: true, content: event.content, metadata: event.metadata });
    else if (event.type === "error") failure = event.error;
    else if (event.type === "image_error") failure = `Image generation error: ${event.error}`;
  }
  if (!answer.success) answer.error = failure ?? "The generation ended without a logo.";
  return answer;
}

function withVisitorCookie(response: Response, visitor: Visitor): Response {
  if (!visitor.setCookie) return response;
  const answer = new Response(response.body, response);
  answer.headers.append("Set-Cookie", visitor.setCookie);
  return answer;
}
