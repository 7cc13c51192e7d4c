/**
 * The designers' ledger (docs/decisions/2700): $3.00 for every paid sale of a designer's
 * catalogue logo or of an AI variation of it (a refinement or a personalization that took
 * it as parent or reference, however many refinements later), booked once however often
 * checkout says so, and taken back in the month of a refund.
 */
import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import catalogue from "#app/catalogue/catalogue.json";
import { catalogueImagePath } from "#app/catalogue/slug.ts";
import { monthOf } from "#app/lib/months.ts";
import { designerLedger, generations } from "#app/server/db/schema.ts";
import { creditSale } from "#app/server/designers/ledger.server.ts";
import { statementOf } from "#app/server/designers/designers.server.ts";
import { getGenerationByLogoId } from "#app/server/generations/records.server.ts";
import { visitorIdFor } from "#app/server/visitor.server.ts";
import { db, deliver, finishedGeneration, newBuyer, pay, startCheckout, type Buyer } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";
import { chat, eventually, newGenerationId, readAll } from "./generation-helpers.ts";

/** A real picture of the bundled catalogue: refining without JavaScript sends it to the agent. */
const PICTURE = catalogueImagePath(catalogue[0]!.name);
const by = (designer: string, id: number, name: string) => ({ ...FIXTURE_CATALOGUE[0]!, id, name, designer, image: PICTURE, spec: { brand: name } });
const CATALOGUE = [
  by("Mara Ledger", 501, "Mara One"),
  by("Mara Ledger", 502, "Mara Two"),
  by("Mara Ledger", 503, "Mara Three"),
  by("Theo Ledger", 511, "Theo One"),
  by("Theo Ledger", 512, "Theo Two"),
];

beforeAll(async () => {
  await seedCatalogue([...FIXTURE_CATALOGUE, ...CATALOGUE]);
});

async function buy(buyer: Buyer, purchaseIds: string[], email = "ledger.buyer@example.com") {
  const { orderId, sessionId } = await startCheckout(buyer, purchaseIds);
  const paid = await pay(sessionId, { email });
  const event = await deliver("checkout.session.completed", paid);
  expect(event.status).toBe(200);
  return { orderId, paymentIntent: paid.payment_intent as string };
}

const entriesOf = (orderId: string) =>
  db()
    .select({ designerId: designerLedger.designerId, kind: designerLedger.kind, amountCents: designerLedger.amountCents, sourceLogoId: designerLedger.sourceLogoId, purchaseId: designerLedger.purchaseId, month: designerLedger.month })
    .from(designerLedger)
    .where(eq(designerLedger.orderId, orderId))
    .orderBy(designerLedger.id);

/** A finished generated logo of `buyer` that came from these catalogue logos or generations. */
async function variation(buyer: Buyer, name: string, lineage: { parentCatalogueId?: number; parentGenerationId?: string; referenceLogoIds?: string[] }) {
  const id = await finishedGeneration(buyer, name);
  await db().update(generations).set({ logoId: `logo_${Date.now()}_${id.slice(-6)}`, ...lineage }).where(eq(generations.id, id));
  return id;
}

describe("a catalogue logo's sale", () => {
  it("credits its designer $3.00 once, in the month it was paid, however often the payment is told", async () => {
    const buyer = await newBuyer();
    const { orderId, paymentIntent } = await buy(buyer, ["original_501"]);
    // The same completion again (Stripe retries), and fulfilment asked once more.
    await deliver("checkout.session.completed", { id: "cs_again", object: "checkout.session", client_reference_id: orderId, status: "complete", payment_status: "paid", amount_total: 999, currency: "usd", payment_intent: paymentIntent });
    expect(await creditSale(db(), orderId)).toBe(0);
    expect(await entriesOf(orderId)).toEqual([{ designerId: "mara-ledger", kind: "sale", amountCents: 300, sourceLogoId: 501, purchaseId: "original_501", month: monthOf(new Date()) }]);
  });

  it("credits nothing for an order that was not paid", async () => {
    const { orderId } = await startCheckout(await newBuyer(), ["original_502"]);
    expect(await creditSale(db(), orderId)).toBe(0);
    expect(await entriesOf(orderId)).toEqual([]);
  });
});

