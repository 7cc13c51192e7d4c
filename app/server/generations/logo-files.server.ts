/**
 * A finished logo's files in R2. The key scheme: generations/{generation id}/{file}.
 * Only the watermarked preview is ever served before purchase (GET
 * /api/generations/{id}/preview.png); the others stay private until the checkout work
 * adds gated downloads (docs/decisions/0403-watermarked-preview-only.md).
 */
import { Buffer } from "node:buffer";
import type { LogoFiles } from "#protocol/agent-protocol.ts";

export const LOGO_FILE_NAMES = {
  png: "logo.png",
  pngWatermarked: "logo-watermarked.png",
  webp: "logo.webp",
  svg: "logo.svg",
  pngTransparent: "logo-transparent.png",
} as const satisfies Record<keyof LogoFiles, string>;

export type LogoFileKind = keyof typeof LOGO_FILE_NAMES;

export function logoFileKey(generationId: string, kind: LogoFileKind): string {
  return `generations/${generationId}/${LOGO_FILE_NAMES[kind]}`;
}

/** The browser's address of the watermarked preview. */
export function previewPath(generationId: string): string {
  return `/api/generations/${generationId}/preview.png`;
}

/** A logo's newest preview by the logo's id, for visitors who do not own it. */
export function logoPreviewPath(logoId: string): string {
  return `/api/logos/${logoId}/preview.png`;
}

export interface DecodedFile {
  contentType: string;
  bytes: Uint8Array;
}

/** A `data:` URL's bytes and type (base64 or percent-encoded text, as SVG often comes). */
export function decodeDataUrl(url: string): DecodedFile {
  const comma = url.indexOf(",");
  const header = comma > 5 ? url.slice(5, comma) : "";
  if (!url.startsWith("data:") || comma === -1) throw new Error("not a data URL");
  const parts = header.split(";");
  const contentType = parts[0] || "application/octet-stream";
  const payload = url.slice(comma + 1);
  const bytes = parts.includes("base64")
    ? new Uint8Array(Buffer.from(payload, "base64"))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return { contentType, bytes };
}

const STORE_ORDER: LogoFileKind[] = ["pngWatermarked", "png", "webp", "svg", "pngTransparent"];

/**
 * Writes the watermarked preview (already decoded: the room serves the same bytes until
 * R2 has them) and every other file the agent sent. Resolves `preview` as soon as the
 * watermarked PNG is stored (the browser may fetch it right away) and `all` when every
 * file is.
 */
export function storeLogoFiles(
  bucket: R2Bucket,
  generationId: string,
  preview: DecodedFile,
  files: Partial<LogoFiles>,
): { preview: Promise<void>; all: Promise<void> } {
  const put = async (kind: LogoFileKind, file: DecodedFile) => {
    await bucket.put(logoFileKey(generationId, kind), file.bytes, {
      httpMetadata: { contentType: file.contentType },
      customMetadata: { generationId, kind },
    });
  };
  const writes = new Map<LogoFileKind, Promise<void>>();
  for (const kind of STORE_ORDER) {
    if (kind === "pngWatermarked") {
      writes.set(kind, put(kind, preview));
      continue;
    }
    const url = files[kind];
    if (url) writes.set(kind, (async () => put(kind, decodeDataUrl(url)))());
  }
  const all = Promise.all(writes.values()).then(() => undefined);
  // Keep a rejected write from surfacing twice as "unhandled" when only `all` is awaited.
  all.catch(() => {});
  return { preview: writes.get("pngWatermarked")!, all };
}
