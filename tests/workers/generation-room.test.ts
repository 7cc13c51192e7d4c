/**
 * The GenerationRoom's promises (issue 4, ARCHITECTURE "GenerationRoom"): one agent call
 * per id, replay for late and returning browsers, generations that outlive their
 * browsers, the stall alarm, and a retry after a failure.
 */
import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { visitorIdFor } from "#app/server/visitor.server.ts";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { HISTORY_DETAIL_MS, ROOM_ERRORS, type GenerationRoom } from "#app/server/generations/room/generation-room.ts";
import { roomFor } from "#app/server/generations/rooms.ts";
import { agentCalls, chat, chatBody, eventually, FULL_EVENT_TYPES, newGenerationId, ownerOf, readAll, readThenLeave, types } from "./generation-helpers.ts";

const db = createDb(env.DB);
const room = (id: string) => roomFor(env.GENERATION_ROOM, id);
const snapshot = (id: string) => runInDurableObject(room(id), (instance: GenerationRoom) => instance.snapshot());
/** Moves the remembered end of a generation back past the day its detail is kept. */
const endedADayAgo = (id: string) =>
  runInDurableObject(room(id), (_instance, state) => state.storage.put("endedAt", Date.now() - HISTORY_DETAIL_MS - 1));

describe("one agent call per generation id", () => {
  it("makes one agent call for 50 simultaneous requests of one id, and every request gets every event", async () => {
    const id = newGenerationId("fifty");
    const responses = await Promise.all(Array.from({ length: 50 }, () => chat(chatBody(id, "slow"), { visitor: ownerOf(id) })));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const streams = await Promise.all(responses.map(readAll));
    for (const stream of streams) expect(types(stream.events)).toEqual(FULL_EVENT_TYPES);
    // Identical streams, whichever request started the generation and whichever joined.
    expect(new Set(streams.map((stream) => JSON.stringify(stream.events))).size).toBe(1);
    expect((await agentCalls(id)).chat).toBe(1);
  });

  it("a request for a completed id replays it instead of generating again", async () => {
    const id = newGenerationId("again");
    const first = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    const second = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(second.events).toEqual(first.events);
    expect((await agentCalls(id)).chat).toBe(1);
  });
});

describe("replay for late and returning browsers", () => {
  it("a browser reconnecting mid-generation gets the history, then the live events", async () => {
    const id = newGenerationId("mid");
    const seen = await readThenLeave(await chat(chatBody(id, "slow"), { visitor: ownerOf(id) }), 3);
    expect(types(seen)).toEqual(FULL_EVENT_TYPES.slice(0, 3));

    const again = await readAll(await chat(chatBody(id, "slow"), { visitor: ownerOf(id) }));
    expect(types(again.events)).toEqual(FULL_EVENT_TYPES);
    expect(again.events.slice(0, 3)).toEqual(seen);
    expect((await agentCalls(id)).chat).toBe(1);
  });

  it("a browser arriving after completion gets the full history, then the end", async () => {
    const id = newGenerationId("late");
    const original = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    const late = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(late.events).toEqual(original.events);
    expect(late.keepAlives).toBe(0);
  });

  it("the history survives the room being evicted from memory", async () => {
    const id = newGenerationId("evict");
    const original = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    await evictDurableObject(room(id));
    const replay = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(replay.events).toEqual(original.events);
    expect((await agentCalls(id)).chat).toBe(1);
  });
});

describe("a generation outlives its browsers", () => {
  it("finishes and keeps the logo after the only browser has left", async () => {
    const id = newGenerationId("left");
    await readThenLeave(await chat(chatBody(id, "slow"), { visitor: ownerOf(id) }), 2);
    const record = await eventually(async () => {
      const row = await getGeneration(db, id);
      return row?.status === "completed" ? row : null;
    });
    expect(record.metadata).toMatchObject({ name: "Stand-in Studio" });
    // The agent's narration stays with the version after the room trims its history.
    expect(record.narration).toEqual(["Reading your brief."]);
    expect(await env.LOGO_FILES.head(`generations/${id}/logo.png`)).not.toBeNull();
    const { state, events, clients } = await snapshot(id);
    expect(state?.status).toBe("completed");
    expect(types(events)).toEqual(FULL_EVENT_TYPES);
    expect(clients).toBe(0);
  });
});

