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

export function subscribedMessage(email: string) {
  return `Thanks for subscribing! New articles will arrive at ${email}.`;
}

export function alreadySubscribedMessage(email: string) {
  return `${email} is already subscribed to our newsletter. There is nothing more to do.`;
}
