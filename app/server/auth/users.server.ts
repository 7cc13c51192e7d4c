/**
 * The users table's reads and writes (accounts spec, section 3 "User profile"): create
 * with the full field set, lastLogin at every sign-in, the display name the owner edits.
 */
import { eq } from "drizzle-orm";
import { newId } from "#protocol/ids.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { users, type UserRow } from "#app/server/db/schema.ts";

/** One account per mailbox, however it is capitalised or padded. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user ?? null;
}

export interface NewUser {
  email: string;
  displayName?: string | null;
  photoUrl?: string | null;
  passwordHash?: string | null;
  googleSubject?: string | null;
}

/** Creates the account; null when the address already has one (the unique index decides, not a race). */
export async function createUser(db: Database, fields: NewUser, now = new Date()): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({
      id: newId("user"),
      email: normalizeEmail(fields.email),
      displayName: fields.displayName?.trim() || null,
      photoUrl: fields.photoUrl ?? null,
      passwordHash: fields.passwordHash ?? null,
      googleSubject: fields.googleSubject ?? null,
      createdAt: now,
      lastLoginAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

export async function updateUser(
  db: Database,
  id: string,
  fields: Partial<Pick<UserRow, "displayName" | "photoUrl" | "passwordHash" | "googleSubject" | "lastLoginAt">>,
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, id));
}
