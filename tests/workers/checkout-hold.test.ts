/**
 * The hold on a logo belongs to the buyer who opened its checkout (issue 21;
 * docs/decisions/0502): pressing Purchase again takes the same buyer (this browser, or
 * their account on another device) back to the same open checkout; anyone else is told
 * the logo is held, and until when; a hold that ran out is no one's.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCheckout } from "#app/server/checkout/create.server.ts";
import { logos, orders } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { signIn, signUp, uniqueEmail, sessionCookieOf } from "./account-helpers.ts";
import { db, finishedGeneration, newBuyer, pay, runOut, session, startCheckout, type Buyer } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

const FOR_SALE = Array.from({ length: 20 }, (_, index) => ({ ...FIXTURE_CATALOGUE[index % FIXTURE_CATALOGUE.length]!, id: 301 + index, name: `Held Logo ${301 + index}` }));

beforeAll(async () => {
  await seedCatalogue(FOR_SALE);
});

const ordersOf = (buyer: Buyer) => db().select().from(orders).where(eq(orders.ownerVisitorId, buyer.id));
const heldUntil = async (id: number) => (await db().select({ until: logos.heldUntil }).from(logos).where(eq(logos.id, id)))[0]!.until!;

/** The purchase button's form, without JavaScript: where the 303 points. */
async function pressPurchase(cookie: string, logoIds: string[], timeZone?: string) {
  const fields = logoIds.map((id) => ["logoIds", id]);
  // With JavaScript, the form carries the browser's time zone.
  if (timeZone) fields.push(["timeZone", timeZone]);
  const response = await SELF.fetch("http://localhost/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: "http://localhost" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), text: response.status === 303 ? "" : await response.text() };
}

describe("the same buyer is taken back to their open checkout", () => {
  it("the same browser: Purchase, Back, Purchase again opens the same Stripe session, with and without JavaScript", async () => {
    const buyer = await newBuyer();
    const first = await startCheckout(buyer, ["original_301"]);
    const again = await startCheckout(buyer, ["original_301"]);
    expect(again).toEqual(first);
    const form = await pressPurchase(buyer.cookie, ["original_301"]);
    expect(form).toMatchObject({ status: 303, location: first.checkoutUrl });
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect((await session(first.sessionId)).status).toBe("open");
  });

  it("the same account on another device", async () => {
    const laptop = await newBuyer();
    const { email, cookie } = await signUp({ email: uniqueEmail("hold") }, laptop.cookie);
    const opened = await pressPurchase(`${laptop.cookie}; ${cookie}`, ["original_302"]);
    expect(opened.status).toBe(303);

    const phone = await newBuyer();
    const signedIn = await signIn(email, undefined, phone.cookie, "192.0.2.31");
    const onPhone = await pressPurchase(`${phone.cookie}; ${sessionCookieOf(signedIn)}`, ["original_302"]);
    expect(onPhone).toMatchObject({ status: 303, location: opened.location });
  });

  it("a guest who signs in afterwards: the account claimed the hold, on this device and another", async () => {
    const guest = await newBuyer();
    const generation = await finishedGeneration(guest, "Crumb and Co");
    const opened = await startCheckout(guest, [generation, "original_303"]);
    const { email, cookie } = await signUp({ email: uniqueEmail("claimer") }, guest.cookie);
    expect((await getOrder(db(), opened.orderId))!.order.ownerUserId).not.toBeNull();

    expect(await pressPurchase(`${guest.cookie}; ${cookie}`, [generation, "original_303"])).toMatchObject({ status: 303, location: opened.checkoutUrl });
    const tablet = await newBuyer();
    const signedIn = await signIn(email, undefined, tablet.cookie, "192.0.2.32");
    expect(await pressPurchase(`${tablet.cookie}; ${sessionCookieOf(signedIn)}`, [generation, "original_303"])).toMatchObject({ status: 303, location: opened.checkoutUrl });
  });

  it("the local test checkout: the same page again", async () => {
    const buyer = await newBuyer();
    const context = { db: db(), env: { ...env, STRIPE_SECRET_KEY: "" }, origin: "http://localhost" };
    const first = await createCheckout(context, { visitorId: buyer.id }, { logoIds: ["original_304"] });
    const again = await createCheckout(context, { visitorId: buyer.id }, { logoIds: ["original_304"] });
    expect(first).toMatchObject({ ok: true, checkoutUrl: expect.stringMatching(/^http:\/\/localhost\/test-checkout\/tcs_/) });
    expect(again).toEqual(first);
  });

  it("a checkout paid meanwhile takes the buyer to their purchase, not to a second payment", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer);
    const { orderId, sessionId } = await startCheckout(buyer, [generation]);
    await pay(sessionId);
    // No webhook yet: pressing Purchase again asks Stripe, which says it was paid.
    const again = await pressPurchase(buyer.cookie, [generation]);
    expect(again).toMatchObject({ status: 303, location: `http://localhost/purchase-success?order_id=${orderId}` });
    expect((await getOrder(db(), orderId))!.order.status).toBe("completed");
  });

  it("another selection ends the buyer's older checkout before holding anything", async () => {
    const buyer = await newBuyer();
    const older = await startCheckout(buyer, ["original_305"]);
    const newer = await startCheckout(buyer, ["original_305", "original_306"]);
    expect(newer.orderId).not.toBe(older.orderId);
    expect((await session(older.sessionId)).status).toBe("expired");
    expect((await getOrder(db(), older.orderId))!.order.status).toBe("cancelled");
    expect((await session(newer.sessionId)).amount_total).toBe(1998);
  });
});

