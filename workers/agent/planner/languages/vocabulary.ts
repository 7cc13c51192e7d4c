/**
 * The words of each language the readers need besides subjects (subjects.ts): how a
 * sentence is held together, how a name and a tagline are introduced, styles, colours,
 * layouts, text case and the changes the refinement tables know. Each is
 * [as written, the English the planner reads]; adjectives list the forms people write
 * (German endings, Romance gender and number) so the reader needs no grammar.
 */
import type { OtherLanguage } from "./language.ts";
import { DE } from "./vocabulary/de.ts";
import { ES } from "./vocabulary/es.ts";
import { FR } from "./vocabulary/fr.ts";
import { IT } from "./vocabulary/it.ts";
import { PT } from "./vocabulary/pt.ts";

export interface Vocabulary {
  /** Words only this language uses often: they tell the language apart. */
  telltales: readonly string[];
  /** What introduces a name ('namens', 'llamada'): the capitalised words after it are the name. */
  nameMarkers: readonly string[];
  /** Lower-case words that may sit inside a name between capitalised ones ('Jardín de Lucía'). */
  nameConnectors: readonly string[];
  words: readonly (readonly [string, string])[];
}

export const VOCABULARIES: Record<OtherLanguage, Vocabulary> = {
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  pt: PT,
};
