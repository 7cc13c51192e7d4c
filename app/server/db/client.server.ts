import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

/**
 * A database handle over D1, or over one D1 session (app/server/db/sessions.server.ts).
 * drizzle's D1 driver sends everything through `prepare` and `batch`, which a session has
 * as the database does (its type asks for the whole D1Database, hence the cast).
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Database = ReturnType<typeof createDb>;
