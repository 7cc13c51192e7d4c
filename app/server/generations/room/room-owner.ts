/**
 * Who may watch a generation: its events (the partial images, drawn without a watermark,
 * and the narration, which restates the prompt) replay only to whoever owns it. D1's
 * record decides once it exists (it knows claims made at sign-in, which the room does
 * not); until the room's first write lands, the owner the room remembers from its start.
 */
import type { Database } from "#app/server/db/client.server.ts";
import { owns, type Owner } from "#app/server/auth/owner.server.ts";
import { getGeneration, getGenerationByLogoId } from "#app/server/generations/records.server.ts";

const OWNER_KEY = "owner";

export async function rememberOwner(storage: DurableObjectStorage, owner: Owner): Promise<void> {
  await storage.put(OWNER_KEY, owner);
}

/**
 * The app minted this id for `owner` (POST /api/generations): the room remembers whose it
 * is before anything starts, so only that owner may start it. An id that has an owner
 * already keeps it.
 */
export async function issueTo(storage: DurableObjectStorage, owner: Owner): Promise<void> {
  if ((await storage.get<Owner>(OWNER_KEY)) === undefined) await storage.put(OWNER_KEY, owner);
}

/** Whether the app ever issued or started this id: an id a browser made up has no owner here. */
export async function wasIssued(storage: DurableObjectStorage): Promise<boolean> {
  return (await storage.get<Owner>(OWNER_KEY)) !== undefined;
}

export async function mayWatch(storage: DurableObjectStorage, db: Database, generationId: string, requester: Owner): Promise<boolean> {
  const record = await getGeneration(db, generationId);
  if (record) return owns(record, requester);
  return rememberedOwnerIs(storage, requester);
}

/** Whether the requester is the owner the room remembers from the start. */
export async function rememberedOwnerIs(storage: DurableObjectStorage, requester: Owner): Promise<boolean> {
  const owner = await storage.get<Owner>(OWNER_KEY);
  if (!owner) return false;
  return (!!owner.visitorId && owner.visitorId === requester.visitorId) || (!!owner.userId && owner.userId === requester.userId);
}

/**
 * A logo id (the browser mints it) names one logo, and that logo is its first maker's:
 * a generation that reuses someone else's logo id would take over its page.
 */
export async function logoIdTakenByAnother(db: Database, logoId: string | undefined, requester: Owner): Promise<boolean> {
  if (!logoId) return false;
  const existing = await getGenerationByLogoId(db, logoId);
  return !!existing && !owns(existing, requester);
}
