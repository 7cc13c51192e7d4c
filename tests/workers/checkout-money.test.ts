/**
 * Money right everywhere (issue 35; docs/decisions/0503), against the Stripe stand-in that
 * applies Stripe's rules: the session asks for Stripe Tax (a tax-inclusive price with the
 * tax code of a logo), consent to the terms and to delivery at once, an invoice and a
 * business buyer's tax id, and shows a generated logo's watermarked preview; the receipt
 * and the order page link the invoice; the buyer asks for the 30-day refund on the order's
 * page; a refund made in Stripe's dashboard mails the buyer; and the scheduled job settles
 * orders whose webhook never came.
 */
import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import app from "#app/server/http/app.ts";
import { createCheckout } from "#app/server/checkout/create.server.ts";
import { RECONCILE_AFTER_MS } from "#app/server/checkout/reconcile.server.ts";
import { designerLedger, logos, mailOutbox, orders } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { db, deliverRecorded, finishedGeneration, newBuyer, pay, refunds, runOut, sentParams, session, setAccount, startCheckout, stripeApi, type Buyer } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

const FOR_SALE = Array.from({ length: 20 }, (_, index) => ({
  ...FIXTURE_CATALOGUE[index % FIXTURE_CATALOGUE.length]!,
  id: 501 + index,
  name: `Money Logo ${501 + index}`,
  spec: { brand: `Money Logo ${501 + index}` },
}));

beforeAll(async () => {
  await seedCatalogue(FOR_SALE);
});

const orderOf = async (id: string) => (await getOrder(db(), id))!.order;
const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
const soldBy = async (id: number) => (await db().select({ sold: logos.soldOrderId, held: logos.heldByOrderId }).from(logos).where(eq(logos.id, id)))[0]!;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A guest buys `logoId` through Stripe and the completion webhook arrives: the order and its receipt's download key. */
async function bought(buyer: Buyer, logoId: string, email: string) {
  const { orderId, sessionId } = await startCheckout(buyer, [logoId]);
  const paid = await pay(sessionId, { email, taxRatePercent: 20 });
  await deliverRecorded("checkout.session.completed", sessionId);
  const receipt = (await mailsTo(email)).find((mail) => mail.kind === "receipt")!;
  const key = /[?&]key=([^\s&]+)/.exec(receipt.text)![1]!;
  return { orderId, sessionId, paymentIntent: paid.payment_intent as string, receipt, key: decodeURIComponent(key) };
}

