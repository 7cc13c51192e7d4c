/**
 * What a purchase is called and what it says (marketplace spec sections 3, 5, 7 and 8),
 * shared by the purchase button, the checkout action and the JSON endpoints.
 */
import { CATALOGUE_ID, GENERATION_ID } from "#protocol/ids.ts";

/** The spec's purchase identifier: the generation id, or `original_{id}` for a catalogue logo. */
export type PurchaseTarget = { kind: "generation"; generationId: string } | { kind: "catalogue"; id: number };

export function cataloguePurchaseId(id: number | string): string {
  return `original_${id}`;
}

export function parsePurchaseId(value: string): PurchaseTarget | null {
  if (GENERATION_ID.test(value)) return { kind: "generation", generationId: value };
  const catalogue = /^original_(.+)$/.exec(value)?.[1];
  if (catalogue && CATALOGUE_ID.test(catalogue)) return { kind: "catalogue", id: Number(catalogue) };
  return null;
}

/** The spec's texts, word for word (section 8), and the product's own where it is silent. */
export const PURCHASE_COPY = {
  processing: "Processing...",
  noLogoId: "Unable to process purchase: Logo ID not found",
  createFailed: "Failed to create checkout session",
  createFailedDefaultReason: "Failed to create checkout session. Please try again.",
  exception: "An error occurred during purchase. Please try again.",
  verifyFailed: "Failed to verify purchase",
  statusFailed: "Failed to get purchase status",
  completeFailed: "Failed to complete purchase",
  linksFailed: "Failed to get download links",
  processFailed: "Failed to process purchase",
  notConfigured: "Checkout is not configured",
  checkoutOpening: "Your checkout for this logo is still being opened. Please wait a moment and press Purchase again.",
  providerRefused: "The payment provider did not accept this order. Please try again; if it happens again, write to us and we will sort it out.",
  providerUnavailable: "The payment provider could not be reached. Please try again in a minute.",
  sold: "This logo has already been sold.",
  notYours: "Only the person who made this logo can buy it.",
  notReady: "This logo is not finished yet.",
  badReturnUrl: "The return address must be on this site.",
} as const;

/** 'Failed to create checkout session: {reason}' (spec section 8). */
export function createFailedMessage(reason?: string): string {
  return `${PURCHASE_COPY.createFailed}: ${reason || PURCHASE_COPY.createFailedDefaultReason}`;
}

/**
 * The most logos one order holds. One Stripe line item each, so never above Stripe's 100
 * for a payment (docs/decisions/0501); 20 keeps the files rendered after payment within
 * one Worker's background work.
 */
export const MAX_LOGOS_PER_ORDER = 20;

export function tooManyLogosMessage(count: number): string {
  return `An order may hold at most ${MAX_LOGOS_PER_ORDER} logos, and this one has ${count}. Please buy them in smaller orders.`;
}

/**
 * Someone else's open checkout holds the logo: until when, as a time of day in the buyer's
 * time zone (the edge knows it; UTC otherwise) and in minutes, which read right anywhere.
 */
export function heldBySomeoneElseMessage(options: { heldUntil: number; now: number; timeZone?: string | null; name?: string | null }): string {
  const minutes = Math.max(1, Math.ceil((options.heldUntil - options.now) / 60_000));
  const subject = options.name ? `“${options.name}” is` : "This logo is";
  return `${subject} being purchased by someone else right now. Their checkout holds it until ${clockTime(options.heldUntil, options.timeZone)} (in ${minutes} ${minutes === 1 ? "minute" : "minutes"}); if they do not complete it, you can buy it then.`;
}

function clockTime(at: number, timeZone?: string | null): string {
  const format = (zone: string) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone, timeZoneName: "short" }).format(at);
  try {
    return format(timeZone || "UTC");
  } catch {
    // An unknown zone name: the time in UTC still tells the truth.
    return format("UTC");
  }
}
