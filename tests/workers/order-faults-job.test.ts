/**
 * The reconciling job under faults (docs/order-faults.md): its own steps (taking an order
 * for an attempt, asking Stripe about a session, writing down a failure) made to fail; a
 * run pages through every due order, so orders that cannot settle never hold back the ones
 * behind them; what can never settle here is parked with its reason, which the operators'
 * console shows.
 */
import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fulfilOrder } from "#app/server/checkout/fulfil.server.ts";
import { reconcileOrders } from "#app/server/checkout/reconcile.server.ts";
import { adminAudit, logos, mailOutbox, orders } from "#app/server/db/schema.ts";
import { ORDER_STEPS } from "#app/server/orders/order-steps.ts";
import { db, deliverRecorded, newBuyer, pay, refunds, startCheckout, stripeApi } from "./checkout-helpers.ts";
import { consolePost, formTokenOf, getPage, newOperator, postForm } from "./admin-helpers.ts";
import {
  completedSale,
  DASHBOARD_REFUND_STEPS,
  DOUBLE_SALE_STEPS,
  expectCompleted,
  FAULT_KINDS,
  faultsAt,
  JOB_STEPS,
  orderDeps,
  orderOf,
  paidCheckout,
  paymentOf,
  PARK_STEPS,
  REFUND_STEPS,
  resumeByJob,
  runUntilCut,
  SALE_STEPS,
  logosFrom,
  faultCases,
  UNDO_STEPS,
  UNPAID_STEPS,
} from "./order-faults-helpers.ts";

const nextLogo = logosFrom(1001, 120);

const due = (orderId: string, at = Date.now() - 1000) => db().update(orders).set({ nextAttemptAt: new Date(at) }).where(eq(orders.id, orderId));
const HOUR_MS = 60 * 60 * 1000;

/** Orders Stripe knows nothing of (their sessions are gone): every attempt on one fails. */
async function stuckOrders(count: number, openedAt: number): Promise<string[]> {
  const buyer = await newBuyer();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `order_stuck_${openedAt}_${String(index).padStart(3, "0")}`,
    status: "pending" as const,
    totalCents: 999,
    currency: "usd",
    provider: "stripe" as const,
    providerSessionId: `cs_test_gone_${openedAt}_${index}`,
    contactEmail: "stuck@example.com",
    ownerVisitorId: buyer.id,
    createdAt: new Date(openedAt),
    updatedAt: new Date(openedAt),
    nextAttemptAt: new Date(openedAt + 5 * 60 * 1000 + index),
  }));
  for (let start = 0; start < rows.length; start += 5) await db().insert(orders).values(rows.slice(start, start + 5));
  return rows.map((row) => row.id);
}

describe("every step of an order's course has its fault cases", () => {
  it("the paths' steps, together, are every named step", () => {
    const covered = new Set([...SALE_STEPS, ...DOUBLE_SALE_STEPS, ...REFUND_STEPS, ...DASHBOARD_REFUND_STEPS, ...UNPAID_STEPS, ...JOB_STEPS, ...PARK_STEPS, ...UNDO_STEPS]);
    expect([...covered].sort()).toEqual([...ORDER_STEPS].sort());
  });
});

describe("the job's own steps", () => {
  /** A paid checkout whose webhook never came, due for the job. */
  async function forgotten() {
    const sale = await paidCheckout(nextLogo());
    await due(sale.orderId);
    return sale;
  }

  it("takes these steps on a paid order nobody came back to, then its fulfilment's", async () => {
    const sale = await forgotten();
    const { faults, seen } = faultsAt();
    expect(await reconcileOrders({ db: db(), env, faults })).toMatchObject({ checked: 1, fulfilled: 1, failed: 0 });
    expect(seen).toEqual(["job.claim", "provider.session", ...SALE_STEPS]);
    await expectCompleted(sale);
  });

  it.each(faultCases(["job.claim", "provider.session"]))("%s %s: the next run fulfils the order", async (step, kind) => {
    const sale = await forgotten();
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    await runUntilCut(reconcileOrders({ db: db(), env, faults }), stopped);
    expect(fired.has(step)).toBe(true);
    await resumeByJob(sale.orderId);
    await expectCompleted(sale);
  });

  it.each(FAULT_KINDS)("writing down a failure %s: the next run fulfils the order", async (kind) => {
    const sale = await forgotten();
    const { faults, fired, stopped } = faultsAt({ "provider.session": "throws", "job.failure": kind });
    await runUntilCut(reconcileOrders({ db: db(), env, faults }), stopped);
    expect(fired.has("job.failure")).toBe(true);
    await resumeByJob(sale.orderId);
    await expectCompleted(sale);
  });
});

