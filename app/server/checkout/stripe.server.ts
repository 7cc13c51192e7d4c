/**
 * Stripe Checkout with the `stripe` package, as Workers need it: the fetch HTTP client
 * and WebCrypto for webhook signatures. One Checkout Session per order: the order id as
 * `client_reference_id` and metadata, one line item of 999 cents per logo (its name as
 * Stripe can show it), an expiry inside Stripe's window (stripe-limits.ts).
 */
import Stripe from "stripe";
import { stripeProductName } from "./stripe-limits.ts";
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
      price_data: { currency: request.currency, unit_amount: item.amountCents, product_data: { name: stripeProductName(item.name) } },
    })),
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
