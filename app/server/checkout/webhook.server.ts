/**
 * POST /webhooks/stripe: Stripe tells the app what happened to a checkout. The raw body is
 * verified first (a bad signature writes nothing); each event id is handled once; events
 * may come late, twice or out of order (completed after expired), and the order still
 * ends right because every change is a conditional move of the order row.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "#app/server/db/client.server.ts";
import { processedWebhookEvents } from "#app/server/db/schema.ts";
import { findOrderByPayment, getOrder } from "#app/server/orders/orders.server.ts";
import { endUnpaidOrder, fulfilOrder, type FulfilDeps } from "./fulfil.server.ts";
import { endRefundedOrder } from "./refund.server.ts";
import { sessionState, verifiedEvent } from "./stripe.server.ts";
import type { CheckoutEnv } from "./provider.server.ts";

export type WebhookResult = { status: 200 | 400; body: { received: boolean; duplicate?: boolean; error?: string } };

export async function handleStripeWebhook(deps: FulfilDeps & { env: FulfilDeps["env"] & CheckoutEnv }, payload: string, signature: string | null): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    event = await verifiedEvent(deps.env, payload, signature);
  } catch {
    return { status: 400, body: { received: false, error: "The signature does not match this endpoint's secret." } };
  }
  if (await alreadyProcessed(deps.db, event.id)) return { status: 200, body: { received: true, duplicate: true } };

  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const orderId = orderIdOf(session);
      if (orderId) await fulfilOrder(deps, orderId, sessionState(session));
      break;
    }
    case "checkout.session.async_payment_failed": {
      const orderId = orderIdOf(event.data.object);
      if (orderId) await endUnpaidOrder(deps, orderId, "cancelled");
      break;
    }
    case "checkout.session.expired": {
      const orderId = orderIdOf(event.data.object);
      if (orderId) await endUnpaidOrder(deps, orderId, "expired");
      break;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      const order = paymentId ? await findOrderByPayment(deps.db, paymentId) : null;
      // A refund made in Stripe's dashboard: the order ends and its buyer is told, as after the console's.
      const found = order && charge.refunded ? await getOrder(deps.db, order.id) : null;
      if (found) await endRefundedOrder(deps, found);
      break;
    }
    default:
      // Other events are not ours to act on; they are acknowledged so Stripe stops sending them.
      break;
  }
  await deps.db.insert(processedWebhookEvents).values({ id: event.id, type: event.type, processedAt: new Date() }).onConflictDoNothing();
  return { status: 200, body: { received: true } };
}

function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.order_id ?? null;
}

async function alreadyProcessed(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: processedWebhookEvents.id }).from(processedWebhookEvents).where(eq(processedWebhookEvents.id, id)).limit(1);
  return Boolean(row);
}
