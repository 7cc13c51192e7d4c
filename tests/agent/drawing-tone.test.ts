/**
 * Drawings carry a tone, and the logo's styles (chosen by the trade when the visitor names
 * none) choose it (issue 55): a gym's bear is no cartoon teddy, a nursery's may be. And the
 * third set, Material Design Icons, draws what the others drew only as a stand-in: a chess
 * club's knight is the chess piece, not a horse.
 */
import { describe, expect, it } from "vitest";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { drawingTone, toneOfStyles } from "#agent/planner/tone.ts";

const planner = createDeterministicPlanner();
const plan = (prompt: string, seed = 9100) => planner.plan({ prompt, history: [], parent: null, references: [], seed });

describe("a drawing's tone", () => {
  it("is gentle for Fluent Emoji's cartoon creatures and toys, strong for force, neutral for pictograms", () => {
    expect(drawingTone({ set: "fluent-emoji", name: "bear" })).toBe("gentle");
    expect(drawingTone({ set: "mdi", name: "teddy-bear" })).toBe("gentle");
    expect(drawingTone({ set: "phosphor", name: "barbell" })).toBe("strong");
    expect(drawingTone({ set: "mdi", name: "horse" })).toBe("neutral");
    // Fluent Emoji's comet is no creature: not gentle for being an emoji.
    expect(drawingTone({ set: "fluent-emoji", name: "comet" })).toBe("neutral");
  });

  it("is asked by the styles: bold is strong, playful gentle, the rest neutral", () => {
    expect(toneOfStyles(["Bold", "Modern"])).toBe("strong");
    expect(toneOfStyles(["Playful"])).toBe("gentle");
    expect(toneOfStyles(["Elegant"])).toBe("neutral");
    expect(toneOfStyles(["Bold", "Playful"])).toBe("neutral");
  });
});

describe("the name's creature in the logo's tone", () => {
  it.each([
    ["A logo for a gym called Iron Bear", "bear"],
    ["A logo for a powerlifting gym called Grizzly Barbell", "grizzly"],
    ["A logo for a boxing club called Red Wolf", "wolf"],
  ])("%s: a bold logo gets no cartoon face; its paw print stands for the creature, and the narration says why", async (prompt, word) => {
    for (const seed of [9100, 9101, 9102]) {
      const { spec, narration } = await plan(prompt, seed);
      expect(spec.styles, prompt).toContain("Bold");
      const drawings = [spec.icon, spec.mark?.kind === "emblem" ? spec.mark.second : null].filter((icon) => !!icon);
      for (const icon of drawings) expect(drawingTone(icon!), `${prompt}: ${icon!.set}:${icon!.name}`).not.toBe("gentle");
      if (spec.icon?.name === "paw-print") expect(narration.join(" "), prompt).toMatch(new RegExp(`the paw print of “${word}” in your name \\(my drawings of an? \\w+ are cartoon faces, too gentle for a bold logo, so its paw print stands for it\\)`, "i"));
    }
    const { spec } = await plan(prompt);
    expect(spec.icon, `${prompt}: the creature still shows, as its paw print`).toEqual({ set: "phosphor", name: "paw-print" });
  });

  it("a neutral logo takes a plain drawing before a cartoon face: a law firm's owl is the solid one", async () => {
    const { spec } = await plan("A logo for a law firm called Owl Counsel");
    expect(spec.styles).not.toContain("Playful");
    expect(spec.icon).toEqual({ set: "mdi", name: "owl" });
  });

  it("a nursery's playful bear may be the cartoon one", async () => {
    const { spec, narration } = await plan("A logo for a nursery called Little Bear");
    expect(spec.styles).toContain("Playful");
    expect(spec.icon).toEqual({ set: "fluent-emoji", name: "bear" });
    expect(narration.join(" ")).toContain("the bear of “Bear” in your name");
  });

  it("a creature with no drawing in the logo's tone and no paw (a stag, a bold brewery) is left out, never drawn as a cartoon, and said so", async () => {
    for (const seed of [9100, 9101, 9102, 9103]) {
      const { spec, narration } = await plan("A logo for a bold brewery called Red Stag", seed);
      expect(spec.icon?.set === "fluent-emoji" && drawingTone(spec.icon) === "gentle", `seed ${seed}: ${spec.icon?.name}`).toBe(false);
      expect(narration.join(" "), `seed ${seed}`).toContain("I left “Stag” out of the mark: my only drawing of it is a cartoon face, too gentle for a bold logo.");
    }
  });
});

describe("Material Design Icons", () => {
  it("draws a chess club's knight as the chess piece, credited with its Apache License 2.0", async () => {
    const { spec, narration } = await plan("A logo for a chess club called Knight Moves");
    expect(spec.icon).toEqual({ set: "mdi", name: "chess-knight" });
    expect(narration.join(" ")).toContain("Material Design Icons 'chess-knight', Apache License 2.0");
  });

  it("is curated: no other company's mark, no interface glyph, no outline twin of a drawing", () => {
    const mdi = ICON_INDEX.filter(([set]) => set === "mdi").map(([, name]) => name);
    expect(mdi.length).toBeGreaterThan(500);
    expect(mdi.filter((name) => /^(microsoft|google|nintendo|pac-man|pokeball|space-invaders|triforce|ev-plug-tesla|account|alpha|arrow|battery|currency)|-(outline|off|plus|minus|check|alert)$/.test(name))).toEqual([]);
  });

  it("answers to a plain word only in that word's commonest sense: a gym called Iron Bear gets no clothes iron", async () => {
    for (const seed of [9100, 9101, 9102]) {
      const { spec } = await plan("A logo for a gym called Iron Bear", seed);
      expect(spec.icon?.name, `seed ${seed}`).not.toBe("iron");
    }
  });
});

describe("the open drawings named in the answer's language", () => {
  it.each([
    ["Ein Logo für ein Fitnessstudio namens Iron Bear", "und"],
    ["Un logo para un gimnasio llamado Iron Bear", "y"],
    ["Un logo pour une salle de sport appelée Iron Bear", "et"],
  ])("%s: the two drawings joined by '%s', their sets' and licences' names as they are", async (prompt, and) => {
    const { narration } = await plan(prompt);
    const said = narration.join(" ");
    expect(said).toMatch(new RegExp(`'paw-print', MIT License ${and} Phosphor Icons 'barbell', MIT License`));
    expect(said).not.toContain("MIT License and");
  });
});
