/**
 * My Logos from the server's records (issue 14): the logos of this browser's guest and,
 * when someone is signed in, of the account (`ownedGenerations`), newest first. The page
 * shows them grouped (one entry per revision group: its newest version, with the group's
 * size) without JavaScript; with it, the browser's store of generated logos is a cache that
 * is reconciled with every version listed here (app/lib/logo-cache.ts), so a second device
 * shows the account's logos and a signed-out browser nobody's but its guest's.
 */
import { desc } from "drizzle-orm";
import { ownedGenerations, type Owner } from "#app/server/auth/owner.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations } from "#app/server/db/schema.ts";
import type { OwnedLogo } from "#app/lib/owned-logo.ts";
import { orderPicturePath } from "#app/server/orders/downloads.server.ts";
import { logoCards } from "#app/lib/logo-groups.ts";
import { previewPath } from "./logo-files.server.ts";

export interface ServerLogoEntry {
  logoId: string;
  name: string;
  bgColor: string;
  image: string;
  status: "generating" | "completed" | "failed";
  versions: number;
  purchased: OwnedLogo["purchased"];
}

/** At most this many generations are read (a visitor's history, not an archive). */
export const MY_LOGOS_LIMIT = 200;

/** Every version this viewer owns, newest first: the browser's cache is reconciled with these. */
export async function listOwnedLogos(db: Database, owner: Owner): Promise<OwnedLogo[]> {
  if (!owner.visitorId && !owner.userId) return [];
  const rows = await db
    .select({
      id: generations.id,
      logoId: generations.logoId,
      prompt: generations.prompt,
      status: generations.status,
      error: generations.error,
      metadata: generations.metadata,
      revisionGroupId: generations.revisionGroupId,
      parentGenerationId: generations.parentGenerationId,
      parentCatalogueId: generations.parentCatalogueId,
      createdAt: generations.createdAt,
      soldOrderId: generations.soldOrderId,
    })
    .from(generations)
    .where(ownedGenerations(owner))
    .orderBy(desc(generations.createdAt))
    .limit(MY_LOGOS_LIMIT);
  const logoIdOf = new Map(rows.map((row) => [row.id, row.logoId]));
  return rows.flatMap((row) =>
    row.logoId
      ? [
          {
            logoId: row.logoId,
            generationId: row.id,
            prompt: row.prompt,
            name: row.metadata?.name || row.prompt,
            description: row.metadata?.description || row.prompt,
            tags: row.metadata?.tags ?? [],
            bgColor: row.metadata?.bgColor || "bg-white",
            image: row.status === "completed" ? previewPath(row.id) : "",
            status: row.status,
            error: row.status === "failed" ? (row.error ?? "The generation failed.") : null,
            createdAt: row.createdAt.toISOString(),
            revisionGroupId: row.revisionGroupId,
            parentLogoId: (row.parentGenerationId && logoIdOf.get(row.parentGenerationId)) || null,
            parentCatalogueId: row.parentCatalogueId,
            // Only its owner can buy a generated logo, and these are the viewer's own.
            purchased: row.soldOrderId ? { orderHref: `/orders/${row.soldOrderId}`, picture: orderPicturePath(row.soldOrderId, row.id, "webp") } : null,
          },
        ]
      : [],
  );
}

/** My Logos without JavaScript: one entry per logo, as app/lib/logo-groups.ts counts them. */
export function groupOwnedLogos(logos: readonly OwnedLogo[]): ServerLogoEntry[] {
  return logoCards(logos.map((logo) => ({ ...logo, versionId: logo.logoId, parentVersionId: logo.parentLogoId }))).map(({ version: logo, versions }) => ({
    logoId: logo.logoId,
    name: logo.name,
    bgColor: logo.bgColor,
    image: logo.purchased?.picture ?? logo.image,
    status: logo.status,
    versions,
    purchased: logo.purchased,
  }));
}
