/**
 * The purchase, end to end in workerd: create checkout (JSON and the button's form), the
 * real `stripe` package against the local Stripe stand-in, signed webhooks, idempotent
 * fulfilment from the webhook and the success page, exclusive ownership, refunds, and the
 * gated downloads.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchCatalogue } from "#app/server/catalogue/catalogue.server.ts";
import { createCheckout } from "#app/server/checkout/create.server.ts";
import { logos, mailOutbox, processedWebhookEvents } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { checkout, db, deliver, deliverEvent, deliverRecorded, finishedGeneration, newBuyer, pay, refunds, runOut, session, startCheckout, stripeApi, stripeEventFor } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

/** Catalogue logos of their own for each test (a logo is sold once), each with a design to render. */
const FOR_SALE = Array.from({ length: 16 }, (_, index) => ({
  ...FIXTURE_CATALOGUE[index % FIXTURE_CATALOGUE.length]!,
  id: 101 + index,
  name: `For Sale ${101 + index}`,
  spec: { brand: `For Sale ${101 + index}` },
}));

beforeAll(async () => {
  await seedCatalogue([...FIXTURE_CATALOGUE, ...FOR_SALE]);
});

const orderOf = async (id: string) => (await getOrder(db(), id))!.order;

describe("create checkout (marketplace spec section 7)", () => {
  it("opens a Stripe session of 999 cents for a catalogue logo, and holds the logo for it", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId, checkoutUrl } = await startCheckout(buyer, ["original_101"]);
    expect(checkoutUrl).toMatch(/\/pay\/cs_test_/);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "pending", totalCents: 999, currency: "usd", provider: "stripe", providerSessionId: sessionId, ownerVisitorId: buyer.id });
    const stripeSession = await session(sessionId);
    expect(stripeSession).toMatchObject({ amount_total: 999, currency: "usd", client_reference_id: orderId, metadata: { order_id: orderId } });
    expect(stripeSession.success_url).toBe(`http://localhost/purchase-success?order_id=${orderId}`);
    expect(stripeSession.cancel_url).toMatch(/^http:\/\/localhost\/purchase-cancelled/);

    // A second buyer is told the logo is being purchased, and until when.
    const second = await checkout(await newBuyer(), { logoIds: ["original_101"] });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ success: false, error: expect.stringMatching(/^Failed to create checkout session: This logo is being purchased by someone else right now\. Their checkout holds it until \d{1,2}:\d{2} [AP]M .+ \(in 40 minutes\)/) });
  });

  it("charges 999 cents a logo for several logos in one order", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer);
    const { orderId, sessionId } = await startCheckout(buyer, ["original_102", generation]);
    expect((await orderOf(orderId)).totalCents).toBe(1998);
    expect((await session(sessionId)).amount_total).toBe(1998);
  });

  it("refuses what it must, with the spec's words and a 4xx", async () => {
    const buyer = await newBuyer();
    const someoneElses = await finishedGeneration(await newBuyer());
    const cases: [unknown, number, RegExp][] = [
      [{ logoIds: [] }, 400, /^Unable to process purchase: Logo ID not found$/],
      [{}, 400, /^Unable to process purchase: Logo ID not found$/],
      [{ logoIds: ["../etc/passwd"] }, 400, /^Unable to process purchase: Logo ID not found$/],
      [{ logoIds: ["original_999"] }, 404, /Logo ID not found/],
      [{ logoIds: [someoneElses] }, 403, /^Failed to create checkout session: Only the person who made this logo can buy it\.$/],
      [{ logoIds: ["original_4"], successUrl: "https://evil.example/steal" }, 400, /must be on this site/],
      [{ logoIds: ["original_4"], cancelUrl: "//evil.example/" }, 400, /must be on this site/],
    ];
    for (const [body, status, error] of cases) {
      const response = await checkout(buyer, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
    const notJson = await SELF.fetch("http://localhost/api/checkout", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "logoIds=original_4" });
    expect(notJson.status).toBe(400);
  });

  it("answers the button's form with a 303 to the checkout page (no JavaScript needed)", async () => {
    const buyer = await newBuyer();
    const response = await SELF.fetch("http://localhost/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: buyer.cookie, Origin: "http://localhost", Host: "localhost" },
      body: "logoIds=original_103",
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/\/pay\/cs_test_/);
  });

  it("says 'Checkout is not configured' when neither Stripe nor test mode is set", async () => {
    const result = await createCheckout({ db: db(), env: { ...env, STRIPE_SECRET_KEY: "", CHECKOUT_TEST_MODE: "" }, origin: "http://localhost" }, { visitorId: (await newBuyer()).id }, { logoIds: ["original_6"] });
    expect(result).toEqual({ ok: false, status: 503, error: "Failed to create checkout session: Checkout is not configured" });
  });
});

