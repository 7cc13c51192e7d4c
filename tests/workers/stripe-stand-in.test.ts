/**
 * The Stripe stand-in holds a caller to Stripe's documented rules (docs/decisions/0501):
 * each rule refuses what breaks it as Stripe does (HTTP 400, `invalid_request_error`, the
 * parameter named), and accepts what keeps to it. Its objects carry every field of
 * Stripe's published fixtures. Through the real `stripe` package, as the app calls it.
 */
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "#tests/support/stripe-objects.ts";
import { pay, setAccount, stripeApi, stripeEventFor } from "./checkout-helpers.ts";

const stripe = stripeApi();
const nowSeconds = () => Math.floor(Date.now() / 1000);

function valid(): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    client_reference_id: "order_1",
    metadata: { order_id: "order_1" },
    payment_intent_data: { metadata: { order_id: "order_1" } },
    line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 999, product_data: { name: "Fern Hollow" } } }],
    success_url: "https://shop.example/purchase-success?order_id=order_1",
    cancel_url: "https://shop.example/purchase-cancelled?order_id=order_1",
    expires_at: nowSeconds() + 31 * 60,
  };
}

const item = (name: string, unitAmount = 999, currency = "usd") => ({ quantity: 1, price_data: { currency, unit_amount: unitAmount, product_data: { name } } });

/** The refusal Stripe answers: HTTP 400, an invalid_request_error naming the parameter. */
async function refusal(call: Promise<unknown>): Promise<{ param?: string; code?: string; message: string }> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "the request was accepted").toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  const refused = error as InstanceType<typeof Stripe.errors.StripeInvalidRequestError>;
  expect(refused.statusCode).toBe(400);
  expect(refused.raw).toMatchObject({ type: "invalid_request_error", message: expect.any(String) });
  return { param: refused.param, code: refused.code, message: refused.message };
}

