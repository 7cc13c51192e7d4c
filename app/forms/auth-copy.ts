/**
 * The words, limits and tabs of the sign-in dialog and the account forms (accounts spec,
 * sections 2, 5, 8), without the schemas (auth-forms.ts): the header's dialog is on every
 * page, so what it imports is in every page's first load.
 */
export const AUTH_TABS = ["signin", "signup", "reset"] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const PASSWORD_MIN = 8;
// PBKDF2 hashes whatever it is given; a cap keeps one request's work bounded.
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 60;

export const RESET_LINK_INVALID = "This password reset link has expired or was already used. Please ask for a new one.";
export const RESET_SENT_MESSAGE = "Password reset email sent! Check your inbox.";
export const GENERIC_AUTH_ERROR = "An error occurred";
export const GOOGLE_UNAVAILABLE = "Google sign-in is not available on this site yet. Please use your email and password.";

/** Where to go after signing in: a path on this site only (never `//host` or a full URL). */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // Browsers drop tabs and line breaks from URLs and read "\" as "/": "/\t/evil" and
  // "/\\evil" would become "//evil", another site. A path of ours has none of them.
  if (/[\\\u0000-\u001f\u007f]/.test(target) || target.startsWith("//")) return fallback;
  return target;
}
