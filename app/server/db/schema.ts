import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { GenerationMetadata } from "#protocol/agent-protocol.ts";

/**
 * Catalogue logos (marketplace spec, section 3). `tags` keeps the list as the spec
 * shows it; `logo_tags` holds the same words one row each so "any of these tags" is an
 * indexed lookup, and `search_text` is the lower-cased haystack for the text search.
 */
export const logos = sqliteTable(
  "logos",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    image: text("image").notNull(),
    bgColor: text("bg_color").notNull(),
    category: text("category").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    description: text("description").notNull(),
    designer: text("designer").notNull(),
    /** The designer's record (`designers.id`, set by the seed from `designer`): whom a sale credits. */
    designerId: text("designer_id"),
    originalPath: text("original_path").notNull(),
    searchText: text("search_text").notNull(),
    /** Its design (a LogoSpec), from which the agent renders the files a buyer receives. */
    spec: text("spec", { mode: "json" }).$type<unknown>(),
    /** The order that bought it: a sold logo leaves the catalogue (it is sold once). */
    soldOrderId: text("sold_order_id"),
    /** An open checkout holds it until `heldUntil` (ms) so no one else can pay for it meanwhile. */
    heldByOrderId: text("held_by_order_id"),
    heldUntil: integer("held_until"),
    /** Its mark's fingerprint (workers/protocol/mark-fingerprint.ts): once sold, no new mark comes near it. */
    markFingerprint: text("mark_fingerprint"),
    /**
     * Part of the bundled sample catalogue, by a sample designer (set by the seed with
     * `designers.is_sample`). Kept beside `designer`, the name it qualifies, so the
     * catalogue's pages still read one table.
     */
    isSample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (table) => [
    index("logos_category_idx").on(table.category, table.id),
    index("logos_designer_idx").on(table.designerId),
    // The reserved marks are read for every generation: only sold rows, straight from the index.
    index("logos_sold_marks_idx").on(table.markFingerprint).where(sql`${table.soldOrderId} IS NOT NULL AND ${table.markFingerprint} IS NOT NULL`),
  ],
);

export const logoTags = sqliteTable(
  "logo_tags",
  {
    tag: text("tag").notNull(),
    logoId: integer("logo_id")
      .notNull()
      .references(() => logos.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.tag, table.logoId] }),
    index("logo_tags_logo_idx").on(table.logoId),
  ],
);

export type LogoRow = typeof logos.$inferSelect;
export type NewLogoRow = typeof logos.$inferInsert;

/**
 * Generated logos as the server knows them (marketplace spec, sections 3 and 4; issue 4).
 * The GenerationRoom writes the row when a generation starts and again when it ends; the
 * files live in R2 under `generations/{id}/` (app/server/generations/logo-files.server.ts).
 *
 * Ownership is ready for accounts: every row names the visitor (the id derived from the
 * visitor cookie, app/server/visitor.server.ts); `owner_user_id` stays null until a
 * `users` table exists and signing in claims the visitor's rows
 * (`UPDATE generations SET owner_user_id = ? WHERE owner_visitor_id = ?`). It has no
 * foreign key yet because its target does not exist yet.
 */
