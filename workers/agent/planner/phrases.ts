/**
 * Subjects of several words, read whole before any word of them is read alone: 'an ear of
 * wheat' is wheat, never a human ear; 'an olive branch' is the sprig, not the fruit; 'a
 * cup of coffee' is the coffee cup. Each phrase names the bundled drawing that shows it; the
 * drawing's spoken name (icon-labels.ts) says it back in the visitor's words.
 */
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { stem, words } from "./text.ts";

/** [the ways people write it, the drawing's name]. */
const PHRASES: readonly (readonly [readonly string[], string])[] = [
  [
    [
      "ear of wheat",
      "ears of wheat",
      "wheat ear",
      "wheat ears",
      "sheaf of wheat",
      "wheat sheaf",
      "wheat stalk",
      "wheat stalks",
      "stalk of wheat",
      "stalks of wheat",
      "ear of grain",
      "ears of grain",
      "spike of wheat",
      "wheat",
    ],
    "grains",
  ],
  [["olive branch", "olive branches", "olive twig", "olive sprig", "sprig of olive", "branch of olive"], "olive"],
  [["mountain peak", "mountain peaks", "mountain top", "mountaintop", "mountain summit", "mountain range"], "mountains"],
  [["cup of coffee", "coffee mug", "mug of coffee"], "coffee"],
  [["cup of tea", "tea pot"], "teapot"],
  [["loaf of bread", "bread loaf", "loaf"], "bread"],
  [["slice of pizza", "pizza slice"], "pizza"],
  [["bunch of grapes", "grape vine", "grapevine"], "grapes"],
  [["lightning bolt", "bolt of lightning", "thunderbolt"], "lightning"],
  [["pine tree", "fir tree", "christmas tree"], "tree-evergreen"],
  [["palm tree"], "tree-palm"],
  [["paw print", "paw prints", "dog paw", "cat paw"], "paw-print"],
  [["musical note", "music note", "musical notes"], "music-note"],
  [["light bulb", "lightbulb"], "lightbulb"],
  [["chef hat", "chef's hat", "chefs hat", "toque"], "chef-hat"],
  [["knife and fork", "fork and knife"], "fork-knife"],
  [["stack of books", "pile of books"], "books"],
  [["open book"], "book-open"],
  [["scales of justice", "scale of justice", "justice scales"], "scales"],
  [["glass of wine", "wine glass"], "wine"],
  [["beer mug", "beer stein", "mug of beer", "pint of beer"], "beer-stein"],
];

interface Prepared {
  words: string[];
  icon: string;
}

/** A phrase that is a drawing's own name ('beer mug', 'light bulb') draws that drawing: it is never read as another. */
const ICON_NAMES = new Set(ICON_INDEX.map(([, name]) => name));
const isOwnName = (phrase: string) => ICON_NAMES.has(phrase.toLowerCase().replace(/\s+/g, "-"));
const READ: readonly (readonly [readonly string[], string])[] = PHRASES.map(([written, icon]) => [written.filter((phrase) => !isOwnName(phrase)), icon] as const);

const PREPARED: Prepared[] = READ.flatMap(([written, icon]) => written.map((phrase) => ({ words: words(phrase).map(stem), icon }))).sort((a, b) => b.words.length - a.words.length);

/** The phrase starting at `stems[index]` (stemmed words), longest first. */
export function subjectPhraseAt(stems: readonly string[], index: number): { length: number; icon: string } | null {
  const found = PREPARED.find((phrase) => phrase.words.every((word, offset) => stems[index + offset] === word));
  return found ? { length: found.words.length, icon: found.icon } : null;
}

/**
 * The text with each phrase written as its drawing's name ('with an ear of wheat' -> 'with
 * an grains' reads as the wheat drawing), so no reader after this one takes a word of it alone.
 */
export function readPhrasesWhole(text: string): string {
  let result = text;
  for (const [written, icon] of READ) {
    for (const phrase of [...written].sort((a, b) => b.length - a.length)) {
      const pattern = new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")}(?![\\p{L}])`, "giu");
      result = result.replace(pattern, icon.replace(/-/g, " "));
    }
  }
  return result;
}
