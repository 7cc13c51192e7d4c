/**
 * A bought logo's files: its brand kit (workers/protocol/render.ts lists every file). It
 * is made once, when the logo is bought: the agent renders it from the design the app
 * keeps (a catalogue logo's `logos.spec`, a generated logo's `generations.spec`) with the
 * licence certificate's words, and it is stored under the order:
 * orders/{order}/{purchase id}/kit/{file id}, then kit.json, the kit's list with each
 * file's size and CRC-32, written last: a kit is complete when its list is there. One
 * render at a time per logo: the first caller takes a lease on the order item
 * (`kit_started_at`), the others wait for the list. Nothing here is reachable but through
 * an order its viewer may read (downloads.server.ts).
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { crc32 } from "#protocol/crc32.ts";
import { ownershipOf } from "#protocol/ownership.ts";
import { KIT_FILES, kitManifest, type CertificateText, type KitFileId, type KitManifest } from "#protocol/render.ts";
import { agentFetch, type AgentEnv } from "#app/server/agent/agent-client.ts";
import { parsePurchaseId, type PurchaseTarget } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, logos, orderItems, type OrderItemRow, type OrderRow } from "#app/server/db/schema.ts";
import { LOGO_FILE_NAMES, logoFileKey } from "#app/server/generations/logo-files.server.ts";
import { submissionFileKey, submissionOfLogo, type SubmissionFile } from "#app/server/designers/submissions.server.ts";
import { certificateWords, COMPANY_DEFAULT_NAME, licenceCertificate, type CertificateInput } from "./licence.ts";

export interface FilesEnv extends AgentEnv {
  LOGO_FILES: R2Bucket;
  COMPANY_NAME?: string;
}

/** The text licence, made by the app beside the agent's files. */
export const LICENCE_TEXT_ID = "licence/licence-certificate.txt";
export type StoredFileId = KitFileId | typeof LICENCE_TEXT_ID;

export interface StoredKitFile {
  id: StoredFileId;
  size: number;
  crc32: number;
  width?: number;
  height?: number;
  shownOn?: "light" | "dark";
}

export interface StoredKit {
  files: StoredKitFile[];
  notes: string[];
}

export function contentTypeOf(id: StoredFileId): string {
  return id === LICENCE_TEXT_ID ? "text/plain; charset=utf-8" : KIT_FILES[id].type;
}

const kitKey = (orderId: string, purchaseId: string, id: string) => `orders/${orderId}/${purchaseId}/kit/${id}`;
const listKey = (orderId: string, purchaseId: string) => `orders/${orderId}/${purchaseId}/kit.json`;

/** The kit's list, when the kit is complete. */
export async function readKit(env: FilesEnv, orderId: string, purchaseId: string): Promise<StoredKit | null> {
  const list = await env.LOGO_FILES.get(listKey(orderId, purchaseId));
  return list ? ((await list.json()) as StoredKit) : null;
}

export function readKitFile(env: FilesEnv, orderId: string, purchaseId: string, id: StoredFileId): Promise<R2ObjectBody | null> {
  return env.LOGO_FILES.get(kitKey(orderId, purchaseId, id));
}

/** The kit is being made by another request and did not appear in time: try again shortly. */
export class KitNotReady extends Error {
  constructor() {
    super("the brand kit is still being made");
  }
}

/** How long a render may hold the lease before another request may take over (a render that died). */
const LEASE_MS = 60_000;
const POLL_MS = 150;

/**
 * The logo's kit, made now when it is not there yet (at fulfilment, or on a later visit if
 * that render failed). A request that finds another render under way waits up to `waitMs`
 * for it, then throws KitNotReady. The order-work queue's consumer (`forQueue`) renders
 * under the lease the fulfilment took in the queue's name (leaseKitsToQueue).
 */
