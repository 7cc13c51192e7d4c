/**
 * The mark that shows what the logo is about: each subject a prompt names (mentions.ts) is
 * searched in the icon index, and the best match, weighted by how the prompt mentions it,
 * becomes the mark; a picture named as the mark is drawn whatever else the prompt is about.
 */
import type { Category } from "#protocol/taxonomy.ts";
import type { IconRef, IconSet } from "#agent/design/logo-spec.ts";
import { CATEGORY_BY_ICON_CATEGORY, CONCEPTS } from "./subject-concepts.ts";
import { findIndexedIcon, searchIcons, STRONG_MATCH, USABLE_MATCH, type IndexedIcon, type QueryTerm } from "./icons.ts";
import type { Chooser } from "./random.ts";
import { stem, words } from "./text.ts";
import { readableLabel } from "./icon-labels.ts";
import type { SubjectMention } from "./mentions.ts";

export interface MarkCandidate {
  icon: IndexedIcon;
  score: number;
  mention: SubjectMention;
  /** The icon draws the subject itself, not a stand-in for it. */
  exact: boolean;
}

const SIMPLE_WORD = stem("simple");

/** An icon that is the thing named outranks any stand-in the concept suggests. */
const EXACT_WEIGHT = 1.1;

function termsFor(mention: SubjectMention): QueryTerm[] {
  const { concept } = mention;
  if (!concept) return [{ text: mention.text, weight: 1 }];
  // The thing itself before the concept's stand-ins: the word when the library draws it
  // ('croissant'), else the icons that are the concept ('person simple run' for a running club).
  const word = { text: mention.text, weight: EXACT_WEIGHT, exact: true };
  // A trigger whose same-named icon is another thing ('crane', 'export') draws the concept,
  // unless the visitor named it as the mark ('with a crane'): then the icon of that name.
  const isIcon = (mention.cued || !concept.notIcons?.some((text) => stem(text) === stem(mention.text))) && searchIcons([word]).length > 0;
  const itself = isIcon ? [word] : (concept.itself ?? []).map((text) => ({ text, weight: EXACT_WEIGHT, exact: true }));
  return [...itself, ...concept.terms.map((term, index) => ({ text: term === "$" ? mention.text : term, weight: 1 - 0.1 * index }))];
}

/**
 * Candidate marks for the mentions, best first, each icon once (with the mention that
 * found it best). A plain noun only counts when an icon is named after it: 'my' or
 * 'awesome' must never find an icon through a loose tag.
 */
