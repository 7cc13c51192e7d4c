/**
 * The designers' ledger (docs/decisions/2700): a designer earns $3.00 for every paid sale
 * of their catalogue logo or of an AI variation of it (a refinement or a personalization
 * that took it as parent or reference), and gives it back when that sale is refunded.
 *
 * Checkout calls `creditSale` once an order is paid and delivered, and `debitRefund`
 * once it is refunded; each books its rows once however often it is called (a unique
 * index per order, item, designer and kind), so a webhook told twice changes nothing.
 * One sale credits each designer whose logo it comes from once, even when it comes from
 * two of their logos.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { DESIGNER_EARNINGS_PER_SALE_CENTS } from "#app/lib/business.ts";
import { parsePurchaseId } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { designerLedger, logos } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { sourceLogosOf } from "./lineage.server.ts";
import { monthOf } from "#app/lib/months.ts";

/** Credits the designers of a paid order's logos; answers how many rows it wrote. */
export async function creditSale(db: Database, orderId: string, at = new Date()): Promise<number> {
  const found = await getOrder(db, orderId);
  if (!found || found.order.status !== "completed") return 0;
  const rows: (typeof designerLedger.$inferInsert)[] = [];
  for (const item of found.items) {
    const target = parsePurchaseId(item.purchaseId);
    if (!target) continue;
    const sources = await sourceLogosOf(db, target);
    if (sources.length === 0) continue;
    const owners = await db
      .select({ id: logos.id, designerId: logos.designerId })
      .from(logos)
      .where(and(inArray(logos.id, sources), isNotNull(logos.designerId)));
    const credited = new Set<string>();
    // In the order the lineage found them: the logo itself, or the nearest parent, names the source.
    for (const source of sources) {
      const designerId = owners.find((owner) => owner.id === source)?.designerId;
      if (!designerId || credited.has(designerId)) continue;
      credited.add(designerId);
      rows.push({ designerId, orderId, purchaseId: item.purchaseId, sourceLogoId: source, kind: "sale", amountCents: DESIGNER_EARNINGS_PER_SALE_CENTS, month: monthOf(at), createdAt: at });
    }
  }
  return writeRows(db, rows);
}

/** Takes back what an order's sale credited, in the month of the refund. */
export async function debitRefund(db: Database, orderId: string, at = new Date()): Promise<number> {
  const credits = await db
    .select()
    .from(designerLedger)
    .where(and(eq(designerLedger.orderId, orderId), eq(designerLedger.kind, "sale")));
  return writeRows(
    db,
    credits.map((credit) => ({ designerId: credit.designerId, orderId, purchaseId: credit.purchaseId, sourceLogoId: credit.sourceLogoId, kind: "refund" as const, amountCents: -credit.amountCents, month: monthOf(at), createdAt: at })),
  );
}

/** Rows per INSERT: nine values each stays under D1's 100 bound parameters per statement. */
const ROWS_PER_INSERT = 10;

async function writeRows(db: Database, rows: (typeof designerLedger.$inferInsert)[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    written += (await db.insert(designerLedger).values(chunk).onConflictDoNothing().returning({ id: designerLedger.id })).length;
  }
  return written;
}

/**
 * What checkout calls: a ledger that cannot be written must not undo a delivered order or
 * a refund the buyer already has; it is logged with the order for an operator to see.
 */
export async function bookSale(db: Database, orderId: string): Promise<void> {
  await creditSale(db, orderId).catch((error: unknown) => console.error(`ledger: crediting the designers of order ${orderId} failed`, error));
}

export async function bookRefund(db: Database, orderId: string): Promise<void> {
  await debitRefund(db, orderId).catch((error: unknown) => console.error(`ledger: debiting the designers of refunded order ${orderId} failed`, error));
}
