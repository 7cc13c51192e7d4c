/**
 * What the routes and the JSON endpoints call (marketplace spec section 7: create
 * checkout, verify purchase, get purchase status, complete purchase, get download links):
 * each takes the request's context and answers what its caller renders or returns.
 */
import type { KitFileView, KitGroupView } from "#app/lib/brand-kit.ts";
import type { OrderWorkQueue } from "#app/server/orders/order-work.server.ts";
import { parsePurchaseId } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { OrderItemRow } from "#app/server/db/schema.ts";
import type { ZonePurgeEnv } from "#app/server/cache/zone-purge.server.ts";
import { mailerFor, type MailEnv } from "#app/server/mail/http-transport.server.ts";
import { CLASSIC_FILES, KIT_FILES, KIT_GROUPS, type KitGroup } from "#protocol/render.ts";
import { ensureOrderKit, LICENCE_TEXT_ID, readKit, type FilesEnv, type StoredFileId, type StoredKit } from "#app/server/orders/files.server.ts";
import { getOrderFor, type OrderWithItems, type Viewer } from "#app/server/orders/orders.server.ts";
import { downloadName, orderFilePath, orderPicturePath } from "#app/server/orders/downloads.server.ts";
import { ownerOf } from "#app/server/auth/owner.server.ts";
import { guaranteeOf } from "#app/lib/guarantee.ts";
import { buyerStatus, type BuyerStatus } from "#app/server/orders/order-states.ts";
import { fulfilOrder, type FulfilDeps, type FulfilOutcome } from "./fulfil.server.ts";
import { invoicePath } from "./order-mail.server.ts";
import { providerOf, type CheckoutEnv } from "./provider.server.ts";

export type PurchaseEnv = FilesEnv & CheckoutEnv & MailEnv & ZonePurgeEnv & { ORDER_WORK?: OrderWorkQueue };

