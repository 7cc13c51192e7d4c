/**
 * Designs stay on the server (docs/decisions/0016-designs-stay-on-the-server.md): every
 * picture a browser can fetch holds pixels only, even when the agent wrote the design
 * into it; a refinement reaches the agent with the parent's design from D1, looked up by
 * the logo the requester owns; another visitor naming that logo is refused before
 * anything starts. A logo of one's own may start from someone else's shared logo (its
 * design goes to the agent, never to the browser) until that logo is sold.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import catalogue from "#app/catalogue/catalogue.json";
import { catalogueSlug } from "#app/catalogue/slug.ts";
import { createDb } from "#app/server/db/client.server.ts";
import { generations } from "#app/server/db/schema.ts";
import { visitorIdFor } from "#app/server/visitor.server.ts";
import { getGeneration, getGenerationByLogoId } from "#app/server/generations/records.server.ts";
import { logoFileKey } from "#app/server/generations/logo-files.server.ts";
import { eq } from "drizzle-orm";
import { dataUrlBytes, toDataUrl } from "#protocol/data-url.ts";
import { isPng, isWebp, textChunkTypes } from "#protocol/image-chunks.ts";
import { refinementMessage } from "#protocol/refinement.ts";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { agentCalls, chat, eventually, newGenerationId, promptFor, readAll, type ReadStream } from "./generation-helpers.ts";
import { STAND_IN_DESIGN } from "./stand-in-script.ts";
import { seedCatalogue } from "./fixtures.ts";

const db = createDb(env.DB);
const OWNER = "dS3nVq8LmP2xR7tK0wZ4bC9fH1jN5gY6uA3eQ8iO2sT";
const STRANGER = "zX9cV7bN5mL3kJ1hG8fD6sA4pO2iU0yT9rE7wQ5eR3t";

type CatalogueEntry = (typeof catalogue)[number] & { spec: { brand: string; layout: string } };
const NOVA = (catalogue as CatalogueEntry[]).find((entry) => entry.name === "Nova Labs")!;
const NOVA_IMAGE = `/logos/${catalogueSlug(NOVA.name)}.webp`;

/** Bytes as Latin-1 text: every byte kept, so a design in any chunk shows. */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

/** The picture holds no text chunk and nothing of the design. */
function expectPixelsOnly(bytes: Uint8Array, design: { brand: string }, name: string) {
  expect(isPng(bytes) || isWebp(bytes), `${name} is a PNG or a WebP`).toBe(true);
  expect(textChunkTypes(bytes), name).toEqual([]);
  const text = latin1(bytes);
  for (const piece of [JSON.stringify(design), design.brand, '"palette":', "LogoSpec", "xmpmeta", "urn:logomarket"]) {
    expect(text.includes(piece), `${name} holds ${piece.slice(0, 30)}`).toBe(false);
  }
}

function partials(events: AgentEvent[]) {
  return events.filter((event): event is Extract<AgentEvent, { type: "partial_image" }> => event.type === "partial_image");
}

