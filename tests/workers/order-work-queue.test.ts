/**
 * Work after payment on the order-work queue (app/server/orders/order-work.server.ts,
 * docs/decisions/0505): a completed order's kits are messages; the app's consumer makes
 * each and acknowledges it, tries a failure again later with a growing delay, lets go of
 * what there is nothing to do for; the dead-letter queue's messages are kept for the
 * console, where an operator sends them again, on record. The queue is Miniflare's, from
 * wrangler.toml.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import app from "#app/server/http/app.ts";
import { fulfilOrder } from "#app/server/checkout/fulfil.server.ts";
import { adminAudit, deadOrderWork, logos } from "#app/server/db/schema.ts";
import { ensureOrderKit, KitNotReady, readKit } from "#app/server/orders/files.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { DEAD_ORDER_WORK_QUEUE, ORDER_WORK_QUEUE, retryDelaySeconds, type OrderWork, type OrderWorkQueue } from "#app/server/orders/order-work.server.ts";
import { formTokenOf, getPage, newOperator, postForm } from "./admin-helpers.ts";
import { db, deliverRecorded } from "./checkout-helpers.ts";
import { logosFrom, orderDeps, orderOf, paidCheckout, paymentOf } from "./order-faults-helpers.ts";

const nextLogo = logosFrom(1301, 20);

/** The producer's side, written down: what the fulfilment handed the queue. */
function recordingQueue(refuse = false): OrderWorkQueue & { sent: OrderWork[] } {
  const sent: OrderWork[] = [];
  return {
    sent,
    async sendBatch(messages) {
      if (refuse) throw new Error("the queue is unavailable");
      for (const message of messages) sent.push(message.body);
    },
  };
}

/** A paid order completed with its kits handed to the queue (not made yet), and the messages. */
async function completedWithQueuedKits() {
  const sale = await paidCheckout(nextLogo());
  const queue = recordingQueue();
  await fulfilOrder({ ...orderDeps(), orderWork: queue }, sale.orderId, await paymentOf(sale));
  expect((await orderOf(sale.orderId)).status).toBe("completed");
  return { sale, sent: queue.sent };
}

let messageNumber = 0;
/** The queue's batch of these bodies, run through the Worker's own queue handler. */
async function consume(queue: string, bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `msg-${++messageNumber}`, timestamp: Date.now(), attempts, body })),
  );
  // The test runtime records that a message was retried, not the delay asked for: noted here.
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await app.queue(batch, env, ctx);
  return { result: await getQueueResult(batch, ctx), ids: batch.messages.map((message) => message.id), delays };
}

