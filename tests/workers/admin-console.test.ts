/**
 * The operators' console (/admin): only operators see it (everyone else gets the same 404
 * as an unknown page, for its pages and their data requests alike); its forms are refused
 * from another site and without the page's token; a refund goes through Stripe once,
 * ends the downloads, puts the logo back on sale, tells the buyer and is recorded; the
 * gallery's moderation hides and shows public logos.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, designerLedger, generations, logos, mailOutbox } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { PASSWORD, signIn, signUp } from "./account-helpers.ts";
import { changeRole, consolePost, formTokenOf, getPage, newOperator, postForm } from "./admin-helpers.ts";
import { db, deliver, finishedGeneration, newBuyer, pay, refunds, startCheckout } from "./checkout-helpers.ts";
import { FIXTURE_CATALOGUE, rowCounts, seedCatalogue } from "./fixtures.ts";

const FOR_SALE = Array.from({ length: 10 }, (_, index) => ({ ...FIXTURE_CATALOGUE[0]!, id: 301 + index, name: `Console ${301 + index}`, designer: "Ada Console", spec: { brand: `Console ${301 + index}` } }));

beforeAll(async () => {
  await seedCatalogue([...FIXTURE_CATALOGUE, ...FOR_SALE]);
});

/** A catalogue logo bought through Stripe's stand-in and fulfilled by its webhook. */
async function paidOrder(logoId: number, email = "buyer@example.com") {
  const buyer = await newBuyer();
  const { orderId, sessionId } = await startCheckout(buyer, [`original_${logoId}`]);
  const paid = await pay(sessionId, { email });
  await deliver("checkout.session.completed", paid);
  return { buyer, orderId, paymentIntent: paid.payment_intent as string };
}

const CONSOLE_PAGES = (orderId: string) => [
  "/admin",
  "/admin/orders",
  "/admin/orders?q=buyer",
  `/admin/orders/${orderId}`,
  "/admin/designers",
  "/admin/designers/ada-console",
  "/admin/payouts",
  `/admin/payouts/${new Date().toISOString().slice(0, 7)}`,
  `/admin/payouts/${new Date().toISOString().slice(0, 7)}.csv`,
  "/admin/gallery",
  "/admin/activity",
  // Remix's data requests for the same routes (client-side navigation reads these).
  "/admin.data",
  "/admin/orders.data",
  `/admin/orders/${orderId}.data`,
];

describe("who may open the console", () => {
  it("answers 404 to a signed-out visitor and to a signed-in customer, on every page and data request, and 200 to an operator", async () => {
    const { orderId } = await paidOrder(301);
    const customer = await signUp();
    const operator = await newOperator();
    for (const path of CONSOLE_PAGES(orderId)) {
      for (const [who, cookie] of [["signed out", ""], ["customer", customer.cookie]]) {
        const refused = await getPage(path, cookie);
        expect(refused.status, `${who}: ${path}`).toBe(404);
        // Nothing of the console's data: not the buyer, not the designer, not a form.
        const body = await refused.text();
        for (const secret of ["buyer@example.com", "Ada Console", 'name="csrf"', "Operators&#x27; console"]) expect(body, `${who}: ${path}`).not.toContain(secret);
      }
      expect((await getPage(path, operator.cookie)).status, `operator: ${path}`).toBe(200);
    }
    // The 404 is the site's ordinary one.
    expect(await (await getPage("/admin")).text()).toContain("Page not found");
  });

  it("only an operator sees the console's link in the header", async () => {
    const customer = await signUp();
    const operator = await newOperator();
    expect(await (await getPage("/browse", customer.cookie)).text()).not.toContain('href="/admin"');
    expect(await (await getPage("/browse", operator.cookie)).text()).toContain('href="/admin"');
  });

  it("revoking the role closes the console at the next request, and both changes are in the activity", async () => {
    const operator = await newOperator("revoked");
    expect((await getPage("/admin", operator.cookie)).status).toBe(200);
    await changeRole("revoke", operator.email);
    expect((await getPage("/admin", operator.cookie)).status).toBe(404);
    // A fresh sign-in does not bring it back either.
    const again = await signIn(operator.email, PASSWORD);
    expect((await getPage("/admin", again.headers.getSetCookie().join("; ").split(";")[0]!)).status).toBe(404);
    const trail = await db().select().from(adminAudit).where(eq(adminAudit.target, operator.email));
    expect(trail.map((entry) => [entry.actor, entry.action])).toEqual([
      ["command line", "operator.grant"],
      ["command line", "operator.revoke"],
    ]);
    const reader = await newOperator("reader");
    const activity = await (await getPage("/admin/activity", reader.cookie)).text();
    expect(activity).toContain(operator.email);
    expect(activity).toContain(`${operator.email} is no longer an operator`);
  });
});

