/**
 * DELETE /api/generations/{id}: its owner deletes a generated logo for good (marketplace
 * spec, section 4: confirming 'Remove from Favorites?' on a generated logo). The record,
 * every file and the room's history go; only its owner may ask (the visitor who made it, or the account that claimed it) (accounts spec, section 5:
 * 'Not authorized to delete this logo'). A DELETE from another site needs a CORS
 * preflight the app never grants, so only the app's own pages can send it.
 */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { createDb, type Database } from "../../app/server/db/client.server";
import { generations } from "../../app/server/db/schema";
import { ownerOf, owns, type Owner } from "../../app/server/auth/owner.server";
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
  const outcome = await deleteOwnedGeneration(c.env, db, id, await ownerOf(db, c.req.raw));
  return outcome.ok ? c.json({ success: true }) : c.json({ error: outcome.error }, outcome.status);
});

export type DeletionOutcome = { ok: true } | { ok: false; status: 403 | 404 | 409; error: string };

/**
 * Deletes a generated logo for its owner (the visitor who made it, or the account that
 * claimed it): the dashboard's delete and the favourites' delete both come here.
 */
export async function deleteOwnedGeneration(env: Env, db: Database, id: string, owner: Owner): Promise<DeletionOutcome> {
  const generation = await getGeneration(db, id);
  if (!generation) return { ok: false, status: 404, error: "This logo does not exist or was already deleted." };
  if (!owns(generation, owner)) return { ok: false, status: 403, error: NOT_AUTHORIZED };
  if (generation.status === "generating") return { ok: false, status: 409, error: STILL_GENERATING };
  // The room first, so the id stops replaying at once; the record last, because it is what
  // proves ownership: a deletion cut short can be asked for again.
  if (!(await roomFor(env.GENERATION_ROOM, id).forget())) return { ok: false, status: 409, error: STILL_GENERATING };
  const kinds = Object.keys(LOGO_FILE_NAMES) as LogoFileKind[];
  await env.LOGO_FILES.delete(kinds.map((kind) => logoFileKey(id, kind)));
  await db.delete(generations).where(eq(generations.id, id));
  return { ok: true };
}
