/**
 * The designers' ledger (docs/decisions/2700): a designer earns $3.00 for every paid sale
 * of their catalogue logo or of an AI variation of it (a refinement or a personalization
 * that took it as parent or reference), and gives it back when that sale is refunded.
 *
 * Checkout books a sale in the same D1 batch that completes the order and marks its logos
 * sold (`creditStatements`), and a refund in the batch that refunds it (`debitStatement`):
 * the rows are written exactly when the order's move lands, or not at all, and a failure
 * fails the move with them. Each row is booked once however often a step runs (a unique
 * index per order, item, designer and kind, and each statement acts only while the order
 * is in the state it books). One sale credits each designer whose logo it comes from once,
 * even when it comes from two of their logos.
 */
import { and, eq, exists, inArray, isNotNull, sql } from "drizzle-orm";
import { DESIGNER_EARNINGS_PER_SALE_CENTS } from "#app/lib/business.ts";
import { parsePurchaseId } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { designerLedger, logos, orders, type OrderItemRow } from "#app/server/db/schema.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { sourceLogosOf } from "./lineage.server.ts";
import { monthOf } from "#app/lib/months.ts";

type LedgerRow = typeof designerLedger.$inferInsert;

/** The credits a paid order's items earn their designers (read now, booked with the sale). */
export async function saleCredits(db: Database, orderId: string, items: readonly OrderItemRow[], at = new Date()): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  for (const item of items) {
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
  return rows;
}

/** Credits the designers of a paid order's logos; answers how many rows it wrote. */
export async function creditSale(db: Database, orderId: string, at = new Date()): Promise<number> {
  const found = await getOrder(db, orderId);
  if (!found || found.order.status !== "completed") return 0;
  return writeRows(db, await saleCredits(db, orderId, found.items, at));
}

const orderIs = (db: Database, orderId: string, status: "completed" | "refunded") =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, status))),
  );

/**
 * The sale's credits as statements of the batch that completes the order: each inserts its
 * row only while the order is completed (so only when the batch's move landed, or landed
 * before), once.
 */
export function creditStatements(db: Database, orderId: string, rows: readonly LedgerRow[]) {
  return rows.map((row) =>
    db
      .insert(designerLedger)
      .select((qb) =>
        qb
          .select({
            id: sql<number>`null`.as("id"),
            designerId: sql<string>`${row.designerId}`.as("designer_id"),
            orderId: sql<string>`${orderId}`.as("order_id"),
            purchaseId: sql<string>`${row.purchaseId}`.as("purchase_id"),
            sourceLogoId: sql<number>`${row.sourceLogoId}`.as("source_logo_id"),
            kind: sql<"sale">`'sale'`.as("kind"),
            amountCents: sql<number>`${row.amountCents}`.as("amount_cents"),
            month: sql<string>`${row.month}`.as("month"),
            createdAt: sql<Date>`${(row.createdAt ?? new Date()).getTime()}`.as("created_at"),
          })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.status, "completed"))),
      )
      .onConflictDoNothing(),
  );
}

/**
 * The refund's debits as a statement of the batch that refunds the order: the negative of
 * each credit of its sale, in the month of the refund, only while the order is refunded.
 */
export function debitStatement(db: Database, orderId: string, at = new Date()) {
  return db
    .insert(designerLedger)
    .select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as("id"),
          designerId: designerLedger.designerId,
          orderId: designerLedger.orderId,
          purchaseId: designerLedger.purchaseId,
          sourceLogoId: designerLedger.sourceLogoId,
          kind: sql<"refund">`'refund'`.as("kind"),
          amountCents: sql<number>`-${designerLedger.amountCents}`.as("amount_cents"),
          month: sql<string>`${monthOf(at)}`.as("month"),
          createdAt: sql<Date>`${at.getTime()}`.as("created_at"),
        })
        .from(designerLedger)
        .where(and(eq(designerLedger.orderId, orderId), eq(designerLedger.kind, "sale"), orderIs(db, orderId, "refunded"))),
    )
    .onConflictDoNothing();
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
