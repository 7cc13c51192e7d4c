/**
 * What a logo's page offers the person looking at it (app/lib/logo-offer.ts), decided here
 * and nowhere else: its maker may buy it, its buyer gets 'Download files' and the logo
 * itself (through the order, app/server/orders/downloads.server.ts), anyone else sees it
 * sold, or someone else's. Which picture each of them may see follows from the same
 * decision: the clean one goes to the buyer only.
 */
import { desc, inArray } from "drizzle-orm";
import { owns, type Owner } from "#app/server/auth/owner.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, logos, orders, type GenerationRow } from "#app/server/db/schema.ts";
import { hasTransparentPreview, logoPreviewPath, previewPath } from "#app/server/generations/logo-files.server.ts";
import { cataloguePurchaseId } from "#app/lib/purchase.ts";
import { designBackground } from "#app/lib/design-background.ts";
import { MAX_OFFER_IDS, type VersionView } from "#app/lib/logo-offer.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";
import { orderPicturePath } from "./downloads.server.ts";
import { canAccessOrder } from "./orders.server.ts";

type GenerationFacts = Pick<GenerationRow, "id" | "logoId" | "status" | "soldOrderId" | "ownerVisitorId" | "ownerUserId" | "spec">;

interface CatalogueFacts {
  id: number;
  image: string;
  soldOrderId: string | null;
  spec: unknown;
}

/** The completed orders among `ids` that this viewer may read (its own purchases). */
async function ordersBoughtBy(db: Database, owner: Owner, ids: (string | null)[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0 || (!owner.visitorId && !owner.userId)) return new Set();
  const rows = await db.select().from(orders).where(inArray(orders.id, wanted));
  const mine = new Set<string>();
  for (const order of rows) if (order.status === "completed" && (await canAccessOrder(order, owner))) mine.add(order.id);
  return mine;
}

/** A generated logo's version as its viewer may see it. */
async function generationView(bucket: R2Bucket, owner: Owner, row: GenerationFacts, boughtHere: Set<string>): Promise<VersionView> {
  if (row.status !== "completed") return { offer: { kind: "unfinished" }, picture: null, transparentPicture: null, background: null };
  const background = designBackground(row.spec);
  if (row.soldOrderId && boughtHere.has(row.soldOrderId)) {
    // The logo as its files are: on its own background (the kit's WebP), and without it for a try-on.
    return {
      offer: { kind: "bought", orderHref: `/orders/${row.soldOrderId}` },
      picture: orderPicturePath(row.soldOrderId, row.id, "webp"),
      transparentPicture: orderPicturePath(row.soldOrderId, row.id, "transparent-png"),
      background,
    };
  }
  // Its maker reads it by the generation's id; anyone else by the logo's (decision 0016).
  const mine = owns(row, owner);
  const path = (kind: "preview" | "transparent") => (mine || !row.logoId ? previewPath(row.id, kind) : logoPreviewPath(row.logoId, kind));
  const transparentPicture = (await hasTransparentPreview(bucket, row.id)) ? path("transparent") : null;
  const offer = row.soldOrderId ? { kind: "sold" as const } : mine ? { kind: "for-sale" as const, purchaseId: row.id } : { kind: "someone-elses" as const };
  return { offer, picture: path("preview"), transparentPicture, background };
}

/** A catalogue logo as its viewer may see it: its picture is public and transparent. */
function catalogueView(logo: CatalogueFacts, boughtHere: Set<string>): VersionView {
  const offer = logo.soldOrderId
    ? boughtHere.has(logo.soldOrderId)
      ? { kind: "bought" as const, orderHref: `/orders/${logo.soldOrderId}` }
      : { kind: "sold" as const }
    : { kind: "for-sale" as const, purchaseId: cataloguePurchaseId(logo.id) };
  return { offer, picture: null, transparentPicture: logo.image, background: designBackground(logo.spec) };
}

export async function viewOfGeneration(db: Database, bucket: R2Bucket, owner: Owner, row: GenerationFacts): Promise<VersionView> {
  return generationView(bucket, owner, row, await ordersBoughtBy(db, owner, [row.soldOrderId]));
}

/**
 * The views of logos by id (catalogue ids and generated logos' ids), for a page's
 * versions that its loader did not know: refinements kept in the browser, or a version
 * that finished after the page loaded. Unknown ids are left out.
 */
export async function viewsOfLogos(db: Database, bucket: R2Bucket, owner: Owner, ids: readonly string[]): Promise<Record<string, VersionView>> {
  const wanted = [...new Set(ids)].slice(0, MAX_OFFER_IDS);
  const catalogueIds = wanted.filter((id) => CATALOGUE_ID.test(id)).map(Number);
  const logoIds = wanted.filter((id) => LOGO_ID.test(id));
  const [catalogueRows, generationRows] = await Promise.all([
    catalogueIds.length ? db.select({ id: logos.id, image: logos.image, soldOrderId: logos.soldOrderId, spec: logos.spec }).from(logos).where(inArray(logos.id, catalogueIds)) : [],
    logoIds.length
      ? db
          .select({
            id: generations.id,
            logoId: generations.logoId,
            status: generations.status,
            soldOrderId: generations.soldOrderId,
            ownerVisitorId: generations.ownerVisitorId,
            ownerUserId: generations.ownerUserId,
            spec: generations.spec,
          })
          .from(generations)
          .where(inArray(generations.logoId, logoIds))
          .orderBy(desc(generations.createdAt))
      : [],
  ]);
  // A logo id's newest generation is the logo (a retried generation keeps the logo's id).
  const newest = new Map<string, GenerationFacts>();
  for (const row of generationRows) if (row.logoId && !newest.has(row.logoId)) newest.set(row.logoId, row);
  const boughtHere = await ordersBoughtBy(db, owner, [...catalogueRows.map((row) => row.soldOrderId), ...[...newest.values()].map((row) => row.soldOrderId)]);
  const views: Record<string, VersionView> = {};
  for (const row of catalogueRows) views[String(row.id)] = catalogueView(row, boughtHere);
  await Promise.all([...newest].map(async ([logoId, row]) => (views[logoId] = await generationView(bucket, owner, row, boughtHere))));
  return views;
}
