import type { GenerationRecord } from "./generation-record.ts";

/** The agent Worker's bindings (workers/agent/wrangler.toml). */
export interface AgentEnv {
  GENERATIONS: DurableObjectNamespace<GenerationRecord>;
}
