/**
 * Talking to the app's relay the way a browser does, for the generation tests.
 */
import { env, SELF } from "cloudflare:test";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { readSseData } from "#protocol/sse.ts";
import type { Scenario } from "./stand-in-script.ts";
import { GENERATION_ID } from "#protocol/ids.ts";
import { roomFor } from "#app/server/generations/rooms.ts";
import { visitorIdFor } from "#app/server/visitor.server.ts";
import { TOKEN_PATTERN } from "#app/server/tokens.server.ts";

let counter = 0;

/** A fresh generation id in the server's shape, named by the test (chat() has it issued). */
export function newGenerationId(label = "t"): string {
  counter++;
  return `gen_${Date.now()}_${label}${counter}${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The visitor cookie of the browser that owns a generation: one per id, so a test's
 * requests for the same id come from the same browser (only the owner may watch a
 * generation) while different tests do not share a visitor's rate limit.
 */
export function ownerOf(generationId: string): string {
  return ("v".repeat(43) + generationId.replace(/[^A-Za-z0-9]/g, "")).slice(-43);
}

/** A distinct client address per call, so tests do not share the per-IP rate limit. */
export function randomIp(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function promptFor(scenario: Scenario, text = "A logo for a mountain coffee roaster"): string {
  return `[scenario:${scenario}] ${text}`;
}

export interface ChatOptions {
  /** The visitor cookie's value to send (none: a first visit). */
  visitor?: string;
  ip?: string;
  path?: "/agent/chat" | "/agent/chat/sync";
  signal?: AbortSignal;
}

/**
 * Posts a chat as a browser does. The server alone mints generation ids: a browser asks
 * POST /api/generations for one first. A test names its ids itself (ownerOf, replays by
 * id), so this tells the id's room that it was issued to the posting visitor, as that
 * route does; a room that has an owner keeps it. Without a visitor, the one ownerOf
 * gives the id. Tests of the refusal itself post with SELF.fetch.
 */
export async function chat(body: unknown, options: ChatOptions = {}): Promise<Response> {
  const generationId = typeof body === "object" && body !== null ? (body as { generation_id?: unknown }).generation_id : undefined;
  const visitor = options.visitor ?? (typeof generationId === "string" ? ownerOf(generationId) : undefined);
  if (typeof generationId === "string" && GENERATION_ID.test(generationId) && visitor && TOKEN_PATTERN.test(visitor)) {
    await roomFor(env.GENERATION_ROOM, generationId).issue({ visitorId: await visitorIdFor(visitor), userId: null });
  }
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "CF-Connecting-IP": options.ip ?? randomIp(),
  };
  if (visitor) headers.Cookie = `visitor=${visitor}`;
  return SELF.fetch(`http://localhost${options.path ?? "/agent/chat"}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: options.signal,
  });
}

/** GET /logo/metadata as a browser with that visitor cookie (none: a stranger without one). */
export function logoMetadata(generationId: string, visitor?: string): Promise<Response> {
  return SELF.fetch(`http://localhost/logo/metadata?generation_id=${encodeURIComponent(generationId)}`, {
    headers: visitor ? { Cookie: `visitor=${visitor}` } : {},
  });
}

export function chatBody(generationId: string, scenario: Scenario, extra: Record<string, unknown> = {}) {
  return { messages: [{ role: "user", content: promptFor(scenario) }], generation_id: generationId, ...extra };
}

export interface ReadStream {
  events: AgentEvent[];
  /** Everything the browser received, byte for byte (as text). */
  raw: string;
  keepAlives: number;
}

/** Reads an SSE response to its end. */
export async function readAll(response: Response): Promise<ReadStream> {
  const [forEvents, forRaw] = response.body!.tee();
  const rawText = new Response(forRaw).text();
  const events: AgentEvent[] = [];
  for await (const data of readSseData(forEvents)) events.push(JSON.parse(data) as AgentEvent);
  const raw = await rawText;
  return { events, raw, keepAlives: raw.split(": keep-alive").length - 1 };
}

/** Reads `count` events, then leaves (cancels the stream) like a closed tab. */
export async function readThenLeave(response: Response, count: number): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  const iterator = readSseData(response.body!);
  for await (const data of iterator) {
    events.push(JSON.parse(data) as AgentEvent);
    if (events.length >= count) break; // `break` cancels the body through the generator's finally
  }
  return events;
}

export async function agentCalls(
  generationId: string,
): Promise<{ chat: number; metadata: number; clearContext: number; design?: unknown; reference_designs?: unknown; avoid_marks?: string[]; avoid_ideas?: string[]; earlier_marks?: string[]; earlier_ideas?: string[]; earlier_layouts?: string[]; history?: string[] }> {
  const response = await env.AGENT.fetch(`https://agent/__calls?generation_id=${encodeURIComponent(generationId)}`);
  return response.json();
}

/** The event types of the stand-in's "full" and "slow" scenarios, in the order sent. */
export const FULL_EVENT_TYPES = [
  "agent",
  "chunk",
  "handoff_to",
  "streaming_image",
  "image_progress",
  "partial_image",
  "image_progress",
  "partial_image",
  "image_progress",
  "final_image",
  "final_url",
  "image_complete",
  "done",
];

export function types(events: AgentEvent[]): string[] {
  return events.map((event) => event.type);
}

/** Waits until `check` returns a value (polling), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for a condition");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
