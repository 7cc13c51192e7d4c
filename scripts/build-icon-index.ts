/**
 * Writes workers/agent/design/icon-index.generated.ts: every icon the agent may use in a
 * logo, as [set, name, tags, categories], each kept apart so the planner can weigh them
 * differently (a name says what is drawn, a tag what it may stand for, a category almost
 * nothing). The tags and categories are the sets' own: Phosphor's from
 * @phosphor-icons/core's catalogue; Fluent Emoji High Contrast ships no tags, so its icons
 * have none, and their category is the group they are filed under here.
 *
 * Material Design Icons (`@iconify-json/mdi`, Apache-2.0) adds solid drawings the other two
 * lack (a chess knight, a weightlifter, a hop cone) and a sturdier drawing of many creatures
 * than Fluent Emoji's cartoon faces (docs/decisions/0112); its icons carry no tags either, so
 * their categories are the set's own.
 *
 * All three sets are MIT or Apache-2.0, so a logo drawn with them needs no credit on the
 * logo and its buyer owns it (docs/decisions/0104, 0112). Curation happens here, once: no
 * brand marks (trademarks), no UI arrows or editor glyphs, and from Fluent Emoji and MDI
 * only the creatures, fantasy, nature, food, trades, sports, vehicles and symbols a logo is
 * made of: no smileys, hand gestures, flags, signs, dashboard lamps or grim things. The
 * renderer bundles exactly the icons listed (scripts/build-engine-assets.ts checks each
 * draws as its set draws it).
 *
 *   node scripts/build-icon-index.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "workers/agent/design/icon-index.generated.ts");

interface PhosphorIcon {
  name: string;
  categories: string[];
  tags: string[];
}

const { icons: phosphorIcons } = (await import(
  join(ROOT, "node_modules/@phosphor-icons/core/dist/index.mjs")
)) as { icons: PhosphorIcon[] };

/** Categories whose icons are interface glyphs or other companies' marks. */
const PHOSPHOR_EXCLUDED = new Set(["brands", "arrows", "editor", "system"]);
/** Tags Phosphor uses for its own bookkeeping, not meaning. */
const PHOSPHOR_NOISE = new Set(["*new*", "*updated*"]);

/**
 * Icons Phosphor files outside "brands" that are still another's mark or a legal sign: The
 * New York Times' T, Android's robot, LEGO's brick and figure, Brazil's Pix, the Sketch app,
 * Apple's AirPlay and its screencast sign, the USB trident (the USB-IF's trademark), four
 * squares in a window's grid (Phosphor tags it Microsoft's logo), and ©, 🄯, ™ and ®, which
 * in a logo would claim what nobody registered.
 */
const PHOSPHOR_OTHERS_MARKS = new Set([
  "article-ny-times",
  "bug-droid",
  "lego",
  "lego-smiley",
  "pix-logo",
  "sketch-logo",
  "airplay",
  "screencast",
  "usb",
  "squares-four",
  "copyright",
  "copyleft",
  "trademark",
  "trademark-registered",
]);

const phosphor = phosphorIcons
  .filter((icon) => icon.categories.some((category) => !PHOSPHOR_EXCLUDED.has(category)))
  .filter((icon) => !icon.categories.includes("brands") && !PHOSPHOR_OTHERS_MARKS.has(icon.name))
  .map((icon) => ({
    set: "phosphor" as const,
    name: icon.name,
    tags: unique(icon.tags.filter((tag) => !PHOSPHOR_NOISE.has(tag)).map(phrase)),
    categories: unique(icon.categories),
  }));

const fluentIcons = JSON.parse(
  readFileSync(join(ROOT, "node_modules/@iconify-json/fluent-emoji-high-contrast/icons.json"), "utf8"),
) as { icons: Record<string, { body: string }> };

/**
 * What a logo is made of, by group; the group becomes the icon's category in the index.
 * An icon is kept when a word of its name is one of its group's roots.
 */
