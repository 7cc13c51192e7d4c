/**
 * What the sign-in routes do (issue 12), as plain functions of a request: the routes
 * (/login, /signup, /reset-password, /logout, /auth/google) only render and redirect.
 * Each answer is either where to go next, with the headers to send (a new session
 * cookie), or the one error sentence the form shows in its red box, with its status.
 */
import { firstError, formValues, newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } from "#app/forms/auth-forms.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { UserRow } from "#app/server/db/schema.ts";
import { mailerFor, type MailEnv } from "#app/server/mail/http-transport.server.ts";
import { AUTH_RETURN_COOKIE, clearCookie, readCookie, setCookie } from "#app/server/cookies.server.ts";
import { readVisitor } from "#app/server/visitor.server.ts";
import { AuthFailure, authenticatorFor } from "./authenticator.server.ts";
import { GENERIC_AUTH_ERROR, GOOGLE_UNAVAILABLE, RESET_LINK_INVALID, safeRedirect } from "#app/forms/auth-copy.ts";
import { googleStrategy, isGoogleConfigured, type GoogleEnv, type GoogleProfile, GOOGLE_STATE_COOKIE } from "./google.server.ts";
import { accountForGoogle, GOOGLE_LINK_COOKIE, GOOGLE_LINK_SIGNED_OUT, linkGoogle, SETTINGS_PATH, SIGN_IN_FOR_SETTINGS } from "./google-accounts.server.ts";
import { claimVisitorRecords } from "./owner.server.ts";
import { requestPasswordReset, resetPassword } from "./reset.server.ts";
import { clearedSessionCookie, endSessionOf, startSession, userOfRequest } from "./session.server.ts";

export type AuthEnv = MailEnv & GoogleEnv;
export interface AuthContext {
  db: Database;
  env: AuthEnv;
}

export type AuthOutcome =
  | { ok: true; redirectTo: string; headers: Headers; message?: string }
  | { ok: false; status: number; error: string; headers?: Headers; signInTo?: string };

export const FORM_UNREADABLE = "We could not read this form. Please try again.";
/** Sign in ("password") or sign up ("signup") from a posted form. */
export async function submitCredentials(
  context: AuthContext & { env: Pick<Env, "RATE_LIMITER"> },
  request: Request, strategy: "password" | "signup"): Promise<AuthOutcome> {
  const form = await readForm(request.clone());
  if (!form) return { ok: false, status: 415, error: FORM_UNREADABLE };
  // Checked here as well as in the strategy, so a malformed form never reaches the database.
  const parsed = (strategy === "password" ? signInSchema : signUpSchema).safeParse(formValues(form));
  if (!parsed.success) return { ok: false, status: 422, error: firstError(parsed.error) };
  let user: UserRow;
  try {
    user = await authenticatorFor(context.db, context.env.RATE_LIMITER).authenticate(strategy, request);
  } catch (error) {
    return refusal(error);
  }
  return signedIn(context.db, request, user, safeRedirect(form.get("redirectTo")));
}

/** A reset link is mailed when the address has an account; the answer is the same either way. */
export async function submitResetRequest(context: AuthContext, request: Request): Promise<AuthOutcome> {
  const form = await readForm(request);
  if (!form) return { ok: false, status: 415, error: FORM_UNREADABLE };
  const parsed = resetRequestSchema.safeParse(formValues(form));
  if (!parsed.success) return { ok: false, status: 422, error: firstError(parsed.error) };
  await requestPasswordReset(context.db, mailerFor(context.env, context.db), new URL(request.url).origin, parsed.data.email);
  return { ok: true, redirectTo: "/reset-password", headers: new Headers() };
}

/** The reset link's form: a new password, then signed in with a fresh session. */
export async function submitNewPassword(context: AuthContext, request: Request, token: string): Promise<AuthOutcome> {
  const form = await readForm(request);
  if (!form) return { ok: false, status: 415, error: FORM_UNREADABLE };
  const parsed = newPasswordSchema.safeParse(formValues(form));
  if (!parsed.success) return { ok: false, status: 422, error: firstError(parsed.error) };
  const reset = await resetPassword(context.db, token, parsed.data.password);
  if (!reset) return { ok: false, status: 410, error: RESET_LINK_INVALID };
  const headers = new Headers({ "Set-Cookie": await startSession(context.db, request, reset.userId) });
  // Google was unlinked (reset.server.ts): the settings say so, where it is linked again.
  if (reset.googleUnlinked) return { ok: true, redirectTo: `${SETTINGS_PATH}?google=reset`, headers };
  return { ok: true, redirectTo: "/dashboard", headers, message: "Your password was changed." };
}

export async function signOut(context: AuthContext, request: Request): Promise<Headers> {
  await endSessionOf(context.db, request);
  return new Headers({ "Set-Cookie": clearedSessionCookie(request) });
}

/** GET /auth/google: off in words when not configured, else a redirect to the provider (thrown by the strategy). */
export async function startGoogleSignIn(context: AuthContext, request: Request): Promise<AuthOutcome> {
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  return redirectToGoogle(context, request, [setCookie(request, AUTH_RETURN_COOKIE, encodeURIComponent(returnTo))]);
}

