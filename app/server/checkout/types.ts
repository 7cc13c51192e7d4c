/** The shapes every checkout provider shares (provider.server.ts chooses one). */
import type { CheckoutProviderName } from "#app/server/db/schema.ts";

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
