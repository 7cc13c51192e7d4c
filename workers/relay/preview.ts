/**
 * The watermarked preview of a generated logo, the only file a browser gets before
 * purchase:
 *
 *   GET /api/generations/{id}/preview.png   by generation id (its owner's pages use it)
 *   GET /api/logos/{logo id}/preview.png     the logo's newest version, by the logo's id:
 *                                            what a shared link's visitor sees, so the
 *                                            generation id stays with the owner
 */
import { Hono, type Context } from "hono";
import type { AppBindings } from "../env";
import { GENERATION_ID, LOGO_ID } from "../protocol/ids";
import { createDb } from "../../app/server/db/client.server";
import { logoFileKey } from "../../app/server/generations/logo-files.server";
import { getGenerationByLogoId } from "../../app/server/generations/records.server";
import { roomFor } from "./rooms";

export const generationFiles = new Hono<AppBindings>();

const noPreview = (c: Context<AppBindings>) => c.json({ error: "No preview for this logo." }, 404);

generationFiles.get("/:id/preview.png", async (c) => {
  const id = c.req.param("id");
  if (!GENERATION_ID.test(id)) return noPreview(c);
  return servePreview(c, id);
});

export const logoPreviews = new Hono<AppBindings>();

logoPreviews.get("/:logoId/preview.png", async (c) => {
  const logoId = c.req.param("logoId");
  if (!LOGO_ID.test(logoId)) return noPreview(c);
  const record = await getGenerationByLogoId(createDb(c.env.DB), logoId);
  if (record?.status !== "completed") return noPreview(c);
  // The newest version changes with each refinement: revalidate every time (by ETag).
  return servePreview(c, record.id, "no-cache");
});

async function servePreview(c: Context<AppBindings>, id: string, cacheControl = "public, max-age=86400"): Promise<Response> {
  const notFound = () => noPreview(c);
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
    "Cache-Control": cacheControl,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  if (c.req.header("If-None-Match") === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body as unknown as ReadableStream, { headers });
}
