/**
 * The 30-day money-back guarantee of an order (accounts spec: "30-day money-back
 * guarantee, no reason required"): counted from the payment, decided on the server.
 */
import { REFUND_WINDOW_DAYS } from "./business.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open until `until` (an ISO date), or closed since then; null for an order that is not paid (or no longer is). */
export type Guarantee = { open: boolean; until: string } | null;

export function guaranteeOf(order: { status: string; completedAt: Date | null }, now = Date.now()): Guarantee {
  if (order.status !== "completed" || !order.completedAt) return null;
  const until = order.completedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS;
  return { open: now < until, until: new Date(until).toISOString() };
}
