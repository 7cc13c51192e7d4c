/**
 * The GenerationRoom's parts on their own (app/server/generations/room/): the replay log and its
 * retention over a real Durable Object's storage, the subscribers' streams, the agent pump
 * over hand-made streams, and the file store against the real R2 binding.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { encodeEvent, KEEP_ALIVE } from "#protocol/sse.ts";
import { readEvents } from "#app/server/generations/room/agent-pump.ts";
import { filesOfFinalImage, storeFinalFiles } from "#app/server/generations/room/file-store.ts";
import { ReplayLog } from "#app/server/generations/room/replay-log.ts";
import { detailExpiresAt, HISTORY_DETAIL_MS, keepOutcomeOnly } from "#app/server/generations/room/retention.ts";
import { RoomStateStore } from "#app/server/generations/room/room-state.ts";
import { Subscribers } from "#app/server/generations/room/subscribers.ts";
import { logoFileKey } from "#app/server/generations/logo-files.server.ts";

const decoder = new TextDecoder();
/** A room of its own per test: the parts run over its storage, not through its class. */
const storageOf = <T>(name: string, use: (sql: SqlStorage) => T) =>
  runInDurableObject(env.GENERATION_ROOM.get(env.GENERATION_ROOM.idFromName(name)), (_instance, state) => use(state.storage.sql));

const chunk = (content: string): AgentEvent => ({ type: "chunk", content });
const texts = (messages: readonly Uint8Array[]) => messages.map((message) => decoder.decode(message));

describe("the replay log", () => {
  it("answers each appended message's bytes and keeps them in order", async () => {
    await storageOf("log-order", (sql) => {
      const log = new ReplayLog(sql, 60_000);
      const bytes = log.append(encodeEvent(chunk("one")));
      log.append(encodeEvent(chunk("two")));
      expect(decoder.decode(bytes)).toBe(encodeEvent(chunk("one")));
      expect(texts(log.messages)).toEqual([encodeEvent(chunk("one")), encodeEvent(chunk("two"))]);
    });
  });

  it("writes to storage on flush, so a restarted room replays what was flushed and nothing unflushed", async () => {
    await storageOf("log-flush", (sql) => {
      const log = new ReplayLog(sql, 60_000);
      log.append(encodeEvent(chunk("saved")));
      log.flush();
      log.append(encodeEvent(chunk("still in memory")));
      expect(texts(new ReplayLog(sql).messages)).toEqual([encodeEvent(chunk("saved"))]);
      expect(log.events()).toEqual([chunk("saved"), chunk("still in memory")]);
    });
  });

  it("forgets everything on clear, in memory and in storage", async () => {
    await storageOf("log-clear", (sql) => {
      const log = new ReplayLog(sql, 60_000);
      log.append(encodeEvent(chunk("gone")));
      log.flush();
      log.clear();
      expect(log.messages).toHaveLength(0);
      expect(new ReplayLog(sql).events()).toEqual([]);
    });
  });
});

describe("retention", () => {
  it("keeps only the outcome a day after the end", async () => {
    await storageOf("retention", (sql) => {
      const log = new ReplayLog(sql, 60_000);
      const events: AgentEvent[] = [
        { type: "agent", agent: "designer" },
        chunk("Set the name in Lora"),
        { type: "image_progress", generation_id: "gen_1_r", progress: 50 },
        { type: "partial_image", generation_id: "gen_1_r", index: 0, data: "data:image/png;base64,AAAA" },
        { type: "final_image", generation_id: "gen_1_r", url: "/api/generations/gen_1_r/preview.png", hasUrl: true },
        { type: "done", content: "" },
      ];
      for (const event of events) log.append(encodeEvent(event));
      keepOutcomeOnly(log);
      expect(log.events().map((event) => event.type)).toEqual(["final_image", "done"]);
      expect(texts(log.messages)).toHaveLength(2);
    });
    expect(detailExpiresAt(1000)).toBe(1000 + HISTORY_DETAIL_MS);
  });
});

