import { z } from "zod";

/** The blog's newsletter form: one e-mail address, validated in the page and on the server. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
});

/** The one answer to a valid address, subscribed or not (nobody learns who reads the newsletter). */
export function newsletterRequestedMessage(email: string) {
  return `Almost done: we sent a confirmation link to ${email}. Your subscription starts when you open it.`;
}
