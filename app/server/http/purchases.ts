/**
 * The purchase's HTTP endpoints (marketplace spec section 7, "backend callable functions
 * for checkout"), the gated file downloads, and Stripe's webhook. The logic is in
 * app/server/checkout/ and app/server/orders/; this file only reads requests and writes
 * answers. Failures answer the spec's generic messages; another buyer's order is a 404.
 */
import { Hono, type Context } from "hono";
import { openCheckout } from "#app/server/checkout/open-checkout.server.ts";
import { providerOf } from "#app/server/checkout/provider.server.ts";
import { confirmPayment, downloadLinks, fulfilDeps, kitsOf, orderForViewer, orderInvoiceUrl, purchaseContextFrom, summarize, viewerFrom, type PurchaseContext, type RequestContext } from "#app/server/checkout/purchases.server.ts";
import { handleStripeWebhook } from "#app/server/checkout/webhook.server.ts";
import { orderFileResponse, orderPictureResponse } from "#app/server/orders/downloads.server.ts";
import type { Viewer } from "#app/server/orders/orders.server.ts";
import { PURCHASE_COPY } from "#app/lib/purchase.ts";
import type { AppBindings } from "./env.ts";

export const purchases = new Hono<AppBindings>();

const NO_STORE = { "Cache-Control": "no-store" };

/** This request's context, as every server function of a purchase takes it (the Remix routes build the same). */
function purchaseContext(c: Context<AppBindings>): PurchaseContext {
  return purchaseContextFrom(c.req.raw, requestContext(c));
}

function requestContext(c: Context<AppBindings>): RequestContext {
  return { db: c.get("db"), env: c.env, ctx: c.executionCtx };
}

function viewerOf(c: Context<AppBindings>): Promise<Viewer> {
  return viewerFrom(c.req.raw, c.get("db"));
}

