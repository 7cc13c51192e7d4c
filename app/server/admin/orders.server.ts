/**
 * Orders in the console: the list with its search (a receipt address, an order id or the
 * last characters of one as a buyer quotes it, a provider's payment or session id), and
 * one order with its items, payment, designers' ledger and history.
 */
import { and, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { formatCents } from "#app/lib/money.ts";
import { parsePurchaseId } from "#app/lib/purchase.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { designerLedger, designers, generations, logos, mailOutbox, ORDER_STATUSES, orderItems, orders, users, type OrderStatus } from "#app/server/db/schema.ts";
import { GUEST_CONTACT } from "#app/server/checkout/buyer.server.ts";
import { providerOf, type CheckoutEnv } from "#app/server/checkout/provider.server.ts";
import { previewPath } from "#app/server/generations/logo-files.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { listAudit } from "./audit.server.ts";
import { pageOf, positiveParam } from "./paging.server.ts";
import type { OrderListRow } from "#app/lib/console.ts";

export const ORDERS_PAGE_SIZE = 25;

export interface OrderFilters {
  q: string;
  status: OrderStatus | null;
  page: number;
}

export function orderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get("status");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: status && (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null,
    page: Math.min(positiveParam(params, "page") ?? 1, 10_000),
  };
}

/**
 * `text` anywhere in `column`, lower-cased: instr() rather than LIKE, which D1 refuses for
 * patterns over 50 bytes (a long receipt address) and which would read an order id's _ as
 * a wildcard.
 */
function contains(column: SQLWrapper, text: string): SQL {
  return sql`instr(lower(${column}), ${text}) > 0`;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  // "Purchase #1a2b3c4d" as the dashboard and the receipt show it.
  const text = q.replace(/^(purchase\s*)?#/i, "").toLowerCase();
  return or(contains(orders.id, text), contains(orders.contactEmail, text), contains(users.email, text), eq(orders.providerPaymentId, q), eq(orders.providerSessionId, q));
}

export async function listOrders(db: Database, filters: OrderFilters): Promise<{ rows: OrderListRow[]; hasMore: boolean }> {
  const where = and(searchCondition(filters.q), filters.status ? eq(orders.status, filters.status) : undefined);
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      currency: orders.currency,
      provider: orders.provider,
      contactEmail: orders.contactEmail,
      accountEmail: users.email,
      items: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      createdAt: orders.createdAt,
      parkedReason: orders.parkedReason,
      lastError: orders.lastError,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.ownerUserId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE + 1)
    .offset((filters.page - 1) * ORDERS_PAGE_SIZE);
  const page = pageOf(rows, ORDERS_PAGE_SIZE);
  return {
    rows: page.rows.map(({ parkedReason, lastError, ...row }) => ({ ...row, contactEmail: shownContact(row.contactEmail), createdAt: row.createdAt.toISOString(), attention: attentionOf(row.status, parkedReason, lastError) })),
    hasMore: page.hasMore,
  };
}

/** What an operator should know of an order the job could not settle: why it is parked, or its last failure while it is still being worked on. */
function attentionOf(status: OrderStatus, parkedReason: string | null, lastError: string | null): string | null {
  if (status === "parked") return parkedReason;
  return lastError ? `The last attempt to settle it failed: ${lastError}` : null;
}

/** The receipt address, or null while a guest's checkout has not asked for one. */
function shownContact(email: string): string | null {
  return email === GUEST_CONTACT ? null : email;
}

export interface HistoryEvent {
  at: string;
  text: string;
  by?: string;
}

