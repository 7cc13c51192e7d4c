/**
 * Which pages the edge may keep for everyone, and which belong to one person
 * (docs/decisions/0019). A page is shared only when it is the same for every visitor who
 * has no session: the catalogue, a logo's public page, the gallery and the content pages.
 * Everything else (a person's pages, sign-in forms, checkout, unknown paths) is
 * `private, no-store`: a path must be listed here to be kept at all.
 */
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";
import { readCookie, SESSION_COOKIE, VISITOR_COOKIE } from "#app/server/cookies.server.ts";

export type PagePolicy =
  /** The same for every visitor without a session: kept at the edge under these tags. */
  | { kind: "shared"; tags: string[] }
  /** A person's page, or one no cache may keep. */
  | { kind: "personal" };

/**
 * Cache tags: what a purge names. Cloudflare compares them case-insensitively and they are
 * zone-wide, so they carry the site's prefix.
 */
export const CACHE_TAGS = {
  /** Every kept page: a purge of everything. */
  site: "lm-site",
  /** Pages that list or show catalogue logos: a sale, a hold, a refund, a catalogue change. */
  catalogue: "lm-catalogue",
  /** The gallery of public logos. */
  gallery: "lm-gallery",
  /** One logo's page (catalogue or generated), by the id in its URL. */
  logo: (id: string) => `lm-logo-${id.toLowerCase()}`,
} as const;

/** Pages whose content comes from the code alone (changed by a deploy, whose build is in every key). */
const CONTENT_PAGES = new Set([
  "/about",
  "/support",
  "/terms",
  "/privacy",
  "/imprint",
  "/shipping",
  "/return",
  "/sell-logos",
  "/buy-logos",
  "/designer-handbook",
  "/blog",
  "/robots.txt",
]);

/** Pages that show the catalogue: its logos, counts, tags or sales. */
const CATALOGUE_PAGES = new Set(["/", "/browse", "/sold-logos", "/sitemap.xml"]);

const PERSONAL: PagePolicy = { kind: "personal" };
const shared = (...tags: string[]): PagePolicy => ({ kind: "shared", tags: [CACHE_TAGS.site, ...tags] });

/** The policy of a page by its path; Remix's data requests (`/browse.data`, `/_root.data`) follow their page's. */
export function pagePolicyOf(pathname: string): PagePolicy {
  const path = pagePathOf(pathname);
  if (CATALOGUE_PAGES.has(path)) return shared(CACHE_TAGS.catalogue);
  if (path === "/gallery") return shared(CACHE_TAGS.gallery);
  if (CONTENT_PAGES.has(path) || /^\/blog\/[a-z0-9-]{1,120}$/.test(path)) return shared();
  const logo = /^\/logo\/([^/]+)$/.exec(path)?.[1];
  // A catalogue logo's page lists logos like it that are still for sale: the catalogue's too.
  if (logo && CATALOGUE_ID.test(logo)) return shared(CACHE_TAGS.catalogue, CACHE_TAGS.logo(logo));
  if (logo && LOGO_ID.test(logo)) return shared(CACHE_TAGS.logo(logo));
  return PERSONAL;
}

/** A page's own path: without a trailing slash, and without single fetch's `.data` suffix. */
function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * A request that carries who it comes from: a signed-in session, or a guest's visitor
 * cookie (which owns generated logos and orders, so a logo's page differs for it). Such a
 * request is answered fresh and privately, and never from or into the shared cache.
 */
export function isPersonalRequest(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== null || readCookie(request, VISITOR_COOKIE) !== null || request.headers.has("Authorization");
}

/** How long a kept page is fresh, and how long after that a stale copy may answer while a fresh one is made. */
export const SHARED_FRESH_SECONDS = 300;
export const SHARED_STALE_SECONDS = 60;

export const CACHE_CONTROL = {
  /** A shared page to a visitor without a session: browsers ask again each time, shared caches keep it. */
  shared: `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`,
  /** A shared page to a visitor with a session: theirs alone, checked again each time. */
  personalView: "private, no-cache",
  /** A person's page: kept nowhere. */
  personal: "private, no-store",
} as const;
