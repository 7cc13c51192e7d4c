/**
 * What a logo's page offers whom (issue 21), and the pictures that go with it: its maker
 * may buy it; its buyer gets 'Download files' and the logo itself, through the order and
 * to nobody else; anyone else sees it sold, or someone else's. And the transparent
 * preview an agent may send (`final_image.transparent_data`): stored, served like the
 * preview, gone with the logo.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#app/server/db/schema.ts";
import { getGeneration, recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { logoFileKey, transparentPreviewKey } from "#app/server/generations/logo-files.server.ts";
import type { VersionView } from "#app/lib/logo-offer.ts";
import { db, deliver, newBuyer, pay, startCheckout, type Buyer } from "./checkout-helpers.ts";
import { chat, eventually, newGenerationId, ownerOf, promptFor, readAll } from "./generation-helpers.ts";
import { standInTransparentPreview } from "./stand-in-script.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

beforeAll(async () => {
  await seedCatalogue(FIXTURE_CATALOGUE);
});

let made = 0;

/** A finished generated logo of `maker`'s, with its files in R2 (bytes that say which). */
async function logoOf(maker: Buyer): Promise<{ generationId: string; logoId: string }> {
  made += 1;
  const generationId = newGenerationId(`offer${made}`);
  const logoId = `logo_${Date.now()}_offer${made}`;
  await recordStarted(db(), { id: generationId, logoId, prompt: "A logo for Fern Hollow", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: maker.id, at: new Date() });
  await recordCompleted(db(), generationId, { spec: { brand: "Fern Hollow" }, metadata: { name: "Fern Hollow", description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
  for (const [kind, type] of [["png", "image/png"], ["pngTransparent", "image/png"], ["webp", "image/webp"], ["svg", "image/svg+xml"], ["pngWatermarked", "image/png"]] as const) {
    await env.LOGO_FILES.put(logoFileKey(generationId, kind), new TextEncoder().encode(`${kind} of ${generationId}`), { httpMetadata: { contentType: type } });
  }
  return { generationId, logoId };
}

async function buy(buyer: Buyer, generationId: string): Promise<string> {
  const { orderId, sessionId } = await startCheckout(buyer, [generationId]);
  expect((await deliver("checkout.session.completed", await pay(sessionId, { email: `${made}.buyer@example.com` }))).status).toBe(200);
  return orderId;
}

/** A body's bytes as text (the stand-in's files are text that says what they are). */
const bytesOf = async (response: Response) => new TextDecoder().decode(await response.arrayBuffer());

const get = (path: string, who?: Buyer) => SELF.fetch(`http://localhost${path}`, { headers: who ? { Cookie: who.cookie } : {} });

async function offers(ids: string[], who?: Buyer): Promise<Record<string, VersionView>> {
  const response = await get(`/api/logos/offers?ids=${ids.join(",")}`, who);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toMatch(/private/);
  return ((await response.json()) as { offers: Record<string, VersionView> }).offers;
}

describe("a bought logo's picture goes to its buyer only", () => {
  it("the order's pictures, shown in place, private; 404 for anyone else, a pending order, a file that is no picture", async () => {
    const buyer = await newBuyer();
    const stranger = await newBuyer();
    const { generationId } = await logoOf(buyer);
    const { orderId, sessionId } = await startCheckout(buyer, [generationId]);
    const picture = `/api/orders/${orderId}/pictures/${generationId}/transparent-png`;
    // Not paid yet: nothing.
    expect((await get(picture, buyer)).status).toBe(404);

    await deliver("checkout.session.completed", await pay(sessionId, { email: "fern@example.com" }));
    const shown = await get(picture, buyer);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(shown.headers.get("Cache-Control")).toMatch(/^private/);
    expect(shown.headers.get("Content-Disposition")).toBeNull();
    // Rendered at payment from the generation's design (the stand-in names each file after the brand).
    expect(await bytesOf(shown)).toBe("<logo/logo-transparent.png:render Fern Hollow>");
    const webp = await get(`/api/orders/${orderId}/pictures/${generationId}/webp`, buyer);
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect(await bytesOf(webp)).toBe("<logo/logo.webp:render Fern Hollow>");
    // The download page previews the kit's other pictures the same way.
    expect((await get(`/api/orders/${orderId}/pictures/${generationId}/social/x-header-1500x500.png`, buyer)).status).toBe(200);

    // The receipt's link works in any browser; nothing else does.
    const mail = (await db().select().from(mailOutbox).where(eq(mailOutbox.to, "fern@example.com")))[0]!;
    const key = /\?key=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await get(`${picture}?key=${key}`)).status).toBe(200);
    for (const [path, who] of [
      [picture, stranger],
      [picture, undefined],
      [`${picture}?key=not-the-key`, stranger],
      [`/api/orders/${orderId}/pictures/${generationId}/zip`, buyer],
      [`/api/orders/${orderId}/pictures/${generationId}/brand/brand-guide.pdf`, buyer],
      [`/api/orders/${orderId}/pictures/${generationId}/kit.json`, buyer],
      [`/api/orders/${orderId}/pictures/gen_1_other/transparent-png`, buyer],
    ] as const) {
      const refused = await get(path, who);
      expect(refused.status, path).toBe(404);
      expect(await bytesOf(refused)).not.toContain("render Fern Hollow");
    }
  });
});

describe("what a logo's page offers whom", () => {
  it("its maker may buy it; anyone else sees someone else's logo, by its logo id; after the sale its buyer gets the logo itself and anyone else 'sold'", async () => {
    const maker = await newBuyer();
    const stranger = await newBuyer();
    const { generationId, logoId } = await logoOf(maker);

    expect((await offers([logoId], maker))[logoId]).toEqual({
      offer: { kind: "for-sale", purchaseId: generationId },
      picture: `/api/generations/${generationId}/preview.png`,
      transparentPicture: null,
      background: null,
    });
    expect((await offers([logoId], stranger))[logoId]).toEqual({ offer: { kind: "someone-elses" }, picture: `/api/logos/${logoId}/preview.png`, transparentPicture: null, background: null });
    expect((await offers([logoId]))[logoId]!.offer).toEqual({ kind: "someone-elses" });

    const orderId = await buy(maker, generationId);
    // Its buyer sees the logo itself as its files are: on its background (the WebP), and without it for a try-on.
    const clean = `/api/orders/${orderId}/pictures/${generationId}/webp`;
    const cleanTransparent = `/api/orders/${orderId}/pictures/${generationId}/transparent-png`;
    expect((await offers([logoId], maker))[logoId]).toEqual({ offer: { kind: "bought", orderHref: `/orders/${orderId}` }, picture: clean, transparentPicture: cleanTransparent, background: null });
    expect((await offers([logoId], stranger))[logoId]).toEqual({ offer: { kind: "sold" }, picture: `/api/logos/${logoId}/preview.png`, transparentPicture: null, background: null });

    // The page itself, rendered on the server (what a browser without JavaScript gets).
    const mine = await (await get(`/logo/${logoId}`, maker)).text();
    expect(mine).toContain("Download files");
    expect(mine).toContain(`src="${clean}"`);
    expect(mine).not.toContain("Purchase for $9.99");
    const theirs = await (await get(`/logo/${logoId}`, stranger)).text();
    expect(theirs).not.toContain("/pictures/");
    expect(theirs).not.toContain("Download files");
    expect(theirs).not.toContain("$9.99");
    expect(theirs).toContain(">Sold<");
  });

  it("offers the design's own background, and the page shows the logo on it (issue 33)", async () => {
    const maker = await newBuyer();
    const { generationId, logoId } = await logoOf(maker);
    const spec = { palette: { background: "#1c4fd8", primary: "#ffffff", text: "#ffffff", accent: "#93c5fd" } };
    await env.DB.prepare("UPDATE generations SET spec = ? WHERE id = ?").bind(JSON.stringify(spec), generationId).run();
    expect((await offers([logoId], maker))[logoId]!.background).toBe("#1c4fd8");
    expect((await offers([logoId]))[logoId]!.background).toBe("#1c4fd8");
    // The preview as rendered (on that background), on a stage of the same colour.
    const html = await (await get(`/logo/${logoId}`, maker)).text();
    expect(html).toMatch(/data-testid="logo-stage"[^>]*style="background-color:#1c4fd8"/);
    expect(html).toContain(`src="/api/generations/${generationId}/preview.png"`);
    // A transparent design has no background to show: the page keeps its own class.
    await env.DB.prepare("UPDATE generations SET spec = ? WHERE id = ?").bind(JSON.stringify({ palette: { ...spec.palette, background: "transparent" } }), generationId).run();
    expect((await offers([logoId], maker))[logoId]!.background).toBeNull();
  });

  it("a catalogue logo: for sale with its public picture; unknown ids are left out; bad ids are a 400", async () => {
    const views = await offers(["1", "logo_1_nobody", "99999"]);
    expect(views).toEqual({ "1": { offer: { kind: "for-sale", purchaseId: "original_1" }, picture: null, transparentPicture: FIXTURE_CATALOGUE[0]!.image, background: null } });
    for (const ids of ["gen_1_x", "../x", "1,abc", Array.from({ length: 51 }, (_, i) => i + 1).join(",")]) {
      const response = await get(`/api/logos/offers?ids=${ids}`);
      expect(response.status, ids).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/logo/);
    }
  });
});