/** One order as the console shows it; null when there is no such order. */
export async function orderDetail(db: Database, env: CheckoutEnv, orderId: string) {
  if (!/^order_[A-Za-z0-9_-]{1,80}$/.test(orderId)) return null;
  const found = await getOrder(db, orderId);
  if (!found) return null;
  const { order, items } = found;
  const [account] = order.ownerUserId ? await db.select({ email: users.email }).from(users).where(eq(users.id, order.ownerUserId)).limit(1) : [];
  const generationIds = items.flatMap((item) => {
    const target = parsePurchaseId(item.purchaseId);
    return target?.kind === "generation" ? [target.generationId] : [];
  });
  const catalogueIds = items.flatMap((item) => {
    const target = parsePurchaseId(item.purchaseId);
    return target?.kind === "catalogue" ? [target.id] : [];
  });
  const generated = generationIds.length > 0 ? await db.select({ id: generations.id, logoId: generations.logoId, metadata: generations.metadata }).from(generations).where(inArray(generations.id, generationIds)) : [];
  const pictures = catalogueIds.length > 0 ? await db.select({ id: logos.id, image: logos.image, bgColor: logos.bgColor }).from(logos).where(inArray(logos.id, catalogueIds)) : [];
  const ledger = await db
    .select({ entry: designerLedger, designer: designers.name })
    .from(designerLedger)
    .innerJoin(designers, eq(designers.id, designerLedger.designerId))
    .where(eq(designerLedger.orderId, orderId))
    .orderBy(designerLedger.id);
  const contact = shownContact(order.contactEmail);
  const mails = contact
    ? await db
        .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject, kind: mailOutbox.kind, to: mailOutbox.to })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, contact), sql`instr(${mailOutbox.text}, ${orderId}) > 0`))
        .orderBy(mailOutbox.createdAt)
    : [];
  const audit = await listAudit(db, { target: orderId, limit: 100 });

  const history: HistoryEvent[] = [{ at: order.createdAt.toISOString(), text: `Checkout opened with ${providerLabel(order.provider)} for ${formatCents(order.totalCents)}.` }];
  if (order.completedAt) history.push({ at: order.completedAt.toISOString(), text: `Paid ${formatCents(order.totalCents)} ${order.currency.toUpperCase()}; the files were delivered.` });
  if (order.status === "cancelled" || order.status === "expired") history.push({ at: order.updatedAt.toISOString(), text: order.status === "cancelled" ? "Checkout cancelled without payment." : "Checkout expired without payment." });
  if (order.status === "refunded") history.push({ at: order.updatedAt.toISOString(), text: `Refunded. ${order.note ?? ""}`.trim() });
  if (order.status === "refunding") history.push({ at: order.updatedAt.toISOString(), text: `Refund under way. ${order.note ?? ""}`.trim() });
  if (order.status === "parked") history.push({ at: order.updatedAt.toISOString(), text: `Parked for an operator: ${order.parkedReason ?? "no reason was written"}` });
  for (const mail of mails) history.push({ at: mail.at.toISOString(), text: `Mail sent to ${mail.to}: “${mail.subject}”.` });
  for (const row of ledger) {
    const amount = formatCents(Math.abs(row.entry.amountCents));
    history.push({ at: row.entry.createdAt.toISOString(), text: row.entry.kind === "sale" ? `${row.designer} credited ${amount}.` : `${row.designer} debited ${amount} for the refund.` });
  }
  for (const entry of audit) history.push({ at: entry.at, text: entry.detail, by: entry.actor });
  history.sort((a, b) => a.at.localeCompare(b.at));

  const refundBlocked = refundBlockedReason(env, db, order.status, order.provider, order.providerPaymentId);
  return {
    order: {
      id: order.id,
      status: order.status,
      totalCents: order.totalCents,
      currency: order.currency,
      contactEmail: contact,
      accountEmail: account?.email ?? null,
      note: order.note,
      createdAt: order.createdAt.toISOString(),
      completedAt: order.completedAt?.toISOString() ?? null,
      attention: attentionOf(order.status, order.parkedReason, order.lastError),
      /** When the job next works on it (a step left to finish, a mail still owed); null when nothing is due. */
      nextAttemptAt: order.nextAttemptAt?.toISOString() ?? null,
    },
    items: items.map((item) => {
      const target = parsePurchaseId(item.purchaseId);
      const generation = target?.kind === "generation" ? generated.find((row) => row.id === target.generationId) : undefined;
      return {
        purchaseId: item.purchaseId,
        name: item.name,
        kind: target?.kind ?? "catalogue",
        href: target?.kind === "catalogue" ? `/logo/${target.id}` : generation?.logoId ? `/logo/${generation.logoId}` : null,
        image: target?.kind === "generation" ? previewPath(target.generationId) : (pictures.find((logo) => logo.id === target?.id)?.image ?? null),
        bgColor: target?.kind === "generation" ? (generation?.metadata?.bgColor ?? "bg-white") : (pictures.find((logo) => logo.id === target?.id)?.bgColor ?? "bg-white"),
        credited: ledger.filter((row) => row.entry.purchaseId === item.purchaseId && row.entry.kind === "sale").map((row) => ({ designerId: row.entry.designerId, name: row.designer })),
      };
    }),
    payment: {
      provider: providerLabel(order.provider),
      providerName: order.provider === "stripe" ? "Stripe" : "Local test checkout (no money moves)",
      sessionId: order.providerSessionId,
      paymentId: order.providerPaymentId,
      dashboardUrl: order.provider === "stripe" && order.providerPaymentId ? stripeDashboardUrl(env, order.providerPaymentId) : null,
    },
    ledger: ledger.map((row) => ({ designerId: row.entry.designerId, designer: row.designer, kind: row.entry.kind, amountCents: row.entry.amountCents, at: row.entry.createdAt.toISOString(), purchaseId: row.entry.purchaseId })),
    history,
    refund: refundBlocked ? { possible: false as const, reason: refundBlocked } : { possible: true as const },
    /** A parked order the job can try again, from the state it was parked from (order-retry.server.ts). */
    retry: order.status === "parked" && order.parkedFrom ? { from: order.parkedFrom } : null,
  };
}

export function providerLabel(provider: string): string {
  return provider === "stripe" ? "Stripe" : provider === "test" ? "the local test checkout" : provider;
}

function stripeDashboardUrl(env: CheckoutEnv, paymentIntent: string): string {
  const test = env.STRIPE_SECRET_KEY?.trim().startsWith("sk_test_") ?? false;
  return `https://dashboard.stripe.com/${test ? "test/" : ""}payments/${encodeURIComponent(paymentIntent)}`;
}

/** Why this order cannot be refunded from the console, or null when it can. */
export function refundBlockedReason(env: CheckoutEnv, db: Database, status: OrderStatus, provider: "stripe" | "test", paymentId: string | null): string | null {
  if (status === "refunded") return "This order has been refunded.";
  if (status === "refunding") return "Its refund is under way: the scheduled job finishes it within minutes.";
  if (status === "fulfilling") return "Its payment was confirmed a moment ago and its delivery is under way: refund it once it is paid.";
  if (status === "parked") return "This order needs attention (see above): refund its payment in the provider's dashboard, and the order follows.";
  if (status !== "completed") return "Only a paid order can be refunded; this one was never paid.";
  if (!paymentId) return "The provider gave no payment id for this order, so there is nothing to refund through it.";
  if (!providerOf(env, db, provider)) return `This order was paid through ${providerLabel(provider)}, which is not configured on this site now, so it cannot be refunded from here.`;
  return null;
}
