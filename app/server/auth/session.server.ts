/**
 * Sign-in sessions, kept on the server (issue 12). The `session` cookie holds a random
 * token; D1 holds its SHA-256 with the user and an expiry. Every sign-in mints a new
 * token (and ends the session the browser came with), so a token seen before sign-in is
 * worth nothing after it; signing out deletes the row, so a copied cookie stops working.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { sessions, users, type UserRow } from "#app/server/db/schema.ts";
import { randomToken, sha256Hex, TOKEN_PATTERN } from "#app/server/tokens.server.ts";
import { clearCookie, readCookie, SESSION_COOKIE, setCookie } from "#app/server/cookies.server.ts";

const SESSION_MS = SESSION_COOKIE.maxAgeSeconds * 1000;

/** The Set-Cookie value that ends the browser's session cookie (HttpOnly, Secure, SameSite=Lax: cookies.server.ts). */
export function clearedSessionCookie(request: Request): string {
  return clearCookie(request, SESSION_COOKIE);
}

/** Starts a session for `userId`, ending the one `request` carried; returns the Set-Cookie value. */
export async function startSession(db: Database, request: Request, userId: string, now = Date.now()): Promise<string> {
  await endSessionOf(db, request);
  const token = randomToken();
  await db.insert(sessions).values({
    idHash: await sha256Hex(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_MS),
  });
  return setCookie(request, SESSION_COOKIE, token);
}

/** The signed-in user of this request, or null (no cookie, an unknown or ended session, or an expired one). */
export async function userOfRequest(db: Database, request: Request, now = Date.now()): Promise<UserRow | null> {
  const idHash = await sessionIdHash(request);
  if (!idHash) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  return row?.user ?? null;
}

/** Ends the session `request` carries (if any) on the server. */
export async function endSessionOf(db: Database, request: Request): Promise<void> {
  const idHash = await sessionIdHash(request);
  if (idHash) await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user: after a password reset or change, and on account deletion. */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

async function sessionIdHash(request: Request): Promise<string | null> {
  const token = readCookie(request, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
}
