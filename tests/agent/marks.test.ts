/**
 * Marks of their own (docs/decisions/0107): constructed from the name and the trade, never
 * a stock drawing as it is, different for different brands of one trade, and never drawn
 * again once sold. The table of same-trade brands is tests/support/trade-brands.ts; the
 * docs/performance.md's figures come from bench/marks.ts over the same table.
 */
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { createAgentApp } from "#agent/app.ts";
import { brandIcon, iconDesign } from "#agent/kit/web.ts";
import { describe, expect, it } from "vitest";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { constructMark, MARK_BOX } from "#agent/design/constructed-marks.ts";
import { area, bounds, flattenPath, pathGeom } from "#agent/design/geometry.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { OTHER_IDEAS_PROMPT } from "#protocol/refinement.ts";
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { decodeFingerprint, encodeFingerprint, MARK_SIMILARITY_LIMIT, markSimilarity } from "#protocol/mark-fingerprint.ts";
import { GEOMETRIC_FAMILIES, LETTER_TREATMENTS, MARK_SHAPES } from "#protocol/logo-spec.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import { describeMark, redrawMark } from "#agent/planner/mark-construction.ts";
import { promptOf, TRADE_BRANDS } from "#tests/support/trade-brands.ts";
import { chatRequest, drawnIdeas, readEvents, testSpec, thingDrawn, userMessage } from "./helpers.ts";
import { drawingHeld, HELD_ENOUGH } from "#agent/design/held-drawing.ts";
import { input } from "./planner-fixtures.ts";

const engine = await workerEngine();
const planner = createDeterministicPlanner();

async function finalOf(body: Record<string, unknown>) {
  const events = await readEvents(await SELF.fetch(chatRequest(body)));
  const final = events.find((event): event is Extract<AgentEvent, { type: "final_image" }> => event.type === "final_image");
  if (!final) throw new Error(`no final image: ${JSON.stringify(events.filter((event) => event.type === "error" || event.type === "image_error"))}`);
  const done = events.find((event): event is Extract<AgentEvent, { type: "done" }> => event.type === "done");
  return { final, spec: logoSpec.parse(final.spec), said: events.flatMap((event) => (event.type === "chunk" ? [event.content] : [])).join(" "), description: done?.metadata?.description ?? "" };
}

describe("the fingerprint", () => {
  it("round-trips its cells and measures overlap as intersection over union", () => {
    const half = Array.from({ length: 1024 }, (_, i) => i < 512);
    const quarter = Array.from({ length: 1024 }, (_, i) => i < 256);
    const print = encodeFingerprint(half);
    expect(print).toHaveLength(175);
    expect(decodeFingerprint(print)!.length).toBe(128);
    expect(markSimilarity(print, print)).toBe(1);
    expect(markSimilarity(print, encodeFingerprint(quarter))).toBe(0.5);
    expect(markSimilarity(print, "m1:not a fingerprint")).toBe(0);
  });

  it("is about the mark's shape: the same mark in another layout, size or colour prints the same", () => {
    const spec = testSpec({ icon: null, mark: { kind: "lettermark", letters: "BF", treatment: "interlock", shape: "circle", angle: 0 } });
    const print = engine.markFingerprint(spec)!;
    for (const other of [
      { ...spec, layout: "icon-left" as const },
      { ...spec, iconScale: 1.4 },
      { ...spec, palette: { ...spec.palette, primary: "#1d4ed8" } },
    ]) {
      expect(markSimilarity(print, engine.markFingerprint(other)!)).toBeGreaterThan(0.95);
    }
    expect(engine.markFingerprint({ ...spec, layout: "wordmark", mark: null })).toBeNull();
  });
});

