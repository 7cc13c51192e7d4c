/**
 * Its owner deletes a generated logo for good (its page's Delete, which is not the heart:
 * docs/decisions/0023; the dashboard's delete). The record, every
 * file and the room's history go; only its owner may ask (the visitor who made it, or the
 * account that claimed it) (accounts spec, section 5: 'Not authorized to delete this logo').
 */
import { eq } from "drizzle-orm";
import { purgeLogoPages, type PurgeContext } from "#app/server/cache/purge.server.ts";
import { generations } from "#app/server/db/schema.ts";
import { owns, type Owner } from "#app/server/auth/owner.server.ts";
import { LOGO_FILE_NAMES, logoFileKey, transparentPreviewKey, type LogoFileKind } from "./logo-files.server.ts";
import { getGeneration } from "./records.server.ts";
import { roomFor } from "./rooms.ts";

export const NOT_AUTHORIZED = "Not authorized to delete this logo";
const STILL_GENERATING = "This logo is still being designed. You can delete it once it is finished.";

export type DeletionOutcome = { ok: true } | { ok: false; status: 403 | 404 | 409; error: string };

/**
 * Deletes a generated logo for its owner (the visitor who made it, or the account that
 * claimed it): the dashboard's delete and the logo page's Delete both come here.
 */
export async function deleteOwnedGeneration(context: PurgeContext & { env: Env }, id: string, owner: Owner): Promise<DeletionOutcome> {
  const { db, env } = context;
  const generation = await getGeneration(db, id);
  if (!generation) return { ok: false, status: 404, error: "This logo does not exist or was already deleted." };
  if (!owns(generation, owner)) return { ok: false, status: 403, error: NOT_AUTHORIZED };
  if (generation.status === "generating") return { ok: false, status: 409, error: STILL_GENERATING };
  // The room first, so the id stops replaying at once; the record last, because it is what
  // proves ownership: a deletion cut short can be asked for again.
  if (!(await roomFor(env.GENERATION_ROOM, id).forget())) return { ok: false, status: 409, error: STILL_GENERATING };
  const kinds = Object.keys(LOGO_FILE_NAMES) as LogoFileKind[];
  await env.LOGO_FILES.delete([...kinds.map((kind) => logoFileKey(id, kind)), transparentPreviewKey(id)]);
  await db.delete(generations).where(eq(generations.id, id));
  // Its page (a shared link) and the gallery, if it was public, no longer show it.
  if (generation.logoId) await purgeLogoPages(context, [{ kind: "logo", logoId: generation.logoId }]);
  return { ok: true };
}
