import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { contactMailto, contactSchema } from "#app/forms/contact-form.ts";

export type ContactOutcome =
  | { ok: true; mailto: string; /** The form again, with `message` under it (a refusal after checking). */ refuse(message: string): SubmissionResult<string[]> }
  | { ok: false; result: SubmissionResult<string[]> };

/**
 * Validates a contact form posted without JavaScript. The product sends no mail itself
 * (accounts spec section 7): a valid message becomes the mailto: link the visitor's
 * browser is redirected to, exactly what the page opens when JavaScript runs.
 */
export function submitContactForm(formData: FormData, supportEmail: string): ContactOutcome {
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return { ok: false, result: submission.reply() };
  return { ok: true, mailto: contactMailto(supportEmail, submission.value), refuse: (message) => submission.reply({ fieldErrors: { message: [message] } }) };
}
