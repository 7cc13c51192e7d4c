/**
 * No part of a mark sits detached on its rim (issue 55): the small disc on a shape's edge
 * holding a second drawing or the initial read as an app's notification dot, and at 16 px as
 * a smudge. Each mark is looked at as the engine constructs it (its ink, in the 100 box),
 * over the catalogue and the same-trade brands' marks the planner makes: no part of its ink
 * may be small beside the rest, compact (a disc, a badge), at the edge of the mark's ink
 * box, alone of its size (the petals of a radial figure, the toes of a paw print, the
 * cells of a grid are a pattern, not a badge) and holding something cut out of it (a
 * letter, a drawing: the crumb a lettermark's cut leaves at its edge holds nothing).
 */
import { describe, expect, it } from "vitest";
import catalogue from "#app/catalogue/catalogue.json";
import { constructMark, letterAroundDrawing, MARK_BOX } from "#agent/design/constructed-marks.ts";
import { area, bounds, circle, difference, intersection, outward, rect, signedArea, union, type Bounds, type Geom } from "#agent/design/geometry.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { promptOf, TRADE_BRANDS } from "#tests/support/trade-brands.ts";
import { input } from "./planner-fixtures.ts";

const engine = await workerEngine();

/** A part this much of the mark's ink or less is small beside it. */
const SMALL = 0.12;
/** A part filling this much of its box or more, and about as tall as wide, is compact. */
const COMPACT = 0.45;
/** Within this share of the mark's side from its ink box's edge is at the edge. */
const EDGE = 0.04;
/** A part whose holes take this share of its outline holds something (a letter, a drawing). */
const HOLDS = 0.1;
/** Parts whose areas are within this share of each other are alike: a pattern. */
const ALIKE = 0.25;

interface Part {
  area: number;
  box: Bounds;
  /** The share of its outline's area its holes take: a badge holds a letter or a drawing cut out of it. */
  holes: number;
}

/** The ink's separate parts: its outlines (wound one way; holes the other), each with its area less its holes'. */
function partsOf(geom: Geom): Part[] {
  const sign = outward(geom);
  const outlines = geom.filter((ring) => Math.sign(signedArea(ring)) === sign);
  const holes = geom.filter((ring) => Math.sign(signedArea(ring)) !== sign);
  return outlines.map((ring) => {
    const box = bounds([ring]);
    const inside = holes.filter((hole) => {
      const b = bounds([hole]);
      return b.x1 >= box.x1 && b.x2 <= box.x2 && b.y1 >= box.y1 && b.y2 <= box.y2;
    });
    const outline = Math.abs(signedArea(ring));
    const cut = inside.reduce((sum, hole) => sum + Math.abs(signedArea(hole)), 0);
    return { area: outline - cut, box, holes: cut / outline };
  });
}

/** The parts of a mark that sit detached on its rim, each said as where and how big. */
export function detachedOnRim(geom: Geom): string[] {
  const parts = partsOf(geom);
  if (parts.length < 2) return [];
  const total = parts.reduce((sum, part) => sum + part.area, 0);
  const ink = bounds(geom);
  const side = Math.max(ink.x2 - ink.x1, ink.y2 - ink.y1);
  const tolerance = EDGE * side;
  return parts
    .filter((part) => {
      const [w, h] = [part.box.x2 - part.box.x1, part.box.y2 - part.box.y1];
      const small = part.area <= SMALL * total;
      const compact = part.area / (w * h) >= COMPACT && Math.max(w, h) / Math.min(w, h) <= 1.6;
      const atEdge = part.box.x1 - ink.x1 <= tolerance || ink.x2 - part.box.x2 <= tolerance || part.box.y1 - ink.y1 <= tolerance || ink.y2 - part.box.y2 <= tolerance;
      const alone = !parts.some((other) => other !== part && Math.abs(other.area - part.area) <= ALIKE * part.area);
      // What it holds: an initial or a drawing knocked out of it (a crumb a cut leaves holds nothing).
      const holds = part.holes >= HOLDS;
      return small && compact && atEdge && alone && holds;
    })
    .map((part) => `a part of ${((part.area / total) * 100).toFixed(1)} % of the ink at (${Math.round(part.box.x1)}, ${Math.round(part.box.y1)})`);
}

const materialsOf = (spec: LogoSpec) => ({ book: engine.book, icons: engine.icons, face: spec.typeface, icon: spec.icon });
const markOf = (spec: LogoSpec) => constructMark(spec.mark!, materialsOf(spec));

