/**
 * A stand-in for the logo agent, as a Worker named `logo-agent` (an auxiliary worker in
 * vitest.config.ts; a `wrangler dev` worker for bench/relay). What it sends is scripted
 * by the prompt: see tests/workers/stand-in-script.ts. A Worker's entry module may only
 * export handlers, so the script lives in its own module.
 */
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import type { CertificateText } from "#protocol/render.ts";
import { encodeEvent } from "#protocol/sse.ts";
import { AGENT_ORIGIN, eventsFor, SCENARIOS, STAND_IN_METADATA, standInKit, type Scenario } from "./stand-in-script.ts";

function token(prompt: string, name: string): string | null {
  return new RegExp(`\\[${name}:([^\\]]+)\\]`).exec(prompt)?.[1] ?? null;
}

const calls = new Map<string, { chat: number; metadata: number; design?: unknown; reference_designs?: unknown; avoid_marks?: unknown; avoid_ideas?: unknown; earlier_marks?: unknown; earlier_ideas?: unknown; earlier_layouts?: unknown; history?: string[] }>();
let clearContextCalls = 0;
let renderCalls = 0;
let lastCertificate: unknown;

function count(generationId: string, kind: "chat" | "metadata") {
  const entry = calls.get(generationId) ?? { chat: 0, metadata: 0 };
  entry[kind]++;
  calls.set(generationId, entry);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stream(events: AgentEvent[], scenario: Scenario, delayMs: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        if (delayMs > 0) await wait(delayMs);
        const sent = event.type === "chunk" && event.content === "sent_at" ? { ...event, content: `sent_at=${Date.now()}` } : event;
        controller.enqueue(encoder.encode(encodeEvent(sent)));
      }
      if (scenario === "garbage") {
        // What a broken agent might send: none of it is an event of the protocol.
        for (const junk of [
          'data: {not json\n\n',
          'data: {"type":"final_image"}\n\n',
          'data: {"type":"who-knows","url":"https://agent.internal.example/x"}\n\n',
          'data: {"type":"done","metadata":"not an object","content":7}\n\n',
          ": a comment\n\nevent: strange\nid: 9\n\n",
        ]) controller.enqueue(encoder.encode(junk));
        controller.enqueue(new Uint8Array([0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0xff, 0xfe, 0x00, 0x0a, 0x0a]));
      }
      if (scenario === "drop") {
        await wait(20);
        controller.error(new Error("stand-in agent: connection dropped"));
        return;
      }
      if (scenario === "stall") {
        // Silent with the connection open, as an agent waiting on a model that never
        // answers (a pending timer, so workerd does not cancel it as hung).
        await wait(10 * 60_000);
      }
      controller.close();
    },
  });
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/__calls") {
      const id = url.searchParams.get("generation_id") ?? "";
      return Response.json({ ...(calls.get(id) ?? { chat: 0, metadata: 0 }), clearContext: clearContextCalls });
    }
    if (url.pathname === "/render" && request.method === "POST") {
      // The brand kit of a design, each file named after its brand so a test can tell whose it is.
      const { spec, certificate } = (await request.json()) as { spec?: { brand?: string; layout?: string; typeface?: { id?: string } }; certificate?: CertificateText };
      if (!spec?.brand) return Response.json({ error: "spec is not a design this agent can draw" }, { status: 400 });
      renderCalls++;
      lastCertificate = certificate;
      return new Response(standInKit({ brand: spec.brand, layout: spec.layout, typeface: spec.typeface }, certificate));
    }
    if (url.pathname === "/__render-calls") return Response.json({ calls: renderCalls, certificate: lastCertificate });
    if (url.pathname === "/healthz") return Response.json({ ok: true });
    if (url.pathname === "/agent/clear-context" && request.method === "POST") {
      clearContextCalls++;
      return Response.json({ success: true });
    }
    if (url.pathname === "/logo/metadata") {
      const id = url.searchParams.get("generation_id") ?? "";
      count(id, "metadata");
      if (id.includes("unknown")) return Response.json({ success: false, error: "Unknown generation" }, { status: 404 });
      // `url` is the field the spec says is dropped: a relay must not pass it on.
      return Response.json({ success: true, metadata: { ...STAND_IN_METADATA, url: `${AGENT_ORIGIN}/files/${id}.png` } });
    }
    if (url.pathname === "/agent/chat" && request.method === "POST") {
      const body = (await request.json()) as { messages: { content: string }[]; generation_id?: string } & Record<string, unknown>;
      const generationId = body.generation_id ?? "gen_missing";
      count(generationId, "chat");
      if (body.design !== undefined) calls.get(generationId)!.design = body.design;
      if (body.reference_designs !== undefined) calls.get(generationId)!.reference_designs = body.reference_designs;
      if (body.avoid_marks !== undefined) calls.get(generationId)!.avoid_marks = body.avoid_marks;
      if (body.earlier_marks !== undefined) calls.get(generationId)!.earlier_marks = body.earlier_marks;
      if (body.earlier_layouts !== undefined) calls.get(generationId)!.earlier_layouts = body.earlier_layouts;
      if (body.messages.length > 1) calls.get(generationId)!.history = body.messages.slice(0, -1).map((message) => message.content);
      if (body.avoid_ideas !== undefined) calls.get(generationId)!.avoid_ideas = body.avoid_ideas;
      if (body.earlier_ideas !== undefined) calls.get(generationId)!.earlier_ideas = body.earlier_ideas;
      const prompt = body.messages.at(-1)?.content ?? "";
      const scenario = (SCENARIOS as readonly string[]).includes(token(prompt, "scenario") ?? "")
        ? (token(prompt, "scenario") as Scenario)
        : "full";
      if (scenario === "http-json-error") return Response.json({ error: "The designer is busy right now" }, { status: 503 });
      if (scenario === "http-text-error") return new Response("Bad gateway", { status: 502 });
      if (scenario === "no-body") return new Response(null, { status: 200 });
      const delay = Number(token(prompt, "delay") ?? (scenario === "slow" ? 150 : 0));
      const events = eventsFor(scenario, generationId, {
        chunks: Number(token(prompt, "chunks") ?? 20),
        size: Number(token(prompt, "size") ?? 1_000_000),
        design: body.design,
      });
      return new Response(stream(events, scenario, delay), {
        headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Agent-Origin": AGENT_ORIGIN },
      });
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  },
};
