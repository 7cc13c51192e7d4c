/**
 * The landing page's copy (marketplace spec, section 2: hero, feature blocks and the FAQ
 * of eight questions). Figures come from business.ts.
 */
import { PRICE_LABEL } from "#app/lib/money.ts";
import { GENERATION_WAIT_HINT_SECONDS } from "#app/lib/ui.ts";

export interface Feature {
  title: string;
  text: string;
  icon: "spark" | "refresh" | "download" | "cart";
}

export const FEATURES: readonly Feature[] = [
  {
    icon: "spark",
    title: "Describe it, watch it drawn",
    text: `Write what your brand is about. Our design agent picks a mark, a typeface and colours and draws the logo while you watch — usually in well under ${GENERATION_WAIT_HINT_SECONDS} seconds.`,
  },
  {
    icon: "refresh",
    title: "Refine as often as you like",
    text: "Ask for a different colour, a bolder typeface, a circle badge or a new name. Every version is kept, so you can swipe back to the one you liked best.",
  },
  {
    icon: "download",
    title: "Crisp, correctly spelled lettering",
    text: "Logos are designed as vectors: the lettering is set from real typefaces, never guessed pixel by pixel, and every logo comes on its background and transparent.",
  },
  {
    icon: "cart",
    title: `One price: ${PRICE_LABEL}`,
    text: "Buy any logo — ready-made or your own — with or without an account. You get the high-resolution files and full commercial rights.",
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The eight questions of the spec, in its order. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: "How does AI logo generation work?",
    answer:
      "Describe your logo in plain words in the prompt bar — the name, what you do and the feel you want — and press Enter. Our design agent reads the brand name and subject, chooses a fitting symbol, typeface and colour palette, and draws the logo live. You see its progress as it works.",
  },
  {
    question: "What happens after I purchase a logo?",
    answer:
      "You are taken to your download page straight away, where you can download the high-resolution files. We also send the download link by e-mail, and signed-in buyers find every purchase in their dashboard for lifetime re-download.",
  },
  {
    question: "Can I ask for changes to a logo?",
    answer:
      "Yes, as many times as you like. Open the logo and describe what to change — colours, typeface, symbol, layout or text. Each refinement becomes a new version you can swipe between, and refinements are free.",
  },
  {
    question: "How much does a logo cost?",
    answer: `Every logo costs ${PRICE_LABEL}, whether it comes from the catalogue or you designed it with our agent. There are no subscriptions and no hidden fees.`,
  },
  {
    question: "Do I need an account to buy?",
    answer:
      "No. You can browse, generate, refine and buy as a guest. An account is optional: it keeps your logos, purchases and downloads together in one dashboard.",
  },
  {
    question: "What is the difference between browsing and generating?",
    answer:
      "Browsing shows ready-made logos by independent designers that you can buy as they are or use as a starting point. Generating creates a new logo from your own description. You can also select catalogue logos and personalize them into a new design.",
  },
  {
    question: "What file format do I receive?",
    answer:
      "A complete brand kit, made from your logo's own vector design: the logo as SVG and PDF for print, a high-resolution PNG (2048 × 2048 pixels, at least 2000 × 2000) with and without its background, and a WebP for fast-loading websites; one-colour and greyscale versions; website icons, social media pictures, a brand guide with your colours and typefaces, and your licence certificate.",
  },
  {
    question: "Can I use my logo commercially?",
    answer:
      "Yes. A purchase gives you full commercial rights and exclusive ownership of the logo: its design and its original mark are yours alone, with the copyright in them, and every logo is sold once. Use it on your website, products, packaging, signs and social media without paying royalties. The typefaces of the lettering stay under their own open licences (the SIL Open Font License 1.1), which let you use them freely; your brand guide names each one. Where a mark is made with a drawing from an open icon set, your licence certificate names that drawing and its licence (MIT): you own the logo made with it, but not the drawing itself, which others may use too.",
  },
];
