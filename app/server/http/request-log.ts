/**
 * One structured log line per request (Workers Logs indexes JSON fields), and a request id
 * the visitor can quote: it is sent back as `X-Request-Id`, handed to Remix (the error
 * page shows it) and written on the line. The line names the route, never the query or a
 * secret in the path: ids and tokens in a path are replaced by placeholders.
 */
import type { Context, MiddlewareHandler } from "hono";
import { hexOf } from "#app/lib/hex.ts";

type LogBindings = { Variables: { requestId: string } };

export const REQUEST_ID_HEADER = "X-Request-Id";

/** 64 random bits as hex: short enough to read out on the phone, unique enough for a day of logs. */
export function newRequestId(): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(8)));
}

const PLACEHOLDERS: [RegExp, string][] = [
  [/^\d+$/, ":id"],
  [/^original_\d+$/, ":purchaseId"],
  [/^(gen|logo|order|tcs|revgroup|user|mail)_[A-Za-z0-9_-]+$/, ":$1Id"],
  // Tokens (reset and newsletter links, sessions): long random strings.
  [/^[A-Za-z0-9_-]{20,}$/, ":token"],
];

/** "/api/orders/order_123_ab/files/original_5/png" -> "/api/orders/:orderId/files/:purchaseId/png". */
export function routeOf(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      for (const [pattern, placeholder] of PLACEHOLDERS) if (pattern.test(segment)) return segment.replace(pattern, placeholder);
      return segment.length > 60 ? ":long" : segment;
    })
    .join("/");
}

export const requestLog: MiddlewareHandler<LogBindings> = async (c, next) => {
  const started = Date.now();
  const requestId = newRequestId();
  c.set("requestId", requestId);
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // Headers of a response fetched from elsewhere are immutable.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  }
  const line = {
    message: "request",
    requestId,
    method: c.req.method,
    route: routeOf(new URL(c.req.url).pathname),
    status: c.res.status,
    durationMs: Date.now() - started,
    ...(c.req.header("cf-ray") ? { ray: c.req.header("cf-ray") } : {}),
    ...(c.error ? { error: c.error.message } : {}),
  };
  if (c.res.status >= 500) console.error(JSON.stringify(line));
  else console.log(JSON.stringify(line));
};

const JSON_PATHS = /^\/(api|agent|webhooks|logo\/metadata|healthz)(\/|$)/;

/**
 * An error no handler caught (Remix answers its own with the error page): the visitor is
 * told it was our fault and given the id to quote; the log line has the error.
 */
export function serverError<E extends LogBindings>(error: Error, c: Context<E>): Response {
  const requestId = (c.var as { requestId?: string }).requestId ?? "";
  console.error(JSON.stringify({ message: "unhandled error", requestId, error: error.message, stack: error.stack }));
  const headers = { "Cache-Control": "no-store", [REQUEST_ID_HEADER]: requestId };
  if (JSON_PATHS.test(new URL(c.req.url).pathname)) {
    return c.json({ success: false, error: `Something went wrong on our side. If it keeps happening, contact support and quote ${requestId}.`, requestId }, 500, headers);
  }
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Something went wrong</h1><p>Please try again in a moment. If it keeps happening, contact support and quote this reference:</p><p><code>${requestId}</code></p><p><a href="/">Go to Homepage</a></p></body></html>`,
    500,
    headers,
  );
}
