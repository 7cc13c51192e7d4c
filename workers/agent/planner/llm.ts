/**
 * The optional LLM planner. When an operator configures a Workers AI binding (`AI`) or
 * an OpenAI-compatible endpoint (`LLM_BASE_URL` + `LLM_API_KEY`), a model designs the
 * LogoSpec. It is given the deterministic planner's design as a draft, the icons that fit
 * the prompt and the bundled typefaces, and must answer JSON. Its answer passes the same
 * `logoSpec` schema and the same contrast rules as the deterministic one; any failure
 * (network, timeout, invalid JSON, invalid spec) and the deterministic plan answers
 * instead, so a visitor never sees the difference between 'the model was down' and 'the
 * model was not configured'.
 */
import { z } from "zod";
import { LOGO_SPEC_VERSION, logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import { metadataOf } from "./metadata.ts";
import { formatRatio, summariseSpec } from "./narration.ts";
import { balancePalette } from "./palettes.ts";
import { drawnContrast } from "#agent/design/ink.ts";
import { findMentions } from "./mentions.ts";
import { markCandidates, subjectOf } from "./subject.ts";
import { readPromptBarLines } from "./text.ts";
import type { ChatMessage, Plan, PlanInput, Planner } from "./types.ts";

/** The part of the Workers AI binding the planner uses (`env.AI.run`). */
export interface WorkersAiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

export interface LlmEnv {
  AI?: WorkersAiBinding;
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}

export interface LlmOptions {
  /** The fetch used for an OpenAI-compatible endpoint (a test passes a local handler). */
  fetch?: typeof fetch;
  /** How long the model may take before the deterministic plan answers. */
  timeoutMs?: number;
  /** Told why an answer was not used (the default logs it for the operator). */
  onFallback?: (reason: string) => void;
}

/** Long enough for a 70B model to write ~600 tokens of JSON; short enough that a visitor waits little. */
export const LLM_TIMEOUT_MS = 8000;
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** One way of asking a model: messages in, the model's text (or parsed JSON) out. */
export interface ModelBackend {
  name: string;
  complete(messages: ChatMessage[], options: { seed: number; signal: AbortSignal }): Promise<unknown>;
}

const llmAnswer = z.object({
  spec: logoSpec,
  narration: z.array(z.string().min(1).max(400)).min(1).max(8).optional(),
});

let answerSchema: unknown = null;
/** The JSON schema of the answer, for JSON mode (computed once). */
function answerJsonSchema(): unknown {
  answerSchema ??= z.toJSONSchema(llmAnswer, { unrepresentable: "any" });
  return answerSchema;
}

export function workersAiBackend(binding: WorkersAiBinding, model = DEFAULT_WORKERS_AI_MODEL): ModelBackend {
  return {
    name: `workers-ai:${model}`,
    async complete(messages, { seed }) {
      const result = await binding.run(model, {
        messages,
        response_format: { type: "json_schema", json_schema: answerJsonSchema() },
        max_tokens: 1500,
        seed,
      });
      // Text models answer { response }, a string, or in JSON mode already an object.
      if (result && typeof result === "object" && "response" in result) return (result as { response: unknown }).response;
      return result;
    },
  };
}

export function openAiBackend(baseUrl: string, apiKey: string, model = DEFAULT_OPENAI_MODEL, fetcher: typeof fetch = fetch): ModelBackend {
  const url = `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: `openai-compatible:${model}`,
    async complete(messages, { seed, signal }) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ model, messages, response_format: { type: "json_object" }, temperature: 0.4, seed }),
        signal,
      });
      if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (content === undefined) throw new Error("the answer has no choices[0].message.content");
      return content;
    },
  };
}

const SYSTEM_PROMPT = `You are the logo designer of a logo marketplace. You turn a visitor's request into a LogoSpec: a JSON design a vector renderer draws.

Answer with one JSON object: {"spec": LogoSpec, "narration": ["one short sentence per decision, in plain words"]}. No prose outside the JSON.

Rules:
- The "draft" is a correct design for this request. Improve it only where you are sure; keep every field valid.
- For a refinement ("parent" is given), change only what the request asks and copy every other field from the parent exactly, including "seed".
- "icon" must be one of "icon_choices" (set and name exactly) or null. Layouts "wordmark" and "monogram" have icon null; "icon-above" and "icon-left" need an icon; "badge" and "monogram" need a container other than "none".
- "typeface.id" must be a key of "typefaces" and "typeface.weight" one of its weights (its italic weights when "italic" is true).
- Colours are lower-case "#rrggbb"; "background" may be "transparent". The lettering must have at least 4.5:1 contrast with the background.
- "styles" uses only: Modern, Minimalistic, Bold, Elegant, Playful, Professional, Vintage, Geometric, Abstract, Classic.`;

function buildMessages(input: PlanInput, draft: Plan): ChatMessage[] {
  const mentions = findMentions(readPromptBarLines(input.prompt).text, "prompt");
  const choices = markCandidates(mentions).slice(0, 12).map((candidate) => candidate.icon.ref);
  if (draft.spec.icon && !choices.some((icon) => icon.name === draft.spec.icon!.name && icon.set === draft.spec.icon!.set)) choices.unshift(draft.spec.icon);
  const typefaces = Object.fromEntries(
    Object.entries(TYPEFACES).map(([id, face]) => [id, { traits: face.traits, weights: face.weights, italic_weights: face.italicWeights }]),
  );
  const request = {
    request: input.prompt,
    earlier_messages: input.history.slice(-6),
    parent: input.parent,
    reference_designs: input.references.map((reference) => reference.spec).filter(Boolean),
    draft: draft.spec,
    icon_choices: choices,
    typefaces,
  };
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: JSON.stringify(request) },
  ];
}

/** The JSON in a model's answer, tolerating code fences and chatter around it. */
export function extractJson(answer: unknown): unknown {
  if (typeof answer !== "string") return answer;
  const text = answer.trim().replace(/^```(?:json)?\s*/i, "").replace(/\s*```$/, "");
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start < 0 || end <= start) throw new Error("the answer holds no JSON object");
    return JSON.parse(text.slice(start, end + 1));
  }
}

/**
 * Fields a model cannot decide: the spec version and the seed (a refinement keeps its
 * parent's). Hex colours are lower-cased, the one spelling the schema accepts.
 */
function normalise(candidate: unknown, seed: number): unknown {
  if (!candidate || typeof candidate !== "object") return candidate;
  const spec: Record<string, unknown> = { ...(candidate as Record<string, unknown>), version: LOGO_SPEC_VERSION, seed };
  const palette = spec.palette;
  if (palette && typeof palette === "object") {
    spec.palette = Object.fromEntries(
      Object.entries(palette as Record<string, unknown>).map(([role, value]) => [role, typeof value === "string" ? value.trim().toLowerCase() : value]),
    );
  }
  return spec;
}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

export function createLlmPlanner(backend: ModelBackend, fallback: Planner, options: LlmOptions = {}): Planner {
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  const onFallback = options.onFallback ?? ((reason: string) => console.warn(`[planner] ${backend.name} not used: ${reason}`));
  return {
    name: backend.name,
    async plan(input) {
      // The deterministic plan is the draft the model starts from and the answer if it fails.
      const draft = await fallback.plan(input);
      const seed = input.parent?.seed ?? input.seed;
      let answer: z.infer<typeof llmAnswer>;
      try {
        const raw = await withTimeout((signal) => backend.complete(buildMessages(input, draft), { seed, signal }), timeoutMs);
        const json = extractJson(raw) as Record<string, unknown> | null;
        const body = json && typeof json === "object" && "spec" in json ? json : { spec: json };
        const parsed = llmAnswer.safeParse({ ...body, spec: normalise(body.spec, seed) });
        if (!parsed.success) {
          onFallback(`the answer is not a valid LogoSpec: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
          return draft;
        }
        answer = parsed.data;
      } catch (error) {
        onFallback(error instanceof Error ? error.message : String(error));
        return draft;
      }
      return planFromAnswer(answer.spec, answer.narration ?? null, input, draft);
    },
  };
}

function planFromAnswer(candidate: LogoSpec, narration: string[] | null, input: PlanInput, draft: Plan): Plan {
  // The same contrast rules as the deterministic planner, whatever the model chose.
  const palette = balancePalette(candidate.palette, candidate.layout, candidate.container);
  const spec: LogoSpec = { ...candidate, palette };
  const said = narration ? [...narration] : summariseSpec(spec);
  if (JSON.stringify(palette) !== JSON.stringify(candidate.palette)) {
    said.push(`I adjusted the colours so the lettering reads at ${formatRatio(drawnContrast(spec, "lettering")!)}.`);
  }
  const subjects = [
    ...findMentions(readPromptBarLines(input.prompt).text, "prompt"),
    ...input.history.filter((message) => message.role === "user").flatMap((message) => findMentions(message.content, "history")),
  ];
  return {
    kind: input.parent ? "refinement" : "new",
    spec,
    narration: said,
    metadata: metadataOf(spec, subjectOf(spec, subjects)),
    understood: draft.understood,
  };
}
