/**
 * The agent pump: one call of the agent's chat, its event stream read to the end and each
 * protocol event handed to the room. It belongs to the room, not to any browser: a browser
 * that leaves does not stop it. Messages that are not protocol events are skipped (and
 * counted), so a confused agent cannot break a generation by itself.
 */
import { parseAgentEvent, type AgentEvent } from "#protocol/agent-protocol.ts";
import { readSseData } from "#protocol/sse.ts";
import { AGENT_UNREACHABLE, agentErrorText, agentFetch, AgentUnavailableError, NO_RESPONSE_BODY, type AgentEnv } from "#app/server/agent/agent-client.ts";

/** How a pump ended: the agent refused or was unreachable, or its stream ended (maybe broken). */
export type PumpOutcome =
  | { kind: "refused"; error: string }
  | { kind: "ended"; messages: number; broken: boolean };

export interface PumpHandlers {
  /** One protocol event, in order; the next is read only after this resolves. */
  onEvent(event: AgentEvent): Promise<void>;
  /** True once the room has its outcome: the pump stops reading. */
  isDone(): boolean;
  /** Any message arrived, event or not: the agent is alive (the stall alarm counts from here). */
  onMessage?(): void;
}

/** Calls the agent's chat with `body` and feeds the room until the stream ends. */
export async function pumpAgent(env: AgentEnv, body: unknown, signal: AbortSignal, handlers: PumpHandlers): Promise<PumpOutcome> {
  let response: Response;
  try {
    response = await agentFetch(env, "/agent/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    return { kind: "refused", error: error instanceof AgentUnavailableError ? error.message : AGENT_UNREACHABLE };
  }
  if (!response.ok) return { kind: "refused", error: await agentErrorText(response) };
  if (!response.body) return { kind: "refused", error: NO_RESPONSE_BODY };
  return readEvents(response.body, handlers);
}

/** Reads an agent's SSE stream into the handlers. */
export async function readEvents(body: ReadableStream<Uint8Array>, handlers: PumpHandlers): Promise<PumpOutcome> {
  let messages = 0;
  try {
    for await (const data of readSseData(body)) {
      if (handlers.isDone()) break;
      messages++;
      handlers.onMessage?.();
      const event = parseAgentEvent(data);
      if (!event) {
        console.warn("GenerationRoom: ignored a message that is not a protocol event");
        continue;
      }
      await handlers.onEvent(event);
      if (handlers.isDone()) break;
    }
  } catch {
    return { kind: "ended", messages, broken: true };
  }
  return { kind: "ended", messages, broken: false };
}
