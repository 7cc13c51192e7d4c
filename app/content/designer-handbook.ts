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
