/**
 * Colour words on new logos: every asked hue is there to see as the renderer draws it
 * (its ink and its pixels, judged by the tests' own colour names, not the planner's), and
 * the narration names what is drawn.
 */
import { describe, expect, it } from "vitest";
import { rasterize } from "#protocol/resvg.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { describeColour } from "#agent/planner/colour-names.ts";
import { drawnColours, drawnContrast } from "#agent/design/ink.ts";
import { colourFamily } from "#agent/planner/languages/speak/colours.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { COLOUR_WORD_CASES, drawnFromInk, hitsAskedHues } from "./colour-word-cases.ts";
import { expectSoundPlan, input } from "./planner-fixtures.ts";

const engine = await workerEngine();
const planner = createDeterministicPlanner();

describe("colour words on new logos", () => {
  it("has a table of at least 30 prompts over every layout", async () => {
    expect(COLOUR_WORD_CASES.length).toBeGreaterThanOrEqual(30);
    const layouts = new Set<string>();
    for (const testCase of COLOUR_WORD_CASES) layouts.add((await planner.plan(input(testCase.prompt))).spec.layout);
    expect([...layouts].sort()).toEqual(["badge", "icon-above", "icon-left", "monogram", "wordmark"]);
  });

  describe.each(COLOUR_WORD_CASES)("$prompt", (testCase) => {
    it("draws every asked hue where people look, and in the pixels", async () => {
      const plan = await planner.plan(input(testCase.prompt));
      expectSoundPlan(plan);
      const design = engine.design(plan.spec);
      const drawn = drawnFromInk(plan.spec.layout, plan.spec.container, design.ink);
      expect(hitsAskedHues(testCase.asks, drawn, rasterize(design.svg(), 128))).toEqual([]);
    });

    it("names the asked colours in the colours it says it drew", async () => {
      const plan = await planner.plan(input(testCase.prompt));
      const sentence = plan.narration.find((line) => /the colours are|the palette is/i.test(line));
      expect(sentence).toBeDefined();
      expect(sentence).not.toMatch(/left out/);
      const drawnPart = sentence!.replace(/^.*?(?:the colours are|the palette is [^:]*:)/i, "");
      for (const ask of testCase.asks) if ("colour" in ask) expect(drawnPart).toContain(ask.colour);
    });
  });

  it("names a palette only by colours the design is said to be drawn in", async () => {
    const prompts = ["A logo for a bakery called Crumb, badge style", "A logo for a coffee shop called Summit", "A logo for a spa called Calm", "A logo for a law firm called Smith & Partners", "A logo for a tech startup called Flux"];
    let named = 0;
    for (const prompt of prompts) {
      for (const seed of [1, 2, 3]) {
        const sentence = (await planner.plan(input(prompt, { seed }))).narration.find((line) => /the palette is|the colours are/i.test(line))!;
        const palette = /the palette is ([^:]+):(.*)$/i.exec(sentence);
        if (!palette) continue;
        named += 1;
        const drawnWords = palette[2]!.toLowerCase();
        for (const word of palette[1]!.toLowerCase().split(/[^a-z-]+/).filter((each) => each && !["and", "on", "with"].includes(each))) {
          expect(drawnWords, `${prompt} (seed ${seed}): ${sentence}`).toMatch(new RegExp(`\\b${word}\\b`));
        }
      }
    }
    // Most palettes' names are borne out, and said.
    expect(named).toBeGreaterThan(3);
  });

  it("says the lettering's contrast as drawn: on a badge's filled frame, not the canvas it never touches", async () => {
    const prompts = ["A logo for a bakery called Crumb, badge style", "A logo for a brewery called Hop Valley, circle badge", "A logo for a coffee shop called Summit", "Ein Logo für eine Bäckerei namens Krume, Abzeichen"];
    for (const prompt of prompts) {
      for (const seed of [1, 2, 14]) {
        const plan = await planner.plan(input(prompt, { seed }));
        const sentence = plan.narration.find((line) => /contrast|Kontrast/i.test(line))!;
        const said = /(\d+)[.,](\d):1/.exec(sentence);
        const drawn = drawnContrast(plan.spec, "lettering")!;
        expect(`${said![1]}.${said![2]}`, `${prompt} (seed ${seed})`).toBe((Math.floor(drawn * 10) / 10).toFixed(1));
        // A figure that just meets AA is not said to be above it (seed 14 draws one).
        if (`${said![1]}.${said![2]}` === "4.5") expect(sentence, `${prompt} (seed ${seed})`).not.toMatch(/above|über/);
      }
    }
  });

  it("says so when an asked colour cannot be shown, instead of claiming it", async () => {
    // A wordmark asked for in two mid-tone colours: one ink on one ground cannot show both.
    const plan = await planner.plan(input("Vela wordmark in red and green"));
    const design = engine.design(plan.spec);
    const drawn = drawnFromInk(plan.spec.layout, plan.spec.container, design.ink);
    const missing = hitsAskedHues([{ colour: "red", looks: ["red"] }, { colour: "green", looks: ["green"] }], drawn);
    const sentence = plan.narration.find((line) => /^You asked for/.test(line))!;
    if (missing.length > 0) expect(sentence).toMatch(/left out/);
    else expect(sentence).not.toMatch(/left out/);
  });
});

describe("a colour a new logo's prompt does not want", () => {
  it("is never drawn, nor said as asked for ('no red' was read as red)", async () => {
    const planner = createDeterministicPlanner();
    for (const [prompt, family] of [
      ["A logo for a bank called Ledger, no red", "red"],
      ["A logo for a spa called Calm, not pink", "pink"],
      ["A logo for a coffee shop called Brew, without any brown", "brown"],
      ["A logo for a gym called Forge without any blue", "blue"],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        const plan = await planner.plan(input(prompt, { seed }));
        expectSoundPlan(plan);
        const drawn = Object.values(drawnColours(plan.spec)).filter((hex): hex is string => Boolean(hex) && hex !== "transparent");
        expect(drawn.filter((hex) => colourFamily(hex).endsWith(family)), `${prompt} (seed ${seed})`).toEqual([]);
        expect(plan.narration.join(" "), prompt).not.toMatch(/You asked for/);
        // 'without any blue' ends the name; it is not part of it.
        expect(plan.spec.brand, prompt).toMatch(/^(?:Ledger|Calm|Brew|Forge)$/);
      }
    }
  });
});

describe("colour names in a logo's words", () => {
  // The pale grounds the catalogue's cards use: a lavender was once called 'light pink'
  // (the distance between pale tones barely sees their hue).
  it.each([
    ["#e9d5ff", /lavender|lilac|purple|violet/],
    ["#ddd6fe", /lavender|lilac|purple|violet/],
    ["#fbcfe8", /pink/],
    ["#dbeafe", /blue/],
    ["#fef3c7", /yellow|cream|butter/],
    ["#d1fae5", /green|mint/],
    // A warm near-black is not 'deep green'.
    ["#2b2420", /brown|tobacco|espresso|coffee/],
  ])("calls %s by its hue", (hex, words) => {
    expect(describeColour(hex)).toMatch(words);
  });
});
