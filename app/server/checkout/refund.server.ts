/**
 * Refund an order: the one home of it, whoever asks. The console's operator, the buyer
 * inside the 30-day guarantee, and Stripe's `charge.refunded` (a refund made in Stripe's
 * dashboard) all end here: the money goes back through the provider that took it, the
 * order takes checkout's refund path (`refundOrder`: downloads end, its logos are for sale
 * again, the designers' credits are taken back), and the buyer is told by mail, once.
 *
 * Idempotent: the order row decides. A second request, or the webhook arriving after a
 * refund made here, finds the order refunded and changes nothing; Stripe itself refunds a
 * payment once (the refund call carries an idempotency key).
 */
import { formatCents } from "#app/lib/money.ts";
import { REFUND_PAYOUT_BUSINESS_DAYS } from "#app/lib/business.ts";
import type { OrderWithItems } from "#app/server/orders/orders.server.ts";
import type { FilesEnv } from "#app/server/orders/files.server.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import type { PurgeContext } from "#app/server/cache/purge.server.ts";
import type { ZonePurgeEnv } from "#app/server/cache/zone-purge.server.ts";
import { SITE_NAME } from "#protocol/site.ts";
import { GUEST_CONTACT } from "./create.server.ts";
import { refundOrder } from "./fulfil.server.ts";
import { providerOf } from "./provider.server.ts";
import type { CheckoutEnv } from "./types.ts";

/** What a refunded buyer's order says. */
export const REFUND_NOTE = "This order was refunded. Its downloads have ended, and the licence with them.";

export type RefundEnv = CheckoutEnv & FilesEnv & ZonePurgeEnv & { SUPPORT_EMAIL?: string };

/** What a refund needs: the database, the settings, where kept pages are purged (the sale ends), and the mail. */
export type RefundDeps = PurgeContext & { env: RefundEnv; mailer: Mailer };

/** Whether the buyer was told: by mail, not at all (a guest who never gave an address), or the mail failed. */
export type RefundMail = "sent" | "no-address" | "failed";

export type RefundOutcome =
  /** `how`: the provider refunded now, or had been before (from its dashboard). `moved`: this call ended the order. */
  | { ok: true; how: "refunded" | "already-refunded"; moved: boolean; mail: RefundMail | null }
  /** The provider is not configured, or refused or could not be reached: nothing was changed. */
  | { ok: false; error: string };

/** Gives the order's whole payment back through its provider, then ends the order and tells the buyer. */
export async function refundPaidOrder(deps: RefundDeps, found: OrderWithItems): Promise<RefundOutcome> {
  const { order } = found;
  const provider = providerOf(deps.env, deps.db, order.provider);
  if (!provider || !order.providerPaymentId) return { ok: false, error: "The payment provider of this order is not configured, so it cannot be refunded from here." };
  let how: "refunded" | "already-refunded";
  try {
    how = await provider.refund(order.providerPaymentId);
  } catch (error) {
    console.error(`order ${order.id}: the refund was refused by ${order.provider}`, error);
    return { ok: false, error: error instanceof Error && error.message ? error.message : String(error) };
  }
  return { ok: true, how, ...(await endRefundedOrder(deps, found)) };
}

/**
 * The money is back (refunded here, or in the provider's dashboard): the order ends once,
 * and only the call that ended it mails the buyer.
 */
export async function endRefundedOrder(deps: RefundDeps, found: OrderWithItems): Promise<{ moved: boolean; mail: RefundMail | null }> {
  const moved = await refundOrder(deps, found.order.id, REFUND_NOTE);
  if (!moved) return { moved, mail: null };
  return { moved, mail: await sendRefundMail(deps, found) };
}

async function sendRefundMail(deps: RefundDeps, { order, items }: OrderWithItems): Promise<RefundMail> {
  if (order.contactEmail === GUEST_CONTACT) return "no-address";
  const names = items.map((item) => item.name).join(", ");
  const lines = [
    `Your order ${order.id} (${names}) has been refunded in full: ${formatCents(order.totalCents)} ${order.currency.toUpperCase()}.`,
    `The money reaches your account in ${REFUND_PAYOUT_BUSINESS_DAYS} business days, the way you paid.`,
    "",
    "With the refund, the downloads of this order have ended, and the licence to use the logo with them.",
    deps.env.SUPPORT_EMAIL ? `Questions? Write to ${deps.env.SUPPORT_EMAIL}.` : "",
  ];
  try {
    await deps.mailer.send({ to: order.contactEmail, subject: `${SITE_NAME}: your order was refunded`, text: lines.join("\n").trim() + "\n", kind: "refund" });
    return "sent";
  } catch (error) {
    console.error(`order ${order.id}: the refund mail could not be sent`, error);
    return "failed";
  }
}
