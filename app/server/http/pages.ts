/**
 * Every page goes through here to Remix (docs/decisions/0019). A shared page
 * (app/server/cache/page-policy.ts) asked for by a visitor without a session is answered
 * from the edge's store or rendered for nobody in particular and kept; any other page is
 * rendered for its visitor and marked private. Each answer says which in Cache-Control,
 * Cache-Status (RFC 9211) and Server-Timing.
 */
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import type { Context } from "hono";
import { createAppContext } from "#app/load-context.ts";
import { CACHE_CONTROL, isPersonalRequest, pagePolicyOf } from "#app/server/cache/page-policy.ts";
import { answerSharedPage, type CacheOutcome } from "#app/server/cache/shared-page.server.ts";
import { createDb, type Database } from "#app/server/db/client.server.ts";
import { newNonce } from "./edge-policy.ts";
import type { AppBindings } from "./env.ts";

/** This cache's name in Cache-Status. */
const CACHE_NAME = "LogoMarket";

export function pages(build: ServerBuild) {
  const handleRemixRequest = createRequestHandler(build);
  const render = async (c: Context<AppBindings>, request: Request, db: Database, nonce: string) =>
    handleRemixRequest(
      request,
      createAppContext(
        c.env,
        {
          waitUntil: c.executionCtx.waitUntil.bind(c.executionCtx),
          passThroughOnException: c.executionCtx.passThroughOnException.bind(c.executionCtx),
        },
        { db, nonce, requestId: c.get("requestId"), resvgWasm },
      ),
    );

  return async (c: Context<AppBindings>): Promise<Response> => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const policy = pagePolicyOf(url.pathname);
    const nonce = c.get("nonce");
    const timings = c.get("timings");
    const started = performance.now();
    const readOnly = request.method === "GET" || request.method === "HEAD";

    if (policy.kind === "shared" && readOnly && !isPersonalRequest(request)) {
      const { response, outcome } = await answerSharedPage({
        url,
        method: request.method as "GET" | "HEAD",
        tags: policy.tags,
        build: build.assets.version,
        nonce,
        newNonce,
        // The answer's own render reads through the request's handle; a background refill
        // (stale-while-revalidate) outlives the request, and gets a session of its own.
        render: (anonymous, renderNonce) =>
          render(c, anonymous, renderNonce === nonce ? c.get("db") : createDb(c.env.DB.withSession("first-primary")), renderNonce),
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      });
      timings.add("render", outcome.kind === "hit" ? 0 : performance.now() - started, outcome.kind === "hit" ? "from the edge cache" : undefined);
      const kept = outcome.kind === "hit" || outcome.stored;
      return answer(response, kept ? CACHE_CONTROL.shared : CACHE_CONTROL.personal, cacheStatus(outcome), true);
    }

    const response = await render(c, request, c.get("db"), nonce);
    timings.add("render", performance.now() - started);
    // A shared page seen by someone with a session (or posted to) is theirs alone.
    const cacheControl = policy.kind === "shared" && readOnly && !/no-store/.test(response.headers.get("Cache-Control") ?? "") ? CACHE_CONTROL.personalView : CACHE_CONTROL.personal;
    return answer(response, cacheControl, `${CACHE_NAME}; fwd=bypass`, policy.kind === "shared");
  };
}

function answer(response: Response, cacheControl: string, status: string, variesByCookie: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", cacheControl);
  headers.set("Cache-Status", status);
  // The same URL answers a visitor with a session differently: a shared cache downstream keeps them apart.
  if (variesByCookie) headers.append("Vary", "Cookie");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function cacheStatus(outcome: CacheOutcome): string {
  if (outcome.kind === "hit") return `${CACHE_NAME}; hit; ttl=${outcome.ttlSeconds}`;
  return `${CACHE_NAME}; fwd=uri-miss${outcome.stored ? "; stored" : ""}`;
}

