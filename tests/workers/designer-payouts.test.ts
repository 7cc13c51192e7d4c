/**
 * Monthly payouts to designers (docs/decisions/2700): what each is due through a month,
 * the PayPal payout file (Payouts Web's CSV: recipient, amount, currency, customer id,
 * note, wallet; no header row), the month marked paid once with exactly the amounts the
 * operator confirmed, and what carries over: a designer without a PayPal address, and
 * refunds that exceed a month's earnings.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { monthLabel, monthOf } from "#app/lib/months.ts";
import { adminAudit, designerLedger, designerPayouts, designers, payoutMonths } from "#app/server/db/schema.ts";
import { statementOf } from "#app/server/designers/designers.server.ts";
import { payoutMonth } from "#app/server/designers/payouts.server.ts";
import { consolePost, getPage, newOperator } from "./admin-helpers.ts";
import { db } from "./checkout-helpers.ts";

const NOW = new Date();
const THIS_MONTH = monthOf(NOW);
const monthsAgo = (count: number) => monthOf(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - count, 15)));
const LAST_MONTH = monthsAgo(1);
const TWO_MONTHS_AGO = monthsAgo(2);

let entry = 0;
function row(designerId: string, month: string, kind: "sale" | "refund") {
  entry++;
  return { designerId, orderId: `order_payout_${entry}`, purchaseId: `original_${entry}`, sourceLogoId: entry, kind, amountCents: kind === "sale" ? 300 : -300, month, createdAt: new Date(`${month}-10T12:00:00Z`) };
}

beforeAll(async () => {
  await db().insert(designers).values([
    { id: "ines-paid", name: "Ines Paid", payoutEmail: "ines@example.com", createdAt: NOW },
    { id: "nadia-no-address", name: "Nadia No Address", payoutEmail: null, createdAt: NOW },
    { id: "rolf-refunded", name: "Rolf Refunded", payoutEmail: "rolf@example.com", createdAt: NOW },
    { id: "quiet-quinn", name: "Quiet Quinn", payoutEmail: "quinn@example.com", createdAt: NOW },
  ]);
  await db().insert(designerLedger).values([
    row("ines-paid", LAST_MONTH, "sale"),
    row("ines-paid", LAST_MONTH, "sale"),
    row("ines-paid", LAST_MONTH, "sale"),
    row("ines-paid", LAST_MONTH, "refund"),
    row("nadia-no-address", LAST_MONTH, "sale"),
    row("rolf-refunded", LAST_MONTH, "sale"),
  ]);
});

describe("a month's payouts", () => {
  it("pay each designer with a PayPal address what they are due, and say who is left out and why", async () => {
    const month = await payoutMonth(db(), LAST_MONTH, NOW);
    expect(month.paid).toBeNull();
    expect(month.payouts).toEqual([
      { designerId: "ines-paid", name: "Ines Paid", payoutEmail: "ines@example.com", amountCents: 600 },
      { designerId: "rolf-refunded", name: "Rolf Refunded", payoutEmail: "rolf@example.com", amountCents: 300 },
    ]);
    expect(month.totalCents).toBe(900);
    expect(month.heldBack).toEqual([{ designerId: "nadia-no-address", name: "Nadia No Address", dueCents: 300, reason: "No PayPal address: set one on their page and they join the file; until then the amount stays due." }]);
  });

  it("download as PayPal's payout file, recorded as an export", async () => {
    const operator = await newOperator();
    const response = await getPage(`/admin/payouts/${LAST_MONTH}.csv`, operator.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="paypal-payouts-${LAST_MONTH}.csv"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const note = `LogoMarket designer earnings through ${monthLabel(LAST_MONTH)}. Thank you!`;
    expect(await response.text()).toBe(`ines@example.com,6.00,USD,ines-paid,${note},PAYPAL\r\nrolf@example.com,3.00,USD,rolf-refunded,${note},PAYPAL\r\n`);
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.action, "payouts.export"));
    expect(audit).toMatchObject({ actor: operator.email, target: LAST_MONTH });
    expect((await getPage(`/admin/payouts/${LAST_MONTH}.csv`)).status).toBe(404);
  });

  it("are marked paid once, with the amounts the operator confirmed; the month then shows what was paid", async () => {
    const operator = await newOperator();
    const page = `/admin/payouts/${LAST_MONTH}`;
    const html = await (await getPage(page, operator.cookie)).text();
    expect(html).toContain("Ines Paid");
    expect(html).toContain("No PayPal address: set one on their page and they join the file; until then the amount stays due.");

    const unconfirmed = await consolePost(page, { totalCents: "900" }, operator.cookie);
    expect(unconfirmed.status).toBe(400);
    const stale = await consolePost(page, { totalCents: "600", confirm: "yes" }, operator.cookie);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The amounts changed since this page was opened");
    expect(await db().select().from(payoutMonths)).toEqual([]);

    const paid = await consolePost(page, { totalCents: "900", confirm: "yes" }, operator.cookie);
    expect(paid.status).toBe(303);
    expect(await db().select().from(payoutMonths)).toEqual([{ month: LAST_MONTH, paidAt: expect.any(Date), paidBy: operator.email, totalCents: 900 }]);
    expect(await db().select().from(designerPayouts).orderBy(designerPayouts.designerId)).toEqual([
      { month: LAST_MONTH, designerId: "ines-paid", amountCents: 600, payoutEmail: "ines@example.com" },
      { month: LAST_MONTH, designerId: "rolf-refunded", amountCents: 300, payoutEmail: "rolf@example.com" },
    ]);
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.action, "payouts.paid"));
    expect(audit).toMatchObject({ actor: operator.email, target: LAST_MONTH, detail: "Marked paid: 2 designers, $9.00 through PayPal." });

    const again = await consolePost(page, { totalCents: "900", confirm: "yes" }, operator.cookie, "/admin/designers/ines-paid");
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("was already marked paid");
    expect(await db().select().from(designerPayouts)).toHaveLength(2);
    // The file of a paid month is what was paid.
    expect(await (await getPage(`${page}.csv`, operator.cookie)).text()).toContain("ines@example.com,6.00,USD");
    // An earlier month cannot be paid after a later one: its earnings went with it.
    const earlier = await consolePost(`/admin/payouts/${TWO_MONTHS_AGO}`, { totalCents: "0", confirm: "yes" }, operator.cookie, "/admin/designers/ines-paid");
    expect(earlier.status).toBe(409);
    expect(await earlier.text()).toContain(`${monthLabel(LAST_MONTH)} is already paid`);
    // A month not begun has no page.
    expect((await getPage(`/admin/payouts/${monthOf(new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() + 1, 15)))}`, operator.cookie)).status).toBe(404);
  });

  it("carry over what was not paid: a designer without an address until one is set, refunds beyond earnings against later sales", async () => {
    // After last month's payout: Rolf's two refunds this month, Ines's sale this month.
    await db().insert(designerLedger).values([row("rolf-refunded", THIS_MONTH, "refund"), row("rolf-refunded", THIS_MONTH, "refund"), row("ines-paid", THIS_MONTH, "sale")]);
    const operator = await newOperator();
    const invalid = await consolePost("/admin/designers/nadia-no-address", { payoutEmail: "not an address" }, operator.cookie);
    expect(invalid.status).toBe(400);
    const set = await consolePost("/admin/designers/nadia-no-address", { payoutEmail: "Nadia@Example.com" }, operator.cookie);
    expect(set.status).toBe(303);
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.target, "nadia-no-address"));
    expect(audit).toMatchObject({ actor: operator.email, action: "designer.payout-address", detail: "PayPal address set to nadia@example.com." });

    const month = await payoutMonth(db(), THIS_MONTH, NOW);
    expect(month.current).toBe(true);
    expect(month.payouts.map((payout) => [payout.designerId, payout.amountCents])).toEqual([
      ["ines-paid", 300],
      ["nadia-no-address", 300],
    ]);
    expect(month.heldBack).toEqual([{ designerId: "rolf-refunded", name: "Rolf Refunded", dueCents: -600, reason: "Refunds exceed earnings: the difference is taken from later earnings." }]);

    const ines = await statementOf(db(), "ines-paid", LAST_MONTH, NOW);
    expect(ines).toMatchObject({ broughtForwardCents: 0, creditsCents: 900, debitsCents: -300, paidCents: 600, carriedForwardCents: 0 });
    const rolf = await statementOf(db(), "rolf-refunded", THIS_MONTH, NOW);
    expect(rolf).toMatchObject({ broughtForwardCents: 0, creditsCents: 0, debitsCents: -600, paidCents: 0, carriedForwardCents: -600 });
    expect(rolf.months).toEqual([THIS_MONTH, LAST_MONTH]);
  });
});
