/**
 * Password reset (issue 12): a link with a single-use token, stored hashed, good for an
 * hour, sent through the Mailer. Asking gives the same answer whether or not the address
 * has an account; using the link sets the new password and ends every session of that
 * user, so whoever knew the old password is signed out everywhere.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { SITE_NAME } from "#protocol/site.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { passwordResets, users } from "#app/server/db/schema.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import { randomToken, sha256Hex, TOKEN_PATTERN } from "#app/server/tokens.server.ts";
import { hashPassword } from "./password.server.ts";
import { endAllSessions } from "./session.server.ts";
import { findUserByEmail, updateUser } from "./users.server.ts";

export const RESET_LINK_MINUTES = 60;

export function resetLinkPath(token: string): string {
  return `/reset-password/${token}`;
}

/** Mails a reset link when the address has an account; does nothing visible otherwise. */
export async function requestPasswordReset(db: Database, mailer: Mailer, origin: string, email: string, now = Date.now()): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(now + RESET_LINK_MINUTES * 60 * 1000),
  });
  const link = `${origin}${resetLinkPath(token)}`;
  await mailer.send({
    to: user.email,
    subject: `Reset your ${SITE_NAME} password`,
    kind: "password-reset",
    text: [
      "Someone asked to reset the password of your account. If it was you, open this link to choose a new password:",
      "",
      link,
      "",
      `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
    ].join("\n"),
  });
}

/** Whether a link's token can still be used (the page asks before showing its form). */
export async function isResetTokenUsable(db: Database, token: string, now = Date.now()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date(now))))
    .limit(1);
  return !!row;
}

/**
 * Uses the token (at most once, even under two concurrent posts: the update that marks it
 * used is the check) and sets the password. Returns the user's id and whether Google was
 * unlinked, or null for a used, expired or unknown token.
 *
 * Whoever uses the link proves they read the address's mail: they are the address's owner.
 * Every other way into the account goes (docs/decisions/1201): the sessions, and a Google
 * link, which whoever held the password before may have made (an account made with
 * someone's address before they came, a Google account linked by its maker). The owner
 * links their own Google again in the settings.
 */
export async function resetPassword(db: Database, token: string, password: string, now = Date.now()): Promise<{ userId: string; googleUnlinked: boolean } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [used] = await db
    .update(passwordResets)
    .set({ usedAt: new Date(now) })
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date(now))))
    .returning({ userId: passwordResets.userId });
  if (!used) return null;
  const [linked] = await db.select({ googleSubject: users.googleSubject }).from(users).where(eq(users.id, used.userId)).limit(1);
  await updateUser(db, used.userId, { passwordHash: await hashPassword(password), googleSubject: null });
  await endAllSessions(db, used.userId);
  // Every other link of this user dies with the password it was meant to replace.
  await db.update(passwordResets).set({ usedAt: new Date(now) }).where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
  return { userId: used.userId, googleUnlinked: !!linked?.googleSubject };
}
