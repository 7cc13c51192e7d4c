/**
 * Stripe's rules the app keeps to when it opens a Checkout Session (docs/decisions/0501
 * lists each with its source), and the choices made inside them: how long a session
 * and its hold last, and how a logo's name reads on Stripe's page.
 */

/**
 * Stripe takes an `expires_at` "from 30 minutes to 24 hours after Checkout Session
 * creation", measured when Stripe creates the session, which is later than the moment we
 * compute it (the request's way there, a retry, clocks that differ). Exactly 30 minutes is
 * refused; 35 leaves a 5-minute margin.
 */
export const SESSION_LIFETIME_MS = 35 * 60 * 1000;

/**
 * A payment submitted just before the expiry can still complete after it: the hold on the
 * logos outlasts the session by this, so no one else can start paying for them meanwhile.
 */
export const HOLD_GRACE_MS = 5 * 60 * 1000;

/** A session opened now: when it expires, and until when its logos are held. */
export function checkoutTimes(now: number): { expiresAt: Date; heldUntil: number } {
  const expiresAt = now + SESSION_LIFETIME_MS;
  return { expiresAt: new Date(expiresAt), heldUntil: expiresAt + HOLD_GRACE_MS };
}

/** "For `payment` mode, there is a maximum of 100 line items" (Checkout Sessions create). */
export const STRIPE_MAX_PAYMENT_LINE_ITEMS = 100;

/**
 * A product name is at most 5,000 characters to Stripe, but a generated logo's name can be
 * its whole prompt, and Stripe's page and receipt show it on one line: the name is cut
 * there, at a word where one is near. The order keeps the full name.
 */
const PRODUCT_NAME_CHARS = 120;

export function stripeProductName(name: string, fallback = "Custom Logo"): string {
  // Line breaks and control characters of a prompt become spaces; blank is not a name.
  const clean = name.replace(/[\p{Cc}\s]+/gu, " ").trim();
  if (!clean) return fallback;
  if ([...clean].length <= PRODUCT_NAME_CHARS) return clean;
  // Whole graphemes (an emoji with its modifiers stays whole), counted in code points as Stripe counts.
  let cut = "";
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(clean)) {
    if ([...cut].length + [...segment].length > PRODUCT_NAME_CHARS - 1) break;
    cut += segment;
  }
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length >= cut.length * 0.75 ? atWord : cut).trimEnd()}…`;
}

/**
 * Stripe Tax's product tax code for a logo: "Digital Finished Artwork - downloaded - non
 * subscription - with permanent rights" (docs.stripe.com/tax/tax-codes: "final art used for
 * actual reproduction ... designs, ... lettering"). Not txcd_10202000, which is downloadable
 * software (docs/decisions/0503).
 */
export const LOGO_TAX_CODE = "txcd_10505001";

/**
 * $9.99 is what the buyer pays wherever they are: the price includes the VAT or sales tax
 * Stripe Tax finds due, so the total, the order and the designer's share never change.
 */
export const TAX_BEHAVIOR = "inclusive";

/** Stripe's `custom_text` limit: "Text can be up to 1200 characters in length." */
const CUSTOM_TEXT_CHARS = 1200;

/**
 * The text of Checkout's terms checkbox (Markdown links are shown as links): the terms, and
 * the consent to delivery at once that ends the EU right of withdrawal for digital content,
 * with our own guarantee kept.
 */
export function termsAcceptanceMessage(termsUrl: string): string {
  const message = `I agree to the [Terms of Service](${termsUrl}). I ask for my logo files to be delivered at once and understand that this ends my statutory right of withdrawal for digital content; the 30-day money-back guarantee still applies.`;
  return [...message].length <= CUSTOM_TEXT_CHARS ? message : message.replace(`(${termsUrl})`, "");
}
