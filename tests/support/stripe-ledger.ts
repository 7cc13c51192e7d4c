/**
 * The stand-in's account: its Checkout Sessions, the PaymentIntents and Charges a payment
 * makes, Refunds, and the Events each change records (as Stripe lists them at /v1/events
 * and sends them to webhook endpoints). Every API call is checked by stripe-rules.ts
 * before it changes anything.
 */
import { checkCreateRefund, checkCreateSession, checkExpireSession, DEFAULT_ACCOUNT, type AccountSettings, type SessionOptions } from "./stripe-rules.ts";
import { refuse, type FormValue, type Refusal } from "./stripe-params.ts";
import { charge, checkoutSession, invoice, lineItem, paymentIntent, refund, stripeEvent, stripeId, type Charge, type CheckoutSession, type Invoice, type PaymentIntent, type Refund, type StripeEvent } from "./stripe-objects.ts";

type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
const no = <T>(refusal: Refusal): Answer<T> => ({ ok: false, refusal });

/** What a test's "customer" did on Stripe's page: paid, perhaps another amount (a tampered or partial payment). */
export interface Payment {
  amount?: number;
  currency?: string;
  email?: string;
  /** The rate Stripe Tax found for the buyer's address, in percent (20: a VAT rate); 0 when none is due. */
  taxRatePercent?: number;
  /** A business buyer's tax id, as Checkout collects it when `tax_id_collection` is on. */
  taxId?: { type: string; value: string };
}

export class StripeLedger {
  readonly sessions = new Map<string, CheckoutSession>();
  readonly intents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds: Refund[] = [];
  readonly invoices = new Map<string, Invoice>();
  /** Newest first, as /v1/events lists them. */
  readonly events: StripeEvent[] = [];

  private readonly base: () => string;

  constructor(base: () => string) {
    this.base = base;
  }

  createSession(params: Record<string, FormValue>, now = Date.now(), account: AccountSettings = DEFAULT_ACCOUNT): Answer<CheckoutSession> {
    const checked = checkCreateSession(params, now, account);
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
    const options = checked.options;
    Object.assign(session, {
      automatic_tax: { enabled: options.automaticTax, liability: options.automaticTax ? { type: "self" } : null, provider: options.automaticTax ? "stripe" : null, status: options.automaticTax ? "requires_location_inputs" : null },
      consent_collection: options.termsOfService ? { payment_method_reuse_agreement: null, promotions: "none", terms_of_service: "required" } : null,
      tax_id_collection: { enabled: options.taxIdCollection, required: "never" },
      invoice_creation: { ...(session.invoice_creation as Record<string, unknown>), enabled: options.invoiceCreation },
    });
    this.options.set(id, options);
    this.requests.set(id, params);
    this.sessions.set(id, session);
    this.lineItems.set(id, checked.lines.map(lineItem));
    this.intentMetadata.set(id, metadataOf((params.payment_intent_data as Record<string, FormValue> | undefined)?.metadata));
    const invoiceData = (params.invoice_creation as Record<string, FormValue> | undefined)?.invoice_data as Record<string, FormValue> | undefined;
    this.invoiceMetadata.set(id, metadataOf(invoiceData?.metadata));
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
    const options = this.options.get(id)!;
    const lines = this.lineItems.get(id) ?? [];
    // Stripe Tax: an inclusive price holds its tax (the total stays), an exclusive one adds it.
    const rate = options.automaticTax ? (payment.taxRatePercent ?? 0) : 0;
    let tax = 0;
    let added = 0;
    for (const line of lines as { amount_total: number; amount_tax: number; price: { tax_behavior?: string } }[]) {
      const inclusive = line.price.tax_behavior === "inclusive";
      const lineTax = inclusive ? Math.round((line.amount_total * rate) / (100 + rate)) : Math.round((line.amount_total * rate) / 100);
      line.amount_tax = lineTax;
      tax += lineTax;
      if (!inclusive) added += lineTax;
    }
    const amount = payment.amount ?? session.amount_total + added;
    const currency = payment.currency ?? session.currency;
    const email = payment.email ?? session.customer_email ?? "buyer@example.com";
    const chargeId = stripeId("ch");
    const intent = paymentIntent({ amount, currency, metadata: this.intentMetadata.get(id) ?? {}, email, chargeId });
    const paid = charge({ id: chargeId, amount, currency, paymentIntent: intent.id, email });
    this.intents.set(intent.id, intent);
    this.charges.set(chargeId, paid);
    const taxIds = options.taxIdCollection && payment.taxId ? [payment.taxId] : [];
    // `invoice_creation`: the invoice is made, finalized and paid with the session.
    const made = options.invoiceCreation ? invoice({ sessionId: id, amount, tax, currency, email, paymentIntent: intent.id, metadata: this.invoiceMetadata.get(id) ?? {}, base: this.base() }) : null;
    if (made) this.invoices.set(made.id, made);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      amount_total: amount,
      amount_subtotal: amount - added,
      currency,
      url: null,
      invoice: made?.id ?? null,
      consent: { promotions: null, terms_of_service: options.termsOfService ? "accepted" : null },
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      automatic_tax: { ...(session.automatic_tax as Record<string, unknown>), status: options.automaticTax ? "complete" : null },
      customer_details: { address: null, email, name: null, phone: null, tax_exempt: "none", tax_ids: taxIds, business_name: taxIds.length ? "Example Business" : null, individual_name: null },
    });
    this.record("payment_intent.succeeded", intent);
    this.record("charge.succeeded", paid);
    if (made) {
      this.record("invoice.finalized", made);
      this.record("invoice.paid", made);
    }
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
  private readonly invoiceMetadata = new Map<string, Record<string, string>>();
  private readonly options = new Map<string, SessionOptions>();
  /** What each session was created with, as Stripe's dashboard shows a request's body. */
  readonly requests = new Map<string, Record<string, FormValue>>();

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
