/**
 * Designers in the console: the list with what each has earned and is due, one
 * designer's record (payout address, logos) and their monthly statement.
 */
import { and, asc, count, eq, isNotNull, lt, sql } from "drizzle-orm";
import { isMonth, monthLabel, monthOf, monthsBetween } from "#app/lib/months.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { adminAudit, designerLedger, designerPayouts, designers, logos, orderItems } from "#app/server/db/schema.ts";
import { auditEntry } from "#app/server/admin/audit.server.ts";
import type { Operator } from "#app/server/admin/operators.server.ts";
import { duePayouts, payoutsOf } from "./payouts.server.ts";
import type { Statement, StatementLine } from "#app/lib/designer-statement.ts";

export async function listDesigners(db: Database, now = new Date()) {
  const month = monthOf(now);
  const [people, logoCounts, thisMonth, due] = await Promise.all([
    db.select().from(designers).orderBy(asc(designers.name)),
    db
      .select({ designerId: logos.designerId, total: count(), sold: sql<number>`sum(case when ${logos.soldOrderId} is not null then 1 else 0 end)` })
      .from(logos)
      .where(isNotNull(logos.designerId))
      .groupBy(logos.designerId),
    db
      .select({ designerId: designerLedger.designerId, sales: sql<number>`sum(case when ${designerLedger.kind} = 'sale' then 1 else 0 end)`, netCents: sql<number>`sum(${designerLedger.amountCents})` })
      .from(designerLedger)
      .where(eq(designerLedger.month, month))
      .groupBy(designerLedger.designerId),
    duePayouts(db, month),
  ]);
  return people.map((designer) => {
    const logosOf = logoCounts.find((row) => row.designerId === designer.id);
    const month = thisMonth.find((row) => row.designerId === designer.id);
    return {
      id: designer.id,
      name: designer.name,
      payoutEmail: designer.payoutEmail,
      logos: logosOf?.total ?? 0,
      sold: logosOf?.sold ?? 0,
      salesThisMonth: month?.sales ?? 0,
      earnedThisMonthCents: month?.netCents ?? 0,
      dueCents: due.find((row) => row.designerId === designer.id)?.dueCents ?? 0,
    };
  });
}

export async function getDesigner(db: Database, id: string) {
  const [designer] = await db.select().from(designers).where(eq(designers.id, id)).limit(1);
  return designer ?? null;
}

/** The designer's catalogue logos, for sale first. */
export async function logosOfDesigner(db: Database, id: string) {
  return db
    .select({ id: logos.id, name: logos.name, image: logos.image, bgColor: logos.bgColor, sold: sql<boolean>`${logos.soldOrderId} is not null` })
    .from(logos)
    .where(eq(logos.designerId, id))
    .orderBy(sql`${logos.soldOrderId} is not null`, asc(logos.id));
}

