/**
 * Issue 34 from outside: designers, operators and an attacker through the app's own pages,
 * with a real database, bucket and renderer. A designer sees and changes only their own
 * profile and submissions; nobody approves their own; the PayPal address is validated;
 * every bad form answers a 4xx with a message.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signUp } from "./account-helpers.ts";
import { changeRole, consolePost, getPage, postForm, SITE } from "./admin-helpers.ts";

const CLEAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><path fill="#1e3a8a" fill-rule="evenodd" d="M100 20a80 80 0 1 1 0 160a80 80 0 1 1 0-160zm0 30a50 50 0 1 0 0 100a50 50 0 1 0 0-100z"/></svg>`;
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" onload="fetch('/account/data.json')"><script>alert(document.cookie)</script><circle cx="100" cy="100" r="60" fill="red"/></svg>`;
const OPAQUE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#fff"/><circle cx="100" cy="100" r="50"/></svg>`;

async function newDesigner(name: string): Promise<{ email: string; cookie: string }> {
  const account = await signUp({ email: `${name.toLowerCase().replace(/\W+/g, ".")}.${crypto.randomUUID().slice(0, 6)}@example.com` });
  const response = await postForm("/designer/start", { name: `${name} ${crypto.randomUUID().slice(0, 4)}`, bio: "", payoutEmail: "" }, account.cookie);
  expect(response.status).toBe(303);
  return account;
}

function upload(cookie: string, file: { body: string; type: string; name: string }, fields: Partial<Record<string, string>> = {}) {
  const form = new FormData();
  form.set("file", new File([file.body], file.name, { type: file.type }));
  const values = { name: "Blue Ring", category: "Abstract", tags: "ring, blue", description: "A deep blue ring for a calm studio.", bgColor: "bg-white", ...fields };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.set(key, value);
  return SELF.fetch(`${SITE}/designer/submit`, { method: "POST", headers: { Cookie: cookie, Origin: SITE }, body: form, redirect: "manual" });
}

async function submissionIds(designerCookie: string): Promise<string[]> {
  const html = await (await getPage("/designer", designerCookie)).text();
  return [...new Set([...html.matchAll(/\/submission-files\/(sub_[A-Za-z0-9_-]+)\/preview\.png/g)].map((match) => match[1]!))];
}

describe("designer accounts and submissions", () => {
  it("a clean SVG goes into review with its picture and fingerprint; bad uploads and fields are 4xx with a message", async () => {
    const designer = await newDesigner("Ada Linde");
    expect((await upload(designer.cookie, { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" })).status).toBe(303);
    const [id] = await submissionIds(designer.cookie);
    expect(id).toBeTruthy();
    const row = await env.DB.prepare("SELECT status, mark_fingerprint FROM designer_submissions WHERE id = ?").bind(id).first<{ status: string; mark_fingerprint: string }>();
    expect(row?.status).toBe("review");
    expect(row?.mark_fingerprint).toMatch(/^m1:/);
    const preview = await getPage(`/submission-files/${id}/preview.png`, designer.cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await preview.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    // The master is served as we rebuilt it, sandboxed: it can never run in our origin.
    const master = await getPage(`/submission-files/${id}/original.svg`, designer.cookie);
    expect(master.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(master.headers.get("Content-Security-Policy")).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(master.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const hostile = await upload(designer.cookie, { body: HOSTILE_SVG, type: "image/svg+xml", name: "innocent.svg" }, { name: "Innocent" });
    expect(hostile.status).toBeGreaterThanOrEqual(400);
    expect(hostile.status).toBeLessThan(500);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM designer_submissions WHERE name = 'Innocent'").first<{ n: number }>()).toEqual({ n: 0 });

    const opaque = await upload(designer.cookie, { body: OPAQUE_SVG, type: "image/svg+xml", name: "opaque.svg" });
    expect(opaque.status).toBe(400);
    expect(await opaque.text()).toContain("transparent background");
    const notAnImage = await upload(designer.cookie, { body: "hello", type: "text/plain", name: "notes.txt" });
    expect(notAnImage.status).toBeGreaterThanOrEqual(400);
    expect(notAnImage.status).toBeLessThan(500);
    const badFields = await upload(designer.cookie, { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" }, { category: "Weapons", tags: "", description: "short" });
    expect(badFields.status).toBe(400);
    const text = await badFields.text();
    expect(text).toContain("Choose one of the categories");
    expect(text).toContain("Describe the logo in 10 to 500 characters");
    expect(text).toContain("Enter 1 to 10 tags");
  });

  it("another designer, a customer and a guest never see or change someone else's submissions or profile", async () => {
    const owner = await newDesigner("Bea Holm");
    const other = await newDesigner("Cem Arslan");
    expect((await upload(owner.cookie, { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" })).status).toBe(303);
    const [id] = await submissionIds(owner.cookie);
    expect(await submissionIds(other.cookie)).toEqual([]);
    for (const file of ["preview.png", "original.svg"]) {
      expect((await getPage(`/submission-files/${id}/${file}`, other.cookie)).status).toBe(404);
      expect((await getPage(`/submission-files/${id}/${file}`)).status).toBe(404);
    }
    // The profile form changes the poster's own profile only: there is no designer id to forge.
    const before = await env.DB.prepare("SELECT payout_email FROM designers WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(owner.email).first<{ payout_email: string | null }>();
    expect((await postForm("/designer/profile", { bio: "", payoutEmail: "thief@example.com", designerId: "bea-holm" }, other.cookie)).status).toBe(303);
    const after = await env.DB.prepare("SELECT payout_email FROM designers WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(owner.email).first<{ payout_email: string | null }>();
    expect(after?.payout_email).toBe(before?.payout_email ?? null);
    // A customer without a profile, or a guest, cannot submit.
    const customer = await signUp({ email: `customer.${crypto.randomUUID().slice(0, 6)}@example.com` });
    const asCustomer = await upload(customer.cookie, { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" });
    expect(asCustomer.status).toBe(303);
    expect(asCustomer.headers.get("Location")).toBe("/designer/start");
    expect((await upload("", { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" })).headers.get("Location")).toMatch(/^\/login/);
    // Neither can reach the console's review.
    expect((await getPage(`/admin/submissions/${id}`, other.cookie)).status).toBe(404);
  });

  it("the PayPal address is validated, and a change is on record", async () => {
    const designer = await newDesigner("Dita Kral");
    for (const bad of ["not an address", "a@b", "x".repeat(250) + "@example.com"]) {
      const response = await postForm("/designer/profile", { bio: "", payoutEmail: bad }, designer.cookie);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Enter your PayPal address as an e-mail address");
    }
    expect((await postForm("/designer/profile", { bio: "x".repeat(281), payoutEmail: "" }, designer.cookie)).status).toBe(400);
    expect((await postForm("/designer/profile", { bio: "Hi", payoutEmail: "Dita@PayPal.example" }, designer.cookie)).status).toBe(303);
    const audit = await env.DB.prepare("SELECT actor, detail FROM admin_audit WHERE action = 'designer.payout-address' ORDER BY id DESC LIMIT 1").first<{ actor: string; detail: string }>();
    expect(audit?.actor).toBe(designer.email);
    expect(audit?.detail).toContain("dita@paypal.example");
    // A second profile for the same account, or a name already taken, is refused.
    const taken = await env.DB.prepare("SELECT name FROM designers WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(designer.email).first<{ name: string }>();
    const second = await signUp({ email: `second.${crypto.randomUUID().slice(0, 6)}@example.com` });
    const clash = await postForm("/designer/start", { name: taken!.name, bio: "", payoutEmail: "" }, second.cookie);
    expect(clash.status).toBe(400);
    expect(await clash.text()).toContain("Another designer already sells under this name");
  });

  it("an operator cannot approve their own submission; another approves it into the catalogue, once, on record", { timeout: 60_000 }, async () => {
    const designer = await newDesigner("Eli Varga");
    await changeRole("grant", designer.email);
    expect((await upload(designer.cookie, { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" }, { name: "Varga Ring" })).status).toBe(303);
    const [id] = await submissionIds(designer.cookie);
    const designerId = (await env.DB.prepare("SELECT designer_id FROM designer_submissions WHERE id = ?").bind(id).first<{ designer_id: string }>())!.designer_id;
    // Its review page offers them no decision; a post forged with their valid token is refused all the same.
    expect(await (await getPage(`/admin/submissions/${id}`, designer.cookie)).text()).toContain("another operator must review it");
    const own = await consolePost(`/admin/submissions/${id}`, { intent: "approve" }, designer.cookie, `/admin/designers/${designerId}`);
    expect(own.status).toBe(403);
    expect(await own.text()).toContain("your own submission");

    const reviewer = await signUp({ email: `reviewer.${crypto.randomUUID().slice(0, 6)}@example.com` });
    await changeRole("grant", reviewer.email);
    const rejectTooShort = await consolePost(`/admin/submissions/${id}`, { intent: "reject", reason: "no" }, reviewer.cookie);
    expect(rejectTooShort.status).toBe(400);
    const approved = await consolePost(`/admin/submissions/${id}`, { intent: "approve" }, reviewer.cookie);
    expect(approved.status).toBe(303);
    const logo = await env.DB.prepare("SELECT l.id, l.designer, l.designer_id, l.image FROM logos l JOIN designer_submissions s ON s.logo_id = l.id WHERE s.id = ?").bind(id).first<{ id: number; designer: string; image: string }>();
    expect(logo?.id).toBeGreaterThanOrEqual(100_001);
    expect(logo?.designer).toMatch(/^Eli Varga/);
    // Its preview is now public, its master is not.
    expect((await getPage(logo!.image)).status).toBe(200);
    expect((await getPage(`/submission-files/${id}/original.svg`)).status).toBe(404);
    const again = await consolePost(`/admin/submissions/${id}`, { intent: "reject", reason: "Changed my mind" }, reviewer.cookie, `/admin/designers/${designerId}`);
    expect(again.status).toBe(409);
    const audit = await env.DB.prepare("SELECT actor FROM admin_audit WHERE action = 'submission.approve' AND target = ?").bind(id).all<{ actor: string }>();
    expect(audit.results.map((row) => row.actor)).toEqual([reviewer.email]);
    const mail = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE \"to\" = ? AND kind = 'designer-approved'").bind(designer.email).first<{ subject: string }>();
    expect(mail?.subject).toContain("Varga Ring");
  });

  it("a rejection keeps the reason for the designer and mails it", async () => {
    const designer = await newDesigner("Fay Dunn");
    expect((await upload(designer.cookie, { body: CLEAN_SVG, type: "image/svg+xml", name: "ring.svg" }, { name: "Dunn Ring" })).status).toBe(303);
    const [id] = await submissionIds(designer.cookie);
    const reviewer = await signUp({ email: `reviewer.${crypto.randomUUID().slice(0, 6)}@example.com` });
    await changeRole("grant", reviewer.email);
    expect((await consolePost(`/admin/submissions/${id}`, { intent: "reject", reason: "Too close to a well-known brand's mark." }, reviewer.cookie)).status).toBe(303);
    expect(await (await getPage("/designer", designer.cookie)).text()).toContain("Too close to a well-known brand&#x27;s mark.");
    const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE \"to\" = ? AND kind = 'designer-rejected'").bind(designer.email).first<{ text: string }>();
    expect(mail?.text).toContain("Too close to a well-known brand's mark.");
  });
});
