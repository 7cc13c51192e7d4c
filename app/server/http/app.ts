/**
 * The app Worker's entry (wrangler.toml `main`). Static files (build/client) never reach
 * it: the assets binding answers them first. The agent protocol (/agent/*, /logo/metadata)
 * is relayed to the agent through each generation's room; JSON endpoints live under /api;
 * checkout, downloads and Stripe's webhook in purchases.ts; every other request is a page.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono } from "hono";
import * as build from "#server-build";
import { createAppContext } from "#app/load-context.ts";
import { createDb } from "#app/server/db/client.server.ts";
import { api } from "./api.ts";
import { edgePolicy } from "./edge-policy.ts";
import type { AppBindings } from "./env.ts";
import { healthz } from "./health.ts";
import { requestLog, serverError } from "./request-log.ts";
import { purchases } from "./purchases.ts";
import { relay } from "./relay.ts";

// Durable Object classes are exported from the entry module (wrangler.toml binds them).
export { GenerationRoom } from "#app/server/generations/room/generation-room.ts";
export { RateLimiter } from "#app/server/limits/rate-limiter.ts";

const handleRemixRequest = createRequestHandler(build);

const app = new Hono<AppBindings>();

// First, so every answer (refusals included) is logged and carries its request id.
app.use(requestLog);
// Next, so every answer below (refusals, errors and 404s included) leaves with its headers.
app.use(edgePolicy);
app.onError(serverError);
app.use(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});
app.get("/healthz", healthz);
app.route("/", relay);
app.route("/", purchases);
app.route("/api", api);

app.all("*", (c) =>
  handleRemixRequest(
    c.req.raw,
    createAppContext(
      c.env,
      {
        waitUntil: c.executionCtx.waitUntil.bind(c.executionCtx),
        passThroughOnException: c.executionCtx.passThroughOnException.bind(c.executionCtx),
      },
      { db: c.get("db"), nonce: c.get("nonce"), requestId: c.get("requestId") },
    ),
  ),
);

export default app;
