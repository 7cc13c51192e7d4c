/**
 * Kept pages go when what they show stops being true (issue 26, docs/decisions/0019): a
 * hold, a sale, a refund, a logo made public or private or deleted. Here in this data
 * centre at once; everywhere through Cloudflare's purge API (its local stand-in).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import Stripe from "stripe";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import app from "#app/server/http/app.ts";
import { CACHE_TAGS } from "#app/server/cache/page-policy.ts";
import { purgeLogoPages } from "#app/server/cache/purge.server.ts";
import { purgeZoneTags, zonePurgeOf } from "#app/server/cache/zone-purge.server.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { newGenerationId, newLogoId } from "#protocol/ids.ts";
import { CLOUDFLARE_TEST_TOKEN, CLOUDFLARE_TEST_ZONE, type RecordedPurge } from "#tests/support/cloudflare-stand-in.ts";
import { get, post, signUp } from "./account-helpers.ts";
import { db, deliverRecorded, newBuyer, pay, startCheckout, stripeApi, stripeEventFor } from "./checkout-helpers.ts";
import { anonymous, cacheStatusOf, emptyEdgeCache } from "./edge-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

const FOR_SALE = Array.from({ length: 6 }, (_, index) => ({
  ...FIXTURE_CATALOGUE[index % FIXTURE_CATALOGUE.length]!,
  id: 201 + index,
  name: `Edge Sale ${201 + index}`,
  spec: { brand: `Edge Sale ${201 + index}` },
}));

beforeAll(async () => {
  await seedCatalogue([...FIXTURE_CATALOGUE, ...FOR_SALE]);
});
beforeEach(emptyEdgeCache);

/** Reads a page as a visitor without a session would, after reading it once so the cache has it. */
async function keptPage(path: string): Promise<string> {
  await (await anonymous(path)).text();
  const again = await anonymous(path);
  expect(cacheStatusOf(again).hit).toBe(true);
  return again.text();
}

async function freshPage(path: string): Promise<string> {
  const response = await anonymous(path);
  expect(cacheStatusOf(response)).toMatchObject({ hit: false, stored: true });
  return response.text();
}

