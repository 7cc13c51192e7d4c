/**
 * The visitor cookie: how a guest owns the logos they generate (issue 4; accounts later
 * claim a visitor's generations when they sign in). Plain Request/Headers in and out, so
 * the Hono relay and Remix loaders and actions share it.
 *
 * The cookie holds a secret token (256 random bits). The owner id stored in D1 is
 * derived from it (SHA-256), so the database never holds a value that works as a
 * cookie: reading the table does not let anyone act as the visitor
 * (docs/decisions/0402-visitor-cookie.md).
 */

import { randomToken, sha256Hex, TOKEN_PATTERN } from "./tokens.server.ts";
import { readCookie, setCookie, VISITOR_COOKIE } from "./cookies.server.ts";

export interface Visitor {
  /** The owner id stored with the visitor's generations (`v_` + 64 hex digits). */
  id: string;
  /** The cookie's value. Only ever sent back to its own browser. */
  token: string;
  /** A Set-Cookie header value when the browser has no (valid) cookie yet, else null. */
  setCookie: string | null;
}

/** The visitor of this request, or null when the request carries no valid cookie. */
export async function readVisitor(request: Request): Promise<Visitor | null> {
  const token = readCookie(request, VISITOR_COOKIE);
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return { id: await visitorIdFor(token), token, setCookie: null };
}

/** The visitor of this request; a new one (with `setCookie` to send) when there is none. */
export async function ensureVisitor(request: Request): Promise<Visitor> {
  const existing = await readVisitor(request);
  if (existing) return existing;
  const token = newVisitorToken();
  return { id: await visitorIdFor(token), token, setCookie: visitorCookie(request, token) };
}

export function newVisitorToken(): string {
  return randomToken();
}

/**
 * HttpOnly: scripts never read it. Secure: never sent in clear text (browsers accept Secure
 * cookies from http://localhost and http://127.0.0.1 as well). SameSite=Lax: sent when a
 * person follows a link here, not on cross-site posts (cookies.server.ts).
 */
function visitorCookie(request: Request, token: string): string {
  return setCookie(request, VISITOR_COOKIE, token);
}

export async function visitorIdFor(token: string): Promise<string> {
  return `v_${await sha256Hex(token)}`;
}
