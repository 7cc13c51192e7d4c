/**
 * The logo agent Worker (workers/agent/wrangler.toml): the agent protocol over the design
 * engine, with the planner from ./planner.
 */
import { createAgentApp } from "./app.ts";
import { workerEngine } from "./engine/runtime.ts";
import { createDeterministicPlanner, createPlanner } from "./planner/index.ts";

export { GenerationRecord } from "./generation-record.ts";

export default createAgentApp({
  planner: (env) => createPlanner(env),
  fallbackPlanner: createDeterministicPlanner,
  engine: workerEngine,
});