export interface PurchaseContext {
  db: Database;
  env: PurchaseEnv;
  origin: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Asks the order's provider whether it was paid and fulfils it if so: the success page
 * does this so a buyer never waits for the webhook. The same idempotent fulfilment.
 */
export async function confirmPayment(context: PurchaseContext, found: OrderWithItems): Promise<FulfilOutcome> {
  const { order } = found;
  if (order.status === "completed" || order.status === "refunded") return { status: order.status, note: order.note };
  const provider = providerOf(context.env, context.db, order.provider);
  if (!provider || !order.providerSessionId) return { status: buyerStatus(order.status), note: order.note };
  const state = await provider.retrieveSession(order.providerSessionId);
  return fulfilOrder(fulfilDeps(context, provider), order.id, state);
}

export function fulfilDeps(context: PurchaseContext, provider: FulfilDeps["provider"]): FulfilDeps {
  return { db: context.db, env: context.env, provider, mailer: mailerFor(context.env, context.db), origin: context.origin, waitUntil: context.waitUntil, orderWork: context.env.ORDER_WORK };
}

export interface OrderSummary {
  orderId: string;
  /** As the buyer reads it (the steps between are the shop's: order-states.ts). */
  status: BuyerStatus;
  paid: boolean;
  totalCents: number;
  currency: string;
  provider: string;
  createdAt: string;
  note: string | null;
  logos: { purchaseId: string; name: string }[];
}

export function summarize({ order, items }: OrderWithItems): OrderSummary {
  return {
    orderId: order.id,
    status: buyerStatus(order.status),
    paid: order.status === "completed",
    totalCents: order.totalCents,
    currency: order.currency,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    note: order.note,
    logos: items.map((item) => ({ purchaseId: item.purchaseId, name: item.name })),
  };
}

/** A kit file on the order's page: the shared view, named by its stored id. */
export type KitFileLink = KitFileView & { id: StoredFileId };
export type KitGroupLinks = KitGroupView & { files: KitFileLink[] };

function labelOf(id: StoredFileId): string {
  return id === LICENCE_TEXT_ID ? "Licence certificate · text" : KIT_FILES[id].label;
}

/** A kit's files in their groups, each with its download and (for an image) its picture. */
function kitLinks(orderId: string, purchaseId: string, logoName: string, kit: StoredKit, downloadKey?: string | null): KitGroupLinks[] {
  return KIT_GROUPS.map((group) => ({
    group,
    files: kit.files
      .filter((file) => file.id.startsWith(`${group}/`))
      .map((file) => ({
        id: file.id,
        label: labelOf(file.id),
        name: downloadName(logoName, file.id),
        url: orderFilePath(orderId, purchaseId, file.id, downloadKey),
        picture: file.id.endsWith(".png") || file.id.endsWith(".svg") || file.id.endsWith(".webp") ? orderPicturePath(orderId, purchaseId, file.id, downloadKey) : null,
        ...(file.width ? { width: file.width, height: file.height } : {}),
        ...(file.shownOn ? { shownOn: file.shownOn } : {}),
      })),
  })).filter((group) => group.files.length > 0);
}

const CLASSIC_LABELS: Record<keyof typeof CLASSIC_FILES, string> = { png: "PNG 2048 × 2048", "transparent-png": "Transparent PNG", webp: "WebP", svg: "SVG (vector)" };

/**
 * Where each file of a completed order is downloaded (none for any other order): the
 * brand kit of each logo when it is made (`kits`), the four files every logo has always
 * had, and the whole kit as a ZIP.
 */
export function downloadLinks(found: OrderWithItems, downloadKey?: string | null, kits: Map<string, StoredKit | null> = new Map()) {
  if (found.order.status !== "completed") return [];
  const orderId = found.order.id;
  return found.items.map((item: OrderItemRow) => {
    const kit = kits.get(item.purchaseId) ?? null;
    return {
      purchaseId: item.purchaseId,
      name: item.name,
      kind: parsePurchaseId(item.purchaseId)?.kind ?? "catalogue",
      /** What was bought, as a picture (through the order, like the files). */
      picture: orderPicturePath(orderId, item.purchaseId, "webp", downloadKey),
      files: (Object.keys(CLASSIC_FILES) as (keyof typeof CLASSIC_FILES)[]).map((format) => ({ format, label: CLASSIC_LABELS[format], url: orderFilePath(orderId, item.purchaseId, format, downloadKey) })),
      zip: orderFilePath(orderId, item.purchaseId, "zip", downloadKey),
      /** null while the kit is being made. */
      kit: kit ? kitLinks(orderId, item.purchaseId, item.name, kit, downloadKey) : null,
      notes: kit?.notes ?? [],
    };
  });
}

/**
 * The brand kit of each logo of a completed order: made now if need be, waiting up to
 * `waitMs` for a render under way (0: only what is made already).
 */
export async function kitsOf(context: { db: Database; env: FilesEnv }, found: OrderWithItems, waitMs: number): Promise<Map<string, StoredKit | null>> {
  const kits = new Map<string, StoredKit | null>();
  if (found.order.status !== "completed") return kits;
  await Promise.all(
    found.items.map(async (item) => {
      try {
        kits.set(item.purchaseId, waitMs > 0 ? await ensureOrderKit(context.env, context.db, found.order, item, waitMs) : await readKit(context.env, found.order.id, item.purchaseId));
      } catch (error) {
        console.error(`order ${found.order.id}: the kit of ${item.purchaseId} is not ready`, error);
        kits.set(item.purchaseId, null);
      }
    }),
  );
  return kits;
}

/** The order this viewer may read, refreshed from the provider when it is still pending. */
export async function orderForViewer(context: PurchaseContext, orderId: string, viewer: Viewer, confirm = true): Promise<OrderWithItems | null> {
  const found = await getOrderFor(context.db, orderId, viewer);
  if (!found || !confirm || found.order.status !== "pending") return found;
  try {
    await confirmPayment(context, found);
  } catch (error) {
    console.error(`order ${orderId}: asking the provider failed`, error);
  }
  return getOrderFor(context.db, orderId, viewer);
}

/** What every door (a Remix loader or action, a Hono handler) has of a request: its database handle, bindings and execution context. */
export interface RequestContext {
  db: Database;
  env: PurchaseEnv;
  ctx?: { waitUntil(promise: Promise<unknown>): void };
}

/** The purchase context of a request, whichever door it came through. */
export function purchaseContextFrom(request: Request, context: RequestContext): PurchaseContext {
  const ctx = context.ctx;
  return { db: context.db, env: context.env, origin: new URL(request.url).origin, waitUntil: ctx ? (promise) => ctx.waitUntil(promise) : undefined };
}

/** Who is asking: the browser's visitor, and the receipt link's key when the URL has one. */
export async function viewerFrom(request: Request, db: Database): Promise<Viewer> {
  const owner = await ownerOf(db, request);
  return { ...owner, downloadKey: new URL(request.url).searchParams.get("key") };
}

/** The order's download page: the order if this viewer may read it (asking the provider when pending), its links. */
export async function loadOrderPage(request: Request, context: { db: Database; env: PurchaseEnv }, orderId: string) {
  const viewer = await viewerFrom(request, context.db);
  const found = await orderForViewer(purchaseContextFrom(request, context), orderId, viewer);
  if (!found) throw new Response("Order not found", { status: 404 });
  // The page shows the whole kit: a render under way (the payment a moment ago) is waited for.
  const kits = await kitsOf(context, found, 8_000);
  const { order } = found;
  return {
    order: summarize(found),
    logos: downloadLinks(found, viewer.downloadKey, kits),
    supportEmail: (context.env as { SUPPORT_EMAIL?: string }).SUPPORT_EMAIL ?? "",
    guarantee: guaranteeOf(order),
    // A refunded order keeps its invoice (Stripe credits it); the page links it either way.
    invoice: order.invoiceId && (order.status === "completed" || order.status === "refunded") ? invoicePath(order.id, viewer.downloadKey) : null,
    /** Where the refund request posts: this page, with the receipt link's key when the visit has one. */
    refundAction: `/orders/${order.id}${viewer.downloadKey ? `?key=${encodeURIComponent(viewer.downloadKey)}` : ""}`,
  };
}

/** Where this viewer reads the order's invoice: the provider's page, asked for now (its links do not last forever); null when there is none to show them. */
export async function orderInvoiceUrl(context: { db: Database; env: PurchaseEnv }, viewer: Viewer, orderId: string): Promise<string | null> {
  const found = await getOrderFor(context.db, orderId, viewer);
  if (!found?.order.invoiceId || (found.order.status !== "completed" && found.order.status !== "refunded")) return null;
  const provider = providerOf(context.env, context.db, found.order.provider);
  try {
    return provider ? await provider.invoiceUrl(found.order.invoiceId) : null;
  } catch (error) {
    console.error(`order ${orderId}: its invoice could not be read from ${found.order.provider}`, error);
    return null;
  }
}

/** The success page (spec section 2): fulfils a paid order at once, so no buyer waits for the webhook. */
export async function loadPurchaseSuccess(request: Request, context: { db: Database; env: PurchaseEnv }) {
  const orderId = new URL(request.url).searchParams.get("order_id")?.trim() || null;
  if (!orderId) return { orderId: null, status: null, note: null, bought: [] };
  const found = await orderForViewer(purchaseContextFrom(request, context), orderId, await viewerFrom(request, context.db));
  // What was bought, pictured, once it is the buyer's.
  const bought = found ? downloadLinks(found).map(({ purchaseId, name, picture }) => ({ purchaseId, name, picture })) : [];
  return { orderId, status: found ? buyerStatus(found.order.status) : null, note: found?.order.note ?? null, bought };
}
