/**
 * The tables of the operators' console and the designers' ledger (docs/decisions/2700),
 * part of the one schema: app/server/db/schema.ts exports them with the rest, and
 * drizzle-kit reads them from there.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The console's audit trail (app/server/admin/audit.server.ts): who (the address as it
 * was, or 'command line' for `npm run operator`), when, what ('order.refund',
 * 'gallery.hide', 'payouts.paid', 'operator.grant', ...), on which record, in words.
 */
export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    actorUserId: text("actor_user_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    /** An order, generation or designer id, a month, an address. */
    target: text("target").notNull(),
    detail: text("detail").notNull(),
  },
  (table) => [index("admin_audit_at_idx").on(table.at), index("admin_audit_target_idx").on(table.target, table.at)],
);
export type AuditRow = typeof adminAudit.$inferSelect;

/**
 * The catalogue's designers (id: the name as a slug), and where PayPal pays them. The seed
 * makes the catalogue's; a person who starts selling makes their own (docs/decisions/3400):
 * `user_id` is their account, the one that may change the profile and submit logos.
 */
export const designers = sqliteTable("designers", {
  id: text("id").primaryKey(),
  /** The public name browse and the logo page credit. */
  name: text("name").notNull().unique(),
  payoutEmail: text("payout_email"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  /** Made up for the bundled sample catalogue (set by the seed): `npm run deploy` won't publish them unless told to. */
  isSample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
  userId: text("user_id").unique(),
  bio: text("bio"),
});

/**
 * Logos a designer submitted (app/server/designers/submissions.server.ts): in review until
 * an operator approves it (it becomes catalogue logo `logo_id`) or rejects it with a
 * reason. Its files live in R2 under `submissions/{id}/`.
 */
export const SUBMISSION_STATUSES = ["review", "live", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const designerSubmissions = sqliteTable(
  "designer_submissions",
  {
    /** sub_{time}_{random} */
    id: text("id").primaryKey(),
    designerId: text("designer_id").notNull().references(() => designers.id),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    description: text("description").notNull(),
    /** The preview background (a taxonomy class), as catalogue logos have one. */
    bgColor: text("bg_color").notNull(),
    /** 'svg' (our rebuilt SVG is the master) or 'png'. */
    format: text("format", { enum: ["svg", "png"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The fingerprint of its ink (workers/protocol/mark-fingerprint.ts), for the near-duplicate check. */
    markFingerprint: text("mark_fingerprint"),
    rejectReason: text("reject_reason"),
    /** The catalogue logo it became. */
    logoId: integer("logo_id"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    index("designer_submissions_designer_idx").on(table.designerId, table.createdAt),
    index("designer_submissions_status_idx").on(table.status, table.createdAt),
    check("designer_submissions_status_check", sql`${table.status} in ('review', 'live', 'rejected')`),
  ],
);
export type SubmissionRow = typeof designerSubmissions.$inferSelect;

/**
 * The designers' ledger (app/server/designers/ledger.server.ts): +300 cents per paid sale
 * of a designer's logo or an AI variation of it (`source_logo_id`), -300 on its refund; one
 * row per (order, item, designer, kind). `month` (UTC, YYYY-MM) is the row's statement.
 */
export const LEDGER_KINDS = ["sale", "refund"] as const;

export const designerLedger = sqliteTable(
  "designer_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    designerId: text("designer_id").notNull().references(() => designers.id),
    orderId: text("order_id").notNull(),
    purchaseId: text("purchase_id").notNull(),
    sourceLogoId: integer("source_logo_id").notNull(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    month: text("month").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [
    uniqueIndex("designer_ledger_entry_idx").on(table.orderId, table.purchaseId, table.designerId, table.kind),
    index("designer_ledger_designer_idx").on(table.designerId, table.month),
    index("designer_ledger_month_idx").on(table.month),
    check("designer_ledger_kind_check", sql`${table.kind} in ('sale', 'refund')`),
  ],
);

/** Months paid out (app/server/designers/payouts.server.ts), each once, in one batch with its payouts. */
export const payoutMonths = sqliteTable("payout_months", {
  month: text("month").primaryKey(),
  paidAt: integer("paid_at", { mode: "timestamp_ms" }).notNull(),
  paidBy: text("paid_by").notNull(),
  totalCents: integer("total_cents").notNull(),
});

/** What each designer was paid for a month, and to which PayPal address. */
export const designerPayouts = sqliteTable(
  "designer_payouts",
  {
    month: text("month").notNull().references(() => payoutMonths.month),
    designerId: text("designer_id").notNull().references(() => designers.id),
    amountCents: integer("amount_cents").notNull(),
    payoutEmail: text("payout_email").notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.designerId] }), check("designer_payouts_amount_check", sql`${table.amountCents} > 0`)],
);

/**
 * Work after payment that failed every retry (app/server/orders/order-work.server.ts): the
 * dead-letter queue's messages, kept for the console until an operator sends them again.
 */
export const deadOrderWork = sqliteTable(
  "dead_order_work",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    orderId: text("order_id").notNull(),
    purchaseId: text("purchase_id"),
    body: text("body").notNull(),
    deadAt: integer("dead_at", { mode: "timestamp_ms" }).notNull(),
    resentAt: integer("resent_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("dead_order_work_open_idx").on(table.deadAt).where(sql`${table.resentAt} IS NULL`)],
);
