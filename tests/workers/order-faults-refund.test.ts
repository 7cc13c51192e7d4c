/**
 * Faults in a refund (docs/order-faults.md): every write and outside call of a refund the
 * buyer or an operator asks for, of one made in Stripe's dashboard (its webhook), and of a
 * checkout that ends unpaid, made to throw, to time out after it took effect, or to be the
 * last thing a Worker did. Once work resumes (the job, the buyer asking again, Stripe
 * sending its webhook again), the money is back exactly once, the logo is for sale again,
 * the designer's credit is taken back once, the buyer is told and the files are gone.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { endUnpaidOrder } from "#app/server/checkout/fulfil.server.ts";
import { endRefundedOrder, refundPaidOrder } from "#app/server/checkout/refund.server.ts";
import { refundFromConsole } from "#app/server/admin/refunds.server.ts";
import { adminAudit } from "#app/server/db/console-schema.ts";
import { logos, orders } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { db, deliverRecorded, newBuyer, refunds, runOut, startCheckout, stripeApi } from "./checkout-helpers.ts";
import {
  completedSale,
  DASHBOARD_REFUND_STEPS,
  expectCompleted,
  expectRefunded,
  FAULT_KINDS,
  faultsAt,
  orderDeps,
  orderOf,
  REFUND_STEPS,
  resumeByJob,
  runUntilCut,
  logosFrom,
  faultCases,
  UNPAID_STEPS,
  type Sale,
} from "./order-faults-helpers.ts";

const nextLogo = logosFrom(801, 150);

const REFUND_WORDS = /has been refunded in full/;

async function askForRefund(sale: Sale, faults = faultsAt().faults) {
  return refundPaidOrder(orderDeps(faults), (await getOrder(db(), sale.orderId))!);
}

/** The buyer, told the refund could not be made, asks again (as the page says); the job does what is due. */
async function resumeRefund(sale: Sale) {
  if ((await orderOf(sale.orderId)).status === "completed") expect(await askForRefund(sale)).toMatchObject({ ok: true });
  await resumeByJob(sale.orderId);
}

describe("a refund asked for (the buyer's guarantee, the console)", () => {
  it("takes these steps, each once", async () => {
    const sale = await completedSale(nextLogo());
    const { faults, seen } = faultsAt();
    expect(await askForRefund(sale, faults)).toEqual({ ok: true, how: "refunded", moved: true, mail: "sent" });
    expect(seen).toEqual(REFUND_STEPS);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });

  it.each(faultCases(REFUND_STEPS))("%s %s: once work resumes, the payment is back once and the sale undone once", async (step, kind) => {
    const sale = await completedSale(nextLogo());
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    const outcome = await runUntilCut(askForRefund(sale, faults), stopped);
    expect(fired.has(step)).toBe(true);
    if (outcome.value && !outcome.value.ok) {
      // What the buyer or the operator is told is true: nothing was changed, or (the provider
      // gave no answer) the refund is under way for the job to finish.
      expect(outcome.value.underWay).toBe(step === "provider.refund");
      expect((await orderOf(sale.orderId)).status).toBe(outcome.value.underWay ? "refunding" : "completed");
    }
    await resumeRefund(sale);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });

  it("refused by the provider, changes nothing: the order is completed, its files still the buyer's, for them to ask again", async () => {
    const sale = await completedSale(nextLogo());
    const { faults, fired } = faultsAt({ "provider.refund": "refused" });
    const outcome = await askForRefund(sale, faults);
    expect(outcome).toMatchObject({ ok: false, underWay: false });
    expect(fired.has("provider.refund")).toBe(true);
    await expectCompleted(sale);
    expect(await refunds(sale.paymentIntent)).toHaveLength(0);
  });

  it("refused by Stripe's own rules (a payment it does not know): nothing changed; decided and refused later, the job parks it with Stripe's words", async () => {
    const sale = await completedSale(nextLogo());
    await db().update(orders).set({ providerPaymentId: "pi_unknown_to_stripe" }).where(eq(orders.id, sale.orderId));
    expect(await askForRefund(sale)).toMatchObject({ ok: false, underWay: false, error: expect.stringMatching(/No such payment_intent/) });
    expect((await orderOf(sale.orderId)).status).toBe("completed");
    // A refund decided (a double sale's) that Stripe then refuses is no lost answer: asking again gets the same no.
    await db().update(orders).set({ status: "refunding", nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(orders.id, sale.orderId));
    await resumeByJob(sale.orderId);
    const parked = await orderOf(sale.orderId);
    expect(parked.status).toBe("parked");
    expect(parked.parkedReason).toMatch(/refused it: .*No such payment_intent/);
  });

  it("not answered by the provider (it timed out after making it): the order stays refunding, the job finishes it with the one refund", async () => {
    const sale = await completedSale(nextLogo());
    const { faults } = faultsAt({ "provider.refund": "times out" });
    expect(await askForRefund(sale, faults)).toMatchObject({ ok: false, underWay: true });
    expect((await orderOf(sale.orderId)).status).toBe("refunding");
    expect(await refunds(sale.paymentIntent)).toHaveLength(1);
    await resumeByJob(sale.orderId);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });

  it("from the console, a refund Stripe did not answer is said to be under way and put on record, not said to have failed", async () => {
    const sale = await completedSale(nextLogo());
    const operator = { id: "op_faults", email: "ops@example.com", displayName: "Ops", formToken: "t".repeat(64) };
    const { faults } = faultsAt({ "provider.refund": "times out" });
    const result = await refundFromConsole(orderDeps(faults), operator, sale.orderId, "Asked within 30 days");
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^Stripe did not answer in time .*The refund is under way: the scheduled job finishes it within minutes with the same refund, never a second one/) });
    const [entry] = await db().select().from(adminAudit).where(eq(adminAudit.target, sale.orderId));
    expect(entry?.detail).toMatch(/no answer yet, the scheduled job finishes it\. Reason: Asked within 30 days/);
    await resumeByJob(sale.orderId);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });

  it.each(FAULT_KINDS)("a refused refund whose undoing %s: the job finishes the refund that was decided", async (kind) => {
    const sale = await completedSale(nextLogo());
    const { faults, fired, stopped } = faultsAt({ "provider.refund": "refused", "order.refund-undone": kind });
    await runUntilCut(askForRefund(sale, faults), stopped);
    expect(fired.has("order.refund-undone")).toBe(true);
    await resumeRefund(sale);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });

  it("two refunds asked at once give the money back once", async () => {
    const sale = await completedSale(nextLogo());
    const found = (await getOrder(db(), sale.orderId))!;
    const outcomes = await Promise.all([refundPaidOrder(orderDeps(), found), refundPaidOrder(orderDeps(), found)]);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.moved)).toHaveLength(1);
    await resumeByJob(sale.orderId);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });
});

