/**
 * Stripe Checkout with the `stripe` package, as Workers need it: the fetch HTTP client
 * and WebCrypto for webhook signatures. One Checkout Session per order: the order id as
 * `client_reference_id` and metadata, one line item of 999 cents per logo (its name as
 * Stripe can show it, its watermarked preview, its tax code; tax included), an expiry
 * inside Stripe's window (stripe-limits.ts); Stripe Tax, the buyer's consent to the terms
 * and to delivery at once, an invoice for every payment, a business buyer's tax id
 * (docs/decisions/0503).
 */
import Stripe from "stripe";
import { LOGO_TAX_CODE, stripeProductName, TAX_BEHAVIOR, termsAcceptanceMessage } from "./stripe-limits.ts";
import { ProviderFailure, type CheckoutEnv, type CheckoutProvider, type SessionRequest, type SessionState } from "./types.ts";

export function stripeClient(env: CheckoutEnv): Stripe {
  const api = env.STRIPE_API_URL?.trim() ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY!.trim(), {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api ? { protocol: api.protocol.replace(":", "") as "http" | "https", host: api.hostname, port: api.port || undefined } : {}),
  });
}

export function stripeCheckout(env: CheckoutEnv): CheckoutProvider {
  const stripe = stripeClient(env);
  const retrieve = async (sessionId: string) => sessionState(await calling("retrieve a Checkout Session", () => stripe.checkout.sessions.retrieve(sessionId)));
  return {
    name: "stripe",
    async createSession(request) {
      const session = await calling("create a Checkout Session", () => stripe.checkout.sessions.create(sessionParams(request)));
      if (!session.url) throw new ProviderFailure("unavailable", "Stripe answered a session without a URL");
      return { sessionId: session.id, url: session.url };
    },
    retrieveSession: retrieve,
    async expireSession(sessionId) {
      try {
        return sessionState(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Only an open session can be expired: one paid or expired meanwhile is read as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(sessionId);
        throw failure("expire a Checkout Session", error);
      }
    },
    async refund(paymentId) {
      // A payment is refunded once, in full: the key makes a repeated call (two operators, a retry) the same refund.
      try {
        await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: `refund-${paymentId}` });
        return "refunded";
      } catch (error) {
        // Refunded from Stripe's dashboard before (its charge.refunded webhook may not be here yet).
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") return "already-refunded";
        throw failure("refund a payment", error);
      }
    },
    async invoiceUrl(invoiceId) {
      const invoice = await calling("retrieve an invoice", () => stripe.invoices.retrieve(invoiceId));
      return invoice.hosted_invoice_url ?? null;
    },
  };
}

/** The Checkout Session an order asks for: what Stripe's rules allow (docs/decisions/0501). */
export function sessionParams(request: SessionRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    client_reference_id: request.orderId,
    metadata: { order_id: request.orderId },
    payment_intent_data: { metadata: { order_id: request.orderId } },
    line_items: request.items.map((item) => ({
      quantity: 1,
      price_data: {
        currency: request.currency,
        unit_amount: item.amountCents,
        tax_behavior: TAX_BEHAVIOR,
        product_data: { name: stripeProductName(item.name), tax_code: LOGO_TAX_CODE, ...(item.imageUrl ? { images: [item.imageUrl] } : {}) },
      },
    })),
    automatic_tax: { enabled: true },
    // Needs the terms URL in Stripe's dashboard (Settings > Public details): docs/operating.md says so.
    consent_collection: { terms_of_service: "required" },
    custom_text: { terms_of_service_acceptance: { message: termsAcceptanceMessage(request.termsUrl) } },
    invoice_creation: { enabled: true, invoice_data: { description: `Order ${request.orderId}`, metadata: { order_id: request.orderId } } },
    tax_id_collection: { enabled: true },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    // Whole seconds, rounded up: rounding down would take the margin's first second away.
    expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
  };
}

async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failure(what, error);
  }
}

/** Stripe refused the request (our parameters, a key it does not know), or could not answer it. */
function failure(what: string, error: unknown): ProviderFailure {
  const refused = error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError || error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError;
  const detail = error instanceof Stripe.errors.StripeError ? `${error.type}${error.param ? ` (${error.param})` : ""}: ${error.message}` : String(error);
  return new ProviderFailure(refused ? "refused" : "unavailable", `Stripe could not ${what}: ${detail}`, { cause: error });
}

/** A Checkout Session (from the API or a webhook) as the app reads it. */
export function sessionState(session: Stripe.Checkout.Session): SessionState {
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  return {
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paid: session.payment_status === "paid",
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentId: paymentIntent,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    url: session.status === "open" ? session.url : null,
    invoiceId: typeof session.invoice === "string" ? session.invoice : (session.invoice?.id ?? null),
  };
}

/** A webhook's event, verified against the endpoint's signing secret (throws when it does not verify). */
export async function verifiedEvent(env: CheckoutEnv, payload: string, signature: string | null): Promise<Stripe.Event> {
  if (!env.STRIPE_WEBHOOK_SECRET?.trim()) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new Error("no Stripe-Signature header");
  return stripeClient({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY || "sk_unused" }).webhooks.constructEventAsync(
    payload,
    signature,
    env.STRIPE_WEBHOOK_SECRET.trim(),
    undefined,
    Stripe.createSubtleCryptoProvider(),
  );
}
