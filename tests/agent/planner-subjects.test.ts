/**
 * The mark follows the prompt's subject. Everyday businesses, asked for as customers type
 * them, each with the drawings a person would accept for it: the thing named when the
 * library draws it (a croissant, a runner, a lighthouse), else the trade's own symbol, never
 * an unrelated one. A drawing is an emblem's ingredient (docs/decisions/0107): the subject,
 * or the name's own noun joined with the subject. Other seeds may draw the initials or an
 * abstract figure instead, and the narration says which. Each prompt is planned with
 * several seeds, so a pass is no lucky draw.
 */
import { describe, expect, it } from "vitest";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { readableLabel } from "#agent/planner/icon-labels.ts";
import { drawnIdeas } from "./helpers.ts";
import { input } from "./planner-fixtures.ts";

const PETS = ["paw-print", "paw-prints", "dog", "dog-face", "poodle", "cat", "cat-face", "black-cat"];
const KIDS = ["baby", "child", "puzzle-piece", "balloon", "teddy-bear", "acorn"];
const BOOKS = ["book-open", "book", "books", "open-book", "closed-book", "book-open-text"];
const FLOWERS = ["flower-tulip", "flower", "tulip", "rose", "bouquet", "blossom", "hibiscus", "sunflower", "cherry-blossom"];
const PLANTS = ["leaf", "plant", "potted-plant", "seedling", "tree", "tree-evergreen", "shovel", "flower"];
const TRAVEL = ["airplane-tilt", "airplane", "airplane-in-flight", "globe", "globe-hemisphere-west", "suitcase-rolling", "luggage", "compass", "map-pin"];
const TECH = ["cpu", "code", "code-simple", "terminal-window", "rocket", "cube", "circuitry", "lightning", "cloud"];

/** [prompt, acceptable icon names]: the names are checked against the bundled index below. */
const SUBJECTS: [prompt: string, icons: string[]][] = [
  ["a bakery called Crumb, with a croissant", ["croissant"]],
  ["a bakery called Crumb that sells croissants", ["croissant"]],
  ["Golden Crust bakery, fresh bread every morning", ["bread", "baguette-bread", "croissant", "cake", "chef-hat"]],
  ["Stride running club", ["person-simple-run", "person-running"]],
  ["Beacon, a lighthouse café", ["lighthouse"]],
  ["Beacon lighthouse café, warm colours", ["lighthouse"]],
  ["Beacon, a café by the lighthouse", ["lighthouse", "coffee", "coffee-bean"]],
  ["Pipeworks, an emergency plumber", ["pipe-wrench", "wrench", "drop", "pipe", "toolbox"]],
  ["logo for Spark electricians", ["lightning", "plug", "plugs", "high-voltage", "electric-plug", "lightbulb"]],
  ["Bright Smile dental clinic", ["tooth"]],
  ["Happy Tails vet clinic", [...PETS, "stethoscope"]],
  ["Paws & Claws veterinary practice", [...PETS, "stethoscope"]],
  ["Petal & Stem florist", FLOWERS],
  ["Lotus yoga studio", ["person-simple-tai-chi", "flower-lotus", "person-in-lotus-position", "lotus", "yin-yang"]],
  ["Iron Temple gym", ["barbell", "person-lifting-weights", "flexed-biceps", "heartbeat", "person-simple-run"]],
  ["a barber shop called Sharp Fade", ["scissors", "razor", "barber-pole"]],
  ["Mane hair salon", ["scissors", "hair-dryer", "comb"]],
  ["Dog-eared, a second-hand bookshop", BOOKS],
  ["Hale & Partners law firm", ["scales", "gavel", "balance-scale"]],
  ["Ledger accountants", ["calculator", "chart-line-up", "coins", "coin", "abacus"]],
  ["Lens photography studio", ["camera", "aperture", "camera-with-flash"]],
  ["Spoke bike shop", ["bicycle", "person-simple-bike"]],
  ["Revive car repair garage", ["car", "car-simple", "car-profile", "automobile", "wrench", "toolbox", "garage", "mechanic"]],
  ["Napoli pizza", ["pizza"]],
  ["Koi sushi bar", ["sushi", "onigiri", "fish", "fish-simple", "tropical-fish"]],
  ["Hopworks craft brewery", ["beer-stein", "beer-bottle", "pint-glass", "beer-mug", "clinking-beer-mugs"]],
  ["Cork & Barrel wine bar", ["wine", "champagne", "wine-glass"]],
  ["Fluffy pet grooming", PETS],
  ["Walkies, a dog walker", PETS],
  ["Little Acorns daycare", KIDS],
  ["Bright Minds tutoring", ["graduation-cap", "book-open", "student", "chalkboard-teacher", "teacher", "school", "lightbulb", "brain"]],
  ["Melody music teacher, piano lessons", ["piano-keys", "musical-keyboard", "music-notes", "music-note", "musical-note", "musical-notes"]],
  ["Twirl dance studio", ["person-arms-spread", "man-dancing", "woman-dancing", "music-notes"]],
  ["Sparkle cleaning service", ["broom", "spray-bottle", "sparkle", "sparkles", "soap", "sponge", "bucket"]],
  ["Green Thumb landscaping and gardening", PLANTS],
  ["Keystone real estate", ["house-line", "house", "house-simple", "houses", "house-with-garden", "building", "buildings", "key"]],
  ["Form architects", ["blueprint", "compass-tool", "building-office", "ruler", "triangular-ruler"]],
  ["Wanderlust travel agency", TRAVEL],
  ["Quick Cab taxi", ["taxi", "oncoming-taxi", "car", "car-profile"]],
  ["The Grand hotel", ["hotel", "bed", "bellhop-bell", "key", "building"]],
  ["Nimbus, a software startup", TECH],
  ["Summit Savings bank", ["bank", "piggy-bank", "coins", "chart-line-up", "mountains", "mountain"]],
  ["Safe Harbour insurance", ["umbrella", "umbrella-simple", "shield-check", "lighthouse"]],
  ["Greenway pharmacy", ["pill", "prescription", "asclepius", "first-aid"]],
  ["Move physiotherapy clinic", ["person-simple-walk", "bone", "hand-heart", "first-aid"]],
  ["Ink tattoo studio", ["rose", "anchor", "anchor-simple", "dagger", "drop"]],
  ["Roast coffee roaster", ["coffee", "coffee-bean", "hot-beverage"]],
  ["Scoops ice cream", ["ice-cream", "soft-ice-cream", "popsicle"]],
  ["Prime Cuts butcher", ["knife", "cow", "cow-face", "pig", "pig-face"]],
  ["Catch of the day fishmonger", ["fish", "fish-simple", "tropical-fish", "shrimp", "crab"]],
  ["Sunny Acres farm", ["barn", "farm", "tractor", "plant", "farmer", "ear-of-corn", "sheaf-of-rice"]],
  ["Wick & Wax candle shop", ["candle", "flame", "fire", "fire-simple"]],
  ["Aurelia jeweller", ["diamond", "gem-stone", "ring", "sparkle", "crown"]],
  ["Savile tailor", ["needle", "sewing-needle", "coat-hanger", "scissors", "thread"]],
  ["Clear View optician", ["eyeglasses", "glasses", "sunglasses"]],
  ["Fix-It handyman", ["wrench", "toolbox", "screwdriver", "hammer", "hammer-and-wrench"]],
];

