/**
 * GenerationRoom: one Durable Object per generation id (docs/decisions/0400-generation-room.md).
 * This class is the wiring; each job is a module beside it:
 *
 * - agent-pump.ts: the one agent call per id, read to the end. The first request starts
 *   it; a request while it runs joins (the spec's duplicate rule).
 * - replay-log.ts: every browser-facing event, replayed to whoever connects late.
 * - subscribers.ts: the browsers watching, with keep-alives.
 * - file-store.ts: the final image's files, into R2 before browsers hear `done`.
 * - retention.ts: a day after the end, only the outcome is kept.
 * - room-state.ts: which generation this is and where it stands, across restarts.
 *
 * An alarm ends a generation that hears nothing from the agent for `stallMs`, and later
 * trims the log. A failed generation may be started again (the failure panel's 'Try
 * Again'). Its id was issued by the app before (POST /api/generations) or minted with the
 * request that starts it; an id a browser made up starts nothing. When its owner deletes the logo, the room forgets its log and stays closed: the
 * id never replays nor starts again.
 */
import { DurableObject } from "cloudflare:workers";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { encodeEvent, SSE_HEADERS } from "#protocol/sse.ts";
import { createDb, type Database } from "#app/server/db/client.server.ts";
import type { DecodedFile } from "#app/server/generations/logo-files.server.ts";
import { recordCompleted, recordFailed, recordStarted } from "#app/server/generations/records.server.ts";
import { NO_RESPONSE_BODY } from "#app/server/agent/agent-client.ts";
import { browserDone, browserFinalImage, browserFinalUrl, browserPartialImage, withGenerationId, withoutFlags, type StoredMetadata } from "#app/server/generations/browser-events.ts";
import { generationSettings, type GenerationSettings } from "#app/server/generations/settings.ts";
import { checkGenerationLimits, RATE_LIMIT_MESSAGE } from "#app/server/limits/rate-limiter.ts";
import { agentRequestOf } from "#app/server/generations/chat-request.ts";
import { marksToAvoid } from "#app/server/generations/mark-records.server.ts";
import { pumpAgent } from "./agent-pump.ts";
import { filesOfFinalImage, storeFinalFiles } from "./file-store.ts";
import { DELETED_MESSAGE, LOGO_ID_TAKEN_MESSAGE, NOT_ISSUED_MESSAGE, NOT_YOURS_MESSAGE, ROOM_ERRORS } from "./messages.ts";
import { lookUpMetadata } from "./metadata-lookup.ts";
import { ReplayLog } from "./replay-log.ts";
import { detailExpiresAt, detailExpiry, keepOutcomeOnly, rememberEnd } from "./retention.ts";
import { issueTo, logoIdTakenByAnother, mayWatch, rememberedOwnerIs, rememberOwner, wasIssued } from "./room-owner.ts";
import type { Owner } from "#app/server/auth/owner.server.ts";
import { RoomStateStore, type GenerationStatus, type RoomState } from "./room-state.ts";
import { Subscribers } from "./subscribers.ts";

export { DELETED_MESSAGE, LOGO_ID_TAKEN_MESSAGE, NOT_YOURS_MESSAGE, ROOM_ERRORS } from "./messages.ts";
export { HISTORY_DETAIL_MS } from "./retention.ts";
export type { GenerationStatus } from "./room-state.ts";
export type { OpenInput } from "./room-run.ts";
import type { OpenInput, Run, StartOutcome } from "./room-run.ts";

export class GenerationRoom extends DurableObject<Env> {
  private readonly settings: GenerationSettings;
  private state: RoomState | null = null;
  private log!: ReplayLog;
  private stateStore!: RoomStateStore;
  private readonly subscribers: Subscribers;
  private starting: Promise<StartOutcome> | null = null;
  private run: Run | null = null;
  private lastEventAt = 0;
  /** D1 writes in order: the end of a generation is never overwritten by its start. */
  private records: Promise<void> = Promise.resolve();
  /** The object's one database handle, made once for as long as it lives. */
  private readonly db: Database;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.settings = generationSettings(env);
    this.db = createDb(env.DB);
    this.subscribers = new Subscribers(this.settings.keepAliveMs);
    void ctx.blockConcurrencyWhile(async () => {
      this.log = new ReplayLog(ctx.storage.sql);
      this.stateStore = new RoomStateStore(ctx.storage.sql);
      this.state = this.stateStore.load();
    });
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
    const requester = { visitorId: input.visitorId, userId: input.userId ?? null };
    // Only the server mints generation ids: one a browser made up was never issued here.
    if (!this.starting && !this.state && !input.serverMinted) {
      if (!(await wasIssued(this.ctx.storage))) {
        return Response.json({ error: NOT_ISSUED_MESSAGE }, { status: 400, headers: { "Cache-Control": "no-store" } });
      }
      if (!(await rememberedOwnerIs(this.ctx.storage, requester))) {
        return Response.json({ error: NOT_YOURS_MESSAGE }, { status: 404, headers: { "Cache-Control": "no-store" } });
      }
    }
    // A generation that exists is shown to its owner only; to anyone else it does not exist.
    if ((this.starting || this.state) && this.state?.status !== "deleted") {
      if (!(await mayWatch(this.ctx.storage, this.db, input.request.generation_id, requester))) {
        return Response.json({ error: NOT_YOURS_MESSAGE }, { status: 404, headers: { "Cache-Control": "no-store" } });
      }
    }
    if (this.starting) return this.answerStart(await this.starting);
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

