/**
 * The objects the stand-in answers, each built on Stripe's own example of it (the
 * published fixtures, stripe-fixtures.json, copied from stripe/openapi's
 * openapi/fixtures3.json): every field Stripe's object has is there, and the ones this
 * payment sets carry its values; the example's values for features it does not use
 * (shipping, tax, custom text, currency conversion) are reset to what Stripe reports
 * without them. Runs in Node and in workerd alike.
 */
import Stripe from "stripe";
import fixtures from "./stripe-fixtures.json" with { type: "json" };

type Fixture = Record<string, unknown>;
export const FIXTURES = fixtures.resources as unknown as Record<"checkout.session" | "item" | "payment_intent" | "charge" | "refund" | "event", Fixture>;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function stripeId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export interface SessionFields {
  id: string;
  created: number;
  expires_at: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  customer_email: string | null;
  url: string;
}

export type CheckoutSession = Fixture & {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  url: string | null;
  expires_at: number;
  customer_email: string | null;
  customer_details: Fixture | null;
};

export function checkoutSession(fields: SessionFields): CheckoutSession {
  return {
    ...clone(FIXTURES["checkout.session"]),
    ...fields,
    object: "checkout.session",
    livemode: false,
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    // Since API version 2022-08-01 a payment-mode session creates its PaymentIntent when paid.
    payment_intent: null,
    amount_subtotal: fields.amount_total,
    customer_details: null,
    after_expiration: null,
    consent_collection: null,
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    invoice_creation: { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } },
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    collected_information: null,
    currency_conversion: null,
    payment_method_configuration_details: null,
    managed_payments: { enabled: false },
  } as CheckoutSession;
}

/** A session's line item (`GET /v1/checkout/sessions/{id}/line_items`): an inline price of an inline product. */
export function lineItem(fields: { name: string; unitAmount: number; quantity: number; currency: string; taxBehavior?: "inclusive" | "exclusive" | null }): Fixture {
  const base = clone(FIXTURES.item);
  const amount = fields.unitAmount * fields.quantity;
  return {
    ...base,
    id: stripeId("li"),
    object: "item",
    description: fields.name,
    currency: fields.currency,
    quantity: fields.quantity,
    amount_subtotal: amount,
    amount_total: amount,
    amount_discount: 0,
    amount_tax: 0,
    adjustable_quantity: null,
    price: {
      ...(base.price as Fixture),
      id: stripeId("price"),
      created: Math.floor(Date.now() / 1000),
      currency: fields.currency,
      product: stripeId("prod"),
      recurring: null,
      tax_behavior: fields.taxBehavior ?? "unspecified",
      transform_quantity: null,
      type: "one_time",
      unit_amount: fields.unitAmount,
      unit_amount_decimal: String(fields.unitAmount),
    },
  };
}

export type PaymentIntent = Fixture & { id: string; amount: number; amount_received: number; currency: string; status: string; latest_charge: string | null };

export function paymentIntent(fields: { amount: number; currency: string; metadata: Record<string, string>; email: string | null; chargeId: string }): PaymentIntent {
  return {
    ...clone(FIXTURES.payment_intent),
    id: stripeId("pi"),
    object: "payment_intent",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    amount: fields.amount,
    amount_received: fields.amount,
    currency: fields.currency,
    metadata: fields.metadata,
    receipt_email: fields.email,
    status: "succeeded",
    canceled_at: null,
    last_payment_error: null,
    next_action: null,
    processing: null,
    shipping: null,
    transfer_data: null,
    latest_charge: fields.chargeId,
    client_secret: null,
    payment_method_configuration_details: null,
    managed_payments: { enabled: false },
  } as PaymentIntent;
}

export type Charge = Fixture & { id: string; amount: number; amount_refunded: number; refunded: boolean; payment_intent: string; currency: string };

export function charge(fields: { id: string; amount: number; currency: string; paymentIntent: string; email: string | null }): Charge {
  return {
    ...clone(FIXTURES.charge),
    id: fields.id,
    object: "charge",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    amount: fields.amount,
    amount_captured: fields.amount,
    amount_refunded: 0,
    captured: true,
    paid: true,
    refunded: false,
    currency: fields.currency,
    payment_intent: fields.paymentIntent,
    billing_details: { address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null }, email: fields.email, name: null, phone: null, tax_id: null },
    description: null,
    receipt_url: null,
    refunds: { object: "list", data: [], has_more: false, url: `/v1/charges/${fields.id}/refunds` },
    shipping: null,
    source: null,
    transfer_data: null,
  } as Charge;
}

export type Refund = Fixture & { id: string; amount: number; payment_intent: string; charge: string };

export function refund(fields: { amount: number; currency: string; charge: string; paymentIntent: string; reason: string | null; metadata: Record<string, string> }): Refund {
  return {
    ...clone(FIXTURES.refund),
    id: stripeId("re"),
    object: "refund",
    created: Math.floor(Date.now() / 1000),
    amount: fields.amount,
    currency: fields.currency,
    charge: fields.charge,
    payment_intent: fields.paymentIntent,
    reason: fields.reason,
    metadata: fields.metadata,
    status: "succeeded",
  } as Refund;
}

export type Invoice = Fixture & { id: string; hosted_invoice_url: string; invoice_pdf: string };

/**
 * The invoice `invoice_creation` makes for a paid session. Stripe's fixtures were copied
 * without one, so this carries the fields an integration reads (its links, amounts, status,
 * the session it came from), not every field of Stripe's example.
 */
export function invoice(fields: { sessionId: string; amount: number; tax: number; currency: string; email: string | null; paymentIntent: string; metadata: Record<string, string>; base: string }): Invoice {
  const id = stripeId("in");
  const number = `STANDIN-${id.slice(-6).toUpperCase()}`;
  return {
    id,
    object: "invoice",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    status: "paid",
    collection_method: "charge_automatically",
    number,
    currency: fields.currency,
    amount_due: fields.amount,
    amount_paid: fields.amount,
    amount_remaining: 0,
    subtotal: fields.amount - fields.tax,
    total: fields.amount,
    total_taxes: [],
    customer_email: fields.email,
    metadata: fields.metadata,
    payment_intent: fields.paymentIntent,
    hosted_invoice_url: `${fields.base}/invoices/${id}`,
    invoice_pdf: `${fields.base}/invoices/${id}/pdf`,
    parent: null,
    from_invoice: null,
    description: null,
  } as Invoice;
}

export type StripeEvent = Fixture & { id: string; type: string; created: number; data: { object: Fixture; previous_attributes?: Fixture } };

/** An event as Stripe sends it to a webhook endpoint (and lists at /v1/events). */
export function stripeEvent(type: string, object: Fixture, id = stripeId("evt")): StripeEvent {
  return {
    ...clone(FIXTURES.event),
    id,
    object: "event",
    type,
    // The `stripe` package's pinned version: what an endpoint made for it receives.
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: clone(object) },
  } as StripeEvent;
}
