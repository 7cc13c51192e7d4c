import { expect, test } from "@playwright/test";

/**
 * Chromium keeps the visitor cookie although it is Secure and the tests run on
 * http://127.0.0.1 (browsers treat loopback as a secure context), and sends it back.
 * No agent runs beside the app here, so the generation itself ends with an error event;
 * the cookie is set either way.
 */
test("the visitor cookie is kept over http://127.0.0.1 and sent back", async ({ page, context }) => {
  await page.goto("/");
  const ask = () =>
    page.evaluate(async () => {
      const response = await fetch("/agent/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ messages: [{ role: "user", content: "A logo for a bakery" }] }),
      });
      await response.text();
      return response.status;
    });
  expect([200, 429]).toContain(await ask());
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "visitor");
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60);

  // Sent back: the second request is not given a new cookie.
  await ask();
  expect((await context.cookies()).filter((candidate) => candidate.name === "visitor")).toEqual([cookie]);
  // Scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("visitor=");
});
