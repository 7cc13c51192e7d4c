import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { rowCounts, seedCatalogue } from "./fixtures.ts";
import { finishedGeneration, newBuyer } from "./checkout-helpers.ts";
import { uniqueEmail } from "./account-helpers.ts";

/**
 * Writes started by another site (app/server/http/request-guard.ts, docs/decisions/0015): a 403
 * before any handler runs, so no cookie is minted and no row written. The same requests
 * from the site's own pages (with or without JavaScript) go through; Stripe's webhook,
 * which proves itself by signature, is exempt.
 */

const SITE = "http://localhost";
const EVIL = "https://evil.example";

beforeAll(async () => {
  await seedCatalogue();
});

const form = (fields: Record<string, string>) => ({ "Content-Type": "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() });

interface Write {
  name: string;
  path: string;
  method?: string;
  contentType: string;
  body: () => string;
}

/** Each one would change something (a row, a cookie) if it were let through. */
const WRITES: Write[] = [
  { name: "newsletter", path: "/blog?index", ...formWrite({ email: "victim@example.com" }) },
  { name: "contact form", path: "/support", ...formWrite({ name: "A", email: "a@example.com", subject: "Technical Support", message: "Hi" }) },
  { name: "sign-up", path: "/signup", ...formWrite(() => ({ email: uniqueEmail("csrf"), password: "correct horse battery", displayName: "" })) },
  { name: "sign-in", path: "/login", ...formWrite({ email: "nobody@example.com", password: "wrong password here" }) },
  { name: "password reset", path: "/reset-password", ...formWrite({ email: "victim@example.com" }) },
  { name: "prompt without JavaScript", path: "/generate", ...formWrite({ prompt: "A fox for a bakery" }) },
  { name: "purchase button", path: "/checkout", ...formWrite({ logoIds: "original_1" }) },
  { name: "dashboard", path: "/dashboard?tab=profile", ...formWrite({ intent: "profile", displayName: "Mallory" }) },
  { name: "sign-out", path: "/logout", ...formWrite({}) },
  { name: "chat as text/plain (no preflight)", path: "/agent/chat", contentType: "text/plain", body: () => JSON.stringify({ messages: [{ role: "user", content: "A fox" }] }) },
  { name: "chat as JSON", path: "/agent/chat/sync", contentType: "application/json", body: () => JSON.stringify({ messages: [{ role: "user", content: "A fox" }] }) },
  { name: "create checkout", path: "/api/checkout", contentType: "application/json", body: () => JSON.stringify({ logoIds: ["original_1"] }) },
  { name: "complete purchase", path: "/api/purchases/complete", contentType: "application/json", body: () => JSON.stringify({ orderId: "order_x" }) },
  { name: "clear context", path: "/agent/clear-context", contentType: "text/plain", body: () => "" },
];

function formWrite(fields: Record<string, string> | (() => Record<string, string>)) {
  return { contentType: "application/x-www-form-urlencoded", body: () => new URLSearchParams(typeof fields === "function" ? fields() : fields).toString() };
}

const CROSS_SITE: [string, Record<string, string>][] = [
  ["Origin of another site", { Origin: EVIL }],
  ["Origin null (a sandboxed frame)", { Origin: "null" }],
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site", Origin: "http://shop.localhost" }],
  ["Origin of the same host on another scheme", { Origin: "https://localhost" }],
];

describe.each(CROSS_SITE)("a write with %s", (_name, headers) => {
  it.each(WRITES)("is refused with a 403 and no side effect: $name", async ({ path, method, contentType, body }) => {
    const before = await rowCounts();
    const response = await SELF.fetch(`${SITE}${path}`, {
      method: method ?? "POST",
      headers: { "Content-Type": contentType, ...headers },
      body: body(),
      redirect: "manual",
    });
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(text).toMatch(/came from another site/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("writes from the site's own pages", () => {
  it("a cross-site DELETE of someone's logo is refused and the logo stays; the same DELETE from the site deletes it", async () => {
    const owner = await newBuyer();
    const id = await finishedGeneration(owner);
    const refused = await SELF.fetch(`${SITE}/api/generations/${id}`, { method: "DELETE", headers: { Cookie: owner.cookie, Origin: EVIL, "Sec-Fetch-Site": "cross-site" } });
    expect(refused.status).toBe(403);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM generations WHERE id = ?").bind(id).first("n")).toBe(1);
    const own = await SELF.fetch(`${SITE}/api/generations/${id}`, { method: "DELETE", headers: { Cookie: owner.cookie, Origin: SITE, "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM generations WHERE id = ?").bind(id).first("n")).toBe(0);
  });

  it("the newsletter form, as a browser posts it from the page (Origin and Sec-Fetch-Site), subscribes", async () => {
    const email = uniqueEmail("reader");
    const { body } = form({ email });
    const response = await SELF.fetch(`${SITE}/blog?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "Sec-Fetch-Site": "same-origin" },
      body,
    });
    expect(response.status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?").bind(email).first("n")).toBe(1);
  });

  it("sign-up from the page signs the person in", async () => {
    const response = await SELF.fetch(`${SITE}/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ email: uniqueEmail("own"), password: "correct horse battery", displayName: "" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("session="))).toBe(true);
  });

  it("the purchase button without JavaScript starts a checkout and gives a new visitor their cookie", async () => {
    const response = await SELF.fetch(`${SITE}/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ logoIds: "original_2" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("visitor="))).toBe(true);
  });

  it("a form from the page with a forged X-Forwarded-Host is judged by the address it came to, not a server error", async () => {
    const response = await SELF.fetch(`${SITE}/blog?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, "X-Forwarded-Host": "evil.example" },
      body: new URLSearchParams({ email: uniqueEmail("forwarded") }),
    });
    expect(response.status).toBe(200);
  });

  it("a request from no browser at all (no Origin, no Sec-Fetch-Site) is not taken for a cross-site one", async () => {
    const response = await SELF.fetch(`${SITE}/blog?index`, { method: "POST", body: new URLSearchParams({ email: uniqueEmail("cli") }) });
    expect(response.status).toBe(200);
  });

  it("reads from another site are not refused (links, images)", async () => {
    const response = await SELF.fetch(`${SITE}/browse`, { headers: { "Sec-Fetch-Site": "cross-site" } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  });

  it("Stripe's webhook is judged by its signature, not its origin", async () => {
    const response = await SELF.fetch(`${SITE}/webhooks/stripe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=forged", "Sec-Fetch-Site": "cross-site", Origin: "https://stripe.example" },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/another site/);
  });
});
