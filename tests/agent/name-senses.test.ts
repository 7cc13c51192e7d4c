/**
 * The noun of a brand's name is drawn in the sense its trade gives it: a music school's
 * 'Blue Note' is a musical note, not a paper one; a chess club's knight the chess piece; a
 * brewery's 'Red Stag' a deer, a bookshop's 'Night Heron' a bird, a bakery's 'La Espiga' an
 * ear of grain. Names of trades of every kind, nouns of several senses and words of five
 * other languages, each with the drawings that show the noun as its trade means it. The
 * trade's drawing is the one the planner picks for the trade named alone, and 'TRADE' means
 * the name's noun is the trade's own thing (or no drawing shows it rightly), so the trade's
 * drawing stands. At least 90% must be drawn so; the rest are listed.
 */
import { describe, expect, it } from "vitest";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { nameNoun } from "#agent/planner/name-noun.ts";
import { readDesignIntent } from "#agent/planner/new-logo/brief.ts";
import { createChooser } from "#agent/planner/random.ts";
import { input } from "./planner-fixtures.ts";

const TRADES = {
  coffee: "a coffee shop",
  law: "a law firm",
  bakery: "a bakery",
  dental: "a dental clinic",
  grooming: "a pet grooming salon",
  tech: "a tech startup",
  florist: "a florist",
  yoga: "a yoga studio",
  music: "a music school",
  chess: "a chess club",
  sushi: "a sushi bar",
  brewery: "a brewery",
  books: "a bookshop",
  gym: "a gym",
  marina: "a marina",
  toys: "a toy workshop",
  golf: "a golf club",
  birds: "a bird sanctuary",
  building: "a construction company",
  baseball: "a baseball academy",
  fishing: "a fishing shop",
  surf: "a surf school",
  riding: "a riding school",
  jeweller: "a jeweller",
  shoes: "a shoe store",
  travel: "a travel agency",
  garage: "a car repair garage",
  vet: "a vet",
  tearoom: "a tea room",
  tennis: "a tennis club",
  honey: "a honey shop",
} as const;
type Trade = keyof typeof TRADES;

/** The trade's own drawing stands: the name's noun is the trade's thing, or nothing draws it in the trade's sense. */
const TRADE = "TRADE";
const BIRD = ["bird", "eagle"];
const FISH = ["fish", "fish-simple", "tropical-fish"];
const DEER = ["moose", "deer"];
const GRAIN = ["grains", "sheaf-of-rice"];

