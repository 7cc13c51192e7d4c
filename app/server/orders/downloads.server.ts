/**
 * A bought logo's files, streamed from R2 to the buyer only: the order must be theirs
 * (visitor cookie, account or the receipt's secret link), completed (a refund ends the
 * downloads), and hold that logo. Everyone else gets a 404 that says nothing.
 */
import { COMPANY_DEFAULT_NAME, licenceCertificate } from "./licence.ts";
import { parsePurchaseId, PURCHASE_COPY } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { DOWNLOAD_FORMATS, downloadName, isDownloadFormat, readOrderFile, type DownloadFormat, type FilesEnv } from "./files.server.ts";
import { getOrderFor, type Viewer } from "./orders.server.ts";
import { zip } from "./zip.ts";

interface DownloadContext {
  db: Database;
  env: FilesEnv & { COMPANY_NAME?: string };
}

const notFound = () =>
  Response.json({ success: false, error: PURCHASE_COPY.linksFailed }, { status: 404, headers: { "Cache-Control": "no-store" } });

/** The bought logo of a completed order this viewer may read, or null. */
async function boughtItem(db: Database, viewer: Viewer, orderId: string, purchaseId: string) {
  const found = await getOrderFor(db, orderId, viewer);
  if (!found || found.order.status !== "completed") return null;
  const item = found.items.find((entry) => entry.purchaseId === purchaseId);
  const target = item ? parsePurchaseId(item.purchaseId) : null;
  return item && target ? { found, item, target } : null;
}

/** The formats a page may show a bought logo in: without its background, or the smaller WebP. */
const PICTURE_FORMATS = ["transparent-png", "webp"] as const satisfies DownloadFormat[];

/** Where a page shows the logo an order bought, to that order's viewer (the receipt's key carried along). */
export function orderPicturePath(orderId: string, purchaseId: string, format: (typeof PICTURE_FORMATS)[number], downloadKey?: string | null): string {
  return `/api/orders/${orderId}/pictures/${purchaseId}/${format}${downloadKey ? `?key=${encodeURIComponent(downloadKey)}` : ""}`;
}

/**
 * The logo an order bought, as a picture for its pages (the logo page, the dashboard, the
 * success and download pages): the same file as the download, shown in place, to the
 * order's viewer only. Everyone else gets the 404 a download gets: no clean byte leaves
 * but to the buyer.
 */
export async function orderPictureResponse(context: DownloadContext, viewer: Viewer, orderId: string, purchaseId: string, format: string): Promise<Response> {
  const bought = await boughtItem(context.db, viewer, orderId, purchaseId);
  const picture = PICTURE_FORMATS.find((name) => name === format);
  if (!bought || !picture) return notFound();
  try {
    const file = await readOrderFile(context.env, context.db, orderId, purchaseId, bought.target, DOWNLOAD_FORMATS[picture].kind);
    if (!file) return notFound();
    return new Response(file.body, {
      headers: {
        "Content-Type": file.httpMetadata?.contentType ?? "application/octet-stream",
        "Content-Length": String(file.size),
        // The buyer's own browser may keep it a while; no shared cache ever may.
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    console.error(`order ${orderId}: showing ${purchaseId} failed`, error);
    return Response.json({ success: false, error: PURCHASE_COPY.linksFailed }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } });
  }
}

export async function orderFileResponse(context: DownloadContext, viewer: Viewer, orderId: string, purchaseId: string, format: string): Promise<Response> {
  const bought = await boughtItem(context.db, viewer, orderId, purchaseId);
  if (!bought || (format !== "zip" && !isDownloadFormat(format))) return notFound();
  const { found, item, target } = bought;

  const headers = (contentType: string, name: string) => ({
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });

  try {
    if (format === "zip") {
      const entries = [];
      for (const [name, { kind }] of Object.entries(DOWNLOAD_FORMATS)) {
        const file = await readOrderFile(context.env, context.db, orderId, purchaseId, target, kind);
        if (!file) return notFound();
        entries.push({ name: downloadName(item.name, name as keyof typeof DOWNLOAD_FORMATS), bytes: new Uint8Array(await file.arrayBuffer()) });
      }
      const certificate = licenceCertificate({
        logoName: item.name,
        purchaseId,
        orderId,
        purchasedAt: found.order.completedAt ?? found.order.createdAt,
        company: context.env.COMPANY_NAME || COMPANY_DEFAULT_NAME,
      });
      entries.push({ name: "licence-certificate.txt", bytes: new TextEncoder().encode(certificate) });
      return new Response(zip(entries, found.order.completedAt ?? new Date()), { headers: headers("application/zip", downloadName(item.name, "zip")) });
    }
    const { kind } = DOWNLOAD_FORMATS[format as keyof typeof DOWNLOAD_FORMATS];
    const file = await readOrderFile(context.env, context.db, orderId, purchaseId, target, kind);
    if (!file) return notFound();
    const contentType = file.httpMetadata?.contentType ?? "application/octet-stream";
    return new Response(file.body, { headers: { ...headers(contentType, downloadName(item.name, format as keyof typeof DOWNLOAD_FORMATS)), "Content-Length": String(file.size) } });
  } catch (error) {
    console.error(`order ${orderId}: serving ${purchaseId} ${format} failed`, error);
    return Response.json({ success: false, error: PURCHASE_COPY.linksFailed }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } });
  }
}
