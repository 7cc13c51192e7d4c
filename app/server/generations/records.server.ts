/**
 * The `generations` rows (app/server/db/schema.ts): written by the GenerationRoom as a
 * generation starts and ends, read by /logo/metadata and, later, by pages.
 */
import { and, asc, desc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { ownedGenerations, type Owner } from "#app/server/auth/owner.server.ts";
import { newRevisionGroupId } from "#protocol/ids.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, type GenerationMetadata, type GenerationRow } from "#app/server/db/schema.ts";

export interface GenerationStart {
  id: string;
  logoId: string | null;
  prompt: string;
  parentGenerationId: string | null;
  /** A refinement of a catalogue logo: its id. With the references, what a sale credits its designers for. */
  parentCatalogueId?: number | null;
  /** A personalization's reference logos (catalogue ids or logo_ ids). */
  referenceLogoIds?: string[] | null;
  revisionGroupId: string | null;
  ownerVisitorId: string;
  ownerUserId?: string | null;
  at: Date;
}

/**
 * A generation begins (or begins again after a failure: the row is reset, its owner
 * kept — the first requester owns the id).
 */
export async function recordStarted(db: Database, start: GenerationStart): Promise<void> {
  // A refinement's group holds its parent too: the browser starts a group at the first
  // change, after the parent's record was written without one. Only the same owner's parent.
  if (start.parentGenerationId && start.revisionGroupId) {
    const sameOwner = start.ownerUserId ? or(eq(generations.ownerVisitorId, start.ownerVisitorId), eq(generations.ownerUserId, start.ownerUserId)) : eq(generations.ownerVisitorId, start.ownerVisitorId);
    await db
      .update(generations)
      .set({ revisionGroupId: start.revisionGroupId })
      .where(and(eq(generations.id, start.parentGenerationId), isNull(generations.revisionGroupId), sameOwner));
  }
  await db
    .insert(generations)
    .values({ ...start, status: "generating", createdAt: start.at, updatedAt: start.at })
    .onConflictDoUpdate({
      target: generations.id,
      set: {
        prompt: start.prompt,
        status: "generating",
        error: null,
        spec: null,
        metadata: null,
        updatedAt: start.at,
        completedAt: null,
      },
    });
}

/** Bounds on the narration kept per generation (the agent says a handful of sentences). */
const MAX_NARRATION_LINES = 40;
const MAX_NARRATION_LINE_CHARS = 500;

export async function recordCompleted(
  db: Database,
  id: string,
  result: { spec: unknown; metadata: Partial<GenerationMetadata>; at: Date; narration?: string[]; markFingerprint?: string | null },
): Promise<void> {
  await db
    .update(generations)
    .set({
      status: "completed",
      error: null,
      spec: result.spec ?? null,
      markFingerprint: result.markFingerprint ?? null,
      metadata: result.metadata as GenerationMetadata,
      // What the agent said it did, line by line: the logo page shows it with the version.
      narration: result.narration ? result.narration.slice(0, MAX_NARRATION_LINES).map((line) => line.slice(0, MAX_NARRATION_LINE_CHARS)) : null,
      updatedAt: result.at,
      completedAt: result.at,
    })
    .where(eq(generations.id, id));
}

export async function recordFailed(db: Database, id: string, failure: { error: string; at: Date }): Promise<void> {
  await db
    .update(generations)
    .set({ status: "failed", error: failure.error, updatedAt: failure.at })
    .where(eq(generations.id, id));
}

export async function getGeneration(db: Database, id: string): Promise<GenerationRow | null> {
  return (await db.select().from(generations).where(eq(generations.id, id)).get()) ?? null;
}

/** The newest generation of a browser-side logo id (a logo's page reads it). */
export async function getGenerationByLogoId(db: Database, logoId: string): Promise<GenerationRow | null> {
  return (
    (await db.select().from(generations).where(eq(generations.logoId, logoId)).orderBy(desc(generations.createdAt)).limit(1).get()) ?? null
  );
}

/**
 * The revision group a refinement made on the server joins (a form without JavaScript):
 * its parent's, or one started for the parent now. Only a parent with no group gets one,
 * so two refinements at once end in the same group.
 */
export async function revisionGroupOf(db: Database, parentGenerationId: string): Promise<string | null> {
  await db
    .update(generations)
    .set({ revisionGroupId: newRevisionGroupId() })
    .where(and(eq(generations.id, parentGenerationId), isNull(generations.revisionGroupId)));
  return (await db.select({ group: generations.revisionGroupId }).from(generations).where(eq(generations.id, parentGenerationId)).get())?.group ?? null;
}

/**
 * The revision group an owner's change to a catalogue logo joins (a form without
 * JavaScript): the group of their latest earlier change to that logo (made with JavaScript
 * or without), else a new one, which their earlier changes to it without a group join too.
 * A page seen from one of these refinements lists them all, as the browser's groups do
 * (app/lib/logo-versions.ts); another owner's changes to the same logo stay theirs.
 */
export async function catalogueRevisionGroupOf(db: Database, catalogueId: number, owner: Owner): Promise<string> {
  const theirs = and(eq(generations.parentCatalogueId, catalogueId), ownedGenerations(owner));
  const earlier = await db.select({ group: generations.revisionGroupId }).from(generations).where(and(theirs, isNotNull(generations.revisionGroupId))).orderBy(desc(generations.createdAt)).limit(1).get();
  if (earlier?.group) return earlier.group;
  const group = newRevisionGroupId();
  await db.update(generations).set({ revisionGroupId: group }).where(and(theirs, isNull(generations.revisionGroupId)));
  return group;
}

/** The versions of a revision group, oldest first (one row per logo id: its newest generation). */
export async function getGroupVersions(db: Database, revisionGroupId: string): Promise<GenerationRow[]> {
  const rows = await db.select().from(generations).where(eq(generations.revisionGroupId, revisionGroupId)).orderBy(asc(generations.createdAt)).limit(100);
  const newest = new Map<string, GenerationRow>();
  for (const row of rows) if (row.logoId) newest.set(row.logoId, row);
  return [...newest.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
