/**
 * The senses of drawings that their own words cannot choose, for scripts/build-lexicon.ts:
 * each 'set:name' with the WordNet sense it shows ('lemma#n', the lemma's n-th sense), and the
 * drawings that show no noun at all.
 */
/**
 * The sense a drawing shows where its own words cannot choose ('lemma#n', WordNet's n-th
 * sense): Phosphor's seal is a badge, its club the card suit, its note a paper note.
 */
export const DEPICTS: Record<string, string> = {
  "phosphor:seal": "seal#5",
  "phosphor:club": "club#6",
  "phosphor:note": "note#2",
  "fluent-emoji:sheaf-of-rice": "grain#2",
  "phosphor:grains": "grain#2",
  "fluent-emoji:black-cat": "cat#1",
  "fluent-emoji:dolphin": "dolphin#2",
  "phosphor:hand": "hand#1",
  "phosphor:needle": "needle#3",
  "fluent-emoji:gem-stone": "gem#5",
  "phosphor:drop": "drop#1",
  "fluent-emoji:t-rex": "tyrannosaur#1",
  // MDI's names are plain words; its drawings show the sense its category does.
  "phosphor:paw-print": "paw#1",
  "mdi:iron": "iron#4",
  "mdi:bank": "bank#9",
  "mdi:bike": "bicycle#1",
  "mdi:bolt": "bolt#6",
  "mdi:cake": "cake#3",
  "mdi:castle": "castle#2",
  "mdi:cup": "cup#1",
  "mdi:dolphin": "dolphin#2",
  "mdi:drone": "drone#4",
  "mdi:excavator": "excavator#2",
  "mdi:ghost": "ghost#3",
  "mdi:grill": "grill#2",
  "mdi:hammer": "hammer#2",
  "mdi:hanger": "hanger#2",
  "mdi:hard-hat": "hard_hat#2",
  "mdi:jellyfish": "jellyfish#2",
  "mdi:mace": "mace#4",
  "mdi:nail": "nail#2",
  "mdi:needle": "needle#3",
  "mdi:nut": "nut#3",
  "mdi:rake": "rake#3",
  "mdi:ruler": "ruler#2",
  "mdi:scale": "scale#7",
  "mdi:scooter": "scooter#3",
  "mdi:shaker": "shaker#3",
  "mdi:snowflake": "snowflake#1",
  "mdi:spade": "spade#2",
  "mdi:volcano": "volcano#2",
  "mdi:wave": "wave#1",
};
/** Drawings whose name is another thing's word: the sport of fencing, cricket the game, a game controller, a verb. */
export const SHOWS_NO_NOUN = new Set(["mdi:fencing", "mdi:cricket", "mdi:controller", "mdi:controller-classic", "mdi:draw", "mdi:run", "mdi:walk", "mdi:hail", "mdi:gondola", "mdi:spa", "mdi:shopping", "mdi:pool", "mdi:nutrition", "mdi:podium"]);

/** Drawings never drawn for another noun (by a word of their name): grim, or a sign rather than a thing. */
export const NEVER_FOR_OTHERS = new Set(["skull", "bomb", "virus", "biohazard", "radioactive", "cigarette", "syringe", "pill", "prohibit", "trash", "person", "user", "users", "placeholder", "shapes"]);
/** Nouns WordNet 3.1 lacks that names use, with the sense they are a kind of. */
export const SUPPLEMENT: Record<string, string> = { koi: "carp#2" };