const FLUENT_GROUPS: Record<string, string> = {
  animals: `ant badger bat bear beaver beetle bird bison blackbird blowfish boar butterfly camel cat chick chicken
    chipmunk cow crab crocodile deer dodo dog dolphin donkey dove duck eagle elephant ewe fish flamingo fox frog
    giraffe goat goose gorilla hamster hedgehog hippopotamus honeybee horse kangaroo koala lady leopard lion lizard
    llama lobster mammoth monkey moose octopus orangutan otter owl ox oyster panda parrot paw peacock penguin pig
    poodle rabbit raccoon ram rhinoceros rooster sauropod scorpion seal shark shrimp skunk sloth snail snake spider
    squid swan t-rex tiger turkey turtle water-buffalo whale wolf zebra feather wing nest coral jellyfish
    spiral-shell guide-dog service-dog baby-chick front-facing-baby-chick hatching-chick`,
  fantasy: `dragon unicorn castle crown crystal-ball magic-wand mage fairy genie elf troll ogre goblin ghost alien
    flying-saucer ninja superhero joker jack-o-lantern prince princess dagger crossed-swords shield bow-and-arrow
    game-die chess-pawn sparkles comet milky-way ringed-planet`,
  mythology: `phoenix-bird trident-emblem merpeople classical-building amphora moai hamsa nazar-amulet
    fleur-de-lis high-voltage yin-yang`,
  nature: `leaf tree seedling herb shamrock four-leaf-clover cactus blossom hibiscus lotus rose sunflower tulip
    white-flower bouquet hyacinth potted-plant mushroom ear-of-corn sheaf-of-rice mountain volcano national-park
    desert desert-island water-wave droplet fire sun sunrise sunset cloud rainbow snowflake crescent-moon
    full-moon star glowing-star shooting-star cyclone tornado rock wood globe umbrella camping tent
    beach-with-umbrella herb wilted-flower`,
  food: `hot-beverage teacup-without-handle teapot bread croissant baguette-bread pretzel bagel cupcake
    birthday-cake shortcake cookie doughnut ice-cream soft-ice-cream shaved-ice pizza hamburger taco sushi
    steaming-bowl fork-and-knife fork-and-knife-with-plate spoon cooking beer-mug clinking-beer-mugs wine-glass
    cocktail-glass tropical-drink sake bottle-with-popping-cork clinking-glasses tumbler-glass cup-with-straw
    bubble-tea honey-pot cheese-wedge apple lemon pear peach cherries strawberry grapes watermelon banana
    pineapple avocado carrot hot-pepper tomato broccoli eggplant olive coconut mango blueberries kiwi-fruit
    garlic onion chestnut peanuts popcorn candy lollipop chocolate-bar pancakes waffle egg salt butter
    pie dumpling fortune-cookie rice-ball bento-box cooked-rice spaghetti sandwich burrito hot-dog french-fries
    glass-of-milk baby-bottle bell-pepper mate beans tangerine lime melon leafy-green green-salad`,
  commerce: `briefcase balance-scale bank department-store office-building convenience-store house houses
    house-with-garden hut key old-key locked locked-with-key light-bulb gear hammer wrench hammer-and-wrench
    toolbox screwdriver nut-and-bolt magnet money-bag coin gem-stone ring shopping-bags shopping-cart package
    envelope scissors barber-pole lipstick nail-polish handbag purse necktie top-hat billed-cap womans-hat
    t-shirt dress jeans kimono coat high-heeled-shoe running-shoe hiking-boot glasses sunglasses gloves socks
    yarn thread sewing-needle ladder axe pick hammer-and-pick carpentry-saw broom bucket soap sponge
    bellhop-bell hotel factory building-construction construction toolbox chart-increasing bar-chart
    credit-card receipt label bookmark link paperclip pushpin round-pushpin clipboard memo briefcase
    puzzle-piece teddy-bear kite balloon wrapped-gift ribbon rosette name-badge`,
  media: `camera camera-with-flash movie-camera video-camera clapper-board film-projector film-frames microphone
    studio-microphone headphone musical-note musical-notes musical-score guitar violin trumpet saxophone drum
    long-drum banjo accordion flute maracas musical-keyboard artist-palette paintbrush crayon pen fountain-pen
    black-nib pencil scroll books open-book closed-book notebook notebook-with-decorative-cover ledger
    newspaper rolled-up-newspaper framed-picture performing-arts circus-tent carousel-horse ferris-wheel
    roller-coaster fireworks sparkler confetti-ball party-popper radio television loudspeaker megaphone
    postal-horn speech-balloon thought-balloon left-speech-bubble`,
  education: `graduation-cap school abacus telescope microscope test-tube alembic dna atom-symbol magnifying-glass
    triangular-ruler straight-ruler backpack teacher student scientist globe-with-meridians world-map
    petri-dish`,
  technology: `satellite satellite-antenna rocket robot laptop desktop-computer mobile-phone computer-mouse
    keyboard joystick video-game battery electric-plug light-bulb gear mechanical-arm floppy-disk
    computer-disk trackball printer technologist astronaut wireless`,
  health: `stethoscope tooth anatomical-heart brain lungs adhesive-bandage medical-symbol hospital
    flexed-biceps health-worker ambulance`,
  people: `person-running person-biking person-surfing person-swimming person-golfing person-climbing
    person-lifting-weights person-in-lotus-position person-cartwheeling person-fencing person-rowing-boat
    person-mountain-biking person-playing-water-polo person-playing-handball person-juggling person-walking
    person-standing person-kneeling person-bouncing-ball person-with-crown skier snowboarder horse-racing
    man-dancing woman-dancing people-hugging busts-in-silhouette bust-in-silhouette baby child speaking-head
    farmer cook artist singer pilot firefighter mechanic judge detective guard construction-worker
    office-worker factory-worker police-officer handshake folded-hands open-hands heart-hands writing-hand
    footprints`,
  games: `soccer-ball basketball american-football baseball softball tennis volleyball rugby-football
    cricket-game field-hockey ice-hockey lacrosse ping-pong badminton boxing-glove martial-arts-uniform
    goal-net flag-in-hole bowling pool-8-ball bullseye flying-disc ice-skate skis sled curling-stone
    skateboard roller-skate fishing-pole diving-mask running-shirt sports-medal 1st-place-medal
    military-medal chequered-flag stadium mahjong-red-dragon flower-playing-cards slot-machine yo-yo`,
  travel: `airplane small-airplane airplane-departure helicopter automobile racing-car taxi bus minibus trolleybus
    tram train locomotive bullet-train high-speed-train metro light-rail monorail bicycle motorcycle
    motor-scooter kick-scooter delivery-truck articulated-lorry pickup-truck tractor fire-engine police-car
    ship passenger-ship sailboat speedboat motor-boat ferry canoe anchor fuel-pump compass railway-track
    motorway bridge-at-night aerial-tramway mountain-cableway suspension-railway parachute luggage wheel
    sport-utility-vehicle auto-rickshaw oncoming-automobile oncoming-bus oncoming-taxi ring-buoy
    mountain-railway railway-car station vertical-traffic-light`,
  culture: `church mosque synagogue hindu-temple shinto-shrine place-of-worship statue-of-liberty tokyo-tower
    japanese-castle japanese-dolls carp-streamer wind-chime tanabata-tree red-paper-lantern folding-hand-fan
    peace-symbol om latin-cross star-of-david star-and-crescent wheel-of-dharma menorah khanda orthodox-cross
    prayer-beads diya-lamp wedding candle bell hourglass-done mantelpiece-clock infinity dove`,
};

