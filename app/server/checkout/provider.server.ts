/**
 * The checkout provider behind configuration (ARCHITECTURE.md, Payments): Stripe Checkout
 * when a Stripe key is set, the local test checkout when an operator turned test mode on
 * (`npm start` and the tests do), and otherwise none: a deployed Worker without keys takes
 * no orders by accident (docs/decisions/0500-checkout-providers.md).
 */
import type { Database } from "#app/server/db/client.server.ts";
import type { CheckoutProviderName } from "#app/server/db/schema.ts";
import type { CheckoutEnv, CheckoutProvider } from "./types.ts";
import { stripeCheckout } from "./stripe.server.ts";
import { testCheckout } from "./test-checkout.server.ts";

export type { CheckoutEnv, CheckoutProvider, SessionState } from "./types.ts";

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
