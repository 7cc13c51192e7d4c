/**
 * The checkout provider behind configuration (ARCHITECTURE.md, Payments): Stripe Checkout
 * when a Stripe key is set, the local test checkout when an operator turned test mode on
 * (`npm start` and the tests do), and otherwise none: a deployed Worker without keys takes
 * no orders by accident (docs/decisions/0500-checkout-providers.md).
 */
import type { Database } from "../db/client.server";
import type { CheckoutProviderName } from "../db/schema";
import { stripeCheckout } from "./stripe.server";
import { testCheckout } from "./test-checkout.server";

export interface SessionRequest {
  orderId: string;
  totalCents: number;
  currency: string;
  items: { name: string; amountCents: number }[];
  successUrl: string;
  cancelUrl: string;
  /** When the session, and so the hold on its logos, ends. */
  expiresAt: Date;
  customerEmail?: string | null;
}

/** What the provider says of a session: whether it was paid, and what exactly. */
export interface SessionState {
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  /** What a refund names (Stripe: the PaymentIntent). */
  paymentId: string | null;
  email: string | null;
}

export interface CheckoutProvider {
  readonly name: CheckoutProviderName;
  createSession(request: SessionRequest): Promise<{ sessionId: string; url: string }>;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /** Gives the whole payment back. */
  refund(paymentId: string): Promise<void>;
}

export interface CheckoutEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe's API elsewhere (the tests' local stand-in); empty: Stripe itself. */
  STRIPE_API_URL?: string;
  /** "on": the local test checkout takes orders (never set by a deploy). */
  CHECKOUT_TEST_MODE?: string;
}

/** Sessions (and holds) last 30 minutes, Stripe's shortest expiry. */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

export function checkoutProvider(env: CheckoutEnv, db: Database): CheckoutProvider | null {
  if (env.STRIPE_SECRET_KEY?.trim()) return stripeCheckout(env);
  if (env.CHECKOUT_TEST_MODE?.trim() === "on") return testCheckout(db);
  return null;
}

/** The provider an existing order was made with, if it is still configured. */
export function providerOf(env: CheckoutEnv, db: Database, name: CheckoutProviderName): CheckoutProvider | null {
  const current = checkoutProvider(env, db);
  if (current?.name === name) return current;
  if (name === "stripe" && env.STRIPE_SECRET_KEY?.trim()) return stripeCheckout(env);
  if (name === "test" && env.CHECKOUT_TEST_MODE?.trim() === "on") return testCheckout(db);
  return null;
}
