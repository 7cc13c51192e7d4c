import { DESIGNER_EARNINGS_EXAMPLE_SALES, DESIGNER_EARNINGS_PER_SALE_CENTS, DESIGNER_REVIEW_BUSINESS_DAYS, SUBMISSION_MIN_SIZE_PX } from "#app/lib/business.ts";
import { formatCentsCompact } from "#app/lib/money.ts";
import { mailtoHref } from "#app/lib/mailto.ts";
import type { Faq, Step } from "./types.ts";

/** /sell-logos (accounts spec sections 2, 5, 7, 9): designers submit by e-mail. */

const PER_SALE = formatCentsCompact(DESIGNER_EARNINGS_PER_SALE_CENTS);

export const SELL_STEPS: Step[] = [
  { title: "Create your logo", text: "Design an original logo that follows our submission guidelines below." },
  {
    title: "Submit by e-mail",
    text: `Send us your files. We review every submission and reply within ${DESIGNER_REVIEW_BUSINESS_DAYS} business days.`,
  },
  { title: "Earn on every sale", text: `Once approved, your logo goes on sale and you earn ${PER_SALE} every time it sells.` },
];

/** '10 sales' → '$30'; the largest example reads '100+ sales' → '$300+'. */
export const EARNINGS_EXAMPLES = DESIGNER_EARNINGS_EXAMPLE_SALES.map((sales, index, all) => {
  const open = index === all.length - 1 ? "+" : "";
  return { sales: `${sales}${open} sales`, earnings: `${formatCentsCompact(sales * DESIGNER_EARNINGS_PER_SALE_CENTS)}${open}` };
});

export const EARNINGS_NOTE = `You earn ${PER_SALE} for every sale of your logo, including sales of AI variations that buyers create from it. Earnings are paid monthly via PayPal.`;

export const SUBMISSION_GUIDELINES = [
  `**Minimum size:** ${SUBMISSION_MIN_SIZE_PX} x ${SUBMISSION_MIN_SIZE_PX} px.`,
  "**Vector preferred:** if you have the vector original (AI, SVG or EPS), mention it in your e-mail.",
  "**Transparent backgrounds:** the logo on its own, without a background colour or mock-up.",
  "**Accepted formats:** WEBP and PNG.",
  "**Original work only:** no traced, copied or trademarked designs.",
];

export const SELL_FAQS: Faq[] = [
  {
    question: "How much do I earn per sale?",
    answer: `${PER_SALE} for every sale of your logo, including sales of AI variations based on it.`,
  },
  { question: "When and how do I get paid?", answer: "Earnings are paid out monthly via PayPal." },
  {
    question: "Do I keep the rights to my logo?",
    answer: "Yes. You keep ownership of your work and grant us a non-exclusive licence to sell it.",
  },
  {
    question: "How long does the review take?",
    answer: `We reply to every submission within ${DESIGNER_REVIEW_BUSINESS_DAYS} business days.`,
  },
  {
    question: "Which files should I send?",
    answer: `WEBP or PNG files of at least ${SUBMISSION_MIN_SIZE_PX} x ${SUBMISSION_MIN_SIZE_PX} px on a transparent background. Vector originals (AI, SVG, EPS) are preferred: tell us if you have them.`,
  },
  {
    question: "Do I need an account or special software?",
    answer: "No. Submissions are made by e-mail: attach your files and tell us your name and the PayPal address you want to be paid at.",
  },
];

export function submissionMailto(supportEmail: string) {
  return mailtoHref(supportEmail, {
    subject: "Logo Submission",
    body: "Designer name:\nPayPal address for payouts:\nLogo name(s):\nVector originals available (AI, SVG, EPS): yes / no\n\nPlease attach your WEBP or PNG files.",
  });
}

export function sellingQuestionMailto(supportEmail: string) {
  return mailtoHref(supportEmail, { subject: "Question about selling logos" });
}
