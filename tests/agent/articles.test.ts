/**
 * The article before a drawing's name in the logo's words: by the phrase's head and by
 * sound ('a pair of crossed hockey sticks', 'a unicorn'), as a person writes it.
 */
import { describe, expect, it } from "vitest";
import { withArticle } from "#agent/planner/text.ts";

describe("the article before a thing drawn", () => {
  it.each([
    ["apple", "an apple"],
    ["coffee cup", "a coffee cup"],
    ["unicorn", "a unicorn"],
    ["umbrella", "an umbrella"],
    ["euro sign", "a euro sign"],
    ["ear of wheat", "an ear of wheat"],
    ["pair of crossed hockey sticks", "a pair of crossed hockey sticks"],
    ["golf ball on a tee", "a golf ball on a tee"],
    ["mountains", "mountains"],
    ["moon and stars", "moon and stars"],
    ["octopus", "an octopus"],
    ["compass", "a compass"],
  ])("%s → %s", (phrase, said) => {
    expect(withArticle(phrase)).toBe(said);
  });
});
