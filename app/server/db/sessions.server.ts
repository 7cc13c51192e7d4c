/**
 * D1 read replication through the Sessions API (docs/decisions/0019): each request reads
 * through one session. Reads that must be current go to the primary first; the rest may
 * be answered by the nearest replica, no older than the browser's last write, whose
 * bookmark it carries in a cookie after every write. Without replication (local
 * development, a database that has it off) every session is answered by the primary.
 */
import { BOOKMARK_COOKIE, readCookie, setCookie } from "#app/server/cookies.server.ts";

/** D1's bookmarks are hex numbers joined by dashes; anything else is not passed on. */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;

/** Where a request's reads start: "current" on the primary, else as fresh as the browser's bookmark. */
export type ReadStart = "current" | "nearest";

/**
 * Paths whose reads decide money, ownership or files: checkout and its pages, orders and
 * their downloads, a generation's files and metadata, the agent relay, Stripe's webhook.
 */
const MUST_BE_CURRENT = /^\/(?:checkout|purchase-success|purchase-cancelled|test-checkout\/|orders\/|webhooks\/|agent\/|logo\/metadata|api\/(?:checkout|purchases|orders|generations|visitor))/;

/**
 * `keptForEveryone`: the answer goes into the shared cache, where a replica's lag would
 * outlive the purge that the change behind it made.
 */
export function readStartOf(request: Request, keptForEveryone: boolean): ReadStart {
  if (request.method !== "GET" && request.method !== "HEAD") return "current";
  if (keptForEveryone) return "current";
  return MUST_BE_CURRENT.test(new URL(request.url).pathname) ? "current" : "nearest";
}

export function openSession(d1: D1Database, request: Request, start: ReadStart): D1DatabaseSession {
  if (start === "current") return d1.withSession("first-primary");
  const bookmark = readCookie(request, BOOKMARK_COOKIE);
  return d1.withSession(bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : "first-unconstrained");
}

/** The cookie that lets this browser's next reads see what this request wrote; null when there is nothing to carry. */
export function bookmarkCookie(request: Request, session: D1DatabaseSession): string | null {
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK_PATTERN.test(bookmark)) return null;
  return setCookie(request, BOOKMARK_COOKIE, bookmark);
}
