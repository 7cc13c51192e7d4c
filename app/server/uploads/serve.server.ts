/**
 * Stand-in for the serving helper built on branch issue34-uploads; the merge replaces it.
 */
export function serveUpload(bytes: ArrayBuffer | ReadableStream, contentType: "image/svg+xml" | "image/png", cacheControl = "private, no-store"): Response {
  return new Response(bytes, {
    headers: {
      "Content-Type": contentType,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cacheControl,
    },
  });
}
