import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { finishedGeneration, newBuyer, pay, startCheckout, type Buyer } from "./checkout-helpers.ts";
import { get, post, signIn, signUp, userRow } from "./account-helpers.ts";

/**
 * The owner's area: claiming a guest's work on sign-up, the dashboard's three tabs, and
 * the owner checks on every read, download and delete (another user and a guest get
 * 401, 403 or 404, never the file).
 */

async function generationOwner(id: string) {
  return env.DB.prepare("SELECT owner_user_id, is_public FROM generations WHERE id = ?").bind(id).first<{ owner_user_id: string | null; is_public: number }>();
}

/** A guest makes a logo and buys it, then signs up in the same browser. */
async function guestWhoBoughtThenSignedUp() {
  const guest = await newBuyer();
  const generationId = await finishedGeneration(guest, "Fern Hollow");
  const { orderId, sessionId } = await startCheckout(guest, [generationId]);
  await pay(sessionId);
  await SELF.fetch(`http://localhost/purchase-success?order_id=${orderId}`, { headers: { Cookie: guest.cookie } });
  const { email, cookie } = await signUp({ displayName: "Fern Owner" }, guest.cookie);
  return { guest, generationId, orderId, email, session: cookie };
}

function both(buyer: Buyer, session: string) {
  return `${buyer.cookie}; ${session}`;
}

describe("claiming a guest's work", () => {
  it("signing up claims the browser's generations and orders, and a fresh browser then sees and downloads them", async () => {
    const { generationId, orderId, email } = await guestWhoBoughtThenSignedUp();
    const user = (await userRow(email))!;
    expect((await generationOwner(generationId))!.owner_user_id).toBe(user.id);
    const order = await env.DB.prepare("SELECT owner_user_id FROM orders WHERE id = ?").bind(orderId).first<{ owner_user_id: string }>();
    expect(order!.owner_user_id).toBe(user.id);

    // Another browser: no visitor cookie, only the account.
    const fresh = (await signIn(email)).headers.getSetCookie().find((header) => header.startsWith("session="))!.split(";")[0]!;
    const page = await (await get("/dashboard", fresh)).text();
    expect(page).toContain("Fern Hollow");
    expect(page).toContain("Purchased");
    const png = await get(`/api/orders/${orderId}/files/${generationId}/png`, fresh);
    expect(png.status).toBe(200);
    // The kit rendered at payment from the generation's design (the stand-in names it after the brand).
    expect(await png.text()).toBe("<logo/logo-2048.png:render Fern Hollow>");
    expect((await get(`/orders/${orderId}`, fresh)).status).toBe(200);
  });

  it("signing in claims only unclaimed records: another account's logos stay theirs", async () => {
    const shared = await newBuyer();
    const first = await finishedGeneration(shared, "First Person");
    const { email: firstEmail } = await signUp({}, shared.cookie);
    const second = await finishedGeneration(shared, "Second Person");
    const { email: secondEmail } = await signUp({}, shared.cookie);
    expect((await generationOwner(first))!.owner_user_id).toBe((await userRow(firstEmail))!.id);
    expect((await generationOwner(second))!.owner_user_id).toBe((await userRow(secondEmail))!.id);
  });
});