const NAMES: [brand: string, trade: Trade, drawings: string[]][] = [
  ["Night Heron Coffee", "coffee", BIRD],
  ["Magpie Coffee", "coffee", BIRD],
  ["Red Cardinal Coffee", "coffee", BIRD],
  ["Kiwi Coffee", "coffee", ["kiwi-fruit", "bird"]],
  ["Stag & Crow Coffee", "coffee", DEER],
  ["Walrus Coffee", "coffee", ["seal", "walrus"]],
  ["Ironwood Law", "law", ["tree", "deciduous-tree"]],
  ["Falcon Legal", "law", BIRD],
  ["Seal & Signet", "law", ["seal", "stamp"]],
  ["Le Renard", "law", ["fox"]],
  ["Cedar Bench Law", "law", ["tree", "tree-evergreen", "evergreen-tree"]],
  ["La Espiga", "bakery", GRAIN],
  ["Die Brezel", "bakery", ["pretzel"]],
  ["Golden Crane Bakery", "bakery", BIRD],
  ["Lark & Linden", "bakery", BIRD],
  ["Molar Bear Dental", "dental", ["bear", "tooth"]],
  ["Otter Creek Dental", "dental", ["otter"]],
  ["Fluffy Sheepdog", "grooming", ["dog"]],
  ["Corgi Cuts", "grooming", ["dog"]],
  ["The Tabby Tub", "grooming", ["cat"]],
  ["Spaniel Spa", "grooming", ["dog"]],
  ["Gecko Grooming", "grooming", ["lizard"]],
  ["Mighty Mouse Labs", "tech", ["computer-mouse"]],
  ["Blue Bat Software", "tech", ["bat"]],
  ["Kestrel Systems", "tech", BIRD],
  ["Firefly Labs", "tech", ["beetle", "bug-beetle", "bug"]],
  ["Python Works", "tech", ["snake"]],
  ["Orca Systems", "tech", ["dolphin", "whale"]],
  ["Peony & Pine", "florist", ["flower", "blossom"]],
  ["Wild Orchid", "florist", ["flower", "blossom"]],
  ["La Mariposa", "florist", ["butterfly"]],
  ["Il Girasole", "florist", ["sunflower"]],
  ["Hummingbird Florist", "florist", BIRD],
  ["Aloe & Ash", "yoga", ["cactus", "potted-plant", "plant"]],
  ["Crane Yoga", "yoga", BIRD],
  ["Banyan Yoga", "yoga", ["tree", "deciduous-tree"]],
  ["Cobra Yoga", "yoga", ["snake"]],
  ["La Luna", "yoga", ["moon", "crescent-moon", "full-moon"]],
  ["Blue Note", "music", ["music-note", "musical-note", "music-note-simple"]],
  ["Keys & Chords", "music", ["music-note", "musical-note", "musical-notes", TRADE]],
  ["Bass Camp", "music", ["guitar", "violin", "singer"]],
  ["Knight Moves", "chess", ["chess-knight", "horse", "horse-face"]],
  ["The Black Knight", "chess", ["chess-knight", "horse", "horse-face"]],
  ["Rook & Castle", "chess", ["castle-turret"]],
  ["Koi", "sushi", FISH],
  ["Blue Marlin Sushi", "sushi", FISH],
  ["Tuna Town", "sushi", FISH],
  ["Eel & Rice", "sushi", FISH],
  ["Sardine Sushi", "sushi", FISH],
  ["Il Polpo", "sushi", ["octopus"]],
  ["Red Stag Brewing", "brewery", DEER],
  ["Wild Boar Brewing", "brewery", ["boar"]],
  ["Black Hart Brewery", "brewery", DEER],
  ["Der Hirsch", "brewery", DEER],
  ["Elk Horn Brewery", "brewery", DEER],
  ["Der Fuchs", "brewery", ["fox"]],
  ["Night Heron Books", "books", BIRD],
  ["Raven Books", "books", BIRD],
  ["Moth & Margin", "books", ["butterfly"]],
  ["Le Hibou", "books", ["owl"]],
  ["A Coruja", "books", ["owl"]],
  ["Il Gufo", "books", ["owl"]],
  ["Iron Bear Gym", "gym", ["bear"]],
  ["Silverback Fitness", "gym", ["gorilla"]],
  ["Rhino Strength", "gym", ["rhinoceros"]],
  ["Mustang Fitness", "gym", ["horse", "horse-face"]],
  ["Bulldog Barbell", "gym", ["dog"]],
  ["Der Bär", "gym", ["bear"]],
  ["Marlin Bay", "marina", FISH],
  ["Seal Cove Marina", "marina", ["seal"]],
  ["Pelican Point", "marina", BIRD],
  ["Puffin Bay", "marina", BIRD],
  ["Narwhal Marina", "marina", ["whale", "spouting-whale"]],
  ["Wooden Kite Toys", "toys", ["kite"]],
  ["Teddy & Co", "toys", ["teddy-bear"]],
  ["Le Lapin", "toys", ["rabbit", "rabbit-face"]],
  ["Canary Toys", "toys", BIRD],
  ["Albatross Golf", "golf", BIRD],
  ["Crane Marsh", "birds", [...BIRD, TRADE]],
  ["Crane & Sons", "building", ["crane", "crane-tower"]],
  ["Big Bat", "baseball", [TRADE]],
  ["Ace Pitcher", "baseball", ["person-simple-throw"]],
  ["Big Bass Tackle", "fishing", FISH],
  ["Pike & Perch", "fishing", FISH],
  ["Sea Lion Surf", "surf", ["seal"]],
  ["O Golfinho", "surf", ["dolphin"]],
  ["La Tortuga", "surf", ["turtle"]],
  ["Silver Mare Stables", "riding", ["horse", "horse-face", TRADE]],
  ["O Cavalo", "riding", ["horse", "horse-face", TRADE]],
  ["Ruby & Rose", "jeweller", ["gem-stone"]],
  ["Sole Mate", "shoes", [TRADE]],
  ["North Star Travel", "travel", ["star"]],
  ["Jet Set Travel", "travel", ["airplane", "airplane-tilt", TRADE]],
  ["Jaguar Motors", "garage", ["leopard", "tiger", "lion"]],
  ["Tortoise & Hare Vets", "vet", ["tortoise", "turtle"]],
  ["Silver Birch Tea Room", "tearoom", ["tree", "deciduous-tree"]],
  ["Silver Racket", "tennis", ["racquet", "tennis", TRADE]],
  ["Die Biene", "honey", ["honeybee", TRADE]],
];

