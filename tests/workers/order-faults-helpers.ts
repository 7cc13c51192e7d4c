/**
 * Shared by the fault-injection tests (docs/order-faults.md): a fault plan for the order's
 * named steps (app/server/orders/order-steps.ts), the ways work resumes (the scheduled job,
 * a retry), and what "ended right" means for a sale and for a refund.
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import app from "#app/server/http/app.ts";
import { fulfilOrder, type FulfilDeps } from "#app/server/checkout/fulfil.server.ts";
import { stripeCheckout } from "#app/server/checkout/stripe.server.ts";
import { ProviderFailure } from "#app/server/checkout/types.ts";
import { designerLedger, logos, mailOutbox, orders, type OrderRow } from "#app/server/db/schema.ts";
import { mailerFor } from "#app/server/mail/http-transport.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import type { Faults, OrderStep } from "#app/server/orders/order-steps.ts";
import { db, newBuyer, pay, refunds, startCheckout, type Buyer } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

/** The steps a paid order's fulfilment takes, in order (a test checks it still does). */
export const SALE_STEPS: readonly OrderStep[] = ["order.fulfilling", "order.completed", "kit.render", "pages.purge", "receipt.key", "mail.send", "order.followed-up"];
/** The steps of a second payment for a logo another order bought first. */
export const DOUBLE_SALE_STEPS: readonly OrderStep[] = [
  "order.fulfilling",
  "order.completed",
  "order.double-sale",
  "provider.refund",
  "order.refunded",
  "pages.purge",
  "files.delete",
  "mail.send",
  "order.followed-up",
];
/** The steps of a refund asked for (the buyer's guarantee, the console). */
export const REFUND_STEPS: readonly OrderStep[] = ["order.refunding", "provider.refund", "order.refunded", "pages.purge", "files.delete", "mail.send", "order.followed-up"];
/** The steps of a refund made in Stripe's dashboard, told by its webhook. */
export const DASHBOARD_REFUND_STEPS: readonly OrderStep[] = ["order.refunded", "pages.purge", "files.delete", "mail.send", "order.followed-up"];
/** The steps of a checkout that ended unpaid. */
export const UNPAID_STEPS: readonly OrderStep[] = ["order.ended"];
/** The job's own steps on a pending order nobody came back to. */
export const JOB_STEPS: readonly OrderStep[] = ["job.claim", "provider.session", "job.failure"];
/** An order parked: a payment of another amount. */
export const PARK_STEPS: readonly OrderStep[] = ["order.parked"];
/** A refund asked for that the provider refused, undone. */
export const UNDO_STEPS: readonly OrderStep[] = ["order.refund-undone"];

export type FaultKind = "throws" | "times out" | "cut off";
/** Beside the faults every step can have, a provider's step can be refused outright (Stripe's 4xx): not a lost answer. */
type StepFault = FaultKind | "refused";
export const FAULT_KINDS: readonly FaultKind[] = ["throws", "times out", "cut off"];

export class InjectedFault extends Error {
  constructor(message: string) {
    super(`injected: ${message}`);
    this.name = "InjectedFault";
  }
}

/**
 * Faults for the named steps, each at the step's first run: `throws` before it acts
 * (`refused`: the provider's definite no, a ProviderFailure),
 * `times out` after it acted (its answer is lost), `cut off` after it acted and the Worker
 * is gone (its promise never settles, so nothing after it runs). `seen` is every step run.
 */
export function faultsAt(plan: Partial<Record<OrderStep, StepFault>> = {}) {
  const fired = new Set<OrderStep>();
  const seen: OrderStep[] = [];
  let cut: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (cut = resolve));
  const faults: Faults = {
    async around(step, run) {
      seen.push(step);
      const kind = plan[step];
      if (!kind || fired.has(step)) return run();
      fired.add(step);
      if (kind === "throws") throw new InjectedFault(`${step} failed`);
      if (kind === "refused") throw new ProviderFailure("refused", `injected: ${step} refused`);
      const result = await run();
      if (kind === "times out") throw new InjectedFault(`${step} timed out after it took effect`);
      cut();
      return new Promise<never>(() => {});
    },
  };
  return { faults, fired, seen, stopped };
}

/** Runs the work until it ends, or until the Worker running it is cut off. */
export async function runUntilCut<T>(work: Promise<T>, stopped: Promise<void>): Promise<{ value?: T; error?: unknown; cut?: true }> {
  return Promise.race([work.then((value) => ({ value })).catch((error: unknown) => ({ error })), stopped.then(() => ({ cut: true as const }))]);
}

