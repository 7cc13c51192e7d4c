/**
 * Every purchase is a brand kit (issue 25), in the app: rendered once per order by the
 * agent's POST /render from the design kept in D1 (the stand-in agent names each file after
 * the design's brand), with the licence certificate's words; stored under the order; each
 * file downloaded alone or the whole kit as one ZIP in folders with a README; and all of
 * it gone with a refund. What the files hold is checked against the real engine in
 * tests/agent/brand-kit.test.ts and, bought in a browser, in tests/browser/brand-kit.purchase.spec.ts.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { KIT_FILES } from "#protocol/render.ts";
import { logoSpecFixture } from "#tests/support/logo-specs.ts";
import { readZip } from "#tests/support/zip-read.ts";
import { deliver, deliverRecorded, finishedGeneration, newBuyer, pay, startCheckout } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

const FOR_SALE = [
  { ...FIXTURE_CATALOGUE[0]!, id: 301, name: "Summit Coffee Co.", spec: { brand: "Summit Coffee Co." } },
  { ...FIXTURE_CATALOGUE[1]!, id: 302, name: "Ledger & Quill", spec: { brand: "Ledger & Quill", layout: "wordmark" } },
  { ...FIXTURE_CATALOGUE[2]!, id: 303, name: "Harbour Lights", spec: { brand: "Harbour Lights" } },
  { ...FIXTURE_CATALOGUE[3]!, id: 304, name: "Oak & Ember", spec: { brand: "Oak & Ember" } },
  // Whole designs: Phosphor's cup as the mark, as drawn; and a monogram, its mark its own.
  { ...FIXTURE_CATALOGUE[4]!, id: 305, name: "Copper Kettle", spec: logoSpecFixture({ brand: "Copper Kettle" }) },
  { ...FIXTURE_CATALOGUE[5]!, id: 306, name: "Harbour Lane", spec: logoSpecFixture({ brand: "Harbour Lane", icon: null, layout: "monogram", container: "circle", typeface: { id: "lora", weight: 700, italic: false } }) },
];

beforeAll(async () => {
  await seedCatalogue([...FIXTURE_CATALOGUE, ...FOR_SALE]);
});

const renderCalls = async () => ((await (await env.AGENT!.fetch("https://agent/__render-calls")).json()) as { calls: number; certificate: { title: string; fields: [string, string][]; paragraphs: string[] } });
const get = (url: string, cookie: string) => SELF.fetch(url, { headers: { Cookie: cookie } });

async function bought(logoId: string, email: string) {
  const buyer = await newBuyer();
  const { orderId, sessionId } = await startCheckout(buyer, [logoId]);
  const paid = await pay(sessionId, { email });
  await deliverRecorded("checkout.session.completed", sessionId);
  return { buyer, orderId, paid, base: `http://localhost/api/orders/${orderId}/files/${logoId}` };
}

describe("the brand kit of a bought logo", () => {
  it("is rendered once at payment, with the certificate's words, and kept whole under the order", async () => {
    const before = (await renderCalls()).calls;
    const { buyer, orderId } = await bought("original_301", "ana@example.com");
    // The render runs after the webhook's answer; the order page waits for it.
    const page = await (await get(`http://localhost/orders/${orderId}`, buyer.cookie)).text();
    expect(page).toContain("Logo files");
    expect(page).toContain("Download the whole kit (ZIP)");
    const after = await renderCalls();
    expect(after.calls - before).toBe(1);
    // The certificate names the buyer, the order, the logo, the day and the rights.
    const fields = Object.fromEntries(after.certificate.fields);
    expect(fields).toMatchObject({ Licensee: "ana@example.com", Order: orderId, Logo: "Summit Coffee Co. (original_301)", Rights: expect.stringMatching(/^Exclusive licence with full commercial use/) });
    expect(fields.Purchased).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.certificate.title).toBe("Certificate of exclusive licence");

    const stored = (await env.LOGO_FILES.list({ prefix: `orders/${orderId}/original_301/` })).objects.map((object) => object.key.replace(`orders/${orderId}/original_301/`, ""));
    expect(stored.sort()).toEqual(["kit.json", ...Object.keys(KIT_FILES).map((id) => `kit/${id}`), "kit/licence/licence-certificate.txt"].sort());

    // Every visit and download afterwards renders nothing more.
    await get(`http://localhost/orders/${orderId}`, buyer.cookie);
    await (await get(`http://localhost/api/orders/${orderId}/files/original_301/zip`, buyer.cookie)).arrayBuffer();
    expect((await renderCalls()).calls - before).toBe(1);
  });

  it("serves every file alone under a name that says what it is, and the whole kit as a ZIP in folders", async () => {
    const { buyer, base } = await bought("original_303", "harbour@example.com");
    const favicon = await get(`${base}/web/favicon.ico`, buyer.cookie);
    expect(favicon.headers.get("Content-Disposition")).toBe('attachment; filename="favicon.ico"');
    expect(await favicon.text()).toBe("<web/favicon.ico:render Harbour Lights>");
    const guide = await get(`${base}/brand/brand-guide.pdf`, buyer.cookie);
    expect(guide.headers.get("Content-Disposition")).toBe('attachment; filename="harbour-lights-brand-guide.pdf"');
    const licence = await get(`${base}/licence/licence-certificate.txt`, buyer.cookie);
    expect(licence.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await licence.text()).toMatch(/Licensee: +harbour@example\.com[\s\S]*Exclusive licence with full commercial use/);

    const zip = await get(`${base}/zip`, buyer.cookie);
    expect(zip.headers.get("Content-Disposition")).toBe('attachment; filename="harbour-lights-brand-kit.zip"');
    const archive = new Uint8Array(await zip.arrayBuffer());
    expect(Number(zip.headers.get("Content-Length"))).toBe(archive.length);
    const files = readZip(archive);
    const names = files.map((file) => file.name);
    expect(names[0]).toBe("harbour-lights-brand-kit/README.txt");
    expect(names).toEqual(
      expect.arrayContaining([
        "harbour-lights-brand-kit/logo/harbour-lights-logo.svg",
        "harbour-lights-brand-kit/logo/harbour-lights-logo-2048.png",
        "harbour-lights-brand-kit/variants/harbour-lights-logo-one-colour-dark.png",
        "harbour-lights-brand-kit/lockups/harbour-lights-logo-horizontal.svg",
        "harbour-lights-brand-kit/web/favicon.ico",
        "harbour-lights-brand-kit/web/site.webmanifest",
        "harbour-lights-brand-kit/social/harbour-lights-youtube-banner-2560x1440.png",
        "harbour-lights-brand-kit/brand/harbour-lights-brand-guide.pdf",
        "harbour-lights-brand-kit/licence/harbour-lights-licence-certificate.pdf",
        "harbour-lights-brand-kit/licence/harbour-lights-licence-certificate.txt",
      ]),
    );
    expect(names).toHaveLength(Object.keys(KIT_FILES).length + 2);
    const readme = new TextDecoder().decode(files[0]!.bytes);
    expect(readme).toMatch(/^Harbour Lights: your brand kit/);
    expect(readme).toContain("web/  Website icons");
    const ico = files.find((file) => file.name.endsWith("/favicon.ico"))!;
    expect(new TextDecoder().decode(ico.bytes)).toBe("<web/favicon.ico:render Harbour Lights>");
  });

  it("says on its certificate what the buyer owns, read from the design, and the text copy says what the agent set", async () => {
    const { buyer, orderId, base } = await bought("original_305", "kettle@example.com");
    // The render runs after the webhook's answer; the order page waits for it.
    await get(`http://localhost/orders/${orderId}`, buyer.cookie);
    const { certificate } = await renderCalls();
    const fields = Object.fromEntries(certificate.fields);
    expect(fields.Rights).toBe("Exclusive licence with full commercial use; copyright in the design transferred");
    expect(fields["Not exclusive"]).toBe("Phosphor Icons 'coffee', MIT License (a drawing anyone may use)");
    expect(certificate.paragraphs[0]).toContain("Its mark is a drawing from an open icon set, used as the set draws it, and is not exclusive: Phosphor Icons 'coffee', MIT License.");
    expect(certificate.paragraphs[0]).toContain("but not the drawing itself: anyone may use the same drawing under its licence.");
    expect(certificate.paragraphs).toContain("The typefaces of the lettering are not part of the sale: each stays under its own open licence, which lets the licensee use it in this logo, and anywhere else, free and with no credit.");
    // The agent adds the typeface it set the name in; the text copy repeats its words.
    const text = await (await get(`${base}/licence/licence-certificate.txt`, buyer.cookie)).text();
    expect(text).toMatch(/Not exclusive: +Phosphor Icons 'coffee', MIT License/);
    expect(text).toMatch(/Typeface: +montserrat \(name\), SIL Open Font License 1\.1/);

    const lane = await bought("original_306", "lane@example.com");
    await get(`http://localhost/orders/${lane.orderId}`, lane.buyer.cookie);
    const monogram = (await renderCalls()).certificate;
    expect(Object.fromEntries(monogram.fields).Rights).toBe("Exclusive licence with full commercial use; copyright in the design and its mark transferred");
    expect(monogram.fields.map(([label]) => label)).not.toContain("Not exclusive");
    expect(monogram.paragraphs[0]).toMatch(/^The licensee owns this logo's design and its mark exclusively, with the copyright in them\. The mark is original: it was drawn for this logo/);
    expect(JSON.stringify(monogram)).not.toMatch(/Phosphor|Fluent|MIT/);
  });

  it("has no mark-only files for a design without a mark, and the page says so", async () => {
    const { buyer, orderId, base } = await bought("original_302", "quill@example.com");
    for (const name of ["lockups/mark.svg", "lockups/logo-horizontal.png", "lockups/logo-stacked.svg"]) expect((await get(`${base}/${name}`, buyer.cookie)).status, name).toBe(404);
    expect((await get(`${base}/lockups/wordmark.svg`, buyer.cookie)).status).toBe(200);
    const page = await (await get(`http://localhost/orders/${orderId}`, buyer.cookie)).text();
    expect(page).toContain("This logo is a wordmark: it has no separate mark.");
  });

  it("renders a generated logo's kit from its stored design, once however many ask at once, and a refund deletes it all", async () => {
    const buyer = await newBuyer();
    const generation = await finishedGeneration(buyer, "Quartz Hill", { previewOnly: true });
    const { orderId, sessionId } = await startCheckout(buyer, [generation]);
    const paid = await pay(sessionId);
    const before = (await renderCalls()).calls;
    const base = `http://localhost/api/orders/${orderId}/files/${generation}`;
    // The webhook, the order page and three downloads arrive together.
    const [, ...answers] = await Promise.all([
      deliver("checkout.session.completed", paid),
      get(`http://localhost/orders/${orderId}`, buyer.cookie),
      get(`${base}/png`, buyer.cookie),
      get(`${base}/social/instagram-1080x1080.png`, buyer.cookie),
      get(`${base}/zip`, buyer.cookie),
    ]);
    for (const answer of answers) expect([200, 404]).toContain(answer.status);
    const png = await get(`${base}/png`, buyer.cookie);
    expect(await png.text()).toBe("<logo/logo-2048.png:render Quartz Hill>");
    expect((await renderCalls()).calls - before).toBe(1);

    await deliver("charge.refunded", { id: "ch_quartz", object: "charge", payment_intent: paid.payment_intent, refunded: true, amount_refunded: 999 });
    expect((await env.LOGO_FILES.list({ prefix: `orders/${orderId}/` })).objects).toEqual([]);
    for (const name of ["png", "zip", "web/favicon.ico", "licence/licence-certificate.pdf"]) expect((await get(`${base}/${name}`, buyer.cookie)).status, name).toBe(404);
    expect((await get(`http://localhost/api/orders/${orderId}/pictures/${generation}/social/x-profile-400x400.png`, buyer.cookie)).status).toBe(404);
  });

  it("lists the kit in the JSON download links, each file with its URL", async () => {
    const { buyer, orderId } = await bought("original_304", "links@example.com");
    type Links = { logos: { kit: { group: string; files: { id: string; url: string }[] }[] | null }[] };
    const linksNow = async () => (await (await get(`http://localhost/api/purchases/${orderId}/download-links`, buyer.cookie)).json()) as Links;
    // The kit is made on the order-work queue just after the payment: until then its `kit` is null, as a client polling sees.
    await expect.poll(async () => (await linksNow()).logos[0]!.kit, { timeout: 15_000, interval: 200 }).not.toBeNull();
    const kit = (await linksNow()).logos[0]!.kit!;
    expect(kit.map((group) => group.group)).toEqual(["logo", "variants", "lockups", "web", "social", "brand", "licence"]);
    const ids = kit.flatMap((group) => group.files.map((file) => file.id));
    expect(ids).toContain("social/linkedin-cover-1128x191.png");
    const file = kit.flatMap((group) => group.files).find((entry) => entry.id === "brand/design-tokens.css")!;
    expect((await get(`http://localhost${file.url}`, buyer.cookie)).status).toBe(200);
  });
});

