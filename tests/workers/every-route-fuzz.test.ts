import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { rowCounts, seedCatalogue } from "./fixtures.ts";

/**
 * Every route and method of the app against input no page of ours sends (issue 13): long
 * and broken query strings, path traversal, invalid UTF-8, and for every method that
 * writes, bodies of every wrong shape. The answer is never a server error and never a
 * stack trace, and nothing is written: no row in D1. (Form routes' own 4xx and their
 * words are in form-bodies.test.ts; cross-site writes in cross-site-requests.test.ts.)
 */

beforeAll(async () => {
  await seedCatalogue();
});

const ROUTES = [
  "/", "/browse", "/logo/1", "/logo/logo_1795000000000_nothing1", "/logo/999999", "/my-logos", "/favorites",
  "/dashboard", "/gallery", "/login", "/signup", "/reset-password", "/reset-password/not-a-token", "/logout",
  "/blog", "/blog/logo-design-trends-2027", "/blog/no-such-article", "/support", "/about", "/terms", "/privacy",
  "/imprint", "/sell-logos", "/buy-logos", "/sold-logos", "/designer-handbook", "/return", "/shipping",
  "/checkout", "/purchase-success", "/purchase-cancelled", "/orders/ord_nothing", "/test-checkout/cs_nothing",
  "/generate", "/auth/google", "/auth/google/callback", "/account/data.json", "/newsletter/confirm/x",
  "/newsletter/unsubscribe/x", "/sitemap.xml", "/robots.txt", "/dev/outbox", "/no-such-page",
  "/api/logos", "/api/logos/logo_1_x/preview.png", "/api/generations/gen_1_x/preview.png", "/api/checkout",
  "/api/orders/ord_x/files/gen_1_x/png", "/api/purchases/ord_x", "/api/visitor", "/api/nothing",
  "/agent/chat", "/agent/chat/sync", "/agent/clear-context", "/agent/nothing", "/logo/metadata", "/webhooks/stripe",
  "/healthz", "/admin", "/admin/orders", "/admin/orders/order_x", "/admin/designers", "/admin/designers/x", "/admin/payouts",
  "/admin/payouts/2026-11", "/admin/payouts/2026-11.csv", "/admin/gallery", "/admin/activity",
];

const LONG = "q".repeat(10 * 1024);
const QUERIES = [`?search=${LONG}`, "?search=%FF%FE%00", "?tab=%00%0d%0aSet-Cookie:%20x=1", "?redirectTo=//evil.example&ids=1,../../x"];
const TRAVERSALS = ["/..%2F..%2Fetc%2Fpasswd", "/%2e%2e/%2e%2e/secret", "/%FF"];

const junk = (text: string) => new TextEncoder().encode(text);
const BODIES: { name: string; headers: Record<string, string>; body: BodyInit | null }[] = [
  { name: "empty", headers: {}, body: null },
  { name: "JSON", headers: { "Content-Type": "application/json" }, body: '{"messages":[{"role":"user","content":1}],"logoIds":{"$gt":""}}' },
  { name: "broken JSON", headers: { "Content-Type": "application/json" }, body: '{"messages": [' },
  { name: "text", headers: { "Content-Type": "text/plain" }, body: "hello" },
  { name: "form of invalid UTF-8", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new Uint8Array([0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28]) },
  { name: "multipart junk", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: junk("--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n\u0000\r\n--y--") },
];

const SAME_SITE = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };

const STACK_TRACE = /\n\s+at .+:\d+:\d+|Error: .+\n\s+at /;

async function expectHandled(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  expect(text, label).not.toMatch(STACK_TRACE);
}

describe("every route, read with input no page sends", () => {
  it.each(ROUTES)("GET %s with long, broken and injected queries, and traversing paths", async (route) => {
    const before = await rowCounts();
    for (const query of QUERIES) await expectHandled(await SELF.fetch(`http://localhost${route}${route.includes("?") ? "&" : ""}${query}`, { redirect: "manual" }), `${route}${query.slice(0, 30)}`);
    for (const tail of TRAVERSALS) await expectHandled(await SELF.fetch(`http://localhost${route.replace(/\/$/, "")}${tail}`, { redirect: "manual" }), `${route}${tail}`);
    expect(await rowCounts(), route).toEqual(before);
  });
});

describe("every route, written to with bodies of every wrong shape", () => {
  it.each(ROUTES)("POST, PUT, PATCH and DELETE %s", async (route) => {
    const before = await rowCounts();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const { name, headers, body } of BODIES) {
        const response = await SELF.fetch(`http://localhost${route}`, { method, headers: { ...SAME_SITE, ...headers }, body: method === "DELETE" && !body ? undefined : body, redirect: "manual" });
        await expectHandled(response, `${method} ${route} (${name})`);
      }
    }
    expect(await rowCounts(), route).toEqual(before);
  });
});
