/**
 * The optional LLM planner against stand-ins for its two peers: a Workers AI binding (an
 * object with `run`, as env.AI is) and an OpenAI-compatible endpoint (a local fetch
 * handler that reads the request as the real endpoint would). Good answers are used;
 * every kind of failure ends in the deterministic plan.
 */
import { LOGO_SPEC_VERSION } from "#protocol/logo-spec.ts";
import { describe, expect, it } from "vitest";
import { drawnColours } from "#agent/design/ink.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { describeColour } from "#agent/planner/colour-names.ts";
import { createDeterministicPlanner, createPlanner } from "#agent/planner/index.ts";
import type { WorkersAiBinding } from "#agent/planner/llm.ts";
import type { PlanInput } from "#agent/planner/types.ts";
import { COFFEE_PARENT, contrast, expectSoundPlan, input } from "./planner-fixtures.ts";

const PROMPT = "A logo for a bakery called Crumb";
const deterministic = createDeterministicPlanner();

/** What a good model might answer: a valid design that differs from the deterministic one. */
const MODEL_SPEC: LogoSpec = logoSpec.parse({
  ...COFFEE_PARENT,
  brand: "Crumb",
  tagline: null,
  icon: { set: "phosphor", name: "bread" },
  layout: "icon-left",
  palette: { background: "#fff7ed", primary: "#9a3412", text: "#431407", accent: "#fed7aa" },
  typeface: { id: "lora", weight: 700, italic: false },
  styles: ["Classic"],
  seed: 1,
});
const MODEL_NARRATION = ["I drew a loaf of bread for Crumb.", "Lora in bold gives it a warm, classic voice."];

interface Call {
  model: string;
  inputs: Record<string, unknown>;
}

function binding(answer: (call: Call) => Promise<unknown> | unknown): WorkersAiBinding & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async run(model, inputs) {
      const call = { model, inputs };
      calls.push(call);
      // Awaited here so a rejection is handled the moment it happens, as from a real binding.
      return await answer(call);
    },
  };
}

function collectFallbacks() {
  const reasons: string[] = [];
  return { reasons, onFallback: (reason: string) => reasons.push(reason) };
}

async function deterministicPlan(planInput: PlanInput) {
  return deterministic.plan(planInput);
}

