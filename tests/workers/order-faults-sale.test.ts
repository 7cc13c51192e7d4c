/**
 * Faults in a sale (docs/order-faults.md): every write and outside call of a paid order's
 * fulfilment, and of a second payment for a logo sold a moment before (a double sale),
 * made to throw, to time out after it took effect, or to be the last thing a Worker did
 * before it was cut off. Each time, once work resumes (the scheduled job), the order ends
 * right: a paid order has its logo, its files, its designer's credit and a receipt; a
 * double sale's payment goes back exactly once, the logo stays its first buyer's.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fulfilOrder } from "#app/server/checkout/fulfil.server.ts";
import { logos } from "#app/server/db/schema.ts";
import type { OrderStep } from "#app/server/orders/order-steps.ts";
import { db, newBuyer, pay, startCheckout } from "./checkout-helpers.ts";
import {
  completedSale,
  DOUBLE_SALE_STEPS,
  expectCompleted,
  expectRefunded,
  faultsAt,
  orderDeps,
  orderOf,
  paidCheckout,
  paymentOf,
  resumeByJob,
  runUntilCut,
  SALE_STEPS,
  logosFrom,
  faultCases,
  type Sale,
} from "./order-faults-helpers.ts";

const nextLogo = logosFrom(601, 150);

const distinct = (steps: OrderStep[]) => [...new Set(steps)];

/** Two buyers pay for one logo (the first checkout's hold ran out); the first payment is delivered. The second is returned. */
async function doubleSale(): Promise<{ first: Sale; second: Sale }> {
  const logoId = nextLogo();
  const firstBuyer = await newBuyer();
  const opened = await startCheckout(firstBuyer, [`original_${logoId}`]);
  await db().update(logos).set({ heldUntil: Date.now() - 1000 }).where(eq(logos.id, logoId));
  const second = await paidCheckout(logoId);
  const email = `first.${logoId}@example.com`;
  const paidFirst = await pay(opened.sessionId, { email });
  const first: Sale = { buyer: firstBuyer, logoId, purchaseId: `original_${logoId}`, orderId: opened.orderId, sessionId: opened.sessionId, paymentIntent: paidFirst.payment_intent as string, email };
  await fulfilOrder(orderDeps(), first.orderId, await paymentOf(first));
  return { first, second };
}

describe("a paid order's fulfilment", () => {
  it("takes these steps, each once", async () => {
    const sale = await paidCheckout(nextLogo());
    const { faults, seen } = faultsAt();
    expect(await fulfilOrder(orderDeps(faults), sale.orderId, await paymentOf(sale))).toEqual({ status: "completed", note: null });
    expect(seen).toEqual(SALE_STEPS);
    await expectCompleted(sale);
  });

  it.each(faultCases(SALE_STEPS))("%s %s: once the job resumes, the order is completed with its logo, files, credit and receipt", async (step, kind) => {
    const sale = await paidCheckout(nextLogo());
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    await runUntilCut(fulfilOrder(orderDeps(faults), sale.orderId, await paymentOf(sale)), stopped);
    expect(fired.has(step)).toBe(true);
    await resumeByJob(sale.orderId);
    await expectCompleted(sale);
  });

  it("a delivery told twice at once completes it once: one credit, one receipt", async () => {
    const sale = await paidCheckout(nextLogo());
    const payment = await paymentOf(sale);
    await Promise.all([fulfilOrder(orderDeps(), sale.orderId, payment), fulfilOrder(orderDeps(), sale.orderId, payment)]);
    await expectCompleted(sale);
  });
});

describe("a double sale: a second payment for a logo sold a moment before", () => {
  it("takes these steps, each once", async () => {
    const { first, second } = await doubleSale();
    const { faults, seen } = faultsAt();
    const outcome = await fulfilOrder(orderDeps(faults), second.orderId, await paymentOf(second));
    expect(outcome).toMatchObject({ status: "refunded", note: expect.stringMatching(/^Someone else completed their purchase of Fault Logo \d+ a moment before you did/) });
    expect(distinct(seen)).toEqual(DOUBLE_SALE_STEPS);
    await expectRefunded(second, { soldTo: first.orderId, words: /Someone else completed their purchase/ });
    await expectCompleted(first);
  });

  it.each(faultCases(DOUBLE_SALE_STEPS))("%s %s: once the job resumes, the payment is back exactly once and the logo stays its first buyer's", async (step, kind) => {
    const { first, second } = await doubleSale();
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    await runUntilCut(fulfilOrder(orderDeps(faults), second.orderId, await paymentOf(second)), stopped);
    expect(fired.has(step)).toBe(true);
    // Nothing of the second order was ever delivered, whatever stopped where.
    expect((await orderOf(second.orderId)).status).not.toBe("completed");
    await resumeByJob(second.orderId);
    await expectRefunded(second, { soldTo: first.orderId, words: /Someone else completed their purchase/ });
    await expectCompleted(first);
  });

  it("a completed sale's retry of the same payment never refunds it", async () => {
    const sale = await completedSale(nextLogo());
    await fulfilOrder(orderDeps(), sale.orderId, await paymentOf(sale));
    await resumeByJob(sale.orderId);
    await expectCompleted(sale);
  });
});