describe("the mark language", () => {
  const letters = (treatment: (typeof LETTER_TREATMENTS)[number]) => ({ kind: "lettermark" as const, letters: "RK", treatment, shape: "hexagon" as const, angle: 25 });

  it("draws every kind as clean, closed geometry with no slivers", () => {
    const materials = { book: engine.book, icons: engine.icons, face: { id: "montserrat" as const, weight: 700, italic: false }, icon: { set: "phosphor" as const, name: "coffee" } };
    const marks = [
      ...LETTER_TREATMENTS.map(letters),
      ...GEOMETRIC_FAMILIES.map((family, i) => ({ kind: "geometric" as const, family, count: 3 + i, turn: 0.3, pattern: 0x5a5a5 + i, weight: 0.5, shape: MARK_SHAPES[i]! })),
      ...(["cutout", "ring", "letter"] as const).map((treatment, i) => ({ kind: "emblem" as const, treatment, shape: MARK_SHAPES[i + 3]!, second: null, letter: "R", at: 0.125, tilt: 0 })),
    ];
    for (const mark of marks) {
      const geom = constructMark(mark, materials);
      const box = bounds(geom);
      expect(geom.length, JSON.stringify(mark)).toBeGreaterThan(0);
      // Inside its square, and a real figure: ink covers a good part of it.
      expect(box.x1).toBeGreaterThanOrEqual(-1);
      expect(box.x2).toBeLessThanOrEqual(MARK_BOX + 1);
      expect(area(geom) / MARK_BOX ** 2, JSON.stringify(mark)).toBeGreaterThan(0.08);
      // No part or hole smaller than the sliver limit survives.
      for (const ring of geom) expect(area([ring]), JSON.stringify(mark)).toBeGreaterThanOrEqual(4);
    }
  });

  it("flattens every path command the bundled drawings use, arcs included", () => {
    const [ring] = flattenPath("M10 50A40 40 0 1 0 90 50A40 40 0 1 0 10 50Z");
    // A circle of radius 40: every point on it, and enough of them.
    for (const [x, y] of ring!) expect(Math.hypot(x - 50, y - 50)).toBeCloseTo(40, 1);
    expect(ring!.length).toBeGreaterThan(40);
    expect(area(pathGeom("M0 0h10v10h-10z M2 2v6h6v-6z"))).toBeCloseTo(64, 5);
    expect(area(pathGeom("m0 0c0 10 10 10 10 0s-10-10-10 0z"))).toBeGreaterThan(50);
  });

  it("reads a version 1 design as it was drawn, with no constructed mark", () => {
    const stored = { ...testSpec(), version: 1, mark: undefined };
    const parsed = logoSpec.parse(stored);
    expect(parsed.version).toBe(2);
    expect(parsed.mark).toBeNull();
    expect(engine.design(parsed).svg()).toContain('id="mark"');
  });
});

