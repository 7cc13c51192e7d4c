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
    /** The catalogue's own figure (350, 400, 450, 550). Never charged: see business.ts. */
    price: integer("price").notNull(),
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