function postRefund(orderId: string, init: { cookie?: string; key?: string } = {}) {
  return SELF.fetch(`http://localhost/orders/${orderId}${init.key ? `?key=${encodeURIComponent(init.key)}` : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", ...(init.cookie ? { Cookie: init.cookie } : {}) },
    body: new URLSearchParams({ intent: "refund" }),
    redirect: "manual",
  });
}

describe("the Checkout Session asks Stripe for tax, consent, an invoice and tax ids", () => {
  it("sends a tax-inclusive price with a logo's tax code, automatic tax, the terms with delivery at once, invoice creation and tax id collection", async () => {
    const { sessionId } = await startCheckout(await newBuyer(), ["original_501"]);
    const sent = (await sentParams(sessionId)) as Record<string, Record<string, unknown>>;
    expect(sent.automatic_tax).toEqual({ enabled: "true" });
    expect(sent.consent_collection).toEqual({ terms_of_service: "required" });
    const message = (sent.custom_text as { terms_of_service_acceptance: { message: string } }).terms_of_service_acceptance.message;
    expect(message).toContain("[Terms of Service](http://localhost/terms)");
    expect(message).toMatch(/delivered at once.*right of withdrawal.*30-day money-back guarantee still applies/);
    expect(sent.invoice_creation).toMatchObject({ enabled: "true", invoice_data: { metadata: { order_id: expect.stringMatching(/^order_/) } } });
    expect(sent.tax_id_collection).toEqual({ enabled: "true" });
    const [line] = sent.line_items as unknown as { price_data: { tax_behavior: string; unit_amount: string; product_data: Record<string, unknown> } }[];
    expect(line!.price_data).toMatchObject({ tax_behavior: "inclusive", unit_amount: "999", product_data: { name: "Money Logo 501", tax_code: "txcd_10505001" } });
    // A catalogue logo has no watermarked preview: no picture goes to Stripe.
    expect(line!.price_data.product_data.images).toBeUndefined();
    expect(await session(sessionId)).toMatchObject({ automatic_tax: { enabled: true }, invoice_creation: { enabled: true }, tax_id_collection: { enabled: true } });
  });

  it("shows a generated logo on Stripe's page by its watermarked preview, an absolute https URL, and never by a file that is sold", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer, "Fern Hollow");
    const result = await createCheckout({ db: db(), env, origin: "https://shop.example" }, { visitorId: buyer.id }, { logoIds: [generation] });
    if (!result.ok) throw new Error(result.error);
    const sessionId = (await orderOf(result.orderId)).providerSessionId!;
    const [line] = (await sentParams(sessionId)).line_items as { price_data: { product_data: { images: string[] } } }[];
    expect(line!.price_data.product_data.images).toEqual([`https://shop.example/api/generations/${generation}/preview.png`]);
    const preview = await SELF.fetch(`http://localhost/api/generations/${generation}/preview.png`);
    expect(await preview.text()).toBe(`pngWatermarked of ${generation}`);
    // Over plain http (a developer's machine) Stripe could not fetch it: no picture is sent.
    const { sessionId: local } = await startCheckout(buyer, [(await finishedGeneration(buyer, "Local"))]);
    expect(((await sentParams(local)).line_items as { price_data: { product_data: Record<string, unknown> } }[])[0]!.price_data.product_data.images).toBeUndefined();
  });

  it("an account without a terms URL in Stripe's dashboard refuses the session: the buyer reads a sentence and nothing stays held", async () => {
    const key = "sk_test_money_no_terms";
    await setAccount(key, { termsOfServiceUrl: null });
    const buyer = await newBuyer();
    const result = await createCheckout({ db: db(), env: { ...env, STRIPE_SECRET_KEY: key }, origin: "http://localhost" }, { visitorId: buyer.id }, { logoIds: ["original_502"] });
    expect(result).toMatchObject({ ok: false, status: 502, error: expect.stringMatching(/^Failed to create checkout session: /) });
    expect((await soldBy(502)).held).toBeNull();
  });
});

describe("tax and invoices once paid", () => {
  it("keeps the paid total at $9.99 with the tax inside; the receipt and the order page link the invoice, for the buyer only", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId, receipt, key } = await bought(buyer, "original_503", "invoice.me@example.com");
    const paid = await session(sessionId);
    expect(paid).toMatchObject({ amount_total: 999, total_details: { amount_tax: 167 } });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "completed", invoiceId: paid.invoice });
    expect(receipt.text).toContain(`http://localhost/api/orders/${orderId}/invoice?key=`);
    expect(receipt.text).toContain('"Request a refund"');

    const page = await (await SELF.fetch(`http://localhost/orders/${orderId}`, { headers: { Cookie: buyer.cookie } })).text();
    expect(page).toContain(`href="/api/orders/${orderId}/invoice"`);
    const invoice = await stripeApi().invoices.retrieve(paid.invoice as string);
    const opened = await SELF.fetch(`http://localhost/api/orders/${orderId}/invoice?key=${encodeURIComponent(key)}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(invoice.hosted_invoice_url);
    const stranger = await SELF.fetch(`http://localhost/api/orders/${orderId}/invoice`, { headers: { Cookie: (await newBuyer()).cookie }, redirect: "manual" });
    expect(stranger.status).toBe(404);
  });
});