describe("brands of one trade get marks of their own", () => {
  it("at least 95% of same-trade pairs differ, no mark is a stock drawing, and 90% of names show their noun", async () => {
    const plans = await Promise.all(TRADE_BRANDS.map((brand, i) => planner.plan(input(promptOf(brand), { seed: 5000 + i }))));
    const prints = plans.map((plan) => engine.markFingerprint(plan.spec));
    let pairs = 0;
    let different = 0;
    for (let i = 0; i < plans.length; i++)
      for (let j = i + 1; j < plans.length; j++) {
        if (TRADE_BRANDS[i]!.trade !== TRADE_BRANDS[j]!.trade) continue;
        pairs++;
        if (!prints[i] || !prints[j] || markSimilarity(prints[i]!, prints[j]!) < MARK_SIMILARITY_LIMIT) different++;
      }
    expect(pairs).toBe(8 * 15);
    expect(different / pairs).toBeGreaterThanOrEqual(0.95);

    for (const [i, plan] of plans.entries()) {
      const spec = plan.spec;
      expect(spec.mark, TRADE_BRANDS[i]!.name).not.toBeNull();
      // The bundled drawing, drawn as it is, is not the mark.
      if (spec.icon) {
        const asIs = engine.markFingerprint({ ...spec, mark: null, layout: "icon-above", container: "none" } as LogoSpec)!;
        expect(markSimilarity(prints[i]!, asIs), TRADE_BRANDS[i]!.name).toBeLessThan(MARK_SIMILARITY_LIMIT);
      }
    }
    const withNouns = TRADE_BRANDS.flatMap((brand, i) => (brand.noun ? [{ brand, plan: plans[i]! }] : []));
    const shown = withNouns.filter(({ plan }) => plan.spec.mark?.kind === "emblem" && plan.narration.some((line) => line.includes("in your name")));
    expect(withNouns.length).toBeGreaterThanOrEqual(15);
    expect(shown.length / withNouns.length).toBeGreaterThanOrEqual(0.9);
  });

  it("no two firms of one trade share a mark when their names hold nothing to draw: the trade's drawing is woven through each one's initial", async () => {
    // Names of people, each a different initial: the trade's scales are all the trade gives.
    const names = ["Hale & Partners", "Marsh Whitfield", "Prescott Navarro", "Kellerman Group", "Dunmore Legal", "Ashby Counsel", "Thornton Vance", "Whitcombe LLP", "Caldwell Okafor", "Brennan Ellis", "Fairley Ross", "Lindqvist Law"];
    const plans = await Promise.all(names.map((name, i) => planner.plan(input(`A logo for ${name}, a law firm`, { seed: 5000 + i }))));
    const emblems = plans.flatMap((plan, i) => (plan.spec.mark?.kind === "emblem" ? [{ name: names[i]!, spec: plan.spec }] : []));
    expect(emblems.length).toBeGreaterThanOrEqual(4);
    for (const { name, spec } of emblems) expect(describeMark(spec), name).toBe(`scales woven through the letter ${name[0]}`);
    const prints = plans.map((plan) => engine.markFingerprint(plan.spec));
    const alike = names.flatMap((a, i) => names.slice(i + 1).flatMap((b, k) => (markSimilarity(prints[i]!, prints[i + 1 + k]!) >= MARK_SIMILARITY_LIMIT ? [`${a} ~ ${b}`] : [])));
    expect(alike).toEqual([]);
  });

  it("sets a drawing only in a shape that holds it: no cut-out in slivers, no ring hidden under its drawing", async () => {
    // How much of the drawing lies within what holds it: the shape it is cut out of, or the
    // inside of its ring. In a leaf, a third of a drawing could fall outside: it cut the leaf
    // into pieces that read as no drawing, or covered the ring.
    const within = (spec: LogoSpec) => drawingHeld(engine, spec)!;
    const plans = await Promise.all(TRADE_BRANDS.map((brand, i) => planner.plan(input(promptOf(brand), { seed: 9000 + i }))));
    const specs = plans.flatMap((plan) => [plan.spec, ...Array.from({ length: 12 }, (_, variant) => redrawMark(plan.spec, variant, { keepLayout: true, keepDrawing: true }).spec)]);
    for (const treatment of ["cutout", "ring"]) {
      const held = specs.filter((spec) => spec.mark?.kind === "emblem" && spec.mark.treatment === treatment);
      expect(held.length, treatment).toBeGreaterThanOrEqual(60);
      expect(Math.min(...held.map(within)), treatment).toBeGreaterThanOrEqual(HELD_ENOUGH);
    }

    // The measure tells: a baseball and a tooth cut out of a leaf, as the catalogue's
    // Foxglove Baseball and Garnet Dental once were (their marks scraps of a leaf), and a
    // baseball inside a leaf's ring, as a visitor was once given it.
    const inLeaf = (name: string, treatment: "cutout" | "ring") => ({ ...plans[0]!.spec, icon: { set: "phosphor", name }, mark: { kind: "emblem", treatment, shape: "leaf", second: null, letter: null, at: 0.125, tilt: 12 } }) as LogoSpec;
    expect(within(inLeaf("baseball", "cutout"))).toBeLessThan(HELD_ENOUGH);
    expect(within(inLeaf("tooth", "cutout"))).toBeLessThan(HELD_ENOUGH);
    expect(within(inLeaf("baseball", "ring"))).toBeLessThan(HELD_ENOUGH);
  });

  it("joins the trade's drawing to the name's only when they differ: one baseball, one car, one dog, one castle, one church", async () => {
    const PROMPTS = [
      "A logo for a baseball team called Foxglove Baseball",
      "A logo for a car dealer called Marigold Cars",
      "A logo for a dog groomer called Loyal Hound Grooming",
      "A logo for a board game maker called Castle Quest Games",
      "A logo for a church called Mesa Church",
    ];
    let emblems = 0;
    for (let seed = 0; seed < 40; seed++) {
      const plan = await planner.plan(input(PROMPTS[seed % PROMPTS.length]!, { seed }));
      const mark = plan.spec.mark;
      if (mark?.kind !== "emblem") continue;
      emblems++;
      // What each drawing is called in the logo's words ('a dog', 'a dog face'): never one
      // thing twice, nor one thing and a part of it.
      if (mark.second) expect(thingDrawn(plan.spec, mark.second), `seed ${seed}: ${describeMark(plan.spec)}`).not.toBe(thingDrawn(plan.spec, plan.spec.icon!));
      // Nor said twice: 'the baseball of “Baseball” in your name, joined with a baseball'.
      expect(plan.narration.join(" "), `seed ${seed}`).not.toMatch(/the (baseball|car|dog|castle|church)\b[^.]* in your name[^.]*, joined with an? \1\b/);
    }
    expect(emblems).toBeGreaterThanOrEqual(8);
    // Another idea for a design that joined a thing with a part of it keeps one of them
    // (as the catalogue once had: a dog with a dog's face, a castle with a castle turret).
    const JOINED = [
      ["Loyal Hound", { set: "phosphor", name: "dog" }, { set: "fluent-emoji", name: "dog-face" }],
      ["Castle Quest", { set: "fluent-emoji", name: "castle" }, { set: "phosphor", name: "castle-turret" }],
    ] as const;
    for (const [brand, icon, second] of JOINED) {
      const joined = testSpec({ brand, icon, mark: { kind: "emblem", treatment: "cutout", shape: "circle", second, letter: null, at: 0.125, tilt: 0 } });
      for (let variant = 0; variant < 12; variant++) {
        const redrawn = redrawMark(joined, variant, { keepLayout: true, keepDrawing: true });
        expect(redrawn.mark?.kind === "emblem" && redrawn.mark.second, `${brand}, variant ${variant}: ${describeMark(redrawn.spec)}`).toBeFalsy();
      }
    }
  });

  it("says a drawing was asked for only when it was: 'with a baseball' was, 'a baseball team' names the trade", async () => {
    for (let seed = 0; seed < 6; seed++) {
      const named = (await planner.plan(input("A logo for a baseball team called Tidewater", { seed }))).narration.join(" ");
      expect(named, `seed ${seed}`).toMatch(/a baseball for your trade/);
      expect(named, `seed ${seed}`).not.toMatch(/you asked for/);
      const asked = (await planner.plan(input("A logo for Tidewater, a baseball team, with a baseball", { seed }))).narration.join(" ");
      expect(asked, `seed ${seed}`).toMatch(/the baseball you asked for/);
    }
  });

  it("joins the trade's drawing inside the mark's contour and says so; an initial joins a drawing only as the letter it is woven through", async () => {
    let joined = 0;
    for (let seed = 0; seed < 24; seed++) {
      const plan = await planner.plan(input(seed % 2 ? "A logo for a dog groomer called Loyal Hound" : "A logo for a coffee shop called Black Fox Roasters", { seed }));
      const mark = plan.spec.mark;
      if (mark?.kind !== "emblem" || mark.treatment === "letter") continue;
      // No initial beside a drawing: that was the disc on the rim.
      expect(mark.letter, `seed ${seed}`).toBeNull();
      if (mark.second) {
        joined++;
        expect(plan.metadata.description, `seed ${seed}`).toMatch(/, with an? [a-z]/);
        expect(plan.narration.join(" "), `seed ${seed}`).toMatch(/, joined with an? [a-z ]+ for the trade in the same contour\./);
      }
    }
    expect(joined).toBeGreaterThan(0);
  });

  it("says of the open drawings in a mark what the certificate says: anyone may use them, the mark made with them is the buyer's", async () => {
    const plans = await Promise.all(Array.from({ length: 12 }, (_, seed) => planner.plan(input("A logo for a coffee shop called Black Fox Roasters", { seed }))));
    for (const plan of plans.filter((plan) => plan.spec.mark?.kind === "emblem")) {
      const said = plan.narration.join(" ");
      expect(said).not.toMatch(/made for this name alone/);
      const second = plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second : null;
      if (second) expect(said).toMatch(/The drawings \(.*'fox', MIT License and .*'coffee[a-z-]*', MIT License\) are open drawings that anyone may use; the mark made with them is drawn for this logo/);
      else expect(said).toMatch(/The drawing \(.*'fox', MIT License\) is an open drawing that anyone may use; the mark made with it is drawn for this logo/);
    }
  });

  it("joins no drawing with its own plural: a music school's 'Blue Note' is one note, never a note with music notes", async () => {
    for (let seed = 0; seed < 16; seed++) {
      const plan = await planner.plan(input("A logo for a music school called Blue Note Academy", { seed }));
      const mark = plan.spec.mark;
      if (mark?.kind === "emblem" && mark.second) expect(thingDrawn(plan.spec, mark.second), `seed ${seed}: ${describeMark(plan.spec)}`).not.toBe(thingDrawn(plan.spec, plan.spec.icon!));
    }
  });

  it("draws no card suit for a club: 'Club' in a name says what the business is", async () => {
    for (let seed = 0; seed < 12; seed++) {
      const plan = await planner.plan(input("A logo for a swim club called Cinder Swim Club", { seed }));
      const drawn = [plan.spec.icon?.name, plan.spec.mark?.kind === "emblem" ? plan.spec.mark.second?.name : null];
      expect(drawn, `seed ${seed}`).not.toContain("club");
    }
  });

  it("draws the name's noun joined with the trade, and says so", async () => {
    const plan = await planner.plan(input("A logo for a coffee shop called Black Fox Roasters", { seed: 7 }));
    expect(plan.spec.icon?.name).toBe("fox");
    expect(plan.spec.mark).toMatchObject({ kind: "emblem", second: { name: expect.stringMatching(/coffee/) } });
    expect(plan.narration.join(" ")).toMatch(/the fox of “Fox” in your name.*joined with a coffee/);
  });
});

