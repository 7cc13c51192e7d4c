/**
 * The drawable noun in a brand's name ('Black Fox', 'Copper Kettle', 'Anchor Law'): the
 * first word or phrase of the name that names a bundled drawing, in the sense its trade
 * gives it, other than the trade's own drawing. The mark is built from it
 * (mark-construction.ts).
 *
 * A word the drawings are not named after is looked up in the lexicon (lexicon.ts: WordNet's
 * nouns and CLDR's emoji names in five more languages): 'Night Heron' is a bird, 'Red Stag' a
 * deer, 'Hirsch' German for one. A word of several senses takes the one its trade points to
 * (a music school's 'Blue Note' is a musical note, a chess club's knight the chess piece),
 * else its commonest; a drawing named after the word gives way only to a sense the trade
 * points to more.
 */
import type { IconRef } from "#agent/design/logo-spec.ts";
import { ICON_SET_ORDER } from "#agent/design/icons.ts";
import { findIndexedIcon, INDEXED_ICONS, iconNameAt, type IndexedIcon } from "./icons.ts";
import { readableLabel } from "./icon-labels.ts";
import { drawingDomain, isCommonWord, lexiconEntries, sensesOfDrawing, type LexiconEntry, type LexiconSense } from "./lexicon.ts";
import { subjectPhraseAt } from "./phrases.ts";
import { foldPunctuation, stem, words } from "./text.ts";
import { byTone, drawingTone, type Tone } from "./tone.ts";

/** Nouns a name often holds that the bundle draws under another name. */
const NOUN_ALIASES: Record<string, string> = {
  kettle: "teapot",
  hummingbird: "bird",
  sparrow: "bird",
  robin: "bird",
  swallow: "bird",
  oak: "deciduous-tree",
  pine: "evergreen-tree",
  maple: "maple-leaf",
  wheat: "sheaf-of-rice",
  bean: "coffee-bean",
  acorn: "chestnut",
  fern: "potted-plant",
  hound: "dog",
  hare: "rabbit",
  bee: "honeybee",
  hive: "honeybee",
  beehive: "honeybee",
  finch: "bird",
  wren: "bird",
  bunny: "rabbit",
  lamp: "lightbulb",
  pen: "pen-nib",
  quill: "feather",
  wave: "water-wave",
  peak: "mountain",
  summit: "mountain",
  hill: "mountain",
};

/**
 * Words that are icon names but say nothing drawable in a business name: what kind of
 * business it is ('Cinder Swim Club' is no card suit), or joining words.
 */
const NOT_NOUNS = new Set(["the", "and", "co", "studio", "group", "lab", "labs", "shop", "store", "company", "club", "law", "digital", "design", "plus", "minus", "x", "check", "hash", "at", "info", "stop", "arrival", "departure", "mate", "stack", "chess", "stone"]);
/** The articles of the other languages a name may open with ('Die Brezel', 'La Espiga'): no noun before a noun. */
const ARTICLES = new Set(["der", "die", "das", "le", "la", "les", "el", "los", "las", "il", "lo", "gli", "o", "os", "as", "un", "une", "una", "uno", "ein", "eine"]);

/**
 * Words whose bundled drawing is one meaning of several, drawn from a name only beside the
 * trades it fits: the cross is a crucifix ('Holy Cross' church, not 'Green Cross' pharmacy),
 * the crane a construction crane ('Crane & Sons' builders, not 'Crane Marsh' bird sanctuary).
 * Elsewhere the trade is drawn instead.
 */
const ONLY_BESIDE: Record<string, ReadonlySet<string>> = {
  cross: new Set(["church", "cross", "hands-praying"]),
  crane: new Set(["hard-hat", "crane", "crane-tower", "hammer", "bulldozer"]),
};
/**
 * And the other way, a drawing's meaning that is not the trade's: beside a ball club's
 * drawing the bat of 'Big Bat' is no animal; a boxing gym's ring no diamond ring; a music
 * school's keys no door key; a reptile's or a fish's scales no balance; a decorator's 'Fresh
 * Coat' no garment; a potter's wheel no car wheel; a camera shop's 'Shutter Bug' no insect;
 * a car park or a funfair no park bench; a hot dog stand's 'Top Dog' no dog.
 */