/** A designer's statement for a month: what came in, what went out, what carries over. */
export async function statementOf(db: Database, designerId: string, month: string, now = new Date()): Promise<Statement> {
  const [before] = await db
    .select({ cents: sql<number>`coalesce(sum(${designerLedger.amountCents}), 0)` })
    .from(designerLedger)
    .where(and(eq(designerLedger.designerId, designerId), lt(designerLedger.month, month)));
  const [paidBefore] = await db
    .select({ cents: sql<number>`coalesce(sum(${designerPayouts.amountCents}), 0)` })
    .from(designerPayouts)
    .where(and(eq(designerPayouts.designerId, designerId), lt(designerPayouts.month, month)));
  const rows = await db
    .select({ entry: designerLedger, itemName: orderItems.name, sourceLogoName: logos.name })
    .from(designerLedger)
    .leftJoin(orderItems, and(eq(orderItems.orderId, designerLedger.orderId), eq(orderItems.purchaseId, designerLedger.purchaseId)))
    .leftJoin(logos, eq(logos.id, designerLedger.sourceLogoId))
    .where(and(eq(designerLedger.designerId, designerId), eq(designerLedger.month, month)))
    .orderBy(asc(designerLedger.createdAt), asc(designerLedger.id));
  const paidThisMonth = (await payoutsOf(db, designerId)).find((payout) => payout.month === month)?.amountCents ?? 0;
  const lines: StatementLine[] = rows.map(({ entry, itemName, sourceLogoName }) => ({
    at: entry.createdAt.toISOString(),
    kind: entry.kind,
    amountCents: entry.amountCents,
    orderId: entry.orderId,
    purchaseId: entry.purchaseId,
    itemName: itemName ?? entry.purchaseId,
    sourceLogoId: entry.sourceLogoId,
    sourceLogoName: sourceLogoName ?? `Logo ${entry.sourceLogoId}`,
    variation: entry.purchaseId !== `original_${entry.sourceLogoId}`,
  }));
  const creditsCents = lines.filter((line) => line.amountCents > 0).reduce((sum, line) => sum + line.amountCents, 0);
  const debitsCents = lines.filter((line) => line.amountCents < 0).reduce((sum, line) => sum + line.amountCents, 0);
  const broughtForwardCents = (before?.cents ?? 0) - (paidBefore?.cents ?? 0);
  const [first] = await db
    .select({ month: sql<string | null>`min(${designerLedger.month})` })
    .from(designerLedger)
    .where(eq(designerLedger.designerId, designerId));
  return {
    month,
    label: monthLabel(month),
    broughtForwardCents,
    lines,
    creditsCents,
    debitsCents,
    paidCents: paidThisMonth,
    carriedForwardCents: broughtForwardCents + creditsCents + debitsCents - paidThisMonth,
    months: monthsBetween(first?.month ?? monthOf(now), monthOf(now)),
  };
}

/** The month a statement link asks for: this month when it asks for none, or for one not yet begun. */
export function statementMonth(value: string | null, now = new Date()): string {
  return isMonth(value) && value <= monthOf(now) ? value : monthOf(now);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type PayoutAddressResult = { ok: true; message: string } | { ok: false; error: string };

/** Sets (or, empty, removes) the PayPal address a designer's payouts go to. */
export async function setPayoutAddress(db: Database, operator: Operator, designerId: string, value: string): Promise<PayoutAddressResult> {
  const designer = await getDesigner(db, designerId);
  if (!designer) return { ok: false, error: "There is no such designer." };
  const email = value.trim().toLowerCase();
  if (email && (email.length > 254 || !EMAIL.test(email))) return { ok: false, error: "Enter the PayPal address as an email address, like name@example.com, or leave it empty." };
  if ((designer.payoutEmail ?? "") === email) return { ok: true, message: "Nothing changed." };
  const detail = email ? `PayPal address set to ${email}${designer.payoutEmail ? ` (was ${designer.payoutEmail})` : ""}.` : `PayPal address removed (was ${designer.payoutEmail}).`;
  await db.batch([
    db.update(designers).set({ payoutEmail: email || null }).where(eq(designers.id, designerId)),
    db.insert(adminAudit).values(auditEntry(operator, "designer.payout-address", designerId, detail)),
  ]);
  return { ok: true, message: email ? `Payouts to ${designer.name} now go to ${email}.` : `${designer.name} has no PayPal address now; their earnings stay due.` };
}

/** A statement as CSV (header row, amounts with a dot): the month's figures, then each entry. */
export function statementCsv(statement: Statement): string {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const rows: string[][] = [
    ["date", "entry", "what sold", "order", "amount (USD)"],
    ["", "brought forward", "", "", dollars(statement.broughtForwardCents)],
    ...statement.lines.map((line) => [line.at.slice(0, 10), line.kind, line.variation ? `AI variation of ${line.sourceLogoName}` : line.sourceLogoName, line.orderId.slice(-8), dollars(line.amountCents)]),
    ["", "paid out", "", "", dollars(-statement.paidCents)],
    ["", "carried forward", "", "", dollars(statement.carriedForwardCents)],
  ];
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A cell as a spreadsheet cannot mistake for a formula (a logo's name is the designer's text). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
