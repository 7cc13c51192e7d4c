/**
 * DELETE /api/generations/{id}: its owner deletes a generated logo for good (marketplace
 * spec, section 4: confirming 'Remove from Favorites?' on a generated logo). The record,
 * every file and the room's history go; only the visitor who made it may ask (accounts spec, section 5:
 * 'Not authorized to delete this logo'). A DELETE from another site needs a CORS
 * preflight the app never grants, so only the app's own pages can send it.
 */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { createDb } from "../../app/server/db/client.server";
import { generations } from "../../app/server/db/schema";
import { readVisitor } from "../../app/server/visitor.server";
import type { AppBindings } from "../env";
import { GENERATION_ID } from "../protocol/ids";
import { LOGO_FILE_NAMES, logoFileKey, type LogoFileKind } from "../../app/server/generations/logo-files.server";
import { getGeneration } from "../../app/server/generations/records.server";
import { roomFor } from "./rooms";

export const NOT_AUTHORIZED = "Not authorized to delete this logo";
const STILL_GENERATING = "This logo is still being designed. You can delete it once it is finished.";

export const generationDeletion = new Hono<AppBindings>();

generationDeletion.delete("/:id", async (c) => {
  const id = c.req.param("id");
  if (!GENERATION_ID.test(id)) return c.json({ error: "That is not a logo's id." }, 400);
  const db = createDb(c.env.DB);
  const generation = await getGeneration(db, id);
  if (!generation) return c.json({ error: "This logo does not exist or was already deleted." }, 404);
  const visitor = await readVisitor(c.req.raw);
  if (!visitor || visitor.id !== generation.ownerVisitorId) return c.json({ error: NOT_AUTHORIZED }, 403);
  if (generation.status === "generating") {
    return c.json({ error: STILL_GENERATING }, 409);
  }
  // The room first, so the id stops replaying at once; the record last, because it is what
  // proves ownership: a deletion cut short can be asked for again.
  if (!(await roomFor(c.env.GENERATION_ROOM, id).forget())) {
    return c.json({ error: STILL_GENERATING }, 409);
  }
  const kinds = Object.keys(LOGO_FILE_NAMES) as LogoFileKind[];
  await c.env.LOGO_FILES.delete(kinds.map((kind) => logoFileKey(id, kind)));
  await db.delete(generations).where(eq(generations.id, id));
  return c.json({ success: true });
});
