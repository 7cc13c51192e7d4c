/**
 * The app Worker's bindings as Hono sees them. `Env` itself is generated from wrangler.toml
 * (`npm run typegen`, workers/worker-configuration.d.ts); this file gives it the shape every
 * Hono router of the app (relay, API, webhooks) is typed with, without importing the entry.
 */
export type AppBindings = {
  Bindings: Env;
  /** `nonce`: this response's script nonce (workers/edge-policy.ts), for Remix's scripts; `requestId`: app/server/http/request-log.ts. */
  Variables: { nonce: string; requestId: string };
};
