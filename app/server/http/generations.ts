/**
 * The watermarked preview of a generated logo, the only file a browser gets before
 * purchase:
 *
 *   GET /api/generations/{id}/preview.png   by generation id (its owner's pages use it)
 *   GET /api/logos/{logo id}/preview.png     the logo's newest version, by the logo's id:
 *                                            what a shared link's visitor sees, so the
 *                                            generation id stays with the owner
 *   GET .../preview-transparent.png          the same preview without its background, when
 *                                            the agent made one (404 otherwise)
 *   POST /api/generations                    a new generation id, minted here for this
 *                                            browser (and account): the only source of
 *                                            the ids /agent/chat starts (decision 0406)
 *   DELETE /api/generations/{id}             its owner deletes a generated logo for good
 *                                            (generations/deletion.server.ts). A DELETE from
 *                                            another site needs a CORS preflight the app
 *                                            never grants, so only the app's pages send it.
 */
import { Hono, type Context } from "hono";
import { purgeContextOf } from "#app/server/cache/purge.server.ts";
import type { AppBindings } from "./env.ts";
import { GENERATION_ID, LOGO_ID, newGenerationId } from "#protocol/ids.ts";
import { ensureVisitor } from "#app/server/visitor.server.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import { ownerOf } from "#app/server/auth/owner.server.ts";
import { deleteOwnedGeneration } from "#app/server/generations/deletion.server.ts";
import { previewKey, type PreviewKind } from "#app/server/generations/logo-files.server.ts";
import { getGenerationByLogoId } from "#app/server/generations/records.server.ts";
import { roomFor } from "#app/server/generations/rooms.ts";

export const generationsApi = new Hono<AppBindings>();

const noPreview = (c: Context<AppBindings>) => c.json({ error: "No preview for this logo." }, 404);

generationsApi.get("/:id/preview.png", async (c) => {
  const id = c.req.param("id");
  if (!GENERATION_ID.test(id)) return noPreview(c);
  return servePreview(c, id);
});

generationsApi.get("/:id/preview-transparent.png", async (c) => {
  const id = c.req.param("id");
  if (!GENERATION_ID.test(id)) return noPreview(c);
  return servePreview(c, id, "public, max-age=86400", "transparent");
});

generationsApi.post("/", async (c) => {
  const visitor = await ensureVisitor(c.req.raw);
  const owner = { visitorId: visitor.id, userId: (await userOfRequest(c.get("db"), c.req.raw))?.id ?? null };
  const generationId = newGenerationId();
  await roomFor(c.env.GENERATION_ROOM, generationId).issue(owner);
  const headers = new Headers({ "Cache-Control": "no-store" });
  // Its first generation is also where a browser may get its visitor cookie.
  if (visitor.setCookie) headers.set("Set-Cookie", visitor.setCookie);
  return Response.json({ generation_id: generationId }, { status: 201, headers });
});

generationsApi.delete("/:id", async (c) => {
  const id = c.req.param("id");
  if (!GENERATION_ID.test(id)) return c.json({ error: "That is not a logo's id." }, 400);
  const db = c.get("db");
  const outcome = await deleteOwnedGeneration({ ...purgeContextOf(c.req.raw, { db, env: c.env, ctx: c.executionCtx }), env: c.env }, id, await ownerOf(db, c.req.raw));
  return outcome.ok ? c.json({ success: true }) : c.json({ error: outcome.error }, outcome.status);
});

export const logoPreviews = new Hono<AppBindings>();

for (const [file, kind] of [
  ["preview.png", "preview"],
  ["preview-transparent.png", "transparent"],
] as const) {
  logoPreviews.get(`/:logoId/${file}`, async (c) => {
    const logoId = c.req.param("logoId");
    if (!LOGO_ID.test(logoId)) return noPreview(c);
    const record = await getGenerationByLogoId(c.get("db"), logoId);
    if (record?.status !== "completed") return noPreview(c);
    // The newest version changes with each refinement: revalidate every time (by ETag).
    return servePreview(c, record.id, "no-cache", kind);
  });
}

async function servePreview(c: Context<AppBindings>, id: string, cacheControl = "public, max-age=86400", kind: PreviewKind = "preview"): Promise<Response> {
  const notFound = () => noPreview(c);
  const object = await c.env.LOGO_FILES.get(previewKey(id, kind));
  if (!object) {
    if (kind !== "preview") return notFound();
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
