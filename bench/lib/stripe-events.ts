/** Stripe's side of a bench's payments: the stand-in's client, and its recorded completion event signed as Stripe signs a webhook. */
import Stripe from "stripe";

/** The benches' Stripe settings (test mode; the stand-in on loopback takes them). */
export const BENCH_STRIPE = { key: "sk_test_bench", webhookSecret: "whsec_bench" };

export function standInStripe(standInUrl: string): Stripe {
  const standIn = new URL(standInUrl);
  return new Stripe(BENCH_STRIPE.key, { httpClient: Stripe.createFetchHttpClient(), protocol: "http", host: standIn.hostname, port: standIn.port });
}

/** The completion event the stand-in recorded for a paid session, and its Stripe-Signature; null when there is none. */
export async function signedCompletion(stripe: Stripe, sessionId: string): Promise<{ payload: string; signature: string } | null> {
  const events = await stripe.events.list({ type: "checkout.session.completed", limit: 100 });
  const event = events.data.find((candidate) => (candidate.data.object as { id?: string }).id === sessionId);
  if (!event) return null;
  const payload = JSON.stringify(event);
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: BENCH_STRIPE.webhookSecret, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return { payload, signature };
}
