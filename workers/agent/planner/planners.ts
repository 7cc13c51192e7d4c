/**
 * The planners the agent's chat handler uses: the deterministic one (always there,
 * offline), and, when the operator configures a model, the LLM planner in front of it.
 */
import { designNewLogo } from "./compose.ts";
import { createLlmPlanner, DEFAULT_OPENAI_MODEL, DEFAULT_WORKERS_AI_MODEL, openAiBackend, workersAiBackend, type LlmEnv, type LlmOptions, type WorkersAiBinding } from "./llm.ts";
import { refineLogo } from "./refine.ts";
import { readsAsRefinement } from "#protocol/refinement.ts";
import type { Plan, PlanInput, Planner } from "./types.ts";
import { inVisitorsLanguage } from "#agent/planner/languages/answer.ts";
import { readBrief } from "#agent/planner/new-logo/brief.ts";
import { words } from "#agent/planner/text.ts";

export function createDeterministicPlanner(): Planner {
  return {
    name: "deterministic",
    async plan(input) {
      return inVisitorsLanguage(input, planInEnglish);
    },
  };
}

function planInEnglish(input: PlanInput): Plan {
  if (input.parent) return refineLogo(input);
  // 'Start over' (a new logo, workers/protocol/refinement.ts) naming nothing of its own: the
  // conversation's last request for a logo, drawn afresh, so its name is not lost.
  const restarted = isBareRestart(input.prompt) ? lastDesignRequest(input.history) : null;
  if (restarted) {
    const plan = designNewLogo({ ...input, prompt: restarted });
    return { ...plan, understood: { ...plan.understood, nameGiven: readBrief(restarted).brand !== null } };
  }
  // A change request that came without the design (an app that sent none): rebuild the design
  // from the conversation's last request for a logo, then apply the change to it.
  const earlier = readsAsRefinement(input.prompt, { hasDesign: false }) ? lastDesignRequest(input.history) : null;
  if (earlier) return refineLogo({ ...input, parent: designNewLogo({ ...input, prompt: earlier, history: [] }).spec });
  return designNewLogo(input);
}

function lastDesignRequest(history: PlanInput["history"]): string | null {
  const requests = history.filter(
    (message) => message.role === "user" && message.content.trim() && !readsAsRefinement(message.content, { hasDesign: false }) && !isBareRestart(message.content),
  );
  return requests.at(-1)?.content ?? null;
}

const RESTART = /\b(?:start(?:ing)?\s+(?:over|again|afresh|from\s+scratch)|from\s+scratch|(?:a|another)\s+(?:completely\s+|totally\s+|entirely\s+)?(?:new|different|fresh)\s+(?:logo|design|one))\b/gi;
/** Words around a restart that ask for nothing more ('let's start over, please'). */
const RESTART_FILLER = new Set(["please", "ok", "okay", "let", "lets", "us", "can", "could", "you", "i", "want", "to", "we", "just", "and", "so", "make", "me", "give", "try", "the", "logo", "modify", "this"]);

/** A new logo asked for with nothing of its own: no name, no trade, no look ('start over', 'a new logo please'). */
function isBareRestart(prompt: string): boolean {
  const rest = prompt.replace(RESTART, " ");
  return rest !== prompt && words(rest).every((word) => RESTART_FILLER.has(word));
}

/**
 * The planner for this environment: Workers AI when an `AI` binding exists, else an
 * OpenAI-compatible endpoint when `LLM_BASE_URL` and `LLM_API_KEY` are both set, else the
 * deterministic planner. `LLM_MODEL` overrides the model of either.
 *
 * `env` is the Worker's whole env (typed `LlmEnv` where the Worker declares these
 * bindings, any object where it does not); the values are checked as they are read.
 */
export function createPlanner(env: LlmEnv | object, options: LlmOptions = {}): Planner {
  const deterministic = createDeterministicPlanner();
  const config = readLlmEnv(env);
  if (config.ai) return createLlmPlanner(workersAiBackend(config.ai, config.model ?? DEFAULT_WORKERS_AI_MODEL), deterministic, options);
  if (config.baseUrl && config.apiKey) {
    return createLlmPlanner(openAiBackend(config.baseUrl, config.apiKey, config.model ?? DEFAULT_OPENAI_MODEL, options.fetch), deterministic, options);
  }
  return deterministic;
}

function readLlmEnv(env: LlmEnv | object): { ai: WorkersAiBinding | null; baseUrl: string | null; apiKey: string | null; model: string | null } {
  const values = env as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  const ai = values.AI as WorkersAiBinding | undefined;
  return {
    ai: ai && typeof ai.run === "function" ? ai : null,
    baseUrl: text(values.LLM_BASE_URL),
    apiKey: text(values.LLM_API_KEY),
    model: text(values.LLM_MODEL),
  };
}
