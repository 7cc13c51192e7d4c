import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOGLE_LINK_REQUIRED, GOOGLE_LINKED, GOOGLE_LINKED_ELSEWHERE, GOOGLE_UNLINK_NEEDS_PASSWORD, GOOGLE_UNLINKED } from "#app/server/auth/google-accounts.server.ts";
import { GOOGLE_UNLINKED_BY_RESET } from "#app/server/auth/settings.server.ts";
import { PASSWORD, cookiesOf, get, post, sessionCookieOf, signIn, signUp, uniqueEmail, userRow } from "./account-helpers.ts";
import { continueWithGoogle, linkGoogle, throughProvider } from "./google-helpers.ts";

/**
 * Linking Google to an account that exists (docs/decisions/1201): only its signed-in owner
 * does it, in the settings; a password reset, the address's owner proving the mailbox,
 * unlinks whatever Google account whoever held the password before had linked.
 */
const html = (text: string) => text.replace(/'/g, "&#x27;");

async function settingsOf(cookie: string, path = "/settings") {
  return (await get(path, cookie)).text();
}

/** Asks for a reset link for `email` and uses it with `password`; the answer to the new password's form. */
async function resetPassword(email: string, password: string) {
  await post("/reset-password", { email });
  const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE \"to\" = ? AND kind = 'password-reset' ORDER BY created_at DESC LIMIT 1").bind(email).first<{ text: string }>();
  const path = new URL(mail!.text.match(/https?:\/\/\S+\/reset-password\/\S+/)![0]).pathname;
  return post(path, { password });
}

describe("linking Google in the settings", () => {
  it("links the owner's Google account, which then signs in to the same account", async () => {
    const { email, cookie } = await signUp();
    expect(await settingsOf(cookie)).toContain("Link Google Account");
    const google = uniqueEmail("owners-google");
    const linked = await linkGoogle(cookie, google);
    expect(linked.status).toBe(302);
    expect(linked.headers.get("Location")).toBe("/settings?google=linked");
    expect(cookiesOf(linked).session).toBeUndefined();
    expect((await userRow(email))!.google_subject).toBe(`google-${google}`);
    expect(await settingsOf(cookie, "/settings?google=linked")).toContain(GOOGLE_LINKED);
    expect(await settingsOf(cookie)).toContain("Unlink Google");

    const signedIn = await continueWithGoogle(google);
    expect(signedIn.status).toBe(302);
    expect(await (await get("/dashboard?tab=profile", sessionCookieOf(signedIn))).text()).toContain(email);
    expect(await userRow(google)).toBeNull();
  });

  it("links the Google account with the account's own address, which sign-in had refused to link", async () => {
    const { email, cookie } = await signUp();
    expect(await (await continueWithGoogle(email)).text()).toContain(GOOGLE_LINK_REQUIRED);
    expect((await linkGoogle(cookie, email)).headers.get("Location")).toBe("/settings?google=linked");
    expect((await continueWithGoogle(email)).status).toBe(302);
  });

  it("needs the owner signed in: no session, no link, not even a trip to Google", async () => {
    const refused = await post("/settings", { intent: "link-google" });
    expect(refused.headers.get("Location")).toBe("/login?redirectTo=%2Fsettings");
    expect(Object.keys(cookiesOf(refused))).toEqual([]);
    expect((await get("/settings")).headers.get("Location")).toBe("/login?redirectTo=%2Fsettings");
  });

  it("links only to the account that started the link, if it is still the one signed in", async () => {
    const first = await signUp();
    const start = await post("/settings", { intent: "link-google" }, first.cookie);
    // Signed out and someone else signed in before Google answered.
    await post("/logout", {}, first.cookie);
    const other = await signUp();
    const refused = await throughProvider(start, uniqueEmail("late"), {}, other.cookie);
    expect(refused.status).toBe(401);
    expect((await userRow(first.email))!.google_subject).toBeNull();
    expect((await userRow(other.email))!.google_subject).toBeNull();
  });

  it("refuses a Google account linked to another account, and one whose address Google has not verified", async () => {
    const google = uniqueEmail("taken");
    expect((await continueWithGoogle(google)).status).toBe(302);
    const { email, cookie } = await signUp();
    const taken = await linkGoogle(cookie, google);
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(GOOGLE_LINKED_ELSEWHERE);
    const unverified = await linkGoogle(cookie, uniqueEmail("unchecked"), { unverified: "false" });
    expect(unverified.status).toBe(403);
    expect((await userRow(email))!.google_subject).toBeNull();
  });

  it("unlinks Google from an account with a password, not from one that has no other way in", async () => {
    const { email, cookie } = await signUp();
    await linkGoogle(cookie, email);
    const unlinked = await post("/settings", { intent: "unlink-google" }, cookie);
    expect(unlinked.status).toBe(303);
    expect(unlinked.headers.get("Location")).toBe("/settings?google=unlinked");
    expect(await settingsOf(cookie, "/settings?google=unlinked")).toContain(GOOGLE_UNLINKED);
    expect((await userRow(email))!.google_subject).toBeNull();

    const googleOnly = uniqueEmail("google-only");
    const session = sessionCookieOf(await continueWithGoogle(googleOnly));
    const kept = await post("/settings", { intent: "unlink-google" }, session);
    expect(kept.status).toBe(409);
    expect(await kept.text()).toContain(GOOGLE_UNLINK_NEEDS_PASSWORD);
    expect((await userRow(googleOnly))!.google_subject).toBe(`google-${googleOnly}`);
  });
});

describe("a password reset and Google", () => {
  it("unlinks a Google account linked by whoever held the password before (account pre-hijacking)", async () => {
    // Someone makes an account with the victim's address before the victim comes, and links their own Google account.
    const victim = uniqueEmail("victim");
    const squatter = await signUp({ email: victim, password: "the squatter's password" });
    const squattersGoogle = uniqueEmail("squatter");
    await linkGoogle(squatter.cookie, squattersGoogle);
    expect((await continueWithGoogle(squattersGoogle)).status).toBe(302);

    // The address's owner resets the password: the squatter's Google account opens nothing any more.
    const reset = await resetPassword(victim, PASSWORD);
    expect(reset.status).toBe(303);
    expect(reset.headers.get("Location")).toBe("/settings?google=reset");
    expect((await userRow(victim))!.google_subject).toBeNull();
    expect(await settingsOf(sessionCookieOf(reset), "/settings?google=reset")).toContain(html(GOOGLE_UNLINKED_BY_RESET));
    // Their Google account now opens only an account of its own address.
    const own = await continueWithGoogle(squattersGoogle);
    const profile = await (await get("/dashboard?tab=profile", sessionCookieOf(own))).text();
    expect(profile).toContain(squattersGoogle);
    expect(profile).not.toContain(victim);
    expect((await signIn(victim, PASSWORD)).status).toBe(303);
  });

  it("leaves an account without a Google link as it was, and goes to the dashboard", async () => {
    const { email } = await signUp();
    const reset = await resetPassword(email, "a brand new passphrase");
    expect(reset.headers.get("Location")).toBe("/dashboard");
  });
});
