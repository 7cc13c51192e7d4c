/**
 * A name is lettered whole or not at all: a face missing one of its letters drew the name
 * with that letter left out ('ØLMO' as 'LMO'), and a name in letters no bundled face has
 * ('東京ラーメン') was drawn as nothing while the answer said the logo was named so.
 */
import opentype from "opentype.js";
import { describe, expect, it } from "vitest";
import { FONT_MODULES } from "#agent/engine/font-modules.generated.ts";
import { LACKED_LETTERS } from "#agent/design/font-coverage.generated.ts";
import { LETTERABLE_RANGE, letters } from "#agent/design/lettering-coverage.ts";
import { TYPEFACE_IDS } from "#agent/design/typefaces.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { letteredText } from "#agent/planner/typography.ts";
import { COFFEE_PARENT, input } from "./planner-fixtures.ts";

const planner = createDeterministicPlanner();

describe("what each bundled face can letter", () => {
  it("is measured from the fonts themselves: every letter of the range a face lacks in any weight, and no other", () => {
    const measured: Record<string, Set<string>> = {};
    for (const [key, bytes] of Object.entries(FONT_MODULES)) {
      const font = opentype.parse(bytes);
      const lacked = (measured[key.split("@")[0]!] ??= new Set());
      for (const char of LETTERABLE_RANGE) if (font.charToGlyphIndex(char) === 0) lacked.add(char);
    }
    expect(Object.keys(measured).sort()).toEqual([...TYPEFACE_IDS].sort());
    for (const id of TYPEFACE_IDS) expect([...(LACKED_LETTERS[id] ?? "")].sort(), id).toEqual([...measured[id]!].sort());
  });
});

describe("a name with letters a face lacks, or no face has", () => {
  it("sets a new logo's name in a face that has every letter of it, and says why", async () => {
    const plan = await planner.plan(input("A logo called Ølmo in Orbitron"));
    expect(plan.spec.brand).toBe("Ølmo");
    expect(letters(plan.spec.typeface.id, letteredText(plan.spec.brand, plan.spec.tagline))).toBe(true);
    expect(plan.narration.join(" ")).toMatch(/Orbitron has no “Ø”.*so I set the name in/);
    // Every face a new logo may get letters the names of the six languages' alphabets and their neighbours'.
    for (const name of ["Łódź Sweets", "Šťastný Dvůr", "Ærø Brød", "Göğüs Ateş", "Zoë & Noël"]) {
      for (const seed of [1, 2, 3, 4]) {
        const named = await planner.plan(input(`A futuristic logo for a shop called ${name}`, { seed }));
        expect(named.spec.brand, name).toBe(name);
        expect(letters(named.spec.typeface.id, letteredText(named.spec.brand, named.spec.tagline)), `${name} in ${named.spec.typeface.id}`).toBe(true);
      }
    }
  });

  it("keeps a renamed logo's name, or a face asked for, where every letter is drawn", async () => {
    const orbitron = { ...COFFEE_PARENT, typeface: { id: "orbitron", weight: 700, italic: false } } as const;
    const renamed = await planner.plan(input("rename to Ørsted", { parent: orbitron }));
    expect(renamed.spec.brand).toBe("Ørsted");
    expect(renamed.spec.typeface.id).not.toBe("orbitron");
    expect(renamed.narration.join(" ")).toMatch(/Orbitron has no “Ø”/);
    const named = { ...COFFEE_PARENT, brand: "Ørsted" };
    const asked = await planner.plan(input("use the Orbitron font", { parent: named }));
    expect(asked.spec.typeface).toEqual(named.typeface);
    expect(asked.narration.join(" ")).toMatch(/^Orbitron has no “Ø”.*so the name stays in/);
  });

  it("says a name in letters no bundled face has cannot be lettered, in a new logo and a rename, in every language", async () => {
    for (const prompt of ["A logo for a ramen shop called 東京ラーメン", "A logo for a shop called مخبز", "A logo for a café called Café 東京"]) {
      const plan = await planner.plan(input(prompt));
      expect(plan.narration[0], prompt).toMatch(/^I can't letter “.+”: the bundled typefaces draw the Latin alphabet only, so “.+ Co\.” stands in/);
      expect(plan.understood.unlettered, prompt).toBeTruthy();
    }
    const spanish = await planner.plan(input("Un logo para una tienda de ramen llamada 東京ラーメン"));
    expect(spanish.narration[0]).toMatch(/^No puedo rotular «東京ラーメン»/);
    for (const message of ["rename to 東京ラーメン", "add the tagline 美味しい"]) {
      const plan = await planner.plan(input(message, { parent: COFFEE_PARENT }));
      expect(plan.spec, message).toEqual(COFFEE_PARENT);
      expect(plan.understood.replies, message).toEqual(["unlettered"]);
    }
  });
});
