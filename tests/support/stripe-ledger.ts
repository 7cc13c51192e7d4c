/**
 * The stand-in's account: its Checkout Sessions, the PaymentIntents and Charges a payment
 * makes, Refunds, and the Events each change records (as Stripe lists them at /v1/events
 * and sends them to webhook endpoints). Every API call is checked by stripe-rules.ts
 * before it changes anything.
 */
import { checkCreateRefund, checkCreateSession, checkExpireSession } from "./stripe-rules.ts";
import { refuse, type FormValue, type Refusal } from "./stripe-params.ts";
import { charge, checkoutSession, lineItem, paymentIntent, refund, stripeEvent, stripeId, type Charge, type CheckoutSession, type PaymentIntent, type Refund, type StripeEvent } from "./stripe-objects.ts";

type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const no = <T>(refusal: Refusal): Answer<T> => ({ ok: false, refusal });

/** What a test's "customer" did on Stripe's page: paid, perhaps another amount (a tampered or partial payment). */
export interface Payment {
  amount?: number;
  currency?: string;
  email?: string;
}

export class StripeLedger {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly intents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds: Refund[] = [];
  /** Newest first, as /v1/events lists them. */
  readonly events: StripeEvent[] = [];

  private readonly base: () => string;

  constructor(base: () => string) {
    this.base = base;
  }

  createSession(params: Record<string, FormValue>, now = Date.now()): Answer<CheckoutSession> {
    const checked = checkCreateSession(params, now);
    if (!checked.ok) return no(checked.refusal);
    const id = stripeId("cs_test");
    const session = checkoutSession({
      id,
      created: Math.floor(now / 1000),
      expires_at: checked.expiresAt,
      amount_total: checked.amountTotal,
      currency: checked.currency,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: metadataOf(params.metadata),
      success_url: (params.success_url as string | undefined) ?? null,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      url: `${this.base()}/pay/${id}`,
    });
    this.sessions.set(id, session);
    this.lineItems.set(id, checked.lines.map(lineItem));
    this.intentMetadata.set(id, metadataOf((params.payment_intent_data as Record<string, FormValue> | undefined)?.metadata));
    return ok(session);
  }

  /** A session as Stripe reports it: past its `expires_at`, an open one has expired. */
  session(id: string): CheckoutSession | null {
    const session = this.sessions.get(id) ?? null;
    if (session?.status === "open" && session.expires_at * 1000 <= Date.now()) this.expire(session);
    return session;
  }

  /** `POST /v1/checkout/sessions/{id}/expire`: "A Checkout Session can be expired when it is in one of these statuses: open". */
  expireSession(id: string, params: Record<string, FormValue>): Answer<CheckoutSession> {
    const invalid = checkExpireSession(params);
    if (invalid) return no(invalid);
    const session = this.session(id);
    if (!session) return no(missing("checkout.session", id, "session", 404));
    if (session.status !== "open") return no(refuse(`Only Checkout Sessions with a status in ["open"] can be expired. This session has status ${session.status}.`, "session"));
    this.expire(session);
    return ok(session);
  }

  /** Stripe's own expiry at `expires_at`, brought forward by a test. */
  expire(session: CheckoutSession): void {
    session.status = "expired";
    session.url = null;
    this.record("checkout.session.expired", session);
  }

  /** The customer pays on Stripe's page: a PaymentIntent and its Charge succeed, and the session completes. */
  pay(id: string, payment: Payment): Answer<CheckoutSession> {
    const session = this.session(id);
    if (!session) return no(missing("checkout.session", id, "session", 404));
    if (session.status !== "open") return no(refuse(`A customer cannot pay a Checkout Session whose status is ${session.status}.`, "session"));
    const amount = payment.amount ?? session.amount_total;
    const currency = payment.currency ?? session.currency;
    const email = payment.email ?? session.customer_email ?? "buyer@example.com";
    const chargeId = stripeId("ch");
    const intent = paymentIntent({ amount, currency, metadata: this.intentMetadata.get(id) ?? {}, email, chargeId });
    const paid = charge({ id: chargeId, amount, currency, paymentIntent: intent.id, email });
    this.intents.set(intent.id, intent);
    this.charges.set(chargeId, paid);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      amount_total: amount,
      amount_subtotal: amount,
      currency,
      url: null,
      customer_details: { address: null, email, name: null, phone: null, tax_exempt: "none", tax_ids: [], business_name: null, individual_name: null },
    });
    this.record("payment_intent.succeeded", intent);
    this.record("charge.succeeded", paid);
    this.record("checkout.session.completed", session);
    return ok(session);
  }

  /** `POST /v1/refunds`: the whole remaining amount unless `amount` says less. */
  createRefund(params: Record<string, FormValue>): Answer<Refund> {
    const invalid = checkCreateRefund(params);
    if (invalid) return no(invalid);
    const intentId = params.payment_intent as string | undefined;
    const intent = intentId ? this.intents.get(intentId) : undefined;
    if (intentId && !intent) return no(missing("payment_intent", intentId, "payment_intent"));
    const chargeId = intent?.latest_charge ?? (params.charge as string);
    const paid = this.charges.get(chargeId);
    if (!paid) return no(missing("charge", chargeId, "charge"));
    if (paid.refunded) return no(refuse(`Charge ${paid.id} has already been refunded.`, undefined, "charge_already_refunded"));
    const remaining = paid.amount - paid.amount_refunded;
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (amount > remaining) {
      return no(refuse(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`, "amount", "amount_too_large"));
    }
    const made = refund({ amount, currency: paid.currency, charge: paid.id, paymentIntent: paid.payment_intent, reason: (params.reason as string | undefined) ?? null, metadata: metadataOf(params.metadata) });
    this.refunds.push(made);
    paid.amount_refunded += amount;
    paid.refunded = paid.amount_refunded === paid.amount;
    (paid.refunds as { data: Refund[] }).data.unshift(made);
    this.record("refund.created", made);
    this.record("charge.refunded", paid);
    return ok(made);
  }

  /** Each session's line items, as `GET /v1/checkout/sessions/{id}/line_items` lists them. */
  readonly lineItems = new Map<string, Record<string, unknown>[]>();
  private readonly intentMetadata = new Map<string, Record<string, string>>();

  private record(type: string, object: Record<string, unknown>) {
    this.events.unshift(stripeEvent(type, object));
  }
}

function metadataOf(value: FormValue | undefined): Record<string, string> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {};
}

/** A missing object: 404 when it is the path's, 400 when a parameter names it (resource_missing either way). */
export function missing(kind: string, id: string, param: string, status = 400): Refusal {
  return refuse(`No such ${kind}: '${id}'`, param, "resource_missing", status);
}
