/**
 * Anonymous pages from the edge cache (issue 26, docs/decisions/0019): what a visitor
 * without a session gets and what everyone else gets, side by side, header by header.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as build from "#server-build";
import { CACHE_TAGS, pagePolicyOf } from "#app/server/cache/page-policy.ts";
import { pageKeyOf, readPage, writePage } from "#app/server/cache/page-store.ts";
import { get, signUp } from "./account-helpers.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { newGenerationId, newLogoId } from "#protocol/ids.ts";
import { db, newBuyer } from "./checkout-helpers.ts";
import { anonymous, cacheStatusOf, emptyEdgeCache, noncesOf, serverTimingOf } from "./edge-helpers.ts";
import { seedCatalogue } from "./fixtures.ts";

beforeAll(async () => {
  await seedCatalogue();
});
beforeEach(emptyEdgeCache);

const SHARED_PAGES = ["/", "/browse", "/browse?search=coffee&category=Animals", "/logo/1", "/gallery", "/sold-logos", "/about", "/blog", "/blog/logo-design-trends-2027", "/terms", "/sitemap.xml", "/browse.data"];
const PERSONAL_PAGES = ["/my-logos", "/favorites", "/dashboard", "/dashboard?tab=purchases", "/orders/order_1_abcdef", "/purchase-success?order_id=order_1_abcdef", "/login", "/signup", "/reset-password", "/account/data.json", "/dashboard.data"];

describe("a shared page for a visitor without a session", () => {
  it.each(SHARED_PAGES)("%s: rendered once, then answered from the edge cache, with headers for shared caches and no cookie", async (path) => {
    const first = await anonymous(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
    expect(first.headers.get("Set-Cookie")).toBeNull();
    expect(first.headers.get("Vary")).toMatch(/Cookie/);
    expect(cacheStatusOf(first)).toMatchObject({ hit: false, fwd: "uri-miss", stored: true });
    const firstBody = await first.text();

    const second = await anonymous(path);
    expect(second.status).toBe(200);
    expect(second.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    expect(second.headers.get("Set-Cookie")).toBeNull();
    expect(second.headers.get("Cache-Status")).toMatch(/^LogoMarket; hit; ttl=\d+$/);
    expect(second.headers.get("Content-Type")).toBe(first.headers.get("Content-Type"));
    // The same page (its nonces aside), and no database query for it.
    const nonceFree = (body: string) => body.replace(/nonce="[^"]*"/g, "");
    expect(nonceFree(await second.text())).toBe(nonceFree(firstBody));
    expect(serverTimingOf(second).get("d1")).toEqual({ dur: 0, desc: "0 queries" });
  });

  it("gives every answer from the cache a nonce of its own, the same in its policy and on every script", async () => {
    await (await anonymous("/browse")).text();
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const hit = await anonymous("/browse");
      const body = await hit.text();
      expect(cacheStatusOf(hit).hit).toBe(true);
      const { policy, inBody } = noncesOf(hit, body);
      expect(policy).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(inBody.length).toBeGreaterThan(1);
      expect(new Set(inBody)).toEqual(new Set([policy]));
      expect(body).not.toContain("edge-cache-nonce-placeholder");
      seen.add(policy!);
    }
    expect(seen.size).toBe(3);
  });

  it("keeps each search and each page of results apart, and HEAD asks the same cache", async () => {
    const coffee = await (await anonymous("/browse?search=coffee")).text();
    const lion = await anonymous("/browse?search=lion");
    expect(cacheStatusOf(lion).stored).toBe(true);
    const lionBody = await lion.text();
    expect(lionBody).toContain("Lion Crest");
    expect(lionBody).not.toContain("Coffee Cat");
    expect(coffee).toContain("Coffee Cat");
    const head = await anonymous("/browse?search=lion", { method: "HEAD" });
    expect(cacheStatusOf(head).hit).toBe(true);
    expect(await head.text()).toBe("");
  });

  it("does not keep a missing page, and says so", async () => {
    for (const path of ["/logo/999999", "/blog/no-such-article", "/no-such-page"]) {
      const response = await anonymous(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(cacheStatusOf(response).stored).toBe(false);
      expect(cacheStatusOf(await anonymous(path)).hit).toBe(false);
    }
  });

  it("answers a stale page at once and renders a fresh one behind it (stale-while-revalidate)", async () => {
    const url = new URL("http://localhost/about");
    await (await anonymous("/about")).text();
    const key = await pageKeyOf(url, build.assets.version, (pagePolicyOf("/about") as { tags: string[] }).tags);
    const kept = (await readPage(key))!;
    expect(kept).not.toBeNull();
    // Rendered 330 s ago: past its 300 s, inside the 60 s it may still answer for.
    await writePage(key, { ...kept, body: kept.body.replace("</body>", "<!-- the stale copy --></body>"), storedAt: Date.now() - 330_000 }, [], 360);
    const stale = await anonymous("/about");
    expect(cacheStatusOf(stale)).toMatchObject({ hit: true, ttl: -30 });
    expect(await stale.text()).toContain("the stale copy");
    await expect.poll(async () => (await readPage(key))?.storedAt ?? 0, { timeout: 5000 }).toBeGreaterThan(Date.now() - 10_000);
    const fresh = await anonymous("/about");
    expect(cacheStatusOf(fresh).hit).toBe(true);
    expect(await fresh.text()).not.toContain("the stale copy");
  });
});

describe("a visitor with a session, and the pages of a person", () => {
  it.each(PERSONAL_PAGES)("%s: private, no-store, never from or into the cache, for a visitor without a session too", async (path) => {
    for (let i = 0; i < 2; i++) {
      const response = await anonymous(path);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Cache-Status")).toBe("LogoMarket; fwd=bypass");
    }
  });

  it("answers a signed-in visitor fresh and privately, and never hands their page to anyone else", async () => {
    const name = `Ada Cachewise ${Date.now()}`;
    const { cookie, email } = await signUp({ displayName: name });
    for (const path of ["/", "/browse", "/logo/1", "/about"]) {
      const mine = await get(path, cookie);
      expect(mine.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(mine.headers.get("Cache-Status")).toBe("LogoMarket; fwd=bypass");
      expect(await mine.text()).toContain(email);

      // Someone without a session next, then the signed-in visitor again: neither gets the other's page.
      const theirs = await anonymous(path);
      expect(cacheStatusOf(theirs)).toMatchObject({ hit: false, stored: true });
      const theirBody = await theirs.text();
      expect(theirBody).not.toContain(email);
      expect(theirBody).not.toContain(name);
      const mineAgain = await get(path, cookie);
      expect(mineAgain.headers.get("Cache-Status")).toBe("LogoMarket; fwd=bypass");
      expect(await mineAgain.text()).toContain(email);
    }
  });

  it("treats a guest's visitor cookie as a session: their own logo's page is theirs, and is never kept", async () => {
    const maker = await newBuyer();
    const logoId = newLogoId();
    const id = newGenerationId();
    const prompt = "A secret prompt for a quarry";
    await recordStarted(db(), { id, logoId, prompt, parentGenerationId: null, revisionGroupId: null, ownerVisitorId: maker.id, at: new Date() });
    await recordCompleted(db(), id, { spec: {}, metadata: { name: "Quill & Quarry", description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });

    const mine = await get(`/logo/${logoId}`, maker.cookie);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(await mine.text()).toContain(prompt);
    // A stranger's copy of the same page is kept, and tells them nothing of the prompt.
    const strangers = await anonymous(`/logo/${logoId}`);
    expect(cacheStatusOf(strangers).stored).toBe(true);
    const strangersBody = await strangers.text();
    expect(strangersBody).toContain("Quill &amp; Quarry");
    expect(strangersBody).not.toContain("secret prompt");
    expect(cacheStatusOf(await anonymous(`/logo/${logoId}`)).hit).toBe(true);
    const mineAgain = await get(`/logo/${logoId}`, maker.cookie);
    expect(mineAgain.headers.get("Cache-Status")).toBe("LogoMarket; fwd=bypass");
    expect(await mineAgain.text()).toContain(prompt);
  });

  it("never keeps the page of a logo still being designed, or one not recorded yet", async () => {
    const logoId = newLogoId();
    for (let i = 0; i < 2; i++) {
      const unknown = await anonymous(`/logo/${logoId}`);
      expect(unknown.headers.get("Cache-Control")).toBe("private, no-store");
      expect(cacheStatusOf(unknown).stored).toBe(false);
    }
    const id = newGenerationId();
    await recordStarted(db(), { id, logoId, prompt: "A logo for Ember Row", parentGenerationId: null, revisionGroupId: null, ownerVisitorId: (await newBuyer()).id, at: new Date() });
    expect(cacheStatusOf(await anonymous(`/logo/${logoId}`)).stored).toBe(false);
    expect(cacheStatusOf(await anonymous(`/logo/${logoId}`)).hit).toBe(false);
    await recordCompleted(db(), id, { spec: {}, metadata: { name: "Ember Row", description: "", tags: [], category: "ai-generated", bgColor: "bg-white" }, at: new Date() });
    expect(cacheStatusOf(await anonymous(`/logo/${logoId}`)).stored).toBe(true);
    expect(cacheStatusOf(await anonymous(`/logo/${logoId}`)).hit).toBe(true);
  });

  it("posts to a shared page are answered privately and leave the kept page as it was", async () => {
    await (await anonymous("/blog")).text();
    const answer = await anonymous("/blog", { method: "POST", body: new URLSearchParams({ email: "not an address" }) });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Cache-Status")).toBe("LogoMarket; fwd=bypass");
    expect(cacheStatusOf(await anonymous("/blog")).hit).toBe(true);
  });
});

describe("what a page is", () => {
  it("keeps only listed paths, and tags each with what it shows", () => {
    expect(pagePolicyOf("/")).toEqual({ kind: "shared", tags: [CACHE_TAGS.site, CACHE_TAGS.catalogue] });
    expect(pagePolicyOf("/_root.data")).toEqual(pagePolicyOf("/"));
    expect(pagePolicyOf("/browse.data")).toEqual(pagePolicyOf("/browse"));
    expect(pagePolicyOf("/logo/12")).toEqual({ kind: "shared", tags: [CACHE_TAGS.site, CACHE_TAGS.catalogue, CACHE_TAGS.logo("12")] });
    expect(pagePolicyOf("/logo/logo_1_AbC")).toEqual({ kind: "shared", tags: [CACHE_TAGS.site, CACHE_TAGS.logo("logo_1_AbC")] });
    expect(pagePolicyOf("/gallery")).toEqual({ kind: "shared", tags: [CACHE_TAGS.site, CACHE_TAGS.gallery] });
    for (const path of ["/logo/0", "/logo/gen_1_abc", "/logo/1/extra", "/orders/x", "/dev/outbox", "/admin", "/anything-else"]) {
      expect(pagePolicyOf(path)).toEqual({ kind: "personal" });
    }
  });
});
