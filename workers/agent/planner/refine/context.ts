/**
 * What every reader of a change request works on: the draft being changed, the parent it
 * started from, what has been said so far, and the edits read (refine.ts runs them).
 */
import type { TypefaceWish } from "#agent/planner/typography.ts";
import type { Style } from "#protocol/taxonomy.ts";
import type { Container, Layout, LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import { type Chooser } from "#agent/planner/random.ts";
import { sumVotes } from "#agent/planner/styles.ts";
import { type SubjectMention } from "#agent/planner/mentions.ts";
import { type EditElement } from "#agent/planner/edits.ts";
import { type ColourAsk } from "#agent/planner/visible-colour.ts";
import type { Decline, ReplyKind } from "#agent/planner/types.ts";
import { ABBREVIATIONS } from "#agent/planner/brand.ts";

const THE = String.raw`(?:the|this|that|my|its)`;
/** What a part is called when it is disliked: 'ugly', 'boring', 'off'. */
const POOR = String.raw`(?:(?:so|too|really|very|kind\s+of|a\s+bit)\s+)?(?:ugly|bad|awful|terrible|horrible|boring|weird|off|wrong|meh)`;

/**
 * A dislike of one part ({@link parts}: its reader's words for it), a wish for another of
 * it: 'I don't like the icon', 'I hate the font', 'the colours are ugly', and 'the icon, I
 * don't like it', the order the other languages put it in ('das Symbol gefällt mir
 * nicht', 'le symbole ne me plaît pas').
 */
export function dislikeOf(parts: string): string {
  return [
    String.raw`\b(?:(?:don'?t|do\s+not|dont)\s+(?:really\s+|much\s+)?(?:like|love|want)|hate|dislike|can'?t\s+stand)\s+${THE}\s+(?:${parts})\b`,
    String.raw`\b${THE}\s+(?:${parts})\s+(?:is|are|looks?)\s+${POOR}\b`,
    String.raw`\b${THE}\s+(?:${parts})\s*,?\s+i\s+(?:don'?t|do\s+not)\s+(?:really\s+)?like(?:\s+(?:it|them))?\b`,
  ].join("|");
}

/** Where a name or tagline typed without quotes ends: punctuation (not an abbreviation's full stop: 'Co.'), or 'and' before another request. */
const ARGUMENT_END = new RegExp(String.raw`\s*(?:(?<!\b(?:${ABBREVIATIONS.join("|")}))\.|[;!?\n]|,\s*(?:and\s+)?(?:make|use|change|add|remove|put|set|give|with|also|then)\b|\s+and\s+(?:make|use|change|add|remove|put|set|give|also|then|the|a|an|it)\b|\s+(?:then|also)\s+)`, "i");

export interface Context {
  draft: LogoSpec;
  parent: LogoSpec;
  chooser: Chooser;
  said: string[];
  /** Subjects from the conversation, for a mark asked for without naming one. */
  subjects: SubjectMention[];
  styles: Style[];
  /** Colours the visitor named for a part: checked against the drawing once the design settles. */
  asks: ColourAsk[];
  /** The parts of the design the request names: nothing else may change (edits.ts). */
  edits: Set<EditElement>;
  /** Where the colour sentence goes in `said`, written once the colours are final. */
  colourSentence: { index: number; before: Palette } | null;
  /**
   * A typeface asked for in this request ('a serif font'), and where its sentence is in
   * `said`: a style asked for with it ('make it premium with a serif font') chooses its face
   * among those, and says it once.
   */
  typefaceAsked: { wish: TypefaceWish; index: number } | null;
  /** Requests answered in words alone (refine/replies.ts), by kind: another language says them too. */
  replies: ReplyKind[];
}

/** A request the design cannot take: said why in English, recorded by kind for the other languages. */
export function decline(context: Pick<Context, "said" | "replies">, kind: Decline, why: string): void {
  context.said.push(why);
  context.replies.push(kind);
}

/** The name or tagline after a request word: quoted, or up to the end of the clause. */
export function argumentAfter(original: string, from: number): { value: string; length: number; quoted: boolean } | null {
  const tail = original.slice(from);
  // Read whole however long: a name or tagline longer than a design holds is refused and said, never cut.
  // An apostrophe inside double quotes is part of the name ("Bob's Diner").
  const quoted = /^\s*(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'(?!\w))/.exec(tail);
  if (quoted) return { value: (quoted[1] ?? quoted[2])!.trim(), length: quoted[0].length, quoted: true };
  const end = ARGUMENT_END.exec(tail);
  const raw = (end ? tail.slice(0, end.index) : tail).trim();
  if (!raw) return null;
  const leading = tail.length - tail.trimStart().length;
  const value = raw.replace(/^(?:to|as|:)\s+/i, "").replace(/[\s,]+(?:please|thanks|thank you|instead)$/i, "").trim();
  return { value, length: leading + raw.length, quoted: false };
}

export function styleFrame(styles: readonly Style[], layout: Layout, chooser: Chooser): Container {
  const votes = sumVotes(styles.length ? styles : ["Modern"], (profile) => (layout === "badge" || layout === "monogram" ? profile.frames : profile.markFrames));
  votes.delete("none");
  const options = [...votes.entries()].map(([value, score]) => ({ value, score }));
  return options.length ? chooser.pickAmongBest("refine-frame", options, 1) : "circle";
}
