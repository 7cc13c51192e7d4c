/**
 * Reaching a generation's room from the app Worker (the relay today; a Remix action for
 * the no-JavaScript prompt later). One room per generation id.
 */
import type { OpenInput, GenerationRoom } from "#app/server/generations/room/generation-room.ts";

export function roomFor(namespace: DurableObjectNamespace<GenerationRoom>, generationId: string) {
  return namespace.get(namespace.idFromName(generationId));
}

/**
 * Starts the generation, joins it, or replays it: the room's SSE response (or its 429).
 * Cancelling the response body leaves the generation running.
 */
export async function openGeneration(
  namespace: DurableObjectNamespace<GenerationRoom>,
  input: OpenInput,
): Promise<Response> {
  const room = roomFor(namespace, input.request.generation_id);
  return (await room.fetch("https://generation-room/open", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  })) as unknown as Response;
}
