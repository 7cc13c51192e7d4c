/**
 * Deleting a generated logo for good (spec section 4) — only by the visitor who made it
 * (accounts spec, section 5: 'Not authorized to delete this logo').
 */
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { logoFileKey, LOGO_FILE_NAMES, type LogoFileKind } from "#app/server/generations/logo-files.server.ts";
import { getGeneration } from "#app/server/generations/records.server.ts";
import { DELETED_MESSAGE, NOT_YOURS_MESSAGE, type GenerationRoom } from "#app/server/generations/room/generation-room.ts";
import { roomFor } from "#app/server/generations/rooms.ts";
import { agentCalls, chat, chatBody, logoMetadata, newGenerationId, readAll } from "./generation-helpers.ts";

const db = createDb(env.DB);
const OWNER = "k3Xq9v2mB7pL0sT4wY8zA1cD5fG6hJ9kL2nP4rS7uVw";
const SOMEONE_ELSE = "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2H1g0F9e";

function remove(id: string, visitor?: string) {
  return SELF.fetch(`http://localhost/api/generations/${id}`, {
    method: "DELETE",
    headers: visitor ? { Cookie: `visitor=${visitor}` } : {},
  });
}

let id: string;
beforeAll(async () => {
  id = newGenerationId("delete");
  await readAll(await chat(chatBody(id, "full"), { visitor: OWNER }));
});

describe("DELETE /api/generations/{id}", () => {
  it("refuses anyone but the owner with the spec's message, and keeps everything", async () => {
    for (const visitor of [undefined, SOMEONE_ELSE]) {
      const response = await remove(id, visitor);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Not authorized to delete this logo" });
    }
    expect(await getGeneration(db, id)).not.toBeNull();
    expect(await env.LOGO_FILES.head(logoFileKey(id, "png"))).not.toBeNull();
  });

  it("answers a malformed id with a 400 and an unknown one with a 404", async () => {
    expect((await remove("not-an-id", OWNER)).status).toBe(400);
    expect((await remove(newGenerationId("nobody"), OWNER)).status).toBe(404);
  });

  it("deletes the record and every file for the owner; the preview is gone", async () => {
    const response = await remove(id, OWNER);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await getGeneration(db, id)).toBeNull();
    for (const kind of Object.keys(LOGO_FILE_NAMES) as LogoFileKind[]) {
      expect(await env.LOGO_FILES.head(logoFileKey(id, kind)), kind).toBeNull();
    }
    expect((await SELF.fetch(`http://localhost/api/generations/${id}/preview.png`)).status).toBe(404);
    expect((await remove(id, OWNER)).status).toBe(404);
  });

  it("the room forgets it too: the id neither replays the logo nor starts a new one", async () => {
    const response = await chat(chatBody(id, "full"), { visitor: OWNER });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ error: DELETED_MESSAGE });
    const { events } = await runInDurableObject(roomFor(env.GENERATION_ROOM, id), (room: GenerationRoom) => room.snapshot());
    expect(events).toEqual([]);
    expect((await agentCalls(id)).chat).toBe(1);
    expect(await getGeneration(db, id)).toBeNull();
  });

  it("its metadata goes too, though the agent still remembers it", async () => {
    const response = await logoMetadata(id, OWNER);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: DELETED_MESSAGE });
    // Anyone else is not told it ever existed.
    const stranger = await logoMetadata(id, SOMEONE_ELSE);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ success: false, error: NOT_YOURS_MESSAGE });
    expect((await agentCalls(id)).metadata).toBe(0);
  });
});
