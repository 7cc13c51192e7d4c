import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { newVisitorToken } from "#app/server/visitor.server.ts";
import { createAppContext } from "#app/load-context.ts";
import { submitPromptForm } from "#app/server/generations/prompt-form.server.ts";
import { RATE_LIMIT_MESSAGE } from "#app/server/generations/settings.ts";
import { NO_WORDS_MESSAGE } from "#protocol/prompt-lines.ts";
import { promptFor, randomIp } from "./generation-helpers.ts";

/** The prompt bar without JavaScript meets the same per-visitor limit as the relay, and says when to come back. */
it("the no-JavaScript prompt's 429 says when to try again (Retry-After), like the relay's", { timeout: 30_000 }, async () => {
  const visitor = newVisitorToken();
  const post = () =>
    SELF.fetch("http://localhost/generate", {
      method: "POST",
      headers: { Cookie: `visitor=${visitor}`, "CF-Connecting-IP": randomIp(), Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
      // The stand-in agent's short "error" script: the limit counts starts, not outcomes.
      body: new URLSearchParams({ prompt: promptFor("error") }),
      redirect: "manual",
    });
  for (let started = 0; started < 10; started++) expect((await post()).status).toBe(302);
  const refused = await post();
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await refused.text()).toContain(RATE_LIMIT_MESSAGE.replace("'", "&#x27;"));

  // The wait is the rate limiter's own, not a stand-in the edge policy adds.
  const again = new Request("http://localhost/generate", {
    method: "POST",
    headers: { Cookie: `visitor=${visitor}`, "CF-Connecting-IP": randomIp() },
    body: new URLSearchParams({ prompt: promptFor("error") }),
  });
  const context = createAppContext(env as Env, { waitUntil: () => undefined, passThroughOnException: () => undefined });
  expect(await submitPromptForm(again, context)).toEqual({ ok: false, status: 429, error: RATE_LIMIT_MESSAGE, retryAfter: expect.stringMatching(/^\d+$/) });
});

/** A new logo is asked for in words, with JavaScript or without: emoji alone starts nothing. */
it("the no-JavaScript prompt refuses a new logo asked for in emoji alone, saying what to write", async () => {
  const response = await SELF.fetch("http://localhost/generate", {
    method: "POST",
    headers: { Cookie: `visitor=${newVisitorToken()}`, "CF-Connecting-IP": randomIp(), Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ prompt: "☕🌊✨", styles: "Modern" }),
    redirect: "manual",
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain(NO_WORDS_MESSAGE);
});