function expectNoneOnTheRim(designs: { name: string; spec: LogoSpec }[]) {
  const found = designs.filter(({ spec }) => spec.mark).flatMap(({ name, spec }) => detachedOnRim(markOf(spec)).map((part) => `${name}: ${part}`));
  expect(found).toEqual([]);
}

describe("no part of a mark sits detached on its rim", () => {
  it("finds the badge it looks for: a disc on a ring's edge holding the initial, as marks had it before", () => {
    const ring = (catalogue as { spec: unknown }[]).map((entry) => logoSpec.parse(entry.spec)).find((spec) => spec.mark?.kind === "emblem" && spec.mark.treatment === "ring")!;
    const drawn = markOf(ring);
    const b = bounds(drawn);
    const [x, y, r] = [b.x2 - 9, b.y1 + 9, 9];
    // The old badge: a disc cut clear of the ring by a gap, the initial knocked out of it.
    const badge = difference(circle(x, y, r), circle(x, y, r * 0.45));
    const withBadge = union(difference(drawn, circle(x, y, r + 2.5)), badge);
    expect(detachedOnRim(withBadge)).toHaveLength(1);
    // The same mark without it has none; nor a pattern of like parts (four discs on its corners).
    expect(detachedOnRim(drawn)).toEqual([]);
    const corners = [0, 1, 2, 3].map((k) => circle(k % 2 ? MARK_BOX - 6 : 6, k < 2 ? 6 : MARK_BOX - 6, 5));
    expect(detachedOnRim(union(circle(50, 50, 30), ...corners))).toEqual([]);
  });

  it("across the catalogue", () => {
    expectNoneOnTheRim((catalogue as { name: string; spec: unknown }[]).map((entry) => ({ name: entry.name, spec: logoSpec.parse(entry.spec) })));
  }, 120_000);

  it("across the marks the planner makes for the same-trade brands", async () => {
    const planner = createDeterministicPlanner();
    const plans = await Promise.all(TRADE_BRANDS.map((brand, i) => planner.plan(input(promptOf(brand), { seed: 5000 + i }))));
    expectNoneOnTheRim(plans.map((plan, i) => ({ name: TRADE_BRANDS[i]!.name, spec: plan.spec })));
  }, 60_000);
});

describe("no crumb a cut leaves", () => {
  it("a lettermark's band or a stencil's bridges leave no severed tip of a letter beside it, in the catalogue or the same-trade marks", async () => {
    const planner = createDeterministicPlanner();
    const planned = await Promise.all(TRADE_BRANDS.map((brand, i) => planner.plan(input(promptOf(brand), { seed: 5000 + i }))));
    const specs = [...(catalogue as { spec: unknown }[]).map((entry) => logoSpec.parse(entry.spec)), ...planned.map((plan) => plan.spec)];
    const cut = specs.filter((spec) => spec.mark?.kind === "lettermark" && (spec.mark.treatment === "cut" || spec.mark.treatment === "stencil"));
    expect(cut.length).toBeGreaterThan(30);
    // The smallest piece a cut leaves on purpose (a stroke's end beyond the band) is 2.2 % of the ink; a stencil's pieces are 2 % and up.
    const crumbs = cut.flatMap((spec) => {
      const parts = partsOf(markOf(spec));
      const total = parts.reduce((sum, part) => sum + part.area, 0);
      const least = spec.mark?.kind === "lettermark" && spec.mark.treatment === "cut" ? 0.02 : 0.012;
      return parts.filter((part) => part.area < least * total).map((part) => `${spec.brand}: ${((part.area / total) * 100).toFixed(1)} %`);
    });
    expect(crumbs).toEqual([]);
  }, 60_000);
});

describe("a letter woven with a drawing", () => {
  it("shows none of its ink through the drawing's holes, nor a tip the gap severed: the drawing is drawn as it is", () => {
    // A letter's stem, and a drawing like a ball: a disc with a small hole where the stem shows through.
    const letter = rect(20, 0, 60, 100);
    const drawing = difference(circle(50, 60, 22), circle(50, 60, 8));
    const around = letterAroundDrawing(letter, drawing);
    expect(area(intersection(around, circle(50, 60, 8)))).toBe(0);
    // The letter itself stays whole above and beside the gap.
    expect(area(around)).toBeGreaterThan(0.6 * area(letter));
  });
});
