import { env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { edgePolicy } from "#app/server/http/edge-policy.ts";
import type { AppBindings } from "#app/server/http/env.ts";
import { seedCatalogue } from "./fixtures.ts";

/**
 * The edge policy (workers/edge-policy.ts, docs/decisions/0015): every response of the
 * app Worker — pages, JSON, the relay, downloads, refusals, errors, 404s — leaves with the
 * same security headers, and a page's scripts carry the nonce its policy names.
 */

beforeAll(async () => {
  await seedCatalogue();
});

interface Case {
  name: string;
  path: string;
  init?: RequestInit;
  status: number;
}

const JSON_HEADERS = { "Content-Type": "application/json" };

const ROUTES: Case[] = [
  { name: "landing page", path: "/", status: 200 },
  { name: "browse", path: "/browse", status: 200 },
  { name: "a catalogue logo's page", path: "/logo/1", status: 200 },
  { name: "sign-in page", path: "/login", status: 200 },
  { name: "support page", path: "/support", status: 200 },
  { name: "blog", path: "/blog", status: 200 },
  { name: "dashboard (signed out)", path: "/dashboard", status: 200 },
  { name: "a missing page (404)", path: "/no-such-page", status: 404 },
  { name: "a missing logo (404)", path: "/logo/999999", status: 404 },
  { name: "robots.txt", path: "/robots.txt", status: 200 },
  { name: "sitemap.xml", path: "/sitemap.xml", status: 200 },
  { name: "JSON: catalogue logos", path: "/api/logos?ids=1,2", status: 200 },
  { name: "JSON: bad ids (400)", path: "/api/logos?ids=x", status: 400 },
  { name: "JSON: unknown API path (404)", path: "/api/nothing-here", status: 404 },
  { name: "JSON: a missing order", path: "/api/purchases/order_nope", status: 404 },
  { name: "download of a missing generation", path: "/api/generations/gen_1_abcdef/preview", status: 404 },
  { name: "relay: metadata with a bad id", path: "/logo/metadata?generation_id=x", status: 400 },
  { name: "relay: wrong method (405)", path: "/agent/chat", status: 405 },
  { name: "relay: invalid chat (400)", path: "/agent/chat", init: { method: "POST", headers: JSON_HEADERS, body: "{}" }, status: 400 },
  { name: "webhook without a signature", path: "/webhooks/stripe", init: { method: "POST", body: "{}" }, status: 400 },
  { name: "a refused cross-site post (403)", path: "/support", init: { method: "POST", headers: { Origin: "https://evil.example" }, body: new URLSearchParams({ a: "b" }) }, status: 403 },
  { name: "a refused non-form post (415)", path: "/support", init: { method: "POST", headers: JSON_HEADERS, body: "{}" }, status: 415 },
];

function cspOf(response: Response): Map<string, string> {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(" ")] as const;
      }),
  );
}

function nonceOf(response: Response): string {
  const match = /'nonce-([^']+)'/.exec(cspOf(response).get("script-src") ?? "");
  if (!match) throw new Error("no nonce in script-src");
  return match[1]!;
}

describe("every response carries the edge policy", () => {
  it.each(ROUTES)("$name: $path", async ({ path, init, status }) => {
    const response = await SELF.fetch(`http://localhost${path}`, { redirect: "manual", ...init });
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    const csp = cspOf(response);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==' ?$/);
    expect(csp.get("script-src")).not.toContain("unsafe-inline");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.get("form-action")).toMatch(/^'self'/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    // Plain http (as local development is): no HSTS.
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("adds Strict-Transport-Security over https", async () => {
    const response = await SELF.fetch("https://localhost/");
    await response.arrayBuffer();
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("lets forms go on to Google (sign-in) and Stripe (checkout) where they are configured, and to mail programs", async () => {
    const response = await SELF.fetch("http://localhost/login");
    await response.arrayBuffer();
    const formAction = cspOf(response).get("form-action")!.split(" ");
    expect(formAction).toContain("mailto:");
    expect(formAction).toContain("https://checkout.stripe.com");
    // The tests' Google is a local identity provider on loopback.
    expect(formAction.some((source) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(source))).toBe(true);
  });
});

describe("the script nonce", () => {
  it.each(["/", "/browse", "/logo/1", "/login", "/no-such-page"])("is on every script of %s, and only there", async (path) => {
    const response = await SELF.fetch(`http://localhost${path}`, { headers: { "User-Agent": "Googlebot" } });
    const html = await response.text();
    const nonce = nonceOf(response);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    // Remix's module script and its context, the scroll restoration, React's streaming.
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    expect(html).not.toMatch(/\son[a-z]+="/i);
  });

  it("is new for every response", async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await SELF.fetch("http://localhost/");
        await response.arrayBuffer();
        return nonceOf(response);
      }),
    );
    expect(new Set(nonces).size).toBe(3);
  });
});

describe("429s", () => {
  it("a 429 that names no Retry-After gets a minute's; one that does keeps its own", async () => {
    const app = new Hono<AppBindings>().use(edgePolicy);
    app.get("/forgot", (c) => c.text("Slow down.", 429));
    app.get("/said", (c) => c.text("Slow down.", 429, { "Retry-After": "7" }));
    expect((await app.request("/forgot", {}, env)).headers.get("Retry-After")).toBe("60");
    expect((await app.request("/said", {}, env)).headers.get("Retry-After")).toBe("7");
  });
});
