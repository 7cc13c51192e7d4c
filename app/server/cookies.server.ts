/**
 * The site's cookies, written and read in one place. Every one of them is
 * `Path=/; HttpOnly; Secure; SameSite=Lax` with its own lifetime; none is for scripts.
 *
 * Over https (the deployed site) each is named `__Host-{name}`: a browser keeps such a
 * cookie only when it is Secure, has Path=/ and no Domain, and was set by this very host,
 * so a sibling subdomain or a plain-http answer cannot plant or overwrite it. Over plain
 * http (`npm start`, the tests on localhost) the plain name is used: browsers treat
 * localhost as secure and keep the Secure cookies, but the tests and the development
 * tools read the short names.
 *
 * Values are the app's own tokens and bookmarks (base64url, hex, dashes) or are
 * URI-encoded by the caller; they are written as they are, so cookies issued before
 * this module keep their format.
 */

export interface AppCookie {
  /** The name over plain http; over https it gets the `__Host-` prefix. */
  name: string;
  maxAgeSeconds: number;
}

const HOST_PREFIX = "__Host-";

/** The guest's visitor token (visitor.server.ts): about a year, so a returning guest finds their logos. */
export const VISITOR_COOKIE: AppCookie = { name: "visitor", maxAgeSeconds: 365 * 24 * 60 * 60 };
/** A signed-in session's token (auth/session.server.ts): 30 days, as its row in D1. */
export const SESSION_COOKIE: AppCookie = { name: "session", maxAgeSeconds: 30 * 24 * 60 * 60 };
/** D1's bookmark after this browser's last write (db/sessions.server.ts): longer than any replica's lag. */
export const BOOKMARK_COOKIE: AppCookie = { name: "db-bookmark", maxAgeSeconds: 300 };
/** Where to go after Google sign-in (auth/auth-flows.server.ts): as long as the provider's round trip may take. */
export const AUTH_RETURN_COOKIE: AppCookie = { name: "auth_return", maxAgeSeconds: 600 };

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The cookie's name on this request's site. */
export function cookieName(cookie: AppCookie, request: Request): string {
  return isHttps(request) ? `${HOST_PREFIX}${cookie.name}` : cookie.name;
}

/** The cookie's value as this request carries it, or null. Only the name for its scheme counts. */
export function readCookie(request: Request, cookie: AppCookie): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const name = cookieName(cookie, request);
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** A Set-Cookie value that stores `value` for the cookie's lifetime. */
export function setCookie(request: Request, cookie: AppCookie, value: string): string {
  return serialize(cookieName(cookie, request), value, cookie.maxAgeSeconds);
}

/** A Set-Cookie value that removes the cookie. */
export function clearCookie(request: Request, cookie: AppCookie): string {
  return serialize(cookieName(cookie, request), "", 0);
}

function serialize(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}
