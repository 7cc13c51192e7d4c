/**
 * A bought logo's brand kit, streamed from R2 to the buyer only: the order must be theirs
 * (visitor cookie, account or the receipt's secret link), completed (a refund ends every
 * download), and hold that logo. Everyone else gets a 404 that says nothing. Each file
 * downloads alone, under a name that says what it is, or the whole kit as one ZIP in
 * folders with a README.
 */
import { parsePurchaseId, PURCHASE_COPY } from "#app/lib/purchase.ts";
import { catalogueSlug } from "#app/catalogue/slug.ts";
import { crc32 } from "#protocol/crc32.ts";
import { CLASSIC_FILES, isKitFileId } from "#protocol/render.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { contentTypeOf, ensureOrderKit, KitNotReady, LICENCE_TEXT_ID, readKitFile, type FilesEnv, type StoredFileId, type StoredKit } from "./files.server.ts";
import { kitReadme } from "./kit-readme.ts";
import { getOrderFor, type Viewer } from "./orders.server.ts";
import { zipStream } from "./zip.ts";

interface DownloadContext {
  db: Database;
  env: FilesEnv;
}

const NO_STORE = { "Cache-Control": "no-store" };
const notFound = () => Response.json({ success: false, error: PURCHASE_COPY.linksFailed }, { status: 404, headers: NO_STORE });
const notReady = () => Response.json({ success: false, error: PURCHASE_COPY.linksFailed }, { status: 503, headers: { ...NO_STORE, "Retry-After": "3" } });

/** The bought logo of a completed order this viewer may read, or null. */
async function boughtItem(db: Database, viewer: Viewer, orderId: string, purchaseId: string) {
  const found = await getOrderFor(db, orderId, viewer);
  if (!found || found.order.status !== "completed") return null;
  const item = found.items.find((entry) => entry.purchaseId === purchaseId);
  const target = item ? parsePurchaseId(item.purchaseId) : null;
  return item && target ? { found, item, target } : null;
}

/** A file's id from a URL: the four formats the site has always offered, or a kit file's id. */
export function fileIdOf(name: string): StoredFileId | null {
  if (Object.hasOwn(CLASSIC_FILES, name)) return CLASSIC_FILES[name as keyof typeof CLASSIC_FILES];
  return isKitFileId(name) || name === LICENCE_TEXT_ID ? name : null;
}

/** "Summit Coffee Co." + logo/logo.svg -> "summit-coffee-co-logo.svg"; the web files keep the names a site needs. */
export function downloadName(logoName: string, id: StoredFileId | "zip"): string {
  const base = catalogueSlug(logoName) || "logo";
  if (id === "zip") return `${base}-brand-kit.zip`;
  const file = id.slice(id.indexOf("/") + 1);
  return id.startsWith("web/") ? file : `${base}-${file}`;
}

/** Where a page shows a file of the kit, to the order's viewer (the receipt's key carried along). */
export function orderPicturePath(orderId: string, purchaseId: string, name: string, downloadKey?: string | null): string {
  return `/api/orders/${orderId}/pictures/${purchaseId}/${name}${downloadKey ? `?key=${encodeURIComponent(downloadKey)}` : ""}`;
}

export function orderFilePath(orderId: string, purchaseId: string, name: string, downloadKey?: string | null): string {
  return `/api/orders/${orderId}/files/${purchaseId}/${name}${downloadKey ? `?key=${encodeURIComponent(downloadKey)}` : ""}`;
}

/** The pictures a page may show in place: the kit's images (a PDF or a text file only downloads). */
const PICTURE_TYPE = /^image\//;

/** The kit of a bought logo, made if need be; null when it is not (yet) there. */
async function kitOf(context: DownloadContext, bought: NonNullable<Awaited<ReturnType<typeof boughtItem>>>, waitMs: number): Promise<StoredKit | KitNotReady> {
  try {
    return await ensureOrderKit(context.env, context.db, bought.found.order, bought.item, waitMs);
  } catch (error) {
    if (error instanceof KitNotReady) return error;
    throw error;
  }
}

