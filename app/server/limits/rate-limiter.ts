/**
 * Generation rate limits: a visitor may start `limitPerVisitor` generations a minute, an
 * IP address `limitPerIp` (docs/decisions/0401-rate-limits-in-durable-objects.md).
 *
 * One small Durable Object per key keeps a sliding one-minute log of the generations it
 * allowed. Joining or replaying a generation that already exists never counts: only the
 * GenerationRoom asks, and only when it is about to call the agent.
 */
import { DurableObject } from "cloudflare:workers";
import type { GenerationSettings } from "#app/server/generations/settings.ts";

export const RATE_LIMIT_WINDOW_MS = 60_000;

export { RATE_LIMIT_MESSAGE } from "#app/server/generations/settings.ts";

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the next generation would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export class RateLimiter extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS hits (at INTEGER NOT NULL)");
  }

  /** Counts one generation if fewer than `limit` were counted in the last `windowMs`. */
  take(limit: number, windowMs: number = RATE_LIMIT_WINDOW_MS): LimitDecision {
    const sql = this.ctx.storage.sql;
    const now = Date.now();
    sql.exec("DELETE FROM hits WHERE at <= ?", now - windowMs);
    const { count, oldest } = sql.exec<{ count: number; oldest: number | null }>(
      "SELECT COUNT(*) AS count, MIN(at) AS oldest FROM hits",
    ).one();
    if (count >= limit) {
      const wait = (oldest ?? now) + windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    }
    sql.exec("INSERT INTO hits (at) VALUES (?)", now);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/**
 * Asks both limiters at once (a generation's start waits on this). A request refused by
 * one of them may still have been counted by the other: the cost of that is at most one
 * early refusal for a visitor who was already near a limit.
 */
export async function checkGenerationLimits(
  namespace: DurableObjectNamespace<RateLimiter>,
  who: { visitorId: string; ip: string },
  settings: Pick<GenerationSettings, "limitPerVisitor" | "limitPerIp">,
): Promise<LimitDecision> {
  const limiter = (key: string) => namespace.get(namespace.idFromName(key));
  const decisions = await Promise.all([
    limiter(`visitor:${who.visitorId}`).take(settings.limitPerVisitor),
    limiter(`ip:${ipKey(who.ip)}`).take(settings.limitPerIp),
  ]);
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)) };
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
