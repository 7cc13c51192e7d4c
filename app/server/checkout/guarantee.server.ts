/**
 * The 30-day money-back guarantee from the buyer's side (issue 35): the order's page offers
 * "Request a refund" for 30 days from the payment, no reason asked. Everything is decided
 * here, on the server: who may ask (the order's reader: its browser, account or receipt
 * link), whether the order is paid, whether the 30 days have passed. The refund itself is
 * checkout's one refund (refund.server.ts), so it goes through the provider at once, the
 * files stop, the logo is for sale again, the designer's credit is taken back and the buyer
 * is mailed. A second request finds the order refunded and changes nothing.
 */
import { guaranteeOf } from "#app/lib/guarantee.ts";
import { mailerFor, type MailEnv } from "#app/server/mail/http-transport.server.ts";
import { getOrderFor } from "#app/server/orders/orders.server.ts";
import { purgeContextOf } from "#app/server/cache/purge.server.ts";
import { viewerFrom, type RequestContext } from "./purchases.server.ts";
import { refundPaidOrder, type RefundEnv } from "./refund.server.ts";

export type RefundRequest = { ok: true; refunded: boolean } | { ok: false; status: 404 | 409 | 502; error: string };

export const GUARANTEE_COPY = {
  ended: (supportEmail: string) =>
    `The 30-day money-back guarantee of this order has ended. For help with it, write to ${supportEmail || "our support team"} with the order number.`,
  notPaid: "Only a paid order can be refunded; this one was never paid.",
  failed: (supportEmail: string) =>
    `The refund could not be made just now, and nothing was changed. Please try again in a few minutes, or write to ${supportEmail || "our support team"} with the order number.`,
} as const;

/** The buyer asks for the refund of their order. */
export async function requestRefund(request: Request, context: RequestContext & { env: RefundEnv & MailEnv }, orderId: string, now = Date.now()): Promise<RefundRequest> {
  const { db, env } = context;
  const supportEmail = env.SUPPORT_EMAIL ?? "";
  const found = await getOrderFor(db, orderId, await viewerFrom(request, db));
  if (!found) return { ok: false, status: 404, error: "There is no such order." };
  const { order } = found;
  // Asked twice (a second tab, a reload that posts again): the refund stands, nothing happens again.
  if (order.status === "refunded" || order.status === "refunding") return { ok: true, refunded: false };
  const guarantee = guaranteeOf(order, now);
  if (!guarantee) return { ok: false, status: 409, error: GUARANTEE_COPY.notPaid };
  if (!guarantee.open) return { ok: false, status: 409, error: GUARANTEE_COPY.ended(supportEmail) };
  const outcome = await refundPaidOrder({ ...purgeContextOf(request, context), env, mailer: mailerFor(env, db) }, found);
  // No answer from the provider: the refund is decided and the job finishes it, as the page then says.
  if (!outcome.ok && outcome.underWay) return { ok: true, refunded: false };
  if (!outcome.ok) return { ok: false, status: 502, error: GUARANTEE_COPY.failed(supportEmail) };
  return { ok: true, refunded: outcome.moved };
}