describe("a purge in the data centre that answers", () => {
  it("a hold, then a sale: an anonymous /browse and /logo/{id} show the logo sold at once", async () => {
    expect(await keptPage("/browse")).toContain("Edge Sale 201");
    expect(await keptPage("/logo/201")).toContain("Purchase for $9.99");
    expect(await keptPage("/sold-logos")).not.toContain("Edge Sale 201");
    await keptPage("/browse.data");

    const buyer = await newBuyer();
    const { sessionId } = await startCheckout(buyer, ["original_201"]);
    // The hold changed the logo's row: its page is rendered anew.
    expect(cacheStatusOf(await anonymous("/logo/201")).hit).toBe(false);

    await pay(sessionId);
    expect((await deliverRecorded("checkout.session.completed", sessionId)).status).toBe(200);
    expect(await freshPage("/browse")).not.toContain("Edge Sale 201");
    const logoPage = await freshPage("/logo/201");
    expect(logoPage).toContain("This logo has been sold");
    expect(logoPage).not.toContain("Purchase for $9.99");
    expect(await freshPage("/sold-logos")).toContain("Edge Sale 201");
    expect(await freshPage("/browse.data")).not.toContain("Edge Sale 201");
    // Pages the sale did not touch stay kept.
    expect(cacheStatusOf(await anonymous("/about")).hit).toBe(false);
    await keptPage("/about");
  });

  it("a refund puts the logo back on sale in every kept list", async () => {
    const buyer = await newBuyer();
    const { sessionId } = await startCheckout(buyer, ["original_202"]);
    const paid = await pay(sessionId);
    await deliverRecorded("checkout.session.completed", sessionId);
    expect(await keptPage("/browse")).not.toContain("Edge Sale 202");
    expect(await keptPage("/logo/202")).toContain("This logo has been sold");

    const refund = await stripeApi().refunds.create({ payment_intent: paid.payment_intent as string, reason: "requested_by_customer" });
    await deliverRecorded("charge.refunded", refund.charge as string);
    expect(await freshPage("/browse")).toContain("Edge Sale 202");
    expect(await freshPage("/logo/202")).toContain("Purchase for $9.99");
  });

  it("a checkout that ends unpaid lets go of the hold and of the pages rendered under it", async () => {
    const { sessionId } = await startCheckout(await newBuyer(), ["original_203"]);
    await keptPage("/logo/203");
    const expired = await stripeApi().checkout.sessions.expire(sessionId);
    expect(expired.status).toBe("expired");
    await deliverRecorded("checkout.session.expired", sessionId);
    expect(cacheStatusOf(await anonymous("/logo/203")).hit).toBe(false);
  });

  it("a logo made public or private, or deleted, leaves the gallery and its page", async () => {
    const { cookie, email } = await signUp();
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
    const id = newGenerationId();
    const logoId = newLogoId();
    await recordStarted(db(), { id, logoId, prompt: "A logo for Wren Works", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: (await newBuyer()).id, ownerUserId: userId, at: new Date() });
    await recordCompleted(db(), id, { spec: {}, metadata: { name: "Wren Works", description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });

    expect(await keptPage("/gallery")).not.toContain(id);
    expect((await post("/dashboard", { intent: "visibility", generationId: id, public: "true" }, cookie)).status).toBe(200);
    expect(await freshPage("/gallery")).toContain(id);
    await keptPage("/gallery");
    expect((await post("/dashboard", { intent: "visibility", generationId: id, public: "false" }, cookie)).status).toBe(200);
    expect(await freshPage("/gallery")).not.toContain(id);

    expect(await keptPage(`/logo/${logoId}`)).toContain("Wren Works");
    expect((await post("/dashboard", { intent: "delete-logo", generationId: id }, cookie)).status).toBe(200);
    const gone = await anonymous(`/logo/${logoId}`);
    expect(cacheStatusOf(gone).hit).toBe(false);
    expect(await gone.text()).not.toContain("Wren Works");
    // Their own dashboard says so too (it is never kept).
    expect(await (await get("/dashboard", cookie)).text()).not.toContain(id);
  });
});

describe("a purge everywhere, through Cloudflare's purge API", () => {
  const zone = { zoneId: CLOUDFLARE_TEST_ZONE, token: CLOUDFLARE_TEST_TOKEN, api: env.CLOUDFLARE_API_URL! };
  const standIn = (path: string) => new URL(`/__stand-in/${path}`, env.CLOUDFLARE_API_URL).href;

  async function purgesWith(token: string): Promise<RecordedPurge[]> {
    const answer = (await (await fetch(`${standIn("purges")}?token=${encodeURIComponent(token)}`)).json()) as { purges: RecordedPurge[] };
    return answer.purges;
  }

  async function tokenOfItsOwn(): Promise<string> {
    const token = `test-token-${crypto.randomUUID()}`;
    await fetch(standIn("tokens"), { method: "POST", body: JSON.stringify({ token, zones: [CLOUDFLARE_TEST_ZONE] }) });
    return token;
  }

  it("a sale through the app purges its pages' tags in every data centre, and again a few seconds later", async () => {
    const token = await tokenOfItsOwn();
    const zoned = { ...env, CACHE_PURGE_ZONE_ID: CLOUDFLARE_TEST_ZONE, CACHE_PURGE_API_TOKEN: token };
    const { sessionId } = await startCheckout(await newBuyer(), ["original_204"]);
    await pay(sessionId);
    const event = await stripeEventFor("checkout.session.completed", sessionId);
    const payload = JSON.stringify(event);
    const signature = await new Stripe("sk_test_local_stand_in", { httpClient: Stripe.createFetchHttpClient() }).webhooks.generateTestHeaderStringAsync({
      payload,
      secret: env.STRIPE_WEBHOOK_SECRET!,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    const ctx = createExecutionContext();
    const answer = await app.fetch(new Request("http://localhost/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload }), zoned, ctx);
    expect(answer.status).toBe(200);
    await waitOnExecutionContext(ctx);
    const purges = await purgesWith(token);
    expect(purges.map((purge) => purge.body)).toEqual([
      { tags: [CACHE_TAGS.catalogue, CACHE_TAGS.logo("204")] },
      { tags: [CACHE_TAGS.catalogue, CACHE_TAGS.logo("204")] },
    ]);
    expect(purges.every((purge) => purge.zone === CLOUDFLARE_TEST_ZONE)).toBe(true);
    expect(purges[1]!.at - purges[0]!.at).toBeGreaterThanOrEqual(4_900);
  }, 20_000);

  it("names a generated logo's page by the id in its URL, with the gallery", async () => {
    const token = await tokenOfItsOwn();
    const id = newGenerationId();
    const logoId = newLogoId();
    await recordStarted(db(), { id, logoId, prompt: "A logo for Tern Point", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: (await newBuyer()).id, at: new Date() });
    await purgeLogoPages({ db: db(), env: { CACHE_PURGE_ZONE_ID: CLOUDFLARE_TEST_ZONE, CACHE_PURGE_API_TOKEN: token, CLOUDFLARE_API_URL: env.CLOUDFLARE_API_URL }, origin: "http://localhost" }, [{ kind: "generation", generationId: id }]);
    expect((await purgesWith(token)).map((purge) => purge.body)).toEqual([{ tags: [CACHE_TAGS.gallery, CACHE_TAGS.logo(logoId)] }]);
  });

  it("sends at most 100 tags a request, as Cloudflare allows", async () => {
    const token = await tokenOfItsOwn();
    const tags = Array.from({ length: 230 }, (_, index) => `lm-logo-${index}`);
    await purgeZoneTags({ ...zone, token }, tags);
    const sent = (await purgesWith(token)).map((purge) => (purge.body.tags as string[]).length);
    expect(sent).toEqual([100, 100, 30]);
  });

  it("waits as long as Cloudflare's Retry-After asks when rate limited, and retries a server error", async () => {
    const token = await tokenOfItsOwn();
    await fetch(standIn("failures"), { method: "POST", body: JSON.stringify({ token, status: 429, times: 1, retryAfter: 1 }) });
    const started = Date.now();
    await purgeZoneTags({ ...zone, token }, [CACHE_TAGS.catalogue]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await fetch(standIn("failures"), { method: "POST", body: JSON.stringify({ token, status: 503, times: 2 }) });
    await purgeZoneTags({ ...zone, token }, [CACHE_TAGS.gallery]);
    expect((await purgesWith(token)).map((purge) => purge.body)).toEqual([{ tags: [CACHE_TAGS.catalogue] }, { tags: [CACHE_TAGS.gallery] }]);
  });

  it("names the fix when Cloudflare refuses the token or a tag, without retrying a refusal", async () => {
    await expect(purgeZoneTags({ ...zone, token: "a-token-without-the-permission" }, [CACHE_TAGS.catalogue])).rejects.toThrow(
      /Cloudflare refused the cache purge token \(10000 Authentication error\): give CACHE_PURGE_API_TOKEN the Cache Purge permission on zone/,
    );
    const token = await tokenOfItsOwn();
    await expect(purgeZoneTags({ ...zone, token }, ["a tag with spaces"])).rejects.toThrow(/1315 Non-printable characters are forbidden in tags/);
    expect(await purgesWith(token)).toEqual([]);
    expect(() => zonePurgeOf({ CACHE_PURGE_ZONE_ID: CLOUDFLARE_TEST_ZONE })).toThrow(/set it with `npx wrangler secret put CACHE_PURGE_API_TOKEN`/);
    expect(zonePurgeOf({ CACHE_PURGE_ZONE_ID: "" })).toBeNull();
  });

  it("a purge Cloudflare refuses is told to the operator, and the answering data centre is purged anyway", async () => {
    await keptPage("/logo/205");
    const refused = { CACHE_PURGE_ZONE_ID: CLOUDFLARE_TEST_ZONE, CACHE_PURGE_API_TOKEN: "a-revoked-token", CLOUDFLARE_API_URL: env.CLOUDFLARE_API_URL };
    const pending: Promise<unknown>[] = [];
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      await purgeLogoPages({ db: db(), env: refused, origin: "http://localhost", waitUntil: (promise) => void pending.push(promise) }, [{ kind: "catalogue", id: 205 }]);
      expect(cacheStatusOf(await anonymous("/logo/205")).hit).toBe(false);
      await Promise.all(pending);
    } finally {
      console.error = error;
    }
    expect(String(logged[0]?.[1])).toMatch(/give CACHE_PURGE_API_TOKEN the Cache Purge permission/);
  }, 15_000);
});