describe("the transparent preview an agent may send", () => {
  it("is stored, served like the preview (by generation and by logo id), offered to the page, and deleted with the logo", async () => {
    const id = newGenerationId("transparent");
    const logoId = `logo_${Date.now()}_transparent`;
    const visitor = ownerOf(id);
    const stream = await readAll(await chat({ messages: [{ role: "user", content: promptFor("transparent-preview") }], generation_id: id, logo_id: logoId }, { visitor }));
    expect(stream.events.at(-1)?.type).toBe("done");
    // Browsers hear of the preview only, never of the agent's data.
    expect(stream.raw).not.toContain("transparent_data");
    await eventually(async () => (await getGeneration(db(), id))?.status === "completed");

    for (const path of [`/api/generations/${id}/preview-transparent.png`, `/api/logos/${logoId}/preview-transparent.png`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      expect(await bytesOf(response)).toBe(standInTransparentPreview(id));
    }
    const maker = { token: visitor, id: "", cookie: `visitor=${visitor}` };
    expect((await offers([logoId], maker))[logoId]!.transparentPicture).toBe(`/api/generations/${id}/preview-transparent.png`);
    expect((await offers([logoId]))[logoId]!.transparentPicture).toBe(`/api/logos/${logoId}/preview-transparent.png`);

    // Without it (the agent sent none): a 404, and the page offers no transparent picture.
    const plain = newGenerationId("opaque");
    await readAll(await chat({ messages: [{ role: "user", content: promptFor("full") }], generation_id: plain, logo_id: `logo_${Date.now()}_opaque` }, { visitor: ownerOf(plain) }));
    expect((await get(`/api/generations/${plain}/preview-transparent.png`)).status).toBe(404);

    const deleted = await SELF.fetch(`http://localhost/api/generations/${id}`, { method: "DELETE", headers: { Cookie: `visitor=${visitor}` } });
    expect(deleted.status).toBe(200);
    expect(await env.LOGO_FILES.head(transparentPreviewKey(id))).toBeNull();
  });
});
