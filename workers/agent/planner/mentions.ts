/**
 * The subjects a text names: the concepts of subject-concepts.ts (a law firm, a bakery), an
 * icon's whole name ('baby carriage'), and plain nouns, each weighed by how the text
 * introduces it ('with a fox' and 'a fox icon' name the mark itself) and where it comes
 * from (the prompt, the brand, a reference logo).
 */
import type { Concept } from "#agent/planner/concepts/concept.ts";
import { CONCEPTS } from "./subject-concepts.ts";
import { iconNameAt, isIconName } from "./icons.ts";
import { stem, words } from "./text.ts";

export type MentionSource = "prompt" | "brand" | "history" | "reference";

export interface SubjectMention {
  /** The concept mentioned, or null for a plain noun searched as it is. */
  concept: Concept | null;
  /** The words as they matched ('law firm', 'fox'). */
  text: string;
  /** Word position in its source, for 'first mentioned' ordering. */
  position: number;
  /** How much this mention should steer the mark. */
  weight: number;
  source: MentionSource;
  /** Introduced as the mark itself ('with a fox', 'fox icon'). */
  cued: boolean;
}

/** Words that hold a sentence together and never name anything, even named as the mark. */
const FUNCTION_WORDS = new Set([
  "a", "an", "the", "and", "or", "but", "for", "of", "to", "in", "on", "at", "by", "with",
  "from", "as", "is", "are", "be", "it", "its", "this", "that", "these", "those", "my", "our",
  "your", "their", "his", "her", "we", "i", "me", "us", "you", "they", "them", "some", "any",
  "very", "really", "more", "most", "less", "so", "too", "also", "just", "only", "not", "no",
  "all", "both", "each", "every", "about", "into", "over", "under", "up", "down", "out",
  "there", "here", "what", "which", "who", "whom", "whose", "where", "when", "how", "why",
  "can", "could", "would", "should", "will", "shall", "may", "might", "must", "do", "does",
  "did", "have", "has", "had", "get", "got", "was", "were", "been", "being", "than", "then",
]);

/** Words that can ask for a frame ('in a circle', 'with a ring'). */
const FRAME_WORDS = new Set(["circle", "square", "hexagon", "ring", "shield", "badge", "frame", "border"]);

/** Whether a mention is a word that can ask for a frame: when a frame was read from it, the frame is what was named. */
export function namesAFrame(mention: SubjectMention): boolean {
  return FRAME_WORDS.has(stem(mention.text));
}

/** Words that never name a subject, however an icon happens to be tagged. */
const NOT_A_SUBJECT = new Set([
  ...FUNCTION_WORDS,
  "like", "something", "anything", "thing", "things", "one", "ones", "new", "own", "please",
  "thanks", "thank", "bit", "lot", "kind", "sort", "type", "way", "well", "make", "made",
  "use", "using", "used", "want", "wanted", "need", "needs", "needed", "create", "created",
  "design", "designed", "designing", "draw", "show", "showing", "feature", "featuring",
  "include", "including", "incorporate", "incorporating", "depict", "depicting", "represent",
  "representing", "called", "named", "name", "brand", "branding", "logo", "logos", "logotype",
  "icon", "icons", "symbol", "symbols", "mark", "marks", "emblem", "mascot", "image",
  "picture", "graphic", "illustration", "silhouette", "crest", "stamp", "patch", "style", "styles", "styled", "look",
  "feel", "vibe", "vibes", "theme", "themed", "inspired", "color", "colors", "colour",
  "colours", "colored", "coloured", "palette", "tone", "tones", "background", "text", "font",
  "fonts", "typeface", "typography", "lettering", "letters", "letter", "word", "words",
  "tagline", "slogan", "motto", "company", "companies", "business", "businesses", "firm",
  "corp", "corporation", "inc", "ltd", "llc", "co", "group", "services", "service",
  "solutions", "enterprise", "enterprises", "agency", "studio", "studios", "brand",
  "organization", "organisation", "startup", "small", "big", "large", "little", "great",
  "good", "best", "nice", "beautiful", "cool", "awesome", "amazing", "unique", "simple",
  "version", "layout", "circle", "circular", "round", "square", "badge", "hexagon",
  "shield", "ring", "monogram", "wordmark", "initials", "left", "right", "above", "below",
  "top", "bottom", "side", "center", "centre", "centered", "centred", "transparent",
  "light", "dark", "bright", "deep", "pale", "pastel", "muted", "vivid", "neon", "warm",
  "cool", "cold", "soft", "rich", "gradient", "flat", "line", "outline", "filled", "solid",
  "uppercase", "lowercase", "caps", "serif", "sans", "script", "handwritten", "italic",
  "bold", "bolder", "thin", "thinner", "heavy", "minimal", "modern", "elegant", "playful",
  "professional", "vintage", "geometric", "abstract", "classic", "luxury", "fun", "cute",
  "clean", "sleek", "retro", "friendly", "strong", "called", "based", "located", "local",
  "owned", "run", "family-owned", "established", "est", "since", "years", "year", "day",
  "online", "store", "shop", "customer", "customers", "client", "clients", "people",
  "twist", "touch", "feeling", "hint", "sense", "mood", "personality", "flair", "edge", "detail", "details",
]);

