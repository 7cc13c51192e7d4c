/**
 * What the planner knows about one subject or trade (a Concept), and the shorthands the
 * tables of this folder are written with.
 */
import type { Category, Style } from "#protocol/taxonomy.ts";
import type { Container, IconSet } from "#agent/design/logo-spec.ts";
import type { TypefaceTrait } from "#agent/design/typefaces.ts";

export interface Concept {
  id: string;
  /** How the narration names it ('a law firm'). */
  label: string;
  /** Words and phrases that name it in a prompt (matched stemmed, whole words). */
  triggers: readonly string[];
  /**
   * Icons that are the subject itself, by name ('person simple run' for running): drawn
   * before any of the terms, unless the trigger names an icon of its own ('croissant').
   */
  itself?: readonly string[];
  /** Triggers whose same-named icon is another thing: 'crane' the bird is not the machine. */
  notIcons?: readonly string[];
  /** Icon search terms, the concept's stand-ins, strongest first. '$' stands for the trigger that matched. */
  terms: readonly string[];
  category: Category;
  /** Styles that suit the subject when the visitor chose none. */
  styles: readonly Style[];
  /** Colour families that suit it (see colours.hueFamily). */
  hues?: readonly string[];
  /** Typeface traits that suit it. */
  traits?: readonly TypefaceTrait[];
  /** Frames that suit it (a shield for security, a hexagon for tech). */
  frames?: readonly Container[];
  /** The set that draws this subject best, when both have an icon of that name. */
  iconSet?: IconSet;
  /** The word for a placeholder name when none was given ('Coffee' -> 'Coffee Co.'). */
  noun: string;
  /**
   * How strongly a mention names the logo's subject. Symbols ('hot', 'star', 'fast')
   * often qualify a business rather than name it: 'hot yoga' is about yoga.
   */
  salience: number;
}

export type ConceptInput = Omit<Concept, "noun" | "salience"> & { noun?: string; salience?: number };

export const concept = (input: ConceptInput): Concept => ({
  ...input,
  noun: input.noun ?? input.label.replace(/\b\w/g, (letter) => letter.toUpperCase()),
  salience: input.salience ?? 1,
});

/** A symbol: it names the subject only when nothing more specific is mentioned. */
export const symbol = (input: ConceptInput): Concept => concept({ ...input, salience: input.salience ?? 0.82 });

/** Animals drawn as themselves; the trigger is the search term. */
export function animals(ids: string[], styles: readonly Style[], extra: Partial<ConceptInput> = {}): Concept[] {
  return ids.map((entry) => {
    const [id, ...synonyms] = entry.split("|") as [string, ...string[]];
    return concept({
      id,
      label: id,
      triggers: [id, ...synonyms],
      terms: ["$", id],
      category: "Animals",
      styles,
      ...extra,
    });
  });
}
