/**
 * The one way an upload leaves the app: our own bytes (the SVG rebuilt by checkSvgUpload,
 * or the PNG written by checkPngUpload, never the file as uploaded), with a Content-Type
 * we set, no sniffing, and a policy that sandboxes the document: should anything in it
 * ever try to run, it runs nowhere near our origin (no scripts, an opaque origin, nothing
 * fetched).
 */
import type { UploadKind } from "#app/forms/upload-limits.ts";

export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const CONTENT_TYPES: Record<UploadKind, string> = { svg: "image/svg+xml", png: "image/png" };

/** A file name from a logo's name: lower-case letters, digits and dashes only. */
export function uploadFileName(name: string, kind: UploadKind): string {
  const stem = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${stem || "logo"}.${kind}`;
}

export interface UploadResponseOptions {
  /** The logo's name, for the file name a browser saves it under. */
  name?: string;
  /** Uploads under review are the designer's and the reviewers' only: not kept by any cache unless said. */
  cacheControl?: string;
}

export function uploadResponse(bytes: Uint8Array, kind: UploadKind, options: UploadResponseOptions = {}): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": CONTENT_TYPES[kind],
      "Content-Length": String(bytes.byteLength),
      "Content-Security-Policy": UPLOAD_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${uploadFileName(options.name ?? "logo", kind)}"`,
      "Cache-Control": options.cacheControl ?? "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
