import { DELIVERED_PNG_MIN_SIZE_PX, PAYMENT_METHODS } from "#app/lib/business.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";
import type { Card, Step } from "./types.ts";

/** /buy-logos, "How buying works" (accounts spec section 2). */

export const BUY_STEPS: Step[] = [
  {
    title: "Design or choose",
    text: "Pick a ready-made logo from the [catalogue](/browse), or describe your idea in the prompt bar and let our AI designer create one for you.",
  },
  {
    title: "Secure payment",
    text: `Pay ${PRICE_LABEL} per logo on our payment provider's secure checkout. No account needed: you can buy as a guest.`,
  },
  {
    title: "Instant delivery",
    text: `Download your brand kit the moment payment completes: the logo as SVG, PDF, a high-resolution PNG of at least ${DELIVERED_PNG_MIN_SIZE_PX} x ${DELIVERED_PNG_MIN_SIZE_PX} px and WebP, with colour variants, website icons, social media pictures, a brand guide and full commercial rights.`,
  },
];

export const CUSTOMIZATION_POINTS = [
  "Refine any logo as often as you like, for free, before you buy.",
  "Ask for changes in plain words: \"make the icon round\", \"use dark green\", \"change the font to something bolder\".",
  "Start from a catalogue logo, one of your favourites or your own earlier designs.",
  `Pay only for the version you love: ${PRICE_LABEL}, however many revisions it took.`,
];

const PAYMENT_METHOD_DETAILS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  "Credit and debit cards": "Visa, Mastercard, American Express and other major cards.",
  PayPal: "Pay with your PayPal balance or the cards saved in your PayPal account.",
  "Apple Pay": "Pay in one tap on supported Apple devices.",
};

export const PAYMENT_METHOD_CARDS: Card[] = PAYMENT_METHODS.map((method) => ({
  title: method,
  text: PAYMENT_METHOD_DETAILS[method],
}));

export const PAYMENT_SECURITY_NOTE =
  "Payments are handled by a hosted payment provider on its own secure page. Your card details go straight to the provider and never reach our servers.";
