/**
 * The bundled catalogue (marketplace spec section 3): 32 logos over the 13 categories.
 * `scripts/seed.ts` loads it into D1; `scripts/make-catalogue-images.ts` draws each
 * entry's image (public/logos/{slug}.webp, transparent, shown on its bgColor).
 * The first seven are the landing page's "Newest Logos".
 */
import type { CatalogueLogo } from "./types.ts";

export type CatalogueSeed = CatalogueLogo;

interface Entry {
  name: string;
  price: number;
  bgColor: string;
  category: string;
  tags: string[];
  description: string;
  designer: string;
}

/** "Summit Coffee Co." -> "summit-coffee-co" */
export function catalogueSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const ENTRIES: Entry[] = [
  {
    name: "Summit Coffee Co.",
    price: 450,
    bgColor: "bg-yellow-100",
    category: "Business",
    tags: ["vintage", "emblem", "circle", "coffee", "badge"],
    description: "A vintage roaster's badge with a steaming cup ringed by hand-set lettering. Made for cafés, coffee carts and small-batch roasters.",
    designer: "Mara Lindqvist",
  },
  {
    name: "Nova Labs",
    price: 550,
    bgColor: "bg-gray-900",
    category: "Technology",
    tags: ["tech", "modern", "science", "bold", "geometric"],
    description: "An orbiting atom beside a wide geometric wordmark, glowing cyan on a dark ground. Suits research startups and science-led products.",
    designer: "Theo Okafor",
  },
  {
    name: "Bloom Botanics",
    price: 400,
    bgColor: "bg-pink-100",
    category: "Nature",
    tags: ["nature", "elegant", "flower", "feminine", "organic"],
    description: "A soft lotus above an italic serif wordmark. Elegant and calm, for skincare, florists and wellness brands.",
    designer: "Camille Duret",
  },
  {
    name: "Phoenix Rising",
    price: 550,
    bgColor: "bg-gray-900",
    category: "Mythology",
    tags: ["fire", "emblem", "bold", "shield", "mythology"],
    description: "A blazing flame set in an ember-coloured shield with a classical capital wordmark. Strong enough for gaming teams, gyms and bold ventures.",
    designer: "Diego Alvarez",
  },
  {
    name: "Velocity Cycles",
    price: 450,
    bgColor: "bg-white",
    category: "Transportation",
    tags: ["sport", "bold", "modern", "speed", "bicycle"],
    description: "A racing bicycle with speed lines over a forward-leaning italic wordmark. Built for bike shops, cycling clubs and couriers.",
    designer: "Jonas Weller",
  },
  {
    name: "Happy Paws Rescue",
    price: 350,
    bgColor: "bg-blue-100",
    category: "Animals",
    tags: ["animal", "playful", "circle", "friendly", "pet"],
    description: "A golden paw print in a navy circle with a rounded, friendly wordmark. Warm and approachable for shelters, vets and pet shops.",
    designer: "Hana Sato",
  },
  {
    name: "Bright Minds Academy",
    price: 400,
    bgColor: "bg-indigo-100",
    category: "Education",
    tags: ["education", "modern", "idea", "friendly", "minimal"],
    description: "A glowing light bulb over a clean geometric wordmark. Clear and optimistic, for schools, tutoring and online courses.",
    designer: "Priya Raman",
  },
  {
    name: "Prism Collective",
    price: 450,
    bgColor: "bg-gray-100",
    category: "Abstract",
    tags: ["geometric", "abstract", "minimal", "modern", "colorful"],
    description: "An isometric cube built from three vivid faces, paired with an airy, widely spaced wordmark. For design studios and creative collectives.",
    designer: "Theo Okafor",
  },
  {
    name: "Atlas & Co.",
    price: 550,
    bgColor: "bg-gray-800",
    category: "Letters",
    tags: ["letter", "monogram", "elegant", "luxury", "geometric"],
    description: "A gold capital A framed in a fine hexagon, with classical Roman lettering. Refined and timeless for consultancies and luxury goods.",
    designer: "Mara Lindqvist",
  },
  {
    name: "Evergreen Outfitters",
    price: 400,
    bgColor: "bg-green-100",
    category: "Nature",
    tags: ["nature", "outdoor", "emblem", "vintage", "tree"],
    description: "An outdoor badge with an evergreen tree at its heart and condensed lettering around the ring. For gear shops, camps and trail brands.",
    designer: "Jonas Weller",
  },
  {
    name: "CloudNest Hosting",
    price: 450,
    bgColor: "bg-blue-100",
    category: "Technology",
    tags: ["tech", "cloud", "modern", "minimal", "friendly"],
    description: "A soft two-tone cloud above a two-colour wordmark. Friendly and trustworthy for hosting, SaaS and data services.",
    designer: "Priya Raman",
  },
  {
    name: "Castle Quest Games",
    price: 450,
    bgColor: "bg-purple-200",
    category: "Fantasy",
    tags: ["fantasy", "shield", "emblem", "game", "castle"],
    description: "A golden castle tower inside a royal purple shield, crowned with inscriptional capitals. Made for board games, tabletop and fantasy worlds.",
    designer: "Diego Alvarez",
  },
  {
    name: "Kindred Community",
    price: 350,
    bgColor: "bg-red-100",
    category: "Human Figures",
    tags: ["people", "friendly", "community", "warm", "minimal"],
    description: "Three figures standing together above a warm lowercase wordmark. For community groups, charities and co-working spaces.",
    designer: "Hana Sato",
  },
  {
    name: "Masquerade Theatre",
    price: 550,
    bgColor: "bg-black",
    category: "Cultural",
    tags: ["elegant", "theatre", "luxury", "cultural", "vintage"],
    description: "A gilded theatre mask over a high-contrast serif wordmark. Dramatic and luxurious for theatres, galas and performing arts.",
    designer: "Camille Duret",
  },
  {
    name: "Apex Athletics",
    price: 400,
    bgColor: "bg-red-500",
    category: "Sports",
    tags: ["sport", "bold", "fitness", "strong", "modern"],
    description: "A heavy barbell above a tall condensed wordmark in white and black. Loud and confident for gyms, teams and training brands.",
    designer: "Jonas Weller",
  },
  {
    name: "Skyward Airlines",
    price: 550,
    bgColor: "bg-white",
    category: "Transportation",
    tags: ["travel", "circle", "elegant", "modern", "plane"],
    description: "A climbing plane in a deep blue disc beside a graceful serif wordmark. For airlines, travel agencies and tour operators.",
    designer: "Theo Okafor",
  },
  {
    name: "Open Book Library",
    price: 350,
    bgColor: "bg-green-100",
    category: "Education",
    tags: ["education", "book", "minimal", "friendly", "classic"],
    description: "An open book in deep teal with a clean geometric wordmark. For libraries, bookshops and reading programmes.",
    designer: "Mara Lindqvist",
  },
  {
    name: "Zeus Energy",
    price: 450,
    bgColor: "bg-gray-800",
    category: "Mythology",
    tags: ["bold", "energy", "geometric", "tech", "mythology"],
    description: "A lightning bolt inside a hexagon with a wide, powerful wordmark. For energy companies, drinks and electric mobility.",
    designer: "Diego Alvarez",
  },
  {
    name: "Ledger Financial",
    price: 550,
    bgColor: "bg-white",
    category: "Business",
    tags: ["business", "finance", "professional", "classic", "minimal"],
    description: "A rising chart in an emerald tile next to a confident serif wordmark. Professional and steady for advisers, banks and accountants.",
    designer: "Priya Raman",
  },
  {
    name: "Orbit Studio",
    price: 400,
    bgColor: "bg-purple-100",
    category: "Abstract",
    tags: ["abstract", "circle", "modern", "minimal", "playful"],
    description: "A planet with crossing orbit rings and a bright satellite above a lowercase wordmark. For agencies, podcasts and product studios.",
    designer: "Camille Duret",
  },
  {
    name: "Monarch Media",
    price: 450,
    bgColor: "bg-yellow-300",
    category: "Letters",
    tags: ["letter", "monogram", "bold", "circle", "modern"],
    description: "A heavy display M knocked out of a black disc, with a tracked sans wordmark. Punchy and editorial for media and publishing.",
    designer: "Hana Sato",
  },
  {
    name: "Blue Fin Seafood",
    price: 400,
    bgColor: "bg-white",
    category: "Animals",
    tags: ["animal", "fish", "emblem", "circle", "vintage"],
    description: "A harbour-style badge with a fish at its centre and lettering around the ring. For fishmongers, seafood restaurants and markets.",
    designer: "Jonas Weller",
  },
  {
    name: "Moonspell Tarot",
    price: 350,
    bgColor: "bg-indigo-500",
    category: "Fantasy",
    tags: ["fantasy", "moon", "elegant", "mystic", "night"],
    description: "A crescent moon among stars above cream Roman capitals. Mystical and refined for tarot readers, candles and night markets.",
    designer: "Camille Duret",
  },
  {
    name: "Balance Yoga Studio",
    price: 400,
    bgColor: "bg-green-200",
    category: "Human Figures",
    tags: ["people", "wellness", "minimal", "circle", "calm"],
    description: "A figure in a flowing pose inside a fine circle, with a light, airy lowercase wordmark. For yoga studios and wellness retreats.",
    designer: "Mara Lindqvist",
  },
  {
    name: "Harmony Music Festival",
    price: 450,
    bgColor: "bg-pink-500",
    category: "Cultural",
    tags: ["music", "playful", "festival", "cultural", "script"],
    description: "Bouncing music notes over a flowing script wordmark. Joyful and loud for festivals, concerts and music schools.",
    designer: "Hana Sato",
  },
  {
    name: "Fairway Golf Club",
    price: 550,
    bgColor: "bg-green-200",
    category: "Sports",
    tags: ["sport", "golf", "classic", "emblem", "circle"],
    description: "A flag on the green in a deep green disc, with a classic serif wordmark. For golf clubs, courses and country clubs.",
    designer: "Diego Alvarez",
  },
  {
    name: "Helios Solar",
    price: 450,
    bgColor: "bg-blue-100",
    category: "Mythology",
    tags: ["sun", "energy", "modern", "bold", "mythology"],
    description: "A radiant orange sun above a wide-set geometric wordmark. Bright and clean for solar installers and green energy.",
    designer: "Theo Okafor",
  },
  {
    name: "Sunridge Farms",
    price: 350,
    bgColor: "bg-yellow-100",
    category: "Nature",
    tags: ["nature", "farm", "vintage", "organic", "food"],
    description: "Golden wheat ears above a warm serif wordmark. Honest and rustic for farms, bakeries and farmers' markets.",
    designer: "Mara Lindqvist",
  },
  {
    name: "Harbor Line Sailing",
    price: 400,
    bgColor: "bg-blue-200",
    category: "Transportation",
    tags: ["travel", "boat", "classic", "circle", "nautical"],
    description: "A sailboat on the waves in a navy ring, with a condensed nautical wordmark. For sailing clubs, charters and marinas.",
    designer: "Jonas Weller",
  },
  {
    name: "Circuit Forge",
    price: 550,
    bgColor: "bg-black",
    category: "Technology",
    tags: ["tech", "modern", "bold", "hardware", "geometric"],
    description: "A neon-green chip beside a tight grotesk wordmark. Sharp and technical for hardware makers, developers and IT services.",
    designer: "Theo Okafor",
  },
  {
    name: "Loyal Hound Grooming",
    price: 350,
    bgColor: "bg-yellow-300",
    category: "Animals",
    tags: ["animal", "dog", "playful", "friendly", "pet"],
    description: "A happy dog in a dark circle above a rounded wordmark. Cheerful for groomers, dog walkers and pet cafés.",
    designer: "Hana Sato",
  },
  {
    name: "Quill & Co.",
    price: 450,
    bgColor: "bg-red-100",
    category: "Letters",
    tags: ["letter", "monogram", "elegant", "classic", "circle"],
    description: "An italic serif Q inside a fine double ring, with classic small lettering. For stationers, writers and boutique studios.",
    designer: "Camille Duret",
  },
];

export const CATALOGUE: CatalogueSeed[] = ENTRIES.map((entry, index) => {
  const slug = catalogueSlug(entry.name);
  return {
    id: index + 1,
    name: entry.name,
    price: entry.price,
    image: `/logos/${slug}.webp`,
    bgColor: entry.bgColor,
    category: entry.category,
    tags: entry.tags,
    description: entry.description,
    designer: entry.designer,
    originalPath: `originals/${slug}.svg`,
  };
});
