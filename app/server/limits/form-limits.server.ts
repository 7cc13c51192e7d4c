/**
 * Per-IP limits for the public forms (the newsletter, which mails; the contact form, which
 * sends nothing itself but is the site's one open door for text): a fixed window per
 * form and address, counted in D1
 * under a one-way hash of the address. Over the limit the form answers 429 with
 * Retry-After and a sentence; windows that have passed are deleted as new ones start.
 */
import { lte, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { formLimits } from "#app/server/db/schema.ts";
import { sha256Hex } from "#app/server/tokens.server.ts";

export interface FormLimit {
  /** The form's name, part of the key. */
  form: string;
  max: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60 * 1000;
const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The newsletter's limit: `NEWSLETTER_LIMIT_PER_IP` sign-up requests per address in 10 minutes (5). */
export function newsletterLimit(env: { NEWSLETTER_LIMIT_PER_IP?: string }): FormLimit {
  return { form: "newsletter", max: positive(env.NEWSLETTER_LIMIT_PER_IP, 5), windowMs: TEN_MINUTES };
}

/** The contact form's limit: `CONTACT_LIMIT_PER_IP` messages per address in 10 minutes (10). */
export function contactLimit(env: { CONTACT_LIMIT_PER_IP?: string }): FormLimit {
  return { form: "contact", max: positive(env.CONTACT_LIMIT_PER_IP, 10), windowMs: TEN_MINUTES };
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/** Counts one submission from the request's address; refuses it once the window is full. */
export async function takeFormLimit(db: Database, request: Request, limit: FormLimit, now = Date.now()): Promise<LimitOutcome> {
  const ip = request.headers.get("CF-Connecting-IP") ?? "unknown";
  const key = `${limit.form}:${await sha256Hex(ip)}`;
  const windowStart = now - limit.windowMs;
  const [, [row]] = await db.batch([
    db.delete(formLimits).where(lte(formLimits.windowStartedAt, new Date(windowStart))),
    db
      .insert(formLimits)
      .values({ key, windowStartedAt: new Date(now), count: 1 })
      .onConflictDoUpdate({ target: formLimits.key, set: { count: sql`${formLimits.count} + 1` } })
      .returning({ count: formLimits.count, windowStartedAt: formLimits.windowStartedAt }),
  ]);
  if (!row || row.count <= limit.max) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + limit.windowMs - now) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    allowed: false,
    retryAfterSeconds,
    message: `Too many requests from your connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  };
}
