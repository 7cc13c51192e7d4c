/**
 * Stripe Checkout with the `stripe` package, as Workers need it: the fetch HTTP client
 * and WebCrypto for webhook signatures. One Checkout Session per order: the order id as
 * `client_reference_id` and metadata, 999 cents per logo, an expiry.
 */
import Stripe from "stripe";
import type { CheckoutEnv, CheckoutProvider, SessionState } from "./types";

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
  return {
    name: "stripe",
    async createSession(request) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: request.orderId,
        metadata: { order_id: request.orderId },
        payment_intent_data: { metadata: { order_id: request.orderId } },
        line_items: request.items.map((item) => ({
          quantity: 1,
          price_data: { currency: request.currency, unit_amount: item.amountCents, product_data: { name: item.name } },
        })),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      });
      if (!session.url) throw new Error("Stripe answered a session without a URL");
      return { sessionId: session.id, url: session.url };
    },
    async retrieveSession(sessionId) {
      return sessionState(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async refund(paymentId) {
      // A payment is refunded once, in full: the key makes a repeated call (two operators, a retry) the same refund.
      await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: `refund-${paymentId}` });
    },
  };
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
