/**
 * A bought logo's files, streamed from R2 to the buyer only: the order must be theirs
 * (visitor cookie, account or the receipt's secret link), completed (a refund ends the
 * downloads), and hold that logo. Everyone else gets a 404 that says nothing.
 */
import { COMPANY_DEFAULT_NAME, licenceCertificate } from "./licence.ts";
import { parsePurchaseId, PURCHASE_COPY } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { DOWNLOAD_FORMATS, downloadName, isDownloadFormat, readOrderFile, type FilesEnv } from "./files.server.ts";
import { getOrderFor, type Viewer } from "./orders.server.ts";
import { zip } from "./zip.ts";

interface DownloadContext {
  db: Database;
  env: FilesEnv & { COMPANY_NAME?: string };
}

const notFound = () =>
  Response.json({ success: false, error: PURCHASE_COPY.linksFailed }, { status: 404, headers: { "Cache-Control": "no-store" } });

export async function orderFileResponse(context: DownloadContext, viewer: Viewer, orderId: string, purchaseId: string, format: string): Promise<Response> {
  const found = await getOrderFor(context.db, orderId, viewer);
  if (!found || found.order.status !== "completed") return notFound();
  const item = found.items.find((entry) => entry.purchaseId === purchaseId);
  const target = item ? parsePurchaseId(item.purchaseId) : null;
  if (!item || !target || (format !== "zip" && !isDownloadFormat(format))) return notFound();

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