describe("fulfilment, exactly once", () => {
  it("a bad signature writes nothing", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, ["original_104"]);
    await pay(sessionId);
    const forged = await deliverEvent(await stripeEventFor("checkout.session.completed", sessionId), { secret: "whsec_someone_else" });
    expect(forged.status).toBe(400);
    expect((await orderOf(orderId)).status).toBe("pending");
    expect(await db().select().from(processedWebhookEvents)).toEqual([]);
    const unsigned = await SELF.fetch("http://localhost/webhooks/stripe", { method: "POST", body: JSON.stringify(await stripeEventFor("checkout.session.completed", sessionId)) });
    expect(unsigned.status).toBe(400);
    expect((await orderOf(orderId)).status).toBe("pending");
  });

  it("the completion webhook fulfils once: sold, receipt sent, a replay changes nothing", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, ["original_105"]);
    const paid = await pay(sessionId, { email: "ana@example.com" });
    const completed = await stripeEventFor("checkout.session.completed", sessionId);
    const first = await deliverEvent(completed);
    expect(first.status).toBe(200);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "completed", providerPaymentId: paid.payment_intent, contactEmail: "ana@example.com" });
    // Sold once: it leaves the catalogue's search.
    const [logo] = await db().select({ sold: logos.soldOrderId }).from(logos).where(eq(logos.id, 105));
    expect(logo!.sold).toBe(orderId);
    const found = await searchCatalogue(db(), { search: "for sale 105", category: null, tags: [] }, { offset: 0, limit: 10 });
    expect(found.total).toBe(0);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/orders/${orderId}?key=`);
    expect(mails[0]!.text).toContain("$9.99 USD");

    const replay = await deliverEvent(completed);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // The same payment under another event id, and the success page, change nothing either.
    await deliver("checkout.session.async_payment_succeeded", paid);
    await SELF.fetch(`http://localhost/purchase-success?order_id=${orderId}`, { headers: { Cookie: buyer.cookie } });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"))).toHaveLength(1);
    expect((await orderOf(orderId)).completedAt).toEqual(order.completedAt);
  });

  it("the success page fulfils without waiting for the webhook", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer);
    const { orderId, sessionId } = await startCheckout(buyer, [generation]);
    await pay(sessionId);
    const page = await SELF.fetch(`http://localhost/purchase-success?order_id=${orderId}`, { headers: { Cookie: buyer.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Purchase Successful!");
    expect((await orderOf(orderId)).status).toBe("completed");
  });

  it("a payment of the wrong amount or currency is not fulfilled: the order is parked for an operator, with why", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, ["original_106"]);
    const paid = await pay(sessionId, { amount: 1 });
    await deliverRecorded("checkout.session.completed", sessionId);
    const parked = await orderOf(orderId);
    expect(parked).toMatchObject({ status: "parked", nextAttemptAt: null, providerPaymentId: paid.payment_intent });
    expect(parked.parkedReason).toMatch(/^Paid 1 usd, expected 999 usd: nothing was delivered/);
    // Its buyer reads it as before: the payment is not confirmed.
    const status = await SELF.fetch(`http://localhost/api/purchases/${orderId}`, { headers: { Cookie: buyer.cookie } });
    expect(((await status.json()) as { purchase: { status: string } }).purchase.status).toBe("pending");
    const other = await startCheckout(await newBuyer(), ["original_107"]);
    await pay(other.sessionId, { currency: "eur" });
    await deliverRecorded("checkout.session.completed", other.sessionId);
    expect((await orderOf(other.orderId)).status).toBe("parked");
    const [logo] = await db().select({ sold: logos.soldOrderId }).from(logos).where(eq(logos.id, 106));
    expect(logo!.sold).toBeNull();
  });

  it("ends right when events come out of order: expired, then completed", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer);
    const { orderId, sessionId } = await startCheckout(buyer, [generation]);
    // A stale expiry (Stripe's envelope around the session as it was) arrives before the payment's event.
    const open = await session(sessionId);
    await deliver("checkout.session.expired", { ...open, status: "expired", url: null });
    expect((await orderOf(orderId)).status).toBe("expired");
    await pay(sessionId);
    await deliverRecorded("checkout.session.completed", sessionId);
    expect((await orderOf(orderId)).status).toBe("completed");
    // And an expiry arriving after the completion changes nothing.
    await deliver("checkout.session.expired", { ...open, status: "expired", url: null });
    expect((await orderOf(orderId)).status).toBe("completed");
  });

  it("a session Stripe expires ends its order and frees its logo", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, ["original_112"]);
    await runOut(sessionId);
    expect((await deliverRecorded("checkout.session.expired", sessionId)).status).toBe(200);
    expect((await orderOf(orderId)).status).toBe("expired");
    const [logo] = await db().select({ heldBy: logos.heldByOrderId }).from(logos).where(eq(logos.id, 112));
    expect(logo!.heldBy).toBeNull();
  });

  it("a second payment for a logo sold meanwhile is refunded through Stripe, and its buyer told in words", async () => {
    const first = await newBuyer();
    const second = await newBuyer();
    const a = await startCheckout(first, ["original_108"]);
    // The first checkout's hold runs out; a second buyer starts and both pay.
    await db().update(logos).set({ heldUntil: Date.now() - 1000 }).where(eq(logos.id, 108));
    const b = await startCheckout(second, ["original_108"]);
    await pay(a.sessionId);
    await deliverRecorded("checkout.session.completed", a.sessionId);
    const paidB = await pay(b.sessionId, { email: "late@example.com" });
    await deliverRecorded("checkout.session.completed", b.sessionId);

    expect((await orderOf(a.orderId)).status).toBe("completed");
    const late = await orderOf(b.orderId);
    expect(late.status).toBe("refunded");
    expect(late.note).toMatch(/^Someone else completed their purchase of .+ a moment before you did.*refunded in full/);
    const [refund] = await refunds(paidB.payment_intent as string);
    expect(refund).toMatchObject({ object: "refund", amount: 999, status: "succeeded" });
    // Stripe tells the webhook of the refund it made: nothing changes, it is already refunded.
    expect((await deliverRecorded("charge.refunded", refund!.charge as string)).status).toBe(200);
    expect((await orderOf(b.orderId)).status).toBe("refunded");
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "late@example.com"));
    expect(mail!.text).toContain("refunded in full");
    const [logo] = await db().select({ sold: logos.soldOrderId }).from(logos).where(eq(logos.id, 108));
    expect(logo!.sold).toBe(a.orderId);
  });

  it("a refund marks the order refunded, ends its downloads, and puts the logo back on sale", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, ["original_109"]);
    const paid = await pay(sessionId);
    await deliverRecorded("checkout.session.completed", sessionId);
    const [item] = (await getOrder(db(), orderId))!.items;
    const file = `http://localhost/api/orders/${orderId}/files/${item!.purchaseId}/png`;
    expect((await SELF.fetch(file, { headers: { Cookie: buyer.cookie } })).status).toBe(200);

    // The operator refunds the payment (the 30-day guarantee) in Stripe; Stripe tells the webhook.
    const refund = await stripeApi().refunds.create({ payment_intent: paid.payment_intent as string, reason: "requested_by_customer" });
    await deliverRecorded("charge.refunded", refund.charge as string);
    expect((await orderOf(orderId)).status).toBe("refunded");
    expect((await SELF.fetch(file, { headers: { Cookie: buyer.cookie } })).status).toBe(404);
    const id = Number(item!.purchaseId.replace("original_", ""));
    const [logo] = await db().select({ sold: logos.soldOrderId }).from(logos).where(eq(logos.id, id));
    expect(logo!.sold).toBeNull();
  });
});

