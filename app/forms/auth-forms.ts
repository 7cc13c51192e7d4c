import { z } from "zod";

/**
 * The sign-in dialog's three forms and the account forms of the dashboard (accounts spec
 * sections 2, 5), shared by the dialog, the no-JavaScript pages and the server actions.
 * The spec shows one error at a time, in a red box: `firstError` picks it.
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

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Please enter a valid email address.")
  .pipe(z.email("Please enter a valid email address."));

const password = z
  .string({ error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .max(PASSWORD_MAX, `Passwords can be at most ${PASSWORD_MAX} characters.`);

const newPassword = z
  .string({ error: "Please choose a password." })
  .min(PASSWORD_MIN, `Password should be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Passwords can be at most ${PASSWORD_MAX} characters.`);

const displayName = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX, `Please keep your display name under ${DISPLAY_NAME_MAX} characters.`)
  .optional()
  .transform((value) => value || null);

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({ email, password: newPassword, displayName });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
export const changePasswordSchema = z.object({ currentPassword: password, password: newPassword });
export const profileSchema = z.object({
  displayName: z
    .string({ error: "Please enter a display name." })
    .trim()
    .min(1, "Please enter a display name.")
    .max(DISPLAY_NAME_MAX, `Please keep your display name under ${DISPLAY_NAME_MAX} characters.`),
});

/** The form's values as strings (a File or a missing field reads as absent). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
}

export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? GENERIC_AUTH_ERROR;
}

/** Where to go after signing in: a path on this site only (never `//host` or a full URL). */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // Browsers drop tabs and line breaks from URLs and read "\" as "/": "/\t/evil" and
  // "/\\evil" would become "//evil", another site. A path of ours has none of them.
  if (/[\\\u0000-\u001f\u007f]/.test(target) || target.startsWith("//")) return fallback;
  return target;
}
