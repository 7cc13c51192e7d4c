/**
 * "Make the text darker" (or lighter, or the mark) does what it says, as far as the part
 * still reads (issue 57): what is seen moves the way asked and keeps WCAG AA against what it
 * is drawn on, asked again and again; where it cannot go further it says so and nothing
 * changes; where what is seen is not the part's own colour (lettering knocked out of a
 * filled badge in the background's colour) it says what would change it. In every language
 * the answer says what was done, never a change that did not happen.
 */
import { describe, expect, it } from "vitest";
import { drawnColours, drawnContrast } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { toOklch } from "#agent/planner/colour-space.ts";
import { sayColour } from "#agent/planner/languages/speak/colours.ts";
import { input } from "./planner-fixtures.ts";
import { testSpec } from "./helpers.ts";

const planner = createDeterministicPlanner();

/** A cream name on a dark ground, the mark beside it. */
const dark = testSpec({ layout: "icon-left", container: "none", palette: { background: "#2b2420", primary: "#e0b767", text: "#f1e4c8", accent: "#4a3c33" } });
/** A light ground, dark lettering. */
const light = testSpec({ layout: "icon-left", container: "none", palette: { background: "#f8f5ee", primary: "#1f3a5f", text: "#1b2a41", accent: "#c9a227" } });
/** A filled circle badge: its name knocked out of the frame in the background's cream. */
const badge = testSpec({ layout: "badge", container: "circle", palette: { background: "#f6efe3", primary: "#a8452b", text: "#3a2418", accent: "#ead6b3" } });

const lightness = (hex: string) => toOklch(hex).l;

/** The same request made `times` times over, each on the design the last one left. */
async function askAgain(spec: LogoSpec, ask: string, times: number) {
  const steps: { before: LogoSpec; after: LogoSpec; said: string }[] = [];
  let parent = spec;
  for (let i = 0; i < times; i++) {
    const plan = await planner.plan(input(ask, { parent, seed: 40 + i }));
    steps.push({ before: parent, after: plan.spec, said: plan.narration.join(" ") });
    parent = plan.spec;
  }
  return steps;
}

describe("darker or lighter, as far as it reads", () => {
  it.each([
    ["the lettering on a dark ground, darker", dark, "make the text darker", "lettering", -1],
    ["the lettering on a dark ground, lighter", dark, "make the text lighter", "lettering", 1],
    ["the lettering on a light ground, lighter", light, "make the text lighter", "lettering", 1],
    ["the lettering on a light ground, darker", light, "make the text darker", "lettering", -1],
    ["the mark on a dark ground, darker", dark, "make the icon darker", "mark", -1],
  ] as const)("%s: moves the way asked, keeps AA, and says it stops where it must", async (_what, spec, ask, part, way) => {
    const steps = await askAgain(spec, ask, 4);
    const needed = part === "lettering" ? 4.5 : 3;
    let stopped = false;
    for (const { before, after, said } of steps) {
      const [was, now] = [drawnColours(before)[part]!, drawnColours(after)[part]!];
      expect(drawnContrast(after, part)!, said).toBeGreaterThanOrEqual(needed - 0.05);
      if (was === now) {
        // Nothing changed: said as such, never as done.
        expect(said).not.toMatch(/^Made the/);
        expect(said).toMatch(/as (?:dark|light) as it can be/);
        stopped = true;
      } else {
        expect(stopped, "a part that could not move moved later").toBe(false);
        expect(Math.sign(lightness(now) - lightness(was)), `${was} -> ${now}: ${said}`).toBe(way);
        expect(said).toMatch(new RegExp(`^Made the ${part === "lettering" ? "lettering" : "mark"} ${way < 0 ? "darker" : "lighter"}`));
      }
    }
  });

  it("lettering knocked out of a filled badge is the background's colour: said so, and nothing changes, in English and German", async () => {
    const [english] = await askAgain(badge, "make the text darker", 1);
    expect(drawnColours(english!.after).lettering).toBe(drawnColours(badge).lettering);
    expect(english!.said).toMatch(/knocked out of the circle in the background's colour/);
    expect(english!.said).not.toMatch(/Made the lettering/);
    const german = await planner.plan(input("mach die Schrift dunkler", { parent: badge, seed: 3 }));
    expect(german.language).toBe("de");
    expect(german.narration.join(" ")).toMatch(/in der Farbe des Hintergrunds aus dem Rahmen ausgespart/);
    expect(german.narration.join(" ")).not.toMatch(/schon so, wie du es beschreibst/);
  });

  it("in German, lettering made darker within the words for its colour is said to be darker", async () => {
    const [first, second] = await askAgain(light, "mach die Schrift heller", 2).then((steps) => steps.map((step) => step.said));
    expect(`${first} ${second}`).toMatch(/Die Schrift ist jetzt (?:heller|in )/);
    expect(second).not.toMatch(/Farbtöne sind fein nachjustiert/);
  });
});

describe("the words for a colour made darker or lighter", () => {
  it("call a greyed yellow what it is: khaki, tan and brass are beige or brown, never gold ('Goldgelb' for a darkened cream)", () => {
    expect(["#bdb096", "#c2b280", "#d2b48c", "#a4977e"].map((hex) => sayColour(hex, "de"))).toEqual(["Beige", "Beige", "Beige", "Beige"]);
    expect(["#978b71", "#8b691e"].map((hex) => sayColour(hex, "fr"))).toEqual(["brun", "brun"]);
    // A gold that is gold stays gold.
    expect(["#e0b767", "#ffd700", "#c9a227"].map((hex) => sayColour(hex, "de"))).toEqual(["Goldgelb", "Goldgelb", "Goldgelb"]);
  });
});
