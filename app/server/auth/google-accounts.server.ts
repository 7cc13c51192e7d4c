/**
 * Which account a Google identity opens, and how one is linked (docs/decisions/1201).
 *
 * A Google identity is the ID token's `sub` from our one issuer (OpenID Connect Core 1.0,
 * section 5.7: only `sub` and `iss` identify; an e-mail address can change hands). So:
 *
 * - Google vouches for the address (`email_verified` true) or the identity is refused;
 * - an account linked to that `sub` is signed in, whatever address Google now reports;
 * - an address no account has becomes a new account, linked to that `sub`;
 * - an address an account already has is never linked on the way in: the visitor is told
 *   to sign in with the password and link Google in the account settings. Linking on the
 *   way in would hand a pre-hijacked account (made with someone's address before they
 *   came) to whoever made it, and the account's owner to whoever held the address at
 *   Google; only the signed-in owner links (`linkGoogle`, from /settings).
 */
import { eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { users, type UserRow } from "#app/server/db/schema.ts";
import type { AppCookie } from "#app/server/cookies.server.ts";
import type { GoogleProfile } from "./google.server.ts";
import { createUser, findUserByEmail, updateUser } from "./users.server.ts";

export const GOOGLE_EMAIL_UNVERIFIED =
  "Google has not verified the email address of this Google account, so it cannot be used to sign in. Please verify it with Google first, or sign in with your email and password.";
export const GOOGLE_LINK_REQUIRED =
  "An account with this email already exists. Please sign in with your password, then link Google in your account settings.";
export const GOOGLE_LINKED_ELSEWHERE = "This Google account is already linked to another account on this site.";
export const GOOGLE_LINK_SIGNED_OUT = "Please sign in again to link your Google account.";
export const GOOGLE_LINKED = "Your Google account is linked. You can now sign in with Google as well.";
export const GOOGLE_UNLINKED = "Google is no longer linked to your account.";
export const GOOGLE_UNLINK_NEEDS_PASSWORD = "Set a password before unlinking Google, so you can still sign in.";

/** The account settings, where the owner links Google; and the way there for someone signed out. */
export const SETTINGS_PATH = "/settings";
export const SIGN_IN_FOR_SETTINGS = `/login?redirectTo=${encodeURIComponent(SETTINGS_PATH)}`;

/** A link started in the settings (the account it was started for), while the provider's round trip lasts. */
export const GOOGLE_LINK_COOKIE: AppCookie = { name: "auth_link", maxAgeSeconds: 600 };

export type GoogleSignIn = { ok: true; user: UserRow } | { ok: false; status: number; error: string; signInTo?: string };

/** The account a Google sign-in opens, or why none. */
export async function accountForGoogle(db: Database, profile: GoogleProfile, now = new Date()): Promise<GoogleSignIn> {
  if (!profile.emailVerified) return { ok: false, status: 403, error: GOOGLE_EMAIL_UNVERIFIED };
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, profile.subject)).limit(1);
  if (linked) {
    const fields = { lastLoginAt: now, photoUrl: linked.photoUrl ?? profile.picture, displayName: linked.displayName ?? profile.name };
    await updateUser(db, linked.id, fields);
    return { ok: true, user: { ...linked, ...fields } };
  }
  const linkRequired = { ok: false, status: 409, error: GOOGLE_LINK_REQUIRED, signInTo: SIGN_IN_FOR_SETTINGS } as const;
  if (await findUserByEmail(db, profile.email)) return linkRequired;
  const created = await createUser(db, { email: profile.email, displayName: profile.name, photoUrl: profile.picture, googleSubject: profile.subject }, now);
  // Null: the address got an account a moment ago (the unique index decided).
  return created ? { ok: true, user: created } : linkRequired;
}

export type GoogleLinkResult = { ok: true } | { ok: false; status: number; error: string };

/** Links the Google identity to `user`, who is signed in and asked for it. */
export async function linkGoogle(db: Database, user: UserRow, profile: GoogleProfile): Promise<GoogleLinkResult> {
  if (!profile.emailVerified) return { ok: false, status: 403, error: GOOGLE_EMAIL_UNVERIFIED };
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.googleSubject, profile.subject)).limit(1);
  if (holder) return holder.id === user.id ? { ok: true } : { ok: false, status: 409, error: GOOGLE_LINKED_ELSEWHERE };
  try {
    await updateUser(db, user.id, { googleSubject: profile.subject, photoUrl: user.photoUrl ?? profile.picture });
  } catch (error) {
    // The unique index: another account linked this identity a moment ago.
    console.warn("Google link refused", error);
    return { ok: false, status: 409, error: GOOGLE_LINKED_ELSEWHERE };
  }
  return { ok: true };
}

/** Unlinks Google from `user`; an account with no password keeps it (it would have no way in). */
export async function unlinkGoogle(db: Database, user: UserRow): Promise<GoogleLinkResult> {
  if (!user.passwordHash) return { ok: false, status: 409, error: GOOGLE_UNLINK_NEEDS_PASSWORD };
  await updateUser(db, user.id, { googleSubject: null });
  return { ok: true };
}