/** Names with these words are not for a brand's mark: emoji faces, gestures, grim things. */
const FLUENT_EXCLUDED = new Set(
  `crying tears grinning kissing pouting weary smiling wry hear see speak nose leg meat poultry blood skull
  coffin bomb pill syringe cigarette zombie vampire supervillain middle pile poo no prohibited button
  sad frowning angry struck derelict swirl slash off yen love`.split(/\s+/),
);

/** Whole names to leave out: drawn with strokes or masks the engine's fills cannot reproduce. */
const FLUENT_EXCLUDED_NAMES = new Set([
  "deer", "trophy", "spider", "ribbon", "scarf", "mantelpiece-clock",
  // Signs and interface glyphs rather than pictures.
  "baby-symbol", "left-luggage", "mobile-phone-with-arrow", "envelope-with-arrow", "incoming-envelope",
  "low-battery", "fire-extinguisher", "oil-drum", "locked-with-pen",
]);

const FLUENT_ROOTS = new Map<string, string>();
for (const [group, roots] of Object.entries(FLUENT_GROUPS)) {
  for (const root of roots.split(/\s+/).filter(Boolean)) if (!FLUENT_ROOTS.has(root)) FLUENT_ROOTS.set(root, group);
}

/** The group an icon belongs to: its whole name, else the first name word that is a root. */
function fluentGroup(name: string): string | null {
  const parts = name.split("-");
  if (parts.some((part) => FLUENT_EXCLUDED.has(part)) || FLUENT_EXCLUDED_NAMES.has(name)) return null;
  if (/-face$/.test(name) && !FLUENT_ROOTS.has(name.replace(/-face$/, ""))) return null;
  if (/^(man|woman)-/.test(name) && !FLUENT_ROOTS.has(name)) return null;
  const direct = FLUENT_ROOTS.get(name);
  if (direct) return direct;
  for (let length = parts.length - 1; length >= 1; length--) {
    for (let start = 0; start + length <= parts.length; start++) {
      const group = FLUENT_ROOTS.get(parts.slice(start, start + length).join("-"));
      if (group) return group;
    }
  }
  return null;
}

