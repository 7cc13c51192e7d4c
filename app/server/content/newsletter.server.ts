/**
 * The blog's newsletter, double opt-in (issue 13): asking to subscribe mails a
 * confirmation link to the address, and only its owner, by opening that link and
 * confirming, starts the subscription. Every answer to the form is the same whether or not
 * the address is subscribed already, so the form tells nobody who reads the newsletter.
 * Every mail carries an unsubscribe link. Both links' tokens are kept only as hashes.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { newsletterSubscriptions } from "#app/server/db/schema.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import { takeFormLimit, type FormLimit } from "#app/server/limits/limits.server.ts";
import { randomToken, sha256Hex, TOKEN_PATTERN } from "#app/server/tokens.server.ts";
import { newsletterRequestedMessage, newsletterSchema } from "#app/forms/newsletter-form.ts";

/** Addresses are compared without regard to case: one subscription per mailbox. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export const confirmPath = (token: string) => `/newsletter/confirm/${token}`;
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe/${token}`;

/**
 * Mails a confirmation link, unless the address has confirmed already (then nothing
 * happens: the answer on the page is the same). Asking again sends a fresh link; the old
 * one stops working.
 */
export async function requestSubscription(db: Database, mailer: Mailer, origin: string, email: string): Promise<void> {
  const address = normalizeEmail(email);
  const existing = await db
    .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, address))
    .get();
  if (existing?.confirmedAt) return;
  const confirmToken = randomToken();
  const unsubscribeToken = randomToken();
  const tokens = { confirmTokenHash: await sha256Hex(confirmToken), unsubscribeTokenHash: await sha256Hex(unsubscribeToken) };
  await db
    .insert(newsletterSubscriptions)
    .values({ email: address, ...tokens })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: tokens, where: isNull(newsletterSubscriptions.confirmedAt) });
  await mailer.send({
    to: address,
    kind: "newsletter-confirm",
    subject: "Confirm your subscription to the LogoMarket newsletter",
    text: [
      "Someone asked to send the LogoMarket newsletter to this address. If it was you, open this link and confirm:",
      "",
      `${origin}${confirmPath(confirmToken)}`,
      "",
      "If it was not you, ignore this mail: nothing will be sent to you.",
      "",
      `Unsubscribe: ${origin}${unsubscribePath(unsubscribeToken)}`,
    ].join("\n"),
  });
}

/** Confirms the subscription a link names (once); the confirmed address, or null. */
export async function confirmSubscription(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, await sha256Hex(token)), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}

/** Whether a link's token still names something (the pages ask before showing their button). */
export async function newsletterLinkIsLive(db: Database, kind: "confirm" | "unsubscribe", token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const column = kind === "confirm" ? newsletterSubscriptions.confirmTokenHash : newsletterSubscriptions.unsubscribeTokenHash;
  const row = await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(column, await sha256Hex(token))).get();
  return !!row;
}

/** Ends the subscription a link names: the row goes; the address, or null. */
export async function unsubscribe(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, await sha256Hex(token)))
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}

export interface NewsletterReply {
  status: 200 | 422 | 429;
  result: SubmissionResult<string[]>;
  /** Shown beside the form after a valid submission. */
  message?: string;
  retryAfterSeconds?: number;
}

export async function submitNewsletterForm(db: Database, mailer: Mailer, limit: FormLimit, request: Request, formData: FormData): Promise<NewsletterReply> {
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") return { status: 422, result: submission.reply() };
  const taken = await takeFormLimit(request, limit);
  if (!taken.allowed) {
    return { status: 429, result: submission.reply({ fieldErrors: { email: [taken.message] } }), retryAfterSeconds: taken.retryAfterSeconds };
  }
  const email = normalizeEmail(submission.value.email);
  await requestSubscription(db, mailer, new URL(request.url).origin, email);
  return { status: 200, result: submission.reply({ resetForm: true }), message: newsletterRequestedMessage(email) };
}
