/**
 * Fulfilment, exactly once whatever arrives: the webhook, the success page and the test
 * checkout all call `fulfilOrder` with what the provider says of the payment, as often as
 * they like, in any order. The order row decides: it moves to `completed` once (a
 * conditional update), in the same D1 batch that marks its logos sold. A logo that
 * another order bought first turns this order into a refund, told to its buyer in words.
 */
import { formatCents } from "#app/lib/money.ts";
import { parsePurchaseId, type PurchaseTarget } from "#app/lib/purchase.ts";
import { SITE_NAME } from "#protocol/site.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { OrderItemRow, OrderRow, OrderStatus } from "#app/server/db/schema.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import type { ZonePurgeEnv } from "#app/server/cache/zone-purge.server.ts";
import type { PurgeContext } from "#app/server/cache/purge.server.ts";
import { deleteOrderFiles, ensureOrderKit, type FilesEnv } from "#app/server/orders/files.server.ts";
import { markSold, releaseHold, unmarkSold } from "#app/server/orders/logo-sales.server.ts";
import { getOrder, moveOrder } from "#app/server/orders/orders.server.ts";
import { randomToken as newDownloadKey, sha256Hex } from "#app/server/tokens.server.ts";
import type { CheckoutProvider, SessionState } from "./provider.server.ts";
import { bookRefund, bookSale } from "#app/server/designers/ledger.server.ts";

