import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "#app/server/auth/password.server.ts";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "#app/server/auth/throttle.server.ts";
import { accountKey, ipKey, limiterFor, limiterKey, SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_IP, type NamedLimit } from "#app/server/limits/limits.server.ts";
import { RESET_SENT_MESSAGE } from "#app/forms/auth-copy.ts";
import { createDb } from "#app/server/db/client.server.ts";
import { resetPassword } from "#app/server/auth/reset.server.ts";
import { sha256Hex } from "#app/server/tokens.server.ts";
import { PASSWORD, cookiesOf, get, post, sessionCookieOf, sessionCount, signIn, signUp, uniqueEmail, userRow } from "./account-helpers.ts";

describe("password hashing", () => {
  it("stores PBKDF2-SHA256 with 100,000 iterations and a salt of its own per hash", async () => {
    const first = await hashPassword("s3cret words");
    const second = await hashPassword("s3cret words");
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect(first).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("s3cret");
  });

  it("verifies the right password and refuses a wrong one, a malformed hash and a missing one", async () => {
    const stored = await hashPassword("s3cret words");
    expect(await verifyPassword("s3cret words", stored)).toBe(true);
    expect(await verifyPassword("s3cret word", stored)).toBe(false);
    expect(await verifyPassword("s3cret words", stored.replace("pbkdf2-sha256", "md5"))).toBe(false);
    expect(await verifyPassword("s3cret words", "pbkdf2-sha256$100000$x")).toBe(false);
    expect(await verifyPassword("s3cret words", "pbkdf2-sha256$9999999$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("s3cret words", null)).toBe(false);
  });

  it("refuses a stored hash of another length, or one that differs only in its last byte", async () => {
    const stored = await hashPassword("s3cret words");
    const [algorithm, iterations, salt, hash] = stored.split("$") as [string, string, string, string];
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    const base64 = (of: Uint8Array) => btoa(String.fromCharCode(...of));
    const lastByteFlipped = Uint8Array.from(bytes, (byte, index) => (index === bytes.length - 1 ? byte ^ 1 : byte));
    expect(await verifyPassword("s3cret words", [algorithm, iterations, salt, base64(bytes.subarray(0, 16))].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret words", [algorithm, iterations, salt, base64(lastByteFlipped)].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret words", [algorithm, iterations, salt, base64(bytes)].join("$"))).toBe(true);
  });
});

describe("stored token hashes", () => {
  it("are SHA-256 in lowercase hex, two digits a byte (FIPS 180-2's example)", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("sign-up", () => {
  it("creates the user with the profile fields, signs them in and keeps only the session's hash", async () => {
    const email = uniqueEmail("Ada");
    const response = await post("/signup", { email: `  ${email.toUpperCase()} `, password: PASSWORD, displayName: "Ada Lovelace", redirectTo: "/browse" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/browse");
    const setCookie = response.headers.getSetCookie().find((header) => header.startsWith("session="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const token = cookiesOf(response).session!;
    const user = (await userRow(email))!;
    expect(user).toMatchObject({ email: email.toLowerCase(), display_name: "Ada Lovelace", google_subject: null });
    expect(user.created_at).toEqual(expect.any(Number));
    expect(user.last_login_at).toEqual(expect.any(Number));
    expect(String(user.password_hash)).toMatch(/^pbkdf2-sha256\$/);
    const session = await env.DB.prepare("SELECT id_hash FROM sessions WHERE user_id = ?").bind(user.id).first<{ id_hash: string }>();
    expect(session!.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.id_hash).not.toBe(token);
  });

  it("refuses a second account for the same address, however it is written", async () => {
    const { email } = await signUp();
    const response = await post("/signup", { email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("An account with this email already exists.");
  });

  it.each([
    [{ email: "", password: PASSWORD }, 422, "Please enter your email address."],
    [{ email: "not-an-address", password: PASSWORD }, 422, "Please enter a valid email address."],
    [{ email: "short@example.com", password: "1234567" }, 422, "Password should be at least 8 characters."],
    [{ email: "long@example.com", password: "x".repeat(129) }, 422, "Passwords can be at most 128 characters."],
  ])("answers %o with %i and the reason", async (fields, status, message) => {
    const response = await post("/signup", fields);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("session="))).toBe(false);
  });

  it("answers a body that is not a form with 415, not a server error", async () => {
    const { SELF } = await import("cloudflare:test");
    for (const path of ["/signup", "/login", "/reset-password"]) {
      const response = await SELF.fetch(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"email":"a@b.c"}' });
      expect(response.status, path).toBe(415);
    }
  });

  it("never redirects off the site after signing in", async () => {
    for (const target of ["//evil.example/path", "https://evil.example/", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/x\\..\\\\evil.example", "javascript:alert(1)"]) {
      const response = await post("/signup", { email: uniqueEmail(), password: PASSWORD, redirectTo: target });
      expect(response.headers.get("Location")).toBe("/dashboard");
    }
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the right password, updates lastLogin and answers 'Invalid email or password.' otherwise", async () => {
    const { email } = await signUp();
    const before = Number((await userRow(email))!.last_login_at);
    const wrong = await signIn(email, "wrong password", "", "192.0.2.10");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Invalid email or password.");
    const unknown = await signIn(uniqueEmail("nobody"), PASSWORD, "", "192.0.2.10");
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain("Invalid email or password.");
    const right = await signIn(email, PASSWORD, "", "192.0.2.10");
    expect(right.status).toBe(303);
    expect(Number((await userRow(email))!.last_login_at)).toBeGreaterThanOrEqual(before);
    const dashboard = await (await get("/dashboard", sessionCookieOf(right))).text();
    expect(dashboard).toContain("Welcome back");
  });

  it("mints a new session id at every sign-in and ends the one the browser came with", async () => {
    const { email, cookie: first } = await signUp();
    const user = (await userRow(email))!;
    const again = await signIn(email, PASSWORD, first);
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    expect(await sessionCount(String(user.id))).toBe(1);
    expect(await (await get("/dashboard", first)).text()).toContain("Access Denied");
    expect(await (await get("/dashboard", second)).text()).toContain("Welcome back");
  });

  it("signs out on the server: the old cookie stops working, and a GET never signs out", async () => {
    const { email, cookie } = await signUp();
    const user = (await userRow(email))!;
    expect((await get("/logout", cookie)).status).toBe(302);
    expect(await sessionCount(String(user.id))).toBe(1);
    const out = await post("/logout", {}, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().join()).toMatch(/session=; Path=\/; Max-Age=0/);
    expect(await sessionCount(String(user.id))).toBe(0);
    expect(await (await get("/dashboard", cookie)).text()).toContain("Access Denied");
  });

  it("ignores a forged or expired session cookie", async () => {
    const { email, cookie } = await signUp();
    expect(await (await get("/dashboard", "session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).text()).toContain("Access Denied");
    expect(await (await get("/dashboard", "session=../../etc/passwd")).text()).toContain("Access Denied");
    const user = (await userRow(email))!;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, user.id).run();
    expect(await (await get("/dashboard", cookie)).text()).toContain("Access Denied");
  });

  it(`throttles an account after ${MAX_FAILURES_PER_ACCOUNT} failures with a 429, Retry-After and a clear sentence, even for the right password`, async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await signIn(email, `wrong ${attempt}`, "", `198.51.100.${attempt}`)).status).toBe(401);
    }
    const refused = await signIn(email, PASSWORD, "", "198.51.100.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
    // The window passes: the right password works again, and success clears the count.
    await passWindow(SIGN_IN_FAILURES_PER_ACCOUNT, accountKey(email));
    expect((await signIn(email, PASSWORD, "", "198.51.100.99")).status).toBe(303);
  });

  // Twenty-odd sign-ins, each hashing a password 100,000 times: seconds on a busy machine.
  it(`throttles one IP address after ${MAX_FAILURES_PER_IP} failures across accounts`, { timeout: 20_000 }, async () => {
    const ip = "203.0.113.77";
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt++) {
      expect((await signIn(uniqueEmail("guess"), "guess", "", ip)).status).toBe(401);
    }
    const { email } = await signUp();
    expect((await signIn(email, PASSWORD, "", ip)).status).toBe(429);
    expect((await signIn(email, PASSWORD, "", "203.0.113.78")).status).toBe(303);
  });

  it("a success clears the account's failures, not the address's", { timeout: 20_000 }, async () => {
    const { email } = await signUp();
    const ip = "203.0.113.90";
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT - 1; attempt++) expect((await signIn(email, "wrong", "", ip)).status).toBe(401);
    expect((await signIn(email, PASSWORD, "", ip)).status).toBe(303);
    // The account counts from nothing again: as many failures as before, and the right password still works.
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT - 1; attempt++) expect((await signIn(email, "wrong", "", ip)).status).toBe(401);
    expect((await signIn(email, PASSWORD, "", ip)).status).toBe(303);
    // The address kept all of its failures: the rest of its limit, and it is refused.
    const left = MAX_FAILURES_PER_IP - 2 * (MAX_FAILURES_PER_ACCOUNT - 1);
    for (let attempt = 0; attempt < left; attempt++) expect((await signIn(uniqueEmail("other"), "wrong", "", ip)).status).toBe(401);
    expect((await signIn(email, PASSWORD, "", ip)).status).toBe(429);
  });

  it("counts under no address or IP in the clear, keeps only when each failure leaves its window, and forgets them after", async () => {
    const email = uniqueEmail("counted");
    const ip = "192.0.2.201";
    expect((await signIn(email, "wrong", "", ip)).status).toBe(401);
    const counted = [
      [SIGN_IN_FAILURES_PER_ACCOUNT, accountKey(email)],
      [SIGN_IN_FAILURES_PER_IP, ipKey(ip)],
    ] as const;
    for (const [limit, subject] of counted) {
      const key = await limiterKey(limit, subject);
      expect(key).not.toContain(email);
      expect(key).not.toContain(ip);
      expect(await storedColumns(limit, subject)).toEqual(["until"]);
    }
    for (const [limit, subject] of counted) {
      await passWindow(limit, subject);
      expect(await runDurableObjectAlarm(await limiterFor(env.RATE_LIMITER, limit, subject))).toBe(true);
      expect(await storedColumns(limit, subject)).toEqual([]);
    }
  });
});

/** Moves a counter's entries back by its window, as if that much time had passed. */
async function passWindow(limit: NamedLimit, subject: string) {
  await runInDurableObject(await limiterFor(env.RATE_LIMITER, limit, subject), (_instance, state) => {
    state.storage.sql.exec("UPDATE counted SET until = until - ?", limit.windowMs);
  });
}

/** The columns of every table a counter keeps (none once it has forgotten everything). */
async function storedColumns(limit: NamedLimit, subject: string) {
  return runInDurableObject(await limiterFor(env.RATE_LIMITER, limit, subject), (_instance, state) => {
    const tables = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%'").toArray();
    return tables.flatMap(({ name }) => state.storage.sql.exec<{ name: string }>(`SELECT name FROM pragma_table_info('${name}')`).toArray().map((column) => column.name));
  });
}

describe("password reset", () => {
  async function latestResetMail(to: string) {
    return env.DB.prepare("SELECT text FROM mail_outbox WHERE \"to\" = ? AND kind = 'password-reset' ORDER BY created_at DESC LIMIT 1").bind(to).first<{ text: string }>();
  }
  function linkIn(text: string): string {
    return new URL(text.match(/https?:\/\/\S+\/reset-password\/\S+/)![0]).pathname;
  }

  it("answers the same whether or not the address has an account, and mails only an account", async () => {
    const { email } = await signUp();
    const stranger = uniqueEmail("stranger");
    const known = await post("/reset-password", { email });
    const unknown = await post("/reset-password", { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toContain(RESET_SENT_MESSAGE);
    expect(await unknown.text()).toContain(RESET_SENT_MESSAGE);
    expect(await latestResetMail(email)).not.toBeNull();
    expect(await latestResetMail(stranger)).toBeNull();
  });

  it("sets the new password once, ends every session, and keeps only the token's hash", async () => {
    const { email, cookie } = await signUp();
    const user = (await userRow(email))!;
    await post("/reset-password", { email });
    const path = linkIn((await latestResetMail(email))!.text);
    const token = path.split("/").pop()!;
    const stored = await env.DB.prepare("SELECT token_hash FROM password_resets WHERE user_id = ?").bind(user.id).first<{ token_hash: string }>();
    expect(stored!.token_hash).not.toBe(token);
    expect(await (await get(path)).text()).toContain("New Password");

    const done = await post(path, { password: "a brand new passphrase" });
    expect(done.status).toBe(303);
    expect(await (await get("/dashboard", cookie)).text()).toContain("Access Denied");
    expect(await (await get("/dashboard", sessionCookieOf(done))).text()).toContain("Welcome back");
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, "a brand new passphrase")).status).toBe(303);

    const again = await post(path, { password: "another new passphrase" });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This password reset link has expired or was already used.");
  });

  it("refuses a link after an hour", async () => {
    const { email } = await signUp();
    await post("/reset-password", { email });
    const token = linkIn((await latestResetMail(email))!.text).split("/").pop()!;
    const db = createDb(env.DB);
    expect(await resetPassword(db, token, "too late passphrase", Date.now() + 61 * 60 * 1000)).toBeNull();
    expect(await resetPassword(db, token, "in time passphrase", Date.now() + 59 * 60 * 1000)).not.toBeNull();
  });

  it("answers an unknown or malformed token with the expired message, never a 500", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "x", "..%2F..%2Fetc"]) {
      const page = await get(`/reset-password/${token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("This password reset link has expired or was already used.");
      expect((await post(`/reset-password/${token}`, { password: "whatever passphrase" })).status).toBe(410);
    }
  });
});
