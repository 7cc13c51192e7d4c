/**
 * The words of each language the readers need besides subjects (subjects.ts): how a
 * sentence is held together, how a name and a tagline are introduced, styles, colours,
 * layouts, text case and the changes the refinement tables know. Each is
 * [as written, the English the planner reads]; adjectives list the forms people write
 * (German endings, Romance gender and number) so the reader needs no grammar.
 */
import type { OtherLanguage } from "./language.ts";
import type { Vocabulary } from "#agent/planner/languages/vocabulary/forms.ts";
import { DE } from "#agent/planner/languages/vocabulary/de.ts";
import { ES } from "#agent/planner/languages/vocabulary/es.ts";
import { FR } from "#agent/planner/languages/vocabulary/fr.ts";
import { IT } from "#agent/planner/languages/vocabulary/it.ts";
import { PT } from "#agent/planner/languages/vocabulary/pt.ts";

export const VOCABULARIES: Record<OtherLanguage, Vocabulary> = {
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  pt: PT,
};
