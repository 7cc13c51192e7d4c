/** The shapes every checkout provider shares (provider.server.ts chooses one). */
import type { CheckoutProviderName } from "#app/server/db/schema.ts";

export interface SessionRequest {
  orderId: string;
  totalCents: number;
  currency: string;
  /** `imageUrl`: the logo's watermarked preview, an absolute https URL, or null (no https origin, or no watermarked preview). */
  items: { name: string; amountCents: number; imageUrl?: string | null }[];
  /** The site's terms, which the buyer accepts at checkout. */
  termsUrl: string;
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
  /** Where the buyer pays, while the session is open (Stripe gives it only then). */
  url: string | null;
  /** The invoice made for the payment (Stripe: in_...), once paid; null when the provider makes none. */
  invoiceId: string | null;
}

export interface CheckoutProvider {
  readonly name: CheckoutProviderName;
  createSession(request: SessionRequest): Promise<{ sessionId: string; url: string }>;
  retrieveSession(sessionId: string): Promise<SessionState>;
  /** Ends an open session, so it can no longer be paid; answers the session as it is after. */
  expireSession(sessionId: string): Promise<SessionState>;
  /** Gives the whole payment back; "already-refunded" when it was given back before (from the provider's dashboard). */
  refund(paymentId: string): Promise<"refunded" | "already-refunded">;
  /** Where the buyer reads (and prints) an invoice, fresh from the provider; null when it has none. */
  invoiceUrl(invoiceId: string): Promise<string | null>;
}

export interface CheckoutEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe's API elsewhere (the tests' local stand-in); empty: Stripe itself. */
  STRIPE_API_URL?: string;
  /** "on": the local test checkout takes orders (never set by a deploy). */
  CHECKOUT_TEST_MODE?: string;
}

/**
 * A provider call that failed, said the way the buyer is told: the provider refused what
 * was asked (`refused`), or could not be reached or answered with its own error (`unavailable`).
 */
export class ProviderFailure extends Error {
  readonly kind: "refused" | "unavailable";

  constructor(kind: "refused" | "unavailable", message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderFailure";
    this.kind = kind;
  }
}
