/**
 * Monthly payouts to designers through PayPal (docs/decisions/2700). What a designer is
 * due through a month is everything the ledger credited and debited them up to its end,
 * less everything paid to them before: a refund after a payout, or a month without a
 * payout address, carries into the next payout instead of being lost. Marking a month
 * paid writes the month and its payouts in one batch, once.
 */
import { eq, gt, lte, sql } from "drizzle-orm";
import { formatCents } from "#app/lib/money.ts";
import { isMonth, monthLabel, monthOf, monthsBetween } from "#app/lib/months.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { adminAudit, designerLedger, designerPayouts, designers, payoutMonths } from "#app/server/db/schema.ts";
import { auditEntry } from "#app/server/admin/audit.server.ts";
import type { Operator } from "#app/server/admin/operators.server.ts";
import { SITE_NAME } from "#protocol/site.ts";

export interface DuePayout {
  designerId: string;
  name: string;
  payoutEmail: string | null;
  /** Credits less debits through the month's end, less every earlier payout. */
  dueCents: number;
}

export interface PayoutMonth {
  month: string;
  label: string;
  /** The month has not ended: sales until its end are paid with the next one. */
  current: boolean;
  paid: { at: string; by: string; totalCents: number } | null;
  /** What the file pays (recorded payouts once paid, otherwise what is due now). */
  payouts: { designerId: string; name: string; payoutEmail: string; amountCents: number }[];
  /** Designers due money who are not in the file, and why. */
  heldBack: { designerId: string; name: string; dueCents: number; reason: string }[];
  totalCents: number;
  /** A later month already paid: this one's earnings went with it. */
  laterPaidMonth: string | null;
}

