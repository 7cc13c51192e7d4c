/**
 * The named steps of an order's course: every write and every outside call that money or
 * ownership depends on runs as one (`step(faults, name, run)`). In production `faults` is
 * absent and a step is its call. The fault-injection tests (tests/workers/order-faults*)
 * pass one that makes a step throw, time out after it took effect, or stop the Worker
 * after it, and then show the order ends right once the work resumes
 * (docs/order-faults.md lists each case).
 *
 * A queue consumer can call the same step functions: each is idempotent, and the order
 * row says which comes next.
 */
export const ORDER_STEPS = [
  // The provider's word on a session (the job, the success page).
  "provider.session",
  // pending → fulfilling: the payment confirmed and recorded.
  "order.fulfilling",
  // → parked: what the job or the fulfilment cannot settle.
  "order.parked",
  // fulfilling → completed, its logos sold and its designers credited: one batch.
  "order.completed",
  // fulfilling → refunding: a logo was sold to another order first; its holds go in the same batch.
  "order.double-sale",
  // completed → refunding: a refund asked for.
  "order.refunding",
  // The provider gives the payment back (one idempotency key per payment).
  "provider.refund",
  // refunding → completed: the provider refused a refund asked for; nothing changed.
  "order.refund-undone",
  // → refunded, its logos for sale again and its designers debited: one batch.
  "order.refunded",
  // pending → cancelled | expired, its holds released: one batch.
  "order.ended",
  // The agent renders a logo's brand kit into R2.
  "kit.render",
  // The logos' kept pages are dropped.
  "pages.purge",
  // A refunded order's files are deleted from R2.
  "files.delete",
  // The receipt's download key is made and its hash kept.
  "receipt.key",
  // The buyer's mail (a receipt, a refund's) goes out.
  "mail.send",
  // The follow-up is done: nothing more is due.
  "order.followed-up",
  // The job takes an order for one attempt (and pushes its next one out).
  "job.claim",
  // The job writes down what went wrong.
  "job.failure",
] as const;

export type OrderStep = (typeof ORDER_STEPS)[number];

/** Runs a step; a test's faults decide how it goes. */
export interface Faults {
  around<T>(step: OrderStep, run: () => Promise<T>): Promise<T>;
}

export function step<T>(faults: Faults | undefined, name: OrderStep, run: () => Promise<T>): Promise<T> {
  return faults ? faults.around(name, run) : run();
}
