/**
 * Refinement fidelity (issue 15): every request of the table does what it asks, on the
 * design and on the drawn pixels, and keeps everything it did not ask about; a chain of
 * five keeps every earlier change. The table lives in refinement-fidelity.ts, which
 * `npm run bench:fidelity` scores too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { drawnColours } from "#agent/design/ink.ts";
import { initials } from "#agent/design/marks.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { describeColour } from "#agent/planner/colour-names.ts";
import { keepUnedited } from "#agent/planner/edits.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { BASE_PROMPTS, bases, CASES, CHAIN, drawingOf, judge, refine, type Base } from "./refinement-fidelity.ts";

const planner = createDeterministicPlanner();
const engine = await workerEngine();
let parents: Record<Base, LogoSpec>;

beforeAll(async () => {
  parents = await bases(planner, engine);
});

describe("refinement fidelity", () => {
  it("has at least 60 requests over at least 8 base logos", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CASES.map((test) => test.base)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(CASES.map((test) => [`${test.base}: ${test.request}`, test] as const))("%s", async (_, test) => {
    const parent = parents[test.base];
    const plan = await refine(planner, parent, BASE_PROMPTS[test.base], test.request);
    const verdict = judge(test, parent, plan.spec, plan.narration.join(" "), drawingOf(engine, plan.spec));
    expect(verdict.problems, plan.narration.join(" ")).toEqual([]);
  });

  it("reads each request into explicit edits of the design, and an edit no reader made is undone", async () => {
    const read = async (base: Base, request: string) => (await refine(planner, parents[base], BASE_PROMPTS[base], request)).understood.edits;
    expect(await read("bakery", "pls make txt red")).toEqual(["lettering colour"]);
    expect(await read("bakery", "put 'Doggy Daycare' under the name")).toEqual(["tagline"]);
    expect(await read("wordmark", "it's called The Daily Grind Co")).toEqual(["brand text"]);
    expect(await read("coffeeBadge", "blah blah wibble")).toEqual([]);
    expect(new Set(await read("tech", "rename to Driftline Labs and make the icon orange"))).toEqual(new Set(["brand text", "icon colour"]));

    // The guard itself: a draft that changed more than its edits allow is put back.
    const parent = parents.bakery;
    const overreach = { ...parent, brand: "Crumb", typeface: { ...parent.typeface, id: parent.typeface.id === "lora" ? "cinzel" : "lora" }, palette: { ...parent.palette, background: "#000000" } } as LogoSpec;
    const { spec, restored } = keepUnedited(overreach, parent, new Set(["brand text"]));
    expect(spec).toEqual({ ...parent, brand: "Crumb" });
    expect(restored).toEqual(expect.arrayContaining(["typeface", "palette.background"]));
  });

  it("names a monogram's initials as the renderer draws them, and keeps the name's article: 'The Daily Grind' is DG", async () => {
    const plan = await planner.plan({ prompt: "A monogram logo for The Daily Grind", history: [], parent: null, references: [], seed: 1 });
    expect(plan.spec.brand).toBe("The Daily Grind");
    expect(initials(plan.spec.brand)).toBe("DG");
    expect(plan.narration.join(" ")).toContain("the initials “DG”");
  });

  it("reads the name back from the glyphs the engine set, so a name it could not draw is caught", () => {
    const long = engine.design({ ...parents.coffeeBadge, brand: "Hearth and Honey Bakehouse", textCase: "as-typed" });
    expect(long.text.join(" ")).toContain("Hearth and Honey Bakehouse");
    // A character no bundled face has is left out of the glyphs: the read-back says so.
    const snowman = engine.design({ ...parents.wordmark, brand: "Snow ☃ Co" });
    expect(snowman.text.join(" ")).not.toContain("☃");
  });

  it("says so when a part it was not asked about is inked anew to read on a new frame", async () => {
    const parent = parents.wordmark;
    const plan = await refine(planner, parent, BASE_PROMPTS.wordmark, "put it in a circle");
    const before = drawnColours(parent).lettering;
    const after = drawingOf(engine, plan.spec).drawn.lettering;
    expect(after).not.toBe(before);
    expect(plan.narration.join(" ")).toContain(`The lettering is now drawn ${describeColour(after)} (${after}) so it reads on the`);
  });

  it("keeps every earlier change through a chain of five refinements", async () => {
    let spec = parents[CHAIN.base];
    const done: typeof CHAIN.steps = [];
    for (const step of CHAIN.steps) {
      const plan = await refine(planner, spec, BASE_PROMPTS[CHAIN.base], step.request);
      done.push(step);
      const drawing = drawingOf(engine, plan.spec);
      // Each earlier step's expectation still holds on the latest design.
      for (const earlier of done) {
        const verdict = judge(earlier, spec, plan.spec, "", drawing);
        const undone = verdict.problems.filter((problem) => !problem.startsWith("changed what was not asked"));
        expect(undone, `“${step.request}” undid “${earlier.request}”`).toEqual([]);
      }
      // The next step starts from the design as the app keeps it.
      spec = engine.design(plan.spec).spec;
    }
  });
});
