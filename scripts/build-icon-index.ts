/**
 * Writes workers/agent/design/icon-index.generated.ts: every icon the agent may use in a
 * logo, with the keywords the planner matches a prompt against. The keywords are the
 * sets' own: Phosphor's tags and categories (from @phosphor-icons/core's catalogue), and
 * for game-icons (which ships no tags) the words of each icon's name.
 *
 * Curation happens here, once: no brand marks (trademarks), no UI arrows or editor
 * glyphs, and from game-icons only the creatures, heraldry, mythology and nature a logo
 * is made of (no gore). The renderer bundles exactly the icons listed.
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

const phosphor = phosphorIcons
  .filter((icon) => icon.categories.some((category) => !PHOSPHOR_EXCLUDED.has(category)))
  .filter((icon) => !icon.categories.includes("brands"))
  .map((icon) => ({
    set: "phosphor" as const,
    name: icon.name,
    keywords: unique([
      ...icon.name.split("-"),
      ...icon.tags.filter((tag) => !PHOSPHOR_NOISE.has(tag)).flatMap(words),
      ...icon.categories.flatMap(words),
    ]),
  }));

const gameIcons = JSON.parse(readFileSync(join(ROOT, "node_modules/@iconify-json/game-icons/icons.json"), "utf8")) as {
  icons: Record<string, unknown>;
};

/** What a logo is made of: creatures, fantasy, mythology, heraldry, nature. */
const GAME_ROOTS = new Set(
  `dragon griffin gryphon unicorn phoenix pegasus kraken hydra wolf fox bear lion tiger eagle owl horse stag deer
  fish shark whale dolphin octopus snake cobra frog turtle bee butterfly cat dog hound rabbit raven crow bird bull
  ram goat boar elephant rhino gorilla monkey scorpion crab seahorse swan rooster cow pig sheep duck parrot
  hummingbird minotaur medusa cerberus anubis trident crown castle knight helm helmet wizard witch crystal potion
  rune ankh thor viking samurai ninja sun moon mountain mountains tree oak pine leaf wave anchor ship compass
  spartan pharaoh sphinx kitsune yin lotus feather wing wings horn fairy angel mermaid centaur golem troll
  goblin elf dwarf chess shield hammer tentacle fang claw paw lizard dinosaur beetle spider ant dragonfly
  seal penguin flamingo pelican camel llama kangaroo koala panda sloth hedgehog squirrel beaver otter badger
  mole bat vulture hawk falcon heron stork crane peacock chicken cockatoo toucan snail jellyfish starfish
  lighthouse tower temple pyramid totem mask laurel torch lantern scroll book quill key compass globe`.split(/\s+/),
);
/** Names with these words are not for a brand's mark. */
const GAME_EXCLUDED = new Set(
  `blood bloody corpse decapitation severed wound wounded chopped dead death skull bones bone gore guts bowels
  gun pistol rifle bullet bullets grenade bomb explosion noose gallows hanged coffin grave tomb tombstone
  vomit poison toxic syringe drug pill cigarette cigar beer whiskey wine swastika hammer-sickle cross broken
  cracked shot impact trap cage prison chains hand-grip executioner guillotine evil demon daemon zombie`.split(/\s+/),
);

/**
 * Whole names to leave out: other companies' marks and characters (Ubisoft's swirl, Samus,
 * the Deku Tree, Dragon Ball, Twitter's bird, Android, Cadillac, Friday the 13th's mask), a
 * pistol named after its brand, and a weapon.
 */
const GAME_EXCLUDED_NAMES = new Set([
  "ubisoft-sun",
  "samus-helmet",
  "deku-tree",
  "dragon-balls",
  "bird-twitter",
  "android-mask",
  "cadillac-helm",
  "jason-mask",
  "desert-eagle",
  "butterfly-knife",
]);

const game = Object.keys(gameIcons.icons)
  .filter((name) => !GAME_EXCLUDED_NAMES.has(name))
  .filter((name) => {
    const parts = name.split("-");
    return parts.some((part) => GAME_ROOTS.has(part)) && !parts.some((part) => GAME_EXCLUDED.has(part)) && !GAME_EXCLUDED.has(name);
  })
  .map((name) => ({ set: "game-icons" as const, name, keywords: unique(name.split("-").filter((part) => !/^\d+$/.test(part))) }));

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

function unique(list: string[]): string[] {
  return [...new Set(list.map((word) => word.toLowerCase()).filter(Boolean))];
}

const entries = [...phosphor, ...game].sort((a, b) => a.set.localeCompare(b.set) || a.name.localeCompare(b.name));
const body = entries.map((entry) => `  [${JSON.stringify(entry.set)}, ${JSON.stringify(entry.name)}, ${JSON.stringify(entry.keywords.join(" "))}],`);

writeFileSync(
  OUT,
  `// Generated by scripts/build-icon-index.ts from @phosphor-icons/core (MIT) and
// @iconify-json/game-icons (CC BY 3.0, game-icons.net). Do not edit by hand.
import type { IconSet } from "./logo-spec";

/** [set, name, space-separated keywords] for every icon a logo may use. */
export const ICON_INDEX: readonly (readonly [IconSet, string, string])[] = [
${body.join("\n")}
];
`,
);
console.log(`Wrote ${entries.length} icons (${phosphor.length} Phosphor, ${game.length} game-icons) to ${OUT}`);
