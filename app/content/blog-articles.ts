import { DELIVERED_PNG_MIN_SIZE_PX } from "#app/lib/business.ts";
import { PRICE_LABEL } from "#app/lib/money.ts";
import type { Block } from "./types.ts";

/**
 * The blog (accounts spec sections 2 and 3): six articles written into the product,
 * the first one featured. Categories and tags are the spec's; the popular tags are
 * the ones the articles carry, so every tag button finds something.
 */

export const BLOG_CATEGORIES = [
  "Design Trends",
  "Technology",
  "Branding",
  "Case Study",
  "Design Philosophy",
  "Technical Guide",
  "Business Tips",
  "Inspiration",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const POPULAR_TAGS = [
  "logo design",
  "branding",
  "ai",
  "trends",
  "typography",
  "color",
  "minimalism",
  "small business",
  "brand identity",
  "prompts",
  "refinement",
  "file formats",
  "vector",
  "design principles",
  "startups",
] as const;

/** Decorative cover art drawn by the page (no image files to download). */
export interface ArticleCover {
  from: string;
  to: string;
  motif: "circles" | "grid" | "waves" | "rings" | "diamond" | "bars";
}

export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: Block[];
  author: string;
  /** ISO date of publication on this site (none before it opened: SITE_OPENED_ON). */
  date: string;
  category: BlogCategory;
  tags: string[];
  cover: ArticleCover;
}

