/**
 * The logo agent Worker (workers/agent/wrangler.toml): the agent protocol over the design
 * engine, with the planner from ./planner.
 */
import { createAgentApp } from "./app.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { createDeterministicPlanner, createPlanner } from "#agent/planner/index.ts";

export { GenerationRecord } from "./generation-record.ts";

export default createAgentApp({
  planner: (env) => createPlanner(env),
  fallbackPlanner: createDeterministicPlanner,
  engine: workerEngine,
});
