/**
 * Failed sign-ins are throttled per account and per IP address (issue 12). Each key
 * counts failures in a fixed 15-minute window; over the limit, sign-in is refused with a
 * 429, a Retry-After and a sentence that says how long to wait, before any password is
 * checked. A success clears the account's count, not the address's (one person signing
 * in does not unlock guessing at others from the same place). The keys are one-way
 * hashes (no address or IP is stored in the clear) and rows of windows that have passed
 * are removed as failures are counted, so nothing outlives its use.
 */
import { eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { signInFailures } from "#app/server/db/schema.ts";
import { sha256Hex } from "#app/server/tokens.server.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

export async function throttleKeys(email: string, request: Request): Promise<ThrottleKeys> {
  return {
    account: `account:${await sha256Hex(email.trim().toLowerCase())}`,
    ip: `ip:${await sha256Hex(request.headers.get("CF-Connecting-IP") ?? "unknown")}`,
  };
}

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function signInWaitSeconds(db: Database, keys: ThrottleKeys, now = Date.now()): Promise<number> {
  const rows = await db.select().from(signInFailures).where(inArray(signInFailures.key, [keys.account, keys.ip]));
  let waitMs = 0;
  for (const row of rows) {
    const limit = row.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_IP;
    const windowEnds = row.windowStartedAt.getTime() + THROTTLE_WINDOW_MS;
    if (row.failures >= limit && windowEnds > now) waitMs = Math.max(waitMs, windowEnds - now);
  }
  return Math.ceil(waitMs / 1000);
}

/** Counts one failure against both keys (a new window when the old one has passed). */
export async function recordSignInFailure(db: Database, keys: ThrottleKeys, now = Date.now()): Promise<void> {
  const windowStart = now - THROTTLE_WINDOW_MS;
  const forgetPassedWindows = db.delete(signInFailures).where(lte(signInFailures.windowStartedAt, new Date(windowStart)));
  await db.batch([forgetPassedWindows, ...[keys.account, keys.ip].map((key) =>
    db
      .insert(signInFailures)
      .values({ key, windowStartedAt: new Date(now), failures: 1 })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.windowStartedAt} <= ${windowStart} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${signInFailures.windowStartedAt} <= ${windowStart} then ${now} else ${signInFailures.windowStartedAt} end`,
        },
      }),
  )]);
}

export async function clearAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.account));
}

export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