export const BLOG_ARTICLES: BlogArticle[] = [
  {
    id: 1,
    slug: "logo-design-trends-2027",
    title: "Logo Design Trends to Watch in 2027",
    excerpt:
      "Flexible marks, honest typography and a return of warmth: the trends shaping logos next year, and how to use them without dating your brand.",
    author: "Maya Lindqvist",
    date: "2026-11-22",
    category: "Design Trends",
    tags: ["trends", "logo design", "typography", "color"],
    cover: { from: "#4f46e5", to: "#db2777", motif: "circles" },
    content: [
      "The end of every year brings a wave of trend forecasts, and most of them are about what looks fresh for a season. A logo has to last much longer than that. So instead of chasing novelty, the strongest trends for the coming year are about logos that work harder: on small screens, in motion and across every place a brand appears.",
      { subheading: "Responsive marks" },
      "Brands now design their logos as a family rather than a single image: a full version with the name and tagline, a compact version for headers, and a symbol on its own for app icons and social avatars. The pieces share shapes and colours, so each one is recognisable without the others. If you are commissioning or generating a logo, check how the symbol reads without the words.",
      { subheading: "Honest, readable type" },
      "After years of ultra-thin geometric sans serifs, wordmarks are getting sturdier. Designers are choosing typefaces with some character, such as soft serifs, rounded terminals or slightly condensed grotesques, and they are leaving them readable. A name people can read at a glance is worth more than a clever ligature nobody notices.",
      { subheading: "Warmer colour" },
      "The cool blues that dominated tech branding are giving way to warmer palettes: terracotta, ochre, deep greens and off-whites instead of pure white. Warm colours feel human and approachable, which is exactly what many small brands want to signal. Two or three colours remain the sweet spot; more than that rarely survives being printed in one colour.",
      { subheading: "Simple shapes, carefully drawn" },
      "Minimalism is not going anywhere, but it is becoming less sterile. Expect simple symbols with one surprising detail: a leaf with a notch, a letter with a rounded corner, a circle that is not quite closed. The detail gives the eye something to remember.",
      "The trend that never goes out of style is fit. A logo that suits the business it represents will outlast any of the above. Use trends as seasoning, not as the recipe.",
    ],
  },
  {
    id: 2,
    slug: "how-ai-is-changing-logo-design",
    title: "How AI Is Changing Logo Design",
    excerpt:
      "AI designers can draw a logo from one sentence. What they are good at, where a human eye still matters, and how to get the best out of them.",
    author: "Daniel Okafor",
    date: "2026-11-22",
    category: "Technology",
    tags: ["ai", "logo design", "prompts", "startups"],
    cover: { from: "#0f766e", to: "#4338ca", motif: "grid" },
    content: [
      "Until recently, getting a logo meant either hiring a designer or settling for a template. AI design tools add a third way: describe what you want in plain words and get a finished design in under a minute. For founders with a tight budget and a launch date, that changes what is possible.",
      { subheading: "What AI does well" },
      "An AI designer is tireless at exploration. It can try a mountain, a monogram and an abstract wave for the same brief in the time a person sketches one. It takes feedback instantly, too: ask for a darker green or a rounder icon and the next version is there in seconds. That makes it ideal for the early phase of a brand, when you are still finding out what you like.",
      "The better tools also draw their lettering as real type rather than painting letters pixel by pixel. That matters: a logo with a misspelled or wobbly name is useless, and vector-based lettering stays crisp at any size.",
      { subheading: "Where a human eye still matters" },
      "AI does not know your customers, your competitors or the story behind your name. It will happily produce something that looks like a competitor's mark if your description points that way. Treat every result as a proposal: ask whether it fits your business, whether it is distinctive and whether it works in one colour and at small sizes.",
      { subheading: "Getting good results" },
      "The quality of the result follows the quality of the description. Name the brand, say what it does, pick a style and two or three colours, and describe the symbol you imagine. Our [Designer Handbook](/designer-handbook) has a six-part structure and example prompts you can copy.",
      "Then refine. Small, specific changes (\"make the icon thicker\", \"move the name below the symbol\") get you to a finished logo faster than starting over. When you find the one, it costs the same as any other logo on LogoMarket: " + PRICE_LABEL + ".",
    ],
  },
  {
    id: 3,
    slug: "building-a-brand-identity-around-your-logo",
    title: "Building a Brand Identity Around Your Logo",
    excerpt:
      "A logo is the start of a brand, not the whole of it. Five simple decisions that turn one mark into an identity people recognise.",
    author: "Priya Raman",
    date: "2026-11-22",
    category: "Branding",
    tags: ["branding", "brand identity", "small business", "color", "typography"],
    cover: { from: "#b45309", to: "#be123c", motif: "rings" },
    content: [
      "Once you have a logo you love, it is tempting to put it everywhere and call the branding done. But recognition comes from consistency: the same colours, type and tone showing up every time someone meets your business. The good news is that a handful of decisions, made once, carry you a long way.",
      { subheading: "1. Fix your colours" },
      "Take the colours from your logo and write down their exact values. Pick one main colour, one accent and one neutral for text and backgrounds. Use the same three everywhere, from your website buttons to your invoices.",
      { subheading: "2. Choose two typefaces" },
      "One for headings, ideally echoing the feel of your wordmark, and one plain, highly readable face for body text. Two is enough; a third usually adds noise.",
      { subheading: "3. Know your logo versions" },
      "Decide which version of your logo goes where: the full logo on your website and packaging, the symbol alone for social avatars and favicons, a one-colour version for stamps and embroidery. Keep some empty space around the logo wherever it appears, so it never feels squeezed.",
      { subheading: "4. Find your voice" },
      "Brand identity is also how you sound. Are you friendly and informal, or calm and expert? Write three words that describe your tone and check every headline against them.",
      { subheading: "5. Write it down" },
      "Put all of this on a single page: logo versions, colour values, typefaces, tone words. Share it with anyone who makes something for your brand. A one-page guide used every time beats a fifty-page manual nobody opens.",
      "Consistency compounds. Each time a customer sees the same colours and the same mark, the next encounter needs less attention to recognise you, and that is what a brand is.",
    ],
  },
  {
    id: 4,
    slug: "case-study-from-first-prompt-to-final-logo",
    title: "Case Study: From First Prompt to Final Logo in Five Refinements",
    excerpt:
      "We followed one logo, for an imaginary bakery called Crumb & Co., from a one-line description to a finished design, one refinement at a time.",
    author: "Maya Lindqvist",
    date: "2026-11-22",
    category: "Case Study",
    tags: ["ai", "refinement", "prompts", "small business", "logo design"],
    cover: { from: "#c2410c", to: "#a16207", motif: "diamond" },
    content: [
      "How does a logo come together with an AI designer in practice? To show the process, we invented a small business, a neighbourhood bakery called Crumb & Co., and designed its logo on LogoMarket, keeping notes at every step.",
      { subheading: "The first prompt" },
      "We started with a deliberately short description: \"A logo for Crumb & Co., a neighbourhood bakery.\" The first result was competent but generic: a wheat sheaf above the name in brown. It showed us what we did not want, which is useful too.",
      { subheading: "Refinement one: a clearer idea" },
      "We described the symbol we had in mind: \"Change the icon to a croissant drawn with a single line.\" The new version had personality at once. The single-line drawing felt handmade, which suited a small bakery.",
      { subheading: "Refinements two and three: colour and type" },
      "Next: \"Make the colours warm, a deep terracotta and cream.\" Then: \"Change the font to a friendly rounded serif.\" Each change was small and specific, and each version kept everything we already liked.",
      { subheading: "Refinement four: layout" },
      "The name sat below the icon, which made the logo tall. We asked to \"move the croissant to the left of the name\", giving a wide version that fits a shop sign and a website header.",
      { subheading: "Refinement five: the small-size test" },
      "Finally we looked at the symbol alone at favicon size. The thin line disappeared, so we asked to \"make the croissant's line thicker\". That was the version we would buy.",
      { subheading: "What we learned" },
      "Five refinements took a few minutes. The biggest improvements came from describing one concrete change at a time rather than rewriting the whole prompt, and the small-size test caught a problem we would otherwise have found on a business card. The [Designer Handbook](/designer-handbook) collects more techniques like these.",
    ],
  },
  {
    id: 5,
    slug: "why-simple-logos-last",
    title: "Why Simple Logos Last",
    excerpt:
      "The logos people remember for decades have something in common: they leave things out. On restraint, memory and the discipline of less.",
    author: "Jonas Weber",
    date: "2026-11-22",
    category: "Design Philosophy",
    tags: ["minimalism", "design principles", "logo design", "brand identity"],
    cover: { from: "#1f2937", to: "#4f46e5", motif: "waves" },
    content: [
      "Ask someone to draw a famous logo from memory and they will usually manage the simple ones: a bitten fruit, a tick, three stripes. Almost nobody can draw a detailed crest. That is the whole argument for simplicity in one experiment: a logo only works if people can remember it, and memory keeps shapes, not details.",
      { subheading: "A logo is seen in a hurry" },
      "Most of the time a logo is glimpsed, not studied: on a passing van, in a list of apps, in the corner of a receipt. In that half second, a simple shape with strong contrast gets through, and fine lines, gradients and small lettering get lost.",
      { subheading: "Simple survives every medium" },
      "A logo has to work embroidered on a cap, stamped on a box, printed in one colour on a newspaper and shrunk to sixteen pixels in a browser tab. Every extra detail is something that can break in one of those places. Simple logos travel.",
      { subheading: "Simple is not the same as plain" },
      "Restraint is not the absence of ideas. The best simple logos contain one idea, expressed as economically as possible: an arrow hidden between two letters, a negative space that becomes a second shape. Finding that one idea is the hard part of design, and it is why simple logos take the most thinking.",
      { subheading: "A practical test" },
      "Before you settle on a logo, try this: look at it for three seconds, close your eyes and describe it aloud. If your description is short and accurate, the logo is simple enough. If you find yourself listing elements, something can probably go.",
    ],
  },
  {
    id: 6,
    slug: "png-svg-or-webp-choosing-logo-file-formats",
    title: "PNG, SVG or WebP? Choosing the Right Logo File",
    excerpt:
      "Which file should you send to the printer, put on your website or upload to social media? A plain-language guide to logo file formats.",
    author: "Daniel Okafor",
    date: "2026-11-22",
    category: "Technical Guide",
    tags: ["file formats", "vector", "logo design", "startups"],
    cover: { from: "#0369a1", to: "#059669", motif: "bars" },
    content: [
      "A logo arrives as files, and the wrong file in the wrong place is the most common reason a good logo looks bad: blurry on a banner, with a white box around it on a coloured background, or too heavy for a fast website. Here is what each format is for.",
      { subheading: "PNG: the all-rounder" },
      "PNG is a pixel format that supports transparency, so your logo sits cleanly on any background. It is understood by every program and every printer. Its limit is resolution: a PNG can be scaled down without loss but not up. That is why a logo PNG should be large; the PNG you receive from LogoMarket is at least " +
        `${DELIVERED_PNG_MIN_SIZE_PX} x ${DELIVERED_PNG_MIN_SIZE_PX} pixels, enough for print and large formats.`,
      { subheading: "WebP: for the web" },
      "WebP is a modern pixel format made for websites. It keeps transparency and looks the same as a PNG to the eye, but the files are much smaller, so pages load faster. Use it on your website and in apps; keep the PNG for everything else.",
      { subheading: "SVG: the vector original" },
      "SVG describes the logo as shapes rather than pixels, so it stays perfectly sharp at any size, from a favicon to a billboard. Sign makers, embroiderers and print shops love vector files. If a supplier asks for a \"vector\" or an \"AI or EPS file\", an SVG is usually what they can work from.",
      { subheading: "JPG: avoid it for logos" },
      "JPG compresses images in a way designed for photos. It cannot be transparent and it smudges the sharp edges that logos are made of. If someone asks for a JPG, send a PNG if you can.",
      { subheading: "A quick cheat sheet" },
      {
        list: [
          "**Website and apps:** WebP (or PNG).",
          "**Social media avatars:** PNG of the symbol alone.",
          "**Printing, documents and presentations:** PNG.",
          "**Signs, embroidery, large print:** the vector original, or the largest PNG you have.",
        ],
      },
    ],
  },
];
