import { DELIVERED_PNG_MIN_SIZE_PX, REFUND_WINDOW_DAYS, SUPPORT_RESPONSE_HOURS } from "#app/lib/business.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";
import type { Card, Faq } from "./types.ts";

/** /support (accounts spec section 2): hero, three info cards, contact form, FAQ, Help Center. */

export const SUPPORT_RESPONSE_NOTE = `We answer within ${SUPPORT_RESPONSE_HOURS} hours on business days.`;

export function supportInfoCards(supportEmail: string): Card[] {
  return [
    { title: "Email Support", text: `Write to us any time at [${supportEmail}](mailto:${supportEmail}).` },
    { title: "Fast Response", text: SUPPORT_RESPONSE_NOTE },
    {
      title: "Guides and Policies",
      text: "Answers are often one click away: the [Designer Handbook](/designer-handbook), our [Return Policy](/return) and how [Digital Delivery](/shipping) works.",
    },
  ];
}

export const SUPPORT_FAQS: Faq[] = [
  {
    question: "How do I download my purchased logo?",
    answer: "Right after payment you are taken to your download page. You also receive an e-mail with a download link, and signed-in buyers find every purchase under My Logos, marked 'Purchased' and shown without the watermark, with its downloads. See [Digital Delivery](/shipping).",
  },
  {
    question: "What file formats do I get?",
    answer: `A whole brand kit: the logo as SVG and PDF (vector), a high-resolution PNG of at least ${DELIVERED_PNG_MIN_SIZE_PX} x ${DELIVERED_PNG_MIN_SIZE_PX} px with and without its background, and a WebP; one-colour and greyscale versions, lockups, website icons, social media pictures, a brand guide and your licence certificate. Each file downloads on its own, or all of them as one ZIP.`,
  },
  {
    question: "Can I get a refund?",
    answer: `Yes. Every purchase comes with a ${REFUND_WINDOW_DAYS}-day money-back guarantee, no reason required. See our [Return Policy](/return).`,
  },
  {
    question: "Do I need an account to buy a logo?",
    answer: "No. You can buy as a guest. An account lets you keep your refined logos and download your purchases again at any time.",
  },
  {
    question: "How much does a logo cost?",
    answer: `Every logo costs ${PRICE_LABEL}, whether you choose it from the catalogue or generate it with AI.`,
  },
  {
    question: "How do I sell my own logos?",
    answer: "Designers open a designer account, submit their logos for review (or send them by e-mail) and earn $3 when a logo sells and $3 for every AI variation of it that sells. Everything you need to know is on [Sell Logos](/sell-logos).",
  },
];

export const HELP_CENTER = {
  title: "Help Center",
  badge: "Coming Soon",
  text: "Step-by-step guides, video tutorials and troubleshooting articles, all in one searchable place. Until it opens, the FAQ above and our support team are here for you.",
};