describe("Checkout Sessions create: Stripe's rules", () => {
  it("accepts a session inside every rule", async () => {
    const session = await stripe.checkout.sessions.create(valid());
    expect(session).toMatchObject({ object: "checkout.session", status: "open", payment_status: "unpaid", amount_total: 999, currency: "usd", payment_intent: null });
  });

  it("measures `expires_at` at creation: the old 'now + 30 minutes, rounded down' is refused, 24 hours and more too", async () => {
    // Flooring to seconds loses nothing on a whole second: step off one (time moves on I/O in workerd).
    while (Date.now() % 1000 === 0) await fetch(env.STRIPE_API_URL!);
    const old = Math.floor((Date.now() + 30 * 60 * 1000) / 1000);
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), expires_at: old }))).toEqual({
      param: "expires_at",
      code: undefined,
      message: "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
    });
    expect((await refusal(stripe.checkout.sessions.create({ ...valid(), expires_at: nowSeconds() + 24 * 3600 + 2 }))).param).toBe("expires_at");
    expect((await refusal(stripe.checkout.sessions.create({ ...valid(), expires_at: nowSeconds() - 60 }))).param).toBe("expires_at");
    // Without one, Stripe's default: 24 hours from creation.
    const { expires_at, created } = await stripe.checkout.sessions.create({ ...valid(), expires_at: undefined });
    expect(expires_at - created).toBeGreaterThanOrEqual(24 * 3600 - 1);
  });

  it("takes at most 100 line items in payment mode, and at least one", async () => {
    const hundred = Array.from({ length: 100 }, (_, index) => item(`Logo ${index}`));
    expect((await stripe.checkout.sessions.create({ ...valid(), line_items: hundred })).amount_total).toBe(99_900);
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [...hundred, item("One more")] }))).toMatchObject({ param: "line_items" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [] }))).toMatchObject({ param: "line_items", code: "parameter_missing" });
  });

  it("limits a product name to 5,000 characters, counted as characters, and refuses an empty or blank one", async () => {
    const emoji = "🦊".repeat(5000);
    expect((await stripe.checkout.sessions.create({ ...valid(), line_items: [item(emoji)] })).status).toBe("open");
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [item(`${emoji}!`)] }))).toMatchObject({
      param: "line_items[0][price_data][product_data][name]",
      message: expect.stringMatching(/must be at most 5000 characters$/),
    });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [item("")] }))).toMatchObject({ param: "line_items[0][price_data][product_data][name]", code: "parameter_invalid_empty" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [item("   ")] }))).toMatchObject({ param: "line_items[0][price_data][product_data][name]", code: "parameter_invalid_string_blank" });
  });

  it("requires what a line item needs: a quantity, a currency, an amount, a product", async () => {
    const line = (change: Record<string, unknown>) => ({ ...valid(), line_items: [{ ...item("Fern"), ...change }] }) as Stripe.Checkout.SessionCreateParams;
    expect(await refusal(stripe.checkout.sessions.create(line({ quantity: undefined })))).toMatchObject({ param: "line_items[0][quantity]", code: "parameter_missing" });
    expect(await refusal(stripe.checkout.sessions.create(line({ quantity: 0 })))).toMatchObject({ param: "line_items[0][quantity]" });
    expect(await refusal(stripe.checkout.sessions.create(line({ price_data: { unit_amount: 999, product_data: { name: "Fern" } } })))).toMatchObject({ param: "line_items[0][price_data][currency]", code: "parameter_missing" });
    expect(await refusal(stripe.checkout.sessions.create(line({ price_data: { currency: "usd", product_data: { name: "Fern" } } })))).toMatchObject({ param: "line_items[0][price_data][unit_amount]" });
    expect(await refusal(stripe.checkout.sessions.create(line({ price_data: { currency: "usd", unit_amount: 999 } })))).toMatchObject({ param: "line_items[0][price_data][product_data]" });
    expect(await refusal(stripe.checkout.sessions.create(line({ price_data: { currency: "USD", unit_amount: 999, product_data: { name: "Fern" } } })))).toMatchObject({ param: "line_items[0][price_data][currency]" });
    expect(await refusal(stripe.checkout.sessions.create(line({ price: "price_123", price_data: undefined })))).toMatchObject({ param: "line_items[0][price]", code: "resource_missing" });
  });

  it("charges between the currency's minimum and eight digits, in one currency", async () => {
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [item("Cheap", 49)] }))).toMatchObject({ code: "amount_too_small" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [item("Dear", 100_000_000)] }))).toMatchObject({ code: "amount_too_large" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), line_items: [item("A"), item("B", 999, "eur")] }))).toMatchObject({ param: "line_items[1][price_data][currency]" });
  });

  it("holds metadata to 50 keys, keys of 40 characters without brackets, values of 500", async () => {
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, "v"]));
    expect((await stripe.checkout.sessions.create({ ...valid(), metadata: keys(50) })).metadata).toEqual(keys(50));
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), metadata: keys(51) }))).toMatchObject({ param: "metadata" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), metadata: { ["k".repeat(41)]: "v" } }))).toMatchObject({ param: "metadata" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), metadata: { "a]b": "v" } }))).toMatchObject({ param: "metadata" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), metadata: { note: "v".repeat(501) } }))).toMatchObject({ param: "metadata[note]" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), payment_intent_data: { metadata: { note: "v".repeat(501) } } }))).toMatchObject({ param: "payment_intent_data[metadata][note]" });
  });

  it("limits `client_reference_id` to 200 characters, and wants real URLs and a real e-mail address", async () => {
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), client_reference_id: "o".repeat(201) }))).toMatchObject({ param: "client_reference_id" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), success_url: "/purchase-success" }))).toMatchObject({ param: "success_url", code: "url_invalid" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), cancel_url: "javascript:alert(1)" }))).toMatchObject({ param: "cancel_url", code: "url_invalid" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), customer_email: "someone@" }))).toMatchObject({ param: "customer_email", code: "email_invalid" });
  });

  it("refuses a parameter it does not know, and one of the wrong type", async () => {
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), allow_promotion_code: true } as Stripe.Checkout.SessionCreateParams))).toEqual({
      param: "allow_promotion_code",
      code: "parameter_unknown",
      message: "Received unknown parameter: allow_promotion_code",
    });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), expires_at: "soon" } as unknown as Stripe.Checkout.SessionCreateParams))).toMatchObject({ param: "expires_at", code: "parameter_invalid_integer" });
    expect(await refusal(stripe.checkout.sessions.create({ ...valid(), mode: "rental" } as unknown as Stripe.Checkout.SessionCreateParams))).toMatchObject({ param: "mode" });
  });
});