function postForm(fields: Record<string, string>, visitor: string) {
  return SELF.fetch("http://localhost/generate", {
    method: "POST",
    headers: { Cookie: `visitor=${visitor}`, "CF-Connecting-IP": "10.9.9.9" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function completed(id: string) {
  return eventually(async () => {
    const record = await getGeneration(db, id);
    return record?.status === "completed" ? record : null;
  });
}

let parentId: string;
const parentLogoId = `logo_${Date.now()}_designparent`;
let parentStream: ReadStream;

beforeAll(async () => {
  await seedCatalogue([{ id: NOVA.id, name: NOVA.name, image: NOVA_IMAGE, bgColor: NOVA.bgColor, category: NOVA.category, tags: NOVA.tags, description: NOVA.description, designer: NOVA.designer, originalPath: `originals/${catalogueSlug(NOVA.name)}.svg`, spec: NOVA.spec }]);
  // The owner's logo, made by an agent that writes its design into every picture it sends.
  parentId = newGenerationId("designparent");
  parentStream = await readAll(
    await chat({ messages: [{ role: "user", content: promptFor("text-chunks") }], generation_id: parentId, logo_id: parentLogoId }, { visitor: OWNER }),
  );
  await completed(parentId);
});

describe("every picture a browser can get holds pixels only", () => {
  it("the partial images of the stream, live and replayed", async () => {
    const live = partials(parentStream.events);
    expect(live.length).toBe(2);
    for (const partial of live) expectPixelsOnly(dataUrlBytes(partial.data)!.bytes, STAND_IN_DESIGN, `partial ${partial.index}`);
    expect(parentStream.raw).not.toContain(STAND_IN_DESIGN.brand);

    const replay = await readAll(await chat({ messages: [{ role: "user", content: promptFor("text-chunks") }], generation_id: parentId }, { visitor: OWNER }));
    expect(partials(replay.events).length).toBe(2);
    for (const partial of partials(replay.events)) expectPixelsOnly(dataUrlBytes(partial.data)!.bytes, STAND_IN_DESIGN, `replayed partial ${partial.index}`);
    expect(replay.raw).not.toContain(STAND_IN_DESIGN.brand);
  });

  it("the watermarked preview of a finished generation, as served and as stored", async () => {
    const response = await SELF.fetch(`http://localhost/api/generations/${parentId}/preview.png`);
    expect(response.status).toBe(200);
    expectPixelsOnly(new Uint8Array(await response.arrayBuffer()), STAND_IN_DESIGN, "preview.png");
    const stored = await env.LOGO_FILES.get(logoFileKey(parentId, "pngWatermarked"));
    expectPixelsOnly(new Uint8Array(await stored!.arrayBuffer()), STAND_IN_DESIGN, "stored preview");
    // The design itself is kept, in D1.
    expect((await getGeneration(db, parentId))!.spec).toEqual(STAND_IN_DESIGN);
  });

  it("every catalogue picture as the site serves it (the assets binding: build/client, from public/)", async () => {
    for (const entry of catalogue as CatalogueEntry[]) {
      const response = await env.ASSETS.fetch(`http://localhost/logos/${catalogueSlug(entry.name)}.webp`);
      expect(response.status, entry.name).toBe(200);
      expectPixelsOnly(new Uint8Array(await response.arrayBuffer()), entry.spec, entry.name);
    }
  });
});

describe("a refinement reaches the agent with the parent's design from D1", () => {
  it("through the relay: the browser names the parent; a design it sends is dropped", async () => {
    const preview = new Uint8Array(await (await SELF.fetch(`http://localhost/api/generations/${parentId}/preview.png`)).arrayBuffer());
    expect(textChunkTypes(preview)).toEqual([]); // what the browser uploads carries no design
    const id = newGenerationId("designchild");
    const response = await chat(
      {
        messages: [{ role: "user", content: refinementMessage("green lettering"), images: [toDataUrl(preview, "image/png")] }],
        generation_id: id,
        logo_id: `logo_${Date.now()}_designchild`,
        parent_generation_id: parentId,
        design: { ...STAND_IN_DESIGN, brand: "Forged By The Browser" },
      },
      { visitor: OWNER },
    );
    expect(response.status).toBe(200);
    const stream = await readAll(response);
    expect(stream.events.at(-1)?.type).toBe("done");
    expect((await agentCalls(id)).design).toEqual(STAND_IN_DESIGN);
    // The agent's refinement kept the parent's name and layout, and the browser never saw the design.
    const child = await completed(id);
    expect(child.spec).toMatchObject({ brand: STAND_IN_DESIGN.brand, layout: STAND_IN_DESIGN.layout });
    expect(child.parentGenerationId).toBe(parentId);
    expect(stream.raw).not.toContain('"palette"');
  });

  it("through the relay for a catalogue logo, named by its id", async () => {
    const id = newGenerationId("designcat");
    const stream = await readAll(
      await chat(
        { messages: [{ role: "user", content: refinementMessage("a serif typeface") }], generation_id: id, parent_catalogue_id: String(NOVA.id), browse_logo_url: `http://localhost${NOVA_IMAGE}`, browse_logo_name: NOVA.name },
        { visitor: STRANGER },
      ),
    );
    expect(stream.events.at(-1)?.type).toBe("done");
    expect((await agentCalls(id)).design).toEqual(NOVA.spec);
    expect((await completed(id)).spec).toMatchObject({ brand: NOVA.spec.brand, layout: NOVA.spec.layout });
  });

  it("through the prompt form without JavaScript, for the owner's logo and for a catalogue logo", async () => {
    for (const [refine, design] of [[parentLogoId, STAND_IN_DESIGN], [String(NOVA.id), NOVA.spec]] as const) {
      const response = await postForm({ prompt: "green lettering", refine }, OWNER);
      expect(response.status, refine).toBe(302);
      const logoId = /^\/logo\/(logo_.+)$/.exec(response.headers.get("Location") ?? "")![1]!;
      const record = await eventually(() => getGenerationByLogoId(db, logoId));
      expect((await agentCalls(record.id)).design, refine).toEqual(design);
      expect((await completed(record.id)).spec).toMatchObject({ brand: design.brand, layout: design.layout });
    }
  });
});

describe("a personalization reaches the agent with its references' designs from D1", () => {
  async function personalize(visitor: string, references: string[]) {
    const picture = toDataUrl(new Uint8Array(await (await env.ASSETS.fetch(`http://localhost${NOVA_IMAGE}`)).arrayBuffer()), "image/webp");
    const id = newGenerationId("designrefs");
    const stream = await readAll(
      await chat(
        {
          messages: [{ role: "user", content: "A logo for a tea house in the style of these", images: references.map(() => picture) }],
          generation_id: id,
          reference_logo_ids: references,
          reference_designs: references.map(() => STAND_IN_DESIGN),
        },
        { visitor },
      ),
    );
    expect(stream.events.at(-1)?.type).toBe("done");
    expect(stream.raw).not.toContain('"palette"');
    return (await agentCalls(id)).reference_designs;
  }

  it("a catalogue logo's for anyone, a generated logo's for its owner and, shared and unsold, for anyone, in the order of the images", async () => {
    expect(await personalize(OWNER, [String(NOVA.id), parentLogoId])).toEqual([NOVA.spec, STAND_IN_DESIGN]);
    // Someone else's logo from a shared link: a logo of their own may start from it (decision 0018).
    expect(await personalize(STRANGER, [String(NOVA.id), parentLogoId])).toEqual([NOVA.spec, STAND_IN_DESIGN]);
  });

  it("a sold generated logo's design is its buyer's alone: a stranger's reference gets none", async () => {
    const sold = newGenerationId("designsold");
    const soldLogoId = `logo_${Date.now()}_designsold`;
    await readAll(await chat({ messages: [{ role: "user", content: promptFor("text-chunks") }], generation_id: sold, logo_id: soldLogoId }, { visitor: OWNER }));
    await completed(sold);
    await db.update(generations).set({ soldOrderId: "order_1_designsold" }).where(eq(generations.id, sold));
    // No design at all reaches the agent: it has the picture only.
    expect(await personalize(STRANGER, [soldLogoId])).toBeUndefined();
    expect(await personalize(OWNER, [soldLogoId])).toEqual([STAND_IN_DESIGN]);
  });

  it("without JavaScript, a stranger's own version of a shared logo starts from its picture and design", async () => {
    const response = await postForm({ prompt: "The same for my tea house", reference: parentLogoId }, STRANGER);
    expect(response.status).toBe(302);
    const logoId = /^\/logo\/(logo_.+)$/.exec(response.headers.get("Location") ?? "")![1]!;
    const record = await eventually(() => getGenerationByLogoId(db, logoId));
    expect(record.ownerVisitorId).toBe(await visitorIdFor(STRANGER));
    expect(record.parentGenerationId).toBeNull();
    expect((await agentCalls(record.id)).reference_designs).toEqual([STAND_IN_DESIGN]);
    expect((await agentCalls(record.id)).design).toBeUndefined();
    // A reference that is no logo, or not finished, is refused before anything starts.
    expect((await postForm({ prompt: "Mine", reference: "logo_1_nobody" }, STRANGER)).status).toBe(404);
    expect((await postForm({ prompt: "Mine", reference: "../etc" }, STRANGER)).status).toBe(400);
  });
});

describe("a parent that is not the requester's", () => {
  it("is refused by the relay with a 403, no design, no generation and no agent call", async () => {
    const id = newGenerationId("designtheft");
    const response = await chat(
      { messages: [{ role: "user", content: refinementMessage("green lettering") }], generation_id: id, parent_generation_id: parentId },
      { visitor: STRANGER },
    );
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "You can only change your own logos." });
    expect(text).not.toContain(STAND_IN_DESIGN.brand);
    expect(await getGeneration(db, id)).toBeNull();
    expect((await agentCalls(id)).chat).toBe(0);
  });

  it("is refused by the prompt form with a 403, and nothing is started", async () => {
    const stranger = await visitorIdFor(STRANGER);
    const before = await db.select({ id: generations.id }).from(generations).where(eq(generations.ownerVisitorId, stranger));
    const response = await postForm({ prompt: "green lettering", refine: parentLogoId }, STRANGER);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(STAND_IN_DESIGN.brand);
    const after = await db.select({ id: generations.id }).from(generations).where(eq(generations.ownerVisitorId, stranger));
    expect(after).toEqual(before);
  });

  it("an unknown parent answers 404", async () => {
    const response = await chat({ messages: [{ role: "user", content: refinementMessage("blue") }], parent_generation_id: "gen_1_nobody" }, { visitor: OWNER });
    expect(response.status).toBe(404);
  });
});
