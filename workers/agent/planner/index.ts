/** The planner: prompt (or parent design + change request) -> LogoSpec. See types.ts. */
export { createDeterministicPlanner, createPlanner } from "./planners.ts";
export type { LlmEnv, LlmOptions, WorkersAiBinding } from "./llm.ts";
export type { Plan, PlanInput, Planner, ReferenceLogo, LogoMetadata, ChatMessage } from "./types.ts";
