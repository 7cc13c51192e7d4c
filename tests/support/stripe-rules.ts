/**
 * What Stripe refuses of the calls the app makes, each rule with where it is written
 * (docs/decisions/0501-stripe-rules-in-the-stand-in.md lists them). The parameter
 * schemas are the OpenAPI description's (stripe/openapi, openapi/spec3.json), reduced to
 * what the stand-in models; the limits that schema cannot say are from the API reference
 * and the `stripe` package's documentation of each parameter.
 */
import { characters, checkParams, refuse, type FormValue, type Refusal, type Schema } from "./stripe-params.ts";

const METADATA: Schema = { type: "metadata" };
const BOOLEAN: Schema = { type: "boolean" };
// Checkout Sessions create, `custom_text`: "Text can be up to 1200 characters in length."
const CUSTOM_TEXT: Schema = { type: "object", required: ["message"], properties: { message: { type: "string", maxLength: 1200 } } };

/** `PostCheckoutSessions`, the parameters the stand-in models. */
const CREATE_SESSION: Schema = {
  type: "object",
  properties: {
    mode: { type: "string", enum: ["payment", "setup", "subscription"] },
    client_reference_id: { type: "string", maxLength: 200 },
    customer_email: { type: "string", format: "email" },
    success_url: { type: "string", format: "url" },
    cancel_url: { type: "string", format: "url" },
    expires_at: { type: "integer" },
    metadata: METADATA,
    automatic_tax: { type: "object", required: ["enabled"], properties: { enabled: BOOLEAN } },
    consent_collection: {
      type: "object",
      properties: { terms_of_service: { type: "string", enum: ["none", "required"] }, promotions: { type: "string", enum: ["auto", "none"] } },
    },
    custom_text: {
      type: "object",
      properties: { after_submit: CUSTOM_TEXT, shipping_address: CUSTOM_TEXT, submit: CUSTOM_TEXT, terms_of_service_acceptance: CUSTOM_TEXT },
    },
    invoice_creation: {
      type: "object",
      required: ["enabled"],
      properties: {
        enabled: BOOLEAN,
        invoice_data: {
          type: "object",
          properties: {
            description: { type: "string", maxLength: 1500 },
            footer: { type: "string", maxLength: 5000 },
            metadata: METADATA,
            rendering_options: { type: "object", properties: { amount_tax_display: { type: "string", enum: ["exclude_tax", "include_inclusive_tax"] } } },
          },
        },
      },
    },
    tax_id_collection: { type: "object", required: ["enabled"], properties: { enabled: BOOLEAN, required: { type: "string", enum: ["if_supported", "never"] } } },
    payment_intent_data: {
      type: "object",
      properties: { description: { type: "string", maxLength: 1000 }, metadata: METADATA },
    },
    line_items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          price: { type: "string", maxLength: 5000 },
          quantity: { type: "integer", minimum: 1 },
          metadata: METADATA,
          price_data: {
            type: "object",
            required: ["currency"],
            properties: {
              currency: { type: "string", format: "currency" },
              product: { type: "string", maxLength: 5000 },
              unit_amount: { type: "integer", minimum: 0 },
              tax_behavior: { type: "string", enum: ["exclusive", "inclusive", "unspecified"] },
              product_data: {
                type: "object",
                required: ["name"],
                properties: {
                  name: { type: "string", maxLength: 5000 },
                  description: { type: "string", maxLength: 40000 },
                  metadata: METADATA,
                  // "A list of up to 8 URLs of images for this product, meant to be displayable to the customer."
                  images: { type: "array", maxItems: 8, items: { type: "string", maxLength: 2048, format: "url" } },
                  tax_code: { type: "string", maxLength: 5000 },
                },
              },
            },
          },
        },
      },
    },
  },
};

/** `PostRefunds`, the parameters the stand-in models. */
const CREATE_REFUND: Schema = {
  type: "object",
  properties: {
    payment_intent: { type: "string", maxLength: 5000 },
    charge: { type: "string", maxLength: 5000 },
    amount: { type: "integer", minimum: 1 },
    reason: { type: "string", enum: ["duplicate", "fraudulent", "requested_by_customer"] },
    metadata: METADATA,
  },
};

