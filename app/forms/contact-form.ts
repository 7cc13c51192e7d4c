import { z } from "zod";
import { mailtoHref } from "#app/lib/mailto.ts";

/**
 * The support contact form (accounts spec sections 4, 5, 7), shared by the page (which
 * validates as you type and opens the mail program) and the server action (which
 * validates the no-JavaScript post and redirects to the same mailto: address).
 */

export const CONTACT_SUBJECTS = [
  "Logo Purchase Question",
  "Payment Issue",
  "Logo Customization Help",
  "Technical Support",
  "Selling Logos",
  "Account Issues",
  "General Inquiry",
  "Other",
] as const;

export const CONTACT_MESSAGE_ROWS = 5;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
// Mail programs refuse or cut very long mailto: links; a support request fits in this.
const MESSAGE_MAX = 2000;

export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(NAME_MAX, `Please keep your name under ${NAME_MAX} characters.`),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(EMAIL_MAX, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject." }),
  message: z
    .string({ error: "Please enter your message." })
    .trim()
    .min(1, "Please enter your message.")
    .max(MESSAGE_MAX, `Please keep your message under ${MESSAGE_MAX.toLocaleString("en-US")} characters.`),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** The e-mail the form opens: subject 'Support Request: {subject}', body of all four fields. */
export function contactMailto(supportEmail: string, message: ContactMessage): string {
  return mailtoHref(supportEmail, {
    subject: `Support Request: ${message.subject}`,
    body: `Name: ${message.name}\nEmail: ${message.email}\nSubject: ${message.subject}\n\nMessage:\n${message.message}`,
  });
}