describe("the room's state (runInDurableObject)", () => {
  it("keeps only browser-safe events, and once the generation is over no stall alarm, only the history's", async () => {
    const id = newGenerationId("state");
    const before = Date.now();
    await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    const { state, events, running } = await snapshot(id);
    expect(state).toMatchObject({ generationId: id, status: "completed" });
    expect(running).toBe(false);
    const final = events.find((event) => event.type === "final_image");
    expect(final).toEqual({ type: "final_image", generation_id: id, url: `/api/generations/${id}/preview.png`, hasUrl: true });
    const alarm = await runInDurableObject(room(id), (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThanOrEqual(before + HISTORY_DETAIL_MS);
  });

  it("an alarm before the day has passed (a stall alarm the end overtook) keeps the whole history", async () => {
    const id = newGenerationId("early-trim");
    const original = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(await runDurableObjectAlarm(room(id))).toBe(true);
    expect((await snapshot(id)).events).toEqual(original.events);
    const alarm = await runInDurableObject(room(id), (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + HISTORY_DETAIL_MS - 60_000);
  });

  it("a day after the end the history keeps only the outcome, which still replays as a finished logo", async () => {
    const id = newGenerationId("aged");
    const original = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    await endedADayAgo(id);
    expect(await runDurableObjectAlarm(room(id))).toBe(true);

    const outcome = ["final_image", "final_url", "image_complete", "done"];
    expect(types((await snapshot(id)).events)).toEqual(outcome);
    const replay = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(replay.events).toEqual(original.events.filter((event: AgentEvent) => outcome.includes(event.type)));
    // Also after the room leaves memory, and still without a second agent call.
    await evictDurableObject(room(id));
    expect(types((await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }))).events)).toEqual(outcome);
    expect((await agentCalls(id)).chat).toBe(1);
    expect(await runInDurableObject(room(id), (_instance, state) => state.storage.getAlarm())).toBeNull();
  });

  it("a failed generation keeps its error after the day", async () => {
    const id = newGenerationId("agedfail");
    const failed = await readAll(await chat(chatBody(id, "error"), { visitor: ownerOf(id) }));
    await endedADayAgo(id);
    expect(await runDurableObjectAlarm(room(id))).toBe(true);
    expect((await snapshot(id)).events).toEqual([failed.events.at(-1)]);
  });

  it("an alarm before the stall timeout leaves a live generation running", async () => {
    const id = newGenerationId("early");
    const response = await chat(chatBody(id, "slow"), { visitor: ownerOf(id) });
    const reading = readAll(response);
    await eventually(async () => (await snapshot(id)).events.length >= 2);
    expect(await runDurableObjectAlarm(room(id))).toBe(true);
    expect((await snapshot(id)).state?.status).toBe("generating");
    expect(types((await reading).events)).toEqual(FULL_EVENT_TYPES);
  });

  it("the alarm ends a generation the agent has gone quiet on", async () => {
    const id = newGenerationId("quiet");
    const reading = readAll(await chat(chatBody(id, "stall"), { visitor: ownerOf(id) }));
    await eventually(async () => (await snapshot(id)).events.length >= 3);
    // Pretend the last event came long ago instead of waiting for the real alarm.
    await runInDurableObject(room(id), (instance: GenerationRoom) => {
      (instance as unknown as { lastEventAt: number }).lastEventAt = 0;
    });
    expect(await runDurableObjectAlarm(room(id))).toBe(true);
    const { events } = await reading;
    expect(events.at(-1)).toEqual({ type: "error", error: ROOM_ERRORS.stalled });
    expect((await snapshot(id)).state?.status).toBe("failed");
  });

  it("a generation cut off by a restart of the room ends with an error instead of hanging", async () => {
    const id = newGenerationId("cut");
    // Storage says "generating" but no read of the agent is alive in memory: what a room
    // finds after it was restarted mid-generation (its owner remembered, as at any start).
    const visitorId = await visitorIdFor(ownerOf(id));
    await runInDurableObject(room(id), async (instance: GenerationRoom, state) => {
      await state.storage.put("owner", { visitorId, userId: null });
      state.storage.sql.exec(
        "INSERT INTO room (id, generation_id, status, started_at) VALUES (1, ?, 'generating', ?)",
        id,
        Date.now(),
      );
      (instance as unknown as { state: unknown }).state = { generationId: id, status: "generating", startedAt: Date.now() };
    });
    const { events } = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(events).toEqual([{ type: "error", error: ROOM_ERRORS.interrupted }]);
    expect((await agentCalls(id)).chat).toBe(0);
  });
});

describe("after a failure", () => {
  it("a new request for a failed id starts it again (the failure panel's 'Try Again')", async () => {
    const id = newGenerationId("retry");
    const failed = await readAll(await chat(chatBody(id, "error"), { visitor: ownerOf(id) }));
    expect(failed.events.at(-1)?.type).toBe("error");
    expect((await getGeneration(db, id))?.status).toBe("failed");

    const retried = await readAll(await chat(chatBody(id, "full"), { visitor: ownerOf(id) }));
    expect(types(retried.events)).toEqual(FULL_EVENT_TYPES);
    expect(retried.events.some((event: AgentEvent) => event.type === "error")).toBe(false);
    expect(await getGeneration(db, id)).toMatchObject({ status: "completed", error: null });
    expect((await agentCalls(id)).chat).toBe(2);
  });
});
