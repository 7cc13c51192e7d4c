import { DESIGNER_EARNINGS_EXAMPLE_SALES, DESIGNER_EARNINGS_PER_SALE_CENTS, DESIGNER_REVIEW_BUSINESS_DAYS, SUBMISSION_MIN_SIZE_PX } from "#app/lib/business.ts";
import { formatCentsCompact } from "#app/lib/money.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import type { Faq, Step } from "./types.ts";

/**
 * /sell-logos (accounts spec sections 2, 5, 7, 9; issue 34): designers open an account and
 * submit in their designer area, or by e-mail. The words match what buyers are sold (every
 * logo once, exclusively, with its copyright: docs/decisions/0106) and what the ledger
 * credits (the sale and each sale of an AI variation: docs/decisions/2700).
 */

const PER_SALE = formatCentsCompact(DESIGNER_EARNINGS_PER_SALE_CENTS);

export const SELL_STEPS: Step[] = [
  { title: "Start selling", text: "Create an account (or sign in) and add your designer profile: the public name buyers see, a short bio and your PayPal address." },
  {
    title: "Submit your logo",
    text: `Upload an SVG (preferred) or a PNG with its name, category, tags and description. We review every submission within ${DESIGNER_REVIEW_BUSINESS_DAYS} business days and mail you our decision.`,
  },
  { title: "Earn on the sale and its variations", text: `Once approved, your logo is on sale under your name. You earn ${PER_SALE} when a buyer buys it, and ${PER_SALE} every time a buyer buys an AI variation made from it.` },
];

/** '10 sales' → '$30'; the largest example reads '100+ sales' → '$300+'. */
export const EARNINGS_EXAMPLES = DESIGNER_EARNINGS_EXAMPLE_SALES.map((sales, index, all) => {
  const open = index === all.length - 1 ? "+" : "";
  return { sales: `${sales}${open} sales`, earnings: `${formatCentsCompact(sales * DESIGNER_EARNINGS_PER_SALE_CENTS)}${open}` };
});

export const EARNINGS_NOTE = `Every logo is sold only once, to one buyer. What sells many times are the AI variations buyers make from it: each variation bought earns you ${PER_SALE}, like the sale of the logo itself. A refunded sale is taken back. After each month ends we pay everything you are due through PayPal.`;

export const SUBMISSION_GUIDELINES = [
  "**SVG preferred:** plain paths and shapes, with text converted to outlines, at most 512 KB. Scripts, styles, text, embedded images and links to other files are refused; we keep and sell the SVG as our check rebuilt it.",
  `**Or PNG:** at least ${SUBMISSION_MIN_SIZE_PX} x ${SUBMISSION_MIN_SIZE_PX} px.`,
  "**Transparent background:** the logo on its own, without a background colour or mock-up.",
  "**At most 1 MB** for a PNG.",
  "**Original work only:** no traced, copied or trademarked designs. A logo whose mark is too like one in our catalogue or one already sold is not accepted.",
];

export const SELL_FAQS: Faq[] = [
  {
    question: "How much do I earn?",
    answer: `${PER_SALE} when your logo is bought, and ${PER_SALE} every time a buyer buys an AI variation made from it (a refinement or personalization based on your logo). The logo itself is sold only once.`,
  },
  {
    question: "When and how do I get paid?",
    answer: "After each month ends we pay, through PayPal, everything you earned through that month, to the PayPal address in your designer profile. Without an address your earnings stay due until you add one. Refunds are deducted in the month they happen. Your designer area shows every sale, each month's statement (also as CSV) and the payouts you received.",
  },
  {
    question: "What do I grant, and what does the buyer get?",
    answer: "By submitting, you confirm the logo is your original work and grant us the exclusive right to sell it once. While it is listed you may not sell or license it elsewhere. When it is bought, the buyer receives the design exclusively with its copyright, so it is no longer yours to use or sell; the typefaces and any open-licence icon drawing in it stay under their own licences. Until it sells, the logo stays yours: write to us to withdraw it.",
  },
  {
    question: "How long does the review take?",
    answer: `We decide within ${DESIGNER_REVIEW_BUSINESS_DAYS} business days. Approved logos go on sale at once; if we reject one, we mail you the reason and you see it in your designer area.`,
  },
  {
    question: "Which files should I send?",
    answer: `An SVG (preferred), or a PNG of at least ${SUBMISSION_MIN_SIZE_PX} x ${SUBMISSION_MIN_SIZE_PX} px, on a transparent background (an SVG at most 512 KB, a PNG at most 1 MB). The buyer receives your SVG (or PNG) and PNG files we draw from it.`,
  },
  {
    question: "Can I submit by e-mail instead?",
    answer: "Yes. Send us your files with your name and the PayPal address you want to be paid at, and we add them for you. An account lets you follow the review, your sales and your payouts yourself.",
  },
];

export function submissionMailto(supportEmail: string) {
  return mailtoHref(supportEmail, {
    subject: "Logo Submission",
    body: "Designer name:\nPayPal address for payouts:\nLogo name(s):\n\nPlease attach your SVG files, or PNG files of at least 1000 x 1000 px on a transparent background.",
  });
}

export function sellingQuestionMailto(supportEmail: string) {
  return mailtoHref(supportEmail, { subject: "Question about selling logos" });
}
