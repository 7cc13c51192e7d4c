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

/**
 * The watermarked preview without its background, when the agent sends one with the final
 * image (the protocol's `final_image.transparent_data`): browsers may see it like the
 * preview, and a page shows the logo on any colour or surface with it.
 */
export const TRANSPARENT_PREVIEW_NAME = "logo-watermarked-transparent.png";

export function transparentPreviewKey(generationId: string): string {
  return `generations/${generationId}/${TRANSPARENT_PREVIEW_NAME}`;
}

/** Which of the two pictures a browser may see: the preview, or the same without its background. */
export type PreviewKind = "preview" | "transparent";

const PREVIEW_FILE: Record<PreviewKind, string> = { preview: "preview.png", transparent: "preview-transparent.png" };

/** The browser's address of the watermarked preview (or of its transparent twin). */
export function previewPath(generationId: string, kind: PreviewKind = "preview"): string {
  return `/api/generations/${generationId}/${PREVIEW_FILE[kind]}`;
}

/** A logo's newest preview by the logo's id, for visitors who do not own it. */
export function logoPreviewPath(logoId: string, kind: PreviewKind = "preview"): string {
  return `/api/logos/${logoId}/${PREVIEW_FILE[kind]}`;
}

/** The R2 key of a preview a browser may see. */
export function previewKey(generationId: string, kind: PreviewKind): string {
  return kind === "preview" ? logoFileKey(generationId, "pngWatermarked") : transparentPreviewKey(generationId);
}

/** Whether the agent made a transparent preview of this generation. */
export async function hasTransparentPreview(bucket: R2Bucket, generationId: string): Promise<boolean> {
  return (await bucket.head(transparentPreviewKey(generationId))) !== null;
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
 * R2 has them), its transparent twin when the agent made one, and every other file the
 * agent sent. Resolves `preview` as soon as the
 * watermarked PNG is stored (the browser may fetch it right away) and `all` when every
 * file is.
 */
export function storeLogoFiles(
  bucket: R2Bucket,
  generationId: string,
  preview: DecodedFile,
  files: Partial<LogoFiles>,
  transparentPreview?: DecodedFile,
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
  const transparent = transparentPreview
    ? bucket.put(transparentPreviewKey(generationId), transparentPreview.bytes, { httpMetadata: { contentType: transparentPreview.contentType }, customMetadata: { generationId, kind: "transparentPreview" } })
    : null;
  const all = Promise.all([...writes.values(), transparent]).then(() => undefined);
  // Keep a rejected write from surfacing twice as "unhandled" when only `all` is awaited.
  all.catch(() => {});
  return { preview: writes.get("pngWatermarked")!, all };
}
