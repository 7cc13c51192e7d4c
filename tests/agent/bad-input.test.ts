/** Bad input gets a 400 with a JSON error that says what is wrong, never a 500. */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import agentConfig from "#agent/wrangler.toml?raw";
import { createAgentApp } from "#agent/app.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import type { AgentEnv } from "#agent/env.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { LIMITS } from "#protocol/limits.ts";
import { chatRequest, userMessage } from "./helpers.ts";

async function expect400(request: Request, pattern: RegExp) {
  const response = await SELF.fetch(request);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(pattern);
}

const PNG_PREFIX = "data:image/png;base64,";

describe.each(["/agent/chat", "/agent/chat/sync"])("POST %s refuses", (path) => {
  const post = (body: unknown, init?: RequestInit) => {
    const request = chatRequest(body, init);
    return new Request(new URL(path, "https://agent.test"), request);
  };

  it("a body that is not JSON", () => expect400(post("{not json"), /not valid JSON/));
  it("no body at all", () => expect400(new Request(new URL(path, "https://agent.test"), { method: "POST" }), /no body|not valid JSON/));
  it("no messages", () => expect400(post({}), /messages/));
  it("an empty message list", () => expect400(post({ messages: [] }), /at least one message/));
  it("an empty prompt", () => expect400(post(userMessage("   ")), /prompt is empty/));
  it("a new logo asked for without a word (emoji alone)", () => expect400(post(userMessage("☕🌊✨")), /describe your logo in words/));
  it("a new logo asked for with the bar's lines and emoji, but no word of the visitor's own", () =>
    expect400(post(userMessage("🍕🍕\nThe logo should represent these styles: Modern")), /describe your logo in words/));
  it("a last message that is not the user's", () => expect400(post({ messages: [{ role: "assistant", content: "hi" }] }), /user's/));
  it("messages of the wrong type", () => expect400(post({ messages: "a coffee logo" }), /messages/));
  it("content of the wrong type", () => expect400(post({ messages: [{ role: "user", content: 42 }] }), /content/));
  it("an unknown role", () => expect400(post({ messages: [{ role: "robot", content: "hi" }] }), /role/));
  it("a prompt over the length limit", () => expect400(post(userMessage("x".repeat(LIMITS.contentChars + 1))), new RegExp(`${LIMITS.contentChars}`)));
  it("an image that is not a data URL", () => expect400(post(userMessage("make it red", ["https://example.com/logo.png"])), /data URLs/));
  it("broken base64 in an image", () => expect400(post(userMessage("make it red", [`${PNG_PREFIX}iVBORw0KGgo`])), /base64/));
  it("too many images", () => expect400(post(userMessage("make it red", Array(LIMITS.imagesPerMessage + 1).fill(`${PNG_PREFIX}AAAA`))), /images/));
  it("a malformed generation id", () => expect400(post({ ...userMessage("a logo"), generation_id: "12345" }), /generation_id/));
  it("a body whose Content-Length is over the limit", () =>
    expect400(post(userMessage("a logo"), { headers: { "content-type": "application/json", "content-length": String(LIMITS.bodyBytes + 1) } }), /larger than/));

  it("a streamed body (no Content-Length) that grows over the limit", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > LIMITS.bodyBytes + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(new URL(path, "https://agent.test"), { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(request.headers.get("content-length")).toBeNull();
    await expect400(request, /larger than/);
    // It stopped reading soon after the limit instead of taking everything.
    expect(sent).toBeLessThanOrEqual(LIMITS.bodyBytes + 2 * chunk.length);
  });
});

describe("the agent is private", () => {
  const parts = {
    planner: () => createDeterministicPlanner(),
    fallbackPlanner: createDeterministicPlanner,
    engine: workerEngine,
  };
  const withSecret = { ...(env as unknown as AgentEnv), AGENT_SHARED_SECRET: "s3cret-for-tests" };
  async function ask(headers: Record<string, string>) {
    const ctx = createExecutionContext();
    const response = await createAgentApp(parts).fetch(
      new Request("https://agent.test/logo/metadata?generation_id=gen_1_private", { headers }),
      withSecret,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("has no public address: workers_dev is off and there is no route", () => {
    expect(agentConfig).toMatch(/^workers_dev = false$/m);
    expect(agentConfig).toMatch(/^preview_urls = false$/m);
    expect(agentConfig).not.toMatch(/^\s*routes?\s*=/m);
  });

  it("answers 401 without the shared secret, or with a wrong one, once it has one", async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: "Bearer wrong" }, { Authorization: "s3cret-for-tests" }];
    for (const headers of attempts) {
      const response = await ask(headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(/private/);
    }
  });

  it("answers the app that sends the secret", async () => {
    const response = await ask({ Authorization: "Bearer s3cret-for-tests" });
    expect(response.status).not.toBe(401);
  });

  it("answers the app's health check (GET /healthz) without planning or drawing anything, and only with the secret", async () => {
    expect(await (await SELF.fetch("https://agent.test/healthz")).json()).toEqual({ ok: true });
    const ctx = createExecutionContext();
    const app = createAgentApp(parts);
    const without = await app.fetch(new Request("https://agent.test/healthz"), withSecret, ctx);
    expect(without.status).toBe(401);
    const withIt = await app.fetch(new Request("https://agent.test/healthz", { headers: { Authorization: "Bearer s3cret-for-tests" } }), withSecret, ctx);
    expect(withIt.status).toBe(200);
    await waitOnExecutionContext(ctx);
  });
});
