/**
 * Casual spellings and typos of the words a change request is read by, folded to the
 * words the readers know, so 'pls make txt red' and 'darker backround' are understood.
 * Only words outside quotes change (a quoted name is the visitor's exact text), and a
 * word is only corrected towards the request vocabulary when it is not a word itself.
 */

/** Shorthands people type, spelled out. */
const SHORTHANDS: Readonly<Record<string, string>> = {
  pls: "please",
  plz: "please",
  plse: "please",
  thx: "thanks",
  ty: "thanks",
  txt: "text",
  clr: "colour",
  colr: "colour",
  colur: "colour",
  yelow: "yellow",
  blu: "blue",
  grn: "green",
  blk: "black",
  col: "colour",
  bg: "background",
  bkg: "background",
  bgd: "background",
  fnt: "font",
  ico: "icon",
  abit: "a bit",
  alil: "a little",
  lil: "little",
  u: "you",
  ur: "your",
  "w/": "with",
  "w/o": "without",
  b4: "before",
  pic: "picture",
  bigga: "bigger",
  biger: "bigger",
  smaler: "smaller",
};

/**
 * The request words a misspelling is corrected towards (one letter off, or two swapped):
 * only words with no common English word one slip away. 'Darker' is not here because of
 * 'marker', 'rounded' because of 'founded', 'remove' because of 'remote', 'white' because
 * of 'write': correcting a real word would read a request nobody made.
 */
const VOCABULARY = [
  "background", "lettering", "letters", "tagline", "slogan", "colour", "color", "colours", "colors",
  "circle", "hexagon", "monogram", "wordmark", "typeface", "italic", "uppercase", "lowercase",
  "capitals", "spacing", "underneath", "instead", "please", "transparent", "purple", "orange",
  "yellow", "turquoise", "burgundy", "maroon", "lavender", "charcoal",
];

const KNOWN = new Set(VOCABULARY);
/** Real words one slip from the vocabulary that the rule above still lets through. */
const REAL_WORDS = new Set(["tagine", "tagines", "circlet", "maroons", "colon", "colons"]);

/** Levenshtein distance with adjacent swaps, capped: only 'one slip' matters here. */
function slips(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 1) return 2;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const substitution = rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

function corrected(word: string): string | null {
  const lower = word.toLowerCase();
  const shorthand = SHORTHANDS[lower];
  if (shorthand) return shorthand;
  // Short words are too often real words of their own ('tex', 'mark') to guess at; names
  // keep their '&', 'n' and capitals as typed.
  if (lower.length < 6 || KNOWN.has(lower) || REAL_WORDS.has(lower) || !/^[a-z]+$/.test(lower)) return null;
  // An inflection ('colours', 'changed', 'letter') is the word itself, not a slip.
  if (VOCABULARY.some((known) => lower.startsWith(known) || known.startsWith(lower))) return null;
  const near = VOCABULARY.filter((known) => slips(lower, known) === 1);
  return near.length === 1 ? near[0]! : null;
}

/** The request with shorthands spelled out and one-slip typos of request words fixed; quotes kept as typed. */
export function plainRequest(text: string): string {
  return text
    .split(/("[^"]*"|'[^']*'(?!\w))/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z][A-Za-z/0-9]*/g, (word) => corrected(word) ?? word)))
    .join("");
}
