/**
 * Subjects and industries a visitor names, and how each is drawn. A trigger that is an
 * icon's name ('croissant') draws that icon; `itself` names the icons that are the
 * subject when its words are not icon names (a running club is a runner). Otherwise
 * `terms` are searched in the icon sets' own names and tags (icons.ts), so 'law firm'
 * finds Phosphor's scales and gavel through their 'law' and 'justice' tags. The table
 * only fills the gaps the tags leave (a dentist is a tooth; yoga is a person in a pose or
 * a lotus) and carries what a designer knows about the trade: the catalogue category,
 * styles that suit it when none was asked for, colour families and frames.
 */
import type { Category, Style } from "#protocol/taxonomy.ts";
import type { Container, IconSet } from "#agent/design/logo-spec.ts";
import type { TypefaceTrait } from "#agent/design/typefaces.ts";

export interface Concept {
  id: string;
  /** How the narration names it ('a law firm'). */
  label: string;
  /** Words and phrases that name it in a prompt (matched stemmed, whole words). */
  triggers: readonly string[];
  /**
   * Icons that are the subject itself, by name ('person simple run' for running): drawn
   * before any of the terms, unless the trigger names an icon of its own ('croissant').
   */
  itself?: readonly string[];
  /** Triggers whose same-named icon is another thing: 'crane' the bird is not the machine. */
  notIcons?: readonly string[];
  /** Icon search terms, the concept's stand-ins, strongest first. '$' stands for the trigger that matched. */
  terms: readonly string[];
  category: Category;
  /** Styles that suit the subject when the visitor chose none. */
  styles: readonly Style[];
  /** Colour families that suit it (see colours.hueFamily). */
  hues?: readonly string[];
  /** Typeface traits that suit it. */
  traits?: readonly TypefaceTrait[];
  /** Frames that suit it (a shield for security, a hexagon for tech). */
  frames?: readonly Container[];
  /** The set that draws this subject best, when both have an icon of that name. */
  iconSet?: IconSet;
  /** The word for a placeholder name when none was given ('Coffee' -> 'Coffee Co.'). */
  noun: string;
  /**
   * How strongly a mention names the logo's subject. Symbols ('hot', 'star', 'fast')
   * often qualify a business rather than name it: 'hot yoga' is about yoga.
   */
  salience: number;
}

type ConceptInput = Omit<Concept, "noun" | "salience"> & { noun?: string; salience?: number };

const concept = (input: ConceptInput): Concept => ({
  ...input,
  noun: input.noun ?? input.label.replace(/\b\w/g, (letter) => letter.toUpperCase()),
  salience: input.salience ?? 1,
});

/** A symbol: it names the subject only when nothing more specific is mentioned. */
const symbol = (input: ConceptInput): Concept => concept({ ...input, salience: input.salience ?? 0.82 });

/** Animals drawn as themselves; the trigger is the search term. */
function animals(ids: string[], styles: readonly Style[], extra: Partial<ConceptInput> = {}): Concept[] {
  return ids.map((entry) => {
    const [id, ...synonyms] = entry.split("|") as [string, ...string[]];
    return concept({
      id,
      label: id,
      triggers: [id, ...synonyms],
      terms: ["$", id],
      category: "Animals",
      styles,
      ...extra,
    });
  });
}

