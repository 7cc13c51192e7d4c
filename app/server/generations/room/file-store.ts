/**
 * The finished logo's files: taken from the agent's `final_image` and written to R2. The
 * protocol's `files` extension carries every file; a plain agent's `data` or `url` gives
 * the preview alone. The preview is decoded once: the same bytes go to R2 and, until R2
 * has them, to browsers (GenerationRoom.previewWhileStoring). Browsers may fetch it, so it
 * keeps its pixels only, whatever text an agent wrote into it (docs/decisions/0016).
 */
import type { AgentEvent, LogoFiles } from "#protocol/agent-protocol.ts";
import { decodeDataUrl, storeLogoFiles, type DecodedFile } from "#app/server/generations/logo-files.server.ts";
import { agentFetch, type AgentEnv } from "#app/server/agent/agent-client.ts";
import { withoutText } from "#protocol/image-chunks.ts";

type FinalImage = Extract<AgentEvent, { type: "final_image" }>;

export interface FinalFiles {
  files: Partial<LogoFiles>;
  /** The preview as bytes, when it arrived as bytes (a fetched `url`). */
  preview?: DecodedFile;
}

/** The files a final image carries, or null when it carries none the room can use. */
export async function filesOfFinalImage(env: AgentEnv, event: FinalImage): Promise<FinalFiles | null> {
  if (event.files) return { files: event.files };
  if (event.data) return { files: { pngWatermarked: event.data } };
  if (event.url) {
    try {
      const response = /^https?:/i.test(event.url) ? await fetch(event.url) : await agentFetch(env, event.url);
      if (response.ok) {
        const contentType = response.headers.get("Content-Type") ?? "image/png";
        return { files: {}, preview: { contentType, bytes: new Uint8Array(await response.arrayBuffer()) } };
      }
    } catch (error) {
      console.error(`GenerationRoom ${event.generation_id}: fetching the final image failed`, error);
    }
  }
  return null;
}

export interface StoringFiles {
  preview: DecodedFile;
  /** Settles when every file is in R2; rejects when a write failed. */
  stored: Promise<void>;
}

/**
 * Starts writing the files to R2 under the generation. Throws when the preview is not a
 * data URL (nothing is written then).
 */
export function storeFinalFiles(bucket: R2Bucket, generationId: string, final: FinalFiles): StoringFiles {
  const decoded = final.preview ?? decodeDataUrl(final.files.pngWatermarked!);
  const preview = { ...decoded, bytes: withoutText(decoded.bytes) };
  return { preview, stored: storeLogoFiles(bucket, generationId, preview, final.files).all };
}