interface PreparedTrigger {
  concept: Concept;
  words: string[];
  text: string;
}

/** Every concept trigger, stemmed, longest first so 'law firm' wins over 'law'. */
const TRIGGERS: PreparedTrigger[] = CONCEPTS.flatMap((concept) =>
  concept.triggers.map((trigger) => ({ concept, words: words(trigger).map(stem), text: trigger })),
).sort((a, b) => b.words.length - a.words.length);

const TRIGGERS_BY_FIRST_WORD = new Map<string, PreparedTrigger[]>();
for (const trigger of TRIGGERS) {
  const first = trigger.words[0];
  if (!first) continue;
  const list = TRIGGERS_BY_FIRST_WORD.get(first) ?? [];
  list.push(trigger);
  TRIGGERS_BY_FIRST_WORD.set(first, list);
}

/** The longest concept trigger starting at `stems[index]` (stemmed words), if any. */
export function triggerAt(stems: readonly string[], index: number): { concept: Concept; words: readonly string[] } | null {
  const candidates = TRIGGERS_BY_FIRST_WORD.get(stems[index] ?? "") ?? [];
  return candidates.find((trigger) => trigger.words.every((word, offset) => stems[index + offset] === word)) ?? null;
}

/** Words that introduce the mark itself: 'with a fox', 'featuring a mountain'. */
const CUE_BEFORE = new Set(["with", "featuring", "feature", "showing", "show", "depicting", "of", "incorporating", "including", "use", "using", "has", "having", "draw", "drawing"]);
/**
 * Words after the mark: 'a fox icon', 'a wolf mascot' name the mark outright; 'an owl
 * logo' says so more loosely ('a team logo' is no request for a team).
 */
const CUE_AFTER = new Map<string, number>([
  ["icon", 1.25], ["symbol", 1.25], ["mascot", 1.3], ["emblem", 1.25], ["crest", 1.25], ["badge", 1.2],
  ["silhouette", 1.25], ["illustration", 1.25], ["graphic", 1.2], ["drawing", 1.2], ["mark", 1.2], ["head", 1.15], ["logo", 1.08],
]);
const ARTICLES = new Set(["a", "an", "the", "some", "two", "three", "little", "cute", "small", "big", "stylized", "stylised", "simple", "minimal", "abstract", "geometric", "friendly", "majestic", "fierce", "happy", "smiling", "flying", "running", "golden"]);

/** Nouns for the kind of business, after the word that says what it is about. */
const BUSINESS_FORMS = new Set(["app", "shop", "store", "bar", "company", "studio", "club", "brand", "business", "agency", "service", "centre", "center", "platform", "startup", "school", "academy", "supply", "co"]);

const SOURCE_WEIGHT: Record<MentionSource, number> = { prompt: 1, brand: 0.78, history: 0.7, reference: 0.6 };

/**
 * The subjects named in `text`. Words matched by a concept are not searched again as plain
 * nouns; plain nouns are kept only if an icon is named after them (checked when searched).
 */
/**
 * How strongly each word position is introduced as the mark (absent: not at all), and
 * where each introduction starts ('with a golden retriever': the words after 'with').
 */
function cueStrengths(stems: readonly string[]): { cued: Map<number, number>; starts: Map<number, number> } {
  const cued = new Map<number, number>();
  const starts = new Map<number, number>();
  const cue = (position: number, strength: number) => cued.set(position, Math.max(cued.get(position) ?? 1, strength));
  // The words after a cue ('with a golden retriever') are introduced as the mark.
  const introduceAfter = (index: number) => {
    let next = index + 1;
    while (next < stems.length && ARTICLES.has(stems[next]!)) next++;
    cue(next, 1.2);
    cue(next + 1, 1.2);
    starts.set(next, index + 1);
  };
  stems.forEach((word, index) => {
    if (CUE_BEFORE.has(word)) introduceAfter(index);
    // 'with hops and a mountain': the second thing is introduced as the mark as much as the first.
    if ((word === "and" || word === "&") && (cued.get(index - 1) ?? 1) > 1.1) introduceAfter(index);
    const after = CUE_AFTER.get(word);
    if (after && index > 0) {
      cue(index - 1, after);
      if (index > 1 && after > 1.1) cue(index - 2, after);
    }
  });
  return { cued, starts };
}

/**
 * The concept a span of words belongs to ('coffee' for 'coffee bean'): of the triggers
 * inside it, the one whose concept draws this very picture ('swim' for 'person simple
 * swim', not 'person'), else the first.
 */
