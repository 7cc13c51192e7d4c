/**
 * The one rate limiter (docs/decisions/0407-one-rate-limiter.md): a small Durable Object
 * per key, keeping a sliding log of what it counted in its SQLite storage. It serves every
 * limit of app/server/limits/limits.server.ts: generation starts, the public forms and
 * sign-in attempts.
 *
 * Each object serves one named limit, so its window never changes: every entry is kept as
 * the moment it leaves the window, and an alarm at the last of them deletes the object's
 * storage, so a key nobody uses again keeps nothing.
 */
import { DurableObject } from "cloudflare:workers";
import type { GenerationSettings } from "#app/server/generations/settings.ts";
import { generationPerIp, generationPerVisitor, ipKey, limiterFor, type LimitDecision } from "./limits.server.ts";

export { RATE_LIMIT_MESSAGE } from "#app/server/generations/settings.ts";

export class RateLimiter extends DurableObject<Env> {
  /** Whether `counted` exists: forgetting everything drops it with the rest of the storage. */
  private ready = false;

  /** Counts one if fewer than `limit` are counted in the last `windowMs`; otherwise counts nothing. */
  async take(limit: number, windowMs: number): Promise<LimitDecision> {
    const now = Date.now();
    this.forgetPassed(now);
    const wait = this.waitMs(limit, now);
    if (wait > 0) return { allowed: false, retryAfterSeconds: seconds(wait) };
    await this.count(now + windowMs);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Seconds until one more would be under `limit` (0: now), counting nothing. */
  peek(limit: number): number {
    // Asking about a key never counted must not leave an empty table behind for it.
    if (!this.ready && !this.tableExists()) return 0;
    const wait = this.waitMs(limit, Date.now());
    return wait > 0 ? seconds(wait) : 0;
  }

  /** Counts one, whatever the count (a failure has happened; `peek` decides whether the next may try). */
  async hit(windowMs: number): Promise<void> {
    const now = Date.now();
    this.forgetPassed(now);
    await this.count(now + windowMs);
  }

  /**
   * Gives back one entry `take` counted, for an attempt that turned out not to count (a
   * sign-in refused by its other counter, or one that succeeded). The newest goes: every
   * entry of a key has the same window, so which one makes no difference to the count.
   */
  release(): void {
    if (!this.ready && !this.tableExists()) return;
    this.sql.exec("DELETE FROM counted WHERE rowid = (SELECT rowid FROM counted ORDER BY until DESC LIMIT 1)");
  }

  /** Forgets everything counted under this key. */
  async clear(): Promise<void> {
    await this.forgetAll();
  }

  /** Set at the end of the newest entry: everything counted has left its window by then. */
  async alarm(): Promise<void> {
    const now = Date.now();
    this.forgetPassed(now);
    const { last } = this.sql.exec<{ last: number | null }>("SELECT MAX(until) AS last FROM counted").one();
    if (last === null) await this.forgetAll();
    else await this.ctx.storage.setAlarm(last);
  }

  private tableExists(): boolean {
    const tables = this.ctx.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'counted'").toArray();
    this.ready = tables.length > 0;
    return this.ready;
  }

  private get sql(): SqlStorage {
    if (!this.ready) {
      this.ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS counted (until INTEGER NOT NULL)");
      this.ready = true;
    }
    return this.ctx.storage.sql;
  }

  private async count(until: number): Promise<void> {
    this.sql.exec("INSERT INTO counted (until) VALUES (?)", until);
    await this.ctx.storage.setAlarm(until);
  }

  private async forgetAll(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.ready = false;
  }

  private forgetPassed(now: number): void {
    this.sql.exec("DELETE FROM counted WHERE until <= ?", now);
  }

  /**
   * How long until fewer than `limit` entries are in the window: until the entry that
   * would bring the count under it leaves (more than `limit` can be counted by `hit`).
   */
  private waitMs(limit: number, now: number): number {
    const sql = this.sql;
    const { count } = sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM counted WHERE until > ?", now).one();
    if (count < limit) return 0;
    const [entry] = sql
      .exec<{ until: number }>("SELECT until FROM counted WHERE until > ? ORDER BY until LIMIT 1 OFFSET ?", now, count - limit)
      .toArray();
    return (entry?.until ?? now) - now;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Asks both generation limits at once (a generation's start waits on this). A request
 * refused by one of them may still have been counted by the other: the cost of that is at
 * most one early refusal for a visitor who was already near a limit.
 */
export async function checkGenerationLimits(
  namespace: DurableObjectNamespace<RateLimiter>,
  who: { visitorId: string; ip: string },
  settings: Pick<GenerationSettings, "limitPerVisitor" | "limitPerIp">,
): Promise<LimitDecision> {
  const perVisitor = generationPerVisitor(settings.limitPerVisitor);
  const perIp = generationPerIp(settings.limitPerIp);
  const [visitor, ip] = await Promise.all([limiterFor(namespace, perVisitor, who.visitorId), limiterFor(namespace, perIp, ipKey(who.ip))]);
  const decisions = await Promise.all([visitor.take(perVisitor.max, perVisitor.windowMs), ip.take(perIp.max, perIp.windowMs)]);
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)) };
}
