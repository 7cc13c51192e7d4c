/**
 * A generation is its owner's (issue 13, finding 4): its events (partial images drawn
 * without a watermark, the narration) replay only to the browser or account that owns
 * it, and a shared link's page shows anyone else the logo, not the prompt, the narration
 * or the generation id.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LOGO_ID_TAKEN_MESSAGE, NOT_YOURS_MESSAGE } from "#app/server/generations/room/generation-room.ts";
import { chat, chatBody, newGenerationId, promptFor, readAll } from "./generation-helpers.ts";

const OWNER = "p7Lq2v9mB3xK0sT4wY8zA1cD5fG6hJ9kL2nP4rS7uVa";
const STRANGER = "z1Lq2v9mB3xK0sT4wY8zA1cD5fG6hJ9kL2nP4rS7uVb";
const LOGO = `logo_${Date.now()}_privacy1`;
const PROMPT = promptFor("full");

let id: string;

beforeAll(async () => {
  id = newGenerationId("privacy");
  const first = await readAll(await chat(chatBody(id, "full", { logo_id: LOGO }), { visitor: OWNER }));
  expect(first.events.at(-1)?.type).toBe("done");
});

describe("the generation's events", () => {
  it("replay to their owner", async () => {
    const again = await chat(chatBody(id, "full"), { visitor: OWNER });
    expect(again.status).toBe(200);
    const { events } = await readAll(again);
    expect(events.some((event) => event.type === "final_image")).toBe(true);
  });

  it("do not exist for another visitor, a browser without a cookie, or the sync endpoint asked by either", async () => {
    for (const [visitor, path] of [[STRANGER, "/agent/chat"], [undefined, "/agent/chat"], [STRANGER, "/agent/chat/sync"]] as const) {
      const response = await chat(chatBody(id, "full"), { visitor, path });
      expect(response.status, `${visitor} ${path}`).toBe(404);
      const text = await response.text();
      expect(text).toContain(NOT_YOURS_MESSAGE);
      expect(text).not.toContain("partial_image");
    }
  });
});

describe("the logo's page", () => {
  const page = async (visitor: string) =>
    (await SELF.fetch(`http://localhost/logo/${LOGO}`, { headers: { Cookie: `visitor=${visitor}` } })).text();

  it("tells its owner the prompt and links the preview by generation", async () => {
    const html = await page(OWNER);
    expect(html).toContain("mountain coffee roaster");
    expect(html).toContain(id);
  });

  it("shows anyone else the logo by the logo's id, without the prompt or the generation id", async () => {
    const html = await page(STRANGER);
    expect(html).toContain(`/api/logos/${LOGO}/preview.png`);
    expect(html).not.toContain("mountain coffee roaster");
    expect(html).not.toContain(PROMPT);
    expect(html).not.toContain(id);
  });

  it("serves the newest watermarked preview by the logo's id, revalidated each time", async () => {
    const response = await SELF.fetch(`http://localhost/api/logos/${LOGO}/preview.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    await response.arrayBuffer();
    for (const bad of [`logo_${Date.now()}_nothing`, "not-a-logo", "logo_..%2F..%2Fx"]) {
      expect((await SELF.fetch(`http://localhost/api/logos/${bad}/preview.png`)).status, bad).toBe(404);
    }
  });
});

describe("a logo id", () => {
  it("is its first maker's: another visitor's generation under it is refused with 409 and leaves the page alone", async () => {
    const takeover = await chat(chatBody(newGenerationId("takeover"), "full", { logo_id: LOGO }), { visitor: STRANGER });
    expect(takeover.status).toBe(409);
    expect(await takeover.json()).toEqual({ error: LOGO_ID_TAKEN_MESSAGE });
    const html = await (await SELF.fetch(`http://localhost/logo/${LOGO}`, { headers: { Cookie: `visitor=${OWNER}` } })).text();
    expect(html).toContain(id);
  });

  it("takes its owner's next generation (a retry keeps the logo's id)", async () => {
    const retry = await chat(chatBody(newGenerationId("retry"), "full", { logo_id: LOGO }), { visitor: OWNER });
    expect(retry.status).toBe(200);
    await readAll(retry);
  });
});

describe("POST /api/visitor", () => {
  it("gives a new browser its visitor cookie before its first generation, and leaves an existing one alone", async () => {
    const fresh = await SELF.fetch("http://localhost/api/visitor", { method: "POST" });
    expect(fresh.status).toBe(204);
    expect(fresh.headers.get("Set-Cookie")).toMatch(/^visitor=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$/);
    const known = await SELF.fetch("http://localhost/api/visitor", { method: "POST", headers: { Cookie: `visitor=${OWNER}` } });
    expect(known.status).toBe(204);
    expect(known.headers.get("Set-Cookie")).toBeNull();
  });
});
