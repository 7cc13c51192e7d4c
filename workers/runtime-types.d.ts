// The generated Env (worker-configuration.d.ts) names Workers runtime types globally.
// The app also compiles against the DOM library, whose Request/Response clash with the
// runtime's global declarations, so only the binding types are lifted into scope here.
import type * as Workers from "@cloudflare/workers-types/index.ts";

declare global {
  // Secrets (`wrangler secret put`), which the generated Env cannot know of.
  namespace Cloudflare {
    interface Env {
      /** With AGENT_URL: the secret the external agent demands (docs/decisions/0014). */
      AGENT_SHARED_SECRET?: string;
    }
  }
  interface Env {
    AGENT_SHARED_SECRET?: string;
  }
  type D1Database = Workers.D1Database;
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
