/**
 * The request's one database handle (docs/decisions/0019): a D1 session, on the primary
 * when its reads must be current (sessions.server.ts) or when the answer is kept for
 * everyone, else on the nearest replica no older than this browser's last write. After a
 * write the browser gets that write's bookmark, so its next reads include it.
 */
import type { MiddlewareHandler } from "hono";
import { isPersonalRequest, pagePolicyOf } from "#app/server/cache/page-policy.ts";
import { createDb } from "#app/server/db/client.server.ts";
import { meterD1 } from "#app/server/db/metered-d1.ts";
import { bookmarkCookie, openSession, readStartOf } from "#app/server/db/sessions.server.ts";
import type { AppBindings } from "./env.ts";

export const requestDatabase: MiddlewareHandler<AppBindings> = async (c, next) => {
  const request = c.req.raw;
  const session = openSession(c.env.DB, request, readStartOf(request, keptForEveryone(request)));
  const { client, meter } = meterD1(session);
  c.set("db", createDb(client));
  c.set("d1", meter);
  await next();
  if (request.method === "GET" || request.method === "HEAD" || meter.queries === 0) return;
  const cookie = bookmarkCookie(request, session);
  if (!cookie) return;
  try {
    c.res.headers.append("Set-Cookie", cookie);
  } catch {
    // A Durable Object's answer (the relay's stream) has immutable headers.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Set-Cookie", cookie);
  }
};

/** An answer that may go into the shared cache (pages.ts decides the same way). */
function keptForEveryone(request: Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && pagePolicyOf(new URL(request.url).pathname).kind === "shared" && !isPersonalRequest(request);
}
