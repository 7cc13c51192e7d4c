/**
 * An order's course as a state machine (docs/decisions/0504). Every move is one
 * conditional UPDATE (WHERE status is one it may come from), alone or at the head of a D1
 * batch whose other statements only act when the move landed, so running a step again
 * changes nothing. The states between two outside facts (`fulfilling`: paid, not yet
 * delivered; `refunding`: a refund decided, the money maybe not yet back) are where a
 * Worker cut off leaves an order, and the reconciling job (checkout/reconcile.server.ts)
 * finishes them.
 *
 *   pending ──paid, the right amount──▶ fulfilling ──batch: logos sold, designers credited──▶ completed
 *      │  └─paid, another amount──▶ parked            └─a logo sold to another order──▶ refunding
 *      └─checkout ended unpaid──▶ cancelled | expired
 *   completed ──a refund asked for──▶ refunding ──the provider gave it back──▶ refunded
 *                     ◀──the provider refused a refund asked for──┘        (batch: logos unsold, designers debited)
 *   completed | refunding | fulfilling | parked ──the money is back (Stripe's charge.refunded)──▶ refunded
 *   pending | fulfilling | refunding ──the job cannot settle it──▶ parked (with its reason)
 *   A refund the provider did not answer (a timeout: it may have been made) stays `refunding`:
 *   the job asks again with the same idempotency key; refused when the job asks, it is parked.
 */
import type { OrderStatus } from "#app/server/db/schema.ts";

/** An unpaid checkout that may still be paid (a late payment of an ended one is delivered too). */
export const UNPAID: readonly OrderStatus[] = ["pending", "cancelled", "expired"];
/** Paid, and the money will not move again unless someone asks. */
export const SETTLED: readonly OrderStatus[] = ["completed", "refunded"];
/** Where the money is back from, when the provider says it is (a refund made in its dashboard). */
export const REFUNDABLE_BY_PROVIDER: readonly OrderStatus[] = ["fulfilling", "completed", "refunding", "parked"];
/** States the job works on until they move on; it parks them when it cannot. */
export const UNSETTLED: readonly OrderStatus[] = ["pending", "fulfilling", "refunding"];

/** The order's states as its buyer reads them: the steps between are the shop's business. */
export type BuyerStatus = "pending" | "completed" | "cancelled" | "expired" | "refunded";

export function buyerStatus(status: OrderStatus): BuyerStatus {
  switch (status) {
    // Paid, its logos being marked theirs: a moment, then completed.
    case "fulfilling":
      return "pending";
    // The refund is decided; the job sees it through.
    case "refunding":
      return "refunded";
    // An operator looks at it; to the buyer it is as it was, waiting for its payment to settle.
    case "parked":
      return "pending";
    default:
      return status;
  }
}

/**
 * How long a request has to finish what it started before the job takes over: a move's
 * follow-up (the receipt, a refund's mail) or the next step is due this long after it.
 */
export const STEP_GRACE_MS = 5 * 60 * 1000;

/** The job's attempts in one state before the order is parked for an operator. */
export const MAX_ATTEMPTS = 8;

/** After the nth attempt (1, 2, ...), the next one waits 5, 10, 20 ... minutes, at most 6 hours. */
export function backoffMs(attempt: number): number {
  return Math.min(STEP_GRACE_MS * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}


/** Why the job cannot settle an order, in words an operator acts on: the order is parked with them. */
export class CannotSettle extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "CannotSettle";
  }
}