describe("anyone else", () => {
  it("is told the logo is held, and until when, in their time zone", async () => {
    await startCheckout(await newBuyer(), ["original_307"]);
    const until = await heldUntil(307);
    const stranger = await newBuyer();
    const response = await SELF.fetch("http://localhost/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: stranger.cookie },
      body: JSON.stringify({ logoIds: ["original_307"] }),
      cf: { timezone: "Asia/Tokyo" },
    } as RequestInit);
    expect(response.status).toBe(409);
    const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Tokyo", timeZoneName: "short" }).format(until);
    expect(((await response.json()) as { error: string }).error).toBe(
      `Failed to create checkout session: This logo is being purchased by someone else right now. Their checkout holds it until ${clock} (in 40 minutes); if they do not complete it, you can buy it then.`,
    );
    // Nothing of theirs was written: no order, no cookie-bound record.
    expect(await ordersOf(stranger)).toEqual([]);
  });

  it("is told through the purchase form too, naming the logo when the order holds several, in the browser's time zone", async () => {
    await startCheckout(await newBuyer(), ["original_308"]);
    const refused = await pressPurchase((await newBuyer()).cookie, ["original_309", "original_308"], "America/Sao_Paulo");
    expect(refused.status).toBe(409);
    const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Sao_Paulo", timeZoneName: "short" }).format(await heldUntil(308));
    expect(refused.text).toContain(`“Held Logo 308” is being purchased by someone else right now. Their checkout holds it until ${clock} (in 40 minutes)`);
    // Without JavaScript the form carries no zone: the time is told in UTC.
    const utc = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(await heldUntil(308));
    expect((await pressPurchase((await newBuyer()).cookie, ["original_308"])).text).toContain(`This logo is being purchased by someone else right now. Their checkout holds it until ${utc} (in 40 minutes)`);
    // The free logo of that selection was not held either.
    expect((await db().select({ by: logos.heldByOrderId }).from(logos).where(eq(logos.id, 309)))[0]!.by).toBeNull();
  });
});

describe("a hold that ran out", () => {
  it("is no one's: another buyer opens their own checkout", async () => {
    const first = await startCheckout(await newBuyer(), ["original_310"]);
    await db().update(logos).set({ heldUntil: Date.now() - 1000 }).where(eq(logos.id, 310));
    const second = await startCheckout(await newBuyer(), ["original_310"]);
    expect(second.checkoutUrl).not.toBe(first.checkoutUrl);
  });

  it("takes its own buyer to a new checkout when Stripe has expired the old one", async () => {
    const buyer = await newBuyer();
    const first = await startCheckout(buyer, ["original_311"]);
    // Stripe expired the session; its webhook has not arrived, so the hold still stands.
    await runOut(first.sessionId);
    const second = await startCheckout(buyer, ["original_311"]);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect((await getOrder(db(), first.orderId))!.order.status).toBe("expired");
    expect((await session(second.sessionId)).status).toBe("open");
  });
});

describe("leaving the payment page by its way back", () => {
  it("ends the buyer's checkout and frees the logo; the link in anyone else's hands does nothing", async () => {
    const buyer = await newBuyer();
    const { orderId, sessionId } = await startCheckout(buyer, ["original_313"]);
    const cancelled = `http://localhost/purchase-cancelled?order_id=${orderId}`;
    expect((await SELF.fetch(cancelled, { headers: { Cookie: (await newBuyer()).cookie } })).status).toBe(200);
    expect((await getOrder(db(), orderId))!.order.status).toBe("pending");

    const page = await SELF.fetch(cancelled, { headers: { Cookie: buyer.cookie } });
    expect(await page.text()).toContain("Purchase Cancelled");
    expect((await getOrder(db(), orderId))!.order.status).toBe("cancelled");
    expect((await session(sessionId)).status).toBe("expired");
    expect((await db().select({ by: logos.heldByOrderId }).from(logos).where(eq(logos.id, 313)))[0]!.by).toBeNull();
  });
});