describe("the 30-day guarantee from the buyer's side", () => {
  it("the order's page offers the refund; asked for, it goes through Stripe at once, the files stop, the logo is for sale, the designer's $3 is taken back, the buyer is mailed; asked again, nothing more happens", async () => {
    const buyer = await newBuyer();
    const email = "guarantee@example.com";
    const { orderId, paymentIntent, key } = await bought(buyer, "original_504", email);
    const [item] = (await getOrder(db(), orderId))!.items;
    const file = `http://localhost/api/orders/${orderId}/files/${item!.purchaseId}/png`;
    expect((await SELF.fetch(file, { headers: { Cookie: buyer.cookie } })).status).toBe(200);
    const page = await (await SELF.fetch(`http://localhost/orders/${orderId}?key=${encodeURIComponent(key)}`)).text();
    expect(page).toContain("Request a refund");
    expect(page).toContain(`action="/orders/${orderId}?key=`);

    // From the receipt's link, in another browser: the key is the buyer's right to ask.
    const asked = await postRefund(orderId, { key });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`/orders/${orderId}?key=${encodeURIComponent(key)}`);
    expect((await orderOf(orderId)).status).toBe("refunded");
    expect(await refunds(paymentIntent)).toHaveLength(1);
    expect((await SELF.fetch(file, { headers: { Cookie: buyer.cookie } })).status).toBe(404);
    // The old link opened as a page (from a mail, a bookmark) shows the order's page, which says it was refunded.
    const opened = await SELF.fetch(`${file}?key=${encodeURIComponent(key)}`, { headers: { "Sec-Fetch-Dest": "document", Accept: "text/html" }, redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`/orders/${orderId}?key=${encodeURIComponent(key)}`);
    const fromOldBrowser = await SELF.fetch(file, { headers: { Cookie: buyer.cookie, Accept: "text/html,application/xhtml+xml" }, redirect: "manual" });
    expect(fromOldBrowser.headers.get("Location")).toBe(`/orders/${orderId}`);
    // A download or a program keeps the status and the JSON.
    const downloaded = await SELF.fetch(file, { headers: { Cookie: buyer.cookie, "Sec-Fetch-Dest": "empty", Accept: "text/html" }, redirect: "manual" });
    expect(downloaded.status).toBe(404);
    expect(await downloaded.json()).toMatchObject({ success: false });
    expect((await soldBy(504)).sold).toBeNull();
    const ledger = await db().select().from(designerLedger).where(eq(designerLedger.orderId, orderId)).orderBy(designerLedger.id);
    expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual([
      ["sale", 300],
      ["refund", -300],
    ]);
    const refundMails = (await mailsTo(email)).filter((mail) => mail.kind === "refund");
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain("refunded in full: $9.99 USD");

    // A second request (another tab, the webhook too): harmless.
    expect((await postRefund(orderId, { cookie: buyer.cookie })).status).toBe(303);
    await deliverRecorded("charge.refunded", (await refunds(paymentIntent))[0]!.charge as string);
    expect(await refunds(paymentIntent)).toHaveLength(1);
    expect((await mailsTo(email)).filter((mail) => mail.kind === "refund")).toHaveLength(1);
    const after = await (await SELF.fetch(`http://localhost/orders/${orderId}`, { headers: { Cookie: buyer.cookie } })).text();
    expect(after).toContain("This order was refunded.");
    expect(after).not.toContain("Request a refund");
  });

  it("after 30 days from the payment the page says how to reach support, and the server refuses the request", async () => {
    const buyer = await newBuyer();
    const { orderId, paymentIntent } = await bought(buyer, "original_505", "late.refund@example.com");
    await db().update(orders).set({ completedAt: new Date(Date.now() - 30 * DAY_MS - 60_000) }).where(eq(orders.id, orderId));
    const page = await (await SELF.fetch(`http://localhost/orders/${orderId}`, { headers: { Cookie: buyer.cookie } })).text();
    expect(page).not.toContain("Request a refund");
    expect(page).toContain("The guarantee of this order ended on");
    expect(page).toContain(env.SUPPORT_EMAIL);
    const refused = await postRefund(orderId, { cookie: buyer.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("The 30-day money-back guarantee of this order has ended.");
    expect((await orderOf(orderId)).status).toBe("completed");
    expect(await refunds(paymentIntent)).toHaveLength(0);

    // A day inside the window it still may be asked for.
    await db().update(orders).set({ completedAt: new Date(Date.now() - 29 * DAY_MS) }).where(eq(orders.id, orderId));
    expect((await postRefund(orderId, { cookie: buyer.cookie })).status).toBe(303);
    expect((await orderOf(orderId)).status).toBe("refunded");
  });

  it("someone else's order, or an unpaid one, cannot be refunded", async () => {
    const buyer = await newBuyer();
    const { orderId, paymentIntent } = await bought(buyer, "original_506", "mine@example.com");
    expect((await postRefund(orderId, { cookie: (await newBuyer()).cookie })).status).toBe(404);
    expect(await refunds(paymentIntent)).toHaveLength(0);
    const { orderId: unpaid } = await startCheckout(buyer, ["original_507"]);
    expect((await postRefund(unpaid, { cookie: buyer.cookie })).status).toBe(409);
  });
});

describe("a refund made in Stripe's dashboard", () => {
  it("ends the order and mails the buyer as a console refund does", async () => {
    const buyer = await newBuyer();
    const email = "dashboard.refund@example.com";
    const { orderId, paymentIntent } = await bought(buyer, "original_508", email);
    const refund = await stripeApi().refunds.create({ payment_intent: paymentIntent });
    await deliverRecorded("charge.refunded", refund.charge as string);
    expect((await orderOf(orderId)).status).toBe("refunded");
    const mails = (await mailsTo(email)).filter((mail) => mail.kind === "refund");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("LogoMarket: your order was refunded");
    expect(mails[0]!.text).toContain(orderId);
  });
});

describe("nothing lost if a webhook is: the scheduled job", () => {
  /** A run of the Cron Trigger, through the Worker entry's `scheduled` handler, as the runtime calls it. */
  async function cronRun() {
    const ctx = createExecutionContext();
    await app.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
  }
  /** The order was opened a while ago, and nobody came back to it: the job's time for it has come. */
  const age = (orderId: string) =>
    db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - RECONCILE_AFTER_MS - 60_000), nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));

  it("fulfils a paid session whose webhook never came, and frees the logo of one Stripe expired", async () => {
    const payer = await newBuyer();
    const { orderId: paidOrder, sessionId: paidSession } = await startCheckout(payer, ["original_509"]);
    await pay(paidSession, { email: "no.webhook@example.com" });
    const { orderId: expiredOrder, sessionId: expiredSession } = await startCheckout(await newBuyer(), ["original_510"]);
    await runOut(expiredSession);
    const { orderId: openOrder } = await startCheckout(await newBuyer(), ["original_511"]);
    const { orderId: youngOrder, sessionId: youngSession } = await startCheckout(await newBuyer(), ["original_512"]);
    await pay(youngSession);
    for (const id of [paidOrder, expiredOrder, openOrder]) await age(id);
    expect((await soldBy(510)).held).toBe(expiredOrder);

    await cronRun();

    expect((await orderOf(paidOrder)).status).toBe("completed");
    expect((await soldBy(509)).sold).toBe(paidOrder);
    expect((await mailsTo("no.webhook@example.com")).filter((mail) => mail.kind === "receipt")).toHaveLength(1);
    expect((await orderOf(expiredOrder)).status).toBe("expired");
    expect((await soldBy(510)).held).toBeNull();
    // Still payable, or just made (its buyer is on the success page): left alone.
    expect((await orderOf(openOrder)).status).toBe("pending");
    expect((await orderOf(youngOrder)).status).toBe("pending");

    // The late webhook, and the next run, change nothing.
    await deliverRecorded("checkout.session.completed", paidSession);
    await cronRun();
    expect((await mailsTo("no.webhook@example.com")).filter((mail) => mail.kind === "receipt")).toHaveLength(1);
  });
});
