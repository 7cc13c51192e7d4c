/**
 * The finished logo's files: taken from the agent's `final_image` and written to R2. The
 * protocol's `files` extension carries every file; a plain agent's `data` or `url` gives
 * the preview alone; `transparent_data`, when sent, the same preview without its background.
 * The preview is decoded once: the same bytes go to R2 and, until R2
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
  /** The watermarked preview without its background, as a data URL, when the agent made one. */
  transparentPreview?: string;
}

/** The files a final image carries, or null when it carries none the room can use. */
export async function filesOfFinalImage(env: AgentEnv, event: FinalImage): Promise<FinalFiles | null> {
  const found = await filesOf(env, event);
  return found && event.transparent_data ? { ...found, transparentPreview: event.transparent_data } : found;
}

async function filesOf(env: AgentEnv, event: FinalImage): Promise<FinalFiles | null> {
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
  const transparent = transparentPreviewOf(generationId, final.transparentPreview);
  return { preview, stored: storeLogoFiles(bucket, generationId, preview, final.files, transparent).all };
}

/** The transparent preview's pixels, or nothing when it is not a picture (the logo still completes). */
function transparentPreviewOf(generationId: string, dataUrl: string | undefined): DecodedFile | undefined {
  if (!dataUrl) return undefined;
  try {
    const decoded = decodeDataUrl(dataUrl);
    if (!decoded.contentType.startsWith("image/")) throw new Error(`a ${decoded.contentType}, not a picture`);
    return { ...decoded, bytes: withoutText(decoded.bytes) };
  } catch (error) {
    console.warn(`GenerationRoom ${generationId}: the transparent preview is left out`, error);
    return undefined;
  }
}
