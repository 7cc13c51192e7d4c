import type { GenerationRecord } from "./generation-record.ts";

/** The agent Worker's bindings (workers/agent/wrangler.toml). */
export interface AgentEnv {
  GENERATIONS: DurableObjectNamespace<GenerationRecord>;
  /** The optional LLM planner's settings (wrangler.toml); empty means the built-in planner only. */
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
  /** A secret (`wrangler secret put LLM_API_KEY`), never a var. */
  LLM_API_KEY?: string;
  /**
   * A secret (`wrangler secret put AGENT_SHARED_SECRET -c workers/agent/wrangler.toml`):
   * when set, every request must carry it (docs/decisions/0014). Required whenever the
   * agent is reachable other than through the app's service binding.
   */
  AGENT_SHARED_SECRET?: string;
  /** A Workers AI binding, when the operator turns it on. */
  AI?: unknown;
}
