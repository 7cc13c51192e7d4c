import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Database } from "#app/server/db/client.server.ts";

/** What every loader and action receives as `context`. */
export interface AppContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  db: Database;
  /**
   * The script nonce of this response's Content-Security-Policy (app/server/http/edge-policy.ts).
   * Absent under `remix vite:dev`, which sends no policy.
   */
  nonce?: string;
  /** This request's id (app/server/http/request-log.ts): the error page shows it for support. */
  requestId?: string;
  /** resvg's compiled WASM, for the pictures of designers' uploads (app/server/designers/raster.server.ts). */
  resvgWasm?: WebAssembly.Module;
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
  interface Future {
    v3_singleFetch: true;
  }
}

/** The request's database handle comes from the Worker's entry, which made it once; `vite:dev` has none. */
export function createAppContext(env: Env, ctx: AppContext["ctx"], request: { db?: Database; nonce?: string; requestId?: string; resvgWasm?: WebAssembly.Module } = {}): AppLoadContext {
  return { env, ctx, db: request.db ?? createDb(env.DB), nonce: request.nonce, requestId: request.requestId, resvgWasm: request.resvgWasm };
}
