import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { Database } from "~/server/db/client.server";
import { newsletterSubscriptions } from "~/server/db/schema";
import { alreadySubscribedMessage, newsletterSchema, subscribedMessage } from "../../forms/newsletter-form";

/** Addresses are compared without regard to case: one subscription per mailbox. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

/** Records a subscription; a repeat of a known address changes nothing and says so. */
export async function subscribe(db: Database, email: string): Promise<"subscribed" | "already-subscribed"> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0 ? "subscribed" : "already-subscribed";
}

export interface NewsletterReply {
  status: 200 | 422;
  result: SubmissionResult<string[]>;
  /** Shown beside the form after a valid submission. */
  message?: string;
}

export async function submitNewsletterForm(db: Database, formData: FormData): Promise<NewsletterReply> {
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") return { status: 422, result: submission.reply() };
  const email = normalizeEmail(submission.value.email);
  const outcome = await subscribe(db, email);
  return {
    status: 200,
    // A new subscriber's field empties; a repeat keeps the address so the message reads next to it.
    result: submission.reply({ resetForm: outcome === "subscribed" }),
    message: outcome === "subscribed" ? subscribedMessage(email) : alreadySubscribedMessage(email),
  };
}
