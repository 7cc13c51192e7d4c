import type { Card, Step } from "./types.ts";

/** /about (accounts spec section 2). Its figures are counted from the data (app/server/content/about-figures.server.ts). */

export const ABOUT_MISSION = [
  "A good logo used to mean weeks of briefs and a budget most small businesses do not have. We started LogoMarket to change that: a place where anyone can find a professional logo in minutes, at a price that fits any budget.",
  "Browse ready-made logos by independent designers, or describe your idea in plain words and watch our AI designer draw it. Refine it as often as you like, then make it yours with full commercial rights.",
];

export const ABOUT_VALUES: Card[] = [
  {
    title: "Quality",
    text: "Every catalogue logo is reviewed before it goes on sale, and every generated logo comes with crisp lettering and high-resolution files you can print as well as post.",
  },
  {
    title: "Innovation",
    text: "Our AI designer turns a sentence into a logo and takes your changes one conversation at a time, so you get to a design you love faster than ever before.",
  },
  {
    title: "Accessibility",
    text: "Great design should not depend on a big budget or a design degree. One fair price, no account needed to buy, and a site built to work for everyone, on every device.",
  },
];

export const ABOUT_STEPS: Step[] = [
  { title: "Browse and buy", text: "Explore logos from independent designers, filtered by category and style." },
  { title: "Generate with AI", text: "Describe your brand in plain words and watch a unique logo being designed." },
  { title: "Customize and refine", text: "Ask for changes: colours, symbols, lettering. Refine as often as you like." },
  { title: "Download and own", text: "Pay once and download high-resolution files with full commercial rights." },
];
