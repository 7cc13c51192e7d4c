/**
 * Money, in one model: integer cents everywhere (orders, totals, the price), turned into
 * dollars only when shown, by formatCents. Every logo costs the same (marketplace spec
 * section 9): 999 cents, charged in US dollars. The catalogue's old per-logo prices are
 * not part of the product (docs/decisions/0003).
 */
export const PRICE_CENTS = 999;
/** ISO 4217, as the checkout provider and the receipts spell it. */
export const CURRENCY = "usd";

/** '$9.99': dollars with two decimals, from cents. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** '$3', '$150' (but '$2.50'): round figures in running copy, such as designer earnings. */
export function formatCentsCompact(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString("en-US")}` : formatCents(cents);
}

/** '$9.99' — the price as the copy shows it. */
export const PRICE_LABEL = formatCents(PRICE_CENTS);

/**
 * What the price includes, said wherever it is shown: the VAT or sales tax due where the
 * buyer is (Stripe Tax works it out; the price is tax-inclusive, docs/decisions/0503).
 */
export const PRICE_TAX_NOTE = "VAT and sales tax included";

/** What an order of `logoCount` logos costs, always computed on the server from this. */
export function orderTotalCents(logoCount: number): number {
  return PRICE_CENTS * logoCount;
}
