/**
 * Kept pages go the moment what they show stops being true (docs/decisions/0019): a sale,
 * a hold, a refund, a logo made public or private, moderated or deleted, a catalogue
 * change. Every write that changes what a logo's pages show calls `purgeLogoPages` after it
 * commits; `purgeEverything` is for changes beyond single logos (a new catalogue is loaded
 * from outside the Worker: scripts/seed.ts purges it through Cloudflare's API).
 *
 * A purge gives the pages' tags new versions in this data centre before it returns (the
 * next request here renders anew), and asks Cloudflare's purge API to drop them in every
 * other one. That second purge is repeated a few seconds later: a page another data centre
 * began rendering before the change may be stored just after the first.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { generations } from "#app/server/db/schema.ts";
import type { PurchaseTarget } from "#app/lib/purchase.ts";
import { CACHE_TAGS } from "./page-policy.ts";
import { bumpTags } from "./page-store.ts";
import { purgeZoneTags, zonePurgeOf, type ZonePurgeEnv } from "./zone-purge.server.ts";

/** Long enough for any render that began before the change to have been stored. */
const REPEAT_AFTER_MS = 5_000;

export interface PurgeContext {
  db: Database;
  env: ZonePurgeEnv;
  /** The site's origin: kept pages are keyed by it. */
  origin: string;
  /** The global purge runs after the answer; without it, the first purge is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The purge context of a request, whichever door it came through (a Remix loader or action, a Hono handler). */
export function purgeContextOf(request: Request, context: { db: Database; env: ZonePurgeEnv; ctx?: { waitUntil(promise: Promise<unknown>): void } }): PurgeContext {
  const ctx = context.ctx;
  return { db: context.db, env: context.env, origin: new URL(request.url).origin, waitUntil: ctx ? (promise) => ctx.waitUntil(promise) : undefined };
}

/**
 * A logo whose pages changed: a catalogue logo or a generation (by the purchase target a
 * sale names), or a generated logo by the id in its page's URL (when its record is gone).
 */
export type ChangedLogo = PurchaseTarget | { kind: "logo"; logoId: string };

/**
 * Drops every page that may show these logos: their own pages, and the catalogue's or the
 * gallery's lists they appear in.
 */
export async function purgeLogoPages(context: PurgeContext, logos: readonly ChangedLogo[]): Promise<void> {
  if (logos.length === 0) return;
  const tags = new Set<string>();
  for (const logo of logos) {
    if (logo.kind === "catalogue") tags.add(CACHE_TAGS.catalogue).add(CACHE_TAGS.logo(String(logo.id)));
    if (logo.kind === "logo") tags.add(CACHE_TAGS.gallery).add(CACHE_TAGS.logo(logo.logoId));
  }
  const generationIds = logos.flatMap((logo) => (logo.kind === "generation" ? [logo.generationId] : []));
  if (generationIds.length > 0) {
    tags.add(CACHE_TAGS.gallery);
    const rows = await context.db.select({ logoId: generations.logoId }).from(generations).where(inArray(generations.id, generationIds));
    for (const { logoId } of rows) if (logoId) tags.add(CACHE_TAGS.logo(logoId));
  }
  await purgeTags(context, [...tags]);
}

/** Every kept page of the site. */
export function purgeEverything(context: Omit<PurgeContext, "db">): Promise<void> {
  return purgeTags(context, [CACHE_TAGS.site]);
}

async function purgeTags(context: Omit<PurgeContext, "db">, tags: string[]): Promise<void> {
  await bumpTags(context.origin, tags);
  let zone: ReturnType<typeof zonePurgeOf>;
  try {
    zone = zonePurgeOf(context.env);
  } catch (error) {
    console.error(`Cache purge of ${tags.join(",")} stayed in this data centre:`, error);
    return;
  }
  if (!zone) return;
  const everywhere = () =>
    purgeZoneTags(zone, tags).catch((error: unknown) => {
      // Pages elsewhere then live out their short lifetime (page-policy.ts); an operator should know.
      console.error("Cache purge in other data centres failed:", error);
    });
  if (!context.waitUntil) return everywhere();
  context.waitUntil(everywhere().then(() => new Promise((resolve) => setTimeout(resolve, REPEAT_AFTER_MS))).then(everywhere));
}
