/**
 * GenerationRoom: one Durable Object per generation id (docs/decisions/0400-generation-room.md).
 *
 * - The first request starts the agent call; a request while it runs joins it (the spec's
 *   duplicate rule: one agent call per id, however many tabs or reloads ask).
 * - Every event a browser may see is kept in the object's SQLite storage; whoever
 *   connects gets that history replayed, then the live events — also after the end,
 *   when the stream closes right after the replay.
 * - The room reads the agent's stream itself, independent of any browser: a browser that
 *   leaves does not stop the generation, and the finished logo is stored either way.
 * - On the final image it writes the files to R2 and only then tells browsers about the
 *   watermarked preview; on `done` it writes the D1 record, then forwards `done`.
 * - An alarm ends a generation that hears nothing from the agent for `stallMs`.
 * - A day after the end, another alarm drops the history's detail (progress, the agent's
 *   words, partial images): what a late browser needs is the outcome, and a room's
 *   storage is kept, and paid for, as long as the logo exists.
 * - A failed generation may be started again (the failure panel's 'Try Again').
 * - When its owner deletes the logo, the room forgets its history and stays closed: the
 *   id never replays nor starts again.
 */
import { DurableObject } from "cloudflare:workers";
import { logoMetadata, type AgentEvent, type LogoFiles } from "../protocol/agent-protocol";
import { encodeEvent, KEEP_ALIVE, SSE_HEADERS } from "../protocol/sse";
import { createDb } from "../../app/server/db/client.server";
import { AGENT_UNREACHABLE, agentErrorText, agentFetch, AgentUnavailableError, NO_RESPONSE_BODY } from "./agent-client";
import {
  browserDone,
  browserFinalImage,
  browserFinalUrl,
  parseAgentEvent,
  withGenerationId,
  withoutFlags,
  type StoredMetadata,
} from "./browser-events";
import { generationSettings, type GenerationSettings } from "./config";
import { decodeDataUrl, storeLogoFiles, type DecodedFile } from "../../app/server/generations/logo-files.server";
import { checkGenerationLimits, RATE_LIMIT_MESSAGE } from "./rate-limit";
import { recordCompleted, recordFailed, recordStarted } from "../../app/server/generations/records.server";
import { agentRequestOf, type RelayChatRequest } from "./request";
import { readSseData } from "../protocol/sse";

/** Texts of the room's own error events (the agent's own errors pass through as sent). */
export const ROOM_ERRORS = {
  stalled: "The designer stopped responding. Please try again.",
  streamLost: "The connection to the designer was lost before the logo was finished. Please try again.",
  interrupted: "The generation was interrupted. Please try again.",
  noLogo: "The designer finished without a logo. Please try again.",
  notSaved: "The logo could not be saved. Please try again.",
} as const;

export type GenerationStatus = "generating" | "completed" | "failed";
/** The room's own states: a generation's, or the logo was deleted (a tombstone). */
type RoomStatus = GenerationStatus | "deleted";

/** What a request for a deleted logo's generation is told (HTTP 410). */
export const DELETED_MESSAGE = "This logo was deleted by its owner.";

/** What the relay sends to `POST https://generation-room/open`. */
export interface OpenInput {
  request: RelayChatRequest & { generation_id: string };
  visitorId: string;
  ip: string;
}

interface RoomState {
  generationId: string;
  status: RoomStatus;
  startedAt: number;
}

/** One attempt at reading the agent's stream, alive only in this instance's memory. */
interface Run {
  abort: AbortController;
  ended: boolean;
  messages: number;
  finalImage: boolean;
  files: Promise<void> | null;
  spec: unknown;
  imageError: string | null;
  /** The watermarked preview, served from here until R2 has it (see previewWhileStoring). */
  preview: DecodedFile | null;
  /** The agent's narration (its `chunk` events), kept with the generation's D1 record. */
  narration: string[];
}

type StartOutcome = { kind: "started" } | { kind: "limited"; retryAfterSeconds: number };

const encoder = new TextEncoder();
/** How long sent events may wait to be written, together, to the room's storage. */
const EVENT_SAVE_INTERVAL_MS = 250;
const KEEP_ALIVE_BYTES = encoder.encode(KEEP_ALIVE);
/** How long a missing `done.metadata` may be looked up from the agent. */
const METADATA_LOOKUP_MS = 3000;
/** How long after its end a generation's full history stays replayable (a reload, a late tab). */
export const HISTORY_DETAIL_MS = 24 * 60 * 60 * 1000;
/** The events a history keeps after HISTORY_DETAIL_MS: the generation's outcome. */
const OUTCOME_EVENTS = ["final_image", "final_url", "image_complete", "done", "image_error", "error"];

