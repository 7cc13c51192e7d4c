/**
 * The files a buyer receives, per logo: the 2048 px PNG, the transparent PNG, the WebP and
 * the SVG. A generated logo's are the ones its generation stored (generations/{id}/...);
 * a catalogue logo's are rendered from its design by the agent at fulfilment and stored
 * under the order (orders/{order}/{purchase id}/...). Nothing here is reachable but
 * through an order its viewer may read.
 */
import { eq } from "drizzle-orm";
import { renderResponse } from "#protocol/render.ts";
import { agentFetch, type AgentEnv } from "#app/server/agent/agent-client.ts";
import { catalogueSlug } from "#app/catalogue/slug.ts";
import type { PurchaseTarget } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { logos } from "#app/server/db/schema.ts";
import { decodeDataUrl, LOGO_FILE_NAMES, logoFileKey, type LogoFileKind } from "#app/server/generations/logo-files.server.ts";

/** The formats on the download page, in its order: the URL's name, the stored kind, the file's ending. */
export const DOWNLOAD_FORMATS = {
  png: { kind: "png", suffix: ".png", label: "PNG 2048 × 2048" },
  "transparent-png": { kind: "pngTransparent", suffix: "-transparent.png", label: "Transparent PNG" },
  webp: { kind: "webp", suffix: ".webp", label: "WebP" },
  svg: { kind: "svg", suffix: ".svg", label: "SVG (vector)" },
} as const satisfies Record<string, { kind: LogoFileKind; suffix: string; label: string }>;
export type DownloadFormat = keyof typeof DOWNLOAD_FORMATS;

export function isDownloadFormat(value: string): value is DownloadFormat {
  return Object.hasOwn(DOWNLOAD_FORMATS, value);
}

const DELIVERED_KINDS: LogoFileKind[] = ["png", "pngTransparent", "webp", "svg"];

function orderFileKey(orderId: string, purchaseId: string, kind: LogoFileKind): string {
  return `orders/${orderId}/${purchaseId}/${LOGO_FILE_NAMES[kind]}`;
}

export function fileKey(orderId: string, purchaseId: string, target: PurchaseTarget, kind: LogoFileKind): string {
  return target.kind === "generation" ? logoFileKey(target.generationId, kind) : orderFileKey(orderId, purchaseId, kind);
}

/** "Summit Coffee Co." + png -> "summit-coffee-co.png" (a name every file system takes). */
export function downloadName(logoName: string, format: DownloadFormat | "zip"): string {
  const base = catalogueSlug(logoName) || "logo";
  return format === "zip" ? `${base}.zip` : `${base}${DOWNLOAD_FORMATS[format].suffix}`;
}

export interface FilesEnv extends AgentEnv {
  LOGO_FILES: R2Bucket;
}

/**
 * Makes sure a bought catalogue logo's files are in R2 under the order: renders them from
 * the design through the agent when they are not (at fulfilment, or on a later download
 * if that render failed). Generated logos have theirs already.
 */
export async function ensureOrderFiles(env: FilesEnv, db: Database, orderId: string, purchaseId: string, target: PurchaseTarget): Promise<void> {
  if (target.kind !== "catalogue") return;
  if (await env.LOGO_FILES.head(orderFileKey(orderId, purchaseId, "png"))) return;
  const [row] = await db.select({ spec: logos.spec }).from(logos).where(eq(logos.id, target.id)).limit(1);
  if (!row?.spec) throw new Error(`catalogue logo ${target.id} has no design to render`);
  const response = await agentFetch(env, "/render", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ spec: row.spec }),
  });
  if (!response.ok) throw new Error(`the agent could not render catalogue logo ${target.id}: ${response.status}`);
  const { files } = renderResponse.parse(await response.json());
  await Promise.all(
    DELIVERED_KINDS.map((kind) => {
      const file = decodeDataUrl(files[kind]);
      return env.LOGO_FILES.put(orderFileKey(orderId, purchaseId, kind), file.bytes, { httpMetadata: { contentType: file.contentType } });
    }),
  );
}

/** One delivered file's body, or null when it is not there. */
export async function readOrderFile(env: FilesEnv, db: Database, orderId: string, purchaseId: string, target: PurchaseTarget, kind: LogoFileKind): Promise<R2ObjectBody | null> {
  await ensureOrderFiles(env, db, orderId, purchaseId, target);
  return env.LOGO_FILES.get(fileKey(orderId, purchaseId, target, kind));
}

/** Removes the files rendered for an order (a refund: the rights, and the files, go). */
export async function deleteOrderFiles(env: FilesEnv, orderId: string, purchaseId: string, target: PurchaseTarget): Promise<void> {
  if (target.kind !== "catalogue") return;
  await env.LOGO_FILES.delete(DELIVERED_KINDS.map((kind) => orderFileKey(orderId, purchaseId, kind)));
}
