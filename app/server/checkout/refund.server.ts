/**
 * Refund an order: the one home of it, whoever asks. The console's operator, the buyer
 * inside the 30-day guarantee, Stripe's `charge.refunded` (a refund made in Stripe's
 * dashboard) and a double sale all end here.
 *
 * A refund asked for moves the order to `refunding` first, then the provider gives the
 * money back (one idempotency key per payment: a retry is the same refund), then one
 * batch makes the order `refunded`, puts its logos on sale again and debits its designers;
 * the buyer is mailed after. A Worker cut off anywhere leaves the order `refunding`, and the
 * job (reconcile.server.ts) finishes it with the same key; so does a provider that does not
 * answer (a timeout: the refund may have been made). A provider that refuses a refund asked
 * for leaves nothing changed (the order is completed again).
 *
 * Idempotent: the order row decides. A second request, or the webhook arriving after a
 * refund made here, finds the order refunded and changes nothing.
 */
import type { OrderWithItems } from "#app/server/orders/orders.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { beginRefund, finishRefund, undoRefund } from "#app/server/orders/order-moves.server.ts";
import { CannotSettle, REFUNDABLE_BY_PROVIDER } from "#app/server/orders/order-states.ts";
import { step } from "#app/server/orders/order-steps.ts";
import { followUp, type OrderDeps } from "./order-follow-up.server.ts";
import type { MailOutcome } from "./order-mail.server.ts";
import { providerOf } from "./provider.server.ts";
import { ProviderFailure, type CheckoutEnv, type CheckoutProvider } from "./types.ts";

/** What a refunded buyer's order says. */
export const REFUND_NOTE = "This order was refunded. Its downloads have ended, and the licence with them.";

export type RefundEnv = CheckoutEnv & OrderDeps["env"];

/** What a refund needs: the database, the settings, where kept pages are purged (the sale ends), and the mail. */
export type RefundDeps = OrderDeps & { env: RefundEnv };

export type RefundOutcome =
  /** `how`: the provider refunded now, or had been before (from its dashboard). `moved`: this call ended the order. */
  | { ok: true; how: "refunded" | "already-refunded"; moved: boolean; mail: MailOutcome | null }
  /**
   * Not refunded now. `underWay: false`: the provider is not configured, or refused it, and
   * nothing was changed. `underWay: true`: the provider did not answer, so the refund may be
   * made; the order stays `refunding` and the job finishes it.
   */
  | { ok: false; underWay: boolean; error: string };

/** Gives the order's whole payment back through its provider, then ends the order and tells the buyer. */
export async function refundPaidOrder(deps: RefundDeps, found: OrderWithItems): Promise<RefundOutcome> {
  const { order } = found;
  const { db, faults } = deps;
  const provider = providerOf(deps.env, db, order.provider);
  const paymentId = order.providerPaymentId;
  if (!provider || !paymentId) return { ok: false, underWay: false, error: "The payment provider of this order is not configured, so it cannot be refunded from here." };
  const began = await step(faults, "order.refunding", () => beginRefund(db, order.id, REFUND_NOTE));
  if (!began) {
    const now = (await getOrder(db, order.id))?.order;
    if (now?.status === "refunded") return { ok: true, how: "refunded", moved: false, mail: null };
    // Anything but a refund under way (another request's, or one the job finishes) is not this call's to refund.
    if (now?.status !== "refunding") return { ok: false, underWay: false, error: "Only a paid order can be refunded; this one was never paid." };
  }
  let how: "refunded" | "already-refunded";
  try {
    how = await step(faults, "provider.refund", () => provider.refund(paymentId));
  } catch (error) {
    const said = error instanceof Error && error.message ? error.message : String(error);
    // No answer (a timeout, a lost connection, the provider's own error): the refund may have
    // been made. The order stays `refunding`, and the job asks again with the same key, which
    // gives back the refund already made or makes it, never a second one.
    if (!(error instanceof ProviderFailure && error.kind === "refused")) {
      console.error(`order ${order.id}: ${order.provider} did not answer the refund; the job finishes it`, error);
      return { ok: false, underWay: true, error: said };
    }
    console.error(`order ${order.id}: the refund was refused by ${order.provider}`, error);
    // Refused: nothing changed, the order is as it was, for the buyer or the operator to ask again.
    if (began) await step(faults, "order.refund-undone", () => undoRefund(db, order.id));
    return { ok: false, underWay: false, error: said };
  }
  const moved = await step(faults, "order.refunded", () => finishRefund(db, found, ["refunding"], REFUND_NOTE));
  if (!moved) return { ok: true, how, moved, mail: null };
  return { ok: true, how, moved, mail: await followUp(deps, order.id) };
}

/**
 * The money is back (refunded in the provider's dashboard, or a refund made here told by
 * its webhook): the order ends once, and only the call that ended it mails the buyer.
 */
export async function endRefundedOrder(deps: OrderDeps, found: OrderWithItems): Promise<{ moved: boolean; mail: MailOutcome | null }> {
  const moved = await step(deps.faults, "order.refunded", () => finishRefund(deps.db, found, REFUNDABLE_BY_PROVIDER, REFUND_NOTE));
  if (!moved) return { moved, mail: null };
  return { moved, mail: await followUp(deps, found.order.id) };
}

/**
 * A refund decided and not yet finished (a double sale's, or one whose Worker was cut
 * off): the provider gives the money back (the same refund however often this runs), then
 * the order is refunded and its buyer told. Throws when the provider cannot do it now: the
 * order stays `refunding` and the job tries again; `CannotSettle` when it never can here (no
 * provider, no payment id, or the provider refused the refund).
 */
export async function settleRefund(deps: OrderDeps & { provider: CheckoutProvider | null }, found: OrderWithItems): Promise<boolean> {
  const { order } = found;
  const { provider } = deps;
  if (!provider) throw new CannotSettle(`Its refund is decided, but its payment provider (${order.provider}) is not configured on this site: refund it in the provider's dashboard.`);
  const paymentId = order.providerPaymentId;
  if (!paymentId) throw new CannotSettle("Its refund is decided, but the provider gave no payment id to refund.");
  await step(deps.faults, "provider.refund", () => provider.refund(paymentId)).catch((error: unknown) => {
    // Refused (not a lost answer): asking again with the same key gets the same refusal.
    if (error instanceof ProviderFailure && error.kind === "refused") throw new CannotSettle(`Its refund is decided, but ${order.provider} refused it: ${error.message}`);
    throw error;
  });
  const moved = await step(deps.faults, "order.refunded", () => finishRefund(deps.db, found, ["refunding"], REFUND_NOTE));
  if (moved) await followUp(deps, order.id);
  return moved;
}
