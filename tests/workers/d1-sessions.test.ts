/**
 * D1 read replication through the Sessions API, and Server-Timing (issue 26,
 * docs/decisions/0019): which session each request reads through, the bookmark that lets
 * a browser read its own writes, and what each answer says its database cost.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import app from "#app/server/http/app.ts";
import { meterD1 } from "#app/server/db/metered-d1.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { newGenerationId, newLogoId } from "#protocol/ids.ts";
import { cookiesOf, signUp, userRow } from "./account-helpers.ts";
import { db, newBuyer } from "./checkout-helpers.ts";
import { emptyEdgeCache, serverTimingOf } from "./edge-helpers.ts";
import { seedCatalogue } from "./fixtures.ts";

beforeAll(async () => {
  await seedCatalogue();
});
beforeEach(emptyEdgeCache);

/** The app with a D1 binding that notes how each request opened its session (the real D1 answers). */
async function through(request: Request): Promise<{ response: Response; body: string; sessions: (string | undefined)[] }> {
  const sessions: (string | undefined)[] = [];
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession") return (start?: string) => (sessions.push(start), target.withSession(start));
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, DB: d1 }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, sessions };
}

const page = (path: string, cookie = "") => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function signedInWithALogo() {
  const { cookie, email } = await signUp();
  const userId = (await userRow(email))!.id as string;
  const id = newGenerationId();
  await recordStarted(db(), { id, logoId: newLogoId(), prompt: "A logo for Heron Mill", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: (await newBuyer()).id, ownerUserId: userId, at: new Date() });
  await recordCompleted(db(), id, { spec: {}, metadata: { name: "Heron Mill", description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
  return { cookie, id };
}

describe("a request's D1 session", () => {
  it("a write hands the browser its bookmark, and its next read starts from it (read-your-writes through a replica)", async () => {
    const { cookie, id } = await signedInWithALogo();
    const write = await through(
      new Request("http://localhost/dashboard", { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ intent: "visibility", generationId: id, public: "true" }) }),
    );
    expect(write.response.status).toBe(200);
    // A write (and the reads that decide it) starts on the primary.
    expect(write.sessions).toEqual(["first-primary"]);
    const bookmark = cookiesOf(write.response)["db-bookmark"];
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    expect(write.response.headers.getSetCookie().find((line) => line.startsWith("db-bookmark="))).toMatch(/; Path=\/; Max-Age=300; HttpOnly; Secure; SameSite=Lax$/);

    const read = await through(page("/dashboard", `${cookie}; db-bookmark=${bookmark}`));
    expect(read.sessions).toEqual([bookmark]);
    expect(read.body.replaceAll("<!-- -->", "")).toMatch(/aria-pressed="true"[^>]*>Public<span class="sr-only">: Heron Mill\. Make private/);
    // A read never sets the cookie: only writes move it.
    expect(read.response.headers.getSetCookie().some((line) => line.startsWith("db-bookmark="))).toBe(false);
  });

  it("reads without a bookmark may go to the nearest replica; a bookmark that is not D1's is not passed on", async () => {
    const { cookie } = await signedInWithALogo();
    expect((await through(page("/dashboard", cookie))).sessions).toEqual(["first-unconstrained"]);
    expect((await through(page("/browse", cookie))).sessions).toEqual(["first-unconstrained"]);
    for (const forged of ["x'; DROP TABLE users", "00000000-zzzz", "a".repeat(200)]) {
      expect((await through(page("/my-logos", `${cookie}; db-bookmark=${encodeURIComponent(forged)}`))).sessions).toEqual(["first-unconstrained"]);
    }
  });

  it("reads that decide money, ownership or files, and pages kept for everyone, start on the primary", async () => {
    const { cookie } = await signedInWithALogo();
    for (const path of ["/orders/order_1_abcdef", "/purchase-success?order_id=order_1_abcdef", "/api/orders/order_1_abcdef/files/original_1/png", "/api/purchases/order_1_abcdef", "/logo/metadata?generation_id=gen_1_abcdef", "/api/generations/gen_1_abcdef/preview"]) {
      expect((await through(page(path, cookie))).sessions, path).toEqual(["first-primary"]);
    }
    // Rendered for the shared cache: a replica's lag would outlive the purge that ended it.
    expect((await through(page("/browse"))).sessions).toEqual(["first-primary"]);
    // Answered from the cache: no session is used at all (it is opened, never asked).
    const hit = await through(page("/browse"));
    expect(serverTimingOf(hit.response).get("d1")).toEqual({ dur: 0, desc: "0 queries" });
  });
});

describe("Server-Timing", () => {
  it("says on every page what D1 cost (time and queries), how long the render took, and the total", async () => {
    const { cookie } = await signedInWithALogo();
    for (const [path, who] of [["/browse", ""], ["/logo/1", ""], ["/dashboard", cookie], ["/my-logos", cookie], ["/about", ""]] as const) {
      const { response } = await through(page(path, who));
      const timing = serverTimingOf(response);
      expect(timing.get("d1")?.desc, path).toMatch(/^\d+ quer(y|ies)$/);
      expect(timing.get("d1")?.dur).toBeGreaterThanOrEqual(0);
      expect(timing.get("render")?.dur).toBeGreaterThanOrEqual(0);
      expect(timing.get("total")?.dur).toBeGreaterThanOrEqual(timing.get("render")!.dur!);
    }
    expect(serverTimingOf((await through(page("/browse"))).response).get("render")).toEqual({ dur: 0, desc: "from the edge cache" });
    expect(Number(serverTimingOf((await through(page("/dashboard", cookie))).response).get("d1")!.desc!.split(" ")[0])).toBeGreaterThan(0);
  });

  it("counts each statement of a batch, and parallel queries' time once", async () => {
    const { client, meter } = meterD1(env.DB);
    await client.prepare("SELECT 1").first();
    await client.batch([client.prepare("SELECT 1"), client.prepare("SELECT ?").bind(2)]);
    await Promise.all([client.prepare("SELECT 3").all(), client.prepare("SELECT 4").raw()]);
    expect(meter.queries).toBe(5);
    expect(meter.milliseconds).toBeGreaterThanOrEqual(0);
  });
});
