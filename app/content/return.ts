import { REFUND_CONFIRMATION_HOURS, REFUND_PAYOUT_BUSINESS_DAYS, REFUND_WINDOW_DAYS } from "#app/lib/business.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import type { Faq, Step } from "./types.ts";

/** /return (accounts spec sections 2, 7, 9). */

export const GUARANTEE_TITLE = `${REFUND_WINDOW_DAYS}-Day Money-Back Guarantee`;
export const GUARANTEE_TEXT = `Not happy with your logo? Ask for a full refund within ${REFUND_WINDOW_DAYS} days of your purchase. No reason required.`;

export const RETURN_STEPS: Step[] = [
  {
    title: "Send us your request",
    text: `Within ${REFUND_WINDOW_DAYS} days of your purchase, open your order's page (the link in your receipt) and choose “Request a refund”: it is refunded at once. Or e-mail us with your purchase date, the logo's name or ID and how you paid.`,
  },
  { title: "We confirm", text: `We confirm your refund within ${REFUND_CONFIRMATION_HOURS} hours.` },
  {
    title: "Get your money back",
    text: `The refund reaches your original payment method within ${REFUND_PAYOUT_BUSINESS_DAYS} business days.`,
  },
];

export const COVERED = [
  "Ready-made logos from our catalogue",
  "Logos generated and refined with our AI designer",
  "Every logo in a purchase of several logos, each on its own",
  "Any reason, or none: you don't have to explain",
];

export const RETURN_NOTES = [
  "Refunds are paid to the payment method you used for the purchase.",
  "When a logo is refunded, the commercial rights to it are revoked: stop using it and delete its files.",
  `Requests must reach us within ${REFUND_WINDOW_DAYS} days of the purchase date.`,
  "Refunds are requested by e-mail; there is nothing to send back.",
];

export const RETURN_FAQS: Faq[] = [
  {
    question: "Do I have to give a reason?",
    answer: "No. A reason helps us improve, but the guarantee applies whatever it is.",
  },
  {
    question: "How long does a refund take?",
    answer: `We confirm it within ${REFUND_CONFIRMATION_HOURS} hours, and the money arrives within ${REFUND_PAYOUT_BUSINESS_DAYS} business days.`,
  },
  {
    question: "Can I keep using the logo after a refund?",
    answer: "No. A refund revokes the commercial rights to the logo, so it may no longer be used.",
  },
  {
    question: "What if I bought several logos?",
    answer: "You can return one, some or all of them; each logo is refunded on its own.",
  },
  {
    question: `What if more than ${REFUND_WINDOW_DAYS} days have passed?`,
    answer: "The guarantee ends then, but write to us anyway if something is wrong with your files: we will help.",
  },
];

/** The return request e-mail with its template (accounts spec section 7). */
export function returnRequestMailto(supportEmail: string) {
  return mailtoHref(supportEmail, {
    subject: "Return Request",
    body: "Purchase date:\nLogo name or ID:\nPayment method:\nReason for return (optional):\n",
  });
}

export function returnQuestionMailto(supportEmail: string) {
  return mailtoHref(supportEmail, { subject: "Question about the return policy" });
}
