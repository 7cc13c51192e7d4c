/**
 * The relay's front door: input validation, the visitor cookie, rate limits, and the
 * protocol's other routes (/agent/chat/sync, /logo/metadata, /agent/clear-context).
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newVisitorToken, visitorIdFor } from "#app/server/visitor.server.ts";
import { createDb } from "#app/server/db/client.server.ts";
import { recordStarted } from "#app/server/generations/records.server.ts";
import { NOT_ISSUED_MESSAGE, NOT_YOURS_MESSAGE } from "#app/server/generations/room/messages.ts";
import { LIMITS } from "#protocol/limits.ts";
import { RATE_LIMIT_MESSAGE } from "#app/server/limits/rate-limiter.ts";
import { agentCalls, chat, chatBody, logoMetadata, newGenerationId, randomIp, readAll } from "./generation-helpers.ts";
import { STAND_IN_METADATA } from "./stand-in-script.ts";

const { isWatermarked: _w, hasFullVersion: _h, ...DESCRIBED } = STAND_IN_METADATA;

describe("bad input gets a clear 4xx, and no agent call", () => {
  const id = () => newGenerationId("bad");
  const user = (content: string) => ({ role: "user", content });
  const cases: [string, () => unknown, number, RegExp][] = [
    ["a body that is not JSON", () => "{not json", 400, /not valid JSON/],
    ["no messages", () => ({ generation_id: id() }), 400, /messages/],
    ["an empty prompt", () => ({ messages: [user("   ")], generation_id: id() }), 400, /the prompt is empty/],
    ["a last message that is not the user's", () => ({ messages: [user("hi"), { role: "assistant", content: "yes" }] }), 400, /the user's/],
    ["too many messages", () => ({ messages: Array(LIMITS.messages + 1).fill(user("logo")) }), 400, /at most 50 messages/],
    ["a prompt that is too long", () => ({ messages: [user("x".repeat(LIMITS.contentChars + 1))] }), 400, /4000 characters/],
    ["an image that is not a data URL", () => ({ messages: [{ ...user("logo"), images: ["https://example.com/a.png"] }] }), 400, /data URLs/],
    ["an image whose base64 is broken (the agent would refuse it)", () => ({ messages: [{ ...user("logo"), images: ["data:image/png;base64,A"] }], generation_id: id() }), 400, /base64 data is broken/],
    ["a malformed generation_id", () => ({ messages: [user("logo")], generation_id: "12345" }), 400, /generation_id/],
    ["a malformed logo_id", () => ({ messages: [user("logo")], logo_id: "logo 1" }), 400, /logo_id/],
    ["a malformed parent_generation_id", () => ({ messages: [user("logo")], parent_generation_id: "x" }), 400, /parent_generation_id/],
    ["a malformed revision_group_id", () => ({ messages: [user("logo")], revision_group_id: "g1" }), 400, /revision_group_id/],
    ["a new logo asked for in emoji alone", () => ({ messages: [user("☕🌊✨")], generation_id: id() }), 400, /describe your logo in words/],
    ["a new logo of emoji and the bar's style line", () => ({ messages: [user("🍕🍕\nThe logo should represent these styles: Bold")], generation_id: id() }), 400, /describe your logo in words/],
  ];

  it.each(cases)("%s", async (_name, body, status, message) => {
    for (const path of ["/agent/chat", "/agent/chat/sync"] as const) {
      const payload = body();
      const response = await chat(payload, { path });
      expect(response.status).toBe(status);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect((await response.json<{ error: string }>()).error).toMatch(message);
      const generationId = (payload as { generation_id?: string }).generation_id;
      if (generationId) expect((await agentCalls(generationId)).chat).toBe(0);
    }
  });

  it("refuses a body over the size limit with 413, before parsing it", async () => {
    const response = await chat("x".repeat(LIMITS.bodyBytes + 1));
    expect(response.status).toBe(413);
    expect((await response.json<{ error: string }>()).error).toBe("The request is too large: at most 12 MB.");
  });

  it("refuses a body not sent as JSON with 415 (a cross-site form or text/plain post)", async () => {
    const body = JSON.stringify(chatBody(newGenerationId("type"), "full"));
    for (const contentType of ["application/x-www-form-urlencoded", "text/plain;charset=UTF-8", null]) {
      const response = await SELF.fetch("http://localhost/agent/chat", {
        method: "POST",
        headers: contentType ? { "Content-Type": contentType } : {},
        body: contentType ? body : new Blob([body]),
      });
      expect(response.status, String(contentType)).toBe(415);
      expect(await response.json()).toEqual({ error: "Send the request as JSON (Content-Type: application/json)." });
    }
  });

  it("answers the wrong method with 405 and Allow, unknown agent paths with 404", async () => {
    const get = await SELF.fetch("http://localhost/agent/chat");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const post = await SELF.fetch("http://localhost/logo/metadata", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET");
    const unknown = await SELF.fetch("http://localhost/agent/nothing", { method: "POST" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found" });
  });

  it("gives a request without generation_id an id of its own, in a header", async () => {
    const response = await chat({ messages: [{ role: "user", content: "[scenario:full] A logo" }] });
    const id = response.headers.get("X-Generation-Id");
    expect(id).toMatch(/^gen_\d+_[a-z0-9]{24}$/);
    const { events } = await readAll(response);
    expect(events.find((event) => event.type === "final_image")).toMatchObject({ generation_id: id });
  });
});

describe("generation ids come from the server", () => {
  const prompt = { messages: [{ role: "user", content: "[scenario:full] A logo for a lighthouse bakery" }] };
  function post(body: unknown, visitor: string) {
    return SELF.fetch("http://localhost/agent/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: `visitor=${visitor}`, "CF-Connecting-IP": randomIp() },
      body: JSON.stringify(body),
    });
  }
  function issue(visitor?: string) {
    return SELF.fetch("http://localhost/api/generations", { method: "POST", headers: visitor ? { Cookie: `visitor=${visitor}` } : {} });
  }

  it("refuses an id a browser made up, and nothing starts", async () => {
    const madeUp = `gen_${Date.now()}_${crypto.randomUUID().replaceAll("-", "")}`;
    const response = await post({ ...prompt, generation_id: madeUp }, newVisitorToken());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NOT_ISSUED_MESSAGE });
    expect((await agentCalls(madeUp)).chat).toBe(0);
  });

  it("issues an id to a browser, which then starts, replays and reads its generation", async () => {
    const visitor = newVisitorToken();
    const issued = await issue(visitor);
    expect(issued.status).toBe(201);
    expect(issued.headers.get("Cache-Control")).toBe("no-store");
    const { generation_id: id } = await issued.json<{ generation_id: string }>();
    expect(id).toMatch(/^gen_\d+_[a-z0-9]{24}$/);
    const first = await readAll(await post({ ...prompt, generation_id: id }, visitor));
    expect(first.events.at(-1)?.type).toBe("done");
    const again = await post({ ...prompt, generation_id: id }, visitor);
    expect(again.status).toBe(200);
    expect((await readAll(again)).events).toEqual(first.events);
    expect((await agentCalls(id)).chat).toBe(1);
    expect((await logoMetadata(id, visitor)).status).toBe(200);
  });

  it("gives a first visitor its cookie with the id", async () => {
    const issued = await issue();
    expect(issued.headers.get("Set-Cookie")).toMatch(/^visitor=[A-Za-z0-9_-]{43}; Path=\/;/);
  });

  it("lets only the browser it was issued to start it", async () => {
    const { generation_id: id } = await (await issue(newVisitorToken())).json<{ generation_id: string }>();
    const stranger = await post({ ...prompt, generation_id: id }, newVisitorToken());
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: NOT_YOURS_MESSAGE });
    expect((await agentCalls(id)).chat).toBe(0);
  });
});

describe("the visitor cookie", () => {
  it("is set on the first /agent/chat request: long, random, HttpOnly, Secure, SameSite=Lax, a year", async () => {
    // A first visit asks for a new logo without an id (the server mints it).
    const { generation_id: _none, ...firstVisit } = chatBody(newGenerationId("cookie"), "full");
    const response = await chat(firstVisit);
    expect(response.status).toBe(200);
    await readAll(response);
    const cookie = response.headers.get("Set-Cookie")!;
    const [pair, ...attributes] = cookie.split("; ");
    const [name, value] = pair!.split("=");
    expect(name).toBe("visitor");
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(attributes).toEqual(["Path=/", "Max-Age=31536000", "HttpOnly", "Secure", "SameSite=Lax"]);
  });

  it("is not set again for a visitor who has one, and is replaced when it is malformed", async () => {
    const kept = await chat(chatBody(newGenerationId("cookie"), "full"), { visitor: newVisitorToken() });
    await readAll(kept);
    expect(kept.headers.get("Set-Cookie")).toBeNull();
    const { generation_id: _none, ...unnamed } = chatBody(newGenerationId("cookie"), "full");
    const replaced = await chat(unnamed, { visitor: "short" });
    expect(replaced.status).toBe(200);
    await readAll(replaced);
    expect(replaced.headers.get("Set-Cookie")).toMatch(/^visitor=[A-Za-z0-9_-]{43};/);
  });

  it("is random: two first visits get different cookies", async () => {
    const [a, b] = await Promise.all([chat("{}"), chat("{}")]);
    expect(a.headers.get("Set-Cookie")).not.toBe(b.headers.get("Set-Cookie"));
  });
});

describe("rate limits", () => {
  // The short "error" script: the limit is checked before the agent is called, so what
  // the agent does next does not matter, and these tests start many generations.
  async function start(options: { visitor?: string; ip: string }) {
    const id = newGenerationId("rl");
    const response = await chat(chatBody(id, "error"), options);
    return { id, response };
  }

  it("a visitor may start 10 generations a minute; the 11th gets a 429 a person understands", { timeout: 30_000 }, async () => {
    const visitor = newVisitorToken();
    // The visitor's first generation of the minute, finished (it is watched again below).
    const finished = newGenerationId("rl");
    await readAll(await chat(chatBody(finished, "full"), { visitor, ip: randomIp() }));
    const first = await Promise.all(Array.from({ length: 9 }, () => start({ visitor, ip: randomIp() })));
    expect(first.map(({ response }) => response.status)).toEqual(Array(9).fill(200));
    await Promise.all(first.map(({ response }) => readAll(response)));
    const { id, response } = await start({ visitor, ip: randomIp() });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await response.json()).toEqual({ error: RATE_LIMIT_MESSAGE, retryAfter });
    expect(RATE_LIMIT_MESSAGE).toBe("You're creating logos very quickly. Please wait a minute and try again.");
    expect((await agentCalls(id)).chat).toBe(0);

    // Watching a generation that exists is not starting one: still allowed.
    const replay = await chat(chatBody(finished, "full"), { visitor, ip: randomIp() });
    expect(replay.status).toBe(200);
    await readAll(replay);
    // Another visitor is not affected.
    const other = await start({ ip: randomIp() });
    expect(other.response.status).toBe(200);
    await readAll(other.response);
  });

  it("an IP address may start 30 generations a minute, whoever the visitors are", { timeout: 30_000 }, async () => {
    const ip = randomIp();
    const first = await Promise.all(Array.from({ length: 30 }, () => start({ ip })));
    expect(first.map(({ response }) => response.status)).toEqual(Array(30).fill(200));
    await Promise.all(first.map(({ response }) => readAll(response)));
    const { response } = await start({ ip });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await response.json<{ error: string }>()).error).toBe(RATE_LIMIT_MESSAGE);
  });

  it("counts IPv6 addresses by their /64", { timeout: 30_000 }, async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const first = await Promise.all(Array.from({ length: 30 }, (_, index) => start({ ip: `${prefix}::${(index + 1).toString(16)}` })));
    expect(first.map(({ response }) => response.status)).toEqual(Array(30).fill(200));
    await Promise.all(first.map(({ response }) => readAll(response)));
    const { response } = await start({ ip: `${prefix}:abcd:ef01:2345:6789` });
    expect(response.status).toBe(429);
  });
});

describe("POST /agent/chat/sync", () => {
  it("answers once the generation has ended, with the preview and metadata", async () => {
    const id = newGenerationId("sync");
    const response = await chat(chatBody(id, "full"), { path: "/agent/chat/sync" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      generation_id: id,
      content: "Your logo is ready.",
      url: `/api/generations/${id}/preview.png`,
      hasUrl: true,
      metadata: { ...DESCRIBED, isWatermarked: true, hasFullVersion: true },
    });
  });

  it("answers the failure's text when the generation fails", async () => {
    const response = await chat(chatBody(newGenerationId("sync"), "image-error"), { path: "/agent/chat/sync" });
    expect(await response.json()).toMatchObject({
      success: false,
      error: "Image generation error: The renderer ran out of ink",
    });
  });
});

describe("GET /logo/metadata", () => {
  it("answers the generation's owner from the record, without asking the agent", async () => {
    const id = newGenerationId("meta");
    const owner = newVisitorToken();
    await readAll(await chat(chatBody(id, "full"), { visitor: owner }));
    const response = await logoMetadata(id, owner);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, metadata: { ...DESCRIBED, isWatermarked: true, hasFullVersion: true } });
    expect((await agentCalls(id)).metadata).toBe(0);
  });

  it("answers anyone else 404, as for an id that does not exist", async () => {
    const id = newGenerationId("metaforeign");
    await readAll(await chat(chatBody(id, "full"), { visitor: newVisitorToken() }));
    for (const stranger of [newVisitorToken(), undefined]) {
      const response = await logoMetadata(id, stranger);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: NOT_YOURS_MESSAGE });
    }
    expect((await agentCalls(id)).metadata).toBe(0);
  });

  it("asks the agent about its owner's generation while it runs, dropping the agent's url field", async () => {
    const id = newGenerationId("elsewhere");
    const owner = newVisitorToken();
    await recordStarted(createDb(env.DB), { id, logoId: null, prompt: "A logo", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: await visitorIdFor(owner), at: new Date() });
    const response = await logoMetadata(id, owner);
    expect(response.status).toBe(200);
    const body = await response.json<{ metadata: Record<string, unknown> }>();
    expect(body).toEqual({ success: true, metadata: { ...DESCRIBED, isWatermarked: true, hasFullVersion: true } });
    expect((await agentCalls(id)).metadata).toBe(1);
  });

  it("answers 404 for an id nobody has, without asking the agent, and 400 for a malformed id", async () => {
    const unknown = await logoMetadata("gen_1_unknown", newVisitorToken());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: NOT_YOURS_MESSAGE });
    expect((await agentCalls("gen_1_unknown")).metadata).toBe(0);
    for (const query of ["", "?generation_id=", "?generation_id=abc"]) {
      const response = await SELF.fetch(`http://localhost/logo/metadata${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: "generation_id looks like gen_{time}_{random}." });
    }
  });

  it("answers 404 for a generation that failed", async () => {
    const id = newGenerationId("metafail");
    const owner = newVisitorToken();
    await readAll(await chat(chatBody(id, "error"), { visitor: owner }));
    const response = await logoMetadata(id, owner);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, error: "This logo's generation failed, so it has no metadata." });
    expect((await agentCalls(id)).metadata).toBe(0);
  });
});

describe("POST /agent/clear-context", () => {
  it("relays to the agent", async () => {
    const before = (await agentCalls("gen_x")).clearContext;
    const response = await SELF.fetch("http://localhost/agent/clear-context", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await agentCalls("gen_x")).clearContext).toBe(before + 1);
  });
});