describe("the website's icons", () => {
  it("draw an emblem by its one idea: the disc on its rim is left out, the letter of a woven initial kept", () => {
    const joined = testSpec({ icon: { set: "fluent-emoji", name: "fox" }, mark: { kind: "emblem", treatment: "ring", shape: "circle", second: { set: "phosphor", name: "coffee" }, letter: null, at: 0.125, tilt: 0 } });
    const icon = brandIcon(engine, joined);
    const alone = brandIcon(engine, { ...joined, mark: { ...joined.mark!, second: null } as LogoSpec["mark"] });
    expect(icon).toEqual(alone);
    expect(icon).not.toEqual(brandIcon(engine, { ...joined, mark: { ...joined.mark!, treatment: "cutout" } as LogoSpec["mark"] }));
    const woven = testSpec({ icon: { set: "phosphor", name: "coffee" }, mark: { kind: "emblem", treatment: "letter", shape: "circle", second: null, letter: "S", at: 0.125, tilt: 0 } });
    expect(iconDesign(woven)).toEqual(woven);
  });
});

describe("whichever planner drew the design", () => {
  it("a new logo that names only a drawing (a language model's answer) gets a mark of its own around it", async () => {
    const drawingOnly = testSpec({ mark: null, icon: { set: "phosphor", name: "coffee" }, layout: "icon-above", container: "none" });
    const model = { name: "model", plan: async () => ({ kind: "new" as const, spec: drawingOnly, narration: ["A cup for a café."], metadata: { name: "Summit Coffee", description: "A cup.", tags: [], category: "Business", bgColor: "bg-amber-50" }, understood: { styles: [], colorScheme: null, subject: null } }) };
    const app = createAgentApp({ planner: () => model, fallbackPlanner: createDeterministicPlanner, engine: workerEngine });
    const events = await readEvents(await app.fetch(chatRequest({ ...userMessage("A logo for Summit Coffee"), generation_id: "gen_1_model" }), env, createExecutionContext()));
    const final = events.find((event): event is Extract<AgentEvent, { type: "final_image" }> => event.type === "final_image")!;
    const spec = logoSpec.parse(final.spec);
    expect(spec.mark?.kind).toBe("emblem");
    // The model's cup stays in the mark, joined with the summit of the name.
    expect(drawnIdeas(spec)).toEqual(expect.arrayContaining(["coffee", "mountain"]));
    const asIs = engine.markFingerprint({ ...spec, mark: null });
    expect(markSimilarity(final.mark_fingerprint!, asIs!)).toBeLessThan(MARK_SIMILARITY_LIMIT);
  });
});

