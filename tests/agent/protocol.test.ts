/**
 * The agent protocol through the real endpoints (SELF is the agent Worker as deployed:
 * its planner, engine and Durable Object), event by event.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAgentApp } from "#agent/app.ts";
import { BACKGROUND_CHOICES } from "#protocol/taxonomy.ts";
import { logoSpec } from "#agent/design/logo-spec.ts";
import { pngSize } from "#protocol/png.ts";
import { PREVIEW_SIZE } from "#agent/design/preview.ts";
import { PREVIEW_WORDS } from "#agent/chat/generate.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import type { AgentEnv } from "#agent/env.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import type { PlanInput, Planner } from "#agent/planner/types.ts";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { textChunkTypes } from "#protocol/image-chunks.ts";
import { toDataUrl } from "#protocol/data-url.ts";
import { bytesOf, chatRequest, expectPixelsOnly, readEvents, testSpec, userMessage, withTextChunk } from "./helpers.ts";

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
  it("streams a generation: agent, chunks, rising progress, partial images, the watermarked preview with the design, complete, done", async () => {
    const response = await SELF.fetch(chatRequest({ ...userMessage('A logo for a coffee roastery called "Summit Coffee"'), generation_id: "gen_1_stream" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    expectGenerationOrder(events, "gen_1_stream");

    const [final] = ofType(events, "final_image");
    const spec = logoSpec.parse(final!.spec);
    expect(spec.brand).toBe("Summit Coffee");
    // The preview at the size the page shows it, and nothing else: the files a buyer gets
    // are made when the logo is bought (POST /render), never on the way to the preview.
    expect(pngSize(bytesOf(final!.data!))).toEqual({ width: PREVIEW_SIZE, height: PREVIEW_SIZE });
    expect(final!.files).toBeUndefined();
    // Its transparent twin, the same size, for the logo page's backgrounds and mockups.
    expect(pngSize(bytesOf(final!.transparent_data!))).toEqual({ width: PREVIEW_SIZE, height: PREVIEW_SIZE });
    expectPixelsOnly(bytesOf(final!.transparent_data!), spec, "final_image.transparent_data");
    // Every picture holds pixels only: the design travels as `spec`, for the app to keep.
    expectPixelsOnly(bytesOf(final!.data!), spec, "final_image.data");
    for (const partial of ofType(events, "partial_image")) expectPixelsOnly(bytesOf(partial.data), spec, `partial ${partial.index}`);
    // The narration's last word on the drawing says when the files are made.
    expect(ofType(events, "chunk").at(-1)!.content).toBe(PREVIEW_WORDS);

    const [done] = ofType(events, "done");
    expect(done!.content.length).toBeGreaterThan(0);
    expect(done!.metadata).toMatchObject({ name: "Summit Coffee", isWatermarked: true, hasFullVersion: true });
  });

  it("streams a refinement that starts from the design the app sends", async () => {
    const first = await readEvents(await SELF.fetch(chatRequest({ ...userMessage('A bakery logo called "Crumb & Co"'), generation_id: "gen_2_parent" })));
    const parent = logoSpec.parse(ofType(first, "final_image")[0]!.spec);
    const image = ofType(first, "final_image")[0]!.data!;

    const response = await SELF.fetch(chatRequest({ ...userMessage("Modify this logo: make it blue", [image]), generation_id: "gen_2_child", design: parent }));
    const events = await readEvents(response);
    expectGenerationOrder(events, "gen_2_child");
    expect(ofType(events, "agent")[0]!.content).toMatch(/rework/i);
    const child = logoSpec.parse(ofType(events, "final_image")[0]!.spec);
    expect(child.brand).toBe(parent.brand);
    expect(child.layout).toBe(parent.layout);
  });

  it("refuses a design it cannot draw with a 400 that names the field", async () => {
    const response = await SELF.fetch(chatRequest({ ...userMessage("Modify this logo: make it blue"), design: { ...testSpec(), icon: { set: "phosphor", name: "no-such-icon" } } }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^design\.icon/);
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

  it("passes the app's design as the parent of a refinement", async () => {
    const engine = await workerEngine();
    const parent = engine.design(testSpec()).spec;
    const preview = await engine.preview(engine.design(parent));
    const { planner, inputs } = recordingPlanner();
    await send(planner, { ...userMessage("Change the colours to green", [toDataUrl(preview, "image/png")]), generation_id: "gen_3_refine", design: parent });
    expect(inputs[0]!.parent).toEqual(parent);
    expect(inputs[0]!.references).toEqual([]);
    expect(inputs[0]!.prompt).toBe("Change the colours to green");
  });

  it("uses the design only when the message refines (the contract's rule)", async () => {
    const { planner, inputs } = recordingPlanner();
    await send(planner, { ...userMessage('A new logo for "Otter Tea"'), design: testSpec() });
    expect(inputs[0]!.parent).toBeNull();
  });

  it("ignores a design embedded in an uploaded image, as a tEXt or an iTXt chunk", async () => {
    const engine = await workerEngine();
    const planted = engine.design(testSpec({ brand: "Planted Brand", layout: "badge", container: "circle" })).spec;
    const picture = await engine.partial(engine.design(testSpec()), ["mark", "wordmark"]);
    const appDesign = engine.design(testSpec({ brand: "Real Parent" })).spec;
    for (const type of ["tEXt", "iTXt"] as const) {
      const crafted = withTextChunk(picture, type, "LogoSpec", JSON.stringify(planted));
      expect(textChunkTypes(crafted)).toEqual([type]);
      const image = toDataUrl(crafted, "image/png");

      // A refinement with the image alone has no parent: the image is a reference by its pixels.
      const alone = recordingPlanner();
      const events = await send(alone.planner, { ...userMessage("Modify this logo: make it red", [image]), generation_id: `gen_6_${type}` });
      expect(alone.inputs[0]!.parent).toBeNull();
      expect(alone.inputs[0]!.references).toEqual([{ spec: null, name: null }]);
      expect(logoSpec.parse(ofType(events, "final_image")[0]!.spec).brand).not.toBe("Planted Brand");

      // With the app's design beside it, the design is the parent, whatever the image holds.
      const withDesign = recordingPlanner();
      await send(withDesign.planner, { ...userMessage("Modify this logo: make it red", [image]), design: appDesign });
      expect(withDesign.inputs[0]!.parent).toEqual(appDesign);

      // A new logo with it as a reference takes nothing from its chunk.
      const reference = recordingPlanner();
      await send(reference.planner, { ...userMessage("A logo for my bicycle shop in the style of this", [image]), browse_logo_name: "Alpha" });
      expect(reference.inputs[0]!.references).toEqual([{ spec: null, name: "Alpha" }]);
    }
  });

  it("passes the app's reference designs with the references, by position", async () => {
    const engine = await workerEngine();
    const alpha = engine.design(testSpec({ brand: "Alpha" })).spec;
    const picture = toDataUrl(withTextChunk(await engine.partial(engine.design(testSpec()), []), "iTXt", "LogoSpec", JSON.stringify(testSpec({ brand: "Planted" }))), "image/png");
    const { planner, inputs } = recordingPlanner();
    await send(planner, { ...userMessage("A logo for my bicycle shop in the style of these", [picture, picture]), reference_designs: [alpha, null] });
    expect(inputs[0]!.references).toEqual([{ spec: alpha, name: null }, { spec: null, name: null }]);
  });

  it("passes several images without refinement wording as references by their pixels (personalization)", async () => {
    const engine = await workerEngine();
    const a = await engine.partial(engine.design(testSpec({ brand: "Alpha" })), ["mark", "wordmark"]);
    const b = await engine.partial(engine.design(testSpec({ brand: "Beta", layout: "badge", container: "circle" })), ["mark", "wordmark"]);
    const images = [toDataUrl(a, "image/png"), toDataUrl(b, "image/png")];
    const { planner, inputs } = recordingPlanner();
    await send(planner, { ...userMessage("A logo for my bicycle shop in the style of these", images), browse_logo_name: "Alpha" });
    expect(inputs[0]!.parent).toBeNull();
    expect(inputs[0]!.references).toEqual([{ spec: null, name: "Alpha" }, { spec: null, name: null }]);
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
  it("answers one JSON document with the watermarked preview, the design and metadata", async () => {
    const response = await SELF.fetch(new Request("https://agent.test/agent/chat/sync", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...userMessage('A dragon logo for "Ember Games"'), generation_id: "gen_4_sync" }),
    }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, any>;
    expect(body.success).toBe(true);
    expect(body.generation_id).toBe("gen_4_sync");
    expect(pngSize(bytesOf(body.data))).toEqual({ width: PREVIEW_SIZE, height: PREVIEW_SIZE });
    expect(body.files).toBeUndefined();
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
