/**
 * Sign-in attempts are throttled per account and per IP address (issue 12), counted by the
 * rate limiter (app/server/limits/limits.server.ts) in a sliding 15-minute window.
 *
 * An attempt is counted before its password is checked (docs/decisions/1201): each of its
 * two counters takes one in a single step of its Durable Object, so twenty wrong passwords
 * sent at once check no more than the limit, and the rest are refused with a 429, a
 * Retry-After and a sentence that says how long to wait. What an attempt took is its
 * count if the password was wrong; an attempt refused by one counter gives back what the
 * other took, and a success clears the account's count and gives back its own at the
 * address (one person signing in neither counts against others from the same place nor
 * unlocks guessing at them). The keys are one-way hashes (no address or IP is kept in the
 * clear), and a count is forgotten once its window has passed.
 */
import {
  accountKey,
  limiterFor,
  requestIp,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_IP,
} from "#app/server/limits/limits.server.ts";

type Limiters = Env["RATE_LIMITER"];

export const MAX_FAILURES_PER_ACCOUNT = SIGN_IN_FAILURES_PER_ACCOUNT.max;
export const MAX_FAILURES_PER_IP = SIGN_IN_FAILURES_PER_IP.max;

/** The two counters one sign-in attempt is counted by. */
export async function signInCounters(limiters: Limiters, email: string, request: Request) {
  const [account, ip] = await Promise.all([
    limiterFor(limiters, SIGN_IN_FAILURES_PER_ACCOUNT, accountKey(email)),
    limiterFor(limiters, SIGN_IN_FAILURES_PER_IP, requestIp(request)),
  ]);
  return { account, ip };
}

export type SignInCounters = Awaited<ReturnType<typeof signInCounters>>;

/**
 * Counts this attempt against the account and the address, before any password is
 * checked. Returns 0 when it may go ahead, else the seconds until one more would be
 * allowed (and nothing stays counted for it).
 */
export async function reserveSignInAttempt(counters: SignInCounters): Promise<number> {
  const [account, ip] = await Promise.all([
    counters.account.take(SIGN_IN_FAILURES_PER_ACCOUNT.max, SIGN_IN_FAILURES_PER_ACCOUNT.windowMs),
    counters.ip.take(SIGN_IN_FAILURES_PER_IP.max, SIGN_IN_FAILURES_PER_IP.windowMs),
  ]);
  if (account.allowed && ip.allowed) return 0;
  await Promise.all([account.allowed ? counters.account.release() : null, ip.allowed ? counters.ip.release() : null]);
  return Math.max(account.retryAfterSeconds, ip.retryAfterSeconds);
}

/** The password was right: the account's count is cleared, and the address's gets this attempt back. */
export async function signInSucceeded(counters: SignInCounters): Promise<void> {
  await Promise.all([counters.account.clear(), counters.ip.release()]);
}

/** The check itself failed (not the password): the attempt counts nowhere. */
export async function releaseSignInAttempt(counters: SignInCounters): Promise<void> {
  await Promise.all([counters.account.release(), counters.ip.release()]);
}

export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
