/**
 * The marketplace spec's 32 catalogue logos, as the spec lists them (ids 1-32, names,
 * preview backgrounds, categories, tags, descriptions, designers), each with a
 * design made by hand to match its description. The first seven are the landing page's
 * 'Newest Logos'. A design's canvas is written as its preview class ('bg-yellow-100'),
 * so the drawn background and the card's background are the same colour.
 */
import type { Category } from "#protocol/taxonomy.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";

export interface CatalogueListing {
  name: string;
  bgColor: string;
  category: Category;
  tags: string[];
  description: string;
  designer: string;
}

/**
 * A design in one line: brand, tagline, icon ('set:name'), layout, container, typeface
 * ('id@weight', 'i' for italic), palette [canvas class or hex, mark, lettering, accent],
 * then optionally icon style, letter case, tracking and the tagline's typeface.
 */
export type DesignLine = [
  brand: string,
  tagline: string | null,
  icon: string | null,
  layout: LogoSpec["layout"],
  container: LogoSpec["container"],
  face: string,
  palette: [canvas: string, mark: string, lettering: string, accent: string],
  iconStyle?: LogoSpec["iconStyle"],
  textCase?: LogoSpec["textCase"],
  letterSpacing?: number,
  taglineFace?: string,
];

export const ORIGINALS: readonly (CatalogueListing & { design: DesignLine })[] = [
  {
    name: "Summit Coffee Co.", bgColor: "bg-yellow-100", category: "Business",
    tags: ["vintage", "emblem", "circle", "coffee", "badge"],
    description: "A vintage roaster's badge with a steaming cup over hand-set lettering, its tagline curving around the ring. Made for cafés, coffee carts and small-batch roasters.",
    designer: "Mara Lindqvist",
    design: ["Summit Coffee Co.", "Small batch roasters", "phosphor:coffee", "badge", "circle", "oswald@500", ["bg-yellow-100", "#3f2314", "#3f2314", "#7c2d12"], "duotone", "upper", 0.12],
  },
  {
    name: "Nova Labs", bgColor: "bg-gray-900", category: "Technology",
    tags: ["tech", "modern", "science", "bold", "geometric"],
    description: "An orbiting atom beside a wide geometric wordmark, glowing cyan on a dark ground. Suits research startups and science-led products.",
    designer: "Theo Okafor",
    design: ["Nova Labs", "Research & development", "phosphor:atom", "icon-left", "none", "orbitron@700", ["bg-gray-900", "#67e8f9", "#ffffff", "#a78bfa"], "bold", "upper", 0.06],
  },
  {
    name: "Bloom Botanics", bgColor: "bg-pink-100", category: "Nature",
    tags: ["nature", "elegant", "flower", "feminine", "organic"],
    description: "A soft lotus above an italic serif wordmark. Elegant and calm, for skincare, florists and wellness brands.",
    designer: "Camille Duret",
    design: ["Bloom Botanics", "Natural skincare", "phosphor:flower-lotus", "icon-above", "none", "playfair-display@700i", ["bg-pink-100", "#9d174d", "#831843", "#f9a8d4"], "duotone"],
  },
  {
    name: "Phoenix Rising", bgColor: "bg-gray-900", category: "Mythology",
    tags: ["fire", "emblem", "bold", "shield", "mythology"],
    description: "A blazing flame set in an ember-coloured shield with a classical capital wordmark. Strong enough for gaming teams, gyms and bold ventures.",
    designer: "Diego Alvarez",
    design: ["Phoenix Rising", "Since 1998", "phosphor:fire", "badge", "shield", "cinzel@900", ["bg-gray-900", "#f97316", "#fde68a", "#b91c1c"], "filled", "upper", 0.06],
  },
  {
    name: "Velocity Cycles", bgColor: "bg-white", category: "Transportation",
    tags: ["sport", "bold", "modern", "speed", "bicycle"],
    description: "A racing bicycle with speed lines over a forward-leaning italic wordmark. Built for bike shops, cycling clubs and couriers.",
    designer: "Jonas Weller",
    design: ["Velocity", "Cycles", "phosphor:bicycle", "icon-above", "none", "montserrat@900i", ["bg-white", "#dc2626", "#111827", "#dc2626"], "bold", "upper"],
  },
  {
    name: "Happy Paws Rescue", bgColor: "bg-blue-100", category: "Animals",
    tags: ["animal", "playful", "circle", "friendly", "pet"],
    description: "A golden paw print in a navy circle with a rounded, friendly wordmark. Warm and approachable for shelters, vets and pet shops.",
    designer: "Hana Sato",
    design: ["Happy Paws", "Animal rescue", "phosphor:paw-print", "icon-above", "circle", "fredoka@600", ["bg-blue-100", "#fbbf24", "#1e3a8a", "#1e3a8a"], "filled"],
  },
  {
    name: "Bright Minds Academy", bgColor: "bg-indigo-100", category: "Education",
    tags: ["education", "modern", "idea", "friendly", "minimal"],
    description: "A glowing light bulb over a clean geometric wordmark. Clear and optimistic, for schools, tutoring and online courses.",
    designer: "Priya Raman",
    design: ["Bright Minds", "Academy", "phosphor:lightbulb", "icon-above", "none", "poppins@700", ["bg-indigo-100", "#312e81", "#312e81", "#facc15"], "duotone"],
  },
  {
    name: "Prism Collective", bgColor: "bg-gray-100", category: "Abstract",
    tags: ["geometric", "abstract", "minimal", "modern", "colorful"],
    description: "An isometric cube built from three vivid faces, paired with an airy, widely spaced wordmark. For design studios and creative collectives.",
    designer: "Theo Okafor",
    design: ["Prism", "Collective", "phosphor:cube", "icon-above", "none", "josefin-sans@300", ["bg-gray-100", "#6d28d9", "#1f2937", "#f472b6"], "duotone", "upper", 0.4],
  },
  {
    name: "Atlas & Co.", bgColor: "bg-gray-800", category: "Letters",
    tags: ["letter", "monogram", "elegant", "luxury", "geometric"],
    description: "A gold capital A framed in a fine hexagon, with classical Roman lettering. Refined and timeless for consultancies and luxury goods.",
    designer: "Mara Lindqvist",
    design: ["Atlas", "& Co. Advisory", null, "monogram", "hexagon", "cinzel@700", ["bg-gray-800", "#e9c46a", "#f3dfa2", "#e9c46a"], "filled", "upper", 0.16],
  },
  {
    name: "Evergreen Outfitters", bgColor: "bg-green-100", category: "Nature",
    tags: ["nature", "outdoor", "emblem", "vintage", "tree"],
    description: "An outdoor badge with an evergreen tree at its heart, condensed lettering beneath it and the founding year around the ring. For gear shops, camps and trail brands.",
    designer: "Jonas Weller",
    design: ["Evergreen Outfitters", "Est. 2009", "phosphor:tree-evergreen", "badge", "ring", "bebas-neue@400", ["bg-green-100", "#14532d", "#14532d", "#166534"], "filled", "upper", 0.1],
  },
  {
    name: "CloudNest Hosting", bgColor: "bg-blue-100", category: "Technology",
    tags: ["tech", "cloud", "modern", "minimal", "friendly"],
    description: "A soft two-tone cloud above a two-colour wordmark. Friendly and trustworthy for hosting, SaaS and data services.",
    designer: "Priya Raman",
    design: ["CloudNest", "Hosting", "phosphor:cloud", "icon-above", "none", "poppins@800", ["bg-blue-100", "#1e40af", "#1e3a8a", "#93c5fd"], "duotone"],
  },
  {
    name: "Castle Quest Games", bgColor: "bg-purple-200", category: "Fantasy",
    tags: ["fantasy", "shield", "emblem", "game", "castle"],
    description: "A golden castle cut out of an arch in a royal purple shield, crowned with inscriptional capitals. Made for board games, tabletop and fantasy worlds.",
    designer: "Diego Alvarez",
    design: ["Castle Quest", "Games", "phosphor:castle-turret", "icon-above", "shield", "cinzel@900", ["bg-purple-200", "#fcd34d", "#3b0764", "#6d28d9"], "filled", "upper", 0.05],
  },
  {
    name: "Kindred Community", bgColor: "bg-red-100", category: "Human Figures",
    tags: ["people", "friendly", "community", "warm", "minimal"],
    description: "Three figures standing together above a warm lowercase wordmark. For community groups, charities and co-working spaces.",
    designer: "Hana Sato",
    design: ["kindred", "Community", "phosphor:users-three", "icon-above", "none", "poppins@600", ["bg-red-100", "#c2410c", "#7c2d12", "#fdba74"], "filled", "lower"],
  },
  {
    name: "Masquerade Theatre", bgColor: "bg-black", category: "Cultural",
    tags: ["elegant", "theatre", "luxury", "cultural", "vintage"],
    description: "A gilded theatre mask over a high-contrast serif wordmark. Dramatic and luxurious for theatres, galas and performing arts.",
    designer: "Camille Duret",
    design: ["Masquerade", "Theatre", "fluent-emoji:performing-arts", "icon-above", "none", "playfair-display@900", ["bg-black", "#fcd34d", "#fef3c7", "#d4a017"], "filled", "upper", 0.04],
  },
  {
    name: "Apex Athletics", bgColor: "bg-red-500", category: "Sports",
    tags: ["sport", "bold", "fitness", "strong", "modern"],
    description: "A heavy barbell above a tall condensed wordmark in white and black. Loud and confident for gyms, teams and training brands.",
    designer: "Jonas Weller",
    design: ["Apex", "Athletics", "phosphor:barbell", "icon-above", "none", "bebas-neue@400", ["bg-red-500", "#ffffff", "#000000", "#ffffff"], "bold", "upper", 0.06],
  },
  {
    name: "Skyward Airlines", bgColor: "bg-white", category: "Transportation",
    tags: ["travel", "circle", "elegant", "modern", "plane"],
    description: "A climbing plane in a deep blue disc beside a graceful serif wordmark. For airlines, travel agencies and tour operators.",
    designer: "Theo Okafor",
    design: ["Skyward", "Airlines", "phosphor:airplane-takeoff", "icon-left", "circle", "dm-serif-display@400i", ["bg-white", "#1e3a8a", "#1e3a8a", "#1e3a8a"], "filled"],
  },
  {
    name: "Open Book Library", bgColor: "bg-green-100", category: "Education",
    tags: ["education", "book", "minimal", "friendly", "classic"],
    description: "An open book cut out of a deep teal shield, with a clean geometric wordmark. For libraries, bookshops and reading programmes.",
    designer: "Mara Lindqvist",
    design: ["Open Book", "Public library", "phosphor:book-open", "icon-above", "none", "josefin-sans@700", ["bg-green-100", "#115e59", "#134e4a", "#5eead4"], "duotone", "upper", 0.12],
  },
  {
    name: "Zeus Energy", bgColor: "bg-gray-800", category: "Mythology",
    tags: ["bold", "energy", "geometric", "tech", "mythology"],
    description: "A lightning bolt inside a hexagon with a wide, powerful wordmark. For energy companies, drinks and electric mobility.",
    designer: "Diego Alvarez",
    design: ["Zeus", "Energy", "phosphor:lightning", "icon-above", "hexagon", "archivo-black@400", ["bg-gray-800", "#facc15", "#ffffff", "#facc15"], "filled", "upper", 0.1],
  },
  {
    name: "Ledger Financial", bgColor: "bg-white", category: "Business",
    tags: ["business", "finance", "professional", "classic", "minimal"],
    description: "A rising chart in an emerald tile next to a confident serif wordmark. Professional and steady for advisers, banks and accountants.",
    designer: "Priya Raman",
    design: ["Ledger", "Financial", "phosphor:chart-line-up", "icon-left", "rounded-square", "playfair-display@700", ["bg-white", "#ffffff", "#064e3b", "#065f46"], "bold"],
  },
  {
    name: "Orbit Studio", bgColor: "bg-purple-100", category: "Abstract",
    tags: ["abstract", "circle", "modern", "minimal", "playful"],
    description: "A planet with crossing orbit rings and a bright satellite above a lowercase wordmark. For agencies, podcasts and product studios.",
    designer: "Camille Duret",
    design: ["orbit", "Studio", "phosphor:planet", "icon-above", "none", "poppins@500", ["bg-purple-100", "#6d28d9", "#3b0764", "#c4b5fd"], "duotone", "lower"],
  },
  {
    name: "Monarch Media", bgColor: "bg-yellow-300", category: "Letters",
    tags: ["letter", "monogram", "bold", "circle", "modern"],
    description: "A heavy display M knocked out of a black disc, with a tracked sans wordmark. Punchy and editorial for media and publishing.",
    designer: "Hana Sato",
    design: ["Monarch", "Media", null, "monogram", "circle", "abril-fatface@400", ["bg-yellow-300", "#111111", "#111111", "#111111"], "filled", "upper", 0.1, "montserrat@500"],
  },
  {
    name: "Blue Fin Seafood", bgColor: "bg-white", category: "Animals",
    tags: ["animal", "fish", "emblem", "circle", "vintage"],
    description: "A harbour-style badge with a fish at its centre, its name beneath and the tagline around the ring. For fishmongers, seafood restaurants and markets.",
    designer: "Jonas Weller",
    design: ["Blue Fin Seafood", "Fresh daily", "phosphor:fish", "badge", "circle", "righteous@400", ["bg-white", "#0c4a6e", "#0c4a6e", "#0c4a6e"], "duotone", "upper", 0.14],
  },
  {
    name: "Moonspell Tarot", bgColor: "bg-indigo-500", category: "Fantasy",
    tags: ["fantasy", "moon", "elegant", "mystic", "night"],
    description: "A crescent moon among stars cut out of an arch, above cream Roman capitals. Mystical and refined for tarot readers, candles and night markets.",
    designer: "Camille Duret",
    design: ["Moonspell", "Tarot & oracle", "phosphor:moon-stars", "icon-above", "none", "cinzel@700", ["bg-indigo-500", "#fef3c7", "#ffffff", "#c7d2fe"], "filled", "upper", 0.1],
  },
  {
    name: "Balance Yoga Studio", bgColor: "bg-green-200", category: "Human Figures",
    tags: ["people", "wellness", "minimal", "circle", "calm"],
    description: "A figure in a flowing pose inside a fine circle, with a light, airy lowercase wordmark. For yoga studios and wellness retreats.",
    designer: "Mara Lindqvist",
    design: ["balance", "Yoga studio", "phosphor:person-simple-tai-chi", "icon-above", "ring", "raleway@300", ["bg-green-200", "#134e4a", "#134e4a", "#0f766e"], "outline", "lower", 0.12],
  },
  {
    name: "Harmony Music Festival", bgColor: "bg-pink-500", category: "Cultural",
    tags: ["music", "playful", "festival", "cultural", "script"],
    description: "Bouncing music notes over a flowing script wordmark. Joyful and loud for festivals, concerts and music schools.",
    designer: "Hana Sato",
    design: ["Harmony", "Music festival", "phosphor:music-notes", "icon-above", "none", "pacifico@400", ["bg-pink-500", "#ffffff", "#3b0a24", "#ffffff"], "filled"],
  },
  {
    name: "Fairway Golf Club", bgColor: "bg-green-200", category: "Sports",
    tags: ["sport", "golf", "classic", "emblem", "circle"],
    description: "A flag on the green in a deep green disc, with a classic serif wordmark. For golf clubs, courses and country clubs.",
    designer: "Diego Alvarez",
    design: ["Fairway", "Golf club", "fluent-emoji:flag-in-hole", "icon-left", "circle", "dm-serif-display@400", ["bg-green-200", "#ffffff", "#14532d", "#14532d"], "filled"],
  },
  {
    name: "Helios Solar", bgColor: "bg-blue-100", category: "Mythology",
    tags: ["sun", "energy", "modern", "bold", "mythology"],
    description: "A radiant orange sun above a wide-set geometric wordmark. Bright and clean for solar installers and green energy.",
    designer: "Theo Okafor",
    design: ["Helios Solar", "Clean energy", "phosphor:sun", "icon-above", "none", "josefin-sans@700", ["bg-blue-100", "#c2410c", "#7c2d12", "#fbbf24"], "bold", "upper", 0.2],
  },
  {
    name: "Sunridge Farms", bgColor: "bg-yellow-100", category: "Nature",
    tags: ["nature", "farm", "vintage", "organic", "food"],
    description: "Golden wheat ears above a warm serif wordmark. Honest and rustic for farms, bakeries and farmers' markets.",
    designer: "Mara Lindqvist",
    design: ["Sunridge Farms", "Family grown", "phosphor:grains", "icon-above", "none", "dm-serif-display@400", ["bg-yellow-100", "#b45309", "#78350f", "#fbbf24"], "duotone"],
  },
  {
    name: "Harbor Line Sailing", bgColor: "bg-blue-200", category: "Transportation",
    tags: ["travel", "boat", "classic", "circle", "nautical"],
    description: "A sailboat on the waves cut out of a hexagon, in a navy ring, with a condensed nautical wordmark. For sailing clubs, charters and marinas.",
    designer: "Jonas Weller",
    design: ["Harbor Line", "Sailing club", "phosphor:sailboat", "icon-above", "ring", "oswald@700", ["bg-blue-200", "#1e3a8a", "#1e3a8a", "#1e3a8a"], "filled", "upper", 0.1],
  },
  {
    name: "Circuit Forge", bgColor: "bg-black", category: "Technology",
    tags: ["tech", "modern", "bold", "hardware", "geometric"],
    description: "A neon-green chip beside a tight grotesk wordmark. Sharp and technical for hardware makers, developers and IT services.",
    designer: "Theo Okafor",
    design: ["Circuit Forge", null, "phosphor:cpu", "icon-left", "none", "space-grotesk@700", ["bg-black", "#4ade80", "#ffffff", "#4ade80"], "bold", "upper", -0.01],
  },
  {
    name: "Loyal Hound Grooming", bgColor: "bg-yellow-300", category: "Animals",
    tags: ["animal", "dog", "playful", "friendly", "pet"],
    description: "A happy dog cut out of a dark circle, with the initial L on its rim, above a rounded wordmark. Cheerful for groomers, dog walkers and pet cafés.",
    designer: "Hana Sato",
    design: ["Loyal Hound", "Dog grooming", "fluent-emoji:dog-face", "icon-above", "circle", "fredoka@700", ["bg-yellow-300", "#fde047", "#1f2937", "#1f2937"], "filled"],
  },
  {
    name: "Quill & Co.", bgColor: "bg-red-100", category: "Letters",
    tags: ["letter", "monogram", "elegant", "classic", "circle"],
    description: "An italic serif Q inside a fine double ring, with classic small lettering. For stationers, writers and boutique studios.",
    designer: "Camille Duret",
    design: ["Quill", "& Co. Stationers", null, "monogram", "ring", "playfair-display@700i", ["bg-red-100", "#7f1d1d", "#7f1d1d", "#b91c1c"], "filled", "upper", 0.12],
  },
];
