// The generated Env (worker-configuration.d.ts) names Workers runtime types globally.
// The app also compiles against the DOM library, whose Request/Response clash with the
// runtime's global declarations, so only the binding types are lifted into scope here.
import type * as Workers from "@cloudflare/workers-types/index.ts";

declare global {
  // Secrets (`wrangler secret put`), which the generated Env cannot know of.
  namespace Cloudflare {
    interface Env extends Secrets {}
  }
  interface Env extends Secrets {}
  interface Secrets {
    /** With AGENT_URL: the secret the external agent demands (docs/decisions/0014). */
    AGENT_SHARED_SECRET?: string;
    /** Stripe Checkout (docs/decisions/0500): the secret key and the webhook's signing secret. */
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    /** Stripe's API elsewhere: only the tests' local stand-in sets it. */
    STRIPE_API_URL?: string;
    /** "on" lets the local test checkout take orders: `npm start` and the tests pass it, a deploy never does. */
    CHECKOUT_TEST_MODE?: string;
    /** "on" opens the local outbox page (/dev/outbox): `npm start` and the browser tests pass it, a deploy never does. */
    DEV_OUTBOX?: string;
    /** A mail provider's HTTP API for sending (app/server/mail/); empty: the D1 outbox only. */
    MAIL_PROVIDER_URL?: string;
    MAIL_PROVIDER_KEY?: string;
    MAIL_FROM?: string;
    /** Cloudflare's purge API for kept pages (docs/decisions/0019): a token with the zone's Cache Purge permission. */
    CACHE_PURGE_API_TOKEN?: string;
    /** Cloudflare's API elsewhere: only the tests' local stand-in sets it. */
    CLOUDFLARE_API_URL?: string;
  }
  // workerd's addition to WebCrypto, which the DOM library does not know: two buffers of
  // equal length compared in time that does not depend on their contents.
  interface SubtleCrypto {
    timingSafeEqual: Workers.SubtleCrypto["timingSafeEqual"];
  }
  type D1Database = Workers.D1Database;
  type D1DatabaseSession = Workers.D1DatabaseSession;
  type D1PreparedStatement = Workers.D1PreparedStatement;
  type R2Bucket = Workers.R2Bucket;
  type Fetcher = Workers.Fetcher;
  type DurableObjectNamespace<T extends Rpc.DurableObjectBranded | undefined = undefined> =
    Workers.DurableObjectNamespace<T>;
  type ExecutionContext = Workers.ExecutionContext;
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Rpc {
    type DurableObjectBranded = Workers.Rpc.DurableObjectBranded;
  }
}
