/**
 * The contract between app and agent, end to end: the app's own client (the relay's
 * agent pump, as the GenerationRoom runs it) drives the real agent Worker over a service
 * binding (SELF), and every message the agent sends must be an event of the protocol.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { agentEvent, chatRequest, type AgentEvent } from "#protocol/agent-protocol.ts";
import { readSseData } from "#protocol/sse.ts";
import { refinementMessage } from "#protocol/refinement.ts";
import { agentFetch } from "#app/server/agent/agent-client.ts";
import { pumpAgent } from "#app/server/generations/room/agent-pump.ts";

/** The app's view of the agent: only the AGENT service binding. */
const appEnv = { AGENT: SELF as unknown as Fetcher };

function request(content: string, generationId: string) {
  return chatRequest.parse({ messages: [{ role: "user", content }], generation_id: generationId });
}

describe("the app's client and the agent Worker agree on the protocol", () => {
  it("every message of a generation is a protocol event, read by the pump the room uses", async () => {
    const events: AgentEvent[] = [];
    const outcome = await pumpAgent(appEnv, request('A logo for a bakery called "Crumb"', "gen_1_contract"), new AbortController().signal, {
      onEvent: async (event) => void events.push(event),
      isDone: () => false,
    });
    expect(outcome).toEqual({ kind: "ended", messages: events.length, broken: false });
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(["agent", "chunk", "image_progress", "partial_image", "final_image", "done"]));
    expect(events.at(-1)?.type).toBe("done");
  });

  it("each raw SSE message parses strictly against the event schema", async () => {
    const response = await agentFetch(appEnv, "/agent/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(request(refinementMessage("a logo for a running club called Stride"), "gen_2_contract")),
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    let count = 0;
    for await (const data of readSseData(response.body!)) {
      const parsed = agentEvent.safeParse(JSON.parse(data));
      expect(parsed.success, data.slice(0, 200)).toBe(true);
      count++;
    }
    expect(count).toBeGreaterThan(5);
  });

  it("a request the contract refuses is refused by the agent with a JSON error, not a stream", async () => {
    const response = await agentFetch(appEnv, "/agent/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "   " }] }),
    });
    expect(response.status).toBe(400);
    expect(chatRequest.safeParse({ messages: [{ role: "user", content: "   " }] }).success).toBe(false);
    expect(((await response.json()) as { error?: string }).error).toBeTruthy();
  });
});