describe("tax, consent, invoices, tax ids and pictures: Stripe's rules (docs/decisions/0503)", () => {
  const taxed = (change: Record<string, unknown> = {}): Stripe.Checkout.SessionCreateParams => ({
    ...valid(),
    line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: 999, tax_behavior: "inclusive", product_data: { name: "Fern", tax_code: "txcd_10505001" } } }],
    automatic_tax: { enabled: true },
    consent_collection: { terms_of_service: "required" },
    custom_text: { terms_of_service_acceptance: { message: "I agree to the [Terms](https://shop.example/terms)." } },
    invoice_creation: { enabled: true, invoice_data: { metadata: { order_id: "order_1" } } },
    tax_id_collection: { enabled: true },
    ...change,
  });
  const line = (priceData: Record<string, unknown>, product: Record<string, unknown> = {}) => [
    { quantity: 1, price_data: { currency: "usd", unit_amount: 999, ...priceData, product_data: { name: "Fern", ...product } } },
  ] as Stripe.Checkout.SessionCreateParams.LineItem[];

  it("accepts a taxed session with consent, an invoice and tax ids, and reports each on the session", async () => {
    const session = await stripe.checkout.sessions.create(taxed());
    expect(session).toMatchObject({
      automatic_tax: { enabled: true },
      consent_collection: { terms_of_service: "required" },
      invoice_creation: { enabled: true },
      tax_id_collection: { enabled: true },
      invoice: null,
    });
  });

  it("Stripe Tax: every price states inclusive or exclusive (no default is set), and the account needs its origin address", async () => {
    expect(await refusal(stripe.checkout.sessions.create(taxed({ line_items: line({}) })))).toMatchObject({ param: "line_items[0][price_data][tax_behavior]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "unspecified" }) })))).toMatchObject({ param: "line_items[0][price_data][tax_behavior]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "included" }) })))).toMatchObject({ param: "line_items[0][price_data][tax_behavior]" });
    // Without automatic tax a price may leave it unstated.
    expect((await stripe.checkout.sessions.create(taxed({ automatic_tax: { enabled: false }, line_items: line({}) }))).status).toBe("open");
    expect(await refusal(stripe.checkout.sessions.create(taxed({ automatic_tax: { enabled: "on" as unknown as boolean } })))).toMatchObject({ param: "automatic_tax[enabled]", message: "Invalid boolean: on" });
    const key = "sk_test_no_origin_address";
    await setAccount(key, { taxOriginAddress: false });
    expect(await refusal(stripeApi(key).checkout.sessions.create(taxed()))).toMatchObject({ param: "automatic_tax[enabled]", message: expect.stringContaining("Stripe Tax has not been activated") });
  });

  it("knows a product tax code or refuses it as missing", async () => {
    expect(await refusal(stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "inclusive" }, { tax_code: "txcd_12345678" }) })))).toMatchObject({
      param: "line_items[0][price_data][product_data][tax_code]",
      code: "resource_missing",
    });
  });

  it("consent to the terms needs the dashboard's terms URL; the checkbox's own text needs the consent, and at most 1,200 characters", async () => {
    const key = "sk_test_no_terms_url";
    await setAccount(key, { termsOfServiceUrl: null });
    expect(await refusal(stripeApi(key).checkout.sessions.create(taxed()))).toMatchObject({ param: "consent_collection[terms_of_service]" });
    expect((await stripeApi(key).checkout.sessions.create(taxed({ consent_collection: undefined, custom_text: undefined }))).status).toBe("open");
    expect(await refusal(stripe.checkout.sessions.create(taxed({ consent_collection: { terms_of_service: "none" } })))).toMatchObject({ param: "custom_text[terms_of_service_acceptance]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ consent_collection: { terms_of_service: "always" as "required" } })))).toMatchObject({ param: "consent_collection[terms_of_service]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ custom_text: { terms_of_service_acceptance: { message: "x".repeat(1201) } } })))).toMatchObject({
      param: "custom_text[terms_of_service_acceptance][message]",
    });
  });

  it("makes invoices in payment mode only; tax id collection says whether it is on", async () => {
    expect(await refusal(stripe.checkout.sessions.create(taxed({ mode: "setup" })))).toMatchObject({ param: "invoice_creation" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ invoice_creation: { enabled: "yes" as unknown as boolean } })))).toMatchObject({ param: "invoice_creation[enabled]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ invoice_creation: { enabled: true, invoice_data: { description: "d".repeat(1501) } } })))).toMatchObject({ param: "invoice_creation[invoice_data][description]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ tax_id_collection: { required: "never" } as Stripe.Checkout.SessionCreateParams.TaxIdCollection })))).toMatchObject({
      param: "tax_id_collection[enabled]",
      code: "parameter_missing",
    });
  });

  it("takes up to 8 product pictures, each a URL", async () => {
    const images = (count: number) => Array.from({ length: count }, (_, index) => `https://shop.example/api/generations/gen_${index}/preview.png`);
    expect((await stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "inclusive" }, { images: images(8) }) }))).status).toBe("open");
    expect(await refusal(stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "inclusive" }, { images: images(9) }) })))).toMatchObject({ param: "line_items[0][price_data][product_data][images]" });
    expect(await refusal(stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "inclusive" }, { images: ["/api/generations/gen_1/preview.png"] }) })))).toMatchObject({
      param: "line_items[0][price_data][product_data][images][0]",
      code: "url_invalid",
    });
  });

  it("a paid session has its tax (held inside an inclusive price), the accepted terms, the buyer's tax id and its paid invoice", async () => {
    const created = await stripe.checkout.sessions.create(taxed());
    const paid = await pay(created.id, { taxRatePercent: 20, taxId: { type: "eu_vat", value: "DE123456789" } });
    expect(paid).toMatchObject({ amount_total: 999, total_details: { amount_tax: 167 }, consent: { terms_of_service: "accepted" }, customer_details: { tax_ids: [{ type: "eu_vat", value: "DE123456789" }] } });
    const invoice = await stripe.invoices.retrieve(paid.invoice as string);
    expect(invoice).toMatchObject({ object: "invoice", status: "paid", amount_paid: 999, metadata: { order_id: "order_1" }, hosted_invoice_url: expect.stringMatching(/^http/) });
    // An exclusive price has its tax added to the total.
    const exclusive = await stripe.checkout.sessions.create(taxed({ line_items: line({ tax_behavior: "exclusive" }, { tax_code: "txcd_10505001" }) }));
    expect((await pay(exclusive.id, { taxRatePercent: 20 })).amount_total).toBe(1199);
  });
});

