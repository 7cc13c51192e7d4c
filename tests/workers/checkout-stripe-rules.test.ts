/**
 * The app keeps to Stripe's rules (issue 22; docs/decisions/0501), checked against the
 * stand-in that applies them: an expiry inside Stripe's window with a margin, a hold that
 * lasts as long as the session can be paid, long names shortened for Stripe while the
 * order keeps them whole, too large an order refused before anything is held, and a
 * failing Stripe told to the buyer in a sentence with nothing left held.
 */
import { env, SELF } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCheckout } from "#app/server/checkout/create.server.ts";
import { stripeCheckout } from "#app/server/checkout/stripe.server.ts";
import { STRIPE_MAX_PAYMENT_LINE_ITEMS } from "#app/server/checkout/stripe-limits.ts";
import { MAX_LOGOS_PER_ORDER } from "#app/lib/purchase.ts";
import { ProviderFailure } from "#app/server/checkout/types.ts";
import { logos, orders } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { checkout, db, finishedGeneration, newBuyer, scriptFailure, session, startCheckout, stripeApi } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

const FOR_SALE = Array.from({ length: 40 }, (_, index) => ({ ...FIXTURE_CATALOGUE[index % FIXTURE_CATALOGUE.length]!, id: 201 + index, name: `Rule Logo ${201 + index}` }));

beforeAll(async () => {
  await seedCatalogue(FOR_SALE);
});

const held = async (id: number) => (await db().select({ by: logos.heldByOrderId, until: logos.heldUntil }).from(logos).where(eq(logos.id, id)))[0]!;
const context = (overrides: Partial<typeof env> = {}) => ({ db: db(), env: { ...env, ...overrides }, origin: "http://localhost" });

describe("the session's expiry and the hold", () => {
  it("expires the session inside Stripe's window with a margin, and holds the logo as long as it can be paid", async () => {
    const before = Date.now();
    const { sessionId } = await startCheckout(await newBuyer(), ["original_201"]);
    const { expires_at, created } = await session(sessionId);
    // At least 30 minutes when Stripe created it, with minutes to spare; far from 24 hours.
    expect(expires_at - created).toBeGreaterThanOrEqual(34 * 60);
    expect(expires_at - created).toBeLessThanOrEqual(36 * 60);
    const hold = await held(201);
    expect(hold.until!).toBeGreaterThanOrEqual(expires_at * 1000 + 4 * 60 * 1000);
    expect(hold.until!).toBeLessThanOrEqual(before + 45 * 60 * 1000);
  });

  it("the expiry the app used to send (now + 30 minutes, rounded down) is refused by Stripe's rule", async () => {
    while (Date.now() % 1000 === 0) await fetch(env.STRIPE_API_URL!);
    const old = new Date(Math.floor((Date.now() + 30 * 60 * 1000) / 1000) * 1000);
    const request = { orderId: "order_old", totalCents: 999, currency: "usd", items: [{ name: "Fern", amountCents: 999 }], successUrl: "http://localhost/s", cancelUrl: "http://localhost/c", termsUrl: "http://localhost/terms", expiresAt: old };
    const refused = await stripeCheckout(env).createSession(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderFailure);
    expect(refused).toMatchObject({ kind: "refused", message: expect.stringContaining("(expires_at): The `expires_at` timestamp must be at least 30 minutes") });
  });
});

