/**
 * Soft colours, asked in any of the six languages (issue 57): a new logo gets a soft palette
 * (a pale ground, quiet inks, never a dark ground), and a logo changed to soft colours keeps
 * its hues with less saturation, said as softer in the visitor's language.
 */
import { describe, expect, it } from "vitest";
import { drawnColours } from "#agent/design/ink.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { toOklch } from "#agent/planner/colour-space.ts";
import { input } from "./planner-fixtures.ts";

const planner = createDeterministicPlanner();
const inks = (spec: Parameters<typeof drawnColours>[0]) => [drawnColours(spec).mark, drawnColours(spec).lettering].filter((hex): hex is string => !!hex && hex !== "transparent");
const chroma = (spec: Parameters<typeof drawnColours>[0]) => inks(spec).reduce((sum, hex) => sum + toOklch(hex).c, 0);

describe("soft colours", () => {
  it.each([
    ["en", "A logo for a tech startup called Nimbus, soft colours"],
    ["de", "Ein Logo für ein Tech-Startup namens Nimbus, sanfte Farben"],
    ["es", "Un logo para una startup tecnológica llamada Nimbus, colores suaves"],
    ["fr", "Un logo pour une start-up tech appelée Nimbus, couleurs douces"],
    ["it", "Un logo per una startup tecnologica chiamata Nimbus, colori tenui"],
    ["pt", "Um logo para uma startup de tecnologia chamada Nimbus, cores suaves"],
  ])("a new logo in %s is drawn on a pale ground in quiet inks", async (_language, prompt) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = await planner.plan(input(prompt, { seed }));
      const ground = drawnColours(plan.spec).canvas;
      expect(ground && toOklch(ground).l, `${prompt} (seed ${seed})`).toBeGreaterThanOrEqual(0.88);
      for (const ink of inks(plan.spec)) expect(toOklch(ink).c, `${ink}: ${prompt} (seed ${seed})`).toBeLessThanOrEqual(0.15);
    }
  });

  it.each([
    ["en", "soft colours", /^Softened the colours/],
    ["de", "sanfte Farben", /Die Farben sind jetzt sanfter/],
    ["es", "colores suaves", /Los colores son ahora más suaves/],
    ["fr", "couleurs douces", /Les couleurs sont maintenant plus douces/],
    ["it", "colori tenui", /I colori ora sono più tenui/],
    ["pt", "cores suaves", /As cores estão agora mais suaves/],
  ])("a logo changed to them in %s keeps its hues, less saturated, and says so", async (_language, ask, said) => {
    const brief = "A logo for a tech startup called Nimbus, dark navy and cyan";
    const first = await planner.plan(input(brief, { seed: 3 }));
    const softer = await planner.plan(input(ask, { parent: first.spec, history: [{ role: "user", content: brief }], seed: 5 }));
    expect(chroma(softer.spec)).toBeLessThan(chroma(first.spec) - 0.03);
    expect(softer.narration.join(" ")).toMatch(said);
  });
});