/** The settings' "Link Google Account": to the provider, marked as a link for this signed-in account. */
export async function startGoogleLink(context: AuthContext, request: Request, user: UserRow): Promise<AuthOutcome> {
  return redirectToGoogle(context, request, [
    setCookie(request, AUTH_RETURN_COOKIE, encodeURIComponent(SETTINGS_PATH)),
    setCookie(request, GOOGLE_LINK_COOKIE, encodeURIComponent(user.id)),
  ]);
}

async function redirectToGoogle(context: AuthContext, request: Request, cookies: string[]): Promise<AuthOutcome> {
  if (!isGoogleConfigured(context.env)) return { ok: false, status: 503, error: GOOGLE_UNAVAILABLE };
  const strategy = await googleStrategy(context.env, new URL(request.url).origin).catch(() => null);
  if (!strategy) return { ok: false, status: 502, error: "Google sign-in could not be reached. Please try again in a moment." };
  try {
    await strategy.authenticate(request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      for (const cookie of cookies) headers.append("Set-Cookie", cookie);
      return { ok: true, redirectTo: thrown.headers.get("Location") ?? "/login", headers };
    }
    return refusal(thrown);
  }
  return { ok: false, status: 400, error: GENERIC_AUTH_ERROR };
}

/**
 * GET /auth/google/callback: the provider sent the person back with a code. A sign-in
 * opens the account of that Google identity (google-accounts.server.ts); a link started in
 * the settings links it to the account signed in here, and only to the one that started it.
 */
export async function finishGoogleSignIn(context: AuthContext, request: Request): Promise<AuthOutcome> {
  if (!isGoogleConfigured(context.env)) return { ok: false, status: 503, error: GOOGLE_UNAVAILABLE };
  const url = new URL(request.url);
  const linkFor = decodeURIComponent(readCookie(request, GOOGLE_LINK_COOKIE) ?? "");
  const outcome = await googleOutcome(context, request, url, linkFor);
  const headers = outcome.headers ?? new Headers();
  headers.append("Set-Cookie", clearCookie(request, AUTH_RETURN_COOKIE));
  if (linkFor) headers.append("Set-Cookie", clearCookie(request, GOOGLE_LINK_COOKIE));
  // remix-auth-oauth2 writes its state cookie itself, under the name and path it was given
  // (google.server.ts); it is cleared with those.
  headers.append("Set-Cookie", `${GOOGLE_STATE_COOKIE}=; Path=/auth/google; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
  return { ...outcome, headers };
}

async function googleOutcome(context: AuthContext, request: Request, url: URL, linkFor: string): Promise<AuthOutcome> {
  if (url.searchParams.get("error") === "access_denied") return { ok: false, status: 400, error: "Google sign-in was cancelled." };
  let profile: GoogleProfile;
  try {
    const strategy = await googleStrategy(context.env, url.origin);
    profile = await strategy.authenticate(request);
  } catch (error) {
    console.warn("Google sign-in failed", error);
    return { ok: false, status: 400, error: "Google sign-in did not complete. Please try again." };
  }
  if (linkFor) {
    const owner = await userOfRequest(context.db, request);
    if (!owner || owner.id !== linkFor) return { ok: false, status: 401, error: GOOGLE_LINK_SIGNED_OUT, signInTo: SIGN_IN_FOR_SETTINGS };
    const linked = await linkGoogle(context.db, owner, profile);
    if (!linked.ok) return linked;
    return { ok: true, redirectTo: `${SETTINGS_PATH}?google=linked`, headers: new Headers() };
  }
  const found = await accountForGoogle(context.db, profile);
  if (!found.ok) return found;
  const returnTo = safeRedirect(decodeURIComponent(readCookie(request, AUTH_RETURN_COOKIE) ?? ""));
  return signedIn(context.db, request, found.user, returnTo);
}

/** A new session (never the one the browser came with), and this browser's guest work claimed. */
async function signedIn(db: Database, request: Request, user: UserRow, redirectTo: string): Promise<{ ok: true; redirectTo: string; headers: Headers }> {
  const headers = new Headers({ "Set-Cookie": await startSession(db, request, user.id) });
  const visitor = await readVisitor(request);
  if (visitor) await claimVisitorRecords(db, visitor.id, user.id);
  return { ok: true, redirectTo, headers };
}

function refusal(error: unknown): AuthOutcome {
  if (error instanceof AuthFailure) {
    const headers = new Headers();
    if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
    return { ok: false, status: error.status, error: error.message, headers };
  }
  // A body that is not a form (JSON, text) makes formData() throw a TypeError.
  if (error instanceof TypeError) return { ok: false, status: 415, error: FORM_UNREADABLE };
  console.error("Sign-in failed", error);
  return { ok: false, status: 500, error: GENERIC_AUTH_ERROR };
}

async function readForm(request: Pick<Request, "formData">): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