export const generations = sqliteTable(
  "generations",
  {
    /** gen_{time}_{random}, as the browser (or the relay) chose it. */
    id: text("id").primaryKey(),
    /** logo_{time}_{random}: the browser's generated-logo id, when it sent one. */
    logoId: text("logo_id"),
    /** The newest user message as sent (style and colour lines included). */
    prompt: text("prompt").notNull(),
    /** The generation this one refines; no foreign key, the parent may predate the server's records. */
    parentGenerationId: text("parent_generation_id"),
    /** revgroup_{time}_{random}: the revision group in the browser. */
    revisionGroupId: text("revision_group_id"),
    ownerVisitorId: text("owner_visitor_id").notNull(),
    ownerUserId: text("owner_user_id"),
    status: text("status", { enum: ["generating", "completed", "failed"] }).notNull(),
    /** What went wrong, in the words the browser was shown. */
    error: text("error"),
    /** The agent's LogoSpec (final_image.spec), so a refinement or a re-render can start from it. */
    spec: text("spec", { mode: "json" }).$type<unknown>(),
    metadata: text("metadata", { mode: "json" }).$type<GenerationMetadata>(),
    /** The agent's narration of this version (its `chunk` events, in order), written on completion. */
    narration: text("narration", { mode: "json" }).$type<string[]>(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    /** The order that bought it (only its owner can), and an open checkout's hold, as on `logos`. */
    soldOrderId: text("sold_order_id"),
    heldByOrderId: text("held_by_order_id"),
    heldUntil: integer("held_until"),
    /** The owner lists it in the public gallery (accounts spec: isPublic, default false). */
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    /** The catalogue logo this generation refines (a refinement started on a catalogue logo's page). */
    parentCatalogueId: integer("parent_catalogue_id"),
    /** A personalization's reference logos as the browser named them: catalogue ids ("12") or logo_ ids. */
    referenceLogoIds: text("reference_logo_ids", { mode: "json" }).$type<string[]>(),
    /** An operator hid it from the public gallery (moderation); null while it may be listed. */
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    /** The fingerprint of its mark alone (final_image.mark_fingerprint); null for a wordmark. */
    markFingerprint: text("mark_fingerprint"),
  },
  (table) => [
    index("generations_public_idx").on(table.isPublic, table.createdAt),
    index("generations_visitor_idx").on(table.ownerVisitorId, table.createdAt),
    // A generated logo's page finds its generation by the browser's logo id.
    index("generations_logo_idx").on(table.logoId, table.createdAt),
    index("generations_user_idx").on(table.ownerUserId, table.createdAt),
    index("generations_revision_group_idx").on(table.revisionGroupId),
    index("generations_parent_idx").on(table.parentGenerationId),
    index("generations_sold_marks_idx").on(table.markFingerprint).where(sql`${table.soldOrderId} IS NOT NULL AND ${table.markFingerprint} IS NOT NULL`),
    check("generations_status_check", sql`${table.status} in ('generating', 'completed', 'failed')`),
  ],
);

export type { GenerationMetadata };

export type GenerationRow = typeof generations.$inferSelect;

/**
 * Newsletter sign-ups from the blog. One row per address: the address is stored
 * lower-cased (the check keeps every writer honest), so the unique constraint catches a
 * repeat however it is capitalised. Double opt-in: a subscription counts once its
 * address confirmed it (`confirmed_at`) through the mailed link; each link's token is
 * kept only as a hash (app/server/content/newsletter.server.ts).
 */
export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    createdAt: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    confirmTokenHash: text("confirm_token_hash").unique(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
  },
  (table) => [check("newsletter_email_lower_case", sql`${table.email} = lower(${table.email})`)],
);

