/**
 * The `generations` rows (app/server/db/schema.ts): written by the GenerationRoom as a
 * generation starts and ends, read by /logo/metadata and, later, by pages.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { generations, type GenerationMetadata, type GenerationRow } from "../db/schema";

export interface GenerationStart {
  id: string;
  logoId: string | null;
  prompt: string;
  parentGenerationId: string | null;
  revisionGroupId: string | null;
  ownerVisitorId: string;
  at: Date;
}

/**
 * A generation begins (or begins again after a failure: the row is reset, its owner
 * kept — the first requester owns the id).
 */
export async function recordStarted(db: Database, start: GenerationStart): Promise<void> {
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

export async function recordCompleted(
  db: Database,
  id: string,
  result: { spec: unknown; metadata: Partial<GenerationMetadata>; at: Date },
): Promise<void> {
  await db
    .update(generations)
    .set({
      status: "completed",
      error: null,
      spec: result.spec ?? null,
      metadata: result.metadata as GenerationMetadata,
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