describe("names, sizes and addresses Stripe takes", () => {
  it("sends Stripe a long generated name shortened to one line, while the order keeps it whole", async () => {
    const buyer = await newBuyer();
    const prompt = `A logo for a bakery\n\ncalled Crumb and Co, ${"with warm colours and a wheat sheaf ".repeat(180)}`;
    expect(prompt.length).toBeGreaterThan(5000);
    const generation = await finishedGeneration(buyer, prompt);
    const { orderId, sessionId } = await startCheckout(buyer, [generation, "original_202"]);
    const lines = await stripeApi().checkout.sessions.listLineItems(sessionId);
    const [long, short] = lines.data.map((line) => line.description!);
    expect([...long!].length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^A logo for a bakery called Crumb and Co, with warm colours .*…$/);
    expect(long).not.toMatch(/\n/);
    expect(short).toBe("Rule Logo 202");
    const { items } = (await getOrder(db(), orderId))!;
    expect(items.find((item) => item.purchaseId === generation)!.name).toBe(prompt.trim());
  });

  it("refuses more logos than one order holds with the count, before any order or hold", async () => {
    const ids = FOR_SALE.slice(5, 26).map((logo) => `original_${logo.id}`);
    const response = await checkout(await newBuyer(), { logoIds: ids });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "Failed to create checkout session: An order may hold at most 20 logos, and this one has 21. Please buy them in smaller orders.",
    );
    const touched = await db().select({ by: logos.heldByOrderId }).from(logos).where(inArray(logos.id, FOR_SALE.slice(5, 26).map((logo) => logo.id)));
    expect(touched.every((row) => row.by === null)).toBe(true);
    // One line item a logo: the most an order holds is within Stripe's 100; twenty open one session.
    expect(MAX_LOGOS_PER_ORDER).toBeLessThanOrEqual(STRIPE_MAX_PAYMENT_LINE_ITEMS);
    const { sessionId } = await startCheckout(await newBuyer(), ids.slice(0, 20));
    expect((await stripeApi().checkout.sessions.listLineItems(sessionId, { limit: 100 })).data).toHaveLength(20);
  });

  it("'Purchase selected' posts its form and Stripe gets one line item a logo, each named, one total", async () => {
    const buyer = await newBuyer();
    const picks = FOR_SALE.slice(34, 37).map((logo) => logo.id);
    const response = await SELF.fetch("http://localhost/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: buyer.cookie, Origin: "http://localhost" },
      body: new URLSearchParams(picks.map((id) => ["logoIds", `original_${id}`])),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const sessionId = response.headers.get("Location")!.split("/").pop()!;
    expect((await session(sessionId)).amount_total).toBe(2997);
    const lines = await stripeApi().checkout.sessions.listLineItems(sessionId);
    expect(lines.data.map((line) => [line.description, line.quantity, line.amount_total])).toEqual(picks.map((id) => [`Rule Logo ${id}`, 1, 999]));
  });

  it("prefills only an e-mail address Stripe takes; another is left for Stripe's page to ask", async () => {
    const prefilled = await checkout(await newBuyer(), { logoIds: ["original_227"], userEmail: "ana@example.com" });
    const { checkoutUrl } = (await prefilled.json()) as { checkoutUrl: string };
    expect((await session(checkoutUrl.split("/").pop()!)).customer_email).toBe("ana@example.com");
    for (const [email, id] of [["ana@example", 228], ["anà@example.com", 229], ["ana@-example.com", 230]] as const) {
      const response = await checkout(await newBuyer(), { logoIds: [`original_${id}`], userEmail: email });
      expect(response.status, email).toBe(200);
      const url = ((await response.json()) as { checkoutUrl: string }).checkoutUrl;
      expect((await session(url.split("/").pop()!)).customer_email, email).toBeNull();
    }
  });
});

describe("when Stripe fails", () => {
  const cases = [
    {
      what: "refuses the session",
      failure: { status: 400, error: { type: "invalid_request_error", message: "Invalid string: ...; must be at most 5000 characters", param: "line_items[0][price_data][product_data][name]" } },
      reason: "The payment provider did not accept this order. Please try again; if it happens again, write to us and we will sort it out.",
    },
    { what: "answers with its own error", failure: { status: 500, error: { type: "api_error", message: "Something went wrong." } }, reason: "The payment provider could not be reached. Please try again in a minute." },
    { what: "drops the connection", failure: { drop: true }, reason: "The payment provider could not be reached. Please try again in a minute." },
  ];
  for (const [index, { what, failure, reason }] of cases.entries()) {
    it(`tells the buyer in a sentence and leaves nothing held when Stripe ${what}`, async () => {
      const key = `sk_test_failing_${index}_${crypto.randomUUID().slice(0, 8)}`;
      await scriptFailure(key, failure);
      const id = 231 + index;
      const buyer = await newBuyer();
      const result = await createCheckout(context({ STRIPE_SECRET_KEY: key }), { visitorId: buyer.id }, { logoIds: [`original_${id}`] });
      expect(result).toEqual({ ok: false, status: 502, error: `Failed to create checkout session: ${reason}` });
      expect(await held(id)).toEqual({ by: null, until: null });
      const [order] = await db().select().from(orders).where(eq(orders.ownerVisitorId, buyer.id));
      expect(order!.status).toBe("cancelled");
      // The logo is free: the next try (Stripe answering again) opens a checkout.
      expect((await checkout(buyer, { logoIds: [`original_${id}`] })).status).toBe(200);
    });
  }

  it("tells the buyer when Stripe cannot be reached at all", async () => {
    const buyer = await newBuyer();
    const result = await createCheckout(context({ STRIPE_API_URL: "http://127.0.0.1:9" }), { visitorId: buyer.id }, { logoIds: ["original_234"] });
    expect(result).toEqual({ ok: false, status: 502, error: "Failed to create checkout session: The payment provider could not be reached. Please try again in a minute." });
    expect(await held(234)).toEqual({ by: null, until: null });
  });
});
