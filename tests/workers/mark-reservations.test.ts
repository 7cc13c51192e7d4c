/**
 * A sold mark is reserved (docs/decisions/0107): the app keeps each generation's mark
 * fingerprint, and every request to the agent carries the fingerprints of every sold logo,
 * generated or from the catalogue, so the agent draws around them. A refund frees the mark.
 * A refinement also carries its earlier versions' marks and layouts ("other ideas").
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { generations, logos } from "#app/server/db/schema.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { encodeFingerprint, MARK_FINGERPRINT } from "#protocol/mark-fingerprint.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import { agentCalls, chat, chatBody, eventually, newGenerationId, ownerOf, readAll } from "./generation-helpers.ts";
import { seedCatalogue } from "./fixtures.ts";
import { standInMarkFingerprint } from "./stand-in-script.ts";
import { logoSpecFixture } from "#tests/support/logo-specs.ts";

const db = createDb(env.DB);

/** A fingerprint with the given cells inked. */
const print = (seed: number) => encodeFingerprint(Array.from({ length: 1024 }, (_, i) => (i * 7 + seed) % 5 === 0));

async function generate(extra: Record<string, unknown> = {}, id = newGenerationId("mark")) {
  await readAll(await chat(chatBody(id, "full", extra), { visitor: ownerOf(String(extra.owner ?? id)) }));
  return eventually(async () => {
    const record = await getGeneration(db, id);
    return record?.status === "completed" ? record : null;
  });
}

beforeAll(async () => {
  await seedCatalogue();
});

describe("a generation keeps the fingerprint of its mark", () => {
  it("as the agent sent it with the final image", async () => {
    const record = await generate();
    expect(record.markFingerprint).toBe(standInMarkFingerprint(record.id));
    expect(record.markFingerprint).toMatch(MARK_FINGERPRINT);
  });
});

describe("sold marks go with every request", () => {
  it("a sold generation's and a sold catalogue logo's, and not an unsold or refunded one's", async () => {
    const soldGenerated = await generate();
    const unsold = await generate();
    await db.update(generations).set({ soldOrderId: "order_test_sold_mark" }).where(eq(generations.id, soldGenerated.id));
    const [catalogueLogo] = await db.select({ id: logos.id }).from(logos).limit(1);
    const soldCatalogue = print(3);
    await db.update(logos).set({ soldOrderId: "order_test_sold_catalogue", markFingerprint: soldCatalogue }).where(eq(logos.id, catalogueLogo!.id));

    const next = await generate();
    const avoided = (await agentCalls(next.id)).avoid_marks ?? [];
    expect(avoided).toContain(soldGenerated.markFingerprint);
    expect(avoided).toContain(soldCatalogue);
    expect(avoided).not.toContain(unsold.markFingerprint);

    // A refund clears the sale, and with it the reservation.
    await db.update(generations).set({ soldOrderId: null }).where(eq(generations.id, soldGenerated.id));
    const afterRefund = await generate();
    expect((await agentCalls(afterRefund.id)).avoid_marks ?? []).not.toContain(soldGenerated.markFingerprint);
    await db.update(logos).set({ soldOrderId: null }).where(eq(logos.id, catalogueLogo!.id));
  });
});

describe("sold marks' ideas go with every request", () => {
  it("the idea of a sold design's mark, without where its parts sit; an unsold or refunded one's not", async () => {
    const foxInLeaf = (at: number, tilt: number) =>
      logoSpecFixture({ icon: { set: "phosphor", name: "fox" }, mark: { kind: "emblem", treatment: "cutout", shape: "leaf", second: { set: "phosphor", name: "coffee" }, letter: null, at, tilt } } as never);
    const sold = await generate();
    const unsold = await generate();
    await db.update(generations).set({ spec: foxInLeaf(0.625, 12), soldOrderId: "order_test_sold_idea" }).where(eq(generations.id, sold.id));
    await db.update(generations).set({ spec: logoSpecFixture({ mark: { kind: "lettermark", letters: "UN", treatment: "cut", shape: "circle", angle: 20 } } as never) }).where(eq(generations.id, unsold.id));

    const next = await generate();
    const ideas = (await agentCalls(next.id)).avoid_ideas ?? [];
    // The same fox, leaf and cup placed otherwise is the same idea: it is what is reserved.
    expect(ideas).toContain(markIdea(foxInLeaf(0.875, -12)));
    expect(ideas).toContain("emblem|phosphor/fox|cutout|leaf|phosphor/coffee|-");
    expect(ideas).not.toContain("lettermark|UN|cut|circle");

    await db.update(generations).set({ soldOrderId: null }).where(eq(generations.id, sold.id));
    const afterRefund = await generate();
    expect((await agentCalls(afterRefund.id)).avoid_ideas ?? []).not.toContain(markIdea(foxInLeaf(0.625, 12)));
  });
});

describe("a refinement carries its earlier versions", () => {
  it("their marks, layouts and prompts, back along its parents", async () => {
    const first = await generate();
    const owner = first.id;
    // Designs as the agent keeps them: the first a badge, the second its icon-left change.
    const radial = { kind: "geometric", family: "radial", count: 6, turn: 0.2, pattern: 42, weight: 0.5, shape: "circle" };
    await db.update(generations).set({ spec: logoSpecFixture({ layout: "badge", container: "circle", mark: radial } as never) }).where(eq(generations.id, first.id));
    await db.update(generations).set({ prompt: "A logo for a bakery called Crumb" }).where(eq(generations.id, first.id));
    const second = await generate({ parent_generation_id: first.id, owner });
    await db.update(generations).set({ spec: logoSpecFixture({ layout: "icon-left" }), prompt: "Modify this logo: add a star" }).where(eq(generations.id, second.id));
    const third = await generate({ parent_generation_id: second.id, owner });
    const calls = await agentCalls(third.id);
    // The change arrives with what was asked before it along the line, oldest first: the
    // agent reads it against the trade and subjects the conversation named.
    expect(calls.history).toEqual(["A logo for a bakery called Crumb", "Modify this logo: add a star"]);
    expect(calls.earlier_marks).toEqual(expect.arrayContaining([first.markFingerprint, second.markFingerprint]));
    // Sold marks only: a version's own mark is not a sold one.
    expect(calls.avoid_marks ?? []).not.toContain(second.markFingerprint);
    expect(calls.earlier_layouts).toEqual(expect.arrayContaining(["badge", "icon-left"]));
    expect(calls.earlier_ideas).toEqual(["geometric|radial|6|42|-"]);
    // A new logo carries no versions: only sold marks, of which this test made none.
    expect((await agentCalls(first.id)).earlier_layouts).toBeUndefined();
    expect((await agentCalls(first.id)).history).toBeUndefined();
  });
});
