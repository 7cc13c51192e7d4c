/**
 * Refund from the console: the whole payment goes back through the provider that took it
 * (Stripe's refunds API, or the local test checkout), then the order takes checkout's one
 * refund path (`refundOrder`: downloads end, its logos are for sale again, the designers'
 * credits are taken back), and the buyer is told by mail.
 *
 * Idempotent: the order row decides. A second press, or Stripe's `charge.refunded`
 * webhook arriving afterwards, finds the order refunded and changes nothing; Stripe itself
 * refunds a payment once (checkout's refund call carries an idempotency key).
 */
import { formatCents } from "#app/lib/money.ts";
import { REFUND_PAYOUT_BUSINESS_DAYS } from "#app/lib/business.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { GUEST_CONTACT } from "#app/server/checkout/create.server.ts";
import { refundOrder } from "#app/server/checkout/fulfil.server.ts";
import { providerOf, type CheckoutEnv } from "#app/server/checkout/provider.server.ts";
import { REFUND_NOTE } from "#app/server/checkout/webhook.server.ts";
import { mailerFor, type MailEnv } from "#app/server/mail/http-transport.server.ts";
import type { FilesEnv } from "#app/server/orders/files.server.ts";
import { getOrder, type OrderWithItems } from "#app/server/orders/orders.server.ts";
import { SITE_NAME } from "#protocol/site.ts";
import type { PurgeContext } from "#app/server/cache/purge.server.ts";
import type { ZonePurgeEnv } from "#app/server/cache/zone-purge.server.ts";
import { recordAction } from "./audit.server.ts";
import { providerLabel, refundBlockedReason } from "./orders.server.ts";
import type { Operator } from "./operators.server.ts";

export type RefundEnv = CheckoutEnv & MailEnv & FilesEnv & ZonePurgeEnv & { SUPPORT_EMAIL?: string };

/** What a refund needs: the database, the settings, and where kept pages are purged (the sale ends). */
export type RefundDeps = PurgeContext & { env: RefundEnv };

export type RefundResult =
  | { ok: true; message: string }
  | { ok: false; status: 404 | 409 | 502; error: string };

const REASON_MAX = 500;

export async function refundFromConsole(deps: RefundDeps, operator: Operator, orderId: string, reason: string): Promise<RefundResult> {
  const { db, env } = deps;
  const found = await getOrder(db, orderId);
  if (!found) return { ok: false, status: 404, error: "There is no such order." };
  const { order } = found;
  // Pressed twice, or refunded meanwhile: the refund stands, and nothing happens again.
  if (order.status === "refunded") return { ok: true, message: "This order is refunded. Nothing more was done." };
  const blocked = refundBlockedReason(env, db, order.status, order.provider, order.providerPaymentId);
  const provider = providerOf(env, db, order.provider);
  if (blocked || !provider || !order.providerPaymentId) return { ok: false, status: 409, error: blocked ?? "This order cannot be refunded." };

  let outcome: "refunded" | "already-refunded";
  try {
    outcome = await provider.refund(order.providerPaymentId);
  } catch (error) {
    console.error(`order ${orderId}: the console's refund was refused by ${order.provider}`, error);
    const said = error instanceof Error && error.message ? ` It said: ${error.message}` : "";
    return { ok: false, status: 502, error: `${providerLabel(order.provider)} did not refund the payment, so nothing was changed.${said}` };
  }
  // Refunded already (from Stripe's dashboard, its webhook not here yet): the money is back, so the order follows.
  if (outcome === "already-refunded") return finishRefund(deps, operator, found, reason, " (it was already refunded at the provider)");

  return finishRefund(deps, operator, found, reason, "");
}

/** The money is back: the order takes checkout's refund path, the operator's action is recorded, the buyer is told. */
async function finishRefund(deps: RefundDeps, operator: Operator, found: OrderWithItems, reason: string, how: string): Promise<RefundResult> {
  const { db, env } = deps;
  const { order, items } = found;
  const orderId = order.id;
  const why = reason.trim().slice(0, REASON_MAX);
  const moved = await refundOrder(deps, orderId, REFUND_NOTE);
  await recordAction(db, operator, "order.refund", orderId, `Refunded ${formatCents(order.totalCents)} through ${providerLabel(order.provider)}${how}.${why ? ` Reason: ${why}` : ""}`);
  // The webhook got there between the two steps: it ended the order already, and said so.
  if (!moved) return { ok: true, message: "This order is refunded." };

  if (order.contactEmail === GUEST_CONTACT) return { ok: true, message: `Refunded ${formatCents(order.totalCents)}. The order has no receipt address, so no mail was sent.` };
  const names = items.map((item) => item.name).join(", ");
  const lines = [
    `Your order ${orderId} (${names}) has been refunded in full: ${formatCents(order.totalCents)} ${order.currency.toUpperCase()}.`,
    `The money reaches your account in ${REFUND_PAYOUT_BUSINESS_DAYS} business days, the way you paid.`,
    "",
    "With the refund, the downloads of this order have ended, and the licence to use the logo with them.",
    env.SUPPORT_EMAIL ? `Questions? Write to ${env.SUPPORT_EMAIL}.` : "",
  ];
  try {
    await mailerFor(env, db).send({ to: order.contactEmail, subject: `${SITE_NAME}: your order was refunded`, text: lines.join("\n").trim() + "\n", kind: "refund" });
  } catch (error) {
    console.error(`order ${orderId}: the refund mail could not be sent`, error);
    return { ok: true, message: `Refunded ${formatCents(order.totalCents)}. The mail to the buyer could not be sent: write to ${order.contactEmail} yourself.` };
  }
  return { ok: true, message: `Refunded ${formatCents(order.totalCents)}. The buyer was told by mail at ${order.contactEmail}.` };
}