/** `PostCheckoutSessionsSessionExpire` takes no parameter but `expand`, which the stand-in does not model. */
const EXPIRE_SESSION: Schema = { type: "object", properties: {} };

// Checkout Sessions create, `expires_at`: "It can be anywhere from 30 minutes to 24 hours
// after Checkout Session creation." Measured at creation, to the millisecond.
export const EXPIRY_WINDOW_MS = { min: 30 * 60 * 1000, max: 24 * 60 * 60 * 1000 } as const;
// Checkout Sessions create, `line_items`: "For `payment` mode, there is a maximum of 100 line items".
export const MAX_PAYMENT_LINE_ITEMS = 100;
// docs.stripe.com/currencies, "Minimum and maximum charge amounts": at least the currency's
// minimum (USD $0.50), and at most eight digits.
const MINIMUM_CHARGE: Record<string, number> = { usd: 50, eur: 50, gbp: 30, cad: 50, aud: 50 };
const MAXIMUM_CHARGE = 99_999_999;

/**
 * What an operator sets in Stripe's dashboard that decides whether a session is taken: an
 * origin address (and so Stripe Tax) and a terms-of-service URL, both set on a new stand-in
 * account as docs/operating.md asks; no default tax behavior, so each price must say its own.
 */
export interface AccountSettings {
  /** Settings > Tax: the head office (origin) address Stripe Tax needs before it computes anything. */
  taxOriginAddress: boolean;
  /** Settings > Public details: the terms of service URL Checkout links its consent to. */
  termsOfServiceUrl: string | null;
  /** Settings > Tax: the default tax behavior of prices that do not state one. */
  defaultTaxBehavior: "inclusive" | "exclusive" | null;
}

export const DEFAULT_ACCOUNT: AccountSettings = { taxOriginAddress: true, termsOfServiceUrl: "https://shop.example/terms", defaultTaxBehavior: null };

/**
 * Product tax codes the stand-in knows (docs.stripe.com/tax/tax-codes): a code outside the
 * list is `resource_missing`, as Stripe answers a code it does not have.
 */
export const KNOWN_TAX_CODES = new Set([
  "txcd_00000000", // Nontaxable
  "txcd_10000000", // General - Electronically Supplied Services
  "txcd_10202000", // Downloadable Software - Personal Use
  "txcd_10202003", // Downloadable Software - Business Use
  "txcd_10501000", // Digital Photographs/Images - downloaded - non subscription - with permanent rights
  "txcd_10505000", // Digital Finished Artwork - downloaded - non subscription - with limited rights
  "txcd_10505001", // Digital Finished Artwork - downloaded - non subscription - with permanent rights
  "txcd_99999999", // General - Tangible Goods
]);

export interface SessionLine {
  name: string;
  unitAmount: number;
  quantity: number;
  currency: string;
  taxBehavior: "inclusive" | "exclusive" | null;
  taxCode: string | null;
  images: string[];
}

export interface SessionOptions {
  automaticTax: boolean;
  termsOfService: boolean;
  invoiceCreation: boolean;
  taxIdCollection: boolean;
}

export type CreateSessionCheck =
  | { ok: true; lines: SessionLine[]; currency: string; amountTotal: number; expiresAt: number; options: SessionOptions }
  | { ok: false; refusal: Refusal };

type Form = Record<string, FormValue>;
const on = (value: FormValue | undefined) => value === "true";