const NEVER_BESIDE: Record<string, ReadonlySet<string>> = {
  bat: new Set(["baseball", "baseball-cap", "baseball-helmet", "cricket", "cricket-game"]),
  ring: new Set(["boxing-glove"]),
  wheel: new Set(["amphora", "flame"]),
  park: new Set(["car-simple", "garage", "car", "car-profile", "ferris-wheel", "roller-coaster", "carousel-horse"]),
  dog: new Set(["hot-dog"]),
  bug: new Set(["camera", "aperture", "image", "film-strip", "film-slate"]),
  coat: new Set(["paint-roller", "paint-brush", "paint-brush-household", "paint-brush-broad", "paint-bucket", "palette"]),
  scales: new Set(["lizard", "snake", "turtle", "crocodile", "fish", "fish-simple", "tropical-fish", "dragon"]),
  key: new Set(["piano-keys", "musical-keyboard", "music", "music-note", "music-note-simple", "music-notes", "music-notes-simple", "musical-note", "musical-notes", "musical-score", "headphone", "headphones", "microphone", "microphone-stage", "studio-microphone", "vinyl-record", "guitar", "violin", "drum", "long-drum", "saxophone", "trumpet"]),
};

const sameIcon = (a: IconRef, b: IconRef | null) => !!b && a.set === b.set && a.name === b.name;

const BY_NAME = new Map<string, IndexedIcon[]>();
for (const icon of INDEXED_ICONS) {
  const list = BY_NAME.get(icon.ref.name);
  if (list) list.push(icon);
  else BY_NAME.set(icon.ref.name, [icon]);
}


/**
 * The bundled drawing named `name` in the tone asked (tone.ts), Phosphor's first among equals.
 * MDI names plain words for things in a sense of their own ('iron' is its clothes iron, 'swim'
 * a swimmer): an MDI drawing answers to its name only where the lexicon has it show the
 * word's commonest sense.
 */
function drawingNamed(name: string, tone: Tone): IndexedIcon | null {
  const named = BY_NAME.get(name) ?? [];
  // An MDI drawing comes with the other drawings of the same sense ('paw': Phosphor's paw print too).
  const found = [...named.filter((icon) => icon.ref.set !== "mdi"), ...(named.some((icon) => icon.ref.set === "mdi") ? drawingsOfCommonestSense(name, named) : [])];
  const ordered = [...new Set(found)].sort((a, b) => ICON_SET_ORDER[a.ref.set] - ICON_SET_ORDER[b.ref.set]);
  return byTone(ordered, tone, (icon) => icon.ref)[0] ?? null;
}

/** The drawings of the word's commonest sense, where one of `named` shows it; none otherwise. */
function drawingsOfCommonestSense(name: string, named: readonly IndexedIcon[]): IndexedIcon[] {
  const entry = lexiconEntries(name.replace(/-/g, " ")).find((found) => !found.language);
  const icons = entry?.plain ? entry.senses[0]!.icons : [];
  if (!named.some((icon) => icon.ref.set === "mdi" && icons.some((shown) => sameIcon(shown, icon.ref)))) return [];
  return icons.map(findIndexedIcon).filter((icon): icon is IndexedIcon => !!icon);
}

export interface NameNoun {
  icon: IconRef;
  /** The word as the name has it ('Fox'). */
  word: string;
  /** What is drawn, in words ('fox'). */
  label: string;
  /**
   * Why that drawing shows the word, where it is another thing's, for the narration: 'a stag
   * is a deer, as a moose is', 'a heron is a bird', '“Hirsch” is German for deer'.
   */
  why?: string;
}


