import { z } from "zod";
import { DISPLAY_NAME_MAX, GENERIC_AUTH_ERROR, PASSWORD_MAX, PASSWORD_MIN } from "./auth-copy.ts";

/**
 * The sign-in dialog's three forms and the account forms of the dashboard (accounts spec
 * sections 2, 5), shared by the dialog, the no-JavaScript pages and the server actions.
 * The spec shows one error at a time, in a red box: `firstError` picks it. Server-side
 * only in practice: the pages import their words from auth-copy.ts, so zod stays out of
 * the first load of every page (the dialog is in the header).
 */
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