/** One run of the Cron Trigger, through the Worker entry's `scheduled` handler, as the runtime calls it. */
export async function runJob(): Promise<void> {
  const ctx = createExecutionContext();
  await app.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export const orderOf = async (orderId: string): Promise<OrderRow> => (await getOrder(db(), orderId))!.order;

/**
 * Time passes for this order: whatever of it is due for the job becomes due now, and the
 * job runs, until it has nothing more to do with it. An order left in a state with work
 * but nothing due would stay there: the checks that follow catch it.
 */
export async function resumeByJob(orderId: string): Promise<void> {
  for (let run = 0; run < 5; run++) {
    const order = await orderOf(orderId);
    if (!order.nextAttemptAt) return;
    await db().update(orders).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await runJob();
  }
}

/** The webhook's deps for a direct call, with the faults. */
export function orderDeps(faults?: Faults): FulfilDeps & { env: typeof env } {
  return { db: db(), env, provider: stripeCheckout(env), mailer: mailerFor(env, db()), origin: "http://localhost", faults };
}

/** Catalogue logos for one test file, by a designer (so a sale credits someone), from `first` on. */
async function seedLogosFrom(first: number, count = 100): Promise<() => number> {
  const entries = Array.from({ length: count }, (_, index) => ({
    ...FIXTURE_CATALOGUE[index % FIXTURE_CATALOGUE.length]!,
    id: first + index,
    name: `Fault Logo ${first + index}`,
    designer: "Faye Faults",
    spec: { brand: `Fault Logo ${first + index}` },
  }));
  await seedCatalogue(entries);
  let next = first;
  return () => next++;
}

/** A test file's own logos, seeded before its tests: each call hands out the next one. */
export function logosFrom(first: number, count: number): () => number {
  let next: () => number = () => {
    throw new Error("the logos are seeded before the tests");
  };
  beforeAll(async () => {
    next = await seedLogosFrom(first, count);
  });
  return () => next();
}

/** Every fault kind at every step given: the cases of a fault table. */
export const faultCases = (steps: readonly OrderStep[]) => steps.flatMap((step) => FAULT_KINDS.map((kind) => [step, kind] as [OrderStep, FaultKind]));

export interface Sale {
  buyer: Buyer;
  logoId: number;
  purchaseId: string;
  orderId: string;
  sessionId: string;
  paymentIntent: string;
  email: string;
}

/** A guest's checkout for one catalogue logo, paid on Stripe's page (no webhook yet). */
export async function paidCheckout(logoId: number, buyer?: Buyer): Promise<Sale> {
  const who = buyer ?? (await newBuyer());
  const { orderId, sessionId } = await startCheckout(who, [`original_${logoId}`]);
  const email = `buyer.${orderId.slice(-10).toLowerCase().replace(/[^a-z0-9]/g, "")}@example.com`;
  const paid = await pay(sessionId, { email });
  return { buyer: who, logoId, purchaseId: `original_${logoId}`, orderId, sessionId, paymentIntent: paid.payment_intent as string, email };
}

/** What Stripe says of the sale's session now (what the webhook carries). */
export async function paymentOf(sale: Sale) {
  return stripeCheckout(env).retrieveSession(sale.sessionId);
}

/** A paid checkout fulfilled without a fault: a completed order. */
export async function completedSale(logoId: number): Promise<Sale> {
  const sale = await paidCheckout(logoId);
  await fulfilOrder(orderDeps(), sale.orderId, await paymentOf(sale));
  expect((await orderOf(sale.orderId)).status).toBe("completed");
  return sale;
}

const logoRow = async (logoId: number) => (await db().select({ sold: logos.soldOrderId, held: logos.heldByOrderId }).from(logos).where(eq(logos.id, logoId)))[0]!;
const ledgerOf = (orderId: string) => db().select().from(designerLedger).where(eq(designerLedger.orderId, orderId));
const mailsOf = (email: string, kind: string) => db().select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind))).orderBy(mailOutbox.createdAt);
const fileUrl = (sale: Sale, key?: string) => `http://localhost/api/orders/${sale.orderId}/files/${sale.purchaseId}/png${key ? `?key=${encodeURIComponent(key)}` : ""}`;

/**
 * A sale ended right: the order completed with nothing left to do, its logo sold to it
 * once, its designer credited once, no refund, a receipt whose link opens the files (the
 * last receipt, when a resumed step sent one again), and the files served to the buyer.
 */
export async function expectCompleted(sale: Sale): Promise<void> {
  expect(await orderOf(sale.orderId)).toMatchObject({ status: "completed", nextAttemptAt: null, mailDue: null, parkedReason: null });
  expect(await logoRow(sale.logoId)).toEqual({ sold: sale.orderId, held: null });
  expect((await ledgerOf(sale.orderId)).map((row) => [row.kind, row.amountCents])).toEqual([["sale", 300]]);
  expect(await refunds(sale.paymentIntent)).toHaveLength(0);
  const receipts = await mailsOf(sale.email, "receipt");
  expect(receipts.length).toBeGreaterThanOrEqual(1);
  const key = decodeURIComponent(/[?&]key=([^\s&]+)/.exec(receipts.at(-1)!.text)![1]!);
  expect((await SELF.fetch(fileUrl(sale, key))).status).toBe(200);
  expect((await SELF.fetch(fileUrl(sale), { headers: { Cookie: sale.buyer.cookie } })).status).toBe(200);
}

/**
 * A refund ended right: the order refunded with nothing left to do, the payment given back
 * exactly once, the designers' credit (if any) taken back exactly once, the logo no longer
 * this order's (sold to `soldTo`, or for sale), the buyer told, the files gone.
 */
export async function expectRefunded(sale: Sale, options: { soldTo: string | null; words: RegExp }): Promise<void> {
  expect(await orderOf(sale.orderId)).toMatchObject({ status: "refunded", nextAttemptAt: null, mailDue: null });
  expect(await logoRow(sale.logoId)).toEqual({ sold: options.soldTo, held: null });
  const ledger = await ledgerOf(sale.orderId);
  expect(ledger.filter((row) => row.kind === "refund").length).toBe(ledger.filter((row) => row.kind === "sale").length);
  expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(0);
  expect(await refunds(sale.paymentIntent)).toHaveLength(1);
  const told = await mailsOf(sale.email, "refund");
  expect(told.length).toBeGreaterThanOrEqual(1);
  expect(told.at(-1)!.text).toMatch(options.words);
  expect((await env.LOGO_FILES.list({ prefix: `orders/${sale.orderId}/` })).objects).toEqual([]);
  expect((await SELF.fetch(fileUrl(sale), { headers: { Cookie: sale.buyer.cookie } })).status).toBe(404);
}