describe("a sold mark is never drawn again", () => {
  it("the same prompt, seed and all, draws another mark when the first is sold, and says why", async () => {
    const request = { ...userMessage("A logo for a coffee shop called Copper Kettle"), generation_id: "gen_1_reserved" };
    const first = await finalOf(request);
    expect(first.final.mark_fingerprint).toBeDefined();
    const again = await finalOf(request);
    expect(again.final.mark_fingerprint).toBe(first.final.mark_fingerprint);

    const afterSale = await finalOf({ ...request, avoid_marks: [first.final.mark_fingerprint] });
    expect(markSimilarity(afterSale.final.mark_fingerprint!, first.final.mark_fingerprint!)).toBeLessThan(MARK_SIMILARITY_LIMIT);
    expect(afterSale.said).toMatch(/came too close to one already made for a logo someone owns, so I drew another/);
    // The logo's description names the mark drawn, not the one given up.
    expect(first.description).toContain(describeMark(first.spec));
    expect(afterSale.description).toContain(describeMark(afterSale.spec));
    expect(afterSale.description).not.toContain(describeMark(first.spec));
    // The rest of the design is the visitor's: the name still reads the same.
    expect(afterSale.spec.brand).toBe(first.spec.brand);
  });

  it("in the visitor's language, a mark redrawn clear of a sold one is described as redrawn, and nothing is said in English", async () => {
    const request = { ...userMessage("Ein Logo für ein Café namens Kupferkessel, modern"), generation_id: "gen_1_reserved_de" };
    const first = await finalOf(request);
    const afterSale = await finalOf({ ...request, avoid_marks: [first.final.mark_fingerprint] });
    expect(afterSale.said).toMatch(/Meine erste Idee für das Zeichen kam einem Logo zu nahe/);
    expect(afterSale.said).toMatch(/Die Vorschau mit Wasserzeichen ist fertig/);
    expect(afterSale.said).not.toMatch(/\b(?:the|mark|I drew|watermarked)\b/);
    // The mark said is the mark drawn: the sentence is said again from the redrawn design.
    expect(afterSale.spec.mark).not.toEqual(first.spec.mark);
    expect(afterSale.final.mark_fingerprint).not.toBe(first.final.mark_fingerprint);
  });

  it("a change that keeps the mark keeps it, even when the logo itself is sold (its buyer refining it)", async () => {
    const bought = await finalOf({ ...userMessage("A logo for a law firm called Anchor Law"), generation_id: "gen_1_bought" });
    const refined = await finalOf({
      ...userMessage("Modify this logo: make the text dark green"),
      generation_id: "gen_2_bought",
      design: bought.spec,
      avoid_marks: [bought.final.mark_fingerprint],
      earlier_marks: [bought.final.mark_fingerprint],
    });
    expect(refined.spec.mark).toEqual(bought.spec.mark);
    expect(refined.final.mark_fingerprint).toBe(bought.final.mark_fingerprint);
    expect(refined.said).not.toMatch(/came too close/);
  });

  it("a sold mark's idea is not drawn again placed otherwise: the same parts in the same shape are the same mark", async () => {
    // Two visitors once got the same fox cut out of a leaf with a coffee cup, the cup at
    // another point of the rim and the fox leaning the other way: fingerprints 0.28 alike.
    const fox = (at: number, tilt: number) => ({ icon: { set: "phosphor", name: "fox" }, mark: { kind: "emblem", treatment: "cutout", shape: "leaf", second: { set: "phosphor", name: "coffee" }, letter: null, at, tilt } });
    expect(markIdea(fox(0.625, 12))).toBe(markIdea(fox(0.875, -12)));
    expect(markIdea({ ...fox(0.625, 12), mark: { ...fox(0.625, 12).mark, shape: "shield" } })).not.toBe(markIdea(fox(0.625, 12)));
    expect(markIdea({ icon: null, mark: null })).toBeNull();

    const request = { ...userMessage("A logo for a coffee shop called Black Fox Roasters"), generation_id: "gen_1_idea_sold" };
    const first = await finalOf(request);
    const idea = markIdea(first.spec);
    expect(idea).not.toBeNull();
    // Only the idea is reserved here (no fingerprint): the agent still draws another.
    const afterSale = await finalOf({ ...request, avoid_ideas: [idea] });
    expect(markIdea(afterSale.spec)).not.toBe(idea);
    expect(afterSale.said).toMatch(/came too close to one already made for a logo someone owns, so I drew another/);
  });

  it("a shape the mark does not draw is no part of its idea: a croissant woven through a 'C' is one idea, whatever shape it was given", () => {
    // On the running site a second visitor got a croissant woven through a large "C" again:
    // the two designs differed in the emblem's shape, which a woven initial never draws.
    const woven = (shape: string) => ({ icon: { set: "phosphor", name: "bread" }, mark: { kind: "emblem", treatment: "letter", shape, second: null, letter: "C", at: 0.125, tilt: 0 } });
    expect(markIdea(woven("circle"))).toBe(markIdea(woven("hexagon")));
    const cutOut = (shape: string) => ({ ...woven(shape), mark: { ...woven(shape).mark, treatment: "cutout" } });
    expect(markIdea(cutOut("circle"))).not.toBe(markIdea(cutOut("hexagon")));

    const lettermark = (treatment: string, shape: string) => ({ icon: null, mark: { kind: "lettermark", letters: "ab", treatment, shape, angle: 20 } });
    for (const treatment of ["cut", "stencil", "overlap", "interlock"]) expect(markIdea(lettermark(treatment, "circle"))).toBe(markIdea(lettermark(treatment, "shield")));
    for (const treatment of ["negative", "enclosure"]) expect(markIdea(lettermark(treatment, "circle"))).not.toBe(markIdea(lettermark(treatment, "shield")));

    const figure = (family: string, shape: string) => ({ icon: null, mark: { kind: "geometric", family, count: 5, turn: 0.2, pattern: 77, weight: 0.5, shape } });
    for (const family of ["radial", "grid", "arcs", "folds"]) expect(markIdea(figure(family, "circle"))).toBe(markIdea(figure(family, "leaf")));
    expect(markIdea(figure("stripes", "circle"))).not.toBe(markIdea(figure("stripes", "leaf")));
  });

  it("a drawing the visitor asked for stays in the mark drawn again, and is said to be theirs", async () => {
    const request = { ...userMessage("A bakery called Crumb, with a croissant"), generation_id: "gen_1_asked_sold" };
    const first = await finalOf(request);
    expect(first.said).toMatch(/the croissant you asked for/);
    const afterSale = await finalOf({ ...request, avoid_marks: [first.final.mark_fingerprint], avoid_ideas: [markIdea(first.spec)] });
    expect(afterSale.said).toMatch(/so I drew another\. For the mark I (cut|drew|wove) the croissant you asked for/);
    expect(afterSale.spec.icon).toEqual(first.spec.icon);
    expect(markIdea(afterSale.spec)).not.toBe(markIdea(first.spec));
  });

  it("refuses a malformed avoided mark with a 400", async () => {
    const response = await SELF.fetch(chatRequest({ ...userMessage("A logo for a bakery"), avoid_marks: ["m1:short"] }));
    expect(response.status).toBe(400);
  });
});