describe("an order paid with another amount is parked for an operator", () => {
  async function underpaid() {
    const logoId = nextLogo();
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, [`original_${logoId}`]);
    await pay(sessionId, { amount: 500, email: `under.${logoId}@example.com` });
    return { logoId, orderId, sessionId, email: `under.${logoId}@example.com` };
  }

  async function expectParked(orderId: string, logoId: number, email: string) {
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "parked", nextAttemptAt: null });
    expect(order.parkedReason).toMatch(/^Paid 500 usd, expected 999 usd: nothing was delivered/);
    const [logo] = await db().select({ sold: logos.soldOrderId }).from(logos).where(eq(logos.id, logoId));
    expect(logo!.sold).toBeNull();
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  }

  it.each(faultCases(PARK_STEPS))("%s %s: once the job resumes, it is parked with its reason, nothing delivered", async (step, kind) => {
    const { logoId, orderId, sessionId, email } = await underpaid();
    const { faults, fired, stopped } = faultsAt({ [step]: kind });
    const payment = await orderDeps().provider.retrieveSession(sessionId);
    await runUntilCut(fulfilOrder(orderDeps(faults), orderId, payment), stopped);
    expect(fired.has(step)).toBe(true);
    await resumeByJob(orderId);
    await expectParked(orderId, logoId, email);
  });

  it("is not the job's to try again: the console shows no 'Try again' and refuses one posted", async () => {
    const { logoId, orderId, sessionId, email } = await underpaid();
    await fulfilOrder(orderDeps(), orderId, await orderDeps().provider.retrieveSession(sessionId));
    await expectParked(orderId, logoId, email);
    const operator = await newOperator();
    expect(await (await getPage(`/admin/orders/${orderId}`, operator.cookie)).text()).not.toContain("Try again");
    // Its page has no form: the session's token is read where a form is (a completed order's refund).
    const completed = await completedSale(nextLogo());
    const refused = await consolePost(`/admin/orders/${orderId}`, { intent: "retry" }, operator.cookie, `/admin/orders/${completed.orderId}`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("parked for its payment, not by the scheduled job: refund it in the provider&#x27;s dashboard");
    await expectParked(orderId, logoId, email);
  });

  it("refunded in Stripe's dashboard, it follows: refunded, its buyer told, its logo free", async () => {
    const { logoId, orderId, sessionId, email } = await underpaid();
    await fulfilOrder(orderDeps(), orderId, await orderDeps().provider.retrieveSession(sessionId));
    await expectParked(orderId, logoId, email);
    const paymentIntent = (await orderOf(orderId)).providerPaymentId!;
    const refund = await stripeApi().refunds.create({ payment_intent: paymentIntent });
    expect((await deliverRecorded("charge.refunded", refund.charge as string)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "refunded", nextAttemptAt: null, parkedReason: null });
    expect(await refunds(paymentIntent)).toHaveLength(1);
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((mail) => mail.kind)).toEqual(["refund"]);
    const [logo] = await db().select({ sold: logos.soldOrderId, held: logos.heldByOrderId }).from(logos).where(eq(logos.id, logoId));
    expect(logo).toEqual({ sold: null, held: null });
  });
});

