/**
 * My Logos from the server's records (issue 14): the visitor's generations in D1, newest
 * first, one entry per revision group (its newest version, with the group's size). The
 * page shows these without JavaScript; with it, the browser's store (a cache of the same
 * logos, live while they generate) takes over.
 */
import { desc } from "drizzle-orm";
import { ownedGenerations, type Owner } from "#app/server/auth/owner.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations } from "#app/server/db/schema.ts";
import { previewPath } from "./logo-files.server.ts";

export interface ServerLogoEntry {
  logoId: string;
  name: string;
  bgColor: string;
  image: string;
  status: "generating" | "completed" | "failed";
  versions: number;
}

/** At most this many generations are read (a visitor's history, not an archive). */
const MY_LOGOS_LIMIT = 200;

/** The logos of this browser (the visitor) and, when someone is signed in, of the account. */
export async function listOwnerLogos(db: Database, owner: Owner): Promise<ServerLogoEntry[]> {
  const rows = await db
    .select({
      id: generations.id,
      logoId: generations.logoId,
      prompt: generations.prompt,
      status: generations.status,
      metadata: generations.metadata,
      revisionGroupId: generations.revisionGroupId,
    })
    .from(generations)
    .where(ownedGenerations(owner))
    .orderBy(desc(generations.createdAt))
    .limit(MY_LOGOS_LIMIT);
  const sizes = new Map<string, number>();
  for (const row of rows) if (row.revisionGroupId) sizes.set(row.revisionGroupId, (sizes.get(row.revisionGroupId) ?? 0) + 1);
  const seen = new Set<string>();
  const entries: ServerLogoEntry[] = [];
  for (const row of rows) {
    if (!row.logoId) continue;
    if (row.revisionGroupId) {
      if (seen.has(row.revisionGroupId)) continue;
      seen.add(row.revisionGroupId);
    }
    entries.push({
      logoId: row.logoId,
      name: row.metadata?.name || row.prompt,
      bgColor: row.metadata?.bgColor || "bg-white",
      image: row.status === "completed" ? previewPath(row.id) : "",
      status: row.status,
      versions: row.revisionGroupId ? (sizes.get(row.revisionGroupId) ?? 1) : 1,
    });
  }
  return entries;
}