export const CONCEPTS: readonly Concept[] = [
  // Food and drink
  concept({ id: "coffee", label: "coffee", triggers: ["coffee", "cafe", "café", "espresso", "barista", "latte", "roastery", "roaster", "coffeehouse", "coffee shop", "cappuccino"], terms: ["coffee", "coffee bean", "cafe"], category: "Business", styles: ["Vintage", "Modern"], hues: ["brown", "orange"], noun: "Coffee" }),
  concept({ id: "tea", label: "tea", triggers: ["tea", "teahouse", "tea house", "matcha", "chai"], terms: ["tea bag", "coffee", "leaf"], category: "Business", styles: ["Elegant", "Minimalistic"], hues: ["green", "teal"], noun: "Tea" }),
  concept({ id: "bakery", label: "bakery", triggers: ["bakery", "bake", "baker", "baking", "bread", "patisserie", "pastry", "boulangerie", "sourdough", "croissant"], terms: ["bread", "cake", "chef hat"], category: "Business", styles: ["Vintage", "Playful"], hues: ["brown", "orange", "pink"], traits: ["serif"], noun: "Bakery" }),
  concept({ id: "dessert", label: "desserts", triggers: ["cake", "cupcake", "dessert", "sweets", "confectionery", "candy", "cookie", "donut", "doughnut", "macaron"], terms: ["cake", "cookie", "ice cream"], category: "Business", styles: ["Playful", "Elegant"], hues: ["pink", "purple"], noun: "Sweets" }),
  concept({ id: "ice-cream", label: "ice cream", triggers: ["ice cream", "gelato", "creamery", "frozen yogurt", "popsicle"], terms: ["ice cream", "popsicle"], category: "Business", styles: ["Playful"], hues: ["pink", "teal"], traits: ["rounded"], noun: "Creamery" }),
  concept({ id: "pizza", label: "pizza", triggers: ["pizza", "pizzeria"], terms: ["pizza"], category: "Business", styles: ["Playful", "Bold"], hues: ["red", "orange"], noun: "Pizza" }),
  concept({ id: "burger", label: "burgers", triggers: ["burger", "hamburger", "fast food", "diner"], terms: ["hamburger"], category: "Business", styles: ["Bold", "Playful"], hues: ["red", "orange", "yellow"], noun: "Burger" }),
  concept({ id: "restaurant", label: "a restaurant", triggers: ["restaurant", "bistro", "eatery", "trattoria", "brasserie", "catering", "caterer", "chef", "kitchen", "food", "cuisine", "dining", "food truck"], terms: ["fork knife", "chef hat", "cooking pot"], category: "Business", styles: ["Classic", "Elegant"], hues: ["red", "green", "brown"], noun: "Kitchen" }),
  concept({ id: "sushi", label: "sushi", triggers: ["sushi", "ramen", "japanese food", "izakaya"], terms: ["onigiri", "fish"], category: "Business", styles: ["Minimalistic", "Modern"], hues: ["red"], noun: "Sushi" }),
  concept({ id: "bbq", label: "barbecue", triggers: ["bbq", "barbecue", "grill", "smokehouse", "steakhouse", "steak"], terms: ["flame", "fire", "cow"], category: "Business", styles: ["Vintage", "Bold"], hues: ["red", "orange", "brown"], noun: "Grill" }),
  concept({ id: "seafood", label: "seafood", triggers: ["seafood", "fish market", "fishmonger", "fishmongers", "fish shop", "fish and chips", "chippy", "oyster", "lobster", "shrimp"], terms: ["fish", "shrimp", "crab"], category: "Business", styles: ["Vintage", "Modern"], hues: ["blue", "teal"], noun: "Seafood" }),
  concept({ id: "healthy-food", label: "healthy food", triggers: ["vegan", "vegetarian", "organic", "salad", "healthy food", "plant based", "plant-based", "greengrocer", "produce"], terms: ["leaf", "carrot", "avocado"], category: "Nature", styles: ["Modern", "Playful"], hues: ["green"], noun: "Greens" }),
  concept({ id: "juice", label: "juice", triggers: ["juice", "smoothie", "juicery", "lemonade"], terms: ["orange slice", "orange", "drop"], category: "Business", styles: ["Playful", "Modern"], hues: ["orange", "yellow", "green"], noun: "Juice" }),
  concept({ id: "spicy", label: "spicy food", triggers: ["spicy", "chili", "chilli", "hot sauce", "salsa", "pepper"], terms: ["pepper", "flame"], category: "Business", styles: ["Bold", "Playful"], hues: ["red", "orange"], noun: "Spice" }),
  concept({ id: "beer", label: "beer", triggers: ["beer", "brewery", "brewing", "brewpub", "pub", "ale", "taproom", "craft beer", "craft brewery", "microbrewery", "lager", "tavern"], terms: ["beer stein", "beer bottle", "pint glass"], category: "Business", styles: ["Vintage", "Bold"], hues: ["orange", "brown", "yellow"], noun: "Brewing" }),
  concept({ id: "wine", label: "wine", triggers: ["wine", "winery", "vineyard", "sommelier", "wine bar", "vintner", "cellar"], terms: ["wine", "champagne"], category: "Business", styles: ["Elegant", "Classic"], hues: ["purple", "red"], traits: ["serif", "elegant"], noun: "Wines" }),
  concept({ id: "cocktails", label: "cocktails", triggers: ["cocktail", "cocktails", "lounge", "mixology", "speakeasy", "bar"], terms: ["martini", "champagne", "brandy"], category: "Business", styles: ["Elegant", "Vintage"], hues: ["purple", "yellow"], noun: "Lounge" }),
  concept({ id: "spirits", label: "spirits", triggers: ["whiskey", "whisky", "distillery", "bourbon", "spirits", "gin", "rum", "vodka"], terms: ["brandy", "martini"], category: "Business", styles: ["Vintage", "Classic"], hues: ["brown", "yellow"], noun: "Distillery" }),
  concept({ id: "farm", label: "a farm", triggers: ["farm", "farmer", "farming", "agriculture", "agricultural", "ranch", "homestead", "harvest", "orchard"], terms: ["barn", "farm", "tractor", "plant"], category: "Nature", styles: ["Vintage", "Classic"], hues: ["green", "brown", "yellow"], noun: "Farm" }),
  concept({ id: "butcher", label: "a butcher's shop", triggers: ["butcher", "butchers", "butcher shop", "butchery", "meat", "meats", "charcuterie"], terms: ["knife", "cow", "pig"], category: "Business", styles: ["Vintage", "Classic"], hues: ["red", "brown"], traits: ["serif"], noun: "Butchers" }),
  concept({ id: "dairy", label: "dairy", triggers: ["dairy", "milk", "cheese", "creamery farm"], terms: ["cow", "cheese"], category: "Nature", styles: ["Vintage", "Playful"], hues: ["blue", "yellow"], noun: "Dairy" }),
  concept({ id: "honey", label: "honey", triggers: ["honey", "apiary", "beekeeping", "beekeeper", "beehive", "hive"], terms: ["honeybee", "honey pot", "bee"], category: "Nature", styles: ["Vintage", "Playful"], hues: ["yellow", "orange"], noun: "Honey" }),

  // Professional services
  concept({ id: "law", label: "a law firm", triggers: ["law firm", "lawyer", "lawyers", "attorney", "attorneys", "legal", "law", "justice", "solicitor", "barrister", "notary", "law office", "paralegal", "litigation"], terms: ["scales", "gavel", "justice"], category: "Business", styles: ["Professional", "Classic"], hues: ["blue", "brown"], traits: ["serif", "classical"], frames: ["shield"], noun: "Law" }),
  concept({ id: "accounting", label: "accounting", triggers: ["accounting", "accountant", "bookkeeping", "bookkeeper", "tax", "taxes", "audit", "payroll", "cpa"], terms: ["calculator", "chart line up", "coins"], category: "Business", styles: ["Professional", "Modern"], hues: ["blue", "green"], noun: "Accounting" }),
  concept({ id: "finance", label: "finance", triggers: ["finance", "financial", "investment", "investing", "investor", "wealth", "bank", "banking", "capital", "fintech", "asset management", "trading", "fund", "loan", "loans", "mortgage", "credit union"], terms: ["bank", "chart line up", "coins", "piggy bank"], category: "Business", styles: ["Professional", "Modern"], hues: ["blue", "green"], noun: "Capital" }),
  concept({ id: "insurance", label: "insurance", triggers: ["insurance", "insurer", "assurance", "underwriting"], terms: ["umbrella", "shield check"], category: "Business", styles: ["Professional", "Classic"], hues: ["blue", "teal"], frames: ["shield"], noun: "Insurance" }),
  concept({ id: "consulting", label: "consulting", triggers: ["consulting", "consultancy", "consultant", "advisory", "advisor", "strategy", "management", "coaching", "coach", "business coach"], terms: ["lightbulb", "chart line up", "handshake", "strategy"], category: "Business", styles: ["Professional", "Modern"], hues: ["blue", "indigo", "teal"], noun: "Consulting" }),
  concept({ id: "real-estate", label: "real estate", triggers: ["real estate", "realtor", "realty", "property", "properties", "estate agent", "housing", "homes", "home builder", "rental", "rentals", "apartments"], terms: ["house line", "house", "building", "key"], category: "Business", styles: ["Professional", "Modern"], hues: ["blue", "green", "teal"], noun: "Realty" }),
  concept({ id: "construction", label: "construction", triggers: ["construction", "builder", "builders", "contractor", "contracting", "renovation", "remodeling", "roofing", "roofer", "building company", "concrete"], notIcons: ["construction"], terms: ["hard hat", "crane tower", "hammer", "bulldozer"], category: "Business", styles: ["Bold", "Professional"], hues: ["orange", "yellow", "blue"], traits: ["condensed", "heavy"], noun: "Builders" }),
  concept({ id: "plumbing", label: "plumbing", triggers: ["plumbing", "plumber", "plumbers", "pipes", "drainage"], terms: ["pipe wrench", "drop", "pipe"], category: "Business", styles: ["Professional", "Bold"], hues: ["blue"], noun: "Plumbing" }),
  concept({ id: "electrician", label: "electrical work", triggers: ["electrician", "electrical", "electric", "wiring"], terms: ["lightning", "plug"], category: "Business", styles: ["Bold", "Professional"], hues: ["yellow", "blue"], noun: "Electric" }),
  concept({ id: "hvac", label: "heating and cooling", triggers: ["hvac", "heating", "air conditioning", "cooling", "furnace"], terms: ["thermometer", "fan", "snowflake"], category: "Business", styles: ["Professional", "Modern"], hues: ["blue", "red"], noun: "Climate" }),
  concept({ id: "cleaning", label: "cleaning", triggers: ["cleaning", "cleaner", "cleaners", "janitorial", "maid", "housekeeping", "pressure washing", "car wash"], terms: ["broom", "spray bottle", "sparkle"], category: "Business", styles: ["Modern", "Playful"], hues: ["teal", "blue", "green"], noun: "Cleaning" }),
  concept({ id: "laundry", label: "laundry", triggers: ["laundry", "laundromat", "dry cleaning", "dry cleaner"], terms: ["washing machine", "t shirt"], category: "Business", styles: ["Modern", "Playful"], hues: ["blue", "teal"], noun: "Laundry" }),
  concept({ id: "repair", label: "repairs", triggers: ["repair", "repairs", "handyman", "mechanic", "auto repair", "garage", "maintenance", "workshop", "tools", "hardware"], terms: ["wrench", "toolbox", "screwdriver", "hammer"], category: "Business", styles: ["Bold", "Professional"], hues: ["orange", "blue", "red"], noun: "Repairs" }),
  concept({ id: "carpentry", label: "woodwork", triggers: ["carpentry", "carpenter", "woodwork", "woodworking", "joinery", "lumber", "sawmill", "timber"], terms: ["axe", "hammer", "tree"], category: "Business", styles: ["Vintage", "Bold"], hues: ["brown", "orange"], noun: "Woodworks" }),
  concept({ id: "furniture", label: "furniture and interiors", triggers: ["furniture", "interior", "interiors", "interior design", "home decor", "decor", "upholstery"], terms: ["armchair", "couch", "lamp pendant", "chair"], category: "Business", styles: ["Minimalistic", "Elegant"], hues: ["brown", "teal", "grey"], noun: "Interiors" }),
  concept({ id: "architecture", label: "architecture", triggers: ["architecture", "architect", "architects", "architectural", "urban planning"], terms: ["blueprint", "compass tool", "building office", "ruler"], category: "Business", styles: ["Minimalistic", "Geometric"], hues: ["grey", "blue"], noun: "Architects" }),
  concept({ id: "engineering", label: "engineering", triggers: ["engineering", "engineer", "engineers", "industrial", "manufacturing", "manufacturer", "factory", "machinery", "fabrication"], terms: ["factory", "gear hammer", "wrench", "gauge"], category: "Technology", styles: ["Professional", "Bold"], hues: ["blue", "orange", "grey"], noun: "Industries" }),
  concept({ id: "energy", label: "energy", triggers: ["energy", "power", "solar", "renewable", "renewables", "electricity", "battery", "wind power", "wind energy", "utility"], terms: ["lightning", "solar panel", "sun", "wind"], category: "Technology", styles: ["Modern", "Bold"], hues: ["yellow", "green", "blue"], noun: "Energy" }),
  concept({ id: "security", label: "security", triggers: ["security", "guard", "guards", "protection", "cybersecurity", "cyber security", "cyber", "alarm", "surveillance", "safety"], terms: ["shield check", "lock key", "shield", "security camera"], category: "Technology", styles: ["Bold", "Professional"], hues: ["blue", "teal"], frames: ["shield"], noun: "Security" }),
  concept({ id: "locksmith", label: "a locksmith", triggers: ["locksmith", "keys", "key cutting", "locks"], terms: ["key", "lock key", "keyhole"], category: "Business", styles: ["Professional", "Vintage"], hues: ["yellow", "blue"], noun: "Locksmiths" }),
  concept({ id: "marketing", label: "marketing", triggers: ["marketing", "advertising", "ad agency", "pr", "public relations", "social media", "seo", "branding", "growth"], terms: ["megaphone", "target", "chart line up", "share network"], category: "Business", styles: ["Modern", "Bold"], hues: ["orange", "purple", "pink"], noun: "Media" }),
  concept({ id: "shop", label: "a shop", triggers: ["ecommerce", "e-commerce", "online store", "online shop", "retail", "marketplace", "store", "shop", "boutique", "market", "outlet", "mall", "emporium", "general store"], terms: ["shopping bag", "storefront", "tag", "shopping cart"], category: "Business", styles: ["Modern", "Playful"], hues: ["orange", "pink", "teal"], noun: "Shop", salience: 0.85 }),
  concept({ id: "grocery", label: "groceries", triggers: ["grocery", "groceries", "supermarket", "grocer", "deli", "convenience store"], terms: ["shopping cart", "basket", "carrot"], category: "Business", styles: ["Playful", "Modern"], hues: ["green", "orange"], noun: "Market" }),
  concept({ id: "printing", label: "printing", triggers: ["printing", "print shop", "printer", "print", "stationery", "copy shop"], terms: ["printer", "paper plane", "pen nib"], category: "Business", styles: ["Modern", "Geometric"], hues: ["blue", "pink", "yellow"], noun: "Print" }),
  concept({ id: "moving", label: "moving and logistics", triggers: ["logistics", "freight", "delivery", "deliveries", "shipping", "courier", "moving", "movers", "removals", "trucking", "transport", "haulage", "supply chain", "warehouse", "warehousing", "fulfillment", "cargo"], terms: ["truck", "package", "shipping container", "truck trailer"], category: "Transportation", styles: ["Bold", "Professional"], hues: ["blue", "orange"], noun: "Logistics" }),

  // Technology
  concept({ id: "tech", label: "technology", triggers: ["tech", "technology", "tech startup", "startup", "start-up", "software", "saas", "app", "apps", "digital", "it services", "it company", "it support", "platform", "devops", "dev", "tech company", "it services", "computer", "computers", "electronics"], terms: ["cpu", "code", "rocket", "cube", "circuitry", "lightning"], category: "Technology", styles: ["Modern", "Geometric"], hues: ["blue", "indigo", "purple", "teal"], traits: ["geometric", "techno"], frames: ["hexagon", "rounded-square"], noun: "Tech" }),
  concept({ id: "ai", label: "artificial intelligence", triggers: ["ai", "artificial intelligence", "machine learning", "ml", "neural", "deep learning", "llm", "chatbot", "automation", "data", "analytics", "data science", "big data"], terms: ["brain", "head circuit", "graph", "sparkle", "chart line up", "robot"], category: "Technology", styles: ["Modern", "Abstract"], hues: ["purple", "indigo", "blue"], traits: ["techno", "geometric"], frames: ["hexagon"], noun: "AI" }),
  concept({ id: "cloud", label: "cloud services", triggers: ["cloud", "hosting", "server", "servers", "datacenter", "data center", "storage", "backup"], terms: ["cloud", "database"], category: "Technology", styles: ["Modern", "Minimalistic"], hues: ["blue", "teal"], noun: "Cloud" }),
  concept({ id: "code", label: "software development", triggers: ["coding", "programming", "developer", "developers", "web development", "web design", "web", "website", "websites", "code", "hackathon", "bootcamp"], terms: ["code", "terminal window", "brackets curly", "browser"], category: "Technology", styles: ["Modern", "Geometric"], hues: ["indigo", "teal", "blue"], traits: ["techno"], noun: "Dev" }),
  concept({ id: "gaming", label: "gaming", triggers: ["gaming", "game", "games", "gamer", "gamers", "esports", "e-sports", "video game", "video games", "arcade", "game studio", "twitch", "streamer"], terms: ["game controller", "joystick", "dice five"], category: "Technology", styles: ["Bold", "Modern"], hues: ["purple", "indigo", "red"], traits: ["techno", "heavy"], frames: ["hexagon", "shield"], noun: "Gaming" }),
  concept({ id: "crypto", label: "crypto", triggers: ["crypto", "cryptocurrency", "bitcoin", "blockchain", "ethereum", "web3", "nft", "defi", "token"], terms: ["currency btc", "cube", "link", "currency eth"], category: "Technology", styles: ["Modern", "Geometric"], hues: ["orange", "purple", "teal"], traits: ["techno"], frames: ["hexagon"], noun: "Chain" }),
  concept({ id: "space", label: "space", triggers: ["space", "aerospace", "astronomy", "galaxy", "cosmic", "cosmos", "orbit", "satellite", "astronaut", "nasa", "universe", "stars", "planetarium"], terms: ["rocket", "planet", "shooting star", "moon stars"], category: "Technology", styles: ["Modern", "Bold"], hues: ["indigo", "purple", "blue"], traits: ["techno", "wide"], noun: "Space" }),
  concept({ id: "robotics", label: "robotics", triggers: ["robot", "robots", "robotics", "android", "bot", "bots"], terms: ["robot"], category: "Technology", styles: ["Modern", "Playful"], hues: ["blue", "teal"], traits: ["techno"], noun: "Robotics" }),
  concept({ id: "telecom", label: "connectivity", triggers: ["telecom", "telecommunications", "internet", "network", "networks", "isp", "wifi", "broadband", "wireless", "5g", "connectivity", "communications"], terms: ["broadcast", "globe", "share network", "plugs connected"], category: "Technology", styles: ["Modern", "Professional"], hues: ["blue", "teal"], noun: "Networks" }),
  concept({ id: "science", label: "science", triggers: ["science", "scientific", "lab", "laboratory", "research", "chemistry", "biotech", "biology", "physics", "pharma", "genetics", "scientist"], terms: ["flask", "atom", "dna", "microscope", "test tube"], category: "Technology", styles: ["Modern", "Professional"], hues: ["teal", "blue", "green"], noun: "Labs" }),
  concept({ id: "drone", label: "drones", triggers: ["drone", "drones", "aerial", "uav"], terms: ["drone"], category: "Technology", styles: ["Modern", "Geometric"], hues: ["blue", "grey"], noun: "Aerial" }),
  concept({ id: "vr", label: "virtual reality", triggers: ["vr", "virtual reality", "metaverse", "augmented reality", "ar"], terms: ["virtual reality", "cube transparent"], category: "Technology", styles: ["Modern", "Abstract"], hues: ["purple", "indigo"], noun: "Reality" }),
  concept({ id: "mobile", label: "mobile apps", triggers: ["mobile", "smartphone", "phone repair", "phone", "phones"], terms: ["device mobile", "phone"], category: "Technology", styles: ["Modern"], hues: ["blue", "teal"], noun: "Mobile" }),

  // Health and care
  concept({ id: "medical", label: "health care", triggers: ["medical", "clinic", "health", "healthcare", "health care", "hospital", "doctor", "doctors", "physician", "medicine", "nurse", "nursing", "urgent care", "telehealth", "cardiology"], terms: ["stethoscope", "heartbeat", "first aid", "hospital"], category: "Business", styles: ["Professional", "Modern"], hues: ["teal", "blue", "green"], noun: "Health" }),
  concept({ id: "physio", label: "physiotherapy", triggers: ["physiotherapy", "physiotherapist", "physiotherapists", "physio", "physical therapy", "physical therapist", "sports therapy", "sports massage", "rehab", "rehabilitation", "chiropractor", "chiropractic", "osteopath", "osteopathy"], terms: ["person simple walk", "bone", "hand heart", "first aid"], category: "Human Figures", styles: ["Modern", "Professional"], hues: ["teal", "blue", "green"], noun: "Physio" }),
  concept({ id: "dentist", label: "a dental practice", triggers: ["dentist", "dentists", "dental", "orthodontist", "orthodontics", "teeth", "tooth", "smile clinic", "dentistry"], itself: ["tooth"], terms: ["tooth"], category: "Business", styles: ["Professional", "Modern"], hues: ["teal", "blue"], noun: "Dental" }),
  concept({ id: "pharmacy", label: "a pharmacy", triggers: ["pharmacy", "pharmacist", "drugstore", "chemist", "apothecary", "pharmaceutical"], terms: ["pill", "prescription", "asclepius"], category: "Business", styles: ["Professional", "Modern"], hues: ["green", "teal"], noun: "Pharmacy" }),
  concept({ id: "vet", label: "pet care", triggers: ["vet", "veterinary", "veterinarian", "animal hospital", "pet care", "pet shop", "pet store", "pets", "pet", "grooming", "groomer", "dog walking", "dog walker", "pet sitting", "kennel", "doggy daycare"], terms: ["paw print", "dog", "cat"], category: "Animals", styles: ["Playful", "Modern"], hues: ["teal", "orange", "blue"], traits: ["rounded"], noun: "Pets" }),
  concept({ id: "therapy", label: "therapy and mental health", triggers: ["therapy", "therapist", "psychology", "psychologist", "counseling", "counselling", "counselor", "mental health", "psychiatry", "wellbeing", "well-being"], terms: ["brain", "hand heart", "heart", "chat circle"], category: "Human Figures", styles: ["Minimalistic", "Elegant"], hues: ["teal", "purple", "green"], noun: "Wellbeing" }),
  concept({ id: "yoga", label: "yoga", triggers: ["yoga", "meditation", "mindfulness", "zen", "pilates", "retreat", "tai chi", "breathwork", "namaste"], terms: ["person simple tai chi", "flower lotus", "lotus flower", "yin yang"], category: "Human Figures", styles: ["Minimalistic", "Elegant"], hues: ["purple", "teal", "green"], traits: ["elegant"], noun: "Yoga" }),
  concept({ id: "spa", label: "a spa", triggers: ["spa", "massage", "wellness", "day spa", "sauna", "aromatherapy", "skincare", "skin care", "esthetician", "facial"], terms: ["flower lotus", "drop", "leaf", "sparkle"], category: "Business", styles: ["Elegant", "Minimalistic"], hues: ["teal", "green", "pink"], traits: ["elegant"], noun: "Spa" }),
  concept({ id: "salon", label: "hair styling", triggers: ["hair salon", "salon", "hairdresser", "hairdressing", "hair", "hairstylist", "stylist", "blowout"], terms: ["scissors", "hair dryer"], category: "Business", styles: ["Elegant", "Modern"], hues: ["pink", "purple"], noun: "Salon" }),
  concept({ id: "barber", label: "a barbershop", triggers: ["barber", "barbershop", "barbers", "barber shop", "grooming lounge", "beard"], terms: ["scissors", "razor"], category: "Business", styles: ["Vintage", "Bold"], hues: ["red", "blue"], traits: ["serif", "condensed"], frames: ["shield", "circle"], noun: "Barbers" }),
  concept({ id: "beauty", label: "beauty", triggers: ["beauty", "cosmetics", "makeup", "make-up", "nails", "nail salon", "manicure", "lashes", "perfume", "fragrance"], terms: ["sparkle", "flower", "drop", "hand palm"], category: "Business", styles: ["Elegant", "Playful"], hues: ["pink", "purple"], traits: ["elegant", "script"], noun: "Beauty" }),
  concept({ id: "fitness", label: "fitness", triggers: ["gym", "fitness", "crossfit", "workout", "personal trainer", "trainer", "bodybuilding", "strength", "weightlifting", "powerlifting", "athletic", "bootcamp fitness"], terms: ["barbell", "heartbeat", "person simple run"], category: "Sports", styles: ["Bold", "Modern"], hues: ["red", "orange", "black"], traits: ["heavy", "condensed"], frames: ["hexagon", "shield"], noun: "Fitness" }),
  concept({ id: "nutrition", label: "nutrition", triggers: ["nutrition", "nutritionist", "dietitian", "diet", "meal prep", "supplements"], terms: ["carrot", "avocado", "leaf"], category: "Business", styles: ["Modern", "Playful"], hues: ["green", "orange"], noun: "Nutrition" }),
  concept({ id: "care", label: "care and community", triggers: ["charity", "nonprofit", "non-profit", "foundation", "volunteer", "volunteers", "donation", "donations", "ngo", "fundraising", "senior care", "elderly care", "home care", "caregiver", "care home", "hospice", "support group"], terms: ["hand heart", "hands praying", "heart", "handshake"], category: "Human Figures", styles: ["Modern", "Playful"], hues: ["red", "orange", "teal"], noun: "Foundation" }),
  concept({ id: "people", label: "people", triggers: ["community", "people", "team", "hr", "human resources", "recruiting", "recruitment", "staffing", "hiring", "talent", "coworking", "co-working", "networking", "club members", "social"], terms: ["users three", "handshake", "users"], category: "Human Figures", styles: ["Modern", "Professional"], hues: ["blue", "orange", "teal"], noun: "People", salience: 0.85 }),
  concept({ id: "family", label: "family", triggers: ["family", "families", "parenting", "parents", "mom", "mum", "moms"], terms: ["users four", "heart", "house"], category: "Human Figures", styles: ["Playful", "Modern"], hues: ["orange", "pink"], noun: "Family" }),
  concept({ id: "kids", label: "children", triggers: ["kids", "kid", "children", "child", "preschool", "daycare", "nursery school", "kindergarten", "toddler", "toy", "toys", "baby", "babies", "playground", "play group", "playgroup"], terms: ["baby", "puzzle piece", "balloon", "lego smiley"], category: "Human Figures", styles: ["Playful"], hues: ["yellow", "orange", "teal", "pink"], traits: ["rounded", "playful"], frames: ["circle"], noun: "Kids" }),

  // Education and culture
  concept({ id: "school", label: "education", triggers: ["school", "schools", "academy", "education", "educational", "learning", "tutoring", "tutor", "tutors", "university", "college", "institute", "teacher", "teachers", "teaching", "classroom", "students", "student", "online course", "courses", "elearning", "e-learning", "training", "lessons", "scholarship", "campus", "high school"], terms: ["graduation cap", "book open", "student", "chalkboard teacher"], category: "Education", styles: ["Classic", "Professional"], hues: ["blue", "red", "green"], traits: ["serif", "classical"], frames: ["shield"], noun: "Academy" }),
  concept({ id: "books", label: "books and writing", triggers: ["library", "book", "books", "bookstore", "bookshop", "publishing", "publisher", "author", "writer", "writing", "poetry", "novel", "literature", "reading", "book club", "journal", "copywriting"], terms: ["book open", "books", "feather", "pen nib", "quill"], category: "Education", styles: ["Classic", "Elegant"], hues: ["brown", "blue", "red"], traits: ["serif"], noun: "Books" }),
  concept({ id: "language", label: "languages", triggers: ["language", "languages", "translation", "translator", "interpreter", "linguistics", "esl", "english school"], terms: ["translate", "chat circle", "globe"], category: "Education", styles: ["Modern", "Playful"], hues: ["blue", "orange"], noun: "Languages" }),
  concept({ id: "photography", label: "photography", triggers: ["photography", "photographer", "photo", "photos", "photo studio", "camera", "cameras", "portrait studio", "wedding photography"], terms: ["camera", "aperture"], category: "Cultural", styles: ["Minimalistic", "Modern"], hues: ["grey", "black", "blue"], noun: "Photography" }),
  concept({ id: "film", label: "film", triggers: ["film", "films", "movie", "movies", "cinema", "video production", "filmmaker", "filmmaking", "production company", "videography", "videographer", "animation"], terms: ["film reel", "film slate", "video camera", "popcorn"], category: "Cultural", styles: ["Bold", "Classic"], hues: ["red", "black", "yellow"], noun: "Pictures" }),
  concept({ id: "music", label: "music", triggers: ["music", "musician", "band", "record label", "records", "recording studio", "dj", "concert", "concerts", "festival", "orchestra", "choir", "song", "songs", "sound", "audio", "beats", "hip hop", "jazz", "rock band", "rock music", "singer", "karaoke"], notIcons: ["records"], terms: ["music notes", "headphones", "microphone stage", "vinyl record", "guitar"], category: "Cultural", styles: ["Bold", "Modern"], hues: ["purple", "pink", "black"], noun: "Music" }),
  concept({ id: "guitar", label: "guitars", triggers: ["guitar", "guitars", "guitarist", "luthier"], terms: ["guitar"], category: "Cultural", styles: ["Vintage", "Bold"], hues: ["brown", "red"], noun: "Guitars" }),
  concept({ id: "piano", label: "piano", triggers: ["piano", "pianist", "keyboard lessons"], terms: ["piano keys"], category: "Cultural", styles: ["Elegant", "Classic"], hues: ["black"], noun: "Piano" }),
  concept({ id: "podcast", label: "podcasting", triggers: ["podcast", "podcasts", "podcaster", "radio", "broadcast", "broadcasting", "talk show", "voice over", "voiceover"], terms: ["microphone", "microphone stage", "broadcast", "radio"], category: "Cultural", styles: ["Modern", "Bold"], hues: ["purple", "orange", "red"], noun: "Radio" }),
  concept({ id: "art", label: "art and design", triggers: ["art", "artist", "artists", "gallery", "painting", "painter", "design studio", "creative agency", "creative studio", "graphic design", "designer", "designers", "illustration", "illustrator", "mural"], terms: ["palette", "paint brush", "pen nib", "bezier curve"], category: "Cultural", styles: ["Abstract", "Playful"], hues: ["purple", "pink", "orange"], noun: "Studio" }),
  // Tattoo flash: the roses, anchors and daggers of the trade, and the ink.
  concept({ id: "tattoo", label: "tattoos", triggers: ["tattoo", "tattoos", "tattoo studio", "tattoo parlour", "tattoo parlor", "tattoo shop", "tattooist", "tattoo artist", "piercing", "piercings", "ink"], terms: ["rose", "anchor", "dagger", "drop"], category: "Cultural", styles: ["Bold", "Vintage"], hues: ["black", "red"], noun: "Tattoo" }),
  concept({ id: "theatre", label: "theatre", triggers: ["theatre", "theater", "drama", "acting", "playhouse", "improv", "comedy", "opera", "circus"], terms: ["mask happy", "mask sad", "carnival mask"], category: "Cultural", styles: ["Classic", "Elegant"], hues: ["red", "purple"], traits: ["serif", "display"], noun: "Theatre" }),
  concept({ id: "dance", label: "dance", triggers: ["dance", "dancing", "dancer", "ballet", "ballroom", "salsa dancing", "dance studio"], terms: ["person arms spread", "music notes"], category: "Cultural", styles: ["Elegant", "Playful"], hues: ["pink", "purple"], noun: "Dance" }),
  concept({ id: "craft", label: "crafts", triggers: ["crafts", "crafting", "arts and crafts", "craft supplies", "handmade", "sewing", "knitting", "crochet", "yarn", "quilting", "embroidery", "pottery", "ceramics"], terms: ["yarn", "needle", "scissors"], category: "Cultural", styles: ["Playful", "Vintage"], hues: ["pink", "teal", "orange"], traits: ["handwritten"], noun: "Crafts" }),
  concept({ id: "tailor", label: "tailoring", triggers: ["tailor", "tailors", "tailoring", "tailored suits", "bespoke tailoring", "alterations", "seamstress", "dressmaker", "dressmaking"], terms: ["needle", "coat hanger", "sewing needle", "scissors", "thread"], category: "Business", styles: ["Classic", "Elegant"], hues: ["black", "blue", "brown"], traits: ["serif"], noun: "Tailors" }),
  concept({ id: "church", label: "a church", triggers: ["church", "ministry", "faith", "christian", "chapel", "parish", "gospel", "bible", "worship", "cathedral", "congregation"], terms: ["church", "cross", "hands praying"], category: "Cultural", styles: ["Classic", "Elegant"], hues: ["blue", "purple", "brown"], traits: ["serif", "classical"], noun: "Church" }),
  concept({ id: "mosque", label: "a mosque", triggers: ["mosque", "islamic", "muslim", "masjid", "ramadan", "halal"], terms: ["mosque", "star and crescent"], category: "Cultural", styles: ["Classic", "Elegant"], hues: ["green", "teal"], noun: "Masjid" }),
  concept({ id: "synagogue", label: "a synagogue", triggers: ["synagogue", "jewish", "judaism", "kosher", "shul"], terms: ["star of david", "synagogue"], category: "Cultural", styles: ["Classic"], hues: ["blue"], noun: "Shul" }),
  concept({ id: "spiritual", label: "spirituality", triggers: ["spiritual", "spirituality", "buddhist", "buddhism", "temple", "karma", "chakra", "reiki", "healing", "holistic"], terms: ["flower lotus", "yin yang", "lotus"], category: "Cultural", styles: ["Elegant", "Minimalistic"], hues: ["purple", "teal"], noun: "Spirit" }),
  concept({ id: "museum", label: "history and heritage", triggers: ["museum", "history", "historic", "historical", "archive", "archives", "heritage society", "antiques"], terms: ["greek temple", "scroll unfurled", "bank"], category: "Cultural", styles: ["Classic", "Vintage"], hues: ["brown", "red"], traits: ["serif", "classical"], noun: "Museum" }),
  concept({ id: "wedding", label: "weddings and events", triggers: ["wedding", "weddings", "bridal", "bride", "events", "event planner", "event planning", "event", "party", "parties", "celebration", "celebrations", "banquet"], terms: ["heart", "champagne", "confetti", "calendar heart"], category: "Cultural", styles: ["Elegant", "Playful"], hues: ["pink", "purple", "yellow"], traits: ["script", "elegant"], noun: "Events" }),
  concept({ id: "news", label: "news and media", triggers: ["news", "newspaper", "magazine", "journalism", "journalist", "media", "blog", "blogger", "publication", "press", "newsletter", "editorial"], terms: ["newspaper", "article", "megaphone"], category: "Cultural", styles: ["Classic", "Bold"], hues: ["red", "black", "blue"], traits: ["serif"], noun: "Media" }),
  concept({ id: "holiday", label: "the holidays", triggers: ["christmas", "holiday", "holidays", "xmas", "winter", "snow", "festive", "new year"], terms: ["snowflake", "gift", "tree evergreen"], category: "Cultural", styles: ["Playful", "Classic"], hues: ["red", "green"], noun: "Holidays" }),
  concept({ id: "halloween", label: "spooky fun", triggers: ["halloween", "horror", "spooky", "haunted", "creepy", "scary", "gothic"], terms: ["ghost", "pumpkin lantern", "bat", "skull"], category: "Fantasy", styles: ["Bold", "Playful"], hues: ["orange", "purple", "black"], noun: "Spooks" }),
  concept({ id: "casino", label: "games of chance", triggers: ["casino", "poker", "gambling", "betting", "lottery", "blackjack", "cards", "card game", "board game", "board games", "tabletop"], terms: ["poker chip", "cards", "dice five", "spade"], category: "Cultural", styles: ["Bold", "Classic"], hues: ["red", "green", "black"], noun: "Games" }),

  // Fashion and objects
  concept({ id: "fashion", label: "fashion", triggers: ["fashion", "clothing", "clothes", "apparel", "streetwear", "tshirt", "t-shirt", "tees", "wear", "garments", "couture", "designer clothing", "fashion brand", "merch", "menswear", "womenswear"], terms: ["coat hanger", "t shirt", "dress", "hoodie"], category: "Business", styles: ["Elegant", "Modern"], hues: ["black", "pink", "grey"], noun: "Apparel" }),
  concept({ id: "shoes", label: "footwear", triggers: ["shoes", "shoe", "sneakers", "sneaker", "footwear", "boots", "cobbler", "heels"], terms: ["sneaker", "high heel", "boot"], category: "Business", styles: ["Modern", "Bold"], hues: ["black", "red", "orange"], noun: "Footwear" }),
  concept({ id: "bags", label: "bags and accessories", triggers: ["bags", "handbag", "handbags", "purses", "leather goods", "accessories", "luggage"], terms: ["handbag", "suitcase rolling", "bag"], category: "Business", styles: ["Elegant", "Modern"], hues: ["brown", "black"], noun: "Goods" }),
  concept({ id: "jewelry", label: "jewellery", triggers: ["jewelry", "jewellery", "jeweler", "jeweller", "diamond", "diamonds", "gems", "gem", "gemstone", "rings", "engagement rings", "gold jewelry", "goldsmith", "silversmith"], terms: ["diamond", "sparkle", "crown"], category: "Business", styles: ["Elegant", "Classic"], hues: ["yellow", "purple", "black"], traits: ["elegant", "serif"], noun: "Jewels" }),
  concept({ id: "watches", label: "watches", triggers: ["watch", "watches", "watchmaker", "clock", "clocks", "horology", "timepiece"], terms: ["watch", "clock"], category: "Business", styles: ["Elegant", "Classic"], hues: ["black", "yellow"], noun: "Watches" }),
  concept({ id: "eyewear", label: "eyewear", triggers: ["eyewear", "glasses", "sunglasses", "spectacles", "optical", "optician", "opticians", "optometrist", "optometrists", "optometry", "eye care", "eye test", "eye exam"], itself: ["eyeglasses", "glasses"], terms: ["eyeglasses", "sunglasses"], category: "Business", styles: ["Modern", "Minimalistic"], hues: ["black", "blue"], noun: "Optics" }),
  concept({ id: "candles", label: "candles", triggers: ["candle", "candles", "candle shop", "wax"], itself: ["candle"], terms: ["flame", "fire simple"], category: "Business", styles: ["Elegant", "Minimalistic"], hues: ["orange", "yellow", "brown"], noun: "Candles" }),
  concept({ id: "soap", label: "soap and body care", triggers: ["soap", "soaps", "bath", "body care", "lotion", "bath bombs", "shampoo"], terms: ["hand soap", "drop", "bathtub"], category: "Business", styles: ["Playful", "Elegant"], hues: ["teal", "pink", "purple"], noun: "Soaps" }),
  concept({ id: "florist", label: "flowers", triggers: ["florist", "flower shop", "flowers", "flower", "floral", "bouquet", "blooms", "botanical", "roses", "tulips"], terms: ["flower tulip", "flower", "butterfly flower"], category: "Nature", styles: ["Elegant", "Playful"], hues: ["pink", "purple", "green"], traits: ["script", "elegant"], noun: "Florals" }),
  concept({ id: "garden", label: "gardening", triggers: ["garden", "gardening", "gardener", "landscaping", "landscaper", "lawn", "lawn care", "nursery", "plants", "plant", "greenhouse", "horticulture", "tree service", "arborist", "houseplants"], terms: ["plant", "potted plant", "leaf", "tree", "shovel"], category: "Nature", styles: ["Modern", "Playful"], hues: ["green"], noun: "Gardens" }),
  concept({ id: "eco", label: "sustainability", triggers: ["eco", "eco-friendly", "sustainable", "sustainability", "environment", "environmental", "recycling", "recycle", "zero waste", "climate", "conservation", "green energy", "carbon", "nature"], terms: ["leaf", "recycle", "plant", "tree"], category: "Nature", styles: ["Modern", "Minimalistic"], hues: ["green", "teal"], noun: "Earth" }),

  // Places, travel and the outdoors
  concept({ id: "outdoors", label: "the outdoors", triggers: ["outdoor", "outdoors", "adventure", "adventures", "hiking", "hike", "hiker", "camping", "camp", "campsite", "trekking", "expedition", "trail", "trails", "wilderness", "national park", "backpacking", "explorer", "explore"], terms: ["mountains", "tent", "compass", "campfire", "tree evergreen"], category: "Nature", styles: ["Vintage", "Bold"], hues: ["green", "brown", "orange"], frames: ["circle", "shield"], noun: "Outfitters" }),
  concept({ id: "mountain", label: "mountains", triggers: ["mountain", "mountains", "summit", "peak", "peaks", "alpine", "alps", "ridge", "hills", "everest", "climbing", "climber", "mountaineering"], terms: ["mountains", "mountain road", "mountain climbing"], category: "Nature", styles: ["Vintage", "Modern"], hues: ["blue", "green"], noun: "Summit" }),
  concept({ id: "ocean", label: "the sea", triggers: ["ocean", "sea", "beach", "surf", "surfing", "surfer", "coastal", "coast", "island", "tropical", "waves", "wave", "shore", "seaside", "aquatic", "lagoon", "reef", "tide"], terms: ["waves", "wave surfer", "tree palm", "island", "big wave"], category: "Nature", styles: ["Playful", "Modern"], hues: ["blue", "teal"], noun: "Coastal" }),
  concept({ id: "forest", label: "the forest", triggers: ["forest", "forests", "woods", "woodland", "pine", "pines", "evergreen", "timberland", "grove", "trees", "tree"], terms: ["tree evergreen", "pine tree", "tree"], category: "Nature", styles: ["Vintage", "Minimalistic"], hues: ["green", "brown"], noun: "Woods" }),
  concept({ id: "water", label: "water", triggers: ["water", "aqua", "hydro", "rain", "river", "lake", "spring water", "purified water"], terms: ["drop", "waves"], category: "Nature", styles: ["Modern", "Minimalistic"], hues: ["blue", "teal"], noun: "Waters" }),
  concept({ id: "pool", label: "swimming", triggers: ["pool", "pools", "swimming", "swim", "swimmer", "swim school", "aquatics"], terms: ["swimming pool", "person simple swim", "waves"], category: "Sports", styles: ["Playful", "Modern"], hues: ["blue", "teal"], noun: "Swim" }),
  symbol({ id: "sun", label: "the sun", triggers: ["sun", "sunny", "sunshine", "sunrise", "sunset", "dawn", "solstice", "daybreak", "summer"], terms: ["sun", "sun horizon", "sun dim"], category: "Nature", styles: ["Playful", "Modern"], hues: ["yellow", "orange"], noun: "Sun" }),
  symbol({ id: "moon", label: "the moon", triggers: ["moon", "lunar", "night", "nights", "nocturnal", "midnight", "crescent", "dream", "dreams", "sleep", "starry"], terms: ["moon stars", "moon", "cloud moon"], category: "Nature", styles: ["Elegant", "Minimalistic"], hues: ["indigo", "purple", "blue"], noun: "Moon" }),
  symbol({ id: "weather", label: "the weather", triggers: ["weather", "cloud", "clouds", "storm", "rainbow", "sky", "skies", "forecast"], terms: ["cloud sun", "cloud", "rainbow"], category: "Nature", styles: ["Playful", "Modern"], hues: ["blue", "yellow"], noun: "Skies" }),
  symbol({ id: "fire", label: "fire", triggers: ["fire", "flame", "flames", "blaze", "ember", "inferno", "torch", "hot", "burn", "ignite", "phoenix"], terms: ["flame", "fire", "campfire"], category: "Nature", styles: ["Bold", "Modern"], hues: ["orange", "red"], noun: "Flame" }),
  symbol({ id: "lightning", label: "lightning", triggers: ["lightning", "thunder", "bolt", "storm power", "volt", "voltage", "spark", "zap", "flash", "fast", "speed", "rapid", "swift"], terms: ["lightning"], category: "Abstract", styles: ["Bold", "Modern"], hues: ["yellow", "blue"], noun: "Bolt" }),
  symbol({ id: "globe", label: "the world", triggers: ["global", "globe", "world", "worldwide", "international", "earth", "planet", "import", "export", "geography"], notIcons: ["import", "export"], terms: ["globe hemisphere west", "globe", "planet"], category: "Business", styles: ["Modern", "Professional"], hues: ["blue", "teal", "green"], noun: "Global" }),
  concept({ id: "travel", label: "travel", triggers: ["travel", "traveling", "travelling", "traveler", "tourism", "tour", "tours", "tourist", "travel agency", "vacation", "vacations", "holiday rentals", "getaway", "trip", "trips", "journey", "wanderlust", "nomad"], terms: ["airplane tilt", "globe", "suitcase rolling", "compass", "map pin"], category: "Transportation", styles: ["Modern", "Playful"], hues: ["blue", "teal", "orange"], noun: "Travel" }),
  concept({ id: "hotel", label: "hospitality", triggers: ["hotel", "hotels", "motel", "inn", "bnb", "b&b", "bed and breakfast", "lodge", "lodging", "hostel", "resort", "hospitality", "guesthouse", "airbnb", "cabin", "cabins"], terms: ["bed", "key", "building", "house line"], category: "Business", styles: ["Elegant", "Classic"], hues: ["blue", "brown", "yellow"], traits: ["serif"], noun: "Hotel" }),
  symbol({ id: "city", label: "the city", triggers: ["city", "urban", "downtown", "metro", "metropolitan", "skyline", "town", "municipal", "neighborhood", "neighbourhood"], terms: ["city", "buildings", "building apartment"], category: "Business", styles: ["Modern", "Geometric"], hues: ["blue", "grey"], noun: "City" }),
  symbol({ id: "navigation", label: "navigation", triggers: ["compass", "navigation", "navigator", "direction", "directions", "north", "pathfinder", "guide", "guides"], terms: ["compass rose", "compass", "navigation arrow"], category: "Business", styles: ["Vintage", "Classic"], hues: ["blue", "brown"], noun: "Compass" }),
  concept({ id: "lighthouse", label: "a lighthouse", triggers: ["lighthouse", "beacon", "harbor", "harbour", "port"], terms: ["lighthouse"], category: "Nature", styles: ["Vintage", "Classic"], hues: ["blue", "red"], noun: "Harbor" }),

  // Transportation
  concept({ id: "car", label: "cars", triggers: ["car", "cars", "auto", "autos", "automotive", "dealership", "car dealer", "vehicle", "vehicles", "motors", "driving school", "driving", "detailing", "car rental", "garage cars", "racing", "race", "motorsport"], terms: ["car profile", "car", "steering wheel", "tire"], category: "Transportation", styles: ["Bold", "Modern"], hues: ["red", "black", "blue"], traits: ["wide", "heavy"], noun: "Motors" }),
  concept({ id: "taxi", label: "taxis", triggers: ["taxi", "taxis", "cab", "cabs", "rideshare", "ride share", "chauffeur", "limo", "limousine", "shuttle"], terms: ["taxi", "car"], category: "Transportation", styles: ["Bold", "Modern"], hues: ["yellow", "black"], noun: "Cabs" }),
  concept({ id: "bicycle", label: "cycling", triggers: ["bicycle", "bicycles", "bike", "bikes", "cycling", "cyclist", "cyclists", "bike shop", "bmx", "mountain bike", "velo"], itself: ["bicycle"], terms: ["bicycle", "person simple bike"], category: "Transportation", styles: ["Modern", "Bold"], hues: ["green", "orange", "blue"], noun: "Cycles" }),
  concept({ id: "motorcycle", label: "motorcycles", triggers: ["motorcycle", "motorcycles", "motorbike", "motorbikes", "biker", "bikers", "harley", "chopper", "moped", "scooter", "scooters"], terms: ["motorcycle", "moped", "scooter"], category: "Transportation", styles: ["Bold", "Vintage"], hues: ["black", "red", "orange"], frames: ["shield", "circle"], noun: "Moto" }),
  concept({ id: "aviation", label: "aviation", triggers: ["airline", "airlines", "aviation", "flight", "flights", "airplane", "aeroplane", "plane", "planes", "pilot", "pilots", "airport", "jet", "jets", "flying school", "air charter", "aircraft"], terms: ["airplane tilt", "airplane", "airplane in flight"], category: "Transportation", styles: ["Modern", "Professional"], hues: ["blue", "teal"], noun: "Air" }),
  concept({ id: "boat", label: "boating", triggers: ["boat", "boats", "boating", "sailing", "sail", "sailor", "yacht", "yachts", "yachting", "marina", "nautical", "marine", "maritime", "navy", "cruise", "cruises", "ferry", "kayak", "kayaking", "canoe", "rowing", "fishing charter"], terms: ["sailboat", "anchor", "boat", "ship wheel"], category: "Transportation", styles: ["Classic", "Vintage"], hues: ["blue", "teal"], frames: ["circle", "ring"], noun: "Marine" }),
  concept({ id: "ship", label: "shipping", triggers: ["ship", "ships", "shipyard", "freight shipping", "container shipping", "port logistics"], terms: ["boat", "cargo ship", "anchor", "ship wheel"], category: "Transportation", styles: ["Professional", "Bold"], hues: ["blue"], noun: "Shipping" }),
  concept({ id: "train", label: "rail", triggers: ["train", "trains", "railway", "railroad", "rail", "metro rail", "subway", "tram", "locomotive"], terms: ["train", "train regional", "subway", "tram"], category: "Transportation", styles: ["Vintage", "Modern"], hues: ["red", "blue"], noun: "Rail" }),
  concept({ id: "bus", label: "buses", triggers: ["bus", "buses", "coach", "coaches", "transit", "public transport", "school bus"], terms: ["bus"], category: "Transportation", styles: ["Modern", "Bold"], hues: ["yellow", "blue"], noun: "Transit" }),
  concept({ id: "truck", label: "trucks", triggers: ["truck", "trucks", "tow", "towing", "tow truck", "lorry", "haul"], terms: ["truck", "truck trailer"], category: "Transportation", styles: ["Bold"], hues: ["orange", "blue", "red"], traits: ["heavy", "condensed"], noun: "Trucking" }),
  concept({ id: "rocket", label: "rockets", triggers: ["rocket", "rockets", "launch", "launchpad", "liftoff", "moonshot", "spaceship"], terms: ["rocket launch", "rocket"], category: "Technology", styles: ["Modern", "Bold"], hues: ["indigo", "orange", "purple"], noun: "Launch" }),
  concept({ id: "fuel", label: "fuel", triggers: ["gas station", "petrol", "fuel", "oil", "oil and gas", "ev charging", "charging"], terms: ["gas pump", "charging station", "drop"], category: "Transportation", styles: ["Bold", "Modern"], hues: ["red", "green", "blue"], noun: "Fuel" }),

  // Sports
  concept({ id: "sports", label: "sports", triggers: ["sports", "sport", "athletics", "league", "tournament", "championship", "champion", "champions", "trophy", "medal", "club sports", "olympic", "varsity", "team sports"], terms: ["trophy", "medal", "ranking"], category: "Sports", styles: ["Bold", "Modern"], hues: ["red", "blue", "yellow"], frames: ["shield", "circle"], noun: "Athletics" }),
  concept({ id: "soccer", label: "football", triggers: ["soccer", "football club", "futbol", "fc", "football"], notIcons: ["football"], terms: ["soccer ball"], category: "Sports", styles: ["Bold", "Classic"], hues: ["green", "blue", "red"], frames: ["shield", "circle"], noun: "FC" }),
  concept({ id: "american-football", label: "American football", triggers: ["american football", "nfl", "gridiron", "touchdown", "quarterback"], terms: ["football", "football helmet", "american football helmet"], category: "Sports", styles: ["Bold"], hues: ["red", "blue", "brown"], frames: ["shield"], noun: "Football" }),
  concept({ id: "basketball", label: "basketball", triggers: ["basketball", "hoops", "nba", "dunk"], terms: ["basketball", "court basketball"], category: "Sports", styles: ["Bold", "Modern"], hues: ["orange", "red"], frames: ["circle", "shield"], noun: "Hoops" }),
  concept({ id: "baseball", label: "baseball", triggers: ["baseball", "softball", "mlb", "little league"], terms: ["baseball", "baseball bat", "baseball helmet"], category: "Sports", styles: ["Vintage", "Bold"], hues: ["red", "blue"], frames: ["circle", "shield"], noun: "Baseball" }),
  concept({ id: "tennis", label: "tennis", triggers: ["tennis", "padel", "badminton", "squash", "pickleball", "racket", "racquet"], terms: ["tennis ball", "racquet"], category: "Sports", styles: ["Modern", "Classic"], hues: ["green", "yellow"], noun: "Tennis" }),
  concept({ id: "golf", label: "golf", triggers: ["golf", "golfing", "golfer", "golf club", "country club", "putt", "putting"], terms: ["golf", "flag pennant"], category: "Sports", styles: ["Classic", "Elegant"], hues: ["green"], traits: ["serif"], frames: ["shield", "circle"], noun: "Golf" }),
  concept({ id: "hockey", label: "hockey", triggers: ["hockey", "ice hockey", "nhl", "puck"], terms: ["hockey"], category: "Sports", styles: ["Bold"], hues: ["blue", "black"], frames: ["shield"], noun: "Hockey" }),
  concept({ id: "volleyball", label: "volleyball", triggers: ["volleyball", "beach volleyball"], terms: ["volleyball"], category: "Sports", styles: ["Bold", "Playful"], hues: ["blue", "yellow"], noun: "Volleyball" }),
  concept({ id: "cricket", label: "cricket", triggers: ["cricket club", "cricket team", "cricketer", "ipl"], terms: ["cricket", "cricket bat"], category: "Sports", styles: ["Classic", "Bold"], hues: ["green", "blue"], frames: ["shield"], noun: "Cricket" }),
  concept({ id: "boxing", label: "combat sports", triggers: ["boxing", "boxer", "mma", "martial arts", "karate", "kickboxing", "muay thai", "jiu jitsu", "jiu-jitsu", "judo", "taekwondo", "fight", "fighter", "fighting", "wrestling", "self defense", "self-defense", "dojo"], terms: ["boxing glove", "hand fist"], category: "Sports", styles: ["Bold"], hues: ["red", "black"], traits: ["heavy", "condensed"], frames: ["shield", "hexagon"], noun: "Fight Club" }),
  concept({ id: "running", label: "running", triggers: ["running", "runner", "runners", "marathon", "run club", "jogging", "track and field", "triathlon", "5k", "10k", "sprint"], itself: ["person simple run", "person running"], terms: ["person simple run", "sneaker move", "sneaker"], category: "Sports", styles: ["Bold", "Modern"], hues: ["orange", "red", "teal"], noun: "Run Club" }),
  concept({ id: "skiing", label: "snow sports", triggers: ["ski", "skiing", "skier", "snowboard", "snowboarding", "ski resort", "slopes"], terms: ["person simple ski", "person simple snowboard", "snowflake", "mountains"], category: "Sports", styles: ["Modern", "Vintage"], hues: ["blue", "teal"], noun: "Alpine" }),
  concept({ id: "fishing", label: "fishing", triggers: ["fishing", "angler", "anglers", "angling", "fly fishing", "bait", "tackle"], terms: ["fish", "fish simple", "harpoon trident"], category: "Sports", styles: ["Vintage", "Classic"], hues: ["blue", "green", "brown"], frames: ["circle"], noun: "Anglers" }),
  concept({ id: "hunting", label: "hunting", triggers: ["hunting", "hunter", "hunters", "archery", "archer", "outfitter"], terms: ["moose", "bow and arrow", "target"], category: "Sports", styles: ["Vintage", "Bold"], hues: ["brown", "green", "orange"], noun: "Outfitters" }),
  concept({ id: "chess", label: "chess", triggers: ["chess", "chess club", "checkmate", "grandmaster"], terms: ["chess pawn", "strategy"], category: "Sports", styles: ["Classic", "Elegant"], hues: ["black", "brown"], noun: "Chess" }),
  concept({ id: "bowling", label: "bowling", triggers: ["bowling", "bowling alley", "bowler"], terms: ["bowling ball"], category: "Sports", styles: ["Vintage", "Playful"], hues: ["red", "blue"], noun: "Lanes" }),
  concept({ id: "ping-pong", label: "table tennis", triggers: ["ping pong", "table tennis"], terms: ["ping pong"], category: "Sports", styles: ["Playful", "Modern"], hues: ["red", "blue"], noun: "Table Tennis" }),
  concept({ id: "skate", label: "skateboarding", triggers: ["skate", "skateboard", "skateboarding", "skater", "skatepark"], terms: ["sneaker move", "flame"], category: "Sports", styles: ["Bold", "Playful"], hues: ["orange", "black"], noun: "Skate" }),
  concept({ id: "horse-riding", label: "equestrian sport", triggers: ["equestrian", "horse riding", "riding school", "stable", "stables", "dressage", "horseback", "rodeo", "polo"], terms: ["horse", "horse head"], category: "Sports", styles: ["Classic", "Elegant"], hues: ["brown", "green"], traits: ["serif"], frames: ["shield", "circle"], noun: "Stables" }),
  concept({ id: "cowboy", label: "the wild west", triggers: ["cowboy", "western", "wild west", "ranch wear", "country"], terms: ["cowboy hat", "horse", "bull"], category: "Cultural", styles: ["Vintage", "Bold"], hues: ["brown", "orange"], noun: "Western" }),

  // Fantasy and mythology
  concept({ id: "dragon", label: "a dragon", triggers: ["dragon", "dragons", "wyvern", "drake", "wyrm"], terms: ["dragon", "dragon face"], category: "Fantasy", styles: ["Bold", "Vintage"], hues: ["red", "green", "black"], frames: ["shield", "circle"], noun: "Dragon" }),
  concept({ id: "unicorn", label: "a unicorn", triggers: ["unicorn", "unicorns"], terms: ["unicorn"], category: "Fantasy", styles: ["Playful", "Elegant"], hues: ["purple", "pink"], noun: "Unicorn" }),
  concept({ id: "wizard", label: "wizardry", triggers: ["wizard", "wizards", "mage", "sorcerer", "sorcery", "magician", "magic", "magical", "spell", "spells", "warlock", "enchanted", "mystic", "mystical", "occult", "alchemy", "alchemist"], terms: ["mage", "magic wand", "crystal ball"], category: "Fantasy", styles: ["Vintage", "Playful"], hues: ["purple", "indigo"], noun: "Magic" }),
  concept({ id: "witch", label: "a witch", triggers: ["witch", "witches", "witchcraft", "coven", "cauldron"], terms: ["magic wand", "mage", "crystal ball"], category: "Fantasy", styles: ["Vintage", "Playful"], hues: ["purple", "black", "green"], noun: "Coven" }),
  concept({ id: "fairy", label: "a fairy", triggers: ["fairy", "fairies", "fae", "pixie", "sprite", "fairytale", "fairy tale"], terms: ["fairy", "magic wand"], category: "Fantasy", styles: ["Playful", "Elegant"], hues: ["pink", "purple", "teal"], traits: ["script"], noun: "Fairy" }),
  concept({ id: "elf", label: "elves", triggers: ["elf", "elves", "elven", "elvish"], terms: ["elf"], category: "Fantasy", styles: ["Elegant", "Vintage"], hues: ["green", "teal"], noun: "Elven" }),
  concept({ id: "dwarf", label: "dwarves", triggers: ["dwarf", "dwarves", "dwarven"], terms: ["hammer and pick", "axe", "hammer"], category: "Fantasy", styles: ["Bold", "Vintage"], hues: ["brown", "red"], noun: "Forge" }),
  concept({ id: "goblin", label: "goblins and trolls", triggers: ["goblin", "goblins", "troll", "trolls", "orc", "orcs", "ogre", "monster", "monsters"], terms: ["goblin", "troll", "ogre"], category: "Fantasy", styles: ["Bold", "Playful"], hues: ["green", "purple"], noun: "Monsters" }),
  concept({ id: "golem", label: "a golem", triggers: ["golem", "golems", "giant", "giants", "titan", "colossus"], terms: ["moai", "rock"], category: "Fantasy", styles: ["Bold"], hues: ["grey", "blue"], noun: "Titan" }),
  concept({ id: "castle", label: "a castle", triggers: ["castle", "castles", "kingdom", "fortress", "citadel", "realm", "medieval", "tower"], terms: ["castle", "japanese castle", "castle turret"], category: "Fantasy", styles: ["Classic", "Vintage"], hues: ["blue", "grey", "purple"], frames: ["shield"], noun: "Kingdom" }),
  concept({ id: "knight", label: "a knight", triggers: ["knight", "knights", "paladin", "crusader", "chivalry", "templar", "armor", "armour", "warrior", "warriors", "gladiator", "guardian", "guardians", "sentinel"], terms: ["crossed swords", "shield", "chess pawn"], category: "Fantasy", styles: ["Bold", "Classic"], hues: ["grey", "blue", "red"], frames: ["shield"], noun: "Knights" }),
  concept({ id: "royal", label: "royalty", triggers: ["royal", "royalty", "king", "kings", "queen", "queens", "prince", "princess", "crown", "crowns", "regal", "majesty", "monarch", "empire", "emperor", "throne"], terms: ["crown", "crown simple", "person with crown"], category: "Fantasy", styles: ["Elegant", "Classic"], hues: ["yellow", "purple"], traits: ["serif", "elegant"], noun: "Royal" }),
  concept({ id: "ninja", label: "a ninja", triggers: ["ninja", "ninjas", "shinobi", "samurai", "ronin", "katana", "shuriken"], terms: ["ninja", "crossed swords", "dagger"], category: "Fantasy", styles: ["Bold", "Minimalistic"], hues: ["black", "red"], noun: "Ninja" }),
  concept({ id: "viking", label: "vikings", triggers: ["viking", "vikings", "norse", "nordic", "valhalla", "berserker", "odin", "longship"], terms: ["axe", "crossed swords", "shield"], category: "Mythology", styles: ["Bold", "Vintage"], hues: ["blue", "grey", "brown"], frames: ["shield", "circle"], noun: "Norse" }),
  concept({ id: "pirate", label: "pirates", triggers: ["pirate", "pirates", "buccaneer", "corsair", "treasure", "treasure hunt"], terms: ["skull", "ship wheel", "treasure chest", "anchor"], category: "Fantasy", styles: ["Vintage", "Bold"], hues: ["black", "red", "brown"], noun: "Pirates" }),
  concept({ id: "alien", label: "aliens", triggers: ["alien", "aliens", "ufo", "ufos", "extraterrestrial", "martian", "sci-fi", "scifi", "science fiction"], terms: ["alien", "flying saucer"], category: "Fantasy", styles: ["Playful", "Modern"], hues: ["green", "purple"], noun: "Galactic" }),
  concept({ id: "ghost", label: "ghosts", triggers: ["ghost", "ghosts", "spirit", "spirits of", "phantom", "specter", "spectre", "poltergeist"], terms: ["ghost"], category: "Fantasy", styles: ["Playful", "Minimalistic"], hues: ["purple", "black"], noun: "Phantom" }),
  concept({ id: "crystal", label: "crystals", triggers: ["crystal", "crystals", "gemstones", "quartz", "amethyst", "geode", "tarot", "psychic", "astrology", "horoscope", "zodiac", "oracle", "fortune", "fortune teller", "divination"], terms: ["crystal ball", "crystal cluster", "crystal shine", "moon stars"], category: "Fantasy", styles: ["Elegant", "Vintage"], hues: ["purple", "indigo"], noun: "Crystal" }),
  concept({ id: "potion", label: "potions", triggers: ["potion", "potions", "elixir", "brew", "tonic"], terms: ["alembic", "flask", "test tube"], category: "Fantasy", styles: ["Playful", "Vintage"], hues: ["purple", "green", "teal"], noun: "Elixirs" }),
  concept({ id: "griffin", label: "a griffin", triggers: ["griffin", "griffon", "gryphon"], terms: ["eagle", "lion"], category: "Mythology", styles: ["Bold", "Classic"], hues: ["yellow", "brown"], frames: ["shield"], noun: "Griffin" }),
  concept({ id: "pegasus", label: "Pegasus", triggers: ["pegasus", "winged horse"], terms: ["horse", "wing", "unicorn"], category: "Mythology", styles: ["Elegant", "Classic"], hues: ["blue", "purple"], noun: "Pegasus" }),
  concept({ id: "phoenix", label: "a phoenix", triggers: ["phoenix", "firebird", "rebirth", "rising from the ashes"], terms: ["phoenix bird", "fire", "flame"], category: "Mythology", styles: ["Bold", "Elegant"], hues: ["orange", "red"], noun: "Phoenix" }),
  concept({ id: "medusa", label: "Medusa", triggers: ["medusa", "gorgon"], terms: ["snake"], category: "Mythology", styles: ["Bold", "Classic"], hues: ["green", "black"], noun: "Gorgon" }),
  concept({ id: "minotaur", label: "the Minotaur", triggers: ["minotaur", "labyrinth"], terms: ["ox", "water buffalo", "bison"], category: "Mythology", styles: ["Bold"], hues: ["red", "brown"], noun: "Labyrinth" }),
  concept({ id: "centaur", label: "a centaur", triggers: ["centaur", "centaurs", "sagittarius"], terms: ["bow and arrow", "horse"], category: "Mythology", styles: ["Classic", "Bold"], hues: ["brown", "green"], noun: "Centaur" }),
  concept({ id: "kraken", label: "the Kraken", triggers: ["kraken", "leviathan", "sea monster"], terms: ["octopus", "squid"], category: "Mythology", styles: ["Bold", "Vintage"], hues: ["teal", "purple"], noun: "Kraken" }),
  concept({ id: "hydra", label: "the Hydra", triggers: ["hydra"], terms: ["snake", "dragon"], category: "Mythology", styles: ["Bold"], hues: ["green", "teal"], noun: "Hydra" }),
  concept({ id: "sphinx", label: "a sphinx", triggers: ["sphinx", "sphinxes"], terms: ["lion"], category: "Mythology", styles: ["Classic", "Vintage"], hues: ["yellow", "brown"], noun: "Sphinx" }),
  concept({ id: "egypt", label: "ancient Egypt", triggers: ["egypt", "egyptian", "pharaoh", "pyramid", "pyramids", "anubis", "ra", "horus", "nile", "ankh", "scarab"], terms: ["camel", "eye", "desert"], category: "Mythology", styles: ["Classic", "Vintage"], hues: ["yellow", "teal", "brown"], noun: "Nile" }),
  concept({ id: "greek", label: "Greek myth", triggers: ["greek", "greece", "olympus", "olympian", "zeus", "athena", "apollo", "hermes", "spartan", "sparta", "hercules", "titans", "acropolis", "mythology", "myth", "myths", "legend", "legends", "god", "gods", "goddess"], terms: ["classical building", "amphora", "trident emblem", "lightning"], category: "Mythology", styles: ["Classic", "Elegant"], hues: ["blue", "yellow"], traits: ["classical", "serif"], noun: "Olympus" }),
  concept({ id: "roman", label: "ancient Rome", triggers: ["roman", "rome", "romans", "legion", "centurion", "caesar", "empire of rome", "colosseum"], terms: ["classical building", "crossed swords", "shield"], category: "Mythology", styles: ["Classic", "Bold"], hues: ["red", "yellow"], traits: ["classical"], noun: "Legion" }),
  concept({ id: "trident", label: "a sea god's trident", triggers: ["poseidon", "neptune", "trident", "triton", "atlantis", "sea god"], terms: ["trident emblem", "trident"], category: "Mythology", styles: ["Bold", "Classic"], hues: ["blue", "teal"], noun: "Atlantis" }),
  concept({ id: "thor", label: "Thor's hammer", triggers: ["thor", "mjolnir", "thunder god"], terms: ["hammer", "high voltage", "lightning"], category: "Mythology", styles: ["Bold"], hues: ["blue", "grey"], noun: "Thunder" }),
  concept({ id: "mermaid", label: "a mermaid", triggers: ["mermaid", "mermaids", "siren", "sirens", "merman"], notIcons: ["siren", "sirens"], terms: ["merpeople"], category: "Mythology", styles: ["Elegant", "Playful"], hues: ["teal", "purple"], noun: "Siren" }),
  concept({ id: "angel", label: "an angel", triggers: ["angel", "angels", "angelic", "heaven", "heavenly", "wings", "winged", "wing"], terms: ["wing", "baby angel", "dove", "feather"], category: "Mythology", styles: ["Elegant", "Classic"], hues: ["yellow", "blue"], noun: "Angel" }),
  concept({ id: "demon", label: "a demon", triggers: ["demon", "demons", "devil", "devils", "hell", "inferno", "infernal"], terms: ["devil mask", "flame"], category: "Mythology", styles: ["Bold"], hues: ["red", "black"], noun: "Inferno" }),
  concept({ id: "aztec", label: "Aztec and Maya heritage", triggers: ["aztec", "mayan", "maya", "inca", "mesoamerican", "sun god", "tribal", "tribe"], terms: ["sun", "volcano", "sunrise"], category: "Cultural", styles: ["Bold", "Vintage"], hues: ["orange", "teal", "yellow"], noun: "Tribe" }),
  concept({ id: "asian", label: "East Asian culture", triggers: ["chinese", "china", "lantern", "lanterns", "lunar new year", "japan", "japanese", "tokyo", "kyoto", "origami", "bonsai", "feng shui", "dojo zen"], terms: ["red paper lantern", "japanese castle", "carp streamer", "cherry blossom"], category: "Cultural", styles: ["Minimalistic", "Classic"], hues: ["red", "black"], noun: "Lantern" }),
  concept({ id: "yin-yang", label: "balance", triggers: ["yin yang", "yin and yang", "balance", "harmony", "tao", "taoism", "equilibrium"], terms: ["yin yang", "triple yin", "scales"], category: "Cultural", styles: ["Minimalistic", "Classic"], hues: ["black", "teal"], noun: "Balance" }),

  // Common symbols
  symbol({ id: "heart", label: "love", triggers: ["heart", "hearts", "love", "lovely", "romance", "romantic", "valentine", "dating", "matchmaking", "kindness", "compassion"], terms: ["heart", "heart straight", "hand heart"], category: "Abstract", styles: ["Playful", "Elegant"], hues: ["red", "pink"], noun: "Love" }),
  symbol({ id: "star", label: "a star", triggers: ["star", "stellar", "superstar", "shine", "shining", "twinkle", "sparkle", "sparkly", "glitter", "glow", "nova", "supernova"], terms: ["star", "shooting star", "sparkle", "star four"], category: "Abstract", styles: ["Playful", "Modern"], hues: ["yellow", "indigo"], noun: "Star" }),
  symbol({ id: "idea", label: "ideas", triggers: ["idea", "ideas", "innovation", "innovative", "creative thinking", "brainstorm", "inspiration", "genius", "insight", "insights", "bright idea", "think tank"], terms: ["lightbulb", "lightbulb filament", "brain"], category: "Abstract", styles: ["Modern", "Playful"], hues: ["yellow", "orange", "indigo"], noun: "Ideas" }),
  symbol({ id: "target", label: "focus", triggers: ["target", "focus", "aim", "goal", "goals", "precision", "bullseye", "accuracy", "mission"], terms: ["target", "crosshair"], category: "Abstract", styles: ["Bold", "Modern"], hues: ["red", "blue"], noun: "Target" }),
  symbol({ id: "growth", label: "growth", triggers: ["growth", "grow", "growing", "sprout", "seed", "seeds", "seedling", "bloom", "blossom", "thrive", "flourish", "rise", "rising"], terms: ["plant", "chart line up", "trend up", "leaf"], category: "Nature", styles: ["Modern", "Minimalistic"], hues: ["green", "teal"], noun: "Growth" }),
  symbol({ id: "infinity", label: "infinity", triggers: ["infinity", "infinite", "endless", "eternal", "forever", "loop", "limitless"], terms: ["infinity"], category: "Abstract", styles: ["Modern", "Minimalistic"], hues: ["indigo", "teal"], noun: "Infinite" }),
  symbol({ id: "anchor", label: "an anchor", triggers: ["anchor", "anchors", "anchored", "steadfast"], terms: ["anchor", "anchor simple"], category: "Transportation", styles: ["Classic", "Vintage"], hues: ["blue"], noun: "Anchor" }),
  symbol({ id: "key", label: "a key", triggers: ["key", "unlock", "unlocked", "skeleton key"], terms: ["key", "skeleton key", "keyhole"], category: "Business", styles: ["Classic", "Vintage"], hues: ["yellow", "brown"], noun: "Key" }),
  symbol({ id: "shield", label: "a shield", triggers: ["shield", "shields", "defense", "defence", "defender", "protect", "protector", "secure", "armor"], terms: ["shield", "shield check", "shield star"], category: "Business", styles: ["Bold", "Classic"], hues: ["blue", "grey"], noun: "Shield" }),
  symbol({ id: "eye", label: "vision", triggers: ["eye", "eyes", "vision", "visionary", "sight", "watcher", "observatory", "insight eye", "optics"], terms: ["eye", "eyes", "binoculars"], category: "Abstract", styles: ["Modern", "Minimalistic"], hues: ["indigo", "teal"], noun: "Vision" }),
  symbol({ id: "feather", label: "a feather", triggers: ["feather", "feathers", "quill", "plume", "light as a feather"], terms: ["feather", "quill", "quill ink"], category: "Nature", styles: ["Elegant", "Minimalistic"], hues: ["teal", "purple"], noun: "Quill" }),
  symbol({ id: "leaf", label: "a leaf", triggers: ["leaf", "leaves", "foliage", "fern", "botanic", "herb", "herbs", "herbal", "matcha leaf", "maple", "oak", "olive branch", "ivy"], terms: ["leaf", "maple leaf", "oak leaf", "ginkgo leaf", "monstera leaf"], category: "Nature", styles: ["Minimalistic", "Modern"], hues: ["green"], noun: "Leaf" }),
  symbol({ id: "crown-jewel", label: "a diamond", triggers: ["gem", "jewel", "precious", "brilliant", "luxe"], terms: ["diamond", "sparkle"], category: "Abstract", styles: ["Elegant"], hues: ["purple", "teal", "yellow"], noun: "Gem" }),
  symbol({ id: "puzzle", label: "a puzzle", triggers: ["puzzle", "puzzles", "jigsaw", "solution", "solutions", "solve", "problem solving", "riddle"], terms: ["puzzle piece"], category: "Abstract", styles: ["Playful", "Modern"], hues: ["teal", "orange"], noun: "Solutions" }),
  symbol({ id: "link", label: "connection", triggers: ["connect", "connected", "connection", "connections", "link", "links", "linked", "chain", "bridge", "partnership", "partners", "alliance", "union", "collaboration", "collective"], notIcons: ["union"], terms: ["link", "handshake", "bridge", "intersect"], category: "Abstract", styles: ["Modern", "Professional"], hues: ["blue", "teal"], noun: "Connect" }),
  symbol({ id: "bee", label: "a bee", triggers: ["bee", "bees", "bumblebee", "honeybee", "buzz"], terms: ["honeybee", "bee"], category: "Animals", styles: ["Playful", "Vintage"], hues: ["yellow", "black"], noun: "Bee" }),
  symbol({ id: "butterfly", label: "a butterfly", triggers: ["butterfly", "butterflies", "moth", "monarch butterfly"], terms: ["butterfly", "butterfly flower"], category: "Animals", styles: ["Elegant", "Playful"], hues: ["purple", "pink", "orange"], noun: "Butterfly" }),
  symbol({ id: "paw", label: "pets", triggers: ["paw", "paws", "pawprint", "paw print", "furry", "fur"], terms: ["paw print", "paw", "paw heart"], category: "Animals", styles: ["Playful"], hues: ["orange", "teal"], noun: "Paws" }),

  // Animals drawn as themselves
  ...animals(
    ["wolf|wolves|werewolf|wolfpack", "lion|lions|lioness", "tiger|tigers", "bear|bears|grizzly", "eagle|eagles", "hawk|hawks|falcon|falcons", "shark|sharks", "bull|bulls|bison|buffalo", "boar|boars|warthog", "rhino|rhinoceros", "gorilla|gorillas|ape", "scorpion|scorpions", "snake|snakes|serpent|cobra|viper|python", "spider|spiders|tarantula", "raven|ravens|crow|crows", "vulture|vultures", "panther|jaguar|leopard|cheetah|puma|cougar|lynx", "rex|t-rex|trex|dinosaur|dinosaurs|dino|raptor"],
    ["Bold", "Modern"],
  ).map((entry) => tuneAnimal(entry)),
  ...animals(
    ["cat|cats|kitten|kittens|kitty|feline", "dog|dogs|puppy|pup|doggy|canine|hound", "rabbit|rabbits|bunny|bunnies|hare", "panda|pandas", "koala|koalas", "penguin|penguins", "duck|ducks|duckling", "frog|frogs|toad", "owl|owls", "fox|foxes", "monkey|monkeys|chimp", "elephant|elephants", "pig|pigs|piglet", "cow|cows|cattle|calf", "sheep|lamb|lambs", "goat|goats", "chicken|chickens|hen|hens|chick", "rooster|roosters", "turtle|turtles|tortoise", "octopus|octopuses|squid", "crab|crabs", "snail|snails", "squirrel|squirrels|chipmunk", "hedgehog|hedgehogs|porcupine", "sloth|sloths", "kangaroo|kangaroos", "beaver|beavers", "badger|badgers", "mole|moles", "camel|camels|llama|alpaca", "parrot|parrots|macaw", "toucan|toucans", "flamingo|flamingos", "hummingbird|hummingbirds", "bird|birds|sparrow|robin|songbird|bluebird|birdie", "fish|goldfish|koi", "dolphin|dolphins|porpoise", "whale|whales|orca", "seahorse|seahorses", "jellyfish", "ant|ants", "beetle|beetles|ladybug|ladybird", "dragonfly|dragonflies", "bat|bats"],
    ["Playful", "Modern"],
  ).map((entry) => tuneAnimal(entry)),
  ...animals(
    ["swan|swans", "deer|stag|doe|elk|moose|reindeer|antelope", "horse|horses|stallion|mare|pony|mustang", "heron|herons|egret", "stork|storks", "pelican|pelicans", "peacock|peacocks"],
    ["Elegant", "Classic"],
  ).map((entry) => tuneAnimal(entry)),
  // 'crane' is also the construction machine; the bird wins only when nothing says building.
  concept({ id: "crane-bird", label: "a crane", triggers: ["crane", "cranes"], notIcons: ["crane", "cranes"], terms: ["bird", "swan", "flamingo"], category: "Animals", styles: ["Elegant", "Minimalistic"], hues: ["red", "blue"], noun: "Crane" }),
];

