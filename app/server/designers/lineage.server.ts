/**
 * Which catalogue logos a sold item comes from: a catalogue logo is its own source; a
 * generated logo's sources are the catalogue logos it refined or took as references,
 * followed back through every generation it was refined from or referred to (a variation
 * of a variation of a designer's logo is still a variation of it). Generations record
 * their parent and references when they start (app/server/generations/records.server.ts).
 */
import { inArray } from "drizzle-orm";
import type { PurchaseTarget } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations } from "#app/server/db/schema.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";

/** How many generations one lineage may visit: far beyond any real conversation. */
const MAX_GENERATIONS_VISITED = 200;

export async function sourceLogosOf(db: Database, target: PurchaseTarget): Promise<number[]> {
  if (target.kind === "catalogue") return [target.id];
  const sources = new Set<number>();
  const visited = new Set<string>();
  let frontier = [target.generationId];
  while (frontier.length > 0 && visited.size < MAX_GENERATIONS_VISITED) {
    const rows = await db
      .select({ id: generations.id, parentGenerationId: generations.parentGenerationId, parentCatalogueId: generations.parentCatalogueId, referenceLogoIds: generations.referenceLogoIds })
      .from(generations)
      .where(inArray(generations.id, frontier));
    const next: string[] = [];
    const referencedLogoIds: string[] = [];
    for (const row of rows) {
      visited.add(row.id);
      if (row.parentCatalogueId) sources.add(row.parentCatalogueId);
      if (row.parentGenerationId) next.push(row.parentGenerationId);
      for (const reference of row.referenceLogoIds ?? []) {
        if (CATALOGUE_ID.test(reference)) sources.add(Number(reference));
        else if (LOGO_ID.test(reference)) referencedLogoIds.push(reference);
      }
    }
    if (referencedLogoIds.length > 0) {
      const referenced = await db.select({ id: generations.id }).from(generations).where(inArray(generations.logoId, referencedLogoIds));
      next.push(...referenced.map((row) => row.id));
    }
    frontier = [...new Set(next)].filter((id) => !visited.has(id));
  }
  return [...sources];
}