export interface FulfilDeps {
  db: Database;
  env: FilesEnv & ZonePurgeEnv;
  provider: CheckoutProvider;
  mailer: Mailer;
  /** The site's origin, for the links in mails. */
  origin: string;
  /** Keeps work going after the answer (the Worker's waitUntil); without it the work is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export type FulfilOutcome =
  | { status: OrderStatus; note: string | null }
  | { status: "not-found" }
  | { status: "amount-mismatch" };

/** Written to a buyer whose payment came second for a logo sold a moment before. */
export function doubleSaleNote(names: string[]): string {
  return `Someone else completed their purchase of ${names.join(", ")} a moment before you did, and a logo is sold only once. Your payment has been refunded in full; it reaches your account in 3-5 business days.`;
}

const FINAL: readonly OrderStatus[] = ["completed", "refunded"];

export async function fulfilOrder(deps: FulfilDeps, orderId: string, payment: SessionState): Promise<FulfilOutcome> {
  const { db } = deps;
  const found = await getOrder(db, orderId);
  if (!found) return { status: "not-found" };
  const { order, items } = found;
  if (FINAL.includes(order.status)) return { status: order.status, note: order.note };
  if (!payment.paid) return { status: order.status, note: order.note };
  // What was paid must be what the order costs, in its currency, or nothing is delivered.
  if (payment.amountCents !== order.totalCents || payment.currency?.toLowerCase() !== order.currency) {
    console.error(`order ${orderId}: paid ${payment.amountCents} ${payment.currency}, expected ${order.totalCents} ${order.currency}; not fulfilled`);
    return { status: "amount-mismatch" };
  }

  const targets = items.map((item) => ({ item, target: parsePurchaseId(item.purchaseId)! }));
  const key = newDownloadKey();
  const now = new Date();
  const claimed = await moveOrder(db, orderId, ["pending", "cancelled", "expired"], "completed", {
    completedAt: now,
    providerPaymentId: payment.paymentId,
    invoiceId: payment.invoiceId,
    contactEmail: payment.email ?? order.contactEmail,
    downloadKeyHash: await sha256Hex(key),
  });
  // Another delivery of the same payment got here first: its outcome stands.
  if (!claimed) return current(db, orderId);

  const sold: { item: OrderItemRow; target: PurchaseTarget }[] = [];
  const lost: OrderItemRow[] = [];
  for (const entry of targets) {
    if (await markSold(deps, entry.target, orderId)) sold.push(entry);
    else lost.push(entry.item);
  }
  const completed = { ...order, status: "completed" as const, completedAt: now, providerPaymentId: payment.paymentId, invoiceId: payment.invoiceId, contactEmail: payment.email ?? order.contactEmail };

  if (lost.length > 0) {
    const note = doubleSaleNote(lost.map((item) => item.name));
    for (const entry of sold) await unmarkSold(deps, entry.target, orderId);
    for (const entry of targets) await releaseHold(deps, entry.target, orderId);
    if (payment.paymentId) await deps.provider.refund(payment.paymentId);
    await moveOrder(db, orderId, ["completed"], "refunded", { note });
    await deps.mailer.send({ to: completed.contactEmail, subject: `${SITE_NAME}: your payment was refunded`, text: `${note}\n\nOrder ${orderId}.\n`, kind: "refund" });
    return { status: "refunded", note };
  }

  await bookSale(db, orderId);
  // Each logo's brand kit is rendered now, while the buyer is taken to the success page,
  // so the download page is ready when they open it; a visit that comes first waits for
  // this render, and one that follows a failed render makes the kit itself.
  const rendering = Promise.all(
    targets.map(({ item }) =>
      ensureOrderKit(deps.env, db, completed, item).catch((error: unknown) =>
        console.error(`order ${orderId}: rendering ${item.purchaseId} failed; the download will retry`, error),
      ),
    ),
  );
  if (deps.waitUntil) deps.waitUntil(rendering);
  else await rendering;
  await sendReceipt(deps, completed, items, key);
  return { status: "completed", note: null };
}

async function current(db: Database, orderId: string): Promise<FulfilOutcome> {
  const found = await getOrder(db, orderId);
  return found ? { status: found.order.status, note: found.order.note } : { status: "not-found" };
}

export function downloadLink(origin: string, orderId: string, key: string): string {
  return new URL(`/orders/${orderId}?key=${encodeURIComponent(key)}`, origin).href;
}

/** The order's invoice, opened through the order (the provider's page is asked for fresh). */
export function invoicePath(orderId: string, key?: string | null): string {
  return `/api/orders/${orderId}/invoice${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

function invoiceLink(origin: string, orderId: string, key: string): string {
  return new URL(invoicePath(orderId, key), origin).href;
}

async function sendReceipt(deps: FulfilDeps, order: OrderRow, items: OrderItemRow[], key: string) {
  const link = downloadLink(deps.origin, order.id, key);
  const lines = [
    `Thank you for your purchase at ${SITE_NAME}.`,
    "",
    `Order: ${order.id}`,
    ...items.map((item) => `  ${item.name} (${item.purchaseId})`),
    `Total: ${formatCents(order.totalCents)} ${order.currency.toUpperCase()}`,
    "",
    "Download your brand kit (logo files in SVG, PDF, PNG and WebP, colour variants, lockups, website icons, social media pictures, a brand guide and your licence certificate), file by file or as one ZIP:",
    link,
    "",
    "Keep this link: it opens your downloads in any browser.",
    ...(order.invoiceId ? ["", "Your invoice (with the tax it includes):", invoiceLink(deps.origin, order.id, key)] : []),
    "",
    `30-day money-back guarantee, no reason needed: open the link above and choose "Request a refund".`,
  ];
  try {
    await deps.mailer.send({ to: order.contactEmail, subject: `${SITE_NAME} receipt for order ${order.id.slice(-8)}`, text: lines.join("\n"), kind: "receipt" });
  } catch (error) {
    // The order is paid and its page works in the buyer's browser; the mail can be resent.
    console.error(`order ${order.id}: the receipt could not be sent`, error);
  }
}

/** An unpaid checkout ended (expired, cancelled, or its payment failed): its holds go. */
export async function endUnpaidOrder(sales: PurgeContext, orderId: string, status: "cancelled" | "expired"): Promise<boolean> {
  const found = await getOrder(sales.db, orderId);
  if (!found) return false;
  const moved = await moveOrder(sales.db, orderId, ["pending"], status);
  if (moved) for (const item of found.items) await releaseHold(sales, parsePurchaseId(item.purchaseId)!, orderId);
  return moved;
}

/**
 * A refund (the 30-day guarantee, through the provider): the order is refunded, its
 * downloads stop, and its logos may be sold again.
 */
export async function refundOrder(sales: PurgeContext & { env: FilesEnv & ZonePurgeEnv }, orderId: string, note: string): Promise<boolean> {
  const found = await getOrder(sales.db, orderId);
  if (!found) return false;
  const moved = await moveOrder(sales.db, orderId, ["completed"], "refunded", { note });
  if (!moved) return false;
  for (const item of found.items) {
    const target = parsePurchaseId(item.purchaseId)!;
    await unmarkSold(sales, target, orderId);
    await deleteOrderFiles(sales.env, orderId, item.purchaseId);
  }
  await bookRefund(sales.db, orderId);
  return true;
}
