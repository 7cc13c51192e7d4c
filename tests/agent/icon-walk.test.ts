/**
 * Every subject the icon sets hold is drawn when named (issue 24). The walk goes through
 * every icon of the index: a prompt naming it as the mark ('a logo for X with a {name}'),
 * and the same with the trade it belongs to, draws that icon or one tagged with its name
 * (a frame word may be drawn as the frame it names). Trades named alone draw their subject,
 * and a subject the sets lack is said in the narration, with what was drawn instead.
 */
import { drawnIdeas } from "./helpers.ts";
import { describe, expect, it } from "vitest";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { findIndexedIcon } from "#agent/planner/icons.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { CONCEPTS } from "#agent/planner/subject-concepts.ts";
import { stem } from "#agent/planner/text.ts";
import type { Plan } from "#agent/planner/types.ts";

const planner = createDeterministicPlanner();
const plan = (prompt: string, seed: number) => planner.plan({ prompt, history: [], parent: null, references: [], seed });
const BRANDS = ["Northfield", "Kestrel Lane", "Bright & Co", "Harbour Nine", "Ostara", "Mill Street"];
const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);

/** The trade an icon belongs to: a concept that draws it (or is named by it), in a person's words. */
function tradeOf(label: string): string | null {
  const owner =
    CONCEPTS.find((concept) => concept.category !== "Animals" && [...concept.terms, ...(concept.itself ?? [])].includes(label)) ??
    CONCEPTS.find((concept) => concept.triggers.includes(label));
  return owner ? `${article(owner.label.replace(/^(a|an|the) /, ""))} business` : null;
}

/** The icon drawn is the one named, or one whose name or tags hold every word of it ('simple' is a drawing variant). */
/** Whether the mark draws the icon named: as an emblem's ingredient, or as the second idea beside the name's noun. */
function drawsNamed(result: Plan, set: string, name: string): boolean {
  const label = name.replace(/-/g, " ");
  // 'With a ring' may ask for the frame of that name.
  if (result.spec.container === stem(label)) return true;
  const mark = result.spec.mark;
  const icons = [result.spec.icon, mark?.kind === "emblem" ? mark.second : null];
  return icons.some((icon) => {
    if (!icon) return false;
    if (icon.set === set && icon.name === name) return true;
    const drawn = findIndexedIcon(icon);
    const words = label.split(" ").map(stem).filter((word) => word !== "simple");
    return !!drawn && words.every((word) => drawn.nameWords.includes(word) || drawn.tags.has(word));
  });
}

/**
 * The icons a prompt's words find: Phosphor's and Fluent Emoji's. Material Design Icons' are
 * reached through the lexicon, the sense its trade gives a name's noun (docs/decisions/0112;
 * tests/agent/drawing-tone.test.ts and name-senses.test.ts walk them).
 */
const SEARCHED = ICON_INDEX.filter(([set]) => set !== "mdi");

describe("every icon of the index is drawn when named", () => {
  it(`as the mark ('a logo for X with a {name}'), all ${SEARCHED.length} Phosphor and Fluent Emoji icons`, async () => {
    const missed: string[] = [];
    for (const [index, [set, name]] of SEARCHED.entries()) {
      const prompt = `A logo for ${BRANDS[index % BRANDS.length]} with ${article(name.replace(/-/g, " "))}`;
      const result = await plan(prompt, index);
      if (!drawsNamed(result, set, name)) missed.push(`${prompt} -> ${result.spec.icon ? `${result.spec.icon.set}:${result.spec.icon.name}` : result.spec.layout}`);
    }
    expect(missed).toEqual([]);
  });

  it("as the mark of the trade it belongs to ('a logo for X, a bakery, with a croissant')", async () => {
    const missed: string[] = [];
    let walked = 0;
    for (const [index, [set, name]] of SEARCHED.entries()) {
      const label = name.replace(/-/g, " ");
      const trade = tradeOf(label);
      if (!trade) continue;
      walked++;
      const prompt = `A logo for ${BRANDS[index % BRANDS.length]}, ${trade}, with ${article(label)}`;
      const result = await plan(prompt, index + 1);
      if (!drawsNamed(result, set, name)) missed.push(`${prompt} -> ${result.spec.icon ? `${result.spec.icon.set}:${result.spec.icon.name}` : result.spec.layout}`);
    }
    expect(walked).toBeGreaterThan(400);
    expect(missed).toEqual([]);
  });
});

/**
 * A trade named alone draws its subject whenever the mark holds a drawing (an emblem's
 * ingredient, or the second idea beside the name's own noun); other seeds draw the initials
 * or an abstract figure instead (docs/decisions/0107), and some seed draws the subject.
 */
describe("a trade named alone draws its subject", () => {
  const TRADES: [prompt: string, icons: string[]][] = [
    ["Cellar Door, a wine bar", ["wine", "champagne", "wine-glass", "clinking-glasses"]],
    ["Skye, a weather app", ["cloud", "cloud-sun", "sun-behind-cloud", "rainbow", "sun", "cloud-rain", "umbrella"]],
    ["Hilltop Equestrian Centre", ["horse", "horse-face"]],
    ["A logo for a fitness app called Pulse", ["barbell", "person-simple-run", "heartbeat", "sneaker-move", "flexed-biceps", "person-simple-bike", "bicycle"]],
    ["Tidewater, a sailing club", ["sailboat", "boat", "anchor", "anchor-simple", "lifebuoy"]],
    ["A bakery called Hearth", ["bread", "cake", "croissant", "chef-hat", "baguette-bread", "cooking-pot"]],
  ];
  for (const [prompt, icons] of TRADES) {
    it(`${prompt}: ${icons.slice(0, 3).join(", ")}...`, async () => {
      let drawn = 0;
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const result = await plan(prompt, seed);
        const ideas = drawnIdeas(result.spec);
        if (result.spec.mark?.kind !== "emblem") {
          expect(result.spec.icon, `seed ${seed}: a ${result.spec.mark?.kind} holds no drawing`).toBeNull();
          continue;
        }
        expect(ideas, `seed ${seed}: ${result.spec.layout}, ${ideas.join(" + ")}`).toSatisfy((names: string[]) => names.some((name) => icons.includes(name)));
        drawn++;
      }
      expect(drawn).toBeGreaterThan(0);
    });
  }
});

describe("a subject the icon sets lack", () => {
  for (const [prompt, subject] of [
    ["A logo for Billabong Tours, a travel agency, with a platypus", "platypus"],
    ["A logo for Salamander Labs with an axolotl", "axolotl"],
    ["A logo for Cold Coast Aquarium featuring a narwhal", "narwhal"],
    ["A capybara mascot for a café called Slow Sunday", "capybara"],
  ] as const) {
    it(`is said in the narration, with what was drawn instead: ${subject}`, async () => {
      const result = await plan(prompt, 3);
      const said = result.narration.join(" ");
      expect(said).toMatch(new RegExp(`I have no ${subject} icon, so I drew .+ instead`));
      expect(said).not.toMatch(new RegExp(`chose an? ${subject}`));
    });
  }

  it("is not claimed for a subject the sets hold, nor for a trade", async () => {
    for (const prompt of ["A logo for Oakridge with a horse", "Catch of the day fishmonger", "A logo for a law firm called Atlas with a gavel"]) {
      expect((await plan(prompt, 1)).narration.join(" ")).not.toContain("I have no");
    }
  });
});