describe("the words for a mark", () => {
  it("take 'an' before a vowel: a fox cut out of an arch, never 'a arch'", async () => {
    const { spec } = await finalOf({ ...userMessage("A logo for a coffee shop called Black Fox Roasters"), generation_id: "gen_1_words" });
    const arch = { ...spec, mark: { kind: "emblem" as const, treatment: "cutout" as const, shape: "arch" as const, second: null, letter: null, at: 0.125, tilt: 0 } };
    expect(describeMark(arch)).toMatch(/cut out of an arch/);
    const said: string[] = [];
    for (let variant = 1; variant <= 40; variant++) said.push(redrawMark(spec, variant, { keepLayout: true }).sentence ?? "");
    expect(said.filter((sentence) => /\ba [aeiou]/i.test(sentence))).toEqual([]);
    expect(said.some((sentence) => /\ban (arch|hexagon)\b/.test(sentence))).toBe(true);
  });
});

describe("show me other ideas", () => {
  it("makes a version whose mark and layout differ from the earlier versions'", async () => {
    const first = await finalOf({ ...userMessage("A logo for a florist called Petal & Stem"), generation_id: "gen_1_ideas" });
    const other = await finalOf({
      ...userMessage(OTHER_IDEAS_PROMPT),
      generation_id: "gen_2_ideas",
      design: first.spec,
      earlier_marks: [first.final.mark_fingerprint],
      earlier_ideas: [markIdea(first.spec)],
      earlier_layouts: [first.spec.layout],
    });
    expect(other.spec.layout).not.toBe(first.spec.layout);
    expect(markIdea(other.spec)).not.toBe(markIdea(first.spec));
    expect(other.spec.mark?.kind === first.spec.mark?.kind && JSON.stringify(other.spec.mark) === JSON.stringify(first.spec.mark)).toBe(false);
    expect(markSimilarity(other.final.mark_fingerprint!, first.final.mark_fingerprint!)).toBeLessThan(MARK_SIMILARITY_LIMIT);
    expect(other.said).toMatch(/Here is another idea/);
    // The name, its lettering and its colours are the visitor's: only the idea changed.
    expect(other.spec.brand).toBe(first.spec.brand);
    expect(other.spec.typeface).toEqual(first.spec.typeface);
  });
});
