/**
 * The files a buyer receives, per logo: the 2048 px PNG, the transparent PNG, the WebP and
 * the SVG. They are made once, when the logo is bought: the agent renders them from the
 * design the app keeps (a catalogue logo's `logos.spec`, a generated logo's
 * `generations.spec`) and they are stored under the order (orders/{order}/{purchase id}/...).
 * A generation whose agent sent its files with the final image (an external agent, or one
 * made before files were rendered at purchase) has them under generations/{id}/ already,
 * and those are served. Nothing here is reachable but through an order its viewer may read.
 */
import { eq } from "drizzle-orm";
import { renderResponse } from "#protocol/render.ts";
import { agentFetch, type AgentEnv } from "#app/server/agent/agent-client.ts";
import { catalogueSlug } from "#app/catalogue/slug.ts";
import type { PurchaseTarget } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { logos, generations } from "#app/server/db/schema.ts";
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

const DELIVERED_KINDS = ["png", "pngTransparent", "webp", "svg"] as const satisfies LogoFileKind[];

function orderFileKey(orderId: string, purchaseId: string, kind: LogoFileKind): string {
  return `orders/${orderId}/${purchaseId}/${LOGO_FILE_NAMES[kind]}`;
}

/** "Summit Coffee Co." + png -> "summit-coffee-co.png" (a name every file system takes). */
export function downloadName(logoName: string, format: DownloadFormat | "zip"): string {
  const base = catalogueSlug(logoName) || "logo";
  return format === "zip" ? `${base}.zip` : `${base}${DOWNLOAD_FORMATS[format].suffix}`;
}

export interface FilesEnv extends AgentEnv {
  LOGO_FILES: R2Bucket;
}

/** Whether the agent sent a generation's files with its final image (they are in R2 under it). */
async function generationHasFiles(env: FilesEnv, target: PurchaseTarget): Promise<boolean> {
  return target.kind === "generation" && (await env.LOGO_FILES.head(logoFileKey(target.generationId, "png"))) !== null;
}

/** The design the agent renders the files from: the catalogue's, or the generation's. */
async function designOf(db: Database, target: PurchaseTarget): Promise<unknown> {
  const [row] =
    target.kind === "catalogue"
      ? await db.select({ spec: logos.spec }).from(logos).where(eq(logos.id, target.id)).limit(1)
      : await db.select({ spec: generations.spec }).from(generations).where(eq(generations.id, target.generationId)).limit(1);
  return row?.spec ?? null;
}

function describe(target: PurchaseTarget): string {
  return target.kind === "catalogue" ? `catalogue logo ${target.id}` : `generation ${target.generationId}`;
}

/**
 * Makes sure a bought logo's files are in R2: renders them from its design through the
 * agent and stores them under the order when they are not (at fulfilment, or on a later
 * download if that render failed).
 */
export async function ensureOrderFiles(env: FilesEnv, db: Database, orderId: string, purchaseId: string, target: PurchaseTarget): Promise<void> {
  if (await env.LOGO_FILES.head(orderFileKey(orderId, purchaseId, "png"))) return;
  if (await generationHasFiles(env, target)) return;
  const spec = await designOf(db, target);
  if (!spec) throw new Error(`${describe(target)} has no design to render`);
  const response = await agentFetch(env, "/render", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ spec }),
  });
  if (!response.ok) throw new Error(`the agent could not render ${describe(target)}: ${response.status}`);
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
  const rendered = await env.LOGO_FILES.get(orderFileKey(orderId, purchaseId, kind));
  if (rendered || target.kind !== "generation") return rendered;
  return env.LOGO_FILES.get(logoFileKey(target.generationId, kind));
}

/** Removes the files rendered for an order (a refund: the rights, and the files, go). */
export async function deleteOrderFiles(env: FilesEnv, orderId: string, purchaseId: string): Promise<void> {
  await env.LOGO_FILES.delete(DELIVERED_KINDS.map((kind) => orderFileKey(orderId, purchaseId, kind)));
}