export async function ensureOrderKit(env: FilesEnv, db: Database, order: OrderRow, item: OrderItemRow, waitMs = 10_000, options: { forQueue?: boolean } = {}): Promise<StoredKit> {
  const existing = await readKit(env, order.id, item.purchaseId);
  if (existing) return existing;
  const now = Date.now();
  const free = or(isNull(orderItems.kitStartedAt), lt(orderItems.kitStartedAt, new Date(now - LEASE_MS)));
  const claimed = await db
    .update(orderItems)
    .set({ kitStartedAt: new Date(now) })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.purchaseId, item.purchaseId), options.forQueue ? undefined : free))
    .returning({ id: orderItems.purchaseId });
  if (claimed.length > 0) {
    try {
      return await renderAndStore(env, db, order, item);
    } catch (error) {
      await db.update(orderItems).set({ kitStartedAt: null }).where(and(eq(orderItems.orderId, order.id), eq(orderItems.purchaseId, item.purchaseId)));
      throw error;
    }
  }
  for (const deadline = now + waitMs; Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const kit = await readKit(env, order.id, item.purchaseId);
    if (kit) return kit;
  }
  throw new KitNotReady();
}

/**
 * The kits of a completed order left to the queue: a lease in its name, so a download that
 * comes first waits for the queue's render (first paid, first made) instead of starting one
 * beside it; one the queue leaves longer than LEASE_MS is taken over. Released (null) when
 * the queue refuses the messages, so the kits are made at once.
 */
export async function leaseKitsToQueue(db: Database, orderId: string, lease: Date | null): Promise<void> {
  const items = and(eq(orderItems.orderId, orderId), lease ? isNull(orderItems.kitStartedAt) : undefined);
  await db.update(orderItems).set({ kitStartedAt: lease }).where(items);
}

/** The design the agent renders the kit from: the catalogue's, or the generation's. */
async function designOf(db: Database, target: PurchaseTarget): Promise<unknown> {
  const [row] =
    target.kind === "catalogue"
      ? await db.select({ spec: logos.spec }).from(logos).where(eq(logos.id, target.id)).limit(1)
      : await db.select({ spec: generations.spec }).from(generations).where(eq(generations.id, target.generationId)).limit(1);
  return row?.spec ?? null;
}

function certificateInput(env: FilesEnv, order: OrderRow, item: OrderItemRow, spec: unknown): CertificateInput {
  return {
    logoName: item.name,
    purchaseId: item.purchaseId,
    orderId: order.id,
    purchasedAt: order.completedAt ?? order.createdAt,
    company: env.COMPANY_NAME || COMPANY_DEFAULT_NAME,
    licensee: order.contactEmail,
    // Every logo is sold once: the sale withdrew it (logo-sales.server.ts).
    exclusive: true,
    ownership: ownershipOf(spec),
  };
}

interface MadeFile {
  id: StoredFileId;
  bytes: Uint8Array;
  entry: Omit<StoredKitFile, "size" | "crc32">;
}

async function renderAndStore(env: FilesEnv, db: Database, order: OrderRow, item: OrderItemRow): Promise<StoredKit> {
  const target = parsePurchaseId(item.purchaseId);
  if (!target) throw new Error(`${item.purchaseId} is not a purchase id`);
  const spec = await designOf(db, target);
  const certificate = certificateWords(certificateInput(env, order, item, spec));
  const made = spec ? await renderedKit(env, spec, certificate, target) : target.kind === "catalogue" ? await filesOfUpload(env, db, target.id) : await filesTheAgentSent(env, target);
  // The text copy says what the PDF says: the agent's words add the typefaces it set the logo in.
  made.files.push({ id: LICENCE_TEXT_ID, bytes: new TextEncoder().encode(licenceCertificate(made.certificate ?? certificate)), entry: { id: LICENCE_TEXT_ID } });
  await Promise.all(
    made.files.map(({ id, bytes }) => env.LOGO_FILES.put(kitKey(order.id, item.purchaseId, id), bytes, { httpMetadata: { contentType: contentTypeOf(id) } })),
  );
  const kit: StoredKit = { files: made.files.map(({ bytes, entry }) => ({ ...entry, size: bytes.length, crc32: crc32(bytes) })), notes: made.notes };
  await env.LOGO_FILES.put(listKey(order.id, item.purchaseId), JSON.stringify(kit), { httpMetadata: { contentType: "application/json" } });
  return kit;
}

function describe(target: PurchaseTarget): string {
  return target.kind === "catalogue" ? `catalogue logo ${target.id}` : `generation ${target.generationId}`;
}

interface MadeKit {
  files: MadeFile[];
  notes: string[];
  /** The certificate's words as the agent set them. */
  certificate?: CertificateText;
}