describe("delivery", () => {
  it("serves each file of a bought generated logo to its buyer only, with its type and a name", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer, "Fern Hollow");
    const { orderId, sessionId } = await startCheckout(buyer, [generation]);
    await pay(sessionId, { email: "fern@example.com" });
    await deliverRecorded("checkout.session.completed", sessionId);
    const base = `http://localhost/api/orders/${orderId}/files/${generation}`;

    const png = await SELF.fetch(`${base}/png`, { headers: { Cookie: buyer.cookie } });
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
    expect(png.headers.get("Content-Disposition")).toBe('attachment; filename="fern-hollow-logo-2048.png"');
    // Rendered from the generation's design (the stand-in names its files after the brand).
    expect(await png.text()).toBe("<logo/logo-2048.png:render Fern Hollow>");
    for (const [format, type] of [["transparent-png", "image/png"], ["webp", "image/webp"], ["svg", "image/svg+xml"], ["zip", "application/zip"], ["web/favicon.ico", "image/vnd.microsoft.icon"], ["brand/brand-guide.pdf", "application/pdf"]]) {
      const response = await SELF.fetch(`${base}/${format}`, { headers: { Cookie: buyer.cookie } });
      expect(response.status, format).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      await response.arrayBuffer();
    }

    // Anyone else: nothing, not even whether the order exists.
    const stranger = await newBuyer();
    for (const cookie of [stranger.cookie, ""]) {
      expect((await SELF.fetch(`${base}/png`, { headers: { Cookie: cookie } })).status).toBe(404);
      expect((await SELF.fetch(`${base}/web/favicon.ico`, { headers: { Cookie: cookie } })).status).toBe(404);
      expect((await SELF.fetch(`http://localhost/api/purchases/${orderId}`, { headers: { Cookie: cookie } })).status).toBe(404);
      expect((await SELF.fetch(`http://localhost/orders/${orderId}`, { headers: { Cookie: cookie } })).status).toBe(404);
    }
    // The receipt's secret link opens it in any browser.
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "fern@example.com"));
    const key = /key=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!;
    expect((await SELF.fetch(`${base}/png?key=${key}`)).status).toBe(200);
    expect((await SELF.fetch(`${base}/png?key=${key}x`)).status).toBe(404);
    // The watermarked preview is not among the files of an order, nor is anything outside the kit.
    for (const name of ["pngWatermarked", "logo/logo-watermarked.png", "../kit.json", "kit.json"]) {
      expect((await SELF.fetch(`${base}/${name}`, { headers: { Cookie: buyer.cookie } })).status, name).toBe(404);
    }
  });

  it("answers the spec's calls: verify, status, complete and download links", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer);
    const { orderId, sessionId } = await startCheckout(buyer, [generation]);
    const headers = { "Content-Type": "application/json", Cookie: buyer.cookie };
    const status = await SELF.fetch(`http://localhost/api/purchases/${orderId}`, { headers });
    expect(await status.json()).toMatchObject({ success: true, purchase: { orderId, status: "pending", paid: false, totalCents: 999 } });
    expect(await (await SELF.fetch(`http://localhost/api/purchases/${orderId}/download-links`, { headers })).json()).toEqual({ success: false, error: "Failed to get download links" });
    const early = await SELF.fetch("http://localhost/api/purchases/complete", { method: "POST", headers, body: JSON.stringify({ orderId }) });
    expect(await early.json()).toMatchObject({ success: false, error: "Failed to complete purchase" });

    await pay(sessionId);
    const verified = await SELF.fetch("http://localhost/api/purchases/verify", { method: "POST", headers, body: JSON.stringify({ orderId }) });
    expect(await verified.json()).toMatchObject({ success: true, purchase: { status: "completed", paid: true } });
    const complete = await SELF.fetch("http://localhost/api/purchases/complete", { method: "POST", headers, body: JSON.stringify({ orderId, customData: {} }) });
    expect(await complete.json()).toEqual({ success: true, status: "completed" });
    const links = (await (await SELF.fetch(`http://localhost/api/purchases/${orderId}/download-links`, { headers })).json()) as { logos: { files: { url: string }[]; zip: string }[] };
    expect(links.logos[0]!.files.map((file) => file.url.split("/").pop())).toEqual(["png", "transparent-png", "webp", "svg"]);
    expect(await (await SELF.fetch("http://localhost/api/purchases/verify", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ orderId }) })).json()).toEqual({ success: false, error: "Failed to verify purchase" });
  });
});

describe("exclusive ownership", () => {
  it("a sold catalogue logo leaves browse and its page says it is sold", async () => {
    const buyer = await newBuyer();
    const { sessionId } = await startCheckout(buyer, ["original_111"]);
    await pay(sessionId);
    await deliverRecorded("checkout.session.completed", sessionId);
    const id = 111;
    const browse = await (await SELF.fetch("http://localhost/browse")).text();
    expect(browse).not.toContain(`href="/logo/${id}?source=browse"`);
    const page = await (await SELF.fetch(`http://localhost/logo/${id}`)).text();
    expect(page).toContain("This logo has been sold");
    expect(page).not.toContain("Purchase for $9.99");
    const soldPage = await (await SELF.fetch("http://localhost/sold-logos")).text();
    expect(soldPage).toContain(`Sold Logos`);
    expect(soldPage).not.toContain("$9.99");
  });
});
