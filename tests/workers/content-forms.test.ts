import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

/**
 * The server side of the contact and newsletter forms, as a browser without
 * JavaScript reaches it: form posts to the page, answered by the route actions.
 */

function post(path: string, fields: Record<string, string>) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const VALID_CONTACT = { name: "Ada Lovelace", email: "ada@example.com", subject: "Technical Support", message: "The download\nwon't start." };

describe("POST /support (contact form)", () => {
  it("redirects a valid message to the support mailto: address with subject and body", async () => {
    const response = await post("/support", VALID_CONTACT);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.protocol).toBe("mailto:");
    expect(location.pathname).toBe(env.SUPPORT_EMAIL);
    expect(location.searchParams.get("subject")).toBe("Support Request: Technical Support");
    expect(location.searchParams.get("body")).toBe(
      "Name: Ada Lovelace\r\nEmail: ada@example.com\r\nSubject: Technical Support\r\n\r\nMessage:\r\nThe download\r\nwon't start.",
    );
  });

  it("limits one address to 10 messages in 10 minutes: then 429 with Retry-After and a sentence on the form", async () => {
    const from = (ip: string) =>
      SELF.fetch("http://localhost/support", { method: "POST", body: new URLSearchParams(VALID_CONTACT), redirect: "manual", headers: { "CF-Connecting-IP": ip } });
    for (let message = 0; message < 10; message++) expect((await from("198.18.2.1")).status).toBe(302);
    const refused = await from("198.18.2.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests from your connection. Please wait 10 minutes and try again.");
    expect((await from("198.18.2.2")).status).toBe(302);
  });

  it.each([
    ["name", { name: "" }, "Please enter your name."],
    ["name (only spaces)", { name: "   " }, "Please enter your name."],
    ["email", { email: "" }, "Please enter your email address."],
    ["email (malformed)", { email: "ada@@example" }, "Please enter a valid email address."],
    ["subject", { subject: "" }, "Please choose a subject."],
    ["subject (not one of the eight)", { subject: "Refund now" }, "Please choose a subject."],
    ["message", { message: "" }, "Please enter your message."],
    ["message (too long)", { message: "x".repeat(2001) }, "Please keep your message under 2,000 characters."],
  ])("answers the form again with a 422 for an invalid %s", async (_field, change, error) => {
    const response = await post("/support", { ...VALID_CONTACT, ...change });
    expect(response.status).toBe(422);
    expect(response.headers.get("Location")).toBeNull();
    const html = await response.text();
    expect(html).toContain(error);
    expect(html).toContain('aria-invalid="true"');
  });

  it("reports every missing field at once", async () => {
    const html = await (await post("/support", {})).text();
    for (const error of ["Please enter your name.", "Please enter your email address.", "Please choose a subject.", "Please enter your message."]) {
      expect(html).toContain(error);
    }
  });
});

async function subscriptions() {
  const { results } = await env.DB.prepare("SELECT email FROM newsletter_subscriptions ORDER BY id").all<{ email: string }>();
  return results.map((row) => row.email);
}

