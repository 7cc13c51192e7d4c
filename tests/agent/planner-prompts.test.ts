/**
 * The deterministic planner on a table of varied prompts: the brand is read, the mark is
 * relevant (one of the icons a designer would accept for the prompt), the styles asked for
 * show in the design, and the colours asked for are used. Each prompt is planned with
 * three seeds: variety must never cost relevance.
 */
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { describe, expect, it } from "vitest";
import type { Style } from "#protocol/taxonomy.ts";
import type { Layout, LogoSpec } from "#agent/design/logo-spec.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { drawnIdeas } from "./helpers.ts";
import { canvas, contrast, expectSoundPlan, input, isDark, isLight, looksLike, STYLE_SIGNS } from "./planner-fixtures.ts";

interface PromptCase {
  prompt: string;
  /** The brand exactly, or the acceptable readings. */
  brand: string | string[];
  /** Acceptable icon names; null: no icon expected; "any": no claim. */
  icons: string[] | null | "any";
  styles?: Style[];
  layout?: Layout;
  container?: LogoSpec["container"];
  /** What the colours must show, in words for the failure message. */
  colours?: [string, (spec: LogoSpec) => boolean];
  category?: string;
}

const COFFEE = ["coffee", "coffee-bean"];
const LAW = ["scales", "gavel"];
const DRAGON = ["dragon", "dragon-face"];
const KIDS = ["baby", "puzzle-piece", "balloon", "acorn", "child", "teddy-bear"];
const BAKERY = ["bread", "cake", "chef-hat", "cookie"];
const TECH = ["cpu", "code", "rocket", "cube", "circuitry", "lightning"];
const LEAVES = ["leaf", "maple-leaf", "plant", "potted-plant", "tree", "shovel"];
const PETS = ["paw-print", "paw-prints", "dog", "dog-face", "poodle", "cat", "cat-face", "black-cat"];
const WOLF = ["wolf"];
const ARCHITECTURE = ["blueprint", "compass-tool", "building-office", "ruler"];
const FISH = ["onigiri", "fish", "fish-simple", "tropical-fish"];
/** Ramen is Japanese food and, first, a bowl of noodles. */
const RAMEN = [...FISH, "steaming-bowl", "bowl-steam"];
const PLANES = ["airplane-tilt", "airplane", "airplane-in-flight"];
const BOOKS = ["book-open", "book", "books", "graduation-cap", "book-open-text"];
const BEER = ["beer-stein", "beer-bottle", "pint-glass"];
const WAVES = ["waves", "water-wave", "tree-palm", "palm-tree", "island"];
const FOOD = ["fork-knife", "chef-hat", "cooking-pot", "pepper"];
const EAGLE_SECURITY = ["eagle", "shield-check", "lock-key", "shield", "eye", "eyes"];
const SALON = ["scissors", "hair-dryer"];
const AI_LAB = ["brain", "head-circuit", "graph", "sparkle", "chart-line-up", "robot", "flask", "atom", "dna", "microscope", "test-tube", "moon-stars", "moon", "cloud-moon"];
const ICE_CREAM = ["ice-cream", "popsicle"];
const TRUCKS = ["truck", "package", "shipping-container", "truck-trailer"];
const INSURANCE = ["umbrella", "shield-check", "umbrella-simple"];
const OUTDOORS = ["mountains", "mountain", "snow-capped-mountain", "tent", "camping", "compass", "campfire", "tree-evergreen", "evergreen-tree"];
const VIKING = ["axe", "crossed-swords", "shield", "scissors"];
const CHURCH = ["church", "cross", "hands-praying"];
const HOCKEY = ["hockey", "ice-hockey", "lightning", "high-voltage", "hammer"];
const GAMES = ["game-controller", "video-game", "joystick", "dice-five"];
const FLOWERS = ["flower-tulip", "flower"];
const SAILING = ["sailboat", "anchor", "anchor-simple", "boat", "lighthouse"];
const PODCAST = ["microphone", "microphone-stage", "broadcast", "radio", "moon-stars", "moon", "cloud-moon"];
const FINANCE_OR_ABSTRACT = ["bank", "chart-line-up", "coin", "coins", "piggy-bank", "sparkle", "star-four", "circles-three", "intersect", "spiral", "infinity", "hexagon", "cube", "diamonds-four", "polygon", "wave-sine", "atom", "asterisk", "triangle", "flower-lotus"];
const CLEANING = ["broom", "spray-bottle", "sparkle"];
const CRYPTO = ["currency-btc", "cube", "link", "currency-eth"];
const ROCKET_MARKETING = ["rocket", "rocket-launch", "gas-pump", "charging-station", "drop", "megaphone", "target", "chart-line-up", "share-network"];
const MUSIC = ["music-note", "music-notes", "headphones", "microphone-stage", "vinyl-record", "guitar"];
const WEDDING = ["heart", "champagne", "confetti", "calendar-heart", "heart-straight", "wedding"];
const CAMERA = ["camera", "aperture"];
const TAILOR = ["yarn", "needle", "scissors"];
const BULL = ["ox", "water-buffalo", "bison", "cow", "barbell"];
const ELECTRIC = ["lightning", "plug", "plugs"];
const TAXI = ["taxi", "car", "car-profile"];
const TRAVEL = ["airplane-tilt", "globe", "globe-hemisphere-west", "suitcase-rolling", "compass", "map-pin", "airplane"];
const FARM = ["barn", "farm", "tractor", "plant", "leaf", "carrot", "avocado", "tree"];
const PHARMACY = ["pill", "prescription", "asclepius"];
const CHESS = ["chess-pawn", "strategy"];
const SCIENCE = ["flask", "atom", "dna", "microscope", "test-tube", "star", "shooting-star", "sparkle", "star-four"];
const THERAPY = ["lighthouse", "brain", "hand-heart", "heart", "chat-circle"];