describe("the console's forms", () => {
  it("refuses a post from another site (403, before any handler), a post without the page's token (403), and a non-operator's post (404); nothing changes", async () => {
    const { orderId } = await paidOrder(302);
    const operator = await newOperator();
    const customer = await signUp();
    const page = `/admin/orders/${orderId}`;
    const token = await formTokenOf(page, operator.cookie);
    const refund = { intent: "refund", confirm: "yes", csrf: token };
    const before = await rowCounts();

    const crossSite = await postForm(`/admin/orders/${orderId}`, refund, operator.cookie, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const noToken = await postForm(`/admin/orders/${orderId}`, { intent: "refund", confirm: "yes" }, operator.cookie);
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain("This form has expired. Go back, reload the page and try again.");
    const wrongToken = await postForm(`/admin/orders/${orderId}`, { ...refund, csrf: "0".repeat(64) }, operator.cookie);
    expect(wrongToken.status).toBe(403);
    const shortToken = await postForm(`/admin/orders/${orderId}`, { ...refund, csrf: token.slice(0, 63) }, operator.cookie);
    expect(shortToken.status).toBe(403);
    // Another operator's token is another session's: refused too.
    const other = await newOperator("other");
    const othersToken = await postForm(`/admin/orders/${orderId}`, { ...refund, csrf: await formTokenOf(page, other.cookie) }, operator.cookie);
    expect(othersToken.status).toBe(403);
    expect((await postForm(`/admin/orders/${orderId}`, refund, customer.cookie)).status).toBe(404);
    expect((await postForm(`/admin/orders/${orderId}`, refund, "")).status).toBe(404);

    expect((await getOrder(db(), orderId))!.order.status).toBe("completed");
    const after = await rowCounts();
    // Only the other operator's sign-up and grant wrote anything.
    expect({ ...after, users: 0, sessions: 0, admin_audit: 0 }).toEqual({ ...before, users: 0, sessions: 0, admin_audit: 0 });
    expect(await db().select().from(adminAudit).where(eq(adminAudit.target, orderId))).toEqual([]);
  });
});

describe("bad input to the console's forms", () => {
  it("is answered with a 4xx in words, never a 5xx, and changes nothing", async () => {
    const { orderId } = await paidOrder(308);
    const operator = await newOperator();
    const token = await formTokenOf("/admin/designers/ada-console", operator.cookie);
    const before = await rowCounts();
    const cases: [string, Record<string, string>][] = [
      [`/admin/orders/${orderId}`, {}],
      [`/admin/orders/${orderId}`, { intent: "refund-everything", confirm: "yes" }],
      [`/admin/orders/${orderId}`, { intent: "refund", confirm: "no" }],
      ["/admin/orders/order_does_not_exist", { intent: "refund", confirm: "yes" }],
      ["/admin/orders/..%2F..%2Fetc", { intent: "refund", confirm: "yes" }],
      ["/admin/designers/ada-console", { payoutEmail: "not an address" }],
      ["/admin/designers/ada-console", { payoutEmail: `${"x".repeat(300)}@example.com` }],
      ["/admin/designers/nobody-at-all", { payoutEmail: "a@example.com" }],
      ["/admin/payouts/2026-13", { totalCents: "0", confirm: "yes" }],
      ["/admin/payouts/9999-01", { totalCents: "0", confirm: "yes" }],
      [`/admin/payouts/${new Date().toISOString().slice(0, 7)}`, { totalCents: "NaN", confirm: "yes" }],
      ["/admin/gallery", { intent: "hide", generationId: "gen_nothing" }],
      ["/admin/gallery", { intent: "delete", generationId: "gen_nothing" }],
      ["/admin/gallery", {}],
    ];
    for (const [path, fields] of cases) {
      const response = await postForm(path, { ...fields, csrf: token }, operator.cookie);
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
    }
    expect(await rowCounts()).toEqual(before);
    expect((await getOrder(db(), orderId))!.order.status).toBe("completed");
  });
});

describe("refund from the console", () => {
  it("refunds through Stripe once: the order is refunded, its downloads end, the logo is for sale again, the designer's credit is taken back, the buyer gets a mail, the operator is on record", async () => {
    const { buyer, orderId, paymentIntent } = await paidOrder(303, "refund.me@example.com");
    const operator = await newOperator();
    const file = `http://localhost/api/orders/${orderId}/files/original_303/png`;
    expect((await SELF.fetch(file, { headers: { Cookie: buyer.cookie } })).status).toBe(200);
    // A visitor without a session has the sold logo's page from the edge cache.
    await (await getPage("/logo/303")).text();
    const kept = await getPage("/logo/303");
    expect(kept.headers.get("Cache-Status")).toMatch(/; hit/);
    expect(await kept.text()).toContain("This logo has been sold");

    const page = await (await getPage(`/admin/orders/${orderId}`, operator.cookie)).text();
    expect(page).toContain("refund.me@example.com");
    expect(page).toContain("Ada Console");

    const response = await consolePost(`/admin/orders/${orderId}`, { intent: "refund", confirm: "yes", reason: "Asked within 30 days" }, operator.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${orderId}?notice=refunded`);

    expect((await getOrder(db(), orderId))!.order.status).toBe("refunded");
    expect(await refunds(paymentIntent)).toHaveLength(1);
    expect((await SELF.fetch(file, { headers: { Cookie: buyer.cookie } })).status).toBe(404);
    const [logo] = await db().select({ sold: logos.soldOrderId }).from(logos).where(eq(logos.id, 303));
    expect(logo!.sold).toBeNull();
    // The refund took the kept page with it: the logo is on sale again for everyone at once.
    const onSale = await getPage("/logo/303");
    expect(onSale.headers.get("Cache-Status")).not.toMatch(/; hit/);
    expect(await onSale.text()).toContain("Purchase for $9.99");
    const ledger = await db().select().from(designerLedger).where(eq(designerLedger.orderId, orderId)).orderBy(designerLedger.id);
    expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual([
      ["sale", 300],
      ["refund", -300],
    ]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "refund.me@example.com"));
    const refundMail = mails.find((mail) => mail.kind === "refund")!;
    expect(refundMail.subject).toBe("LogoMarket: your order was refunded");
    expect(refundMail.text).toContain(orderId);
    expect(refundMail.text).toContain("$9.99");
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.target, orderId));
    expect(audit).toMatchObject({ actor: operator.email, action: "order.refund" });
    expect(audit!.detail).toContain("Asked within 30 days");

    const after = await (await getPage(`/admin/orders/${orderId}?notice=refunded`, operator.cookie)).text();
    expect(after).toContain("Refunded. The buyer&#x27;s downloads have ended");
    expect(after).toContain("This order has been refunded.");

    // Pressed again (from a page opened before: this one offers no refund now), and Stripe's own webhook afterwards: nothing more happens.
    const again = await consolePost(`/admin/orders/${orderId}`, { intent: "refund", confirm: "yes" }, operator.cookie, "/admin/designers/ada-console");
    expect(again.status).toBe(303);
    await deliver("charge.refunded", { id: `ch_${orderId}`, object: "charge", payment_intent: paymentIntent, refunded: true, amount_refunded: 999 });
    expect(await refunds(paymentIntent)).toHaveLength(1);
    expect(await db().select().from(designerLedger).where(eq(designerLedger.orderId, orderId))).toHaveLength(2);
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, "refund.me@example.com"))).filter((mail) => mail.kind === "refund")).toHaveLength(1);
    expect(await db().select().from(adminAudit).where(eq(adminAudit.target, orderId))).toHaveLength(1);
  });

  it("finishes the order when the payment was already refunded in Stripe's dashboard (its webhook not here yet)", async () => {
    const { orderId, paymentIntent } = await paidOrder(309, "dashboard.refund@example.com");
    const atStripe = await fetch(`${env.STRIPE_API_URL}/v1/refunds`, { method: "POST", headers: { Authorization: "Bearer sk_test_local_stand_in", "Content-Type": "application/x-www-form-urlencoded" }, body: `payment_intent=${paymentIntent}` });
    expect(atStripe.status).toBe(200);
    const operator = await newOperator();
    const response = await consolePost(`/admin/orders/${orderId}`, { intent: "refund", confirm: "yes" }, operator.cookie);
    expect(response.status).toBe(303);
    expect((await getOrder(db(), orderId))!.order.status).toBe("refunded");
    expect(await refunds(paymentIntent)).toHaveLength(1);
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.target, orderId));
    expect(audit!.detail).toBe("Refunded $9.99 through Stripe (it was already refunded at the provider).");
  });

  it("asks for the confirmation, and refuses an order that was never paid, with a reason and a 4xx", async () => {
    const operator = await newOperator();
    const { orderId } = await paidOrder(304);
    const unconfirmed = await consolePost(`/admin/orders/${orderId}`, { intent: "refund" }, operator.cookie);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm the refund first.");
    expect((await getOrder(db(), orderId))!.order.status).toBe("completed");

    const pending = await startCheckout(await newBuyer(), ["original_305"]);
    // Its page offers no refund; a post from a stale page is refused all the same.
    expect(await (await getPage(`/admin/orders/${pending.orderId}`, operator.cookie)).text()).toContain("Only a paid order can be refunded");
    const refused = await consolePost(`/admin/orders/${pending.orderId}`, { intent: "refund", confirm: "yes" }, operator.cookie, `/admin/orders/${orderId}`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Only a paid order can be refunded");
    expect((await getPage("/admin/orders/order_does_not_exist", operator.cookie)).status).toBe(404);
  });
});

describe("finding orders", () => {
  it("by receipt address (any part, any case), by the last characters of its number, by payment id; newest first", async () => {
    const operator = await newOperator();
    // Longer than the 50 bytes D1 allows a LIKE pattern.
    const first = await paidOrder(306, "Search.Me.With.A.Rather.Long.Receipt.Address.1234567890@Example.com");
    const other = await paidOrder(307, "someone.else@example.com");
    const list = async (query: string) => {
      const html = await (await getPage(`/admin/orders?${query}`, operator.cookie)).text();
      // Each order is linked twice: as a card (phones) and as a table row (wider screens).
      return [...new Set([...html.matchAll(/href="\/admin\/orders\/(order_[^"]+)"/g)].map((match) => match[1]))];
    };
    expect(await list("q=search.me")).toEqual([first.orderId]);
    expect(await list(`q=${encodeURIComponent("SEARCH.ME.WITH.A.RATHER.LONG.RECEIPT.ADDRESS.1234567890@EXAMPLE.COM")}`)).toEqual([first.orderId]);
    expect(await list(`q=${encodeURIComponent(`#${first.orderId.slice(-8)}`)}`)).toEqual([first.orderId]);
    expect(await list(`q=${first.paymentIntent}`)).toEqual([first.orderId]);
    expect(await list("q=nobody-has-this%25_")).toEqual([]);
    expect(await list("status=refunded&q=search.me")).toEqual([]);
    const both = await list("q=example.com");
    expect(both.indexOf(other.orderId)).toBeLessThan(both.indexOf(first.orderId));
  });
});

describe("moderating the public gallery", () => {
  it("hides a public logo from /gallery and shows it again, on record; its owner keeps it and is told", async () => {
    const owner = await signUp({ displayName: "Gallery Owner" });
    const buyer = await newBuyer();
    const generationId = await finishedGeneration(buyer, "Moderated Mark");
    const ownerId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(owner.email).first<{ id: string }>())!.id;
    await db().update(generations).set({ isPublic: true, ownerUserId: ownerId, logoId: `logo_${Date.now()}_moderated` }).where(eq(generations.id, generationId));
    const operator = await newOperator();
    const inGallery = async () => (await (await getPage("/gallery?limit=100")).text()).includes("Moderated Mark");
    expect(await inGallery()).toBe(true);
    expect(await (await getPage("/admin/gallery", operator.cookie)).text()).toContain("Moderated Mark");

    const hide = await consolePost("/admin/gallery", { intent: "hide", generationId }, operator.cookie);
    expect(hide.status).toBe(303);
    expect(await inGallery()).toBe(false);
    expect(await (await getPage("/admin/gallery?view=hidden", operator.cookie)).text()).toContain("Moderated Mark");
    expect(await (await getPage("/dashboard?tab=logos", owner.cookie)).text()).toContain("Our moderators took this logo out of the public gallery");
    // The owner making it public again does not bring it back.
    await db().update(generations).set({ isPublic: true }).where(eq(generations.id, generationId));
    expect(await inGallery()).toBe(false);

    const show = await consolePost("/admin/gallery?view=hidden", { intent: "show", generationId }, operator.cookie);
    expect(show.status).toBe(303);
    expect(await inGallery()).toBe(true);
    const trail = await db().select().from(adminAudit).where(eq(adminAudit.target, generationId));
    expect(trail.map((entry) => [entry.actor, entry.action])).toEqual([
      [operator.email, "gallery.hide"],
      [operator.email, "gallery.show"],
    ]);
    // A logo that is not public cannot be moderated into anything.
    const privateLogo = await finishedGeneration(buyer, "Private Mark");
    expect((await consolePost("/admin/gallery", { intent: "hide", generationId: privateLogo }, operator.cookie, "/admin/gallery?view=listed")).status).toBe(404);
  });
});