/** The words a trade's drawing points to senses by: its name's, its tags' and its own senses'. */
function tradeWords(trade: IconRef | null): ReadonlySet<string> {
  if (!trade) return new Set();
  const icon = findIndexedIcon(trade);
  const words = [...(icon?.nameWords ?? trade.name.split("-").map(stem)), ...(icon?.tags ?? []), ...drawingDomain(trade)];
  return new Set(words.filter((word) => word.length > 2 && !isCommonWord(word)));
}

const overlap = (domain: ReadonlySet<string>, cues: ReadonlySet<string>) => [...domain].filter((word) => cues.has(word)).length;

interface LexiconNoun {
  icon: IndexedIcon;
  sense: LexiconSense;
  entry: LexiconEntry;
  /** How many of the trade's words point to the sense. */
  cue: number;
  span: number;
  language?: string;
  /** The creature's own drawings were too gentle for the logo: its paw print is drawn. */
  pawOf?: boolean;
}

interface Beside {
  trade: IconRef | null;
  /** A drawing of the word that is not its meaning beside this trade (ONLY_BESIDE). */
  notHere: IconRef | null;
  /** Whether the name's words at `index` and after it stand together. */
  joined: (index: number) => boolean;
  /** An article of another language comes before the word ('La Mariposa'). */
  foreign: boolean;
  /** The tone the logo's styles ask of its drawing. */
  tone: Tone;
}

/**
 * The sense of the lexicon's word (or two-word name) at `index` that its trade points to
 * most, else its commonest when that needs no pointing, drawn other than as the trade.
 */
function lexiconNoun(raw: readonly string[], stems: readonly string[], index: number, beside: Beside, cues: ReadonlySet<string>): LexiconNoun | null {
  const { trade, notHere } = beside;
  const keys: [string, number][] = beside.joined(index) ? [[`${raw[index]} ${raw[index + 1]}`, 2], [`${raw[index]} ${stems[index + 1]}`, 2]] : [];
  keys.push([raw[index]!, 1], [stems[index]!, 1]);
  for (const [key, span] of keys) {
    const entries = lexiconEntries(key);
    for (const entry of entries) {
      // An English word is read in English ('Sierra' is no Spanish saw), unless an article of the other language comes before it ('La Sierra').
      if (entry.language && entries.length > 1 && !beside.foreign) continue;
      const found = senseOf(entry, span);
      if (found) return found;
      if (found === null) return null;
    }
  }
  return null;

  /** The entry's sense drawn here; null when the trade's own drawing is meant; undefined when none is. */
  function senseOf(entry: LexiconEntry, span: number): LexiconNoun | null | undefined {
    // A word more often an adjective describes the next one ('Sharp Fade', 'Blue Fox').
    if (entry.adjective && span === 1 && index + 1 < raw.length) return undefined;
    // A word the trade's drawing is named by ('Gilded Frame', a frame shop's framed picture) leaves the mark to the trade.
    if (span === 1 && namesTrade(stems[index]!, trade)) return null;
    const senses = notHere ? entry.senses.filter((sense) => !sense.icons.some((icon) => sameIcon(icon, notHere))) : entry.senses;
    let best: { sense: LexiconSense; cue: number } | null = null;
    for (const sense of senses) {
      const cue = overlap(sense.domain, cues);
      if (cue > (best?.cue ?? 0)) best = { sense, cue };
    }
    // The commonest sense needs no pointing; where the trade rules it out, the next one takes its place.
    const chosen = best ?? (entry.plain && senses[0] ? { sense: senses[0], cue: 0 } : null);
    if (!chosen) return undefined;
    // The trade's own drawing of the sense gives way to another of it ('Blue Note', a music school's notes: a note).
    const drawings = chosen.sense.icons.map(findIndexedIcon).filter((drawn): drawn is IndexedIcon => !!drawn && !sameIcon(drawn.ref, trade));
    const icon = byTone(drawings, beside.tone, (drawn) => drawn.ref)[0];
    if (icon) return { icon, ...chosen, entry, span, language: entry.language };
    // Only cartoon faces of a creature, in a bold logo: its paw print stands for it.
    const paw = drawings.length > 0 ? pawPrintOf(chosen.sense, beside.tone) : null;
    return paw ? { icon: paw, ...chosen, entry, span, language: entry.language, pawOf: true } : null;
  }
}

