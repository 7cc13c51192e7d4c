/**
 * The app Worker's bindings and per-request values as Hono sees them. `Env` itself is
 * generated from wrangler.toml (`npm run typegen`, app/types/worker-configuration.d.ts);
 * every Hono router of the HTTP layer (relay, API, purchases, webhooks) is typed with this,
 * without importing the entry.
 */
import type { Database } from "#app/server/db/client.server.ts";
import type { D1Meter } from "#app/server/db/metered-d1.ts";

/** This answer's Server-Timing entries beyond D1's (server-timing.ts writes the header). */
export interface Timings {
  add(name: string, milliseconds: number | null, description?: string): void;
}

export type AppBindings = {
  Bindings: Env;
  Variables: {
    /** This response's script nonce (edge-policy.ts), for Remix's scripts. */
    nonce: string;
    /** The request's one database handle: made once, shared by every handler and Remix. */
    db: Database;
    /** This request's id (request-log.ts): in its log line, and on the error page for support. */
    requestId: string;
    /** What that handle's queries cost, for Server-Timing. */
    d1: D1Meter;
    /** This answer's Server-Timing entries beyond D1's. */
    timings: Timings;
  };
};
