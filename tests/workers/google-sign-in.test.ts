import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOGLE_UNAVAILABLE } from "#app/forms/auth-copy.ts";
import { startGoogleSignIn } from "#app/server/auth/auth-flows.server.ts";
import { createDb } from "#app/server/db/client.server.ts";
import type { IdTokenFault } from "#tests/support/identity-provider.ts";
import { PASSWORD, cookiesOf, get, sessionCookieOf, signIn, signUp, uniqueEmail, userRow } from "./account-helpers.ts";

/**
 * "Continue with Google" through the real OAuth 2.0 / OpenID Connect flow: remix-auth-oauth2
 * discovers the provider, sends the browser to its /authorize with state and PKCE, and
 * exchanges the code for an ID token. The provider is oauth2-mock-server on loopback; the
 * test plays the browser, choosing the account with `login_hint`.
 */
async function continueWithGoogle(email: string, options: { redirectTo?: string; cookie?: string; name?: string; fault?: IdTokenFault } = {}) {
  const start = await get(`/auth/google${options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : ""}`, options.cookie ?? "");
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("Location")!);
  expect(authorize.origin).toBe(new URL(env.GOOGLE_ISSUER!).origin);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("scope")).toBe("openid email profile");
  expect(authorize.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  authorize.searchParams.set("login_hint", email);
  if (options.name) authorize.searchParams.set("test_name", options.name);
  if (options.fault) authorize.searchParams.set("test_fault", options.fault);
  const consent = await fetch(authorize, { redirect: "manual" });
  const callback = new URL(consent.headers.get("Location")!);
  expect(callback.pathname).toBe("/auth/google/callback");
  const jar = { ...cookiesOf(start) };
  const cookie = [options.cookie ?? "", ...Object.entries(jar).map(([name, value]) => `${name}=${value}`)].filter(Boolean).join("; ");
  return get(`${callback.pathname}${callback.search}`, cookie);
}

describe("Continue with Google", () => {
  it("creates the account with the provider's profile, signs in and returns to the page it came from", async () => {
    const email = uniqueEmail("grace");
    const done = await continueWithGoogle(email, { redirectTo: "/browse?category=Animals" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/browse?category=Animals");
    const user = (await userRow(email))!;
    expect(user.google_subject).toBe(`google-${email}`);
    expect(user.password_hash).toBeNull();
    expect(user.photo_url).toMatch(/^https:\/\//);
    expect(String(user.display_name)).toMatch(/^Grace/);
    expect(await (await get("/dashboard", sessionCookieOf(done))).text()).toContain("Welcome back");
  });

  it("signs the same person in again and updates lastLogin, without a second account", async () => {
    const email = uniqueEmail("repeat");
    await continueWithGoogle(email);
    const first = Number((await userRow(email))!.last_login_at);
    const again = await continueWithGoogle(email);
    expect(again.status).toBe(302);
    expect(Number((await userRow(email))!.last_login_at)).toBeGreaterThanOrEqual(first);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("links a verified Google address to the password account that has it; both ways sign in", async () => {
    const { email } = await signUp({ email: uniqueEmail("both") });
    expect((await continueWithGoogle(email)).status).toBe(302);
    expect((await userRow(email))!.google_subject).toBe(`google-${email}`);
    expect((await signIn(email, PASSWORD)).status).toBe(303);
  });

  it("does not hand a password account to an unverified Google address", async () => {
    const { email } = await signUp({ email: uniqueEmail("unverified") });
    const refused = await continueWithGoogle(email);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Please sign in with your password.");
    expect(cookiesOf(refused).session).toBeUndefined();
  });

  it("refuses a callback whose state does not match the browser's cookie", async () => {
    const start = await get("/auth/google");
    const authorize = new URL(start.headers.get("Location")!);
    const consent = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(consent.headers.get("Location")!);
    // An attacker's callback URL opened in a victim's browser: no state cookie at all.
    const forged = await get(`${callback.pathname}${callback.search}`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Google sign-in did not complete.");
    expect(cookiesOf(forged).session).toBeUndefined();
  });

  it("keeps the provider's name as written, beyond ASCII", async () => {
    for (const name of ["José Müller", "Zoë 陳"]) {
      const email = uniqueEmail("utf8");
      expect((await continueWithGoogle(email, { name })).status).toBe(302);
      expect((await userRow(email))!.display_name).toBe(name);
    }
  });

  // Each a token the provider's token endpoint might hand over, signed or not by its keys:
  // none may sign anyone in, and each ends on the sign-in error, never a server error.
  it.each([
    ["forged (changed after signing)", "forged"],
    ["issued to another site's client", "foreign-audience"],
    ["issued by another provider", "foreign-issuer"],
    ["expired", "expired"],
    ["issued for another sign-in attempt (nonce)", "wrong-nonce"],
  ] satisfies [string, IdTokenFault][])("refuses an ID token %s", async (_, fault) => {
    const email = uniqueEmail(fault);
    const refused = await continueWithGoogle(email, { fault });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Google sign-in did not complete. Please try again.");
    expect(cookiesOf(refused).session).toBeUndefined();
    expect(await userRow(email)).toBeNull();
    expect(await userRow(`forged.${email}`)).toBeNull();
  });

  it("says in words that Google sign-in is off when it is not configured", async () => {
    const outcome = await startGoogleSignIn({ db: createDb(env.DB), env: {} }, new Request("http://localhost/auth/google"));
    expect(outcome).toEqual({ ok: false, status: 503, error: GOOGLE_UNAVAILABLE });
  });
});