const CASES: PromptCase[] = [
  { prompt: "A logo for a coffee shop called Summit Coffee", brand: "Summit Coffee", icons: COFFEE, category: "Business" },
  { prompt: "Modern logo for a law firm named Smith & Partners", brand: "Smith & Partners", icons: LAW, styles: ["Modern"], category: "Business" },
  { prompt: "a fierce dragon for my gaming team Ember Esports", brand: "Ember Esports", icons: DRAGON, category: "Fantasy" },
  {
    prompt: "Bicycle repair shop Spoke & Chain, navy and orange",
    brand: "Spoke & Chain",
    icons: ["bicycle", "person-simple-bike"],
    colours: ["navy and orange, one on the mark and one on the name", (s) => inks(s).some((c) => looksLike(c, "blue")) && inks(s).some((c) => looksLike(c, "orange"))],
    category: "Transportation",
  },
  { prompt: "Create a logo for a dentist called BrightSmile. Use #0f766e", brand: "BrightSmile", icons: ["tooth"], colours: ["the mark is #0f766e", (s) => s.palette.primary === "#0f766e"] },
  { prompt: "'Little Acorns' preschool, playful and colourful", brand: "Little Acorns", icons: KIDS, styles: ["Playful"], category: "Human Figures" },
  {
    prompt: "An elegant logo for a jewelry store called Aurelia, black and gold",
    brand: "Aurelia",
    icons: [...["diamond", "sparkle", "crown"]],
    styles: ["Elegant"],
    colours: ["gold on a black canvas", (s) => isDark(canvas(s)) && (looksLike(s.palette.text, "yellow") || looksLike(s.palette.primary, "yellow"))],
  },
  { prompt: "Yoga studio Lotus Breath\n\nThe logo should use dark colors", brand: "Lotus Breath", icons: ["person-simple-tai-chi", "flower-lotus", "person-in-lotus-position", "yin-yang", "lotus"], colours: ["a dark canvas", (s) => isDark(canvas(s))] },
  { prompt: "Logo for a bakery named Golden Crust, vintage style", brand: "Golden Crust", icons: BAKERY, styles: ["Vintage"], category: "Business" },
  { prompt: "A tech startup called Zentrix\n\nThe logo should represent these styles: Modern, Geometric", brand: "Zentrix", icons: TECH, styles: ["Modern", "Geometric"], category: "Technology" },
  { prompt: "Green Leaf Landscaping logo", brand: "Green Leaf Landscaping", icons: LEAVES, category: "Nature" },
  { prompt: "Logo for my veterinary clinic Happy Paws", brand: "Happy Paws", icons: PETS, category: "Animals" },
  {
    prompt: "Wolf Pack Fitness, bold, black and red",
    brand: "Wolf Pack Fitness",
    icons: [...WOLF, "barbell"],
    styles: ["Bold"],
    colours: ["red on black", (s) => isDark(canvas(s)) && looksLike(s.palette.primary, "red")],
  },
  { prompt: "A minimalist logo for an architecture firm called Form & Void", brand: "Form & Void", icons: [...ARCHITECTURE], styles: ["Minimalistic"] },
  { prompt: "logo for a sushi restaurant named Koi", brand: "Koi", icons: [...FISH, "fork-knife", "chef-hat", "cooking-pot"] },
  { prompt: "Create a logo for Northwind Airlines", brand: "Northwind Airlines", icons: PLANES, category: "Transportation" },
  { prompt: "A school logo for Oakridge Academy with a book", brand: "Oakridge Academy", icons: BOOKS, category: "Education" },
  { prompt: "logo for a pizzeria called Luigi's", brand: "Luigi's", icons: ["pizza"] },
  { prompt: "Craft brewery Hop Valley, vintage badge", brand: "Hop Valley", icons: BEER, styles: ["Vintage"], layout: "badge" },
  { prompt: "Blue Wave Surf School", brand: "Blue Wave Surf School", icons: WAVES },
  { prompt: "a logo for zentrix", brand: "Zentrix", icons: "any" },
  { prompt: "called salt and pepper, a restaurant with warm colors", brand: "Salt and Pepper", icons: FOOD },
  { prompt: "Eagle Eye Security wants a bold logo", brand: "Eagle Eye Security", icons: EAGLE_SECURITY, styles: ["Bold"] },
  { prompt: "logo for a hair salon called Mane Street", brand: "Mane Street", icons: SALON },
  { prompt: "Lunar Labs, an AI research company, purple", brand: "Lunar Labs", icons: AI_LAB, colours: ["a purple mark", (s) => looksLike(s.palette.primary, "purple")], category: "Technology" },
  { prompt: "Create a playful logo for an ice cream parlour named Scoops, pink", brand: "Scoops", icons: ICE_CREAM, styles: ["Playful"], colours: ["a pink mark", (s) => looksLike(s.palette.primary, "pink") || looksLike(s.palette.primary, "red")] },
  { prompt: "Logo for Atlas Logistics, a trucking and delivery company", brand: "Atlas Logistics", icons: TRUCKS, category: "Transportation" },
  { prompt: "a professional logo for Meridian Insurance", brand: "Meridian Insurance", icons: INSURANCE, styles: ["Professional"] },
  { prompt: "Mountain Peak Outfitters, outdoor gear, vintage", brand: "Mountain Peak Outfitters", icons: OUTDOORS, styles: ["Vintage"], category: "Nature" },
  { prompt: "Logo for a dog walking business called Walkies", brand: "Walkies", icons: PETS, category: "Animals" },
  { prompt: "A logo with a fox for a bookstore called Clever Tales", brand: "Clever Tales", icons: ["fox"], category: "Animals" },
  { prompt: "An owl logo for Night Owl Books", brand: "Night Owl Books", icons: ["owl"] },
  { prompt: "Viking themed logo for a barbershop called Nordic Blades", brand: "Nordic Blades", icons: VIKING },
  { prompt: "logo for a church named Grace Chapel", brand: "Grace Chapel", icons: CHURCH, category: "Cultural" },
  { prompt: "Thunder Hockey Club, bold", brand: "Thunder Hockey Club", icons: HOCKEY, styles: ["Bold"] },
  { prompt: "A unicorn logo for a kids' party company called Sparkle Parties", brand: "Sparkle Parties", icons: ["unicorn"], category: "Fantasy" },
  { prompt: "a griffin crest for Griffin & Co solicitors", brand: "Griffin & Co", icons: ["eagle", "lion"], layout: "badge", container: "shield", category: "Mythology" },
  {
    prompt: "Minimal wordmark for Nimbus in white on a navy background",
    brand: "Nimbus",
    icons: null,
    layout: "wordmark",
    colours: ["white lettering on navy", (s) => s.palette.text === "#ffffff" && looksLike(canvas(s), "blue") && isDark(canvas(s))],
  },
  { prompt: "A monogram logo for Harper & Stone", brand: "Harper & Stone", icons: null, layout: "monogram", category: "Letters" },
  { prompt: "Logo for Pixel Forge, a video game studio, with a hexagon", brand: "Pixel Forge", icons: GAMES, container: "hexagon" },
  { prompt: "Logo for a florist called Petal & Stem, pastel pink", brand: "Petal & Stem", icons: FLOWERS, colours: ["a pink mark", (s) => looksLike(s.palette.primary, "pink") || looksLike(s.palette.primary, "red")] },
  { prompt: "a sailing club logo called Harbour Light", brand: "Harbour Light", icons: SAILING },
  { prompt: "logo for my podcast The Midnight Show", brand: ["The Midnight Show", "Midnight Show"], icons: PODCAST },
  // A roller disco is skates and a mirror ball (not a paint roller); an ice rink is not a roller rink.
  { prompt: "A retro 70s logo for a roller disco called Groove Rink", brand: "Groove Rink", icons: ["roller-skate", "disco-ball"] },
  { prompt: "Roller derby team Pink Panthers", brand: "Pink Panthers", icons: ["roller-skate", "disco-ball"] },
  { prompt: "A logo for an ice skating rink called Frost", brand: "Frost", icons: ["ice-skate", "snowflake"] },
  // Metalwork is fire and hammers (no 'briefcase-metal'); a name's 'Stop' is no media button.
  { prompt: "A logo for a metal fabricator called Iron Forge", brand: "Iron Forge", icons: ["hammer", "flame", "gear"] },
  // Pest control is no air traffic control; a hive is its bees.
  { prompt: "An exterminator called Termite Terminators", brand: "Termite Terminators", icons: ["bug-beetle", "spray-bottle", "shield-check"] },
  { prompt: "A logo for a pest control company called BugOff", brand: "BugOff", icons: ["bug-beetle", "spray-bottle", "shield-check"] },
  { prompt: "A honey shop called The Hive", brand: ["The Hive", "Hive"], icons: ["honeybee", "honey-pot", "jar"] },
  { prompt: "A logo for a music teacher called Keys & Chords", brand: "Keys & Chords", icons: ["music-notes", "music-note", "music-note-simple", "musical-notes", "headphones", "microphone-stage", "vinyl-record", "guitar"] },
  // Mole or tattoo removal is skin care, not a removals van.
  { prompt: "A logo for a mole removal dermatologist called Clear Skin", brand: "Clear Skin", icons: ["drop", "sparkle", "stethoscope", "flower-lotus"] },
  { prompt: "A tattoo removal clinic called Fresh Canvas", brand: "Fresh Canvas", icons: ["drop", "sparkle", "stethoscope", "flower-lotus"] },
  // A midwife's arrival is a baby, a pawnbroker's pawn is money, a trampoline park is no park bench.
  { prompt: "A logo for a midwife called Gentle Arrival", brand: "Gentle Arrival", icons: ["baby", "baby-carriage", "hand-heart"] },
  { prompt: "A logo for a pawn shop called Cash & Carry", brand: "Cash & Carry", icons: ["coins", "coin", "money"] },
  { prompt: "A logo for a trampoline park called Bounce", brand: "Bounce", icons: ["person-simple-run", "star"] },
  // What is rented is the trade ('kayak rental' is boating); a reptile shop's scales are no balance.
  { prompt: "A kayak rental called Paddle Point", brand: "Paddle Point", icons: ["sailboat", "anchor", "anchor-simple", "boat", "canoe", "waves"] },
  { prompt: "A logo for a reptile shop called Scales & Tails", brand: "Scales & Tails", icons: ["lizard", "snake", "turtle"] },
  // A decorator paints walls, a glass blower and a potter fire their work, windows are a house's.
  { prompt: "A logo for a painter and decorator called Fresh Coat", brand: "Fresh Coat", icons: ["paint-roller", "paint-brush-household", "paint-bucket"] },
  { prompt: "A logo for a glass blower called Molten", brand: "Molten", icons: ["flame", "fire", "amphora"] },
  { prompt: "A logo for a potter called Wheel & Kiln", brand: "Wheel & Kiln", icons: ["amphora", "flame"] },
  { prompt: "A logo for a window company called Clear Pane", brand: "Clear Pane", icons: ["house-line", "door"] },
  // A hatter's hats (no hard hat), a framer's pictures (no film frames).
  { prompt: "A logo for a hat maker called Mad Hatter", brand: "Mad Hatter", icons: ["top-hat", "womans-hat", "cowboy-hat"] },
  { prompt: "A logo for a frame shop called Gilded Frame", brand: "Gilded Frame", icons: ["framed-picture", "image-square"] },
  // A car park and a funfair are no park bench.
  { prompt: "A logo for a parking company called Park Easy", brand: "Park Easy", icons: ["car-simple", "garage", "car"] },
  { prompt: "A theme park called Fun Land", brand: "Fun Land", icons: ["ferris-wheel", "roller-coaster", "carousel-horse"] },
  // A hot dog is no dog, a noodle bar no cocktail bar, a doughnut no cookie.
  { prompt: "A logo for a hot dog stand called Top Dog", brand: "Top Dog", icons: ["hot-dog"] },
  { prompt: "A logo for a noodle bar called Slurp", brand: "Slurp", icons: ["steaming-bowl", "bowl-steam"] },
  { prompt: "A logo for a donut shop called Hole Foods", brand: "Hole Foods", icons: ["doughnut"] },
  { prompt: "A logo for a mechanic called Pit Stop", brand: "Pit Stop", icons: ["mechanic", "wrench", "gear", "car-profile", "car", "engine", "toolbox", "nut", "screwdriver"] },
  { prompt: "An abstract logo for Quantum Capital", brand: "Quantum Capital", icons: FINANCE_OR_ABSTRACT, styles: ["Abstract"] },
  {
    prompt: "Logo for 'Bean There' coffee roasters, retro style, brown and cream",
    brand: "Bean There",
    icons: COFFEE,
    styles: ["Vintage"],
    colours: ["brown on a cream canvas", (s) => isLight(canvas(s)) && (looksLike(s.palette.primary, "brown") || looksLike(s.palette.primary, "orange") || looksLike(s.palette.text, "brown"))],
  },
  { prompt: "Create a logo for a cleaning service called Sparkle Clean", brand: "Sparkle Clean", icons: CLEANING },
  { prompt: "a hexagon logo for a crypto exchange named ChainVault", brand: "ChainVault", icons: CRYPTO, container: "hexagon", category: "Technology" },
  { prompt: "Rocket Fuel Marketing", brand: "Rocket Fuel Marketing", icons: ROCKET_MARKETING },
  { prompt: "a logo for a music festival called Soundwave, neon purple", brand: "Soundwave", icons: MUSIC, colours: ["a purple mark", (s) => looksLike(s.palette.primary, "purple")], category: "Cultural" },
  { prompt: "Elegant wedding planner logo for Ever After Events in rose gold", brand: "Ever After Events", icons: WEDDING, styles: ["Elegant"], colours: ["a rose gold mark", (s) => looksLike(s.palette.primary, "red") || looksLike(s.palette.primary, "pink") || looksLike(s.palette.primary, "orange")] },
  {
    prompt: "logo for a photography studio named Frame, black and white",
    brand: "Frame",
    icons: CAMERA,
    colours: ["black on white", (s) => canvas(s) === "#ffffff" && isDark(s.palette.primary) && isDark(s.palette.text)],
  },
  { prompt: "The logo should represent these styles: Classic\nLogo for Kingsley Tailors", brand: "Kingsley Tailors", icons: TAILOR, styles: ["Classic"] },
  { prompt: "A bold logo for Iron Bull Gym", brand: "Iron Bull Gym", icons: BULL, styles: ["Bold"] },
  { prompt: "logo for an electrician named Volt Brothers, yellow and black", brand: "Volt Brothers", icons: ELECTRIC, colours: ["yellow on black", (s) => isDark(canvas(s)) && looksLike(s.palette.primary, "yellow")] },
  {
    prompt: "Logo for Sweet Crumbs, my bakery, in #f4a261",
    brand: "Sweet Crumbs",
    icons: BAKERY,
    // Too light for a mark on a pale canvas: it becomes the frame's fill, or the mark in its hue.
    colours: ["#f4a261 as the frame, or the mark in its hue", (s) => s.palette.accent === "#f4a261" || looksLike(s.palette.primary, "orange")],
  },
  { prompt: "Logo for a taxi company called CityCab, yellow", brand: "CityCab", icons: TAXI, colours: ["a yellow mark that stays yellow", (s) => looksLike(s.palette.primary, "yellow") && contrast(s.palette.primary, canvas(s)) >= 3] },
  { prompt: "A classic logo for Hawthorne & Sons Law", brand: "Hawthorne & Sons Law", icons: LAW, styles: ["Classic"] },
  { prompt: "logo for a ramen shop named Oishi, red and white", brand: "Oishi", icons: RAMEN, colours: ["red on white", (s) => canvas(s) === "#ffffff" && looksLike(s.palette.primary, "red")] },
  { prompt: "An esports team logo for Shadow Wolves, a wolf mascot", brand: "Shadow Wolves", icons: WOLF, category: "Animals" },
  { prompt: "logo for a travel agency named Wanderlust, teal", brand: "Wanderlust", icons: TRAVEL, colours: ["a teal mark", (s) => looksLike(s.palette.primary, "teal")] },
  {
    prompt: "Organic farm logo for Willow Creek Farm, green and brown",
    brand: "Willow Creek Farm",
    icons: FARM,
    // On a filled badge the name is set on the frame, so brown may be the canvas around it.
    colours: ["green and brown, on the mark, its frame, the name or the canvas", (s) => [...inks(s), s.palette.background].some((c) => looksLike(c, "green")) && [...inks(s), s.palette.background].some((c) => looksLike(c, "brown") || looksLike(c, "orange"))],
  },
  { prompt: "A playful logo for a toy store called Bloop with a rocket", brand: "Bloop", icons: ["rocket", "rocket-launch"], styles: ["Playful"] },
  { prompt: "Lighthouse Counseling, calm and professional, light colors", brand: "Lighthouse Counseling", icons: THERAPY, styles: ["Professional"], colours: ["a light canvas", (s) => isLight(canvas(s))] },
  { prompt: "Create a logo for a pharmacy called MedPlus", brand: "MedPlus", icons: PHARMACY },
  { prompt: "Logo for a chess club named Check Mate", brand: "Check Mate", icons: CHESS, category: "Sports" },
  { prompt: "a transparent logo for Nova Labs, a science startup", brand: "Nova Labs", icons: SCIENCE, colours: ["a transparent canvas", (s) => s.palette.background === "transparent"] },
  { prompt: "logo for a mexican restaurant called El Sol", brand: "El Sol", icons: [...FOOD, "sun", "sun-horizon", "sun-dim"] },
];