/**
 * Mail the product sends (receipts, password resets, newsletter confirmations), kept in
 * D1 whatever the provider: with no provider configured this outbox is the delivery, read
 * at the local-only /dev/outbox page; with one, a row records what was handed to it
 * (app/server/mail/).
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** What the mail is about, for lookups and tests ("receipt", "password-reset", ...). */
    kind: text("kind").notNull(),
    /** 'outbox' (kept here only) or the provider that accepted it. */
    transport: text("transport").notNull(),
    /** The provider's id for the message, when a provider took it. */
    providerMessageId: text("provider_message_id"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("mail_outbox_to_idx").on(table.to, table.createdAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;

/**
 * Orders (issue 11; accounts spec section 3, "Purchase"): what a buyer pays for, in cents
 * computed on the server, and how far it got. A state machine (docs/decisions/0504,
 * app/server/orders/order-states.ts): `pending` until paid; `fulfilling` once the payment
 * is confirmed; `completed` when its logos are marked sold in the same batch; `refunding`
 * once a refund is decided (a buyer's, an operator's, or a second payment for a logo sold
 * meanwhile), `refunded` when the money is back and the sale undone in one batch;
 * `cancelled` and `expired` end an unpaid checkout; `parked` is an order the job cannot
 * settle, with its reason for the operators. Guests own orders through the visitor cookie
 * (`owner_visitor_id`); `owner_user_id` is set for a signed-in buyer.
 */
export const ORDER_STATUSES = ["pending", "fulfilling", "completed", "refunding", "refunded", "cancelled", "expired", "parked"] as const;
/** The mail an order owes its buyer, sent after the move that made it due. */
export const ORDER_MAILS = ["receipt", "refund", "double-sale"] as const;
export type OrderMail = (typeof ORDER_MAILS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CHECKOUT_PROVIDERS = ["stripe", "test"] as const;
export type CheckoutProviderName = (typeof CHECKOUT_PROVIDERS)[number];

export const orders = sqliteTable(
  "orders",
  {
    /** order_{time}_{random} */
    id: text("id").primaryKey(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    totalCents: integer("total_cents").notNull(),
    /** ISO 4217, lower-case as providers spell it: 'usd'. */
    currency: text("currency").notNull(),
    provider: text("provider", { enum: CHECKOUT_PROVIDERS }).notNull(),
    /** The provider's checkout session (Stripe: cs_...). */
    providerSessionId: text("provider_session_id"),
    /** The payment to refund (Stripe: the PaymentIntent), once paid. */
    providerPaymentId: text("provider_payment_id"),
    /** Where the receipt goes: the address given at checkout (a placeholder until then). */
    contactEmail: text("contact_email").notNull(),
    ownerVisitorId: text("owner_visitor_id").notNull(),
    ownerUserId: text("owner_user_id"),
    /** The provider's invoice for the payment (Stripe: in_...), once paid; its page is asked of the provider when opened. */
    invoiceId: text("invoice_id"),
    /** The site the order was made on (https://...): the links in mails sent without a request (the reconciling job). */
    siteOrigin: text("site_origin"),
    /** SHA-256 of the secret in the receipt's download link (the link works in any browser); set at fulfilment. */
    downloadKeyHash: text("download_key_hash"),
    /** Why an order was refunded, in the words its buyer reads. */
    note: text("note"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    /** When the reconciling job may next work on the order; null while it has nothing to do. */
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    /** The job's attempts in the order's present state (each pushes `next_attempt_at` further out). */
    attempts: integer("attempts").notNull().default(0),
    /** What went wrong the last time the order was worked on, for the operators. */
    lastError: text("last_error"),
    /** Why the order is `parked`: what an operator has to look at. */
    parkedReason: text("parked_reason"),
    /** The state the job parked the order from, where trying it again once its cause is mended makes sense (the console's "Try again"). */
    parkedFrom: text("parked_from", { enum: ORDER_STATUSES }),
    /** The mail the buyer is owed (the receipt, a refund's), until it is sent. */
    mailDue: text("mail_due", { enum: ORDER_MAILS }),
  },
  (table) => [
    index("orders_visitor_idx").on(table.ownerVisitorId, table.createdAt),
    index("orders_due_idx").on(table.nextAttemptAt, table.id),
    index("orders_user_idx").on(table.ownerUserId, table.createdAt),
    index("orders_session_idx").on(table.providerSessionId),
    index("orders_payment_idx").on(table.providerPaymentId),
    check("orders_status_check", sql`${table.status} in ('pending', 'fulfilling', 'completed', 'refunding', 'refunded', 'cancelled', 'expired', 'parked')`),
    check("orders_mail_due_check", sql`${table.mailDue} is null or ${table.mailDue} in ('receipt', 'refund', 'double-sale')`),
    check("orders_total_check", sql`${table.totalCents} > 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * What an order buys: the spec's purchase identifiers, a generation id for a generated
 * logo or `original_{id}` for a catalogue logo, with the logo's name as it was sold.
 */
export const orderItems = sqliteTable(
  "order_items",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    purchaseId: text("purchase_id").notNull(),
    name: text("name").notNull(),
    /** When a render of this logo's brand kit began: one render at a time (app/server/orders/kit.server.ts). */
    kitStartedAt: integer("kit_started_at", { mode: "timestamp_ms" }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.purchaseId] }), index("order_items_purchase_idx").on(table.purchaseId)],
);
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Webhook events already handled: each event id changes an order at most once. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: integer("processed_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The local test checkout's own sessions (the provider that stands in for Stripe when
 * test mode is on): what was asked for and whether the tester paid.
 */
export const testCheckoutSessions = sqliteTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["open", "complete", "expired"] }).notNull(),
  paid: integer("paid", { mode: "boolean" }).notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Accounts (issue 12; accounts spec, section 3 "User profile"). The address is stored
 * lower-cased so one person cannot hold two accounts by capitalisation. `password_hash`
 * is null for an account made with Google only; `google_subject` is Google's stable id
 * (the OpenID Connect `sub`), never the address, which a Google user can change.
 */
export const USER_ROLES = ["customer", "operator"] as const;

export const users = sqliteTable(
  "users",
  {
    /** user_{time}_{random} */
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    displayName: text("display_name"),
    photoUrl: text("photo_url"),
    /** pbkdf2-sha256${iterations}${salt}${hash}, salt and hash in base64 (app/server/auth/password.server.ts). */
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject").unique(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
    /** 'operator' opens the console (/admin); granted and revoked only by `npm run operator`. */
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
  },
  // No check on `role`: adding one would make drizzle-kit rebuild the table, and D1 cannot
  // turn foreign keys off for that, so the rebuild would delete every session with it.
  (table) => [check("users_email_lower_case", sql`${table.email} = lower(${table.email})`)],
);
export type UserRow = typeof users.$inferSelect;

/**
 * Sign-in sessions kept on the server: the cookie holds a random token, the table its
 * SHA-256, so reading the table does not let anyone act as a user. Ending a session
 * deletes its row; a password reset deletes all of a user's rows.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Password-reset links: single use, an hour long, stored as the SHA-256 of the link's token. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

// The operators' console and the designers' ledger: their tables, in a file of their own.
export * from "./console-schema.ts";

/**
 * Favourites (issue 33): the logos a person marked with the heart, catalogue ids ("12") and
 * generated logos' ids (logo_…). A guest's are kept under the visitor (`v_…`), an account's
 * under the user (`user_…`), so they show on every device it signs in on; signing in moves
 * the guest's to the account (app/server/favorites/favorites.server.ts).
 */
export const favorites = sqliteTable(
  "favorites",
  {
    ownerId: text("owner_id").notNull(),
    logoId: text("logo_id").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.logoId] }), index("favorites_owner_idx").on(table.ownerId, table.createdAt)],
);