async function jsonBody(c: Context<AppBindings>): Promise<Record<string, unknown> | null> {
  if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) return null;
  try {
    const body = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Create checkout: { logoIds, userEmail, successUrl, cancelUrl } -> { success, checkoutUrl, error }. */
purchases.post("/api/checkout", async (c) => {
  const body = await jsonBody(c);
  if (!body) return c.json({ success: false, error: PURCHASE_COPY.createFailed }, 400, NO_STORE);
  const logoIds = Array.isArray(body.logoIds) ? body.logoIds.filter((id): id is string => typeof id === "string") : [];
  const { result, setCookie } = await openCheckout(c.req.raw, requestContext(c), {
    logoIds,
    userEmail: typeof body.userEmail === "string" ? body.userEmail : null,
    successUrl: typeof body.successUrl === "string" ? body.successUrl : null,
    cancelUrl: typeof body.cancelUrl === "string" ? body.cancelUrl : null,
  });
  const headers: Record<string, string> = { ...NO_STORE };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  return result.ok
    ? c.json({ success: true, checkoutUrl: result.checkoutUrl, orderId: result.orderId }, 200, headers)
    : c.json({ success: false, error: result.error }, result.status, headers);
});

/** Verify purchase: { orderId } -> the order as the provider now says it is. */
purchases.post("/api/purchases/verify", async (c) => {
  const body = await jsonBody(c);
  const orderId = typeof body?.orderId === "string" ? body.orderId : "";
  const found = await orderForViewer(purchaseContext(c), orderId, await viewerOf(c)).catch(() => null);
  if (!found) return c.json({ success: false, error: PURCHASE_COPY.verifyFailed }, 404, NO_STORE);
  return c.json({ success: true, purchase: summarize(found) }, 200, NO_STORE);
});

/** Get purchase status: the order's status, without asking the provider. */
purchases.get("/api/purchases/:id", async (c) => {
  const found = await orderForViewer(purchaseContext(c), c.req.param("id"), await viewerOf(c), false);
  if (!found) return c.json({ success: false, error: PURCHASE_COPY.statusFailed }, 404, NO_STORE);
  return c.json({ success: true, purchase: summarize(found) }, 200, NO_STORE);
});

/** Complete purchase: { orderId, customData } -> fulfils a paid order (idempotent). */
purchases.post("/api/purchases/complete", async (c) => {
  const body = await jsonBody(c);
  const context = purchaseContext(c);
  const orderId = typeof body?.orderId === "string" ? body.orderId : "";
  const found = await orderForViewer(context, orderId, await viewerOf(c), false);
  if (!found) return c.json({ success: false, error: PURCHASE_COPY.completeFailed }, 404, NO_STORE);
  try {
    const outcome = await confirmPayment(context, found);
    if (outcome.status !== "completed") return c.json({ success: false, error: PURCHASE_COPY.completeFailed, status: outcome.status }, 409, NO_STORE);
    return c.json({ success: true, status: outcome.status }, 200, NO_STORE);
  } catch (error) {
    console.error(`order ${orderId}: completing failed`, error);
    return c.json({ success: false, error: PURCHASE_COPY.completeFailed }, 502, NO_STORE);
  }
});

/** Get download links: every file of a completed order. */
purchases.get("/api/purchases/:id/download-links", async (c) => {
  const viewer = await viewerOf(c);
  const found = await orderForViewer(purchaseContext(c), c.req.param("id"), viewer);
  if (!found || found.order.status !== "completed") return c.json({ success: false, error: PURCHASE_COPY.linksFailed }, 404, NO_STORE);
  const context = purchaseContext(c);
  return c.json({ success: true, orderId: found.order.id, logos: downloadLinks(found, viewer.downloadKey, await kitsOf(context, found, 0)) }, 200, NO_STORE);
});

/**
 * One file of a bought logo's brand kit, by its id (`logo/logo.svg`, `web/favicon.ico`) or
 * one of the four names the site has always had (png, transparent-png, webp, svg), or the
 * whole kit as a ZIP (`zip`).
 */
purchases.get("/api/orders/:id/files/:purchaseId/:format{.+}", async (c) => {
  const context = purchaseContext(c);
  const orderId = c.req.param("id");
  const answer = await orderFileResponse(context, await viewerOf(c), orderId, c.req.param("purchaseId"), c.req.param("format"));
  return answer.ok || !opensAsPage(c.req.raw) ? answer : toOrderPage(c.req.raw, orderId);
});

/**
 * A file link opened as a page (from a mail, a bookmark, the address bar) that serves no
 * file (the order refunded, the kit being made, a link not this visitor's) leads to the
 * order's page, which says which and refreshes itself while the kit is made; a program
 * (fetch) and a download keep the JSON answer and its status.
 */
function opensAsPage(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  if (destination !== null) return destination === "document";
  return /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
}

function toOrderPage(request: Request, orderId: string): Response {
  // A guest's link carries the key the order's page needs too.
  const key = new URL(request.url).searchParams.get("key");
  const query = key ? `?key=${encodeURIComponent(key)}` : "";
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: `/orders/${encodeURIComponent(orderId)}${query}` } });
}

/** A picture of a bought logo's kit shown in place, to its buyer only. */
purchases.get("/api/orders/:id/pictures/:purchaseId/:format{.+}", async (c) => {
  return orderPictureResponse(purchaseContext(c), await viewerOf(c), c.req.param("id"), c.req.param("purchaseId"), c.req.param("format"));
});

/** The order's invoice, to its buyer only: a redirect to the provider's page of it. */
purchases.get("/api/orders/:id/invoice", async (c) => {
  const url = await orderInvoiceUrl(purchaseContext(c), await viewerOf(c), c.req.param("id"));
  if (!url) return c.json({ error: "There is no invoice for this order here." }, 404, NO_STORE);
  return c.redirect(url, 303);
});

/** Stripe's events, verified against STRIPE_WEBHOOK_SECRET before anything is written. */
purchases.post("/webhooks/stripe", async (c) => {
  const context = purchaseContext(c);
  const provider = providerOf(c.env, context.db, "stripe");
  if (!provider) return c.json({ received: false, error: "Stripe is not configured." }, 400);
  const payload = await c.req.text();
  const result = await handleStripeWebhook({ ...fulfilDeps(context, provider), env: c.env }, payload, c.req.header("Stripe-Signature") ?? null);
  return c.json(result.body, result.status);
});