describe("POST /blog (newsletter form)", () => {
  const REQUESTED = (email: string) => `Almost done: we sent a confirmation link to ${email}. Your subscription starts when you open it.`;
  let ips = 0;
  /** Each test's posts come from an address of their own (the form is limited per IP). */
  const subscribeFrom = (email: string, ip = `198.18.0.${++ips}`) =>
    SELF.fetch("http://localhost/blog?index", { method: "POST", body: new URLSearchParams({ email }), redirect: "manual", headers: { "CF-Connecting-IP": ip } });

  async function mailsTo(email: string) {
    const { results } = await env.DB.prepare("SELECT text, kind FROM mail_outbox WHERE \"to\" = ? ORDER BY created_at").bind(email).all<{ text: string; kind: string }>();
    return results;
  }
  const linkIn = (text: string, kind: "confirm" | "unsubscribe") => new URL(text.match(new RegExp(`https?://\\S+/newsletter/${kind}/\\S+`))![0]).pathname;

  it("mails a confirmation link to a new address (stored in lower case, not yet subscribed), with an unsubscribe link", async () => {
    const first = await subscribeFrom("  Grace.Hopper@Example.COM ");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(REQUESTED("grace.hopper@example.com"));
    expect(await subscriptions()).toEqual(["grace.hopper@example.com"]);
    const [mail] = await mailsTo("grace.hopper@example.com");
    expect(mail!.kind).toBe("newsletter-confirm");
    expect(linkIn(mail!.text, "confirm")).toMatch(/^\/newsletter\/confirm\/[A-Za-z0-9_-]{43}$/);
    expect(linkIn(mail!.text, "unsubscribe")).toMatch(/^\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ?").bind("grace.hopper@example.com").first<{ confirmed_at: number | null }>();
    expect(row?.confirmed_at).toBeNull();
  });

  it("confirms only through the link's button, once; opening the link changes nothing", async () => {
    const email = "confirm.me@example.com";
    await subscribeFrom(email);
    const path = linkIn((await mailsTo(email))[0]!.text, "confirm");
    const page = await SELF.fetch(`http://localhost${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm Subscription");
    const confirmedAt = () => env.DB.prepare("SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ?").bind(email).first<{ confirmed_at: number | null }>();
    expect((await confirmedAt())?.confirmed_at).toBeNull();
    const confirmed = await post(path, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Thank you: ${email} is subscribed to the LogoMarket newsletter.`);
    expect((await confirmedAt())?.confirmed_at).toBeGreaterThan(0);
    expect((await post(path, {})).status).toBe(410);
    expect(await (await SELF.fetch(`http://localhost${path}`)).text()).toContain("This confirmation link has expired or was already used.");
  });

  it("answers the same whether or not an address is subscribed, and mails a confirmed address nothing more", async () => {
    const email = "already.in@example.com";
    await subscribeFrom(email);
    await post(linkIn((await mailsTo(email))[0]!.text, "confirm"), {});
    const again = await subscribeFrom(email);
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain(REQUESTED(email));
    expect(html).not.toContain("already subscribed");
    expect(await mailsTo(email)).toHaveLength(1);
    const fresh = await subscribeFrom("never.seen@example.com");
    expect(fresh.status).toBe(again.status);
    expect(await fresh.text()).toContain(REQUESTED("never.seen@example.com"));
  });

  it("unsubscribes through the mail's link, removing the address", async () => {
    const email = "leaving@example.com";
    await subscribeFrom(email);
    const path = linkIn((await mailsTo(email))[0]!.text, "unsubscribe");
    const done = await post(path, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`${email} will receive no more newsletters.`);
    expect(await subscriptions()).not.toContain(email);
    expect((await post(path, {})).status).toBe(410);
  });

  it("refuses forged and malformed links with a 410 and a sentence, never a 500", async () => {
    for (const token of ["A".repeat(43), "short", "..%2F..%2Fetc"]) {
      for (const kind of ["confirm", "unsubscribe"]) {
        expect((await SELF.fetch(`http://localhost/newsletter/${kind}/${token}`)).status, `${kind} ${token}`).toBe(200);
        expect((await post(`/newsletter/${kind}/${token}`, {})).status, `${kind} ${token}`).toBe(410);
      }
    }
  });

  it("limits one address to 5 requests in 10 minutes: then 429 with Retry-After and a sentence, and no mail", async () => {
    const ip = "198.18.1.1";
    for (let attempt = 0; attempt < 5; attempt++) expect((await subscribeFrom(`many${attempt}@example.com`, ip)).status).toBe(200);
    const refused = await subscribeFrom("one.more@example.com", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests from your connection. Please wait 10 minutes and try again.");
    expect(await mailsTo("one.more@example.com")).toHaveLength(0);
    expect((await subscribeFrom("another.place@example.com", "198.18.1.2")).status).toBe(200);
  });

  it.each([
    ["", "Please enter your email address."],
    ["not-an-address", "Please enter a valid email address."],
    [`${"a".repeat(250)}@example.com`, "Please enter a valid email address."],
  ])("rejects %j with a 422 and stores nothing", async (email, error) => {
    const before = await subscriptions();
    const response = await post("/blog?index", { email });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(error);
    expect(await subscriptions()).toEqual(before);
  });

  it("keeps the table honest: addresses are stored lower-cased and once", async () => {
    await expect(env.DB.prepare("INSERT INTO newsletter_subscriptions (email) VALUES ('Mixed@Example.com')").run()).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await env.DB.prepare("INSERT INTO newsletter_subscriptions (email) VALUES ('once@example.com')").run();
    await expect(env.DB.prepare("INSERT INTO newsletter_subscriptions (email) VALUES ('once@example.com')").run()).rejects.toThrow(
      /UNIQUE constraint failed/,
    );
  });
});

describe("sitemap.xml, robots.txt and blog articles", () => {
  beforeAll(async () => {
    await seedCatalogue();
  });

  it("lists the public pages, every article and every catalogue logo in the sitemap", async () => {
    const response = await SELF.fetch("http://localhost/sitemap.xml");
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>http:\/\/localhost(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining(["/", "/browse", "/about", "/privacy", "/terms", "/support", "/blog", "/blog/logo-design-trends-2027"]),
    );
    expect(locs.filter((loc) => loc!.startsWith("/blog/"))).toHaveLength(6);
    expect(locs.filter((loc) => loc!.startsWith("/logo/"))).toEqual(FIXTURE_CATALOGUE.map((logo) => `/logo/${logo.id}`));
    expect(locs).not.toContain("/dashboard");
  });

  it("points crawlers at the sitemap and away from private paths", async () => {
    const text = await (await SELF.fetch("http://localhost/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost\/sitemap\.xml$/m);
  });

  it("serves each article at /blog/{slug} and a 404 for an unknown one", async () => {
    const article = await SELF.fetch("http://localhost/blog/why-simple-logos-last");
    expect(article.status).toBe(200);
    expect(await article.text()).toContain("<h1");
    expect((await SELF.fetch("http://localhost/blog/no-such-article")).status).toBe(404);
  });
});
