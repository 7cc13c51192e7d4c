import type { Card, Step } from "./types.ts";

/** /designer-handbook: the AI prompting guide (accounts spec section 2). */

export const PROMPTING_TIPS: Card[] = [
  { title: "Be specific", text: "Name your brand and say what it does. \"A logo for Bloom, a florist\" beats \"a flower logo\"." },
  { title: "Describe the feeling", text: "Words like calm, bold, playful or luxurious steer shapes, colours and lettering." },
  { title: "Keep it simple", text: "Ask for one clear symbol. Strong logos stay recognisable when they are small." },
  { title: "Refine step by step", text: "Change one thing at a time from the logo's page, and keep what already works." },
];

export const PROMPT_STRUCTURE: Step[] = [
  { title: "Brand name", text: "The exact name, spelled as it should appear, and a tagline if you want one." },
  { title: "Industry", text: "What the business does and who it is for." },
  { title: "Style", text: "Modern, minimalistic, vintage, playful, elegant, geometric..." },
  { title: "Colors", text: "A palette, two or three named colours, or light versus dark." },
  { title: "Symbol", text: "The icon or shape you imagine: a mountain, a letter mark, an abstract wave." },
  { title: "Layout and mood", text: "Icon above or beside the name, and the feeling it should give." },
];

export const EXAMPLE_PROMPTS = [
  {
    title: "Coffee shop",
    prompt:
      "A logo for Summit Coffee, a specialty coffee roaster for hikers. Modern and minimalistic style, warm brown and cream colors, a coffee bean shaped like a mountain peak, icon above the name, friendly and outdoorsy mood.",
  },
  {
    title: "Tech startup",
    prompt:
      "A logo for Byteforge, a developer tools startup. Geometric and bold style, deep indigo and electric teal colors, an anvil made of code brackets, icon to the left of the name, confident and precise mood.",
  },
  {
    title: "Yoga studio",
    prompt:
      "A logo for Still Water Yoga, a small neighbourhood yoga studio. Elegant and minimalistic style, soft sage green and sand colors, a lotus flower reflected in a calm line of water, icon above the name, peaceful and welcoming mood.",
  },
] as const;

export const PROMPT_DOS = [
  "Spell out the brand name exactly as it should appear.",
  "Mention your industry and your audience.",
  "Name two or three colours, or choose Light or Dark.",
  "Pick styles from the Style menu to add them to your prompt.",
  "Use words such as make, change or modify when you refine.",
];

export const PROMPT_DONTS = [
  "Don't ask for another company's logo or trademark.",
  "Don't cram in several symbols: one strong idea reads best.",
  "Don't write a whole page: a few clear sentences work better.",
  "Don't ask for tiny details that disappear at small sizes.",
  "Don't start over for a small change: refine the logo you have.",
];

export const ADVANCED_TECHNIQUES: Card[] = [
  {
    title: "Start from existing logos",
    text: "Use the plus button in the prompt bar to add favourites, your own logos or catalogue logos as inspiration, or select several on [Browse](/browse) and press Personalize.",
  },
  {
    title: "Iterate with revisions",
    text: "Every refinement becomes a new version of the same logo. Swipe between versions to compare them, and buy the one you like best.",
  },
  {
    title: "Combine style and colour",
    text: "Choose several styles and a light or dark colour scheme from the prompt bar before you generate: they are added to your description.",
  },
  {
    title: "Test it small",
    text: "Picture your logo as an app icon or a favicon. If it still reads at that size, it will work everywhere.",
  },
];

/**
 * For designers who sell their own logos here (issue 34): the flow as the site runs it,
 * the same facts as /sell-logos (app/content/sell-logos.ts).
 */
export const SELLING_STEPS: Card[] = [
  {
    title: "1. Open your designer account",
    text: "On [Sell Logos](/sell-logos), press Start selling: sign in or create an account, then choose the public name buyers see beside your logos, a short bio and the PayPal address you are paid at. You can change your bio and PayPal address at any time.",
  },
  {
    title: "2. Submit a logo",
    text: "In your designer area, upload an SVG (preferred: plain paths and shapes, text converted to outlines, at most 512 KB; scripts, styles, text, embedded images and outside links are refused) or a PNG of at least 1000 x 1000 px, on a transparent background, at most 1 MB, with its name, category, tags and description.",
  },
  {
    title: "3. Review",
    text: "We look at every submission within 2-3 business days: how it reads at 16 px and large, in the catalogue and on mock-ups, and whether its mark comes too near a logo we sell or sold. Approved, it goes on sale under your name at once; rejected, we mail you the reason, which your area shows too.",
  },
  {
    title: "4. What you grant, what the buyer gets",
    text: "You confirm the logo is your original work and grant us the exclusive right to sell it once. While it is listed you may not sell or license it elsewhere; until it sells it stays yours (write to us to withdraw it). Its buyer receives the design exclusively with its copyright, your file (SVG or PNG) and PNG files we draw from it.",
  },
  {
    title: "5. What earns, and when you are paid",
    text: "You earn $3 when your logo is bought and $3 every time a buyer buys an AI variation made from it. A refunded sale is taken back in the month of the refund. After each month ends we pay everything due to you through that month to your PayPal address; without one, it stays due. Your area shows each month's statement (also as CSV) and the payouts you received.",
  },
];
