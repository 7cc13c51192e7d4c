/**
 * What browsers receive: the agent's events with everything private taken out
 * (docs/decisions/0403-watermarked-preview-only.md). Until a logo is bought a browser
 * only ever gets the watermarked preview, by URL on the app's own origin:
 *
 * - `final_image` becomes `{ type, generation_id, url: '/api/generations/{id}/preview.png', hasUrl: true }`
 *   (never `files`, `data` or `spec`);
 * - `final_url` points at the same preview (never at the agent);
 * - `done.metadata` says `isWatermarked: true, hasFullVersion: true`.
 *
 * - `partial_image` keeps its pixels only: any text an agent wrote into the picture is
 *   taken out (docs/decisions/0016-designs-stay-on-the-server.md).
 *
 * Every other event passes as the protocol schema parsed it, so fields an agent adds
 * beyond the protocol are dropped too.
 */
import type { AgentEvent, LogoMetadataEvent } from "#protocol/agent-protocol.ts";
import { previewPath } from "./logo-files.server.ts";
import { dataUrlBytes, toDataUrl } from "#protocol/data-url.ts";
import { withoutText } from "#protocol/image-chunks.ts";

export function browserFinalImage(generationId: string): AgentEvent {
  return { type: "final_image", generation_id: generationId, url: previewPath(generationId), hasUrl: true };
}

export function browserFinalUrl(generationId: string): AgentEvent {
  return { type: "final_url", generation_id: generationId, url: previewPath(generationId) };
}

export type StoredMetadata = Partial<Omit<LogoMetadataEvent, "isWatermarked" | "hasFullVersion">>;

/** The metadata a browser sees: what the agent said, plus the state of the files. */
export function browserMetadata(metadata: StoredMetadata | null | undefined): Partial<LogoMetadataEvent> {
  return { ...withoutFlags(metadata ?? {}), isWatermarked: true, hasFullVersion: true };
}

export function browserDone(content: string, metadata: StoredMetadata | null | undefined): AgentEvent {
  return { type: "done", content, metadata: browserMetadata(metadata) };
}

/** The agent's metadata without the flags the app decides (and without unknown fields). */
export function withoutFlags(metadata: Partial<LogoMetadataEvent>): StoredMetadata {
  const { name, description, tags, category, bgColor } = metadata;
  return Object.fromEntries(
    Object.entries({ name, description, tags, category, bgColor }).filter(([, value]) => value !== undefined),
  ) as StoredMetadata;
}

/** The room's generation id on every event that names one, whatever the agent wrote. */
export function withGenerationId(event: AgentEvent, generationId: string): AgentEvent {
  return "generation_id" in event ? { ...event, generation_id: generationId } : event;
}

type PartialImage = Extract<AgentEvent, { type: "partial_image" }>;

/** A partial image as browsers get it: its pixels only. */
export function browserPartialImage(event: PartialImage): PartialImage {
  const decoded = dataUrlBytes(event.data);
  if (!decoded) return event;
  const bytes = withoutText(decoded.bytes);
  return bytes === decoded.bytes ? event : { ...event, data: toDataUrl(bytes, decoded.mime) };
}
