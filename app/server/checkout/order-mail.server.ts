/**
 * The mails an order owes its buyer (`orders.mail_due`): the receipt once it is completed,
 * a refund's once it is refunded, or the words of a double sale. Each is sent by whoever
 * made the move that made it due, or by the job when that one was cut off; it stays due
 * until it went out (order-follow-up.server.ts).
 */
import { REFUND_PAYOUT_BUSINESS_DAYS } from "#app/lib/business.ts";
import { formatCents } from "#app/lib/money.ts";
import { SITE_NAME } from "#protocol/site.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import type { OrderWithItems } from "#app/server/orders/orders.server.ts";
import { issueReceiptKey } from "#app/server/orders/order-moves.server.ts";
import { step, type Faults } from "#app/server/orders/order-steps.ts";
import { GUEST_CONTACT } from "./buyer.server.ts";

export interface MailDeps {
  db: Database;
  env: { SUPPORT_EMAIL?: string };
  mailer: Mailer;
  /** The site's origin, for the links in mails. */
  origin: string;
  faults?: Faults;
}

/** Whether the buyer was told: by mail, not at all (a guest who never gave an address), or the mail failed. */
export type MailOutcome = "sent" | "no-address" | "failed";

/** Written to a buyer whose payment came second for a logo sold a moment before. */
export function doubleSaleNote(names: string[]): string {
  return `Someone else completed their purchase of ${names.join(", ")} a moment before you did, and a logo is sold only once. Your payment has been refunded in full; it reaches your account in 3-5 business days.`;
}

export function downloadLink(origin: string, orderId: string, key: string): string {
  return new URL(`/orders/${orderId}?key=${encodeURIComponent(key)}`, origin).href;
}

/** The order's invoice, opened through the order (the provider's page is asked for fresh). */
export function invoicePath(orderId: string, key?: string | null): string {
  return `/api/orders/${orderId}/invoice${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

/** Sends the mail the order owes now, if any; null when none is due. */
export async function sendDueMail(deps: MailDeps, found: OrderWithItems): Promise<MailOutcome | null> {
  const { order } = found;
  if (order.status === "completed" && order.mailDue === "receipt") {
    // A fresh key each time: a receipt that never went out took its key with it.
    const key = await step(deps.faults, "receipt.key", () => issueReceiptKey(deps.db, order.id));
    return key ? send(deps, found, () => receipt(deps.origin, found, key)) : null;
  }
  if (order.status !== "refunded" || !order.mailDue || order.mailDue === "receipt") return null;
  if (order.contactEmail === GUEST_CONTACT) return "no-address";
  return send(deps, found, () => (order.mailDue === "double-sale" ? doubleSaleMail(found) : refundMail(deps, found)));
}

type Message = Parameters<Mailer["send"]>[0];

async function send(deps: MailDeps, found: OrderWithItems, message: () => Message): Promise<MailOutcome> {
  try {
    await step(deps.faults, "mail.send", () => deps.mailer.send(message()));
    return "sent";
  } catch (error) {
    console.error(`order ${found.order.id}: the ${found.order.mailDue} mail could not be sent`, error);
    return "failed";
  }
}

function receipt(origin: string, { order, items }: OrderWithItems, key: string): Message {
  const link = downloadLink(origin, order.id, key);
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
    ...(order.invoiceId ? ["", "Your invoice (with the tax it includes):", new URL(invoicePath(order.id, key), origin).href] : []),
    "",
    `30-day money-back guarantee, no reason needed: open the link above and choose "Request a refund".`,
  ];
  return { to: order.contactEmail, subject: `${SITE_NAME} receipt for order ${order.id.slice(-8)}`, text: lines.join("\n"), kind: "receipt" };
}

function doubleSaleMail({ order }: OrderWithItems): Message {
  return { to: order.contactEmail, subject: `${SITE_NAME}: your payment was refunded`, text: `${order.note}\n\nOrder ${order.id}.\n`, kind: "refund" };
}

function refundMail(deps: MailDeps, { order, items }: OrderWithItems): Message {
  const names = items.map((item) => item.name).join(", ");
  const lines = [
    `Your order ${order.id} (${names}) has been refunded in full: ${formatCents(order.totalCents)} ${order.currency.toUpperCase()}.`,
    `The money reaches your account in ${REFUND_PAYOUT_BUSINESS_DAYS} business days, the way you paid.`,
    "",
    "With the refund, the downloads of this order have ended, and the licence to use the logo with them.",
    deps.env.SUPPORT_EMAIL ? `Questions? Write to ${deps.env.SUPPORT_EMAIL}.` : "",
  ];
  return { to: order.contactEmail, subject: `${SITE_NAME}: your order was refunded`, text: lines.join("\n").trim() + "\n", kind: "refund" };
}