async function renderedKit(env: FilesEnv, spec: unknown, certificate: CertificateText, target: PurchaseTarget): Promise<MadeKit> {
  const response = await agentFetch(env, "/render", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ spec, certificate }),
  });
  if (!response.ok) throw new Error(`the agent could not render ${describe(target)}: ${response.status}`);
  const form = await response.formData();
  const manifest: KitManifest = kitManifest.parse(JSON.parse(String(form.get("manifest"))));
  const files = await Promise.all(
    manifest.files.map(async (entry) => {
      const part = form.get(entry.id);
      if (!part || typeof part === "string") throw new Error(`the agent's kit of ${describe(target)} lacks ${entry.id}`);
      return { id: entry.id as KitFileId, bytes: new Uint8Array(await part.arrayBuffer()), entry: entry as StoredKitFile };
    }),
  );
  return { files, notes: manifest.notes, certificate: manifest.certificate };
}

/**
 * A generation with no design kept, whose agent sent its files with the final image (an
 * external agent): its kit is those files and the licence.
 */
async function filesTheAgentSent(env: FilesEnv, target: PurchaseTarget): Promise<MadeKit> {
  if (target.kind !== "generation") throw new Error(`${describe(target)} has no design to render`);
  const sent = { "logo/logo-2048.png": "png", "logo/logo-transparent.png": "pngTransparent", "logo/logo.webp": "webp", "logo/logo.svg": "svg" } as const;
  const files: MadeFile[] = [];
  for (const [id, kind] of Object.entries(sent) as [KitFileId, keyof typeof LOGO_FILE_NAMES][]) {
    const file = await env.LOGO_FILES.get(logoFileKey(target.generationId, kind));
    if (!file) throw new Error(`${describe(target)} has no design to render and no ${kind} file`);
    files.push({ id, bytes: new Uint8Array(await file.arrayBuffer()), entry: { id } });
  }
  return { files, notes: ["This logo was drawn by an outside agent that sent its files itself, so its kit holds those files and the licence."] };
}

/**
 * A designer's uploaded logo has no design to render (docs/decisions/3400): its kit is
 * the master (the SVG as our upload check rebuilt it, or the PNG) and the PNGs drawn from
 * it when it was approved, with the licence.
 */
async function filesOfUpload(env: FilesEnv, db: Database, logoId: number): Promise<MadeKit> {
  const submission = await submissionOfLogo(db, logoId);
  if (!submission) throw new Error(`catalogue logo ${logoId} has no design to render`);
  const sent: [KitFileId, SubmissionFile][] = [
    ["logo/logo-2048.png", "logo-2048.png"],
    ["logo/logo-transparent.png", submission.format === "png" ? "original.png" : "logo-transparent.png"],
  ];
  if (submission.format === "svg") sent.unshift(["logo/logo.svg", "original.svg"]);
  const files: MadeFile[] = [];
  for (const [id, file] of sent) {
    const object = await env.LOGO_FILES.get(submissionFileKey(submission.id, file));
    if (!object) throw new Error(`catalogue logo ${logoId} lacks its ${file}`);
    files.push({ id, bytes: new Uint8Array(await object.arrayBuffer()), entry: { id } });
  }
  const notes = [
    `This logo was drawn by its designer and uploaded ${submission.format === "svg" ? "as an SVG" : "as a PNG"}, so its kit holds ${submission.format === "svg" ? "the SVG, " : "the original transparent PNG, "}a PNG 2048 x 2048 on its background${submission.format === "svg" ? ", a transparent PNG 2048 x 2048" : ""} and the licence. Variants, lockups, website icons and the brand guide are made from a design drawn by our engine, which an uploaded logo does not have.`,
  ];
  return { files, notes };
}

/** Removes every file of an order's logo (a refund: the rights, and the files, go). */
export async function deleteOrderFiles(env: FilesEnv, orderId: string, purchaseId: string): Promise<void> {
  const prefix = `orders/${orderId}/${purchaseId}/`;
  for (let cursor: string | undefined; ; ) {
    const listed = await env.LOGO_FILES.list({ prefix, cursor });
    if (listed.objects.length > 0) await env.LOGO_FILES.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
}