    // Set before any await: a second request arriving meanwhile joins this start.
    this.starting = this.start(input).finally(() => {
      this.starting = null;
    });
    return this.answerStart(await this.starting);
  }

  private answerStart(outcome: StartOutcome): Response | Promise<Response> {
    if (outcome.kind === "limited") return limited(outcome.retryAfterSeconds);
    if (outcome.kind === "logo-id-taken") {
      return Response.json({ error: LOGO_ID_TAKEN_MESSAGE }, { status: 409, headers: { "Cache-Control": "no-store" } });
    }
    return this.subscribe();
  }

  /**
   * The owner deleted the logo (generations/deletion.server.ts): drop every event, keep
   * only the fact, so the id neither replays nor starts a new generation. False while the
   * generation runs (the deletion route refuses that case first).
   */
  async forget(): Promise<boolean> {
    if (this.starting || this.state?.status === "generating") return false;
    this.log.clear();
    // The id is what the relay routes by; a room that never ran has none of its own.
    this.setState({ generationId: this.state?.generationId ?? "", status: "deleted", startedAt: this.state?.startedAt ?? 0 });
    await this.ctx.storage.deleteAlarm();
    return true;
  }

  async alarm(): Promise<void> {
    if (!this.state) return;
    if (this.state.status === "deleted") return;
    if (this.state.status !== "generating") {
      const expiry = await detailExpiry(this.ctx.storage);
      if (Date.now() < expiry) return this.ctx.storage.setAlarm(expiry);
      return keepOutcomeOnly(this.log);
    }
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

  /** The app minted this id for `owner` (POST /api/generations); only that owner may start it. */
  async issue(owner: Owner): Promise<void> {
    await issueTo(this.ctx.storage, owner);
  }

  /**
   * Whether its owner deleted this generation, asked by that owner (the relay then says so
   * rather than ask the agent); to anyone else a deleted generation never existed.
   */
  async isDeletedFor(requester: Owner): Promise<boolean> {
    return this.state?.status === "deleted" && (await rememberedOwnerIs(this.ctx.storage, requester));
  }

  /** The room's state, for the tests and for operators' debugging. */
  snapshot(): { state: RoomState | null; events: AgentEvent[]; clients: number; running: boolean } {
    return { state: this.state, events: this.log.events(), clients: this.subscribers.size, running: this.run !== null && !this.run.ended };
  }

  // --- the generation -------------------------------------------------------------------

  private async start(input: OpenInput): Promise<StartOutcome> {
    // First, so a second request of the same browser arriving meanwhile is recognised.
    const requester = { visitorId: input.visitorId, userId: input.userId ?? null };
    await rememberOwner(this.ctx.storage, requester);
    // Before the rate limit: a refused request does not count against the visitor.
    if (await logoIdTakenByAnother(this.db, input.request.logo_id, requester)) return { kind: "logo-id-taken" };
    try {
      const limit = await checkGenerationLimits(this.env.RATE_LIMITER, input, this.settings);
      if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
    } catch (error) {
      // A limiter that cannot answer must not stop people from designing logos.
      console.error(`GenerationRoom ${input.request.generation_id}: the rate limiter failed; allowing`, error);
    }

    const { request } = input;
    const now = Date.now();
    const run: Run = { abort: new AbortController(), ended: false, finalImage: false, files: null, spec: undefined, markFingerprint: null, imageError: null, preview: null, narration: [] };
    this.run = run;
    this.log.clear();
    this.setState({ generationId: request.generation_id, status: "generating", startedAt: now });
    this.lastEventAt = now;
    await this.ctx.storage.setAlarm(now + this.settings.stallMs);

    this.queueRecord((db) =>
      recordStarted(db, {
        id: request.generation_id,
        logoId: request.logo_id ?? null,
        prompt: request.messages.at(-1)?.content ?? "",
        parentGenerationId: request.parent_generation_id ?? null,
        parentCatalogueId: request.parent_catalogue_id ? Number(request.parent_catalogue_id) : null,
        referenceLogoIds: request.reference_logo_ids ?? null,
        revisionGroupId: request.revision_group_id ?? null,
        ownerVisitorId: input.visitorId,
        ownerUserId: input.userId ?? null,
        at: new Date(now),
      }),
    );
    // Not awaited by any request: the read belongs to the room, not to a browser.
    this.ctx.waitUntil(
      this.pump(run, input).catch(async (error: unknown) => {
        console.error(`GenerationRoom ${request.generation_id}: the generation broke`, error);
        await this.fail(ROOM_ERRORS.streamLost);
      }),
    );
    return { kind: "started" };
  }

  private async pump(run: Run, input: OpenInput): Promise<void> {
    // Sold marks (and a refinement's earlier versions) go with the request: the agent draws
    // around them. Unread, the promise that a sold mark is never drawn again could not hold.
    const marks = await marksToAvoid(this.db, input.request);
    const outcome = await pumpAgent(this.env, agentRequestOf(input.request, input.designs, marks), run.abort.signal, {
      onEvent: (event) => this.handle(run, event),
      onMessage: () => {
        this.lastEventAt = Date.now();
      },
      isDone: () => run.ended,
    });
    if (run.ended) return;
    if (outcome.kind === "refused") return this.fail(outcome.error);
    // The stream closed (or broke) before `done` or `error`. The logo exists: finish it
    // rather than throw it away for a missing last event.
    if (run.finalImage) return this.complete(run, "", undefined);
    if (run.imageError !== null) return this.fail(`Image generation error: ${run.imageError}`, { tell: false });
    if (outcome.messages === 0 && !outcome.broken) return this.fail(NO_RESPONSE_BODY);
    return this.fail(ROOM_ERRORS.streamLost);
  }

  private async handle(run: Run, event: AgentEvent): Promise<void> {
    const id = this.generationId;
    switch (event.type) {
      case "final_image": {
        const final = await filesOfFinalImage(this.env, event);
        if (!final) return this.fail(ROOM_ERRORS.notSaved);
        let storing;
        try {
          storing = storeFinalFiles(this.env.LOGO_FILES, id, final);
        } catch (error) {
          console.error(`GenerationRoom ${id}: the final image is not a data URL`, error);
          return this.fail(ROOM_ERRORS.notSaved);
        }
        // The browser hears of the logo at once, without waiting for R2: until R2 has the
        // preview, the preview route gets it from this room (previewWhileStoring). Every
        // file is stored before `done`; a failed write fails the generation there.
        run.preview = storing.preview;
        run.finalImage = true;
        run.files = storing.stored;
        run.spec = event.spec;
        run.markFingerprint = event.mark_fingerprint ?? null;
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
      case "partial_image":
        return this.broadcast(withGenerationId(browserPartialImage(event), id));
      default:
        if (event.type === "chunk") run.narration.push(event.content);
        return this.broadcast(withGenerationId(event, id));
    }
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
    const full = Object.keys(known).length >= 5 ? known : { ...(await lookUpMetadata(this.env, this.generationId)), ...known };
    const at = new Date();
    this.queueRecord((db) => recordCompleted(db, id, { spec: run.spec, metadata: full, at, narration: run.narration, markFingerprint: run.markFingerprint }));
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
    const endedAt = Date.now();
    await rememberEnd(this.ctx.storage, endedAt);
    this.log.flush();
    if (this.state) this.setState({ ...this.state, status });
    this.run = null;
    this.subscribers.closeAll();
    await this.ctx.storage.setAlarm(detailExpiresAt(endedAt));
    // A late D1 write must still land if every browser has gone.
    this.ctx.waitUntil(this.records);
  }

  // --- browsers and storage -------------------------------------------------------------

  /** A browser's stream: the log so far, then live events until the end. */
  private subscribe(): Response {
    const stream = this.subscribers.stream(this.log.messages, this.state?.status === "generating");
    return new Response(stream, { headers: { ...SSE_HEADERS, "X-Generation-Id": this.generationId } });
  }

  private broadcast(event: AgentEvent): void {
    this.subscribers.send(this.log.append(encodeEvent(event)));
  }

  private get generationId(): string {
    return this.state?.generationId ?? "";
  }

  private setState(state: RoomState): void {
    this.state = state;
    this.stateStore.save(state);
  }

  private queueRecord(write: (db: Database) => Promise<void>): void {
    this.records = this.records.then(() =>
      write(this.db).catch((error: unknown) => {
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
