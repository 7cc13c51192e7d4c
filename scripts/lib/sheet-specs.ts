/**
 * 48 designs for the contact sheet (npm run engine:sheet): every layout, every container,
 * all 20 typefaces, light, dark and transparent canvases, and icons from both sets.
 */
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";

type Entry = [
  brand: string,
  tagline: string | null,
  icon: string | null,
  layout: LogoSpec["layout"],
  container: LogoSpec["container"],
  face: string,
  palette: [background: string, primary: string, text: string, accent: string],
  style?: LogoSpec["iconStyle"],
  textCase?: LogoSpec["textCase"],
  letterSpacing?: number,
];

const ENTRIES: Entry[] = [
  ["Summit Coffee", "Roasted in the hills", "phosphor:coffee", "badge", "circle", "oswald@500", ["#fffbeb", "#3f2314", "#3f2314", "#7c2d12"], "duotone", "upper", 0.12],
  ["Nova Labs", "Research & development", "phosphor:atom", "icon-left", "none", "orbitron@700", ["#0f172a", "#67e8f9", "#ffffff", "#a78bfa"], "bold", "upper", 0.06],
  ["Bloom Botanics", "Natural skincare", "phosphor:flower-lotus", "icon-above", "none", "playfair-display@700i", ["#fdf2f8", "#9d174d", "#831843", "#f9a8d4"], "duotone"],
  ["Phoenix Rising", "Since 1998", "phosphor:fire", "badge", "shield", "cinzel@900", ["#1c1917", "#f97316", "#fde68a", "#b91c1c"], "filled", "upper", 0.06],
  ["Velocity", "Cycles", "phosphor:bicycle", "icon-above", "none", "montserrat@900i", ["#ffffff", "#dc2626", "#111827", "#dc2626"], "bold", "upper"],
  ["Happy Paws", "Animal rescue", "phosphor:paw-print", "icon-above", "circle", "fredoka@600", ["#eff6ff", "#fbbf24", "#1e3a8a", "#1e3a8a"], "filled"],
  ["Bright Minds", "Academy", "phosphor:lightbulb", "icon-left", "rounded-square", "poppins@700", ["#ffffff", "#312e81", "#312e81", "#facc15"], "duotone"],
  ["Atlas & Co.", "Advisory", null, "monogram", "hexagon", "cinzel@700", ["#111827", "#e9c46a", "#f3dfa2", "#e9c46a"], "filled", "upper", 0.16],
  ["Evergreen Outfitters", null, "phosphor:tree-evergreen", "badge", "ring", "bebas-neue@400", ["#f0fdf4", "#14532d", "#14532d", "#166534"], "filled", "upper", 0.1],
  ["CloudNest", "Hosting", "phosphor:cloud", "icon-left", "none", "poppins@800", ["#ffffff", "#1e40af", "#1e3a8a", "#93c5fd"], "duotone"],
  ["Castle Quest", "Games", "phosphor:castle-turret", "icon-above", "shield", "cinzel@900", ["#faf5ff", "#fcd34d", "#3b0764", "#6d28d9"], "filled", "upper", 0.05],
  ["kindred", "Community", "phosphor:users-three", "icon-above", "none", "poppins@600", ["#fff7ed", "#ea580c", "#7c2d12", "#fdba74"], "filled", "lower"],
  ["Masquerade", "Theatre", null, "wordmark", "none", "playfair-display@900", ["#1e1b4b", "#fcd34d", "#fef3c7", "#d4a017"], "filled", "upper", 0.04],
  ["Apex", "Athletics", "phosphor:barbell", "icon-left", "hexagon", "bebas-neue@400", ["#dc2626", "#ffffff", "#ffffff", "#111827"], "filled", "upper", 0.06],
  ["Skyward", "Airlines", "phosphor:airplane-tilt", "icon-left", "circle", "dm-serif-display@400i", ["#ffffff", "#1e3a8a", "#1e3a8a", "#2563eb"], "filled"],
  ["Open Book", "Public library", "phosphor:book-open", "icon-above", "none", "josefin-sans@700", ["#f0fdfa", "#115e59", "#134e4a", "#5eead4"], "duotone", "upper", 0.12],
  ["Zeus Energy", null, "phosphor:lightning", "badge", "hexagon", "montserrat@900", ["#0a0a0a", "#facc15", "#ffffff", "#facc15"], "filled", "upper", 0.2],
  ["Ledger", "Financial", "phosphor:chart-line-up", "icon-left", "rounded-square", "playfair-display@700", ["#f0fdf4", "#ffffff", "#064e3b", "#065f46"], "bold"],
  ["Wolfpack", "Fitness club", "fluent-emoji:wolf", "icon-above", "none", "archivo-black@400", ["#f8fafc", "#0f172a", "#0f172a", "#64748b"], "filled", "upper", 0.04],
  ["Monarch Media", null, null, "monogram", "circle", "abril-fatface@400", ["#fefce8", "#fde047", "#111111", "#111111"], "filled", "upper", 0.1],
  ["Blue Fin", "Seafood", "phosphor:fish", "badge", "circle", "righteous@400", ["#f0f9ff", "#0c4a6e", "#0c4a6e", "#0c4a6e"], "duotone", "upper", 0.14],
  ["Moonspell", "Tarot & oracle", "phosphor:moon-stars", "icon-above", "none", "cinzel@700", ["#1e1b4b", "#fcd34d", "#fef9c3", "#a5b4fc"], "filled", "upper", 0.1],
  ["balance", "Yoga studio", "phosphor:person-simple-tai-chi", "icon-above", "ring", "raleway@300", ["#f0fdfa", "#134e4a", "#134e4a", "#0f766e"], "outline", "lower", 0.12],
  ["Harmony", "Music festival", "phosphor:music-notes", "icon-above", "none", "pacifico@400", ["#7c3aed", "#fef08a", "#ffffff", "#fef08a"], "filled"],
  ["Fairway", "Golf club", "phosphor:golf", "icon-left", "circle", "dm-serif-display@400", ["#ffffff", "#ffffff", "#14532d", "#14532d"], "filled"],
  ["Helios Solar", "Clean energy", "phosphor:sun", "icon-above", "none", "josefin-sans@700", ["#fffbeb", "#ea580c", "#7c2d12", "#fbbf24"], "bold", "upper", 0.2],
  ["Sunridge Farms", "Family grown", "phosphor:grains", "badge", "rounded-square", "dm-serif-display@400", ["#fef3c7", "#78350f", "#78350f", "#78350f"], "duotone"],
  ["Harbor Line", "Sailing club", "phosphor:sailboat", "icon-above", "ring", "oswald@700", ["#eff6ff", "#1e3a8a", "#1e3a8a", "#1e3a8a"], "filled", "upper", 0.1],
  ["Circuit Forge", null, "phosphor:cpu", "icon-left", "none", "space-grotesk@700", ["#0b0f19", "#4ade80", "#ffffff", "#4ade80"], "bold", "upper"],
  ["Loyal Hound", "Dog grooming", "fluent-emoji:poodle", "icon-above", "circle", "fredoka@700", ["#ffffff", "#fde047", "#1f2937", "#1f2937"], "filled"],
  ["Quill & Co.", "Fine stationery", null, "monogram", "ring", "playfair-display@700", ["#fff1f2", "#7f1d1d", "#7f1d1d", "#b91c1c"], "filled", "upper", 0.12],
  ["Dragonforge", "Tabletop games", "fluent-emoji:dragon-face", "badge", "shield", "cinzel@900", ["#0f172a", "#ef4444", "#fde68a", "#7f1d1d"], "filled", "upper", 0.04],
  ["Little Sprout", "Nursery school", "phosphor:plant", "icon-above", "none", "caveat@700", ["#f7fee7", "#4d7c0f", "#365314", "#bef264"], "duotone"],
  ["Night Owl Books", null, "fluent-emoji:owl", "icon-left", "none", "lora@700", ["#1c1917", "#fbbf24", "#fafaf9", "#78716c"], "filled"],
  ["Stellar", "Ventures", null, "wordmark", "none", "raleway@700", ["#ffffff", "#6d28d9", "#4c1d95", "#a78bfa"], "filled", "upper", 0.45],
  ["Pixel Pop", "Game studio", "phosphor:game-controller", "icon-left", "rounded-square", "righteous@400", ["#fdf4ff", "#ffffff", "#86198f", "#c026d3"], "filled"],
  ["Thornwood Law", "Attorneys at law", "phosphor:scales", "icon-above", "none", "playfair-display@400", ["#ffffff", "#1f2937", "#111827", "#9ca3af"], "outline", "as-typed", 0.02],
  ["Ocean Breeze", "Surf school", "fluent-emoji:water-wave", "badge", "circle", "nunito@900", ["#ecfeff", "#0e7490", "#164e63", "#0891b2"], "filled", "upper", 0.1],
  ["Lumen", null, null, "wordmark", "rounded-square", "space-grotesk@500", ["transparent", "#0f766e", "#0f766e", "#0f766e"], "filled", "lower", 0.02],
  ["Golden Phoenix", "Heraldry & crests", "fluent-emoji:phoenix-bird", "badge", "ring", "cinzel@700", ["#1f2937", "#fcd34d", "#fcd34d", "#fcd34d"], "filled", "upper", 0.1],
  ["Peak Performance", "Personal training", "phosphor:mountains", "icon-above", "hexagon", "oswald@700", ["#111827", "#ffffff", "#ffffff", "#f97316"], "filled", "upper", 0.08],
  ["Sweet Crumbs", "Bakery & café", "phosphor:cake", "badge", "circle", "dancing-script@700", ["#fff7ed", "#9a3412", "#7c2d12", "#fed7aa"], "duotone"],
  ["Kitsune", "Sushi bar", "fluent-emoji:fox", "icon-left", "none", "josefin-sans@600", ["transparent", "#ea580c", "#1c1917", "#fdba74"], "filled", "upper", 0.3],
  ["Verde", "Plant shop", null, "wordmark", "circle", "lora@400i", ["#14532d", "#bbf7d0", "#f0fdf4", "#166534"], "filled"],
  ["Bolt Couriers", "Same-day delivery", "phosphor:truck", "icon-left", "none", "archivo-black@400", ["#fde047", "#111827", "#111827", "#111827"], "filled", "upper"],
  ["Aurora", "Skin & body", null, "wordmark", "hexagon", "josefin-sans@300", ["#fdf2f8", "#be185d", "#9d174d", "#f472b6"], "filled", "upper", 0.5],
  ["Iron Anchor", "Tattoo parlour", "fluent-emoji:anchor", "badge", "rounded-square", "bebas-neue@400", ["#0c0a09", "#e7e5e4", "#fafaf9", "#b91c1c"], "filled", "upper", 0.08],
  ["Cosmo Kids", "Science camp", "phosphor:rocket-launch", "icon-above", "circle", "fredoka@600", ["#faf5ff", "#7c3aed", "#581c87", "#fde68a"], "duotone"],
];

export function sheetSpecs(): LogoSpec[] {
  return ENTRIES.map(([brand, tagline, icon, layout, container, face, palette, iconStyle = "filled", textCase = "as-typed", letterSpacing = 0], i) => {
    const [id, weightPart] = face.split("@") as [string, string];
    const italic = weightPart.endsWith("i");
    const [set, name] = icon ? (icon.split(":") as [string, string]) : [null, null];
    const [background, primary, text, accent] = palette;
    return logoSpec.parse({
      version: 1,
      brand,
      tagline,
      icon: set ? { set, name } : null,
      iconStyle,
      iconScale: 1,
      layout,
      container,
      palette: { background, primary, text, accent },
      typeface: { id, weight: Number.parseInt(weightPart, 10), italic },
      taglineTypeface: null,
      textCase,
      letterSpacing,
      styles: [],
      colorScheme: null,
      seed: 1000 + i * 7919,
    });
  });
}
