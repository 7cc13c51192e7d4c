/**
 * Public refined logos (accounts spec, sections 3, 6, 7: "Query public refined logos,
 * ordered by createdAt descending, limited to a count (default 20)"). Only what an owner
 * made public, and only its watermarked preview and name: never its prompt or owner.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations } from "#app/server/db/schema.ts";
import { PUBLIC_LIST_MAX } from "#app/lib/dashboard.ts";
import { previewPath } from "#app/server/generations/logo-files.server.ts";

export const PUBLIC_LIST_DEFAULT = 20;

export interface PublicLogo {
  name: string;
  image: string;
  bgColor: string;
  createdAt: string;
}

/** `limit` as asked (a query parameter), kept between 1 and 100; 20 when absent or not a number. */
export function publicListLimit(value: string | null): number {
  const asked = Number(value);
  if (!value || !Number.isInteger(asked) || asked < 1) return PUBLIC_LIST_DEFAULT;
  return Math.min(asked, PUBLIC_LIST_MAX);
}

export async function listPublicLogos(db: Database, limit = PUBLIC_LIST_DEFAULT): Promise<PublicLogo[]> {
  const rows = await db
    .select({ id: generations.id, metadata: generations.metadata, createdAt: generations.createdAt })
    .from(generations)
    // Hidden by an operator (app/server/admin/moderation.server.ts): not listed, whatever its owner chose.
    .where(and(eq(generations.isPublic, true), eq(generations.status, "completed"), isNull(generations.hiddenAt)))
    .orderBy(desc(generations.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    name: row.metadata?.name || "Custom Logo",
    image: previewPath(row.id),
    bgColor: row.metadata?.bgColor || "bg-white",
    createdAt: row.createdAt.toISOString(),
  }));
}
