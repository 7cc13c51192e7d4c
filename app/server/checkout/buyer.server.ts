/**
 * Who is buying: the browser (the visitor cookie), the account when one is signed in, and
 * the time zone the edge places them in (for times they read). A checkout, and the hold
 * on its logos, is its buyer's: the same person pressing Purchase again is taken back to
 * it, from this browser or, signed in, from another device (docs/decisions/0502).
 */
import { owns } from "#app/server/auth/owner.server.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { OrderRow } from "#app/server/db/schema.ts";
import { ensureVisitor } from "#app/server/visitor.server.ts";

/** The placeholder contact of a guest until the checkout asks for an address (spec section 6). */
export const GUEST_CONTACT = "guest@checkout.invalid";

export interface Buyer {
  visitorId: string;
  userId?: string | null;
  /** An IANA zone name (the browser's, or Cloudflare's `request.cf.timezone`); absent: times are told in UTC. */
  timeZone?: string | null;
}

/**
 * The buyer of a request; `setCookie` is the new visitor cookie to send when the browser had
 * none. `browserTimeZone` is what the purchase form's script read from the browser, which
 * knows better than the edge's guess from the address.
 */
export async function buyerOf(request: Request, db: Database, browserTimeZone?: unknown): Promise<{ buyer: Buyer; setCookie: string | null }> {
  const [visitor, user] = await Promise.all([ensureVisitor(request), userOfRequest(db, request)]);
  const timeZone = zoneName(browserTimeZone) ?? zoneName((request as Request & { cf?: { timezone?: unknown } }).cf?.timezone);
  return { buyer: { visitorId: visitor.id, userId: user?.id ?? null, timeZone }, setCookie: visitor.setCookie };
}

/** The order is this buyer's: the same rule as every record a guest makes and an account claims. */
export function ownsOrder(order: OrderRow, buyer: Buyer): boolean {
  return owns(order, { visitorId: buyer.visitorId, userId: buyer.userId ?? null });
}

/** An IANA zone name this runtime knows, or null. */
function zoneName(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
