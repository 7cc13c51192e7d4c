import type { OtherLanguage } from "#agent/planner/languages/language.ts";

/** A word or phrase per language for each of a set of things. */
export type Words<T extends string> = Record<T, Record<OtherLanguage, string>>;
