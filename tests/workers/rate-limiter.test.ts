import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ipKey, limiterFor, limiterKey, type NamedLimit } from "#app/server/limits/limits.server.ts";

const MINUTE = 60_000;
const limit: NamedLimit = { name: "test", max: 2, windowMs: MINUTE };
let keys = 0;
/** A counter of its own for each test. */
const fresh = () => limiterFor(env.RATE_LIMITER, limit, `subject ${++keys} ${crypto.randomUUID()}`);
type Limiter = Awaited<ReturnType<typeof fresh>>;

/** Moves the oldest `count` entries back by `ms`, as if they had been counted that much earlier. */
const age = (limiter: Limiter, ms: number, count = Number.MAX_SAFE_INTEGER) =>
  runInDurableObject(limiter, (_instance, state) => {
    state.storage.sql.exec("UPDATE counted SET until = until - ? WHERE rowid IN (SELECT rowid FROM counted ORDER BY until LIMIT ?)", ms, count);
  });
const entries = (limiter: Limiter) =>
  runInDurableObject(limiter, (_instance, state) =>
    state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'counted'").toArray().length === 0
      ? 0
      : state.storage.sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM counted").one().count,
  );
const alarmAt = (limiter: Limiter) => runInDurableObject(limiter, (_instance, state) => state.storage.getAlarm());

describe("the rate limiter", () => {
  it("take counts up to the limit, then refuses without counting and says when the oldest leaves", async () => {
    const limiter = await fresh();
    expect(await limiter.take(2, MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.take(2, MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await limiter.take(2, MINUTE);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.take(2, MINUTE)).toMatchObject({ allowed: false });
    expect(await entries(limiter)).toBe(2);
  });

  it("slides: the oldest entry leaving the window lets exactly one more in", async () => {
    const limiter = await fresh();
    await limiter.take(2, MINUTE);
    await age(limiter, 30_000);
    await limiter.take(2, MINUTE);
    // The first entry is 30 s older than the second: it leaves first, and only it.
    const refused = await limiter.take(2, MINUTE);
    expect(refused.retryAfterSeconds).toBeGreaterThan(25);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    await age(limiter, 30_000, 1);
    expect(await limiter.take(2, MINUTE)).toMatchObject({ allowed: true });
    expect(await limiter.take(2, MINUTE)).toMatchObject({ allowed: false });
    expect(await entries(limiter)).toBe(2);
  });

  it("peek counts nothing and answers the seconds to wait", async () => {
    const limiter = await fresh();
    for (let asked = 0; asked < 5; asked++) expect(await limiter.peek(1)).toBe(0);
    // Asking about a key never counted leaves nothing stored for it.
    expect(await entries(limiter)).toBe(0);
    expect(await limiter.take(1, MINUTE)).toMatchObject({ allowed: true });
    const wait = await limiter.peek(1);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.peek(2)).toBe(0);
    expect(await entries(limiter)).toBe(1);
  });

  it("hit counts past the limit; peek then waits until enough have left", async () => {
    const limiter = await fresh();
    await limiter.hit(MINUTE);
    await age(limiter, 20_000);
    await limiter.hit(MINUTE);
    await age(limiter, 20_000, 2);
    await limiter.hit(MINUTE);
    // Entries leave in about 20, 40 and 60 s: under 2 again once two of them have left.
    const wait = await limiter.peek(2);
    expect(wait).toBeGreaterThan(35);
    expect(wait).toBeLessThanOrEqual(40);
    await age(limiter, 40_000, 2);
    expect(await limiter.peek(2)).toBe(0);
    expect(await limiter.peek(1)).toBeGreaterThan(55);
  });

  it("clear forgets everything counted under the key, and its alarm", async () => {
    const limiter = await fresh();
    await limiter.hit(MINUTE);
    await limiter.hit(MINUTE);
    expect(await limiter.peek(2)).toBeGreaterThan(0);
    expect(await alarmAt(limiter)).not.toBeNull();
    await limiter.clear();
    expect(await limiter.peek(1)).toBe(0);
    expect(await entries(limiter)).toBe(0);
    expect(await alarmAt(limiter)).toBeNull();
    // A cleared counter counts again from nothing.
    expect(await limiter.take(1, MINUTE)).toMatchObject({ allowed: true });
    expect(await limiter.take(1, MINUTE)).toMatchObject({ allowed: false });
  });

  it("keeps nothing once the newest entry has left: its alarm is set then and deletes the rest", async () => {
    const limiter = await fresh();
    const before = Date.now();
    await limiter.take(2, MINUTE);
    await limiter.take(2, MINUTE);
    expect(await alarmAt(limiter)).toBeGreaterThanOrEqual(before + MINUTE);
    await age(limiter, MINUTE);
    expect(await runDurableObjectAlarm(limiter)).toBe(true);
    expect(await entries(limiter)).toBe(0);
    expect(await alarmAt(limiter)).toBeNull();
  });
});

describe("the keys limits are counted under", () => {
  it("name the limit and a one-way hash of the subject, never the subject", async () => {
    const key = await limiterKey(limit, "ada@example.com");
    expect(key).toMatch(/^test:[0-9a-f]{64}$/);
    expect(key).not.toContain("ada");
    // Two limits never share a count for one subject.
    expect(await limiterKey({ ...limit, name: "other" }, "ada@example.com")).not.toBe(key);
  });

  it("count an IPv6 address by its /64", async () => {
    expect(await limiterKey(limit, ipKey("2001:db8:85a3:42::1"))).toBe(await limiterKey(limit, ipKey("2001:DB8:85A3:0042:ffff::2")));
    expect(await limiterKey(limit, ipKey("2001:db8:85a3:43::1"))).not.toBe(await limiterKey(limit, ipKey("2001:db8:85a3:42::1")));
  });
});