const SEEDS = [1, 2, 3, 4];

describe("the icon follows the prompt's subject", () => {
  const planner = createDeterministicPlanner();
  const bundled = new Set(ICON_INDEX.map(([, name]) => name));

  it("holds at least 40 everyday businesses, each accepting only icons the library has", () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(40);
    for (const [prompt, icons] of SUBJECTS) {
      const missing = icons.filter((name) => !bundled.has(name));
      expect(missing.length, `${prompt}: every listed icon but ${missing.join(", ")} is bundled`).toBeLessThan(icons.length);
    }
  });

  describe.each(SUBJECTS)("%s", (prompt, icons) => {
    it.each(SEEDS)("seed %i: a drawing a person would accept, named in the narration", async (seed) => {
      const plan = await planner.plan(input(prompt, { seed }));
      const narration = plan.narration.join(" ");
      const mark = plan.spec.mark;
      // A lettering-led design is a design choice: no drawing, and the narration says what the mark is.
      if (!mark || mark.kind !== "emblem") {
        expect(plan.spec.icon).toBeNull();
        if (mark) expect(narration).toMatch(mark.kind === "lettermark" ? /The mark is (?:a monogram of )?the initials? “/ : /The mark is an abstract /);
        return;
      }
      const drawn = [plan.spec.icon!.name, ...(mark.second ? [mark.second.name] : [])];
      // The subject is drawn, or the name's own noun joined with it.
      const fromName = mark.second !== null && narration.includes("in your name");
      expect(fromName ? [mark.second!.name] : [plan.spec.icon!.name], `${prompt} (seed ${seed}) drew ${drawn.join(" + ")}`).toSatisfy((names: string[]) => names.some((name) => icons.includes(name)));
      expect(narration).toContain("For the mark I");
      for (const name of drawn) expect(narration).toContain(readableLabel(name.replace(/-/g, " ")));
    });

    // Other seeds may draw initials or a figure; the subject must still be drawn with some
    // seed, or the table would prove nothing.
    it("draws the subject with some seed, not a lettering-only design every time", async () => {
      const plans = await Promise.all([...SEEDS, 5, 6, 7, 8, 9, 10, 11, 12].map((seed) => planner.plan(input(prompt, { seed }))));
      expect(plans.some((plan) => [plan.spec.icon?.name, plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second?.name : undefined].some((name) => name && icons.includes(name)))).toBe(true);
    });
  });

  // The name comes first and the trade after it, with no 'called' to say which is which.
  it.each([
    ["Beacon lighthouse café, warm colours", "Beacon"],
    ["Beacon, a lighthouse café", "Beacon"],
    ["Beacon, a café by the lighthouse", "Beacon"],
    ["Lotus yoga studio", "Lotus"],
    ["Ink tattoo studio", "Ink"],
    ["Wanderlust travel agency", "Wanderlust"],
    // An everyday word is a name when a capitalised word follows it mid-sentence.
    ["Bean There coffee truck", "Bean There"],
    ["Bean There, a coffee truck", "Bean There"],
  ])("reads the name in %j", async (prompt, brand) => {
    expect((await planner.plan(input(prompt))).spec.brand).toBe(brand);
  });

  // A thing named as the mark is drawn, or the reply says it cannot be: never the trade's
  // picture in silence (a shop 'with a cup' drew shopping bags and said nothing of the cup).
  it.each([
    ["A logo for a shop called Nova with a cup", "cup-with-straw"],
    ["A logo for a shop called Nova with an apple", "apple"],
    ["A logo for a shop called Nova with a bottle", "bottle"],
    ["A logo for a law firm called Justice Partners with a scale", "balance-scale"],
  ])("draws the thing named as the mark in %j, over the trade's own picture", async (prompt, icon) => {
    for (const seed of SEEDS) {
      const plan = await planner.plan(input(prompt, { seed }));
      const drawn = [plan.spec.icon?.name, plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second?.name : undefined].filter(Boolean) as string[];
      expect(drawn.some((name) => name.includes(icon)), `${prompt} (seed ${seed}) drew ${drawn.join(" + ") || "no drawing"}`).toBe(true);
      expect(plan.narration.join(" ")).toContain("you asked for");
    }
  });

  // A set tags its coffee bean 'cup' and 'mug' as it tags its coffee cup: the drawing whose
  // name says nothing else is the mug ('coffee'), not the bean.
  it("draws a café's mug as the cup, not the coffee bean its tags share, and says it was asked for", async () => {
    for (const seed of SEEDS) {
      const plan = await planner.plan(input("A logo for a café called Brew with a mug", { seed }));
      const drawn = [plan.spec.icon?.name, plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second?.name : undefined].filter(Boolean);
      expect(drawn, `seed ${seed}`).toContain("coffee");
      expect(drawn, `seed ${seed}`).not.toContain("coffee-bean");
      expect(plan.narration.join(" "), `seed ${seed}`).toContain("you asked for");
    }
    // Joined to a drawing of the name ('Bean'), the mug is still said to be the visitor's, not the trade's.
    const joined = await planner.plan(input("A logo for a café called Bean with a mug", { seed: 1 }));
    expect(joined.spec.mark?.kind === "emblem" && joined.spec.mark.second?.name).toBe("coffee");
    expect(joined.narration.join(" ")).toContain("joined with the coffee cup you asked for");
  });

  it("puts the article before 'brand' whatever the trade's word: 'a flowers brand', never 'Petal, flowers brand'", async () => {
    const plan = await planner.plan(input("A logo for a florist called Petal"));
    expect(plan.metadata.description).toMatch(/^An? .* logo for Petal, a flowers brand: /);
  });

  it("never says a colour before the thing named is a drawing it does not have ('with an amber step')", async () => {
    for (const prompt of ["A deep blue staircase in one line with an amber step, for a studio that builds.", "A bakery with an amber croissant"]) {
      const narration = (await planner.plan(input(prompt))).narration.join(" ");
      expect(narration, prompt).not.toMatch(/I have no \w+ icon/);
      expect(narration, prompt).toContain("you asked for");
    }
  });

  it("says a drawing that stands in for the thing asked as what it is ('a spider web for the spider you asked for'), and the thing itself as asked", async () => {
    const spider = await planner.plan(input("A logo for a pest control company called Webster with a spider", { seed: 1 }));
    expect([spider.spec.icon?.name, spider.spec.mark?.kind === "emblem" ? spider.spec.mark.second?.name : null]).toContain("spider-web");
    expect(spider.narration.join(" ")).toContain("a spider web for the spider you asked for");
    const bee = await planner.plan(input("A logo for a honey shop called Hive with a bee", { seed: 1 }));
    expect(bee.narration.join(" ")).toContain("the honeybee you asked for");
    expect(bee.narration.join(" ")).not.toMatch(/I have no \w+ icon/);
  });

  it("draws the next thing named when the first has no drawing ('with hops and a mountain'), and says so", async () => {
    const plan = await planner.plan(input("Brewery logo, name: Hoppy Trails, with hops and a mountain", { seed: 1 }));
    expect(drawnIdeas(plan.spec)).toContain("mountains");
    expect(plan.narration.join(" ")).toMatch(/I have no hop icon, so I drew what else you named instead\. .*the mountains you asked for/);
  });

  it("keeps a subject word that opens the prompt as the subject when it adds one", async () => {
    const plan = await planner.plan(input("Dragon gaming logo"));
    expect(plan.spec.brand).not.toBe("Dragon");
    expect(plan.spec.icon?.name).toBe("dragon");
  });
});