/**
 * Where an animal's own name finds no icon (or a poor one), the term that does: the
 * icon sets draw a panther as a leopard, a bull as an ox, a raven as a blackbird...
 */
function tuneAnimal(entry: Concept): Concept {
  const extra: Record<string, readonly string[]> = {
    wolf: ["wolf"],
    bear: ["bear", "polar bear", "bear face"],
    eagle: ["eagle"],
    hawk: ["eagle", "bird"],
    shark: ["shark", "shark fin"],
    bull: ["ox", "water buffalo", "bison", "cow"],
    rhino: ["rhinoceros"],
    panther: ["leopard", "black cat", "tiger"],
    rex: ["t rex", "sauropod"],
    raven: ["blackbird", "bird"],
    vulture: ["eagle", "bird"],
    snake: ["snake"],
    spider: ["spider web"],
    dog: ["dog", "dog face", "poodle"],
    rabbit: ["rabbit", "rabbit face"],
    bird: ["bird", "dove"],
    fish: ["fish", "tropical fish", "fish simple"],
    whale: ["spouting whale", "whale"],
    deer: ["moose", "deer"],
    horse: ["horse", "horse face"],
    parrot: ["parrot"],
    camel: ["camel", "two hump camel"],
    cow: ["cow", "cow face"],
    pig: ["pig", "pig face"],
    elephant: ["elephant"],
    peacock: ["peacock", "feather"],
    cat: ["cat", "cat face", "black cat"],
    tiger: ["tiger", "tiger face"],
    monkey: ["monkey", "gorilla", "orangutan"],
    beetle: ["beetle", "lady beetle", "bug beetle"],
    sheep: ["ewe", "ram"],
    squirrel: ["chipmunk"],
    mole: ["badger", "hedgehog"],
    toucan: ["parrot", "bird"],
    hummingbird: ["bird", "dove"],
    seahorse: ["tropical fish", "fish"],
    dragonfly: ["butterfly", "lady beetle"],
    heron: ["flamingo", "bird"],
    stork: ["bird", "swan"],
    pelican: ["swan", "bird"],
  };
  const terms = extra[entry.id];
  return terms ? { ...entry, terms: ["$", ...terms] } : entry;
}

/**
 * The catalogue category (one of 13) nearest to each category the icon sets file their
 * icons under: Phosphor's own, and the groups scripts/build-icon-index.ts files Fluent
 * Emoji icons under. A mark found through a plain noun borrows its icon's.
 */
export const CATEGORY_BY_ICON_CATEGORY: Record<string, Category> = {
  nature: "Nature",
  weather: "Nature",
  "technology & development": "Technology",
  "health & wellness": "Human Figures",
  people: "Human Figures",
  commerce: "Business",
  finances: "Business",
  office: "Business",
  "maps & travel": "Transportation",
  media: "Cultural",
  games: "Sports",
  design: "Abstract",
  animals: "Animals",
  fantasy: "Fantasy",
  mythology: "Mythology",
  food: "Business",
  education: "Education",
  technology: "Technology",
  health: "Human Figures",
  travel: "Transportation",
  culture: "Cultural",
};