export function markCandidates(mentions: readonly SubjectMention[], options: { preferSet?: IconSet | null; exclude?: IconRef | null } = {}): MarkCandidate[] {
  const best = new Map<string, MarkCandidate>();
  for (const mention of mentions) {
    // The rest of the prompt settles ambiguous names: with 'construction' nearby, 'crane'
    // is the machine (tagged construction), not the bird.
    const context = new Set(
      mentions.filter((other) => other.concept && other.concept !== mention.concept).flatMap((other) => [...words(other.text).map(stem), other.concept!.id]),
    );
    const preferSet = mention.concept?.iconSet ?? options.preferSet ?? null;
    // 'A bakery that sells croissants': the croissant is the bakery itself, named more
    // exactly, so it counts as much as the bakery's strongest mention.
    const conceptWeight = Math.max(mention.weight, ...mentions.filter((other) => mention.concept && other.concept === mention.concept).map((other) => other.weight));
    for (const match of searchIcons(termsFor(mention), { ...options, preferSet }).slice(0, 12)) {
      if (!mention.concept && match.score < STRONG_MATCH) continue;
      const inContext = [...match.icon.tags].some((tag) => context.has(tag));
      // Of two exact pictures of one concept ('a cake shop with a cupcake'), the one named as the mark leads.
      const asMark = match.exact && mention.cued ? 1.1 : 1;
      const score = match.score * (match.exact ? conceptWeight : mention.weight) * (inContext ? 1.25 : 1) * asMark;
      const key = `${match.icon.ref.set}:${match.icon.ref.name}`;
      const current = best.get(key);
      const candidate = { icon: match.icon, score, mention, exact: match.exact };
      // An icon is kept with the mention that names it as the mark, if one does ('with a barn' on a farm).
      const named = (entry: MarkCandidate) => entry.mention.cued && namesIcon(entry.mention, entry);
      if (!current || (named(candidate) && !named(current)) || (named(candidate) === named(current) && current.score < score)) best.set(key, candidate);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.icon.ref.name.localeCompare(b.icon.ref.name));
}

/** Whether a candidate is the very thing its mention names: the concept's own picture, or an icon of that name. */
function namesIcon(mention: SubjectMention, candidate: MarkCandidate): boolean {
  const named = words(mention.text).map(stem).filter((word) => word !== SIMPLE_WORD);
  return candidate.exact || candidate.icon.nameWords.filter((word) => word !== SIMPLE_WORD).join(" ") === named.join(" ");
}

/** Whether the icon sets hold the very thing a mention names. */
export function drawsItself(mention: SubjectMention): boolean {
  return markCandidates([mention]).some((candidate) => namesIcon(mention, candidate));
}

/** Whether the icon sets hold a picture of what a mention names: an icon of that name, or tagged with it ('cup': the coffee mug). */
export function setsHold(mention: SubjectMention): boolean {
  if (drawsItself(mention)) return true;
  const named = words(mention.text).map(stem);
  return searchIcons([{ text: mention.text, weight: 1 }]).some((match) => named.every((word) => match.icon.tags.has(word)));
}

export interface ChosenMark {
  icon: IconRef;
  /** The icon as words ('coffee bean'). */
  label: string;
  mention: SubjectMention;
  /** A shape standing in for a subject the prompt did not give. */
  abstract: boolean;
}

/**
 * The mark: among the candidates close to the best (a coffee cup or a coffee bean), the
 * seed decides; null when nothing fits well enough to draw.
 */
export function chooseMark(candidates: readonly MarkCandidate[], chooser: Chooser, label = "icon"): ChosenMark | null {
  // A picture the visitor named as the mark ('with a dagger'), when the sets hold it by
  // that name, is drawn whatever else the prompt is about (a tattoo parlour's rose).
  const named = candidates.filter((candidate) => candidate.mention.cued && namesIcon(candidate.mention, candidate));
  const top = named[0] ?? candidates[0];
  if (!top || top.score < USABLE_MATCH) return null;
  // Only icons for the same mention compete: variety within the subject, never a switch
  // from the coffee the visitor asked for to the mountain they mentioned in passing; and
  // the subject itself (a runner) never gives way to a stand-in (a sneaker).
  const rivals = (named.length > 0 ? named : candidates)
    .filter((candidate) => candidate.mention === top.mention && candidate.exact === top.exact && candidate.score >= top.score * 0.92)
    .slice(0, 3);
  const picked = chooser.pickAmongBest(label, rivals.map((candidate) => ({ value: candidate, score: candidate.score })), top.score * 0.08);
  return { icon: picked.icon.ref, label: readableLabel(picked.icon.label), mention: picked.mention, abstract: false };
}

/** The subject words for narration, tags and `understood.subject`. */
export function subjectName(mention: SubjectMention): string {
  return mention.concept ? mention.concept.label.replace(/^(a|an|the) /, "") : readableLabel(mention.text);
}

/** The catalogue category nearest to the subject. */
export function categoryFor(mention: SubjectMention | null, icon: IconRef | null): Category | null {
  if (mention?.concept) return mention.concept.category;
  if (!icon) return null;
  const indexed = findIndexedIcon(icon);
  if (indexed) {
    for (const category of indexed.categories) {
      const mapped = CATEGORY_BY_ICON_CATEGORY[category];
      if (mapped) return mapped;
    }
  }
  // A plain noun matched a concept's icon: borrow that concept's category.
  const owner = CONCEPTS.find((concept) => concept.terms.some((term) => term.replace(/ /g, "-") === icon.name));
  return owner?.category ?? null;
}

/** The subject a design shows: the mention whose icon it drew, else the first named subject. */
export function subjectOf(spec: { icon: IconRef | null }, subjects: readonly SubjectMention[]): SubjectMention | null {
  if (spec.icon) {
    const indexed = findIndexedIcon(spec.icon);
    const drawn = subjects.find((mention) => mention.concept && markCandidates([mention]).some((candidate) => candidate.icon === indexed));
    if (drawn) return drawn;
  }
  return subjects.find((mention) => mention.concept) ?? null;
}