describe("the Workers AI planner", () => {
  it("uses a valid answer, with the model's own narration", async () => {
    const ai = binding(() => ({ response: JSON.stringify({ spec: MODEL_SPEC, narration: MODEL_NARRATION }) }));
    const { reasons, onFallback } = collectFallbacks();
    const planner = createPlanner({ AI: ai }, { onFallback });
    expect(planner.name).toBe("workers-ai:@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    const plan = await planner.plan(input(PROMPT, { seed: 1 }));
    expect(reasons).toEqual([]);
    expect(plan.spec).toEqual(MODEL_SPEC);
    expect(plan.narration).toEqual(MODEL_NARRATION);
    expect(plan.kind).toBe("new");
    expect(plan.metadata.name).toBe("Crumb");
    expect(plan.metadata.category).toBe("Business");
    expectSoundPlan(plan);
  });

  it("asks in JSON mode, with the draft design, the icons that fit and the bundled typefaces", async () => {
    const ai = binding(() => ({ response: { spec: MODEL_SPEC } }));
    await createPlanner({ AI: ai, LLM_MODEL: "@cf/qwen/qwen2.5-coder-32b-instruct" }).plan(input(PROMPT, { seed: 1 }));
    expect(ai.calls).toHaveLength(1);
    const [call] = ai.calls;
    expect(call!.model).toBe("@cf/qwen/qwen2.5-coder-32b-instruct");
    expect((call!.inputs.response_format as { type: string }).type).toBe("json_schema");
    const messages = call!.inputs.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    const request = JSON.parse(messages[1]!.content);
    expect(request.request).toBe(PROMPT);
    expect(request.draft).toEqual((await deterministicPlan(input(PROMPT, { seed: 1 }))).spec);
    expect(request.icon_choices.map((icon: { name: string }) => icon.name)).toContain("bread");
    expect(Object.keys(request.typefaces)).toContain("lora");
  });

  it("accepts an answer already parsed by JSON mode, without narration", async () => {
    const ai = binding(() => ({ response: { spec: MODEL_SPEC } }));
    const plan = await createPlanner({ AI: ai }).plan(input(PROMPT, { seed: 1 }));
    expect(plan.spec).toEqual(MODEL_SPEC);
    expect(plan.narration.join(" ")).toContain("Crumb");
  });

  it("without narration, says the colours as drawn: a badge's frame by its own colour, not its mark's", async () => {
    const badge = logoSpec.parse({ ...MODEL_SPEC, layout: "badge", container: "circle", palette: { background: "#ffffff", primary: "#b45309", text: "#ffffff", accent: "#1e3a8a" } });
    const plan = await createPlanner({ AI: binding(() => ({ response: { spec: badge } })) }).plan(input(PROMPT, { seed: 1 }));
    const drawn = drawnColours(plan.spec);
    const colours = plan.narration.find((sentence) => sentence.startsWith("The colours are"));
    // The frame is drawn in its own colour; the palette's mark colour is not the circle's.
    expect(drawn.frame).not.toBeNull();
    expect(describeColour(drawn.frame!)).not.toBe(describeColour(plan.spec.palette.primary));
    expect(colours).toContain(`${describeColour(drawn.frame!)} circle badge`);
    expect(colours).toContain(`${describeColour(drawn.mark!)} mark`);
    expect(colours).toContain(`${describeColour(drawn.lettering)} lettering`);
  });

  it.each([
    ["bad JSON", () => ({ response: "Sure! Here is a great logo: {brand: Crumb" }), /JSON/],
    ["an empty answer", () => ({ response: "" }), /JSON/],
    ["JSON that is not a LogoSpec", () => ({ response: JSON.stringify({ spec: { brand: "Crumb" } }) }), /not a valid LogoSpec/],
    ["an icon that is not bundled", () => ({ response: JSON.stringify({ spec: { ...MODEL_SPEC, icon: { set: "phosphor", name: "croissant-deluxe" } } }) }), /no bundled icon/],
    ["a typeface weight that is not bundled", () => ({ response: JSON.stringify({ spec: { ...MODEL_SPEC, typeface: { id: "lora", weight: 900, italic: false } } }) }), /no bundled weight/],
    ["an error from the binding", () => Promise.reject(new Error("AI binding: 5007 no such model")), /5007/],
  ])("falls back to the deterministic plan on %s", async (_, answer, reason) => {
    const { reasons, onFallback } = collectFallbacks();
    const plan = await createPlanner({ AI: binding(answer) }, { onFallback }).plan(input(PROMPT, { seed: 4 }));
    expect(plan).toEqual(await deterministicPlan(input(PROMPT, { seed: 4 })));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });

  it("falls back when the model does not answer in time", async () => {
    const { reasons, onFallback } = collectFallbacks();
    const hanging = binding(() => new Promise(() => {}));
    const started = Date.now();
    const plan = await createPlanner({ AI: hanging }, { onFallback, timeoutMs: 150 }).plan(input(PROMPT, { seed: 4 }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(plan).toEqual(await deterministicPlan(input(PROMPT, { seed: 4 })));
    expect(reasons[0]).toMatch(/within 150 ms/);
  });

  it("waits about 8 seconds by default", async () => {
    const { LLM_TIMEOUT_MS } = await import("#agent/planner/llm.ts");
    expect(LLM_TIMEOUT_MS).toBe(8000);
  });

  it("holds a model to the contrast rules and says what it changed", async () => {
    const faint = { ...MODEL_SPEC, palette: { ...MODEL_SPEC.palette, text: "#eeeeee" } };
    const plan = await createPlanner({ AI: binding(() => ({ response: JSON.stringify({ spec: faint, narration: MODEL_NARRATION }) })) }).plan(input(PROMPT, { seed: 1 }));
    expect(contrast(plan.spec.palette.text, plan.spec.palette.background as string)).toBeGreaterThanOrEqual(4.5);
    expect(plan.narration.at(-1)).toMatch(/adjusted the colours/);
  });

  it("keeps the parent's seed and spec version on a refinement, and spells colours one way", async () => {
    const answer = { ...COFFEE_PARENT, seed: 12345, version: 3, palette: { ...COFFEE_PARENT.palette, primary: "#DC2626" } };
    const plan = await createPlanner({ AI: binding(() => ({ response: JSON.stringify({ spec: answer }) })) }).plan(input("make it red", { parent: COFFEE_PARENT, seed: 9 }));
    expect(plan.kind).toBe("refinement");
    expect(plan.spec.seed).toBe(COFFEE_PARENT.seed);
    // The parent is read as the current version (a version 1 design parses as 2).
    expect(plan.spec.version).toBe(LOGO_SPEC_VERSION);
    expect(plan.spec.palette.primary).toBe("#dc2626");
  });
});

describe("the OpenAI-compatible planner", () => {
  const env = { LLM_BASE_URL: "https://llm.example/v1/", LLM_API_KEY: "test-key", LLM_MODEL: "logo-model" };

  /** A local stand-in for the endpoint: it answers as /chat/completions does, and records what it was sent. */
  function endpoint(answer: (body: { model: string; messages: { role: string; content: string }[] }) => Response | Promise<Response>) {
    const seen: { url: string; authorization: string | null; body: { model: string; messages: { role: string; content: string }[]; response_format: unknown } }[] = [];
    const handler: typeof fetch = async (resource, init) => {
      const request = new Request(resource, init);
      const body = await request.json<(typeof seen)[number]["body"]>();
      seen.push({ url: request.url, authorization: request.headers.get("authorization"), body });
      return await answer(body);
    };
    return { seen, fetch: handler };
  }

  const completion = (content: string) => Response.json({ id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });

  it("posts to /chat/completions with the key and model, and uses a valid answer", async () => {
    const stand = endpoint(() => completion(JSON.stringify({ spec: MODEL_SPEC, narration: MODEL_NARRATION })));
    const planner = createPlanner(env, { fetch: stand.fetch });
    expect(planner.name).toBe("openai-compatible:logo-model");
    const plan = await planner.plan(input(PROMPT, { seed: 1 }));
    expect(stand.seen).toHaveLength(1);
    expect(stand.seen[0]!.url).toBe("https://llm.example/v1/chat/completions");
    expect(stand.seen[0]!.authorization).toBe("Bearer test-key");
    expect(stand.seen[0]!.body.model).toBe("logo-model");
    expect(stand.seen[0]!.body.response_format).toEqual({ type: "json_object" });
    expect(plan.spec).toEqual(MODEL_SPEC);
    expect(plan.narration).toEqual(MODEL_NARRATION);
  });

  it("reads JSON wrapped in a code fence", async () => {
    const stand = endpoint(() => completion("```json\n" + JSON.stringify({ spec: MODEL_SPEC }) + "\n```"));
    expect((await createPlanner(env, { fetch: stand.fetch }).plan(input(PROMPT, { seed: 1 }))).spec).toEqual(MODEL_SPEC);
  });

  it.each([
    ["a server error", () => Response.json({ error: { message: "overloaded" } }, { status: 503 }), /503/],
    ["a body without choices", () => Response.json({ object: "error" }), /choices/],
    ["prose instead of JSON", () => completion("I would suggest a warm bakery logo."), /JSON/],
    ["a network failure", () => Promise.reject(new TypeError("fetch failed")), /fetch failed/],
  ])("falls back to the deterministic plan on %s", async (_, answer, reason) => {
    const { reasons, onFallback } = collectFallbacks();
    const stand = endpoint(answer);
    const plan = await createPlanner(env, { fetch: stand.fetch, onFallback }).plan(input(PROMPT, { seed: 2 }));
    expect(plan).toEqual(await deterministicPlan(input(PROMPT, { seed: 2 })));
    expect(reasons[0]).toMatch(reason);
  });

  it("gives up on an endpoint that hangs, and aborts the request", async () => {
    let aborted = false;
    const hanging: typeof fetch = (_, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(new DOMException("aborted", "AbortError"));
        });
      });
    const { reasons, onFallback } = collectFallbacks();
    const plan = await createPlanner(env, { fetch: hanging, onFallback, timeoutMs: 150 }).plan(input(PROMPT, { seed: 2 }));
    expect(plan).toEqual(await deterministicPlan(input(PROMPT, { seed: 2 })));
    expect(aborted).toBe(true);
    expect(reasons[0]).toMatch(/within 150 ms/);
  });
});

describe("choosing a planner from the environment", () => {
  it("is deterministic without configuration, or with an incomplete one", () => {
    expect(createPlanner({}).name).toBe("deterministic");
    expect(createPlanner({ LLM_BASE_URL: "https://llm.example/v1" }).name).toBe("deterministic");
    expect(createPlanner({ LLM_API_KEY: "key" }).name).toBe("deterministic");
    expect(createPlanner({ LLM_BASE_URL: " ", LLM_API_KEY: "key" }).name).toBe("deterministic");
  });

  it("prefers the Workers AI binding when both are configured", () => {
    const ai = binding(() => ({ response: "{}" }));
    expect(createPlanner({ AI: ai, LLM_BASE_URL: "https://llm.example/v1", LLM_API_KEY: "key" }).name).toMatch(/^workers-ai:/);
  });
});