describe("an AI variation's sale", () => {
  it("credits the designer of the catalogue logo it refined, through every later refinement, and each designer of a personalization's references once", async () => {
    const buyer = await newBuyer();
    const refined = await variation(buyer, "Refined Theo", { parentCatalogueId: 511 });
    const refinedAgain = await variation(buyer, "Refined Twice", { parentGenerationId: refined });
    const personalized = await variation(buyer, "Both Designers", { referenceLogoIds: ["502", "503", "512"] });
    // A personalization that took the buyer's own variation as its reference.
    const refinedLogoId = (await db().select({ logoId: generations.logoId }).from(generations).where(eq(generations.id, refinedAgain)))[0]!.logoId!;
    const fromOwnLogo = await variation(buyer, "From My Logo", { referenceLogoIds: [refinedLogoId] });
    const fromNothing = await variation(buyer, "Brand New", {});

    const { orderId } = await buy(buyer, [refined, refinedAgain, personalized, fromOwnLogo, fromNothing]);
    const rows = (await entriesOf(orderId)).map((row) => [row.purchaseId, row.designerId, row.sourceLogoId, row.amountCents]);
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        [refined, "theo-ledger", 511, 300],
        [refinedAgain, "theo-ledger", 511, 300],
        // Two of Mara's logos in one personalization: one sale, one credit.
        [personalized, "mara-ledger", 502, 300],
        [personalized, "theo-ledger", 512, 300],
        [fromOwnLogo, "theo-ledger", 511, 300],
      ]),
    );
  });

  it("is recorded when the generation starts: a refinement of a catalogue logo through the relay, and a personalization's references", async () => {
    const token = "L".repeat(43);
    const buyer: Buyer = { token, id: await visitorIdFor(token), cookie: `visitor=${token}` };
    const refinement = newGenerationId("ledgercat");
    const personalization = newGenerationId("ledgerrefs");
    for (const body of [
      { messages: [{ role: "user", content: "Make the lettering green" }], generation_id: refinement, logo_id: `logo_${Date.now()}_ledgercat`, parent_catalogue_id: "512" },
      { messages: [{ role: "user", content: "A tea house in the style of these" }], generation_id: personalization, logo_id: `logo_${Date.now()}_ledgerrefs`, reference_logo_ids: ["501", "511"] },
    ]) {
      const stream = await readAll(await chat(body, { visitor: token }));
      expect(stream.events.at(-1)?.type).toBe("done");
    }
    const [first] = await db().select().from(generations).where(eq(generations.id, refinement));
    expect(first).toMatchObject({ parentCatalogueId: 512, referenceLogoIds: null });
    const [second] = await db().select().from(generations).where(eq(generations.id, personalization));
    expect(second).toMatchObject({ parentCatalogueId: null, referenceLogoIds: ["501", "511"] });
    await eventually(async () => (await db().select().from(generations).where(eq(generations.id, personalization)))[0]?.status === "completed");

    const { orderId } = await buy(buyer, [refinement, personalization]);
    const rows = (await entriesOf(orderId)).map((row) => [row.purchaseId, row.designerId]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(expect.arrayContaining([[refinement, "theo-ledger"], [personalization, "mara-ledger"], [personalization, "theo-ledger"]]));
  });

  it("is recorded for a refinement of a catalogue logo asked without JavaScript", async () => {
    const visitor = "N".repeat(43);
    const response = await fetchForm("/generate", { prompt: "green lettering", refine: "503" }, visitor);
    expect(response.status).toBe(302);
    const logoId = /^\/logo\/(logo_.+)$/.exec(response.headers.get("Location") ?? "")![1]!;
    const record = await eventually(() => getGenerationByLogoId(db(), logoId));
    expect(record.parentCatalogueId).toBe(503);
  });
});

function fetchForm(path: string, fields: Record<string, string>, visitor: string) {
  return SELF.fetch(`http://localhost${path}`, { method: "POST", headers: { Cookie: `visitor=${visitor}`, "CF-Connecting-IP": "10.8.8.8" }, body: new URLSearchParams(fields), redirect: "manual" });
}

describe("a refund", () => {
  it("takes back each credit of the order, once, in the month of the refund; the statement adds up", async () => {
    const buyer = await newBuyer();
    const variant = await variation(buyer, "Refunded Variation", { parentCatalogueId: 501 });
    const { orderId, paymentIntent } = await buy(buyer, ["original_503", variant]);
    const before = await statementOf(db(), "mara-ledger", monthOf(new Date()));
    for (let delivery = 0; delivery < 2; delivery++) {
      await deliver("charge.refunded", { id: `ch_${orderId}`, object: "charge", payment_intent: paymentIntent, refunded: true, amount_refunded: 1998 });
    }
    const rows = (await entriesOf(orderId)).map((row) => [row.kind, row.purchaseId, row.amountCents, row.month]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["sale", "original_503", 300, monthOf(new Date())],
        ["sale", variant, 300, monthOf(new Date())],
        ["refund", "original_503", -300, monthOf(new Date())],
        ["refund", variant, -300, monthOf(new Date())],
      ]),
    );
    const after = await statementOf(db(), "mara-ledger", monthOf(new Date()));
    expect(after.creditsCents).toBe(before.creditsCents);
    expect(after.debitsCents).toBe(before.debitsCents - 600);
    expect(after.carriedForwardCents).toBe(after.broughtForwardCents + after.creditsCents + after.debitsCents - after.paidCents);
    const lines = after.lines.filter((line) => line.orderId === orderId).map((line) => [line.kind, line.variation, line.sourceLogoName, line.itemName]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ["sale", false, "Mara Three", "Mara Three"],
        ["sale", true, "Mara One", "Refunded Variation"],
        ["refund", false, "Mara Three", "Mara Three"],
        ["refund", true, "Mara One", "Refunded Variation"],
      ]),
    );
    expect(lines).toHaveLength(4);
  });
});
