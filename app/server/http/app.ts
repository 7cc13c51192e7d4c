/**
 * The app Worker's entry (wrangler.toml `main`). Static files (build/client) never reach
 * it: the assets binding answers them first. The agent protocol (/agent/*, /logo/metadata)
 * is relayed to the agent through each generation's room; JSON endpoints live under /api;
 * checkout, downloads and Stripe's webhook in purchases.ts; every other request is a page
 * (pages.ts: Remix, behind the edge cache for shared pages).
 */
import { Hono } from "hono";
import * as build from "#server-build";
import { api } from "./api.ts";
import { requestDatabase } from "./database.ts";
import { edgePolicy } from "./edge-policy.ts";
import type { AppBindings } from "./env.ts";
import { healthz } from "./health.ts";
import { pages } from "./pages.ts";
import { requestLog, serverError } from "./request-log.ts";
import { purchases } from "./purchases.ts";
import { relay } from "./relay.ts";
import { serverTiming } from "./server-timing.ts";
import { queue } from "./order-queue.ts";
import { scheduled } from "./scheduled.ts";

// Durable Object classes are exported from the entry module (wrangler.toml binds them).
export { GenerationRoom } from "#app/server/generations/room/generation-room.ts";
export { RateLimiter } from "#app/server/limits/rate-limiter.ts";

const app = new Hono<AppBindings>();

// First, so every answer (refusals included) is logged and carries its request id.
app.use(requestLog);
// Next: it reads what everything below cost, after the answer is final.
app.use(serverTiming);
// The request's one database handle (a D1 session), and the bookmark of what it wrote.
app.use(requestDatabase);
// Before any handler, so every answer below (refusals, errors and 404s included) leaves with its headers.
app.use(edgePolicy);
app.onError(serverError);
app.get("/healthz", healthz);
app.route("/", relay);
app.route("/", purchases);
app.route("/api", api);
app.all("*", pages(build));

// Requests go to Hono (its `fetch`); the Cron Triggers of wrangler.toml to `scheduled`, its
// queues' batches to `queue`. The Hono app itself stays the export, so tests keep calling
// `app.request`.
export default Object.assign(app, { scheduled, queue } satisfies ExportedHandler<Env>);