/** The drawing shows one of the word's senses. */
const isSenseOf = (icon: IconRef, entry: LexiconEntry) => entry.senses.some((sense) => sense.icons.some((shown) => sameIcon(shown, icon)));

function namesTrade(word: string, trade: IconRef | null): boolean {
  const names = trade ? (findIndexedIcon(trade)?.nameWords ?? []) : [];
  return names.some((name) => name === word || (word.length >= 4 && name.startsWith(word)));
}

/** Creatures that leave a paw print (WordNet's kinds, stemmed as a sense's domain holds them). */
const PAWED = ["carnivore", "canine", "feline", "bear", "rodent", "lagomorph"].map(stem);

const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** Why the lexicon's sense is drawn so, or nothing when the drawing is the word's own. */
function whyDrawn(word: string, found: LexiconNoun, label: string): string | undefined {
  const { sense, language } = found;
  if (found.pawOf) return `my drawings of ${article(sense.via)} are cartoon faces, too gentle for a bold logo, so its paw print stands for it`;
  if (language) return `“${word}” is ${language} for ${sense.via}`;
  const noun = word.toLowerCase();
  if (sense.relation === "<") return `${article(noun)} is ${article(sense.via)}`;
  if (sense.relation === "~") return `${article(noun)} is ${article(sense.via)}, as ${article(label)} is`;
  if (sense.relation === "^") return `${article(noun)} is shaped like ${article(sense.via)}`;
  const drawnWords = label.split(" ").map(stem);
  return noun.split(" ").map(stem).every((part) => drawnWords.includes(part)) ? undefined : `${article(noun)} is drawn as ${article(label)}`;
}

/**
 * The first drawable noun in the brand's name (its whole word or phrase names a bundled
 * drawing, or an alias of one, or the lexicon holds it), other than the trade's own drawing.
 */
export function nameNoun(brand: string, trade: IconRef | null, tone: Tone = "neutral"): NameNoun | null {
  const raw = words(brand);
  const stems = raw.map(stem);
  const written = brand.split(/\s+/).filter((part) => /\p{L}/u.test(part));
  const cues = tradeWords(trade);
  for (let i = 0; i < stems.length; i++) {
    if (NOT_NOUNS.has(raw[i]!) || (ARTICLES.has(raw[i]!) && i + 1 < raw.length)) continue;
    // A drawing that is one meaning of the word, beside a trade it does not fit: the word's other meanings may still be drawn.
    const onlyBeside = ONLY_BESIDE[raw[i]!] ?? ONLY_BESIDE[stems[i]!];
    const notHere = onlyBeside && !(trade && onlyBeside.has(trade.name)) ? drawingNamed(raw[i]!, tone)?.ref ?? drawingNamed(stems[i]!, tone)?.ref ?? null : null;
    if (trade && (NEVER_BESIDE[raw[i]!] ?? NEVER_BESIDE[stems[i]!])?.has(trade.name)) continue;
    // A phrase of the name is one thing ('Olive Branch Law' is the sprig, not the fruit).
    const whole = subjectPhraseAt(stems, i);
    const wholeIcon = whole ? drawingNamed(whole.icon, tone) : null;
    if (whole && wholeIcon && !sameIcon(wholeIcon.ref, trade)) {
      return { icon: wholeIcon.ref, word: written.slice(i, i + whole.length).join(" "), label: readableLabel(wholeIcon.label) };
    }
    if (whole) {
      i += whole.length - 1;
      continue;
    }
    const direct = notHere ? null : directNoun(raw, stems, i, trade, tone);
    const found = lexiconNoun(raw, stems, i, { trade, notHere, joined: (index) => adjacent(brand, raw[index]!, raw[index + 1]), foreign: i > 0 && ARTICLES.has(raw[i - 1]!), tone }, cues);
    // The drawing named after the word, unless the lexicon names more of the name ('Star
    // Anise'), or knows that drawing as one sense of the word and the trade points to another
    // more ('Blue Note', a music school: no paper note). An alias stands ('Oak': the oak tree).
    const otherSense =
      found &&
      !sameIcon(found.icon.ref, direct?.icon.ref ?? null) &&
      (found.span > (direct?.span ?? 0) || (found.cue > overlap(drawingDomain(direct!.icon.ref), cues) && isSenseOf(direct!.icon.ref, found.entry)));
    if (direct && !otherSense) {
      return { icon: direct.icon.ref, word: written.slice(i, i + direct.span).join(" ") || raw[i]!, label: readableLabel(direct.icon.label) };
    }
    if (found) {
      const word = written.slice(i, i + found.span).join(" ") || raw[i]!;
      const label = readableLabel(found.icon.label);
      const why = whyDrawn(found.language ? word.replace(/[^\p{L}\s-]/gu, "") : stems.slice(i, i + found.span).join(" "), found, label);
      return { icon: found.icon.ref, word, label, ...(why ? { why } : {}) };
    }
  }
  return null;
}