describe("sessions, refunds and keys", () => {
  it("expires only an open session, and answers a session it does not have with 404", async () => {
    const { id } = await stripe.checkout.sessions.create(valid());
    expect((await stripe.checkout.sessions.expire(id)).status).toBe("expired");
    expect(await refusal(stripe.checkout.sessions.expire(id))).toMatchObject({ param: "session" });
    const missing = await stripe.checkout.sessions.retrieve("cs_test_nothing").catch((error: unknown) => error as InstanceType<typeof Stripe.errors.StripeInvalidRequestError>);
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", param: "session" });
    expect(await refusal(stripe.checkout.sessions.retrieve(`cs_test_${"x".repeat(60)}`))).toMatchObject({ param: "session" });
  });

  it("refunds a payment once, no more than was paid, and only a payment it has", async () => {
    const { id } = await stripe.checkout.sessions.create(valid());
    const { payment_intent } = await pay(id);
    expect(await refusal(stripe.refunds.create({}))).toMatchObject({ code: "parameter_missing" });
    expect(await refusal(stripe.refunds.create({ payment_intent: "pi_nothing" }))).toMatchObject({ param: "payment_intent", code: "resource_missing" });
    expect(await refusal(stripe.refunds.create({ payment_intent: payment_intent as string, amount: 1000 }))).toMatchObject({ param: "amount", code: "amount_too_large" });
    expect(await refusal(stripe.refunds.create({ payment_intent: payment_intent as string, reason: "changed_mind" as "duplicate" }))).toMatchObject({ param: "reason" });
    expect((await stripe.refunds.create({ payment_intent: payment_intent as string })).amount).toBe(999);
    expect(await refusal(stripe.refunds.create({ payment_intent: payment_intent as string }))).toMatchObject({ code: "charge_already_refunded" });
  });

  it("answers a repeated Idempotency-Key with the first answer, and refuses it with other parameters", async () => {
    const key = `idem_${crypto.randomUUID()}`;
    const params = valid();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    expect((await stripe.checkout.sessions.create(params, { idempotencyKey: key })).id).toBe(first.id);
    const other = await stripe.checkout.sessions.create({ ...params, client_reference_id: "order_2" }, { idempotencyKey: key }).catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^Keys for idempotent requests can only be used with the same parameters/) });
  });
});

