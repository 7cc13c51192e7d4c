/**
 * The relay against the stand-in agent, event by event: what a browser receives for every
 * kind of agent behaviour in the protocol and the error catalogue (spec sections 7, 8).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { ROOM_ERRORS } from "#app/server/generations/room/generation-room.ts";
import { agentCalls, chat, chatBody, FULL_EVENT_TYPES, newGenerationId, readAll, types } from "./generation-helpers.ts";
import { fullEvents, STAND_IN_METADATA, type Scenario } from "./stand-in-script.ts";

const db = createDb(env.DB);

async function generate(scenario: Scenario) {
  const id = newGenerationId(scenario.replace(/-/g, ""));
  const started = Date.now();
  const response = await chat(chatBody(id, scenario));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
  const read = await readAll(response);
  return { id, ...read, elapsedMs: Date.now() - started, record: await getGeneration(db, id) };
}

describe("a successful generation through the relay", () => {
  it("passes every event kind through in order, with the final image rewritten to the preview", async () => {
    const { id, events, record } = await generate("full");
    const sent = fullEvents(id);
    expect(types(events)).toEqual(types(sent));
    expect(types(events)).toEqual(FULL_EVENT_TYPES);
    // Everything up to the final image arrives exactly as the agent sent it.
    expect(events.slice(0, 9)).toEqual(sent.slice(0, 9));
    expect(events[9]).toEqual({ type: "final_image", generation_id: id, url: `/api/generations/${id}/preview.png`, hasUrl: true });
    expect(events[10]).toEqual({ type: "final_url", generation_id: id, url: `/api/generations/${id}/preview.png` });
    expect(events[11]).toEqual({ type: "image_complete", generation_id: id });
    const { isWatermarked: _w, hasFullVersion: _h, ...described } = STAND_IN_METADATA;
    expect(events[12]).toEqual({
      type: "done",
      content: "Your logo is ready.",
      metadata: { ...described, isWatermarked: true, hasFullVersion: true },
    });
    expect(record).toMatchObject({ status: "completed", error: null });
    expect((await agentCalls(id)).chat).toBe(1);
  });

  it("looks the metadata up from the agent when done carries none", async () => {
    const { id, events, record } = await generate("no-metadata");
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "done", metadata: { name: "Stand-in Studio", isWatermarked: true, hasFullVersion: true } });
    expect(JSON.stringify(done)).not.toContain("agent.internal"); // the agent's `url` field is dropped
    expect(record?.metadata).toMatchObject({ name: "Stand-in Studio", category: "Abstract" });
    expect((await agentCalls(id)).metadata).toBe(1);
  });

  it("keeps a plain final_image `data` image as the preview", async () => {
    const { id, events, record } = await generate("data-only");
    expect(events.find((event) => event.type === "final_image")).toEqual({
      type: "final_image",
      generation_id: id,
      url: `/api/generations/${id}/preview.png`,
      hasUrl: true,
    });
    expect(record?.status).toBe("completed");
  });
});

describe("agent failures (error catalogue)", () => {
  it("passes image_error through and records the failure", async () => {
    const { events, record } = await generate("image-error");
    expect(types(events)).toEqual(["agent", "chunk", "image_progress", "image_error"]);
    expect(events.at(-1)).toMatchObject({ type: "image_error", error: "The renderer ran out of ink" });
    expect(record).toMatchObject({ status: "failed", error: "Image generation error: The renderer ran out of ink" });
  });

  it("passes an error event through and records the failure", async () => {
    const { events, record } = await generate("error");
    expect(types(events)).toEqual(["agent", "chunk", "image_progress", "error"]);
    expect(events.at(-1)).toEqual({ type: "error", error: "The planner could not read the brief" });
    expect(record).toMatchObject({ status: "failed", error: "The planner could not read the brief" });
  });

  it("turns a connection that drops mid-stream into an error event", async () => {
    const { events, record } = await generate("drop");
    expect(types(events)).toEqual(["agent", "chunk", "image_progress", "error"]);
    expect(events.at(-1)).toEqual({ type: "error", error: ROOM_ERRORS.streamLost });
    expect(record).toMatchObject({ status: "failed", error: ROOM_ERRORS.streamLost });
  });

  it("ignores an agent's garbage (broken JSON, unknown or malformed events, bytes that are not UTF-8) and ends with an error, writing no file", async () => {
    const { id, events, raw, record } = await generate("garbage");
    expect(types(events)).toEqual(["agent", "chunk", "image_progress", "error"]);
    expect(events.at(-1)).toEqual({ type: "error", error: ROOM_ERRORS.streamLost });
    expect(raw).not.toContain("who-knows");
    expect(raw).not.toContain("agent.internal");
    expect(record).toMatchObject({ status: "failed", error: ROOM_ERRORS.streamLost });
    expect((await env.LOGO_FILES.list({ prefix: `generations/${id}/` })).objects).toEqual([]);
  });

  it("leaves nothing half-written when the connection drops: a failed record, no file", async () => {
    const { id, record } = await generate("drop");
    expect(record?.status).toBe("failed");
    expect(record?.metadata ?? null).toBeNull();
    expect((await env.LOGO_FILES.list({ prefix: `generations/${id}/` })).objects).toEqual([]);
  });

  it("turns a stream that ends without done into an error event", async () => {
    const { events, record } = await generate("close-early");
    expect(events.at(-1)).toEqual({ type: "error", error: ROOM_ERRORS.streamLost });
    expect(record?.status).toBe("failed");
  });

  it("ends a stalled generation with an error when the alarm fires, keeping the stream alive meanwhile", async () => {
    const { events, record, keepAlives, elapsedMs } = await generate("stall");
    expect(types(events)).toEqual(["agent", "chunk", "image_progress", "error"]);
    expect(events.at(-1)).toEqual({ type: "error", error: ROOM_ERRORS.stalled });
    expect(record).toMatchObject({ status: "failed", error: ROOM_ERRORS.stalled });
    // GENERATION_STALL_SECONDS is 2 and the keep-alive interval 1 s in the test config.
    expect(elapsedMs).toBeGreaterThanOrEqual(1900);
    expect(keepAlives).toBeGreaterThanOrEqual(1);
  });

  it("uses the error text of a failed agent response's JSON body", async () => {
    const { events, record } = await generate("http-json-error");
    expect(events).toEqual([{ type: "error", error: "The designer is busy right now" }]);
    expect(record).toMatchObject({ status: "failed", error: "The designer is busy right now" });
  });

  it("says 'Failed to connect to agent' when a failed response has no error text", async () => {
    const { events } = await generate("http-text-error");
    expect(events).toEqual([{ type: "error", error: "Failed to connect to agent" }]);
  });

  it("says 'No response body' when the agent answers without one", async () => {
    const { events, record } = await generate("no-body");
    expect(events).toEqual([{ type: "error", error: "No response body" }]);
    expect(record?.status).toBe("failed");
  });
});