/** The colours a visitor sees drawn: the mark, the lettering, and a filled frame. */
function inks(spec: LogoSpec): string[] {
  const framed = ["circle", "rounded-square", "hexagon", "shield"].includes(spec.container) && spec.layout !== "wordmark";
  return [spec.palette.primary, spec.palette.text, ...(framed ? [spec.palette.accent] : [])];
}

const planner = createDeterministicPlanner();
const SEEDS = [1, 2, 3];

describe("the deterministic planner on varied prompts", () => {
  it("has a table of at least 60 prompts", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it("names only bundled icons as acceptable marks", () => {
    const bundled = new Set(ICON_INDEX.map(([, name]) => name));
    const named = CASES.flatMap((testCase) => (Array.isArray(testCase.icons) ? testCase.icons : []));
    expect(named.filter((name) => !bundled.has(name))).toEqual([]);
  });

  describe.each(CASES)("$prompt", (testCase) => {
    it.each(SEEDS)("seed %i: brand, mark, styles and colours", async (seed) => {
      const plan = await planner.plan(input(testCase.prompt, { seed }));
      const spec = plan.spec;
      expectSoundPlan(plan);

      const brands = Array.isArray(testCase.brand) ? testCase.brand : [testCase.brand];
      expect(brands).toContain(spec.brand);

      if (testCase.icons === null) expect(spec.icon).toBeNull();
      // A drawing is the subject (or the name's own noun joined with it, docs/decisions/0107).
      else if (testCase.icons !== "any" && spec.icon !== null) expect(drawnIdeas(spec), JSON.stringify(spec.mark)).toSatisfy((names: string[]) => names.some((name) => (testCase.icons as string[]).includes(name)));
      // A subject that has an icon is drawn, unless the design is lettering-led or abstract.
      if (Array.isArray(testCase.icons) && spec.icon === null) expect(spec.layout === "wordmark" || spec.layout === "monogram" || (spec.mark !== null && spec.mark.kind !== "emblem")).toBe(true);

      for (const style of testCase.styles ?? []) {
        expect(spec.styles).toContain(style);
        expect(plan.understood.styles).toContain(style);
      }
      if (testCase.styles?.length === 1) expect(STYLE_SIGNS[testCase.styles[0]!](spec), `${testCase.styles[0]} shows in ${JSON.stringify(spec)}`).toBe(true);
      if (testCase.styles && testCase.styles.length > 1) expect(testCase.styles.some((style) => STYLE_SIGNS[style](spec))).toBe(true);

      if (testCase.layout) expect(spec.layout).toBe(testCase.layout);
      if (testCase.container) expect(spec.container).toBe(testCase.container);
      if (testCase.colours) expect(testCase.colours[1](spec), `${testCase.colours[0]}: ${JSON.stringify(spec.palette)}`).toBe(true);
      if (testCase.category) expect(plan.metadata.category).toBe(testCase.category);
    });
  });
});

describe("long and wordy prompts", () => {
  const planner = createDeterministicPlanner();

  it("says each asked colour once, however often a 2,000-character prompt repeats it", async () => {
    const prompt = "A warm coffee shop logo in teal and sand for Harbour Beans, cosy, friendly, with a steaming cup and waves. ".repeat(20).slice(0, 2000);
    const plan = await planner.plan(input(prompt));
    const narration = plan.narration.join(" ");
    expect(narration.match(/\bteal\b/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(narration.match(/\bsand\b/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(narration).not.toMatch(/teal, sand, teal/);
  });

  it("keeps a name's capitalised everyday word after '&' ('Lens & Light'), never reading it as a request; 'blush pink' is one colour", async () => {
    const lens = await planner.plan(input("I need a logo for my photography business called Lens & Light"));
    expect(lens.spec.brand).toBe("Lens & Light");
    expect(lens.understood.colorScheme).toBeNull();
    expect(lens.narration.join(" ")).not.toMatch(/light colours, as asked/);
    // Lower case, the word is the request's again.
    const nova = await planner.plan(input("a shop called Nova and light colours please"));
    expect(nova.spec.brand).toBe("Nova");
    expect(nova.understood.colorScheme).toBe("Light");
    const blush = await planner.plan(input("a wedding planner named Ever After, elegant, blush pink"));
    expect(blush.narration.join(" ")).toMatch(/You asked for blush pink,/);
  });

  it("never gives a new logo a style its prompt says it does not want ('not too playful')", async () => {
    expect((await planner.plan(input("A logo for a bakery called Mie"))).spec.styles).toContain("Playful");
    for (const seed of [1, 2, 3]) {
      const plan = await planner.plan(input("A logo for a bakery called Mie, not too playful", { seed }));
      expect(plan.spec.styles).not.toContain("Playful");
      expect(plan.spec.styles.length).toBeGreaterThan(0);
    }
    expect((await planner.plan(input("A logo for a tech startup called Nimbus, not too modern"))).spec.styles).not.toContain("Modern");
  });

  it("reads a style word before 'icon' as how the mark looks, never as a drawing it lacks ('a minimalist icon-only logo')", async () => {
    const plan = await planner.plan(input("A minimalist icon-only logo for a studio called Form"));
    expect(plan.narration.join(" ")).not.toMatch(/I have no minimalist icon/);
    expect(plan.spec.styles).toContain("Minimalistic");
  });

  it("reads a word before a subject it draws as describing it, not as a missing subject ('a steaming cup', 'a tiny fox')", async () => {
    for (const prompt of ["A coffee shop called Harbour Beans, with a steaming cup", "A toy store called Kit and Caboodle with a tiny fox"]) {
      const narration = (await planner.plan(input(prompt))).narration.join(" ");
      expect(narration, prompt).not.toMatch(/I have no (steaming|tiny) icon/);
    }
    // A subject the sets truly lack is still said.
    expect((await planner.plan(input("A swim school called Paddle with a platypus"))).narration.join(" ")).toMatch(/I have no platypus icon/);
  });
});

describe("a word of the name whose drawing is one of its meanings, drawn only beside the trades it fits", () => {
  const planner = createDeterministicPlanner();
  const drawn = async (prompt: string, seed: number) => drawnIdeas((await planner.plan(input(prompt, { seed }))).spec);
  /** A name's word, and the drawing of it that is not its meaning in that trade. */
  const NOT_DRAWN: [prompt: string, drawing: string][] = [
    ["A logo for a pharmacy called Green Cross", "cross"],
    ["A logo for a medical clinic called Red Cross Care", "cross"],
    ["A logo for a gym called Cross Train", "cross"],
    ["A logo for a bird sanctuary called Crane Marsh", "crane"],
    ["A logo for a baseball academy called Big Bat", "bat"],
    ["A logo for a boxing gym called The Ring", "ring"],
    ["A logo for a music teacher called Keys & Chords", "key"],
    ["A piano school called Black Keys", "key"],
    ["A logo for a midwife called Gentle Arrival", "airplane-arrival"],
    ["A logo for a reptile shop called Scales & Tails", "scales"],
    ["A logo for a painter and decorator called Fresh Coat", "coat"],
    ["A logo for a potter called Wheel & Kiln", "wheel"],
    ["A logo for a camera shop called Shutter Bug", "bug"],
    ["A logo for a shoe store called Sole Mate", "mate"],
    ["A logo for a parking company called Park Easy", "park"],
    ["A logo for a hot dog stand called Top Dog", "dog"],
  ];
  it.each(NOT_DRAWN)("%s: no %s", async (prompt, drawing) => {
    for (const seed of SEEDS) expect(await drawn(prompt, seed), `seed ${seed}`).not.toContain(drawing);
  });
  it("draws the same words where the drawing is their meaning", async () => {
    for (const [prompt, drawing] of [
      ["A logo for a church called Holy Cross", "cross"],
      ["A logo for a construction company called Crane & Sons", "crane"],
      ["A logo for a cave tour called Bat Cave Tours", "bat"],
      ["A locksmith called Keys Now", "key"],
    ]) {
      expect(await drawn(prompt!, 1), prompt).toContain(drawing);
    }
  });
});
