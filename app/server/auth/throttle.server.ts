/**
 * Failed sign-ins are throttled per account and per IP address (issue 12), counted by the
 * rate limiter (app/server/limits/limits.server.ts) in a sliding 15-minute window. Over the
 * limit, sign-in is refused with a 429, a Retry-After and a sentence that says how long to
 * wait, before any password is checked. A success clears the account's count, not the
 * address's (one person signing in does not unlock guessing at others from the same
 * place). The keys are one-way hashes (no address or IP is kept in the clear), and a
 * count is forgotten once its window has passed.
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

/** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
export async function signInWaitSeconds(counters: SignInCounters): Promise<number> {
  const waits = await Promise.all([counters.account.peek(SIGN_IN_FAILURES_PER_ACCOUNT.max), counters.ip.peek(SIGN_IN_FAILURES_PER_IP.max)]);
  return Math.max(...waits);
}

/** Counts one failure against the account and the address. */
export async function recordSignInFailure(counters: SignInCounters): Promise<void> {
  await Promise.all([counters.account.hit(SIGN_IN_FAILURES_PER_ACCOUNT.windowMs), counters.ip.hit(SIGN_IN_FAILURES_PER_IP.windowMs)]);
}

export async function clearAccountFailures(counters: SignInCounters): Promise<void> {
  await counters.account.clear();
}

export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
