/**
 * The edge's store of shared pages: Cloudflare's cache through the Workers Cache API, in
 * the data centre that answers (docs/decisions/0019). Each page is kept under a key made
 * of its URL, the build that rendered it, and the current version of each of its tags; a
 * purge gives its tags new versions, so every page under them is unreachable at once (the
 * Cache API can delete by URL only, and a page like /browse has a URL per search).
 * Entries also carry their tags in `Cache-Tag`, which Cloudflare's purge API reaches in
 * every data centre (zone-purge.server.ts).
 */
import { hexOf } from "#app/lib/hex.ts";

const CACHE_NAME = "edge-pages";
/** Where a tag's version is kept, beside the pages (the same data centre, the same lifetime rules). */
const TAG_PATH = "/__edge-cache/tags/";
const PAGE_PATH = "/__edge-cache/pages/";
/** A tag's version outlives any page; if the cache drops it anyway, a new one only costs misses. */
const TAG_VERSION_SECONDS = 365 * 24 * 60 * 60;
const STORED_AT = "X-Edge-Stored-At";

/** Headers a kept page never keeps: who it was for, how it travelled, and what each answer sets anew. */
const NOT_KEPT = new Set([
  "set-cookie",
  "cache-control",
  "cache-status",
  "cache-tag",
  "server-timing",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "age",
  "content-security-policy",
  // Cloudflare's own answer about its cache (miniflare's too), not the page's.
  "cf-cache-status",
]);

export interface KeptPage {
  status: number;
  headers: Headers;
  body: string;
  /** When it was rendered (ms). */
  storedAt: number;
}

function openStore(): Promise<Cache> {
  return caches.open(CACHE_NAME);
}

function newVersion(): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(8)));
}

const tagKey = (origin: string, tag: string) => `${origin}${TAG_PATH}${encodeURIComponent(tag)}`;

async function writeTagVersion(store: Cache, origin: string, tag: string, version: string): Promise<void> {
  await store.put(tagKey(origin, tag), new Response(version, { headers: { "Cache-Control": `public, s-maxage=${TAG_VERSION_SECONDS}` } }));
}

/**
 * The current version of each tag. A tag without one (never purged, or dropped by the
 * cache) gets a new one: no page kept before can match it.
 */
async function tagVersions(store: Cache, origin: string, tags: readonly string[]): Promise<string[]> {
  return Promise.all(
    tags.map(async (tag) => {
      const kept = await store.match(tagKey(origin, tag));
      if (kept) return kept.text();
      const version = newVersion();
      await writeTagVersion(store, origin, tag, version);
      return version;
    }),
  );
}

/** New versions for these tags in this data centre: every page kept under any of them is gone. */
export async function bumpTags(origin: string, tags: readonly string[]): Promise<void> {
  const store = await openStore();
  await Promise.all([...new Set(tags)].map((tag) => writeTagVersion(store, origin, tag, newVersion())));
}

/**
 * Where a page is kept now. Read before the page is rendered: a purge that lands during
 * the render moves the key, so what that render stores is never found (the render, from
 * the primary database, may predate the change it purged for).
 */
export async function pageKeyOf(url: URL, build: string, tags: readonly string[]): Promise<string> {
  const versions = await tagVersions(await openStore(), url.origin, tags);
  return `${url.origin}${PAGE_PATH}${encodeURIComponent(build)}/${versions.join(".")}${url.pathname}${url.search}`;
}

export async function readPage(key: string): Promise<KeptPage | null> {
  const kept = await (await openStore()).match(key);
  if (!kept) return null;
  const storedAt = Number(kept.headers.get(STORED_AT));
  const headers = new Headers(kept.headers);
  for (const name of [...NOT_KEPT, STORED_AT.toLowerCase()]) headers.delete(name);
  return { status: kept.status, headers, body: await kept.text(), storedAt: Number.isFinite(storedAt) ? storedAt : 0 };
}

/** Keeps a page for `lifetimeSeconds`, tagged for Cloudflare's purge API. */
export async function writePage(key: string, page: KeptPage, tags: readonly string[], lifetimeSeconds: number): Promise<void> {
  const headers = keptHeaders(page.headers);
  headers.set("Cache-Control", `public, s-maxage=${lifetimeSeconds}`);
  headers.set("Cache-Tag", tags.join(","));
  headers.set(STORED_AT, String(page.storedAt));
  await (await openStore()).put(key, new Response(page.body, { status: page.status, headers }));
}

/** The headers of a rendered page that belong to the page itself. */
export function keptHeaders(source: Headers): Headers {
  const headers = new Headers();
  source.forEach((value, name) => {
    if (!NOT_KEPT.has(name.toLowerCase())) headers.append(name, value);
  });
  return headers;
}
