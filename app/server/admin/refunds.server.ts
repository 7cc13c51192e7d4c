/**
 * Refund from the console: checkout's one refund (checkout/refund.server.ts: the payment
 * back through its provider, the order ended, the buyer mailed), with the operator's
 * action and reason recorded in the audit log.
 */
import { formatCents } from "#app/lib/money.ts";
import { refundPaidOrder, type RefundDeps as CheckoutRefundDeps, type RefundEnv as CheckoutRefundEnv } from "#app/server/checkout/refund.server.ts";
import { mailerFor, type MailEnv } from "#app/server/mail/http-transport.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { recordAction } from "./audit.server.ts";
import { providerLabel, refundBlockedReason } from "./orders.server.ts";
import type { Operator } from "./operators.server.ts";

export type RefundEnv = CheckoutRefundEnv & MailEnv;

/** What a refund needs: the database, the settings, and where kept pages are purged (the sale ends). */
export type RefundDeps = Omit<CheckoutRefundDeps, "env" | "mailer"> & { env: RefundEnv };

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
  if (blocked) return { ok: false, status: 409, error: blocked };

  const outcome = await refundPaidOrder({ ...deps, mailer: mailerFor(env, db) }, found);
  if (!outcome.ok && outcome.underWay) {
    const why = reason.trim().slice(0, REASON_MAX);
    await recordAction(db, operator, "order.refund", orderId, `Asked ${providerLabel(order.provider)} to refund ${formatCents(order.totalCents)}; no answer yet, the scheduled job finishes it.${why ? ` Reason: ${why}` : ""}`);
    return { ok: true, message: `${providerLabel(order.provider)} did not answer in time (${outcome.error}). The refund is under way: the scheduled job finishes it within minutes with the same refund, never a second one, and the buyer is told by mail then.` };
  }
  if (!outcome.ok) {
    return { ok: false, status: 502, error: `${providerLabel(order.provider)} did not refund the payment, so nothing was changed. It said: ${outcome.error}` };
  }
  // Refunded already (from Stripe's dashboard, its webhook not here yet): the money is back, so the order followed.
  const how = outcome.how === "already-refunded" ? " (it was already refunded at the provider)" : "";
  const why = reason.trim().slice(0, REASON_MAX);
  await recordAction(db, operator, "order.refund", orderId, `Refunded ${formatCents(order.totalCents)} through ${providerLabel(order.provider)}${how}.${why ? ` Reason: ${why}` : ""}`);
  // The webhook got there between the two steps: it ended the order already, and said so.
  if (!outcome.moved) return { ok: true, message: "This order is refunded." };
  if (outcome.mail === "no-address") return { ok: true, message: `Refunded ${formatCents(order.totalCents)}. The order has no receipt address, so no mail was sent.` };
  if (outcome.mail === "failed") return { ok: true, message: `Refunded ${formatCents(order.totalCents)}. The mail to the buyer could not be sent: write to ${order.contactEmail} yourself.` };
  return { ok: true, message: `Refunded ${formatCents(order.totalCents)}. The buyer was told by mail at ${order.contactEmail}.` };
}
