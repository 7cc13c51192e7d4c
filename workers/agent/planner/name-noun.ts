/**
 * The drawable noun in a brand's name ('Black Fox', 'Copper Kettle', 'Anchor Law'): the
 * first word or phrase of the name that names a bundled drawing, in the sense its trade
 * gives it, other than the trade's own drawing. The mark is built from it
 * (mark-construction.ts).
 */
import type { IconRef } from "#agent/design/logo-spec.ts";
import { INDEXED_ICONS, iconNameAt, type IndexedIcon } from "./icons.ts";
import { readableLabel } from "./icon-labels.ts";
import { subjectPhraseAt } from "./phrases.ts";
import { stem, words } from "./text.ts";

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
const NOT_NOUNS = new Set(["the", "and", "co", "studio", "group", "lab", "labs", "shop", "store", "company", "club", "law", "digital", "design", "plus", "minus", "x", "check", "hash", "at", "info", "stop", "arrival", "departure", "mate", "stack"]);

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

const BY_NAME = new Map<string, IndexedIcon[]>();
for (const icon of INDEXED_ICONS) {
  const list = BY_NAME.get(icon.ref.name);
  if (list) list.push(icon);
  else BY_NAME.set(icon.ref.name, [icon]);
}

/** The bundled drawing named `name`: Phosphor's when it has one (its solid cut cuts cleanly), else Fluent Emoji's. */
function drawingNamed(name: string): IndexedIcon | null {
  const found = BY_NAME.get(name) ?? [];
  return found.find((icon) => icon.ref.set === "phosphor") ?? found[0] ?? null;
}

export interface NameNoun {
  icon: IconRef;
  /** The word as the name has it ('Fox'). */
  word: string;
  /** What is drawn, in words ('fox'). */
  label: string;
}

/**
 * The first drawable noun in the brand's name (its whole word or phrase names a bundled
 * drawing, or an alias of one), other than the trade's own drawing.
 */
export function nameNoun(brand: string, trade: IconRef | null): NameNoun | null {
  const raw = words(brand);
  const stems = raw.map(stem);
  for (let i = 0; i < stems.length; i++) {
    if (NOT_NOUNS.has(raw[i]!)) continue;
    const onlyBeside = ONLY_BESIDE[raw[i]!] ?? ONLY_BESIDE[stems[i]!];
    if (onlyBeside && !(trade && onlyBeside.has(trade.name))) continue;
    if (trade && (NEVER_BESIDE[raw[i]!] ?? NEVER_BESIDE[stems[i]!])?.has(trade.name)) continue;
    // A phrase of the name is one thing ('Olive Branch Law' is the sprig, not the fruit).
    const whole = subjectPhraseAt(stems, i);
    const wholeIcon = whole ? drawingNamed(whole.icon) : null;
    if (whole && wholeIcon && !(trade && wholeIcon.ref.set === trade.set && wholeIcon.ref.name === trade.name)) {
      const word = brand.split(/\s+/).filter((part) => /\p{L}/u.test(part)).slice(i, i + whole.length).join(" ");
      return { icon: wholeIcon.ref, word, label: readableLabel(wholeIcon.label) };
    }
    if (whole) {
      i += whole.length - 1;
      continue;
    }
    const phrase = iconNameAt(stems, i);
    const candidates = [phrase > 1 ? raw.slice(i, i + phrase).join("-") : null, raw[i]!, stems[i]!, NOUN_ALIASES[raw[i]!] ?? NOUN_ALIASES[stems[i]!]].filter((name): name is string => !!name);
    for (const name of candidates) {
      const icon = drawingNamed(name);
      if (!icon || (trade && icon.ref.set === trade.set && icon.ref.name === trade.name)) continue;
      const span = phrase > 1 && name.includes("-") ? phrase : 1;
      const word = brand.split(/\s+/).filter((part) => /\p{L}/u.test(part)).slice(i, i + span).join(" ") || raw[i]!;
      return { icon: icon.ref, word, label: readableLabel(icon.label) };
    }
  }
  return null;
}
