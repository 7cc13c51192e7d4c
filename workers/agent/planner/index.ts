/**
 * The planner's entry points, as the agent Worker imports them. PLACEHOLDER: until the
 * planner's own work lands (it exports these same two names from here), both answer with
 * the small fallback planner of workers/agent/planner-fallback.ts.
 */
import { createFallbackPlanner } from "../planner-fallback.ts";
import type { Planner } from "./types.ts";

export function createDeterministicPlanner(): Planner {
  return createFallbackPlanner();
}

/** The configured planner (an LLM one when the env provides it); here always the fallback. */
export function createPlanner(_env: unknown): Planner {
  return createDeterministicPlanner();
}
