/**
 * Subjects and industries a visitor names, and how each is drawn. A trigger that is an
 * icon's name ('croissant') draws that icon; `itself` names the icons that are the
 * subject when its words are not icon names (a running club is a runner). Otherwise
 * `terms` are searched in the icon sets' own names and tags (icons.ts), so 'law firm'
 * finds Phosphor's scales and gavel through their 'law' and 'justice' tags. The table
 * only fills the gaps the tags leave (a dentist is a tooth; yoga is a person in a pose or
 * a lotus) and carries what a designer knows about the trade: the catalogue category,
 * styles that suit it when none was asked for, colour families and frames.
 */
import type { Category } from "#protocol/taxonomy.ts";
import type { Concept } from "#agent/planner/concepts/concept.ts";
import { CREATURES_AND_SYMBOLS } from "#agent/planner/concepts/creatures-and-symbols.ts";
import { PLACES_TRAVEL_SPORT } from "#agent/planner/concepts/places-travel-sport.ts";
import { TRADES } from "#agent/planner/concepts/trades.ts";

export const CONCEPTS: readonly Concept[] = [...TRADES, ...PLACES_TRAVEL_SPORT, ...CREATURES_AND_SYMBOLS];

/**
 * The catalogue category (one of 13) nearest to each category the icon sets file their
 * icons under: Phosphor's own, and the groups scripts/build-icon-index.ts files Fluent
 * Emoji icons under. A mark found through a plain noun borrows its icon's.
 */
export const CATEGORY_BY_ICON_CATEGORY: Record<string, Category> = {
  nature: "Nature",
  weather: "Nature",
  "technology & development": "Technology",
  "health & wellness": "Human Figures",
  people: "Human Figures",
  commerce: "Business",
  finances: "Business",
  office: "Business",
  "maps & travel": "Transportation",
  media: "Cultural",
  games: "Sports",
  design: "Abstract",
  animals: "Animals",
  fantasy: "Fantasy",
  mythology: "Mythology",
  food: "Business",
  education: "Education",
  technology: "Technology",
  health: "Human Figures",
  travel: "Transportation",
  culture: "Cultural",
};
