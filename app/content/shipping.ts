import { DELIVERED_PNG_MIN_SIZE_PX, DELIVERY_EMAIL_MAX_MINUTES, DELIVERY_EMAIL_MINUTES, DOWNLOAD_PAGE_SECONDS, MY_LOGOS_UPDATE_MINUTES } from "#app/lib/business.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import type { Card, Faq } from "./types.ts";

/** /shipping, "Digital Delivery" (accounts spec sections 2, 7, 9). */

export const DELIVERY_BENEFITS: Card[] = [
  { title: "Instant", text: "Your files are ready the moment your payment completes. No waiting, no shipping." },
  { title: "Free", text: "Digital delivery costs nothing, wherever you are in the world." },
  { title: "Yours for life", text: "Download your purchased logos again whenever you need them." },
  { title: "Secure", text: "Download links are tied to your order, so only you can get your files." },
];

export const ACCESS_ROUTES: Card[] = [
  {
    title: "Download page",
    text: `Right after payment you land on your order's download page, within ${DOWNLOAD_PAGE_SECONDS} seconds.`,
  },
  {
    title: "E-mail",
    text: `An e-mail with your download link follows, usually within ${DELIVERY_EMAIL_MINUTES} minutes.`,
  },
  {
    title: "My Logos",
    text: `Signed in? Your purchase appears in My Logos within ${MY_LOGOS_UPDATE_MINUTES} minutes, marked 'Purchased' and shown without the watermark; the mark opens its downloads at any time.`,
  },
];

export const FILE_CONTENTS = [
  "The logo as SVG and PDF: vector, sharp at any size and ready for print",
  `A high-resolution PNG, at least ${DELIVERED_PNG_MIN_SIZE_PX} x ${DELIVERED_PNG_MIN_SIZE_PX} px, on its background and transparent`,
  "A WebP version, light and sharp, for websites and apps",
  "One-colour (dark and light) and greyscale versions, and lockups of the mark and lettering",
  "Website icons, social media pictures, a brand guide and design tokens",
  "No watermark",
  "Full commercial rights to use your logo anywhere",
];

export const DELIVERY_TIMELINE = [
  { when: "Instantly", what: "Payment confirmed by our payment provider" },
  { when: `Within ${DOWNLOAD_PAGE_SECONDS} seconds`, what: "Your download page opens" },
  { when: `Within ${DELIVERY_EMAIL_MINUTES} to ${DELIVERY_EMAIL_MAX_MINUTES} minutes`, what: "The e-mail with your download link arrives" },
  { when: `Within ${MY_LOGOS_UPDATE_MINUTES} minutes`, what: "Your logos appear in My Logos" },
];

export const DELIVERY_FAQS: Faq[] = [
  {
    question: "I didn't receive the e-mail. What now?",
    answer: `It usually arrives within ${DELIVERY_EMAIL_MINUTES} minutes and always within ${DELIVERY_EMAIL_MAX_MINUTES}. Check your spam folder, then write to us and we will send your link again.`,
  },
  {
    question: "Can I download my logo more than once?",
    answer: "Yes. Keep the link from your e-mail, or sign in and download it from My Logos whenever you need it.",
  },
  {
    question: "Is anything shipped physically?",
    answer: "No. Every logo is delivered digitally, so there are no shipping costs or delivery times.",
  },
  {
    question: "Which formats are included?",
    answer: `A brand kit of every logo you buy: SVG and PDF, a PNG of at least ${DELIVERED_PNG_MIN_SIZE_PX} x ${DELIVERED_PNG_MIN_SIZE_PX} px with and without its background, a WebP, colour variants, lockups, website icons, social media pictures, a brand guide and your licence certificate.`,
  },
];

export function downloadHelpMailto(supportEmail: string) {
  return mailtoHref(supportEmail, { subject: "Download Help", body: "Order ID:\nWhat went wrong:\n" });
}