/**
 * The name's noun a bold logo leaves out because its only drawings are cartoon faces (a
 * stag: Fluent Emoji's moose), for the narration to say so; null when there is none.
 */
export function nounTooGentle(brand: string, trade: IconRef | null): NameNoun | null {
  if (nameNoun(brand, trade, "strong")) return null;
  const any = nameNoun(brand, trade, "neutral");
  return any && drawingTone(any.icon) === "gentle" ? any : null;
}

/** A pawed creature's paw print, in the tone asked; null for a creature without paws. */
function pawPrintOf(sense: LexiconSense, tone: Tone): IndexedIcon | null {
  return PAWED.some((kind) => sense.domain.has(kind)) ? drawingNamed("paw", tone) : null;
}

/**
 * What a drawing shows, drawn in the tone asked: the drawing itself where it fits, else
 * another drawing of the same thing, else a pawed creature's paw print; null when there is
 * none (Fluent Emoji's ox in a bold logo).
 */
export function drawingInTone(icon: IconRef, tone: Tone): IconRef | null {
  if (byTone([icon], tone, (ref) => ref).length > 0) return icon;
  for (const sense of sensesOfDrawing(icon)) {
    const other = byTone(sense.icons, tone, (ref) => ref)[0] ?? pawPrintOf(sense, tone)?.ref;
    if (other) return other;
  }
  return null;
}

/** The two words stand side by side in the name ('Pike Perch'), not across a sign ('Pike & Perch'). */
function adjacent(brand: string, first: string, second: string | undefined): boolean {
  if (!second) return false;
  const letters = "[\\p{L}\\p{N}]";
  return new RegExp(`(?<!${letters})${first}(?:'s)?\\s+${second}(?!${letters})`, "iu").test(foldPunctuation(brand));
}

/** The drawing named after the word (or the icon's name the words start) at `index`, or its alias. */
function directNoun(raw: readonly string[], stems: readonly string[], index: number, trade: IconRef | null, tone: Tone): { icon: IndexedIcon; span: number } | null {
  const phrase = iconNameAt(stems, index);
  const candidates = [phrase > 1 ? raw.slice(index, index + phrase).join("-") : null, raw[index]!, stems[index]!, NOUN_ALIASES[raw[index]!] ?? NOUN_ALIASES[stems[index]!]].filter((name): name is string => !!name);
  for (const name of candidates) {
    const icon = drawingNamed(name, tone);
    if (!icon || sameIcon(icon.ref, trade)) continue;
    return { icon, span: phrase > 1 && name.includes("-") ? phrase : 1 };
  }
  return null;
}