export class GenerationRoom extends DurableObject<Env> {
  private readonly settings: GenerationSettings;
  private state: RoomState | null = null;
  /** Every browser-facing event so far, as SSE bytes (also in storage, for after an eviction). */
  private history: Uint8Array[] = [];
  /** Events sent to browsers but not yet written (see saveEvents). */
  private unsaved: string[] = [];
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private starting: Promise<StartOutcome> | null = null;
  private run: Run | null = null;
  private lastEventAt = 0;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  /** D1 writes in order: the end of a generation is never overwritten by its start. */
  private records: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.settings = generationSettings(env);
    void ctx.blockConcurrencyWhile(async () => this.load());
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/open") {
      return this.open((await request.json()) as OpenInput);
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  }

  /** Start, join or replay the generation; answers the browser's SSE stream (or a 429). */
  async open(input: OpenInput): Promise<Response> {
    if (this.starting) {
      const outcome = await this.starting;
      return outcome.kind === "limited" ? limited(outcome.retryAfterSeconds) : this.subscribe();
    }
    if (this.state?.status === "generating") {
      // In storage it is running, but no read of the agent lives in memory: the object was
      // restarted mid-generation and that read is gone. Say so now rather than at the alarm.
      if (!this.run) await this.fail(ROOM_ERRORS.interrupted);
      return this.subscribe();
    }
    if (this.state?.status === "completed") return this.subscribe();
    if (this.state?.status === "deleted") {
      return Response.json({ error: DELETED_MESSAGE }, { status: 410, headers: { "Cache-Control": "no-store" } });
    }

    this.starting = this.start(input).finally(() => {
      this.starting = null;
    });
    const outcome = await this.starting;
    return outcome.kind === "limited" ? limited(outcome.retryAfterSeconds) : this.subscribe();
  }

  /**
   * The owner deleted the logo (workers/relay/deletion.ts): drop every event, keep
   * only the fact, so the id neither replays nor starts a new generation. False while the
   * generation runs (the deletion route refuses that case first).
   */
  async forget(): Promise<boolean> {
    if (this.starting || this.state?.status === "generating") return false;
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.unsaved = [];
    this.history = [];
    this.ctx.storage.sql.exec("DELETE FROM events");
    // The id is what the relay routes by; a room that never ran has none of its own.
    this.state = { generationId: this.state?.generationId ?? "", status: "deleted", startedAt: this.state?.startedAt ?? 0 };
    this.saveState();
    await this.ctx.storage.deleteAlarm();
    return true;
  }

  async alarm(): Promise<void> {
    if (!this.state) return;
    if (this.state.status === "deleted") return;
    if (this.state.status !== "generating") return this.keepOutcomeOnly();
    if (!this.run) return this.fail(ROOM_ERRORS.interrupted);
    const due = this.lastEventAt + this.settings.stallMs;
    if (Date.now() >= due) return this.fail(ROOM_ERRORS.stalled);
    await this.ctx.storage.setAlarm(due);
  }

  /**
   * The watermarked preview while this room is still storing it (called by the preview
   * route when R2 does not have it yet); null when there is none to give.
   */
  previewWhileStoring(): DecodedFile | null {
    return this.run?.preview ?? null;
  }

  /** The room's state, for the tests and for operators' debugging. */
  snapshot(): { state: RoomState | null; events: AgentEvent[]; clients: number; running: boolean } {
    this.saveEvents();
    const events = this.ctx.storage.sql
      .exec<{ message: string }>("SELECT message FROM events ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.message.slice("data: ".length)) as AgentEvent);
    return { state: this.state, events, clients: this.clients.size, running: this.run !== null && !this.run.ended };
  }

  // --- the generation -------------------------------------------------------------------

  private async start(input: OpenInput): Promise<StartOutcome> {
    try {
      const limit = await checkGenerationLimits(this.env.RATE_LIMITER, input, this.settings);
      if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
    } catch (error) {
      // A limiter that cannot answer must not stop people from designing logos.
      console.error(`GenerationRoom ${input.request.generation_id}: the rate limiter failed; allowing`, error);
    }

    const { request } = input;
    const now = Date.now();
    const run: Run = {
      abort: new AbortController(),
      ended: false,
      messages: 0,
      finalImage: false,
      files: null,
      spec: undefined,
      imageError: null,
      preview: null,
      narration: [],
    };
    this.run = run;
    this.state = { generationId: request.generation_id, status: "generating", startedAt: now };
    this.history = [];
    this.unsaved = [];
    this.ctx.storage.sql.exec("DELETE FROM events");
    this.saveState();
    this.lastEventAt = now;
    await this.ctx.storage.setAlarm(now + this.settings.stallMs);

    this.queueRecord((db) =>
      recordStarted(db, {
        id: request.generation_id,
        logoId: request.logo_id ?? null,
        prompt: request.messages.at(-1)?.content ?? "",
        parentGenerationId: request.parent_generation_id ?? null,
        revisionGroupId: request.revision_group_id ?? null,
        ownerVisitorId: input.visitorId,
        at: new Date(now),
      }),
    );
    // Not awaited by any request: the read belongs to the room, not to a browser.
    this.ctx.waitUntil(
      this.readAgent(run, input).catch(async (error: unknown) => {
        console.error(`GenerationRoom ${request.generation_id}: the generation broke`, error);
        await this.fail(ROOM_ERRORS.streamLost);
      }),
    );
    return { kind: "started" };
  }

  private async readAgent(run: Run, input: OpenInput): Promise<void> {
    let response: Response;
    try {
      response = await agentFetch(this.env, "/agent/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify(agentRequestOf(input.request)),
        signal: run.abort.signal,
      });
    } catch (error) {
      if (!run.ended) await this.fail(error instanceof AgentUnavailableError ? error.message : AGENT_UNREACHABLE);
      return;
    }
    if (!response.ok) return this.fail(await agentErrorText(response));
    if (!response.body) return this.fail(NO_RESPONSE_BODY);

    let broken = false;
    try {
      for await (const data of readSseData(response.body)) {
        if (run.ended) break;
        this.lastEventAt = Date.now();
        run.messages++;
        const event = parseAgentEvent(data);
        if (!event) {
          console.warn(`GenerationRoom ${this.state?.generationId}: ignored a message that is not a protocol event`);
          continue;
        }
        await this.handle(run, event);
        if (run.ended) break;
      }
    } catch {
      broken = true;
    }
    if (!run.ended) await this.endOfStream(run, broken);
  }

  private async handle(run: Run, event: AgentEvent): Promise<void> {
    const id = this.generationId;
    switch (event.type) {
      case "final_image": {
        const final = await this.filesOf(event);
        if (!final) return;
        // Decoded once: the same bytes go to R2 and, until R2 has them, to browsers.
        let preview: DecodedFile;
        try {
          preview = final.preview ?? decodeDataUrl(final.files.pngWatermarked!);
        } catch (error) {
          console.error(`GenerationRoom ${id}: the final image is not a data URL`, error);
          return this.fail(ROOM_ERRORS.notSaved);
        }
        const stored = storeLogoFiles(this.env.LOGO_FILES, id, preview, final.files);
        // The browser hears of the logo at once, without waiting for R2: until R2 has the
        // preview, the preview route gets it from this room (previewWhileStoring). Every
        // file is stored before `done`; a failed write fails the generation there.
        run.preview = preview;
        run.finalImage = true;
        run.files = stored.all;
        run.spec = event.spec;
        return this.broadcast(browserFinalImage(id));
      }
      case "final_url":
        // The agent's URL would reveal its address; the browser has the preview already.
        if (run.finalImage) this.broadcast(browserFinalUrl(id));
        return;
      case "done":
        if (run.finalImage) return this.complete(run, event.content, event.metadata);
        if (run.imageError !== null) return this.fail(`Image generation error: ${run.imageError}`, { tell: false });
        return this.fail(ROOM_ERRORS.noLogo);
      case "error":
        this.broadcast(event);
        return this.fail(event.error, { tell: false });
      case "image_error":
        run.imageError = event.error;
        return this.broadcast(withGenerationId(event, id));
      default:
        if (event.type === "chunk") run.narration.push(event.content);
        return this.broadcast(withGenerationId(event, id));
    }
  }

  /** The stream closed (or broke) before `done` or `error`. */
  private async endOfStream(run: Run, broken: boolean): Promise<void> {
    // The logo exists: finish it rather than throw it away for a missing last event.
    if (run.finalImage) return this.complete(run, "", undefined);
    if (run.imageError !== null) return this.fail(`Image generation error: ${run.imageError}`, { tell: false });
    if (run.messages === 0 && !broken) return this.fail(NO_RESPONSE_BODY);
    return this.fail(ROOM_ERRORS.streamLost);
  }

  /**
   * The files of a final image: the protocol's `files` extension, or else the plain
   * spec's image (`data`, or `url` fetched from the agent) kept as the preview. A fetched
   * image arrives as bytes and stays bytes (`preview`).
   */
  private async filesOf(
    event: Extract<AgentEvent, { type: "final_image" }>,
  ): Promise<{ files: Partial<LogoFiles>; preview?: DecodedFile } | null> {
    if (event.files) return { files: event.files };
    if (event.data) return { files: { pngWatermarked: event.data } };
    if (event.url) {
      try {
        const response = /^https?:/i.test(event.url) ? await fetch(event.url) : await agentFetch(this.env, event.url);
        if (response.ok) {
          const contentType = response.headers.get("Content-Type") ?? "image/png";
          return { files: {}, preview: { contentType, bytes: new Uint8Array(await response.arrayBuffer()) } };
        }
      } catch (error) {
        console.error(`GenerationRoom ${this.generationId}: fetching the final image failed`, error);
      }
    }
    await this.fail(ROOM_ERRORS.notSaved);
    return null;
  }

  private async complete(run: Run, content: string, metadata: Partial<StoredMetadata> | undefined): Promise<void> {
    if (run.ended) return;
    run.ended = true; // nothing the agent sends from here on changes the outcome
    const id = this.generationId;
    try {
      await run.files;
    } catch (error) {
      console.error(`GenerationRoom ${id}: storing the files failed`, error);
      return this.fail(ROOM_ERRORS.notSaved);
    }
    const known = withoutFlags(metadata ?? {});
    const full = Object.keys(known).length >= 5 ? known : { ...(await this.lookUpMetadata()), ...known };
    const at = new Date();
    this.queueRecord((db) => recordCompleted(db, id, { spec: run.spec, metadata: full, at, narration: run.narration }));
    // The record is written before browsers hear `done`, so /logo/metadata answers from it.
    await this.records;
    this.broadcast(browserDone(content, full));
    await this.finish("completed");
  }

  /** Ends the generation as failed; `tell: false` when the browser has its error event already. */
  private async fail(message: string, options: { tell?: boolean } = {}): Promise<void> {
    const run = this.run;
    if (run) {
      run.ended = true;
      run.abort.abort();
    }
    if (this.state?.status !== "generating") return;
    if (options.tell !== false) this.broadcast({ type: "error", error: message });
    const id = this.generationId;
    const at = new Date();
    this.queueRecord((db) => recordFailed(db, id, { error: message, at }));
    // As with completion: when a browser's stream ends, the record says how it ended.
    await this.records;
    await this.finish("failed");
  }

  private async finish(status: Exclude<GenerationStatus, "generating">): Promise<void> {
    if (this.state) this.state.status = status;
    this.saveEvents();
    this.saveState();
    this.run = null;
    this.stopKeepAlive();
    for (const client of this.clients) {
      try {
        client.close();
      } catch {
        // Already gone.
      }
    }
    this.clients.clear();
    await this.ctx.storage.setAlarm(Date.now() + HISTORY_DETAIL_MS);
    // A late D1 write must still land if every browser has gone.
    this.ctx.waitUntil(this.records);
  }

  private async lookUpMetadata(): Promise<StoredMetadata> {
    try {
      const response = await agentFetch(
        this.env,
        `/logo/metadata?generation_id=${encodeURIComponent(this.generationId)}`,
        { signal: AbortSignal.timeout(METADATA_LOOKUP_MS) },
      );
      if (!response.ok) return {};
      const body = (await response.json()) as { metadata?: unknown };
      const parsed = logoMetadata.partial().safeParse(body.metadata);
      return parsed.success ? withoutFlags(parsed.data) : {};
    } catch {
      return {};
    }
  }

  // --- browsers -------------------------------------------------------------------------

  /** A browser's stream: the history so far, then live events until the end. */
  private subscribe(): Response {
    let self: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        self = controller;
        for (const message of this.history) controller.enqueue(message.slice());
        if (this.state?.status === "generating") {
          this.clients.add(controller);
          this.startKeepAlive();
        } else {
          controller.close();
        }
      },
      cancel: () => {
        // The browser left. The generation goes on; only this subscriber is dropped.
        this.clients.delete(self);
        if (this.clients.size === 0) this.stopKeepAlive();
      },
    });
    return new Response(stream, { headers: { ...SSE_HEADERS, "X-Generation-Id": this.generationId } });
  }

  private broadcast(event: AgentEvent): void {
    const message = encodeEvent(event);
    // Browsers get the event now, from memory; storage catches up a moment later. A
    // Durable Object holds every outgoing byte until its pending writes are confirmed, so
    // writing each event before sending it delayed every event by a commit.
    this.unsaved.push(message);
    this.saveTimer ??= setTimeout(() => this.saveEvents(), EVENT_SAVE_INTERVAL_MS);
    const bytes = encoder.encode(message);
    this.history.push(bytes);
    this.send(bytes);
  }

  /**
   * Writes the events not yet in storage, in one commit. Storage serves replays after
   * the run (a live run replays from memory), so the last events of a run are written
   * before it is marked ended, and a room evicted mid-run (whose run is lost anyway)
   * loses at most the last interval of progress.
   */
  private saveEvents(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    for (const message of this.unsaved.splice(0)) {
      this.ctx.storage.sql.exec("INSERT INTO events (message) VALUES (?)", message);
    }
  }

  private send(bytes: Uint8Array): void {
    for (const client of this.clients) {
      try {
        client.enqueue(bytes.slice());
      } catch {
        this.clients.delete(client);
      }
    }
  }

  private startKeepAlive(): void {
    this.keepAlive ??= setInterval(() => this.send(KEEP_ALIVE_BYTES), this.settings.keepAliveMs);
  }

  private stopKeepAlive(): void {
    if (this.keepAlive !== null) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }

  // --- storage --------------------------------------------------------------------------

  private get generationId(): string {
    return this.state?.generationId ?? "";
  }

  private load(): void {
    const sql = this.ctx.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, message TEXT NOT NULL)");
    sql.exec(
      "CREATE TABLE IF NOT EXISTS room (id INTEGER PRIMARY KEY CHECK (id = 1), generation_id TEXT NOT NULL, status TEXT NOT NULL, started_at INTEGER NOT NULL)",
    );
    const row = sql
      .exec<{ generation_id: string; status: RoomStatus; started_at: number }>(
        "SELECT generation_id, status, started_at FROM room WHERE id = 1",
      )
      .toArray()[0];
    this.state = row ? { generationId: row.generation_id, status: row.status, startedAt: row.started_at } : null;
    this.history = this.storedHistory();
  }

  /** Drops every event but the outcome (see HISTORY_DETAIL_MS), from storage and memory. */
  private keepOutcomeOnly(): void {
    this.saveEvents();
    const sql = this.ctx.storage.sql;
    const placeholders = OUTCOME_EVENTS.map(() => "?").join(", ");
    // Messages are stored as sent: "data: {json}\n\n".
    sql.exec(
      `DELETE FROM events WHERE json_extract(substr(message, 7), '$.type') NOT IN (${placeholders})`,
      ...OUTCOME_EVENTS,
    );
    this.history = this.storedHistory();
  }

  private storedHistory(): Uint8Array[] {
    return this.ctx.storage.sql
      .exec<{ message: string }>("SELECT message FROM events ORDER BY seq")
      .toArray()
      .map((event) => encoder.encode(event.message));
  }

  private saveState(): void {
    if (!this.state) return;
    this.ctx.storage.sql.exec(
      "INSERT INTO room (id, generation_id, status, started_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET generation_id = excluded.generation_id, status = excluded.status, started_at = excluded.started_at",
      this.state.generationId,
      this.state.status,
      this.state.startedAt,
    );
  }

  private queueRecord(write: (db: ReturnType<typeof createDb>) => Promise<void>): void {
    const db = createDb(this.env.DB);
    this.records = this.records.then(() =>
      write(db).catch((error: unknown) => {
        // The generation itself is not lost (R2 and the room keep it); an operator should know.
        console.error(`GenerationRoom ${this.generationId}: writing the D1 record failed`, error);
      }),
    );
  }
}

function limited(retryAfterSeconds: number): Response {
  return Response.json(
    { error: RATE_LIMIT_MESSAGE, retryAfter: retryAfterSeconds },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}
