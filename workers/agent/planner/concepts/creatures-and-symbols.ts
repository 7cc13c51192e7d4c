/**
 * Creatures of fantasy and myth, common symbols (a heart, a star, a key) and animals drawn as
 * themselves.
 */
import { animals, concept, symbol, type Concept } from "./concept.ts";

export const CREATURES_AND_SYMBOLS: readonly Concept[] = [
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
  symbol({ id: "bee", label: "a bee", triggers: ["bee", "bees", "bumblebee", "honeybee", "buzz"], itself: ["honeybee"], terms: ["honeybee", "bee"], category: "Animals", styles: ["Playful", "Vintage"], hues: ["yellow", "black"], noun: "Bee" }),
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