describe("a completed order's kits on the queue", () => {
  it("are one message per logo; nothing is rendered by the request that took the payment", async () => {
    const { sale, sent } = await completedWithQueuedKits();
    expect(sent).toEqual([{ kind: "kit", orderId: sale.orderId, purchaseId: sale.purchaseId }]);
    expect(await readKit(env, sale.orderId, sale.purchaseId)).toBeNull();
  });

  it("are made by the consumer, each message acknowledged", async () => {
    const { sale, sent } = await completedWithQueuedKits();
    const { result, ids } = await consume(ORDER_WORK_QUEUE, sent);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect((await readKit(env, sale.orderId, sale.purchaseId))?.files.length).toBeGreaterThan(0);
  });

  it("first paid, first made: a download that comes first waits for the queue's render, and takes over a kit the queue has left a minute", async () => {
    const { sale, sent } = await completedWithQueuedKits();
    const found = (await getOrder(db(), sale.orderId))!;
    // The buyer's download, before the queue got to it: told to wait (the page says the kit is being made).
    await expect(ensureOrderKit(env, db(), found.order, found.items[0]!, 300)).rejects.toBeInstanceOf(KitNotReady);
    expect(await readKit(env, sale.orderId, sale.purchaseId)).toBeNull();
    await consume(ORDER_WORK_QUEUE, sent);
    expect(await readKit(env, sale.orderId, sale.purchaseId)).not.toBeNull();

    const late = await completedWithQueuedKits();
    await env.DB.prepare("UPDATE order_items SET kit_started_at = ? WHERE order_id = ?").bind(Date.now() - 61_000, late.sale.orderId).run();
    const lateOrder = (await getOrder(db(), late.sale.orderId))!;
    expect((await ensureOrderKit(env, db(), lateOrder.order, lateOrder.items[0]!, 300)).files.length).toBeGreaterThan(0);
  });

  it("a kit that fails is tried again later, 10 s after the first try and twice as long after each next one", async () => {
    const { sale, sent } = await completedWithQueuedKits();
    // A design the agent cannot draw: the render is refused.
    await db().update(logos).set({ spec: { layout: "undrawable" } }).where(eq(logos.id, sale.logoId));
    for (const [attempts, delay] of [[1, 10], [2, 20], [3, 40], [6, 300]] as const) {
      const { result, ids, delays } = await consume(ORDER_WORK_QUEUE, sent, attempts);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toEqual([{ msgId: ids[0] }]);
      expect(delays).toEqual([delay]);
    }
    expect(retryDelaySeconds(20)).toBe(300);
    // Mended, the next try makes it.
    await db().update(logos).set({ spec: { brand: `Fault Logo ${sale.logoId}` } }).where(eq(logos.id, sale.logoId));
    const { result, ids } = await consume(ORDER_WORK_QUEUE, sent, 4);
    expect(result.explicitAcks).toEqual(ids);
    expect(await readKit(env, sale.orderId, sale.purchaseId)).not.toBeNull();
  });

  it("lets go of work there is nothing to do for: an order refunded since, an unknown order, a body it never sends", async () => {
    const { sale, sent } = await completedWithQueuedKits();
    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(sale.orderId).run();
    const { result, ids } = await consume(ORDER_WORK_QUEUE, [...sent, { kind: "kit", orderId: "order_nope", purchaseId: "original_1" }, { kind: "explode" }, "text"]);
    expect(result.explicitAcks).toEqual(ids);
    expect(result.retryMessages).toEqual([]);
    expect(await readKit(env, sale.orderId, sale.purchaseId)).toBeNull();
  });

  it("a queue that refuses the messages does not leave the order without files: the kits are rendered at once", async () => {
    const sale = await paidCheckout(nextLogo());
    const queue = recordingQueue(true);
    await fulfilOrder({ ...orderDeps(), orderWork: queue }, sale.orderId, await paymentOf(sale));
    expect((await orderOf(sale.orderId)).status).toBe("completed");
    expect(await readKit(env, sale.orderId, sale.purchaseId)).not.toBeNull();
  });

  it("through the app's own queue binding: paid through Stripe, the kit is made with no visit to the download page", async () => {
    const sale = await paidCheckout(nextLogo());
    await deliverRecorded("checkout.session.completed", sale.sessionId);
    await expect.poll(() => readKit(env, sale.orderId, sale.purchaseId), { timeout: 15_000, interval: 200 }).not.toBeNull();
  });
});

describe("work that failed every try", () => {
  it("is kept for the console, once; an operator sends it again, on record, and a second send is refused", async () => {
    const { sale, sent } = await completedWithQueuedKits();
    const { result } = await consume(DEAD_ORDER_WORK_QUEUE, sent);
    expect(result.explicitAcks).toHaveLength(1);
    const [dead] = await db().select().from(deadOrderWork).where(eq(deadOrderWork.orderId, sale.orderId));
    expect(dead).toMatchObject({ kind: "kit", purchaseId: sale.purchaseId, resentAt: null });

    const operator = await newOperator("queue");
    const response = await getPage("/admin/orders", operator.cookie);
    const page = await response.text();
    expect(response.status, page.slice(page.indexOf("<main"), page.indexOf("<main") + 600)).toBe(200);
    expect(page).toContain("Work that failed after payment");
    expect(page).toContain(`order #${sale.orderId.slice(-8)}`);
    expect(page).toContain(`name="id" value="${dead!.id}"`);

    const csrf = await formTokenOf("/admin/orders", operator.cookie);
    const resent = await postForm("/admin/orders", { intent: "resend-work", id: dead!.id, csrf }, operator.cookie);
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe("/admin/orders?notice=resent");
    const [after] = await db().select().from(deadOrderWork).where(eq(deadOrderWork.id, dead!.id));
    expect(after!.resentAt).not.toBeNull();
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.target, dead!.id));
    expect(audit.map((row) => row.action)).toEqual(["order.work-resent"]);
    expect(await (await getPage("/admin/orders", operator.cookie)).text()).not.toContain(`name="id" value="${dead!.id}"`);

    // From a second tab, still showing the form: refused, nothing sent twice.
    const again = await postForm("/admin/orders", { intent: "resend-work", id: dead!.id, csrf }, operator.cookie);
    expect(again.status).toBe(404);
    // Sent again on the app's queue, the kit is made.
    await expect.poll(() => readKit(env, sale.orderId, sale.purchaseId), { timeout: 15_000, interval: 200 }).not.toBeNull();
  });
});
