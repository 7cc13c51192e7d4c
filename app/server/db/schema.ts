import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
    originalPath: text("original_path").notNull(),
    searchText: text("search_text").notNull(),
    createdAt: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (table) => [index("logos_category_idx").on(table.category, table.id)],
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
  },
  (table) => [
    index("generations_visitor_idx").on(table.ownerVisitorId, table.createdAt),
    // A generated logo's page finds its generation by the browser's logo id.
    index("generations_logo_idx").on(table.logoId, table.createdAt),
    index("generations_user_idx").on(table.ownerUserId, table.createdAt),
    index("generations_revision_group_idx").on(table.revisionGroupId),
    index("generations_parent_idx").on(table.parentGenerationId),
    check("generations_status_check", sql`${table.status} in ('generating', 'completed', 'failed')`),
  ],
);

/** What the agent says about a finished logo (spec section 3, "Logo metadata"). */
export interface GenerationMetadata {
  name: string;
  description: string;
  tags: string[];
  category: string;
  bgColor: string;
}

export type GenerationRow = typeof generations.$inferSelect;

/**
 * Newsletter sign-ups from the blog. One row per address: the address is stored
 * lower-cased (the check keeps every writer honest), so the unique constraint catches a
 * repeat however it is capitalised.
 */
export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    createdAt: integer("created_at", { mode: "timestamp" })
      .notNull()
      .default(sql`(unixepoch())`),
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