const fluent = Object.keys(fluentIcons.icons)
  .map((name) => ({ name, group: fluentGroup(name) }))
  .filter((entry): entry is { name: string; group: string } => entry.group !== null)
  .map(({ name, group }) => ({ set: "fluent-emoji" as const, name, tags: [] as string[], categories: [group] }));

const mdiIcons = JSON.parse(readFileSync(join(ROOT, "node_modules/@iconify-json/mdi/icons.json"), "utf8")) as {
  icons: Record<string, { body: string; hidden?: boolean }>;
};
const mdiMetadata = JSON.parse(readFileSync(join(ROOT, "node_modules/@iconify-json/mdi/metadata.json"), "utf8")) as {
  categories: Record<string, string[]>;
};

/** MDI's categories of things a logo is made of; an icon filed under any other only is left out. */
const MDI_KEPT_CATEGORIES = new Set([
  "Agriculture", "Animal", "Automotive", "Clothing", "Drawing / Art", "Food / Drink", "Gaming / RPG", "Hardware / Tools",
  "Health / Beauty", "Holiday", "Medical / Hospital", "Music", "Nature", "People / Family", "Photography", "Places",
  "Religion", "Science", "Shopping", "Sport", "Transportation + Flying", "Transportation + Other", "Transportation + Road",
  "Transportation + Water", "Weather", "Banking",
]);
/** An icon filed here too is another company's mark, whatever else it is filed under. */
const MDI_BRAND_CATEGORIES = new Set(["Brand / Logo", "Social Media"]);
/**
 * Marks of others MDI files under games or travel (Google's dinosaur, Xbox, Game Boy,
 * Pac-Man, the Poké Ball, Space Invaders, the Triforce, Mario's 1-up, HoloLens, Tesla's plug),
 * a political emblem, and grim or clinical things no brand wants in its mark.
 */
const MDI_EXCLUDED_NAMES = new Set(
  `google-downasaur nintendo-game-boy pac-man pokeball space-invaders triforce one-up hololens ev-plug-tesla hammer-sickle
  bomb coffin grave-stone skull skull-crossbones skull-scan bottle-tonic-skull biohazard radioactive virus bacteria smoking
  cannabis pill medication blood-bag iv-bag diabetes allergy stomach reproduction lingerie dance-pole trophy-broken
  sail-boat-sink glass-fragile home-flood landslide tsunami knife-military human-queue social-distance-2-meters
  social-distance-6-feet face-recognition emoticon-sick fire-extinguisher pine-tree-fire sprinkler-fire`.split(/\s+/),
);
/**
 * Names that are a variant or an interface glyph rather than a picture: an outline twin of a
 * solid icon, an icon with a badge on it (-plus, -off, -check…), a dashboard lamp, a
 * currency sign, a train's wagon types. A logo wants the plain drawing.
 */