describe("the room's state", () => {
  it("survives in storage and is overwritten in place", async () => {
    await storageOf("state", (sql) => {
      const store = new RoomStateStore(sql);
      expect(store.load()).toBeNull();
      store.save({ generationId: "gen_1_s", status: "generating", startedAt: 5 });
      store.save({ generationId: "gen_1_s", status: "completed", startedAt: 5 });
      expect(new RoomStateStore(sql).load()).toEqual({ generationId: "gen_1_s", status: "completed", startedAt: 5 });
    });
  });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("subscribers", () => {
  const history = [new TextEncoder().encode(encodeEvent(chunk("before")))];

  it("replay the history and close at once when the generation is over", async () => {
    const subscribers = new Subscribers(60_000);
    expect(await readAll(subscribers.stream(history, false))).toBe(encodeEvent(chunk("before")));
    expect(subscribers.size).toBe(0);
  });

  it("get the history, then live messages, until closeAll", async () => {
    const subscribers = new Subscribers(60_000);
    const stream = subscribers.stream(history, true);
    subscribers.send(new TextEncoder().encode(encodeEvent(chunk("live"))));
    subscribers.closeAll();
    expect(await readAll(stream)).toBe(encodeEvent(chunk("before")) + encodeEvent(chunk("live")));
  });

  it("get keep-alive comments while the room is quiet, and a browser that leaves is dropped", async () => {
    const subscribers = new Subscribers(5);
    const reader = subscribers.stream([], true).getReader();
    const { value } = await reader.read();
    expect(decoder.decode(value)).toBe(KEEP_ALIVE);
    await reader.cancel();
    expect(subscribers.size).toBe(0);
  });
});

/** `text` as one chunk, then the end of the stream, or (given an error) a broken connection. */
function streamOf(text: string, error?: Error): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode(text));
      } else if (error) controller.error(error);
      else controller.close();
    },
  });
}

describe("the agent pump", () => {
  it("hands on each protocol event, skipping junk but counting it as a sign of life (CRLF stream)", async () => {
    const seen: AgentEvent[] = [];
    let messages = 0;
    const text = `data: ${JSON.stringify(chunk("a"))}\r\n\r\ndata: not json\r\n\r\n: comment\r\n\r\ndata: {"type":"nonsense"}\r\n\r\ndata: ${JSON.stringify(chunk("b"))}\r\n\r\n`;
    const outcome = await readEvents(streamOf(text), {
      onEvent: async (event) => void seen.push(event),
      onMessage: () => void messages++,
      isDone: () => false,
    });
    expect(seen).toEqual([chunk("a"), chunk("b")]);
    expect(outcome).toEqual({ kind: "ended", messages: 4, broken: false });
    expect(messages).toBe(4);
  });

  it("says the stream broke when it errors mid-way", async () => {
    const outcome = await readEvents(streamOf(encodeEvent(chunk("a")), new Error("dropped")), {
      onEvent: async () => {},
      isDone: () => false,
    });
    expect(outcome).toEqual({ kind: "ended", messages: 1, broken: true });
  });

  it("stops reading once the room has its outcome", async () => {
    let done = false;
    const seen: AgentEvent[] = [];
    await readEvents(streamOf(encodeEvent({ type: "done", content: "" }) + encodeEvent(chunk("late"))), {
      onEvent: async (event) => {
        seen.push(event);
        done = true;
      },
      isDone: () => done,
    });
    expect(seen).toEqual([{ type: "done", content: "" }]);
  });
});

describe("the file store", () => {
  const png = "data:image/png;base64,iVBORw0KGgo=";

  it("takes every file from the protocol's extension, or the preview alone from a plain agent's data", async () => {
    const files = { png, pngWatermarked: png, webp: png, svg: png, pngTransparent: png };
    expect(await filesOfFinalImage({}, { type: "final_image", generation_id: "gen_1_f", files })).toEqual({ files });
    expect(await filesOfFinalImage({}, { type: "final_image", generation_id: "gen_1_f", data: png })).toEqual({ files: { pngWatermarked: png } });
    expect(await filesOfFinalImage({}, { type: "final_image", generation_id: "gen_1_f" })).toBeNull();
  });

  it("writes the files to R2 under the generation, and refuses a preview that is not a data URL", async () => {
    const storing = storeFinalFiles(env.LOGO_FILES, "gen_1_store", { files: { pngWatermarked: png, png } });
    expect(storing.preview.contentType).toBe("image/png");
    await storing.stored;
    expect(await env.LOGO_FILES.head(logoFileKey("gen_1_store", "pngWatermarked"))).not.toBeNull();
    expect(await env.LOGO_FILES.head(logoFileKey("gen_1_store", "png"))).not.toBeNull();
    expect(() => storeFinalFiles(env.LOGO_FILES, "gen_2_store", { files: { pngWatermarked: "https://elsewhere.example/x.png" } })).toThrow();
  });
});
