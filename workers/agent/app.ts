/**
 * The agent protocol over HTTP (marketplace spec section 7; docs/agent-protocol.md):
 * POST /agent/chat (SSE), POST /agent/chat/sync (JSON), GET /logo/metadata,
 * POST /agent/clear-context. Its parts come in as AgentParts, so tests can run the same
 * app with a stand-in planner.
 */
import { Hono } from "hono";
import type { LogoEngine } from "#agent/design/engine.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import type { AgentEnv } from "./env.ts";
import { generationRecord } from "./generation-record.ts";
import { generate, type Generated, type GenerationDeps } from "#agent/chat/generate.ts";
import { renderRequest } from "#protocol/render.ts";
import { kitResponse } from "#agent/kit/answer.ts";
import { BadRequest, readChatRequest } from "#agent/chat/request.ts";
import { eventStream } from "#agent/chat/sse.ts";
import type { Planner } from "#agent/planner/types.ts";
import type { AgentEvent, LogoMetadataEvent } from "#protocol/agent-protocol.ts";
import { AGENT_AUTH_HEADER, AGENT_AUTH_REQUIRED, carriesSecret } from "#protocol/agent-auth.ts";
import { GENERATION_ID } from "#protocol/ids.ts";

export interface AgentParts {
  planner: (env: AgentEnv) => Planner;
  fallbackPlanner: () => Planner;
  engine: () => Promise<LogoEngine>;
}

type AgentApp = { Bindings: AgentEnv };

function deps(parts: AgentParts, env: AgentEnv): GenerationDeps {
  return {
    planner: parts.planner(env),
    fallbackPlanner: parts.fallbackPlanner(),
    engine: parts.engine,
    remember: (id: string, record: { metadata: LogoMetadataEvent; spec: LogoSpec }) =>
      generationRecord(env.GENERATIONS, id).save({ ...record, createdAt: Date.now() }),
  };
}

export function createAgentApp(parts: AgentParts) {
  const app = new Hono<AgentApp>();

  app.onError((error, c) => {
    if (error instanceof BadRequest) return c.json({ error: error.message, issues: error.issues }, 400);
    console.error("agent: unexpected error", error);
    return c.json({ error: "The agent failed unexpectedly; try again." }, 500);
  });
  // Private by default (no public URL); with a shared secret configured, every request
  // must carry it, so an agent hosted elsewhere answers only the app.
  app.use("*", async (c, next) => {
    const secret = c.env.AGENT_SHARED_SECRET;
    if (secret && !(await carriesSecret(c.req.header(AGENT_AUTH_HEADER) ?? null, secret))) {
      return c.json({ error: AGENT_AUTH_REQUIRED }, 401);
    }
    await next();
  });
  app.notFound((c) => c.json({ error: `No such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404));

  // The app's /healthz asks whether the agent answers; nothing is planned or drawn.
  app.get("/healthz", (c) => c.json({ ok: true }));

  app.post("/agent/chat", async (c) => {
    const input = await readChatRequest(c.req.raw);
    const generation = deps(parts, c.env);
    return eventStream((emit) => generate(input, generation, emit), (promise) => c.executionCtx.waitUntil(promise));
  });

  app.post("/agent/chat/sync", async (c) => {
    const input = await readChatRequest(c.req.raw);
    const events: AgentEvent[] = [];
    const result: Generated | null = await generate(input, deps(parts, c.env), async (event) => void events.push(event));
    if (!result) {
      const failure = events.find((event) => event.type === "error" || event.type === "image_error");
      const error = failure && "error" in failure ? failure.error : "The logo could not be made.";
      return c.json({ success: false, generation_id: input.generationId, error }, 500);
    }
    const narration = events.flatMap((event) => (event.type === "chunk" ? [event.content] : []));
    return c.json({
      success: true,
      generation_id: result.generationId,
      data: result.image,
      spec: result.spec,
      content: result.content,
      metadata: result.metadata,
      narration,
    });
  });

  // A bought logo's brand kit, from a design the app holds, once per order.
  app.post("/render", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new BadRequest("send JSON: { spec, certificate? }");
    }
    const parsed = renderRequest.safeParse(body);
    if (!parsed.success && parsed.error.issues.every((issue) => issue.path[0] === "certificate")) throw new BadRequest("certificate is not { title, fields, paragraphs }");
    const spec = parsed.success ? logoSpec.safeParse(parsed.data.spec) : null;
    if (!parsed.success || !spec?.success) throw new BadRequest("spec is not a design this agent can draw");
    return kitResponse(await parts.engine(), spec.data, parsed.data.certificate);
  });

  app.get("/logo/metadata", async (c) => {
    const id = c.req.query("generation_id");
    if (!id || !GENERATION_ID.test(id)) {
      return c.json({ success: false, error: "generation_id is required and looks like gen_{time}_{random}" }, 400);
    }
    const record = await generationRecord(c.env.GENERATIONS, id).load();
    if (!record) return c.json({ success: false, error: `No logo has been generated with the id ${id}` }, 404);
    return c.json({ success: true, metadata: record.metadata });
  });

  // The embedded agent keeps no conversation between requests (each request carries its
  // messages), so there is nothing to forget; the call is acknowledged as the spec expects.
  app.post("/agent/clear-context", (c) => c.json({ success: true }));

  return app;
}
