/**
 * The agent protocol through the real endpoints (SELF is the agent Worker as deployed:
 * its planner, engine and Durable Object), event by event.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAgentApp } from "../../workers/agent/app.ts";
import { BACKGROUND_CHOICES } from "../../workers/protocol/taxonomy.ts";
import { readSpecFromImage } from "../../workers/agent/design/embedded-spec.ts";
import { logoSpec } from "../../workers/agent/design/logo-spec.ts";
import { pngSize } from "../../workers/agent/design/png.ts";
import { workerEngine } from "../../workers/agent/engine/runtime.ts";
import type { AgentEnv } from "../../workers/agent/env.ts";
import { createDeterministicPlanner } from "../../workers/agent/planner/index.ts";
import type { PlanInput, Planner } from "../../workers/agent/planner/types.ts";
import type { AgentEvent } from "../../workers/protocol/agent-protocol.ts";
import { bytesOf, chatRequest, readEvents, testSpec, userMessage } from "./helpers.ts";

const agentEnv = env as unknown as AgentEnv;

type Of<K extends AgentEvent["type"]> = Extract<AgentEvent, { type: K }>;
const ofType = <K extends AgentEvent["type"]>(events: AgentEvent[], type: K) => events.filter((e): e is Of<K> => e.type === type);

/** The order every successful generation follows. */
function expectGenerationOrder(events: AgentEvent[], generationId: string) {
  const types = events.map((event) => event.type);
  expect(types[0]).toBe("agent");
  expect(types.slice(-3)).toEqual(["final_image", "image_complete", "done"]);
  for (const kind of ["chunk", "image_progress", "partial_image"] as const) expect(types).toContain(kind);

  const progress = ofType(events, "image_progress").map((event) => event.progress);
  expect(progress.every((value, i) => i === 0 || value > progress[i - 1]!)).toBe(true);
  expect(progress.at(-1)).toBe(100);
  // 100 is announced just before the final image, and no partial comes after the final image.
  expect(types.indexOf("final_image")).toBe(types.lastIndexOf("image_progress") + 1);

  const partials = ofType(events, "partial_image");
  expect(partials.map((p) => p.index)).toEqual([0, 1, 2]); // background, mark, wordmark
  for (const partial of partials) {
    expect(partial.data).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(bytesOf(partial.data))).toEqual({ width: 256, height: 256 });
  }
  // Each preview adds something to the last.
  expect(new Set(partials.map((p) => p.data)).size).toBe(3);

  for (const event of events) if ("generation_id" in event && event.generation_id) expect(event.generation_id).toBe(generationId);
}

