/**
 * The planners the agent's chat handler uses: the deterministic one (always there,
 * offline), and, when the operator configures a model, the LLM planner in front of it.
 */
import { designNewLogo } from "./compose.ts";
import { createLlmPlanner, DEFAULT_OPENAI_MODEL, DEFAULT_WORKERS_AI_MODEL, openAiBackend, workersAiBackend, type LlmEnv, type LlmOptions } from "./llm.ts";
import { refineLogo } from "./refine.ts";
import type { Planner } from "./types.ts";

export function createDeterministicPlanner(): Planner {
  return {
    name: "deterministic",
    async plan(input) {
      return input.parent ? refineLogo(input) : designNewLogo(input);
    },
  };
}

/**
 * The planner for this environment: Workers AI when the `AI` binding exists, else an
 * OpenAI-compatible endpoint when `LLM_BASE_URL` and `LLM_API_KEY` are both set, else the
 * deterministic planner. `LLM_MODEL` overrides the model of either.
 */
export function createPlanner(env: LlmEnv, options: LlmOptions = {}): Planner {
  const deterministic = createDeterministicPlanner();
  const model = env.LLM_MODEL?.trim() || undefined;
  if (env.AI) return createLlmPlanner(workersAiBackend(env.AI, model ?? DEFAULT_WORKERS_AI_MODEL), deterministic, options);
  if (env.LLM_BASE_URL?.trim() && env.LLM_API_KEY?.trim()) {
    return createLlmPlanner(openAiBackend(env.LLM_BASE_URL.trim(), env.LLM_API_KEY.trim(), model ?? DEFAULT_OPENAI_MODEL, options.fetch), deterministic, options);
  }
  return deterministic;
}
