/**
 * A finished generation whose `done` event left out some of the logo's metadata (its name,
 * description, tags...): the room asks the agent for the rest, briefly. Nothing found is
 * no failure: the logo is complete without it (marketplace spec, section 8).
 */
import { logoMetadata } from "#protocol/agent-protocol.ts";
import { agentFetch, type AgentEnv } from "#app/server/agent/agent-client.ts";
import { withoutFlags, type StoredMetadata } from "#app/server/generations/browser-events.ts";

/** How long a missing `done.metadata` may be looked up from the agent. */
const METADATA_LOOKUP_MS = 3000;

export async function lookUpMetadata(env: AgentEnv, generationId: string): Promise<StoredMetadata> {
  try {
    const response = await agentFetch(env, `/logo/metadata?generation_id=${encodeURIComponent(generationId)}`, { signal: AbortSignal.timeout(METADATA_LOOKUP_MS) });
    if (!response.ok) return {};
    const body = (await response.json()) as { metadata?: unknown };
    const parsed = logoMetadata.partial().safeParse(body.metadata);
    return parsed.success ? withoutFlags(parsed.data) : {};
  } catch {
    return {};
  }
}