function conceptWithin(stems: readonly string[], from: number, length: number): Concept | null {
  const phrase = stems.slice(from, from + length).join(" ");
  const inside: Concept[] = [];
  for (let at = from; at < from + length; at++) {
    const inner = triggerAt(stems, at);
    if (inner && at + inner.words.length <= from + length) inside.push(inner.concept);
  }
  const draws = (concept: Concept) => [...(concept.itself ?? []), ...concept.terms].some((term) => words(term).map(stem).join(" ") === phrase);
  return inside.find(draws) ?? inside[0] ?? null;
}

/**
 * The icons the visitor names as the mark ('with a green apple', 'a stamp icon'), read
 * before the other readers take words of them for colours, frames or lettering: when the
 * icon sets hold a picture by the very name asked for, that is the picture to draw.
 */
export function namedMarks(text: string, source: MentionSource): SubjectMention[] {
  const tokens = words(text);
  const stems = tokens.map(stem);
  const { cued, starts } = cueStrengths(stems);
  const named: SubjectMention[] = [];
  const nameAt = (index: number) => Math.max(iconNameAt(stems, index), isIconName(stems[index] ?? "") ? 1 : 0);
  for (let index = 0; index < stems.length; index++) {
    const strength = cued.get(index) ?? 1;
    if (strength <= 1.1) continue;
    // The name may begin among the words skipped before the cued one ('a flying saucer').
    let from = index;
    for (let start = starts.get(index) ?? index; start < index; start++) {
      if (start + nameAt(start) > index) {
        from = start;
        break;
      }
    }
    const length = nameAt(from);
    if (length === 0) continue;
    // 'With an at' names the @ sign; 'with at least' names nothing.
    if (length === 1 && FUNCTION_WORDS.has(tokens[from]!) && !["a", "an", "the"].includes(tokens[from - 1] ?? "")) continue;
    const concept = conceptWithin(stems, from, length);
    named.push({ concept, text: tokens.slice(from, from + length).join(" "), position: from, weight: (concept?.salience ?? 1) * strength, source, cued: true });
    index = from + length - 1;
  }
  return named.map((mention) => ({ ...mention, weight: mention.weight * SOURCE_WEIGHT[source] }));
}

export function findMentions(text: string, source: MentionSource): SubjectMention[] {
  const tokens = words(text);
  const stems = tokens.map(stem);
  const { cued } = cueStrengths(stems);
  const mentions: SubjectMention[] = [];
  const used = new Set<number>();
  for (let index = 0; index < stems.length; index++) {
    const match = triggerAt(stems, index);
    // An icon's whole name ('baby carriage', 'coffee bean') is one subject, named more
    // exactly than any trigger within it; it keeps that trigger's concept for the trade.
    const named = iconNameAt(stems, index);
    const length = Math.max(named, match?.words.length ?? 0);
    if (length === 0) continue;
    const concept = named > (match?.words.length ?? 0) ? conceptWithin(stems, index, named) : (match?.concept ?? null);
    const span = Array.from({ length }, (_, offset) => index + offset);
    const cueStrength = Math.max(...span.map((position) => cued.get(position) ?? 1));
    mentions.push({
      concept,
      text: tokens.slice(index, index + length).join(" "),
      position: index,
      weight: (concept?.salience ?? 1) * cueStrength,
      source,
      cued: cueStrength > 1.1,
    });
    span.forEach((position) => used.add(position));
    index += length - 1;
  }
  stems.forEach((word, index) => {
    if (used.has(index) || word.length < 3 || /\d/.test(word) || NOT_A_SUBJECT.has(tokens[index]!) || NOT_A_SUBJECT.has(word)) return;
    const cueStrength = cued.get(index) ?? 1;
    mentions.push({ concept: null, text: word, position: index, weight: 0.9 * cueStrength, source, cued: cueStrength > 1.1 });
  });
  // 'A weather app', 'a horse club': the word before the kind of business is what it is
  // about; the kind ('app' is technology) only says how it is run.
  stems.forEach((word, index) => {
    if (!BUSINESS_FORMS.has(word)) return;
    // The whole run of subjects before it is the modifier: 'a bicycle repair shop'.
    let end = index;
    for (let before = mentions.find((m) => m.position + m.text.split(" ").length === end); before; before = mentions.find((m) => m.position + m.text.split(" ").length === end)) {
      before.weight *= 1.3;
      end = before.position;
    }
    if (end === index) return;
    for (const form of mentions) if (form.position === index && form.concept) form.weight *= 0.7;
  });
  // Earlier mentions lead: 'a coffee shop with a mountain' is about coffee first, unless
  // the mountain is cued as the mark.
  mentions.sort((a, b) => a.position - b.position);
  return mentions.map((mention, rank) => ({
    ...mention,
    weight: mention.weight * SOURCE_WEIGHT[source] * Math.max(0.7, 1 - 0.05 * rank),
  }));
}