describe("a refund made in Stripe's dashboard, told by its webhook", () => {
  async function refundedInDashboard() {
    const sale = await completedSale(nextLogo());
    const refund = await stripeApi().refunds.create({ payment_intent: sale.paymentIntent });
    return { sale, charge: refund.charge as string };
  }

  it("takes these steps, each once", async () => {
    const { sale } = await refundedInDashboard();
    const { faults, seen } = faultsAt();
    expect(await endRefundedOrder(orderDeps(faults), (await getOrder(db(), sale.orderId))!)).toEqual({ moved: true, mail: "sent" });
    expect(seen).toEqual(DASHBOARD_REFUND_STEPS);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });

  it.each(faultCases(DASHBOARD_REFUND_STEPS))("%s %s: once Stripe sends the event again and the job runs, the order follows the refund", async (step, kind) => {
    const { sale, charge } = await refundedInDashboard();
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    const outcome = await runUntilCut(endRefundedOrder(orderDeps(faults), (await getOrder(db(), sale.orderId))!), stopped);
    expect(fired.has(step)).toBe(true);
    // An event whose handling failed is sent again by Stripe (the webhook answered an error).
    if (outcome.error) expect((await deliverRecorded("charge.refunded", charge)).status).toBe(200);
    await resumeByJob(sale.orderId);
    await expectRefunded(sale, { soldTo: null, words: REFUND_WORDS });
  });
});

describe("a checkout that ends unpaid", () => {
  it.each(faultCases(UNPAID_STEPS))("%s %s: once the job resumes, the order is expired and its logo free", async (step, kind) => {
    const logoId = nextLogo();
    const { orderId, sessionId } = await startCheckout(await newBuyer(), [`original_${logoId}`]);
    await runOut(sessionId);
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    await runUntilCut(endUnpaidOrder({ db: db(), env: orderDeps().env, origin: "http://localhost", faults }, orderId, "expired"), stopped);
    expect(fired.has(step)).toBe(true);
    await resumeByJob(orderId);
    expect(await orderOf(orderId)).toMatchObject({ status: "expired", nextAttemptAt: null });
    const [logo] = await db().select({ sold: logos.soldOrderId, held: logos.heldByOrderId }).from(logos).where(eq(logos.id, logoId));
    expect(logo).toEqual({ sold: null, held: null });
  });
});

describe("a refunded logo bought again", () => {
  it("is sold to its new buyer, and the first order's refund stays as it was", async () => {
    const first = await completedSale(nextLogo());
    expect(await askForRefund(first)).toMatchObject({ ok: true, moved: true });
    const second = await completedSale(first.logoId);
    await expectCompleted(second);
    await expectRefunded(first, { soldTo: second.orderId, words: REFUND_WORDS });
  });
});