/**
 * A file of the kit shown in place (the logo page, the dashboard, the download page's
 * previews), to the order's viewer only; anyone else gets the 404 a download gets.
 */
export async function orderPictureResponse(context: DownloadContext, viewer: Viewer, orderId: string, purchaseId: string, name: string): Promise<Response> {
  const bought = await boughtItem(context.db, viewer, orderId, purchaseId);
  const id = fileIdOf(name);
  if (!bought || !id || !PICTURE_TYPE.test(contentTypeOf(id))) return notFound();
  try {
    const kit = await kitOf(context, bought, 8_000);
    if (kit instanceof KitNotReady) return notReady();
    const file = kit.files.some((entry) => entry.id === id) ? await readKitFile(context.env, orderId, purchaseId, id) : null;
    if (!file) return notFound();
    return new Response(file.body, {
      headers: {
        "Content-Type": contentTypeOf(id),
        "Content-Length": String(file.size),
        // The buyer's own browser may keep it a while; no shared cache ever may.
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    console.error(`order ${orderId}: showing ${purchaseId} ${name} failed`, error);
    return notReady();
  }
}

const attachment = (contentType: string, name: string) => ({
  "Content-Type": contentType,
  "Content-Disposition": `attachment; filename="${name}"`,
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
});

export async function orderFileResponse(context: DownloadContext, viewer: Viewer, orderId: string, purchaseId: string, name: string): Promise<Response> {
  const bought = await boughtItem(context.db, viewer, orderId, purchaseId);
  const id = name === "zip" ? "zip" : fileIdOf(name);
  if (!bought || !id) return notFound();
  try {
    const kit = await kitOf(context, bought, 10_000);
    if (kit instanceof KitNotReady) return notReady();
    if (id === "zip") return kitZip(context, bought.item.name, orderId, purchaseId, kit, bought.found.order.completedAt ?? new Date());
    const entry = kit.files.find((file) => file.id === id);
    const file = entry ? await readKitFile(context.env, orderId, purchaseId, id) : null;
    if (!file) return notFound();
    return new Response(file.body, { headers: { ...attachment(contentTypeOf(id), downloadName(bought.item.name, id)), "Content-Length": String(file.size) } });
  } catch (error) {
    console.error(`order ${orderId}: serving ${purchaseId} ${name} failed`, error);
    return notReady();
  }
}

/** The whole kit as one ZIP: a folder named after the logo, its groups as folders, a README at the top. */
function kitZip(context: DownloadContext, logoName: string, orderId: string, purchaseId: string, kit: StoredKit, modified: Date): Response {
  const folder = downloadName(logoName, "zip").replace(/\.zip$/, "");
  const readme = new TextEncoder().encode(kitReadme(logoName, kit, (id) => downloadName(logoName, id)));
  const entries = [
    { name: `${folder}/README.txt`, size: readme.length, crc32: crc32(readme), body: async () => readme },
    ...kit.files.map((file) => ({
      name: `${folder}/${file.id.slice(0, file.id.indexOf("/"))}/${downloadName(logoName, file.id)}`,
      size: file.size,
      crc32: file.crc32,
      body: async () => {
        const object = await readKitFile(context.env, orderId, purchaseId, file.id);
        if (!object) throw new Error(`${file.id} of ${orderId}/${purchaseId} is gone`);
        return object.body;
      },
    })),
  ];
  const { stream, length } = zipStream(entries, modified);
  // A fixed length lets the runtime send Content-Length, so a browser shows the download's progress.
  const body = typeof FixedLengthStream === "function" ? stream.pipeThrough(new FixedLengthStream(length)) : stream;
  return new Response(body, { headers: { ...attachment("application/zip", downloadName(logoName, "zip")), "Content-Length": String(length) } });
}