/** Checks a Checkout Session create against Stripe's rules, at the moment `createdMs`, for an account set up as `account`. */
export function checkCreateSession(params: Form, createdMs: number, account: AccountSettings = DEFAULT_ACCOUNT): CreateSessionCheck {
  const fail = (refusal: Refusal): CreateSessionCheck => ({ ok: false, refusal });
  const invalid = checkParams(params, CREATE_SESSION, "");
  if (invalid) return fail(invalid);
  const mode = (params.mode as string | undefined) ?? "payment";
  // `invoice_creation`: "Generate a post-purchase Invoice for one-time payments" — payment mode only.
  if (params.invoice_creation !== undefined && mode !== "payment") {
    return fail(refuse(`You can only set \`invoice_creation\` in \`payment\` mode. Subscription and setup mode sessions create invoices differently.`, "invoice_creation"));
  }
  if (mode !== "payment") return fail(refuse(`The stand-in models payment mode only, not ${mode}.`, "mode"));

  // "The parameter is required for `payment` and `subscription` mode."
  const items = (params.line_items as Form[] | undefined) ?? [];
  if (items.length === 0) return fail(refuse("Missing required param: line_items.", "line_items", "parameter_missing"));
  if (items.length > MAX_PAYMENT_LINE_ITEMS) {
    return fail(refuse(`You may only specify up to ${MAX_PAYMENT_LINE_ITEMS} line items in payment mode, but ${items.length} were given.`, "line_items"));
  }
  const lines: SessionLine[] = [];
  for (const [index, item] of items.entries()) {
    const line = checkLine(item, `line_items[${index}]`);
    if ("status" in line) return fail(line);
    lines.push(line);
  }
  // A session has one `currency` (the Checkout Session object): its items share it.
  const currency = lines[0]!.currency;
  const other = lines.findIndex((line) => line.currency !== currency);
  if (other >= 0) return fail(refuse("All line items of a Checkout Session must use the same currency.", `line_items[${other}][price_data][currency]`));
  const amountTotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const minimum = MINIMUM_CHARGE[currency];
  if (minimum === undefined) return fail(refuse(`Invalid currency: ${currency}. The stand-in knows ${Object.keys(MINIMUM_CHARGE).join(", ")}.`, "line_items[0][price_data][currency]"));
  if (amountTotal < minimum) return fail(refuse(`The Checkout Session's total amount due must add up to at least ${minimum} ${currency}.`, "line_items", "amount_too_small"));
  if (amountTotal > MAXIMUM_CHARGE) return fail(refuse(`The Checkout Session's total amount due must be no more than ${MAXIMUM_CHARGE} ${currency}.`, "line_items", "amount_too_large"));

  const automaticTax = on((params.automatic_tax as Form | undefined)?.enabled);
  if (automaticTax) {
    // Stripe Tax computes from the business's origin address; without one it is not active.
    if (!account.taxOriginAddress) {
      return fail(refuse("Stripe Tax has not been activated on your account. Please visit https://dashboard.stripe.com/settings/tax to get started.", "automatic_tax[enabled]"));
    }
    // `price_data.tax_behavior`: "Only required if a default tax behavior was not provided in the
    // Stripe Tax settings"; `unspecified` cannot be taxed automatically.
    const unstated = lines.findIndex((line) => line.taxBehavior === null);
    if (unstated >= 0 && !account.defaultTaxBehavior) {
      return fail(
        refuse(
          "When `automatic_tax[enabled]` is true, every price must have a `tax_behavior` of `inclusive` or `exclusive`, or your Stripe Tax settings must set a default tax behavior.",
          `line_items[${unstated}][price_data][tax_behavior]`,
        ),
      );
    }
  }

  const consent = params.consent_collection as Form | undefined;
  const termsOfService = consent?.terms_of_service === "required";
  // `consent_collection.terms_of_service`: "There must be a valid terms of service URL set in your Dashboard settings."
  if (termsOfService && !account.termsOfServiceUrl) {
    return fail(
      refuse(
        "You cannot collect consent to your terms of service unless a URL is set in the Stripe Dashboard. Update your public business details at https://dashboard.stripe.com/settings/public to set a terms of service URL.",
        "consent_collection[terms_of_service]",
      ),
    );
  }
  // `custom_text.terms_of_service_acceptance` replaces the text of the terms checkbox: there must be one.
  if ((params.custom_text as Form | undefined)?.terms_of_service_acceptance !== undefined && !termsOfService) {
    return fail(refuse("`custom_text[terms_of_service_acceptance]` can only be set when `consent_collection[terms_of_service]` is `required`.", "custom_text[terms_of_service_acceptance]"));
  }

  // By default 24 hours from creation; otherwise inside the documented window.
  const expiresAt = params.expires_at === undefined ? Math.floor((createdMs + EXPIRY_WINDOW_MS.max) / 1000) : Number(params.expires_at);
  const lifetime = expiresAt * 1000 - createdMs;
  if (lifetime < EXPIRY_WINDOW_MS.min) return fail(refuse("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.", "expires_at"));
  if (lifetime > EXPIRY_WINDOW_MS.max) return fail(refuse("The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", "expires_at"));
  const options: SessionOptions = {
    automaticTax,
    termsOfService,
    invoiceCreation: on((params.invoice_creation as Form | undefined)?.enabled),
    taxIdCollection: on((params.tax_id_collection as Form | undefined)?.enabled),
  };
  return { ok: true, lines, currency, amountTotal, expiresAt, options };
}