/** What every designer is due through the end of `month`. */
export async function duePayouts(db: Database, month: string): Promise<DuePayout[]> {
  const earned = await db
    .select({
      designerId: designerLedger.designerId,
      cents: sql<number>`sum(${designerLedger.amountCents})`,
    })
    .from(designerLedger)
    .where(lte(designerLedger.month, month))
    .groupBy(designerLedger.designerId);
  const paid = await db
    .select({ designerId: designerPayouts.designerId, cents: sql<number>`sum(${designerPayouts.amountCents})` })
    .from(designerPayouts)
    .groupBy(designerPayouts.designerId);
  const people = await db.select().from(designers);
  return people
    .map((designer) => {
      const credit = earned.find((row) => row.designerId === designer.id);
      const dueCents = (credit?.cents ?? 0) - (paid.find((row) => row.designerId === designer.id)?.cents ?? 0);
      return { designerId: designer.id, name: designer.name, payoutEmail: designer.payoutEmail, dueCents };
    })
    .filter((due) => due.dueCents !== 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function payoutMonth(db: Database, month: string, now = new Date()): Promise<PayoutMonth> {
  const [paidRow] = await db.select().from(payoutMonths).where(eq(payoutMonths.month, month)).limit(1);
  const [later] = await db.select({ month: payoutMonths.month }).from(payoutMonths).where(gt(payoutMonths.month, month)).orderBy(payoutMonths.month).limit(1);
  const base = { month, label: monthLabel(month), current: month === monthOf(now), laterPaidMonth: later?.month ?? null };
  if (paidRow) {
    const rows = await db
      .select({ designerId: designerPayouts.designerId, name: designers.name, payoutEmail: designerPayouts.payoutEmail, amountCents: designerPayouts.amountCents })
      .from(designerPayouts)
      .innerJoin(designers, eq(designers.id, designerPayouts.designerId))
      .where(eq(designerPayouts.month, month))
      .orderBy(designers.name);
    return { ...base, paid: { at: paidRow.paidAt.toISOString(), by: paidRow.paidBy, totalCents: paidRow.totalCents }, payouts: rows, heldBack: [], totalCents: paidRow.totalCents };
  }
  const due = later ? [] : await duePayouts(db, month);
  const payouts = due.filter((row) => row.dueCents > 0 && row.payoutEmail).map((row) => ({ designerId: row.designerId, name: row.name, payoutEmail: row.payoutEmail!, amountCents: row.dueCents }));
  const heldBack = due
    .filter((row) => !(row.dueCents > 0 && row.payoutEmail))
    .map((row) => ({
      designerId: row.designerId,
      name: row.name,
      dueCents: row.dueCents,
      reason: row.dueCents < 0 ? "Refunds exceed earnings: the difference is taken from later earnings." : "No PayPal address: set one on their page and they join the file; until then the amount stays due.",
    }));
  return { ...base, paid: null, payouts, heldBack, totalCents: payouts.reduce((sum, row) => sum + row.amountCents, 0) };
}

/**
 * The month's payouts as PayPal's Payouts Web file: no header row, one payout per line
 * with the recipient's PayPal address, the amount with a dot, the currency, a customer id
 * (the designer's id: at most 30 characters, no spaces), a note to the recipient and the
 * wallet, PAYPAL (developer.paypal.com/payouts/use-payouts/send-money/use-web-ui).
 */
export function payoutCsv(month: PayoutMonth): string {
  const note = `${SITE_NAME} designer earnings through ${month.label}. Thank you!`;
  return month.payouts
    .map((payout) => [payout.payoutEmail, (payout.amountCents / 100).toFixed(2), "USD", payout.designerId.slice(0, 30), note, "PAYPAL"].map(csvField).join(","))
    .join("\r\n")
    .concat(month.payouts.length > 0 ? "\r\n" : "");
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export type MarkPaidResult = { ok: true; month: PayoutMonth } | { ok: false; status: 400 | 409; error: string };

/**
 * Records the month as paid with exactly the payouts the operator saw (`expectedTotalCents`
 * from the page they confirmed): if anything changed since, nothing is written.
 */
export async function markMonthPaid(db: Database, operator: Operator, month: string, expectedTotalCents: number, now = new Date()): Promise<MarkPaidResult> {
  if (!isMonth(month) || month > monthOf(now)) return { ok: false, status: 400, error: "Payouts can be made for this month or earlier ones only." };
  const current = await payoutMonth(db, month, now);
  if (current.paid) return { ok: false, status: 409, error: `${current.label} was already marked paid on ${current.paid.at.slice(0, 10)} by ${current.paid.by}.` };
  if (current.laterPaidMonth) return { ok: false, status: 409, error: `${monthLabel(current.laterPaidMonth)} is already paid, and it included everything due for ${current.label}.` };
  if (current.payouts.length === 0) return { ok: false, status: 409, error: `Nothing is due to any designer with a PayPal address for ${current.label}.` };
  if (current.totalCents !== expectedTotalCents) return { ok: false, status: 409, error: "The amounts changed since this page was opened (a sale or a refund came in). Check the new figures and confirm again." };

  const summary = `Marked paid: ${current.payouts.length} designer${current.payouts.length === 1 ? "" : "s"}, ${formatCents(current.totalCents)} through PayPal.`;
  try {
    await db.batch([
      db.insert(payoutMonths).values({ month, paidAt: now, paidBy: operator.email, totalCents: current.totalCents }),
      ...chunks(current.payouts, 20).map((chunk) =>
        db.insert(designerPayouts).values(chunk.map((payout) => ({ month, designerId: payout.designerId, amountCents: payout.amountCents, payoutEmail: payout.payoutEmail }))),
      ),
      db.insert(adminAudit).values(auditEntry(operator, "payouts.paid", month, summary, now)),
    ]);
  } catch (error) {
    // Two operators confirming at once: the month's key lets one through.
    const again = await payoutMonth(db, month, now);
    if (again.paid) return { ok: false, status: 409, error: `${again.label} was already marked paid by ${again.paid.by}.` };
    throw error;
  }
  return { ok: true, month: await payoutMonth(db, month, now) };
}

/** Every month from the first ledger entry to this one, newest first, with its figures. */
export async function payoutMonthsOverview(db: Database, now = new Date()) {
  const [first] = await db.select({ month: sql<string | null>`min(${designerLedger.month})` }).from(designerLedger);
  const current = monthOf(now);
  const months = monthsBetween(first?.month ?? current, current);
  const totals = await db
    .select({
      month: designerLedger.month,
      sales: sql<number>`sum(case when ${designerLedger.kind} = 'sale' then 1 else 0 end)`,
      refunds: sql<number>`sum(case when ${designerLedger.kind} = 'refund' then 1 else 0 end)`,
      netCents: sql<number>`sum(${designerLedger.amountCents})`,
    })
    .from(designerLedger)
    .groupBy(designerLedger.month);
  const paid = await db.select().from(payoutMonths);
  return months.map((month) => {
    const total = totals.find((row) => row.month === month);
    const paidRow = paid.find((row) => row.month === month);
    return {
      month,
      label: monthLabel(month),
      current: month === current,
      sales: total?.sales ?? 0,
      refunds: total?.refunds ?? 0,
      netCents: total?.netCents ?? 0,
      paid: paidRow ? { at: paidRow.paidAt.toISOString(), by: paidRow.paidBy, totalCents: paidRow.totalCents } : null,
    };
  });
}

/** Payouts recorded for one designer, newest first (their statement's history). */
export async function payoutsOf(db: Database, designerId: string) {
  return db
    .select({ month: designerPayouts.month, amountCents: designerPayouts.amountCents, payoutEmail: designerPayouts.payoutEmail, paidAt: payoutMonths.paidAt })
    .from(designerPayouts)
    .innerJoin(payoutMonths, eq(payoutMonths.month, designerPayouts.month))
    .where(eq(designerPayouts.designerId, designerId))
    .orderBy(sql`${designerPayouts.month} desc`);
}

/** Four values a payout row: 20 rows a statement stays under D1's 100 bound parameters. */
function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
