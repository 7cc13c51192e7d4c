/**
 * The account settings (/settings): how the signed-in owner signs in, and the one place a
 * Google account is linked to an account that exists (docs/decisions/1201). A link is
 * started here by a form post from the owner's own session (SameSite=Lax: another site's
 * form carries no session) and finished by the Google callback in the same browser.
 */
import { isGoogleConfigured } from "./google.server.ts";
import { GOOGLE_LINKED, GOOGLE_UNLINKED, SETTINGS_PATH, SIGN_IN_FOR_SETTINGS, unlinkGoogle } from "./google-accounts.server.ts";
import { FORM_UNREADABLE, startGoogleLink, type AuthContext, type AuthOutcome } from "./auth-flows.server.ts";
import { userOfRequest } from "./session.server.ts";

export const GOOGLE_UNLINKED_BY_RESET =
  "Your password was changed. Google was unlinked from your account, since it may have been linked by someone who knew the old password: if the Google account is yours, link it again below.";

const NOTICES: Record<string, string> = { linked: GOOGLE_LINKED, unlinked: GOOGLE_UNLINKED, reset: GOOGLE_UNLINKED_BY_RESET };

/** What the page shows, or null when nobody is signed in. */
export async function loadSettings(context: AuthContext, request: Request) {
  const user = await userOfRequest(context.db, request);
  if (!user) return null;
  return {
    email: user.email,
    hasPassword: !!user.passwordHash,
    googleLinked: !!user.googleSubject,
    googleAvailable: isGoogleConfigured(context.env),
    notice: NOTICES[new URL(request.url).searchParams.get("google") ?? ""] ?? null,
  };
}

/** The page's forms: "link-google" (off to Google) and "unlink-google". */
export async function runSettingsAction(context: AuthContext, request: Request): Promise<AuthOutcome> {
  const user = await userOfRequest(context.db, request);
  if (!user) return { ok: false, status: 401, error: "Please sign in to change your account settings.", signInTo: SIGN_IN_FOR_SETTINGS };
  const form = await request.formData().catch(() => null);
  if (!form) return { ok: false, status: 415, error: FORM_UNREADABLE };
  switch (form.get("intent")) {
    case "link-google":
      return startGoogleLink(context, request, user);
    case "unlink-google": {
      const unlinked = await unlinkGoogle(context.db, user);
      return unlinked.ok ? { ok: true, redirectTo: `${SETTINGS_PATH}?google=unlinked`, headers: new Headers() } : unlinked;
    }
    default:
      return { ok: false, status: 400, error: FORM_UNREADABLE };
  }
}