describe("POST /agent/chat", () => {
  it("streams a generation: agent, chunks, rising progress, partial images, final image with files and spec, complete, done", async () => {
    const response = await SELF.fetch(chatRequest({ ...userMessage('A logo for a coffee roastery called "Summit Coffee"'), generation_id: "gen_1_stream" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    expectGenerationOrder(events, "gen_1_stream");

    const [final] = ofType(events, "final_image");
    const spec = logoSpec.parse(final!.spec);
    expect(spec.brand).toBe("Summit Coffee");
    // Browsers get the watermarked preview; the app gets every file.
    expect(final!.data).toBe(final!.files!.pngWatermarked);
    expect(final!.files!.png).toMatch(/^data:image\/png;base64,/);
    expect(final!.files!.webp).toMatch(/^data:image\/webp;base64,/);
    expect(final!.files!.svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(final!.files!.pngTransparent).toMatch(/^data:image\/png;base64,/);
    expect(pngSize(bytesOf(final!.files!.png))).toEqual({ width: 2048, height: 2048 });
    for (const file of Object.values(final!.files!)) expect(readSpecFromImage(file)).toEqual(spec);

    const [done] = ofType(events, "done");
    expect(done!.content.length).toBeGreaterThan(0);
    expect(done!.metadata).toMatchObject({ name: "Summit Coffee", isWatermarked: true, hasFullVersion: true });
  });

  it("streams a refinement that starts from the design embedded in the attached image", async () => {
    const first = await readEvents(await SELF.fetch(chatRequest({ ...userMessage('A bakery logo called "Crumb & Co"'), generation_id: "gen_2_parent" })));
    const parent = logoSpec.parse(ofType(first, "final_image")[0]!.spec);
    const image = ofType(first, "final_image")[0]!.data!;

    const response = await SELF.fetch(chatRequest({ ...userMessage("Modify this logo: make it blue", [image]), generation_id: "gen_2_child" }));
    const events = await readEvents(response);
    expectGenerationOrder(events, "gen_2_child");
    expect(ofType(events, "agent")[0]!.content).toMatch(/rework/i);
    const child = logoSpec.parse(ofType(events, "final_image")[0]!.spec);
    expect(child.brand).toBe(parent.brand);
  });

  it("sends every message as a `data:` line of JSON (or a keep-alive comment)", async () => {
    const response = await SELF.fetch(chatRequest(userMessage("A minimal logo for a law firm")));
    const text = await response.text();
    for (const block of text.split("\n\n").filter(Boolean)) expect(block).toMatch(/^(data: \{.*\}|: keep-alive)$/s);
  });
});

describe("what the chat hands the planner", () => {
  function recordingPlanner() {
    const inputs: PlanInput[] = [];
    const inner = createDeterministicPlanner();
    const planner: Planner = { name: "recording", plan: (input) => (inputs.push(input), inner.plan(input)) };
    return { planner, inputs };
  }

  async function send(planner: Planner, body: unknown) {
    const app = createAgentApp({ planner: () => planner, fallbackPlanner: createDeterministicPlanner, engine: workerEngine });
    const ctx = createExecutionContext();
    const response = await app.fetch(chatRequest(body), agentEnv, ctx);
    const events = await readEvents(response);
    await waitOnExecutionContext(ctx);
    return events;
  }

  it("passes the attached logo's design as the parent of a refinement", async () => {
    const engine = await workerEngine();
    const parent = engine.design(testSpec()).spec;
    const files = await engine.files(engine.design(parent));
    const { toDataUrl } = await import("../../workers/protocol/data-url.ts");
    const { planner, inputs } = recordingPlanner();
    await send(planner, { ...userMessage("Change the colours to green", [toDataUrl(files.pngWatermarked, "image/png")]), generation_id: "gen_3_refine" });
    expect(inputs[0]!.parent).toEqual(parent);
    expect(inputs[0]!.references).toEqual([]);
    expect(inputs[0]!.prompt).toBe("Change the colours to green");
  });

  it("passes several images without refinement wording as references (personalization)", async () => {
    const engine = await workerEngine();
    const { toDataUrl } = await import("../../workers/protocol/data-url.ts");
    const a = engine.design(testSpec({ brand: "Alpha" }));
    const b = engine.design(testSpec({ brand: "Beta", layout: "badge", container: "circle" }));
    const images = [toDataUrl(new TextEncoder().encode(a.svg()), "image/svg+xml"), toDataUrl(new TextEncoder().encode(b.svg()), "image/svg+xml")];
    const { planner, inputs } = recordingPlanner();
    await send(planner, { ...userMessage("A logo for my bicycle shop in the style of these", images), browse_logo_name: "Alpha" });
    expect(inputs[0]!.parent).toBeNull();
    expect(inputs[0]!.references.map((r) => r.spec?.brand)).toEqual(["Alpha", "Beta"]);
    expect(inputs[0]!.references[0]!.name).toBe("Alpha");
  });

  it("falls back to the deterministic planner when the planner's design does not pass the schema", async () => {
    const broken: Planner = {
      name: "broken",
      plan: async (input) => ({ ...(await createDeterministicPlanner().plan(input)), spec: { ...testSpec(), brand: "" } }),
    };
    const events = await send(broken, userMessage('A logo called "Fallback Works"'));
    expect(logoSpec.parse(ofType(events, "final_image")[0]!.spec).brand).toBe("Fallback Works");
  });

  it("reports a drawing failure as image_error and a planning failure as error", async () => {
    const failing: Planner = {
      name: "failing",
      plan: async () => {
        throw new Error("no idea");
      },
    };
    const app = createAgentApp({ planner: () => failing, fallbackPlanner: () => failing, engine: workerEngine });
    const ctx = createExecutionContext();
    const planning = await readEvents(await app.fetch(chatRequest(userMessage("anything")), agentEnv, ctx));
    expect(planning.map((e) => e.type)).toEqual(["agent", "image_progress", "error"]);

    const noEngine = createAgentApp({ planner: createDeterministicPlanner, fallbackPlanner: createDeterministicPlanner, engine: () => Promise.reject(new Error("no wasm")) });
    const drawing = await readEvents(await noEngine.fetch(chatRequest(userMessage("anything")), agentEnv, ctx));
    expect(drawing.at(-1)).toMatchObject({ type: "image_error", error: expect.stringContaining("no wasm") });
    await waitOnExecutionContext(ctx);
  });
});

describe("POST /agent/chat/sync", () => {
  it("answers one JSON document with the final image, files, spec and metadata", async () => {
    const response = await SELF.fetch(new Request("https://agent.test/agent/chat/sync", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...userMessage('A dragon logo for "Ember Games"'), generation_id: "gen_4_sync" }),
    }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, any>;
    expect(body.success).toBe(true);
    expect(body.generation_id).toBe("gen_4_sync");
    expect(body.data).toBe(body.files.pngWatermarked);
    expect(logoSpec.parse(body.spec).brand).toBe("Ember Games");
    expect(body.metadata).toMatchObject({ name: "Ember Games", isWatermarked: true, hasFullVersion: true });
    expect(body.narration.length).toBeGreaterThan(0);
  });
});

describe("GET /logo/metadata", () => {
  it("remembers a generation's metadata by its id", async () => {
    await readEvents(await SELF.fetch(chatRequest({ ...userMessage('A fox logo called "Kitsune"'), generation_id: "gen_5_meta" })));
    const response = await SELF.fetch("https://agent.test/logo/metadata?generation_id=gen_5_meta");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; metadata: Record<string, unknown> };
    expect(body.success).toBe(true);
    expect(Object.keys(body.metadata).sort()).toEqual(["bgColor", "category", "description", "hasFullVersion", "isWatermarked", "name", "tags"]);
    expect(body.metadata.name).toBe("Kitsune");
    expect(BACKGROUND_CHOICES.map((c) => c.className)).toContain(body.metadata.bgColor);
  });

  it("answers 404 for an id it never generated and 400 for a missing or malformed id", async () => {
    expect((await SELF.fetch("https://agent.test/logo/metadata?generation_id=gen_0_unknown")).status).toBe(404);
    for (const query of ["", "?generation_id=", "?generation_id=not-an-id"]) {
      const response = await SELF.fetch(`https://agent.test/logo/metadata${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/generation_id/);
    }
  });
});

describe("POST /agent/clear-context", () => {
  it("acknowledges with success", async () => {
    const response = await SELF.fetch("https://agent.test/agent/clear-context", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });
});