/** Nouns of several senses, and words of other languages, the table holds. */
const SEVERAL_SENSES = ["note", "knight", "bat", "crane", "seal", "bass", "mouse", "pitcher", "kite", "star", "rook", "jet", "mare", "kiwi", "jaguar", "tuna", "chord"];
const FOREIGN = ["Espiga", "Brezel", "Mariposa", "Girasole", "Polpo", "Hirsch", "Fuchs", "Hibou", "Coruja", "Gufo", "Bär", "Golfinho", "Tortuga", "Cavalo", "Renard", "Luna", "Lapin", "Biene"];

/** The trade's drawing as the planner picks it for the trade named alone. */
function tradeIcon(trade: Trade) {
  return readDesignIntent(input(TRADES[trade]), createChooser(1)).mark?.icon ?? null;
}

describe("the name's noun in the trade's sense", () => {
  const bundled = new Set(ICON_INDEX.map(([, name]) => name));

  it("holds 60 names or more over eight trades or more, nouns of several senses and other languages' words, each drawing bundled", () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(NAMES.map(([, trade]) => trade)).size).toBeGreaterThanOrEqual(8);
    const text = NAMES.map(([brand]) => brand.toLowerCase()).join(" ");
    for (const word of [...SEVERAL_SENSES, ...FOREIGN]) expect(text, word).toContain(word.toLowerCase());
    for (const [brand, trade, drawings] of NAMES) {
      expect(tradeIcon(trade), `${TRADES[trade]} has a drawing`).not.toBeNull();
      expect(drawings.filter((name) => name !== TRADE && !bundled.has(name)).length, `${brand}: some drawing is bundled`).toBeLessThan(drawings.length);
    }
  });

  it("draws at least 90% of them in the trade's sense", () => {
    const misses: string[] = [];
    for (const [brand, trade, drawings] of NAMES) {
      const noun = nameNoun(brand, tradeIcon(trade));
      const shown = noun ? noun.icon.name : TRADE;
      if (!drawings.includes(shown)) misses.push(`${brand} (${TRADES[trade]}): ${shown}`);
    }
    // The names the lexicon does not yet draw so, for the record.
    console.info(`${NAMES.length - misses.length} of ${NAMES.length} drawn in the trade's sense; missed:\n  ${misses.join("\n  ")}`);
    expect(misses.length / NAMES.length, misses.join("; ")).toBeLessThanOrEqual(0.1);
  });

  it("says why a drawing shows a word it is not named after", () => {
    const why = (brand: string, trade: Trade) => nameNoun(brand, tradeIcon(trade))?.why;
    expect(why("Red Stag Brewing", "brewery")).toBe("a stag is a deer, as a moose is");
    expect(why("Night Heron Books", "books")).toBe("a heron is a bird");
    expect(why("Der Hirsch", "brewery")).toBe("“Hirsch” is German for deer");
    // A drawing named after the word needs no reason: MDI's chess knight, before Phosphor's horse that stood in for it.
    expect(nameNoun("Knight Moves", tradeIcon("chess"))?.icon).toEqual({ set: "mdi", name: "chess-knight" });
    expect(why("Knight Moves", "chess")).toBeUndefined();
    expect(why("Iron Bear Gym", "gym")).toBeUndefined();
  });

  it("leaves the trade's own thing to the trade's drawing, and a word's drawing to its meaning beside the trade", () => {
    // A frame shop's 'Frame' is its framed picture, not a film's frame.
    expect(nameNoun("Gilded Frame", readDesignIntent(input("a frame shop"), createChooser(1)).mark!.icon)).toBeNull();
    // An adjective before a noun describes it: 'Sharp' is no sewing needle.
    expect(nameNoun("Sharp Fade", tradeIcon("grooming"))).toBeNull();
    // A word with no sense a drawing shows ('Atlas': a book of maps) draws nothing, even where a rarer one could (the atlas bone).
    expect(nameNoun("Atlas Logistics", null)).toBeNull();
    // An English word is read in English ('Sierra' is no Spanish saw), unless the other language's article comes before it.
    expect(nameNoun("Sierra Outfitters", null)?.icon.name).not.toBe("carpentry-saw");
    expect(nameNoun("La Sierra", null)?.icon.name).toBe("carpentry-saw");
  });
});
