/**
 * How long a room keeps what. A day after a generation ends, the log's detail (progress,
 * the agent's words, partial images) goes: what a late browser needs is the outcome, and a
 * room's storage is kept, and paid for, as long as the logo exists.
 */
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import type { ReplayLog } from "./replay-log.ts";

/** How long after its end a generation's full history stays replayable (a reload, a late tab). */
export const HISTORY_DETAIL_MS = 24 * 60 * 60 * 1000;

/** The events a history keeps after HISTORY_DETAIL_MS: the generation's outcome. */
export const OUTCOME_EVENTS: readonly AgentEvent["type"][] = ["final_image", "final_url", "image_complete", "done", "image_error", "error"];

/** When the detail of a generation that ended at `endedAt` may go. */
export function detailExpiresAt(endedAt: number): number {
  return endedAt + HISTORY_DETAIL_MS;
}

/** Drops everything but the outcome from the log. */
export function keepOutcomeOnly(log: ReplayLog): void {
  log.keepOnly(OUTCOME_EVENTS);
}

const ENDED_AT_KEY = "endedAt";

/** Remembers when the generation ended, so a trimming alarm can tell whether its day has passed. */
export async function rememberEnd(storage: DurableObjectStorage, endedAt: number): Promise<void> {
  await storage.put(ENDED_AT_KEY, endedAt);
}

/**
 * When the detail may go: a day after the remembered end. An alarm that fires before then
 * (the stall alarm of a generation that finished just as it came due) must not trim.
 * Rooms that ended before the end was remembered may go at once.
 */
export async function detailExpiry(storage: DurableObjectStorage): Promise<number> {
  const endedAt = await storage.get<number>(ENDED_AT_KEY);
  return endedAt === undefined ? 0 : detailExpiresAt(endedAt);
}
