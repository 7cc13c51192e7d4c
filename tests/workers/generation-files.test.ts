/**
 * A finished logo's files and record, and the rule that a browser sees only the
 * watermarked preview until the logo is bought (issue 4).
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { visitorIdFor } from "#app/server/visitor.server.ts";
import { logoFileKey, LOGO_FILE_NAMES, type LogoFileKind } from "#app/server/generations/logo-files.server.ts";
import { getGeneration, recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { chat, chatBody, logoMetadata, newGenerationId, readAll, type ReadStream } from "./generation-helpers.ts";
import { AGENT_ORIGIN, STAND_IN_METADATA, STAND_IN_SPEC, standInFiles } from "./stand-in-script.ts";

const db = createDb(env.DB);
const VISITOR = "k3Xq9v2mB7pL0sT4wY8zA1cD5fG6hJ9kL2nP4rS7uVw";

let id: string;
let stream: ReadStream;
let syncText: string;
let metadataText: string;

beforeAll(async () => {
  // The logo this generation refines: the visitor's own (a refinement names only a parent it owns).
  const parent = "gen_1795000000000_parent1";
  await recordStarted(db, { id: parent, logoId: null, prompt: "A logo", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: await visitorIdFor(VISITOR), at: new Date() });
  await recordCompleted(db, parent, { spec: null, metadata: { name: "Parent", description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
  id = newGenerationId("files");
  stream = await readAll(
    await chat(
      chatBody(id, "full", {
        logo_id: "logo_1795000000000_abc123",
        parent_generation_id: "gen_1795000000000_parent1",
        revision_group_id: "revgroup_1795000000000_grp1",
      }),
      { visitor: VISITOR },
    ),
  );
  syncText = await (await chat(chatBody(id, "full"), { visitor: VISITOR, path: "/agent/chat/sync" })).text();
  metadataText = await (await logoMetadata(id, VISITOR)).text();
});

describe("after completion", () => {
  it("stores every file in R2 under generations/{id}/, byte for byte, with its type", async () => {
    const { text } = standInFiles(id);
    const types: Record<LogoFileKind, string> = {
      png: "image/png",
      pngWatermarked: "image/png",
      webp: "image/webp",
      svg: "image/svg+xml",
      pngTransparent: "image/png",
    };
    for (const kind of Object.keys(LOGO_FILE_NAMES) as LogoFileKind[]) {
      const object = await env.LOGO_FILES.get(logoFileKey(id, kind));
      expect(object, kind).not.toBeNull();
      expect(object!.key).toBe(`generations/${id}/${LOGO_FILE_NAMES[kind]}`);
      expect(object!.httpMetadata?.contentType).toBe(types[kind]);
      expect(await object!.text()).toBe(text[kind]);
    }
  });

  it("records the generation in D1 with its ids, owner, design and metadata", async () => {
    const record = await getGeneration(db, id);
    const { isWatermarked: _w, hasFullVersion: _h, ...described } = STAND_IN_METADATA;
    expect(record).toMatchObject({
      id,
      logoId: "logo_1795000000000_abc123",
      prompt: chatBody(id, "full").messages[0]!.content,
      parentGenerationId: "gen_1795000000000_parent1",
      revisionGroupId: "revgroup_1795000000000_grp1",
      ownerVisitorId: await visitorIdFor(VISITOR),
      ownerUserId: null,
      status: "completed",
      error: null,
      spec: STAND_IN_SPEC,
      metadata: described,
    });
    expect(record!.completedAt!.getTime()).toBeGreaterThanOrEqual(record!.createdAt.getTime());
  });
});

describe("watermarked only, until purchase", () => {
  it("no event a browser receives holds the full files, the design or the agent's address", () => {
    const { urls, text } = standInFiles(id);
    for (const received of [stream.raw, syncText, metadataText]) {
      for (const kind of ["png", "webp", "pngTransparent", "pngWatermarked"] as const) {
        expect(received).not.toContain(urls[kind].slice("data:image/png;base64,".length, 200));
      }
      expect(received).not.toContain(encodeURIComponent(text.svg).slice(0, 200));
      expect(received).not.toContain('"files"');
      expect(received).not.toContain('"spec"');
      expect(received).not.toContain(STAND_IN_SPEC.layout);
      expect(received).not.toContain(AGENT_ORIGIN);
    }
  });

  it("says the logo is watermarked and has a full version", () => {
    const done = stream.events.at(-1);
    expect(done).toMatchObject({ type: "done", metadata: { isWatermarked: true, hasFullVersion: true } });
    expect(JSON.parse(metadataText)).toMatchObject({ success: true, metadata: { isWatermarked: true, hasFullVersion: true } });
  });

  it("serves the watermarked PNG at the preview URL, cacheable, with an ETag", async () => {
    const response = await SELF.fetch(`http://localhost/api/generations/${id}/preview.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe(standInFiles(id).text.pngWatermarked);

    const etag = response.headers.get("ETag")!;
    const again = await SELF.fetch(`http://localhost/api/generations/${id}/preview.png`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("serves no route to the full files", async () => {
    for (const name of Object.values(LOGO_FILE_NAMES).filter((name) => name !== "logo-watermarked.png")) {
      const response = await SELF.fetch(`http://localhost/api/generations/${id}/${name}`);
      expect(response.status, name).toBe(404);
    }
  });

  it("answers 404 for an unknown or malformed generation id", async () => {
    for (const path of [`gen_${Date.now()}_nothing`, "not-an-id", "gen_..%2F..%2Fsecret"]) {
      const response = await SELF.fetch(`http://localhost/api/generations/${path}/preview.png`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "No preview for this logo." });
    }
  });
});

describe("the preview right after the final image", () => {
  it("is served by the generation's room until R2 has it, never cached", async () => {
    const { runInDurableObject } = await import("cloudflare:test");
    const { roomFor } = await import("#app/server/generations/rooms.ts");
    const pending = newGenerationId("pending");
    const bytes = new TextEncoder().encode("watermarked preview bytes");
    // The moment between the announcement and the end of the R2 write: the run holds the
    // decoded preview and R2 has nothing yet.
    await runInDurableObject(roomFor(env.GENERATION_ROOM, pending), (instance) => {
      (instance as unknown as { run: unknown }).run = { ended: false, preview: { bytes, contentType: "image/png" } };
    });
    expect(await env.LOGO_FILES.head(logoFileKey(pending, "pngWatermarked"))).toBeNull();
    const response = await SELF.fetch(`http://localhost/api/generations/${pending}/preview.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    // A room with nothing to give still answers 404.
    expect((await SELF.fetch(`http://localhost/api/generations/${newGenerationId("none")}/preview.png`)).status).toBe(404);
  });
});
