import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOGLE_UNAVAILABLE } from "#app/forms/auth-copy.ts";
import { startGoogleSignIn } from "#app/server/auth/auth-flows.server.ts";
import { GOOGLE_LINK_REQUIRED } from "#app/server/auth/google-accounts.server.ts";
import { createDb } from "#app/server/db/client.server.ts";
import app from "#app/server/http/app.ts";
import type { IdTokenFault, UnverifiedShape } from "#tests/support/identity-provider.ts";
import { cookiesOf, get, sessionCookieOf, signUp, uniqueEmail, userRow } from "./account-helpers.ts";
import { continueWithGoogle } from "./google-helpers.ts";

/**
 * "Continue with Google" through the real OAuth 2.0 / OpenID Connect flow: remix-auth-oauth2
 * discovers the provider, sends the browser to its /authorize with state and PKCE, and
 * exchanges the code for an ID token. The provider is oauth2-mock-server on loopback; the
 * test plays the browser, choosing the account with `login_hint` (google-helpers.ts).
 */
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

  it("does not link a Google account to the account that has its address: the owner signs in and links it in the settings", async () => {
    const { email } = await signUp({ email: uniqueEmail("both") });
    const refused = await continueWithGoogle(email);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(GOOGLE_LINK_REQUIRED);
    expect(page).toContain('href="/login?redirectTo=%2Fsettings"');
    expect(cookiesOf(refused).session).toBeUndefined();
    expect((await userRow(email))!.google_subject).toBeNull();
  });

  it.each([
    ["false", "false"],
    ['the string "false"', "string-false"],
    ["missing", "missing"],
  ] satisfies [string, UnverifiedShape][])("refuses a Google account whose address is not verified (email_verified %s), and makes no account", async (_, unverified) => {
    const email = uniqueEmail(`new-${unverified}`);
    const refused = await continueWithGoogle(email, { unverified });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Google has not verified the email address of this Google account");
    expect(cookiesOf(refused).session).toBeUndefined();
    expect(await userRow(email)).toBeNull();
  });

  it("does not hand a password account to an unverified Google address", async () => {
    const { email } = await signUp({ email: uniqueEmail("unverified") });
    const refused = await continueWithGoogle(email);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Google has not verified the email address of this Google account");
    expect(cookiesOf(refused).session).toBeUndefined();
    expect((await userRow(email))!.google_subject).toBeNull();
  });

  it("knows a person by their Google account (sub), not by its address: a changed address signs in to the same account", async () => {
    const email = uniqueEmail("moved");
    const subject = `google-subject-${email}`;
    expect((await continueWithGoogle(email, { subject })).status).toBe(302);
    const moved = uniqueEmail("moved-to");
    const again = await continueWithGoogle(moved, { subject });
    expect(again.status).toBe(302);
    expect(await (await get("/dashboard?tab=profile", sessionCookieOf(again))).text()).toContain(email);
    expect(await userRow(moved)).toBeNull();
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

  it.each(["/login", "/signup"])("offers no Google button on %s where Google sign-in is not configured", async (path) => {
    const page = async (on: Partial<Env>) => (await app.request(`http://localhost${path}`, {}, { ...env, ...on }, createExecutionContext())).text();
    expect(await page({})).toContain("Continue with Google");
    for (const off of [{ GOOGLE_CLIENT_ID: "" }, { GOOGLE_CLIENT_SECRET: "" }]) {
      const html = await page(off);
      expect(html).not.toContain("Continue with Google");
      expect(html).not.toContain(GOOGLE_UNAVAILABLE);
    }
  });
});
