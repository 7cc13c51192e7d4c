import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono } from "hono";
import * as build from "#server-build";
import { createAppContext } from "../app/load-context";
import { healthz } from "../app/server/http/health";
import { requestLog, serverError } from "../app/server/http/request-log";
import { api } from "./api";
import { edgePolicy } from "./edge-policy";
import type { AppBindings } from "./env";
import { purchases } from "./purchases";
import { relay } from "./relay/relay";

// Durable Object classes are exported from the entry module (wrangler.toml binds them).
export { GenerationRoom } from "./relay/room/generation-room";
export { RateLimiter } from "./relay/rate-limit";

const handleRemixRequest = createRequestHandler(build);

/**
 * The deployed entry. Static files (build/client) never reach it: the assets binding
 * answers them first. The agent protocol (/agent/*, /logo/metadata) is relayed to the
 * agent; JSON endpoints live under /api; every other request is a page.
 */
const app = new Hono<AppBindings>();

// First, so every answer (refusals included) is logged and carries its request id.
app.use(requestLog);
// Next, so every answer below (refusals, errors and 404s included) leaves with its headers.
app.use(edgePolicy);
app.onError(serverError);
app.get("/healthz", healthz);
app.route("/", relay);
app.route("/", purchases);
app.route("/api", api);

app.all("*", (c) =>
  handleRemixRequest(
    c.req.raw,
    createAppContext(c.env, {
      waitUntil: c.executionCtx.waitUntil.bind(c.executionCtx),
      passThroughOnException: c.executionCtx.passThroughOnException.bind(c.executionCtx),
    }, c.get("nonce"), c.get("requestId")),
  ),
);

export default app;
