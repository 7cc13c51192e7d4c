/**
 * The one policy every response of the app Worker leaves with: pages, JSON, the relay's
 * streams, downloads, refusals, errors and 404s (docs/decisions/0015). Applied once, as
 * the first middleware of app.ts. It mints the request's script nonce, which
 * Remix receives through the load context and puts on every script it renders.
 */
import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "./env.ts";
import { guardRequest } from "./request-guard.ts";

/** Stripe Checkout's pages, where the purchase form's answer sends the buyer. */
const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
const DEFAULT_GOOGLE_ISSUER = "https://accounts.google.com";
/** What a 429 that forgot to say it answers with: a minute, the rate limits' window. */
const DEFAULT_RETRY_AFTER_SECONDS = "60";
/** `sandbox` with no allowances: no scripts, no same origin. */
const SANDBOX_DIRECTIVE = /(^|;)\s*sandbox\s*(;|$)/;

export const edgePolicy: MiddlewareHandler<AppBindings> = async (c, next) => {
  const nonce = newNonce();
  c.set("nonce", nonce);
  const guarded = await guardRequest(c.req.raw);
  if (guarded.ok) {
    c.req.raw = guarded.request;
    await next();
  } else {
    c.res = guarded.response;
  }
  const headers = policyHeaders(c.env, new URL(c.req.url), nonce);
  try {
    applyPolicy(c.res.headers, headers, c.res.status);
  } catch {
    // Headers of a response fetched from elsewhere (assets, a Durable Object) are immutable.
    const copy = new Response(c.res.body, c.res);
    applyPolicy(copy.headers, headers, copy.status);
    c.res = copy;
  }
};

/** 128 random bits, base64: a new one for every response, so a nonce never predicts the next. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

interface PolicyEnv {
  GOOGLE_ISSUER?: string;
  GOOGLE_CLIENT_ID?: string;
  STRIPE_SECRET_KEY?: string;
}

export function contentSecurityPolicy(env: PolicyEnv, nonce: string): string {
  // Forms post to the site itself; the contact form's answer opens the mail program, sign-in
  // goes on to Google, a purchase to Stripe: a form's redirects are checked as well.
  const formTargets = ["'self'", "mailto:"];
  if (env.GOOGLE_CLIENT_ID) formTargets.push(originOf(env.GOOGLE_ISSUER || DEFAULT_GOOGLE_ISSUER));
  if (env.STRIPE_SECRET_KEY) formTargets.push(STRIPE_CHECKOUT_ORIGIN);
  return [
    "default-src 'self'",
    // Remix's bundles from /assets, and its inline scripts by nonce; no inline script else.
    `script-src 'self' 'nonce-${nonce}'`,
    // React's style attributes (progress bars, positions) are inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Partial images arrive as data: URLs; downloads and canvases may use blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

function policyHeaders(env: PolicyEnv, url: URL, nonce: string): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(env, nonce),
    "X-Content-Type-Options": "nosniff",
    // For browsers older than frame-ancestors.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  };
  // Only over https: on plain http (local development) the header would mean nothing.
  if (url.protocol === "https:") headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

function applyPolicy(target: Headers, headers: Record<string, string>, status: number): void {
  // A response that sandboxes itself (an upload, app/server/uploads/serve.server.ts) keeps its
  // own policy: stricter than a page's, and a page's would let it act as our origin.
  const sandboxed = SANDBOX_DIRECTIVE.test(target.get("Content-Security-Policy") ?? "");
  for (const [name, value] of Object.entries(headers)) {
    if (name === "Content-Security-Policy" && sandboxed) continue;
    target.set(name, value);
  }
  // Nothing leaves without saying who may keep it; what says nothing is kept by no one.
  if (!target.has("Cache-Control")) target.set("Cache-Control", "private, no-store");
  if (status === 429 && !target.has("Retry-After")) target.set("Retry-After", DEFAULT_RETRY_AFTER_SECONDS);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return DEFAULT_GOOGLE_ISSUER;
  }
}