const MDI_GLYPH =
  /(^|-)(off|outline|plus|minus|remove|check|alert|cancel|lock|open|edit|cog|settings|search|sync|clock|question|network|account|multiple|circle|box|arrow|marker|refresh|star|cash|percent|eye|export|import|download|upload|sort|filter|close|information|help|wifi|bluetooth|sale|tag|alarm|timer|pin|ban|bell|message|chat|comment|delete|home|power|link|wireless|auto|empty|fill|unfill|sink|dotted|switch|on|variant-fast|thermometer|\d+)$|^(account|microsoft|car-arrow|waves-arrow|subway-alert|image-auto|auto-fix|cash|transfer|finance|multimedia|food-halal|food-kosher|wheelchair-accessibility|lambda|alpha|arrow|reload|speaker|battery|currency|invoice|receipt|checkbook|bank-transfer|credit-card-|camera-|image-filter|white-balance|focus|panorama|train-car|gamepad|moon-|temperature|thermometer|elevator|escalator|stairs|transit|boom-gate|bus-stop|music-rest|music-accidental|land-|human-(male|female)-|human-(capacity|greeting|handsdown|handsup|dolly|cane|walker|white-cane|wheelchair|baby-changing)|gauge|oil|hydraulic|coolant|wiper|hazard|airbag|seatbelt|fuse|liquid|key-chain|cellphone|network-pos|file-|folder-|archive|bookmark|playlist|album|midi|eight-track|cloud|weather-(cloudy-arrow|moonset|sunset-|night-partly|partly|dust|hazy|fog|hail|pouring)|sun-(angle|compass|snowflake|wireless)|mower|robot-mower|truck-(snowflake|off-road)|bed-|cart-|checkerboard|expansion-card|heart-half|gesture|format-|artboard|circle-opacity|square-opacity|water-opacity|gradient|looks|eyedropper|nature-people|crowd|face-(man|woman)-shimmer|sign-|traffic|highway|road|tunnel|parking|store-24|domain|raw|orbit|induction|counter|fuel-cell|piston|speedometer-|spray|sprinkler|water-pump|heat-wave|home-silo|fence|scale-bathroom|amplifier|generator|broadcast|flash|theme-light|windsock|car-(brake|seat|light|defrost|shift|traction|turbo|speed|windshield|parking|clutch|coolant|cruise|child|door|esp|emergency|info|select|wireless|connected|back)|ev-|dice-d|music-note-(eighth|half|quarter|sixteenth|whole)|bus-articulated|molecule-co|ph$|ear-hearing-loop|hand-(wash|water)|clipboard|prescription|pulse$|sun-snowflake|snowflake-melt|shield-(car|airplane|sun)|podium-|bike-pedal|basket|shopping-music|bag-|plane-|van-|rv-|tanker|boom|human-scooter|human-non-binary|jeepney|railroad)/;

const mdiCategories = new Map<string, string[]>();
for (const [category, names] of Object.entries(mdiMetadata.categories)) {
  for (const name of names) mdiCategories.set(name, [...(mdiCategories.get(name) ?? []), category]);
}
const mdi = [...mdiCategories]
  .filter(([name, categories]) => mdiIcons.icons[name] && !mdiIcons.icons[name]!.hidden)
  .filter(([, categories]) => categories.some((category) => MDI_KEPT_CATEGORIES.has(category)) && !categories.some((category) => MDI_BRAND_CATEGORIES.has(category)))
  .filter(([name]) => !MDI_EXCLUDED_NAMES.has(name) && !MDI_GLYPH.test(name))
  .map(([name, categories]) => ({ set: "mdi" as const, name, tags: [] as string[], categories: unique(categories.map((category) => category.toLowerCase())) }));

/** A tag as plain lower-case words ('first-aid' -> 'first aid'); symbols and letters alone dropped. */
function phrase(tag: string): string {
  return tag
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1)
    .join(" ");
}

function unique(list: string[]): string[] {
  return [...new Set(list.filter(Boolean))];
}

const entries = [...phosphor, ...fluent, ...mdi].sort((a, b) => a.set.localeCompare(b.set) || a.name.localeCompare(b.name));
const quoted = (list: readonly string[]) => `[${list.map((item) => JSON.stringify(item)).join(", ")}]`;
const body = entries.map((entry) => `  [${JSON.stringify(entry.set)}, ${JSON.stringify(entry.name)}, ${quoted(entry.tags)}, ${quoted(entry.categories)}],`);

writeFileSync(
  OUT,
  `// Generated by scripts/build-icon-index.ts from @phosphor-icons/core (MIT),
// @iconify-json/fluent-emoji-high-contrast (MIT, Microsoft) and @iconify-json/mdi (Apache-2.0,
// Pictogrammers). Do not edit by hand.
import type { IconSet } from "#protocol/logo-spec.ts";

/** [set, name, the set's tags, the set's categories] for every icon a logo may use. */
export const ICON_INDEX: readonly (readonly [set: IconSet, name: string, tags: readonly string[], categories: readonly string[]])[] = [
${body.join("\n")}
];
`,
);
console.log(`Wrote ${entries.length} icons (${phosphor.length} Phosphor, ${fluent.length} Fluent Emoji, ${mdi.length} MDI) to ${OUT}`);
