/**
 * GET /api/generations/{id}/preview.png — the watermarked preview of a generated logo,
 * the only file a browser gets before purchase. Public: the generation id is the secret
 * (gen_{time}_{random}); the full files have no route until the checkout work gates them.
 */
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { GENERATION_ID } from "../protocol/ids";
import { logoFileKey } from "../../app/server/generations/logo-files.server";
import { roomFor } from "./rooms";

export const generationFiles = new Hono<AppBindings>();

generationFiles.get("/:id/preview.png", async (c) => {
  const id = c.req.param("id");
  const notFound = () => c.json({ error: "No preview for this logo." }, 404);
  if (!GENERATION_ID.test(id)) return notFound();
  const object = await c.env.LOGO_FILES.get(logoFileKey(id, "pngWatermarked"));
  if (!object) {
    // Announced a moment ago and still being written: its room holds it meanwhile.
    const fresh = await roomFor(c.env.GENERATION_ROOM, id).previewWhileStoring();
    if (!fresh) return notFound();
    return new Response(fresh.bytes as unknown as BodyInit, {
      headers: { "Content-Type": fresh.contentType, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  }

  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "image/png",
    // A day, then a cheap revalidation by ETag: a failed generation retried under the
    // same id may replace its preview, so the URL is not promised to be immutable.
    "Cache-Control": "public, max-age=86400",
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  if (c.req.header("If-None-Match") === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body as unknown as ReadableStream, { headers });
});
