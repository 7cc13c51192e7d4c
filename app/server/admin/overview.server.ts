/**
 * The console's first page: is the site healthy, is its identity real, how is the month
 * going, and what did operators do lately.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, gte, isNotNull, sql } from "drizzle-orm";
import { identityProblems } from "#app/lib/identity-check.ts";
import { monthLabel, monthOf } from "#app/lib/months.ts";
import { generations, logos, orders } from "#app/server/db/schema.ts";
import { checkHealth } from "#app/server/health.server.ts";
import { duePayouts } from "#app/server/designers/payouts.server.ts";
import { listAudit } from "./audit.server.ts";
import { listOrders } from "./orders.server.ts";

export async function loadOverview(context: AppLoadContext, now = new Date()) {
  const { db, env } = context;
  const month = monthOf(now);
  const monthStart = new Date(`${month}-01T00:00:00Z`);
  const [health, [paid], [refunded], [catalogue], [gallery], due, recentOrders, activity] = await Promise.all([
    checkHealth(env),
    db
      .select({ orders: count(), cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)` })
      .from(orders)
      .where(and(eq(orders.status, "completed"), gte(orders.completedAt, monthStart))),
    db
      .select({ orders: count(), cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)` })
      .from(orders)
      .where(and(eq(orders.status, "refunded"), isNotNull(orders.completedAt), gte(orders.updatedAt, monthStart))),
    db.select({ forSale: sql<number>`sum(case when ${logos.soldOrderId} is null then 1 else 0 end)`, sold: sql<number>`sum(case when ${logos.soldOrderId} is not null then 1 else 0 end)` }).from(logos),
    db
      .select({ listed: sql<number>`sum(case when ${generations.hiddenAt} is null then 1 else 0 end)`, hidden: sql<number>`sum(case when ${generations.hiddenAt} is not null then 1 else 0 end)` })
      .from(generations)
      .where(and(eq(generations.isPublic, true), eq(generations.status, "completed"))),
    duePayouts(db, month),
    listOrders(db, { q: "", status: null, page: 1 }),
    listAudit(db, { limit: 6 }),
  ]);
  return {
    monthLabel: monthLabel(month),
    health,
    identity: identityProblems(env as unknown as Record<string, string | undefined>).map((problem) => problem.message),
    figures: {
      paidOrders: paid?.orders ?? 0,
      revenueCents: paid?.cents ?? 0,
      refundedOrders: refunded?.orders ?? 0,
      refundedCents: refunded?.cents ?? 0,
      logosForSale: catalogue?.forSale ?? 0,
      logosSold: catalogue?.sold ?? 0,
      galleryListed: gallery?.listed ?? 0,
      galleryHidden: gallery?.hidden ?? 0,
      designersDueCents: due.filter((row) => row.dueCents > 0).reduce((sum, row) => sum + row.dueCents, 0),
      designersWithoutAddress: due.filter((row) => row.dueCents > 0 && !row.payoutEmail).length,
    },
    recentOrders: recentOrders.rows.slice(0, 6),
    activity,
  };
}