describe("a run pages through what is due, and parks what cannot settle", () => {
  it("sixty orders that fail every time, opened before a paid one, do not keep it waiting: the paid one is fulfilled in the same run", async () => {
    const stuck = await stuckOrders(60, Date.now() - 3 * HOUR_MS);
    const sale = await paidCheckout(nextLogo());
    await due(sale.orderId);
    const summary = await reconcileOrders({ db: db(), env });
    expect(summary).toMatchObject({ checked: 61, fulfilled: 1, failed: 60 });
    await expectCompleted(sale);
    // Each failure is written down, and the order's next attempt waits.
    const after = await db().select().from(orders).where(inArray(orders.id, stuck));
    expect(after.every((order) => order.attempts === 1 && order.lastError?.startsWith("Stripe could not retrieve a Checkout Session") && order.nextAttemptAt!.getTime() > Date.now())).toBe(true);
    // The next run has nothing due.
    expect(await reconcileOrders({ db: db(), env })).toMatchObject({ checked: 0 });
    await db().delete(orders).where(inArray(orders.id, stuck));
  });

  it("an order whose provider is not configured here is parked at once, with why; the console lists it with the reason", async () => {
    const { orderId } = await startCheckout(await newBuyer(), [`original_${nextLogo()}`]);
    await due(orderId);
    expect(await reconcileOrders({ db: db(), env: { ...env, STRIPE_SECRET_KEY: undefined } })).toMatchObject({ parked: 1 });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "parked", nextAttemptAt: null });
    expect(order.parkedReason).toBe("It was opened with Stripe, which is not configured on this site now, so its payment cannot be asked after.");

    const operator = await newOperator();
    const list = await (await getPage("/admin/orders?status=parked", operator.cookie)).text();
    expect(list).toContain(orderId.slice(-8));
    expect(list).toContain("Needs attention");
    expect(list).toContain("which is not configured on this site now");
    const detail = await (await getPage(`/admin/orders/${orderId}`, operator.cookie)).text();
    expect(detail).toContain("Needs attention: ");
    expect(detail).toContain("which is not configured on this site now");

    // Paid after all, and told by Stripe's webhook: a payment no one knew of is delivered.
    const sessionId = (await orderOf(orderId)).providerSessionId!;
    await pay(sessionId, { email: "parked.then.paid@example.com" });
    expect((await deliverRecorded("checkout.session.completed", sessionId)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "completed", parkedReason: null });
  });

  it("parked by the job, it is tried again from the console once its cause is mended: back where it was, due now, on record; the job then settles it", async () => {
    const sale = await paidCheckout(nextLogo());
    await due(sale.orderId);
    expect(await reconcileOrders({ db: db(), env: { ...env, STRIPE_SECRET_KEY: undefined } })).toMatchObject({ parked: 1 });
    expect(await orderOf(sale.orderId)).toMatchObject({ status: "parked", parkedFrom: "pending" });
    const operator = await newOperator();
    expect(await (await getPage(`/admin/orders/${sale.orderId}`, operator.cookie)).text()).toContain("Try again");
    // Stripe is configured again (the job runs with the site's settings); the operator asks.
    const csrf = await formTokenOf(`/admin/orders/${sale.orderId}`, operator.cookie);
    const response = await postForm(`/admin/orders/${sale.orderId}`, { intent: "retry", csrf }, operator.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${sale.orderId}?notice=retried`);
    const back = await orderOf(sale.orderId);
    expect(back).toMatchObject({ status: "pending", parkedFrom: null, parkedReason: null, attempts: 0, lastError: null });
    expect(back.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await (await getPage(`/admin/orders/${sale.orderId}?notice=retried`, operator.cookie)).text()).toContain("The order is pending again: the scheduled job tries it within minutes.");
    // Pressed again (a second tab): nothing more is done.
    expect((await postForm(`/admin/orders/${sale.orderId}`, { intent: "retry", csrf }, operator.cookie)).status).toBe(409);
    const entries = await db().select().from(adminAudit).where(and(eq(adminAudit.target, sale.orderId), eq(adminAudit.action, "order.retried")));
    expect(entries.map((entry) => entry.detail)).toEqual([expect.stringMatching(/the order is pending again\. It had been parked: It was opened with Stripe, which is not configured/)]);
    await resumeByJob(sale.orderId);
    await expectCompleted(sale);
  });

  it("an order that fails eight times is parked with its last failure", async () => {
    const [orderId] = await stuckOrders(1, Date.now() - HOUR_MS);
    let now = Date.now();
    for (let run = 0; run < 10; run++) {
      await reconcileOrders({ db: db(), env }, now);
      now += 7 * HOUR_MS;
    }
    const order = await orderOf(orderId!);
    expect(order).toMatchObject({ status: "parked", nextAttemptAt: null, attempts: 8 });
    expect(order.parkedReason).toMatch(/^Tried 8 times while it was pending without settling it\. The last attempt failed: Stripe could not retrieve a Checkout Session/);
  });
});