describe("objects shaped as Stripe's fixtures give them", () => {
  const fieldsOf = (fixture: Record<string, unknown>) => Object.keys(fixture).sort();

  it("checkout.session, payment_intent, charge, refund, item and event carry every field of Stripe's examples", async () => {
    const { id } = await stripe.checkout.sessions.create(valid());
    expect(Object.keys(await stripe.checkout.sessions.retrieve(id))).toEqual(expect.arrayContaining(fieldsOf(FIXTURES["checkout.session"])));
    const lines = await stripe.checkout.sessions.listLineItems(id);
    expect(Object.keys(lines.data[0]!)).toEqual(expect.arrayContaining(fieldsOf(FIXTURES.item)));
    expect(lines.data[0]).toMatchObject({ object: "item", description: "Fern Hollow", amount_total: 999, quantity: 1, price: { unit_amount: 999, currency: "usd", type: "one_time" } });
    const paid = await pay(id);
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(Object.keys(intent)).toEqual(expect.arrayContaining(fieldsOf(FIXTURES.payment_intent)));
    expect(intent).toMatchObject({ status: "succeeded", amount: 999, amount_received: 999, metadata: { order_id: "order_1" } });
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(Object.keys(refund)).toEqual(expect.arrayContaining(fieldsOf(FIXTURES.refund)));
    const completed = await stripeEventFor("checkout.session.completed", id);
    expect(Object.keys(completed)).toEqual(expect.arrayContaining(fieldsOf(FIXTURES.event)));
    expect(completed.data.object).toMatchObject({ id, status: "complete", payment_status: "paid", payment_intent: intent.id });
    const refunded = await stripeEventFor("charge.refunded", refund.charge as string);
    expect(Object.keys(refunded.data.object)).toEqual(expect.arrayContaining(fieldsOf(FIXTURES.charge)));
    expect(refunded.data.object).toMatchObject({ object: "charge", refunded: true, amount_refunded: 999, payment_intent: intent.id });
  });
});
