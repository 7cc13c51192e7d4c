/** The planner: prompt (or parent design + change request) -> LogoSpec. See types.ts. */
export { createDeterministicPlanner, createPlanner } from "./planners.ts";