function checkLine(item: Form, path: string): SessionLine | Refusal {
  // "One of `price` or `price_data` is required"; the stand-in keeps no Price objects.
  if (item.price !== undefined) return refuse(`No such price: '${String(item.price)}'`, `${path}[price]`, "resource_missing");
  const data = item.price_data as Form | undefined;
  if (!data) return refuse(`Missing required param: ${path}[price_data].`, `${path}[price_data]`, "parameter_missing");
  // "One of `product` or `product_data` is required"; no Product objects either.
  if (data.product !== undefined) return refuse(`No such product: '${String(data.product)}'`, `${path}[price_data][product]`, "resource_missing");
  if (data.product_data === undefined) return refuse(`Missing required param: ${path}[price_data][product_data].`, `${path}[price_data][product_data]`, "parameter_missing");
  // "One of `unit_amount` or `unit_amount_decimal` is required."
  if (data.unit_amount === undefined) return refuse(`Missing required param: ${path}[price_data][unit_amount].`, `${path}[price_data][unit_amount]`, "parameter_missing");
  // A one-time price is bought in a quantity: without one, Checkout cannot total it.
  if (item.quantity === undefined) return refuse(`Quantity is required. Add \`quantity\` to \`${path}\``, `${path}[quantity]`, "parameter_missing");
  const product = data.product_data as Form;
  const name = product.name as string;
  if (name.trim() === "") return refuse(`Invalid string: the product name must not be blank`, `${path}[price_data][product_data][name]`, "parameter_invalid_string_blank");
  const taxCode = (product.tax_code as string | undefined) ?? null;
  if (taxCode !== null && !KNOWN_TAX_CODES.has(taxCode)) return refuse(`No such tax code: '${taxCode}'`, `${path}[price_data][product_data][tax_code]`, "resource_missing");
  const behavior = data.tax_behavior as string | undefined;
  return {
    name,
    unitAmount: Number(data.unit_amount),
    quantity: Number(item.quantity),
    currency: data.currency as string,
    taxBehavior: behavior === "inclusive" || behavior === "exclusive" ? behavior : null,
    taxCode,
    images: (product.images as string[] | undefined) ?? [],
  };
}

export function checkCreateRefund(params: Record<string, FormValue>): Refusal | null {
  const invalid = checkParams(params, CREATE_REFUND, "");
  if (invalid) return invalid;
  if (params.payment_intent === undefined && params.charge === undefined) {
    return refuse("One of the following params should be provided for this request: payment_intent or charge.", "payment_intent", "parameter_missing");
  }
  if (params.payment_intent !== undefined && params.charge !== undefined) {
    return refuse("You cannot specify both payment_intent and charge.", "charge", "parameters_exclusive");
  }
  return null;
}

export function checkExpireSession(params: Record<string, FormValue>): Refusal | null {
  return checkParams(params, EXPIRE_SESSION, "");
}

/** The path's session id: at most 66 characters in the OpenAPI description (`GetCheckoutSessionsSession`). */
export function checkSessionId(id: string): Refusal | null {
  return characters(id) > 66 ? refuse(`Invalid string: ${id.slice(0, 60)}...; must be at most 66 characters`, "session") : null;
}
