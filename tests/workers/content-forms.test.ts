import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures";

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
  it("records a new address in lower case, and a repeat in any case only once", async () => {
    const first = await post("/blog?index", { email: "  Grace.Hopper@Example.COM " });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Thanks for subscribing! New articles will arrive at grace.hopper@example.com.");
    expect(await subscriptions()).toEqual(["grace.hopper@example.com"]);

    const repeat = await post("/blog?index", { email: "grace.hopper@example.com" });
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toContain("grace.hopper@example.com is already subscribed to our newsletter.");
    expect(await subscriptions()).toEqual(["grace.hopper@example.com"]);
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
      expect.arrayContaining(["/", "/browse", "/about", "/privacy", "/terms", "/support", "/blog", "/blog/logo-design-trends-2025"]),
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