describe("the dashboard", () => {
  it("shows 'Access Denied' signed out, with a way to sign in", async () => {
    const html = await (await get("/dashboard")).text();
    expect(html).toContain("Access Denied");
    expect(html).toContain("Please sign in to access your dashboard.");
    expect(html).toContain('href="/login?redirectTo=%2Fdashboard"');
  });

  it("welcomes the owner by name with the three tabs and their counts, each reachable by URL", async () => {
    const { session, orderId } = await guestWhoBoughtThenSignedUp();
    const logos = await (await get("/dashboard?tab=logos", session)).text();
    expect(logos).toContain("Welcome back, Fern Owner");
    expect(logos).toContain("My Logos (1)");
    expect(logos).toContain("Purchases (1)");
    expect(logos).toContain("My Refined Logos");
    expect(logos).toMatch(/Created: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const purchases = await (await get("/dashboard?tab=purchases", session)).text();
    expect(purchases).toContain("Purchase History");
    expect(purchases).toContain(`Purchase #${orderId.slice(-8)}`);
    expect(purchases).toContain("$9.99");
    expect(purchases).toContain("USD");
    expect(purchases).toContain(`href="/orders/${orderId}"`);
    const profile = await (await get("/dashboard?tab=profile", session)).text();
    for (const text of ["Display Name", "Fern Owner", "Total Logos", "Member Since", "Sign Out", "Download my data", "Delete my account"]) expect(profile).toContain(text);
    // The account settings (how the account signs in, where Google is linked) are one link away, not only from a mail or a message.
    expect(profile).toMatch(/<a href="\/settings"[^>]*>Account Settings<\/a>/);
    expect((await get("/settings", session)).status).toBe(200);
  });

  it("shows the empty states of a new account", async () => {
    const { cookie } = await signUp();
    expect(await (await get("/dashboard?tab=logos", cookie)).text()).toContain("No logos yet");
    expect(await (await get("/dashboard?tab=purchases", cookie)).text()).toContain("No purchases yet");
  });

  it("offers downloads on purchased logos only, and Preview on the others", async () => {
    const { guest, session, generationId } = await guestWhoBoughtThenSignedUp();
    const unbought = await finishedGeneration(guest, "Not Yet Bought");
    await env.DB.prepare("UPDATE generations SET owner_user_id = (SELECT owner_user_id FROM generations WHERE id = ?), logo_id = 'logo_1_unbought' WHERE id = ?").bind(generationId, unbought).run();
    const html = await (await get("/dashboard", session)).text();
    expect(html).toContain(`/files/${generationId}/png`);
    expect(html).toContain(`/files/${generationId}/webp`);
    expect(html).not.toContain(`/files/${unbought}/`);
    expect(html).toContain('href="/logo/logo_1_unbought"');
  });

  it("renames the profile; signed out the same form answers 'No user logged in'", async () => {
    const { email, cookie } = await signUp();
    expect((await post("/dashboard", { intent: "profile", displayName: "New Name" }, cookie)).status).toBe(200);
    expect((await userRow(email))!.display_name).toBe("New Name");
    const signedOut = await post("/dashboard", { intent: "profile", displayName: "Hacker" });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain("No user logged in");
  });

  it("changes the password after checking the current one, and signs out other sessions", async () => {
    const { email, cookie } = await signUp();
    const other = (await signIn(email)).headers.getSetCookie().find((header) => header.startsWith("session="))!.split(";")[0]!;
    const wrong = await post("/dashboard", { intent: "password", currentPassword: "nope", password: "a newer passphrase" }, cookie);
    expect(wrong.status).toBe(403);
    const changed = await post("/dashboard", { intent: "password", currentPassword: "correct horse battery", password: "a newer passphrase" }, cookie);
    expect(changed.status).toBe(200);
    expect(await (await get("/dashboard", other)).text()).toContain("Access Denied");
    expect((await signIn(email, "a newer passphrase")).status).toBe(303);
  });

  it("downloads the owner's data as JSON, without any design, and nothing for a guest", async () => {
    const { session, email, generationId } = await guestWhoBoughtThenSignedUp();
    const response = await get("/account/data.json", session);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const body = (await response.json()) as { profile: { email: string }; logos: { id: string }[]; purchases: unknown[] };
    expect(body.profile.email).toBe(email);
    expect(body.logos.map((logo) => logo.id)).toEqual([generationId]);
    expect(body.purchases).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('"spec"');
    expect(JSON.stringify(body)).not.toMatch(/pbkdf2|password_?hash|id_hash|session/i);
    expect((await get("/account/data.json")).status).toBe(401);
  });

  it("deletes the account with its logos and files, keeps the order without the account, and ends the session", async () => {
    const { session, email, generationId, orderId } = await guestWhoBoughtThenSignedUp();
    const unconfirmed = await post("/dashboard", { intent: "delete-account", confirmEmail: "someone@else.example" }, session);
    expect(unconfirmed.status).toBe(422);
    const deleted = await post("/dashboard", { intent: "delete-account", confirmEmail: email.toUpperCase() }, session);
    expect(deleted.status).toBe(303);
    expect(await userRow(email)).toBeNull();
    expect(await generationOwner(generationId)).toBeNull();
    expect(await env.LOGO_FILES.get(`generations/${generationId}/logo.png`)).toBeNull();
    const order = await env.DB.prepare("SELECT owner_user_id, status FROM orders WHERE id = ?").bind(orderId).first<{ owner_user_id: string | null; status: string }>();
    expect(order).toEqual({ owner_user_id: null, status: "completed" });
    expect(await (await get("/dashboard", session)).text()).toContain("Access Denied");
  });
});

describe("owner checks", () => {
  it("lets only the owner delete a logo: another user gets 'Not authorized to delete this logo', a guest is asked to sign in", async () => {
    const { session, generationId } = await guestWhoBoughtThenSignedUp();
    const { cookie: stranger } = await signUp();
    const refused = await post("/dashboard", { intent: "delete-logo", generationId }, stranger);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Not authorized to delete this logo");
    expect((await post("/dashboard", { intent: "delete-logo", generationId })).status).toBe(401);
    const api = await SELF.fetch(`http://localhost/api/generations/${generationId}`, { method: "DELETE", headers: { Cookie: stranger } });
    expect(api.status).toBe(403);
    expect(await generationOwner(generationId)).not.toBeNull();

    expect((await post("/dashboard", { intent: "delete-logo", generationId }, session)).status).toBe(200);
    expect(await generationOwner(generationId)).toBeNull();
    expect(await env.LOGO_FILES.get(`generations/${generationId}/logo-watermarked.png`)).toBeNull();
  });

  it("the account's logo is its own on any browser: the API delete works with the session alone", async () => {
    const { email, generationId } = await guestWhoBoughtThenSignedUp();
    const fresh = (await signIn(email)).headers.getSetCookie().find((header) => header.startsWith("session="))!.split(";")[0]!;
    const response = await SELF.fetch(`http://localhost/api/generations/${generationId}`, { method: "DELETE", headers: { Cookie: fresh } });
    expect(response.status).toBe(200);
  });

  it("once an account claims a logo, the browser's visitor cookie alone no longer owns it", async () => {
    const { guest, generationId } = await guestWhoBoughtThenSignedUp();
    const response = await SELF.fetch(`http://localhost/api/generations/${generationId}`, { method: "DELETE", headers: { Cookie: guest.cookie } });
    expect(response.status).toBe(403);
  });

  it("never gives another user or a guest an order's page or files", async () => {
    const { orderId, generationId } = await guestWhoBoughtThenSignedUp();
    const { cookie: stranger } = await signUp();
    const strangerGuest = await newBuyer();
    for (const cookie of [stranger, strangerGuest.cookie, ""]) {
      expect((await get(`/orders/${orderId}`, cookie)).status).toBe(404);
      for (const format of ["png", "webp", "svg", "zip"]) {
        const file = await get(`/api/orders/${orderId}/files/${generationId}/${format}`, cookie);
        expect(file.status).toBe(404);
        expect(await file.text()).not.toContain(`of ${generationId}`);
      }
    }
  });

  it("only the owner makes a logo public; the gallery lists public logos newest first, without owner or prompt", async () => {
    const { session, generationId } = await guestWhoBoughtThenSignedUp();
    const { cookie: stranger } = await signUp();
    expect((await post("/dashboard", { intent: "visibility", generationId, public: "true" }, stranger)).status).toBe(403);
    expect((await generationOwner(generationId))!.is_public).toBe(0);
    expect((await post("/dashboard", { intent: "visibility", generationId, public: "true" }, session)).status).toBe(200);
    expect((await generationOwner(generationId))!.is_public).toBe(1);
    const gallery = await (await get("/gallery")).text();
    expect(gallery).toContain("Fern Hollow");
    expect(gallery).toContain(generationId);
    expect(gallery).not.toContain("A logo for Fern Hollow");
    expect((await post("/dashboard", { intent: "visibility", generationId, public: "false" }, session)).status).toBe(200);
    expect(await (await get("/gallery")).text()).not.toContain(generationId);
  });

  it("keeps the gallery's limit between 1 and 100 (20 by default)", async () => {
    for (const limit of ["0", "-5", "abc", "1e9", "99999"]) expect((await get(`/gallery?limit=${limit}`)).status).toBe(200);
  });
});

