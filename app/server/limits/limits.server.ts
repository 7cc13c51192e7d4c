/**
 * Every rate limit the product keeps, and the keys it counts them under. All of them are
 * counted by the one RateLimiter Durable Object (./rate-limiter.ts), one object per key
 * (docs/decisions/0407-one-rate-limiter.md):
 *
 * - generation starts per visitor and per IP address, per minute (0401);
 * - the public forms per IP address, per 10 minutes (the newsletter mails; the contact
 *   form is the site's one open door for text);
 * - failed sign-ins per account and per IP address, per 15 minutes (issue 12).
 *
 * A key is the limit's name and a one-way hash of what is counted (an e-mail address, an
 * IP address, a visitor), so no object is named after anything in the clear.
 */
import { sha256Hex } from "#app/server/tokens.server.ts";

export interface NamedLimit {
  /** Part of every key, so two limits never share a count. */
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until one more would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

type Limiters = Env["RATE_LIMITER"];

const MINUTE = 60_000;

export const generationPerVisitor = (max: number): NamedLimit => ({ name: "generation-visitor", max, windowMs: MINUTE });
export const generationPerIp = (max: number): NamedLimit => ({ name: "generation-ip", max, windowMs: MINUTE });

export const SIGN_IN_FAILURES_PER_ACCOUNT: NamedLimit = { name: "sign-in-account", max: 5, windowMs: 15 * MINUTE };
export const SIGN_IN_FAILURES_PER_IP: NamedLimit = { name: "sign-in-ip", max: 20, windowMs: 15 * MINUTE };

/** A public form's limit, with the counters it is kept in. */
export interface FormLimit extends NamedLimit {
  limiters: Limiters;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The newsletter's limit: `NEWSLETTER_LIMIT_PER_IP` sign-up requests per address in 10 minutes (5). */
export function newsletterLimit(env: { RATE_LIMITER: Limiters; NEWSLETTER_LIMIT_PER_IP?: string }): FormLimit {
  return { name: "newsletter", max: positive(env.NEWSLETTER_LIMIT_PER_IP, 5), windowMs: 10 * MINUTE, limiters: env.RATE_LIMITER };
}

/** The contact form's limit: `CONTACT_LIMIT_PER_IP` messages per address in 10 minutes (10). */
export function contactLimit(env: { RATE_LIMITER: Limiters; CONTACT_LIMIT_PER_IP?: string }): FormLimit {
  return { name: "contact", max: positive(env.CONTACT_LIMIT_PER_IP, 10), windowMs: 10 * MINUTE, limiters: env.RATE_LIMITER };
}

/** The key `subject` is counted under for `limit`. */
export async function limiterKey(limit: NamedLimit, subject: string): Promise<string> {
  return `${limit.name}:${await sha256Hex(subject)}`;
}

/** The object that counts `subject` for `limit`. */
export async function limiterFor(limiters: Limiters, limit: NamedLimit, subject: string) {
  return limiters.get(limiters.idFromName(await limiterKey(limit, subject)));
}

/** What an address is counted as: see `ipKey`. */
export function requestIp(request: Request): string {
  return ipKey(request.headers.get("CF-Connecting-IP") ?? "unknown");
}

/** An account is counted by its e-mail address, whatever its case. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The key an address is counted under. An IPv6 network hands each household a /64, so
 * the /64 is the unit: otherwise one machine could rotate through addresses.
 */
export function ipKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(":")) return address || "unknown";
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Counts one submission of a public form from the request's address; refuses it once the window is full. */
export async function takeFormLimit(request: Request, limit: FormLimit): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }> {
  const limiter = await limiterFor(limit.limiters, limit, requestIp(request));
  const decision = await limiter.take(limit.max, limit.windowMs);
  if (decision.allowed) return { allowed: true };
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  return {
    allowed: false,
    retryAfterSeconds: decision.retryAfterSeconds,
    message: `Too many requests from your connection. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  };
}
