/**
 * Every mark's small form (workers/agent/design/small-form.ts), the one a favicon and a
 * profile picture show: over the catalogue's marks of every kind and marks the planner
 * makes, each drawn as a 16 px icon draws it (its ink SMALL_ICON_SHARE of the side) and
 * looked at through a mask eight times finer: no piece of ink thinner than 1.5 px (eroding
 * the mask by 0.75 px leaves something of every piece), one idea in at most MAX_PARTS
 * pieces, and ink enough to see. The full marks fail the same look, which is why the small
 * forms exist. The kit's small icons draw the small form; its large icons the full mark.
 */
import { describe, expect, it } from "vitest";
import catalogue from "#app/catalogue/catalogue.json";
import { constructMark, type MarkMaterials } from "#agent/design/constructed-marks.ts";
import { bounds, geomPath, type Geom } from "#agent/design/geometry.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { rasterize } from "#protocol/resvg.ts";
import { designSmallForm, MAX_PARTS, SMALL_ICON_SHARE, SMALLEST_ICON, smallForm } from "#agent/design/small-form.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { webFiles } from "#agent/kit/web.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { promptOf, TRADE_BRANDS } from "#tests/support/trade-brands.ts";
import { input } from "./planner-fixtures.ts";
import { testSpec } from "./helpers.ts";

const engine = await workerEngine();

/** The mask is looked at this many times finer than the 16 px icon's pixels. */
const FINER = 8;
/** The mark's side in the 16 px icon, in the finer mask's pixels. */
const SIDE = Math.round(SMALLEST_ICON * SMALL_ICON_SHARE * FINER);

/** A geometry fitted to its ink as an icon draws it, as a mask (ink where coverage is at least half). */
function mask(geom: Geom): Uint8Array {
  const b = bounds(geom);
  const s = SIDE / Math.max(b.x2 - b.x1, b.y2 - b.y1);
  const tx = SIDE / 2 - ((b.x1 + b.x2) / 2) * s;
  const ty = SIDE / 2 - ((b.y1 + b.y2) / 2) * s;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}"><path d="${geomPath(
    geom,
  )}" transform="translate(${tx} ${ty}) scale(${s})"/></svg>`;
  const { rgba } = rasterize(svg, SIDE);
  return Uint8Array.from({ length: SIDE * SIDE }, (_, i) => (rgba[i * 4 + 3]! >= 128 ? 1 : 0));
}

/** The mask eroded by a disc of `radius` pixels. */
function eroded(ink: Uint8Array, radius: number): Uint8Array {
  const offsets: [number, number][] = [];
  for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) if (dx * dx + dy * dy <= radius * radius) offsets.push([dx, dy]);
  const out = new Uint8Array(ink.length);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      if (!ink[y * SIDE + x]) continue;
      out[y * SIDE + x] = offsets.every(([dx, dy]) => {
        const [u, v] = [x + dx, y + dy];
        return u >= 0 && v >= 0 && u < SIDE && v < SIDE && ink[v * SIDE + u] === 1;
      })
        ? 1
        : 0;
    }
  return out;
}

/** The mask's pieces of ink (8-connected), each as its pixels' indices. */
function pieces(ink: Uint8Array): number[][] {
  const seen = new Uint8Array(ink.length);
  const found: number[][] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const piece: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      piece.push(at);
      const [x, y] = [at % SIDE, Math.floor(at / SIDE)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [u, v] = [x + dx, y + dy];
          const next = v * SIDE + u;
          if (u >= 0 && v >= 0 && u < SIDE && v < SIDE && ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
    }
    found.push(piece);
  }
  return found;
}

interface Look {
  /** Pieces of ink an erosion by 0.75 px at 16 px takes away whole: strokes thinner than 1.5 px. */
  thin: number;
  parts: number;
  /** The share of the mark's square inked. */
  ink: number;
}

function look(geom: Geom): Look {
  const ink = mask(geom);
  const kept = eroded(ink, 0.75 * FINER);
  const all = pieces(ink);
  return { thin: all.filter((piece) => piece.every((at) => !kept[at])).length, parts: all.length, ink: ink.reduce((sum, on) => sum + on, 0) / ink.length };
}

const holdsUp = (seen: Look) => seen.thin === 0 && seen.parts <= MAX_PARTS && seen.ink >= 0.08;

/**
 * The catalogue's designs: every second lettermark and figure, every twentieth emblem, and
 * six designs without a constructed mark (each small form costs 0.3-1.2 s to choose: the
 * whole catalogue would add minutes to every run for no kind of mark not already here).
 */
const designs = (catalogue as { name: string; spec: unknown }[]).map((entry) => ({ name: entry.name, spec: logoSpec.parse(entry.spec) }));
const emblems = designs.filter((design) => design.spec.mark?.kind === "emblem");
const chosen = [
  ...designs.filter((design) => design.spec.mark && design.spec.mark.kind !== "emblem").filter((_, i) => i % 2 === 0),
  ...emblems.filter((_, i) => i % 20 === 0),
  ...designs.filter((design) => !design.spec.mark).slice(0, 6),
];

const materialsOf = (spec: LogoSpec): MarkMaterials => ({ book: engine.book, icons: engine.icons, face: spec.typeface, icon: spec.icon });

function expectSmallFormsHoldUp(list: { name: string; spec: LogoSpec }[]) {
  const failures: string[] = [];
  for (const { name, spec } of list) {
    const form = designSmallForm(spec, engine);
    const seen = look(form.geom);
    if (!holdsUp(seen)) failures.push(`${name} (${form.idea}): ${JSON.stringify(seen)}`);
  }
  expect(failures).toEqual([]);
}

describe("a mark's small form, drawn at 16 px", () => {
  it("holds up for the catalogue's lettermarks and figures: no stroke under 1.5 px, a few parts at most, ink enough to see", () => {
    expectSmallFormsHoldUp(chosen.filter((design) => design.spec.mark && design.spec.mark.kind !== "emblem"));
  }, 240_000);

  it("holds up for the catalogue's emblems and its designs without a constructed mark (a drawing, or the initials)", () => {
    expectSmallFormsHoldUp(chosen.filter((design) => !design.spec.mark || design.spec.mark.kind === "emblem"));
  }, 240_000);

  it("holds up for the marks the planner makes", async () => {
    const planner = createDeterministicPlanner();
    const brands = TRADE_BRANDS.filter((_, i) => i % 3 === 0);
    const plans = await Promise.all(brands.map((brand, i) => planner.plan(input(promptOf(brand), { seed: 7100 + i }))));
    expectSmallFormsHoldUp(plans.map((plan, i) => ({ name: brands[i]!.name, spec: plan.spec })));
  }, 240_000);

  it("is needed: the full marks, drawn as small, break the same rules", () => {
    const full = chosen.filter((design) => design.spec.mark).map(({ spec }) => look(constructMark(spec.mark!, materialsOf(spec))));
    expect(full.filter((seen) => !holdsUp(seen)).length / full.length).toBeGreaterThan(0.5);
  }, 240_000);

  it("is the same every time, and one idea of the mark: a ring's drawing without its ring, letters without their treatment", () => {
    const ring = designs.find((design) => design.spec.mark?.kind === "emblem" && design.spec.mark.treatment === "ring")!.spec;
    // Made twice from scratch (designSmallForm keeps what it made): the same geometry to the last point.
    expect(smallForm(ring.mark!, materialsOf(ring))).toEqual(smallForm(structuredClone(ring.mark!), materialsOf(ring)));
    expect(designSmallForm(ring, engine).idea).toMatch(/^drawing/);
    const stencil = testSpec({ icon: null, mark: { kind: "lettermark", letters: "RK", treatment: "stencil", shape: "circle", angle: 0 } });
    expect(designSmallForm(stencil, engine).idea).toMatch(/letter/);
  }, 60_000);
});

describe("a Material Design Icons drawing", () => {
  it("is itself at 16 px where it holds up, a solid pictogram, not its outline filled as a Fluent Emoji drawing is", () => {
    const ring = { kind: "emblem", treatment: "ring", shape: "circle", second: null, letter: null, at: 0.375, tilt: 0 } as const;
    const knight = testSpec({ icon: { set: "mdi", name: "chess-knight" }, layout: "icon-above", container: "none", mark: ring });
    expect(designSmallForm(knight, engine).idea).toBe("drawing");
    const fox = testSpec({ icon: { set: "fluent-emoji", name: "fox" }, layout: "icon-above", container: "none", mark: ring });
    expect(designSmallForm(fox, engine).idea).toBe("drawing's silhouette");
  }, 60_000);
});

describe("a drawing woven through an initial", () => {
  it("is its initial at 16 px: firms of one trade, each with the trade's drawing, keep small forms of their own", async () => {
    const planner = createDeterministicPlanner();
    // The same-trade brands as bench:marks plans them: the law firms with no drawable noun weave the scales through their initial.
    const specs = await Promise.all(TRADE_BRANDS.map(async (brand, i) => (brand.trade === "a law firm" ? (await planner.plan(input(promptOf(brand), { seed: 5000 + i }))).spec : null)));
    const woven = specs.filter((spec): spec is LogoSpec => spec?.mark?.kind === "emblem" && spec.mark.treatment === "letter");
    expect(woven.length).toBeGreaterThanOrEqual(3);
    const forms = woven.map((spec) => designSmallForm(spec, engine));
    for (const form of forms) expect(form.idea).toMatch(/letter/);
    expect(new Set(forms.map((form) => geomPath(form.geom))).size).toBe(forms.length);
  }, 60_000);
});

describe("the kit's icons", () => {
  it("draw the small form up to 48 px (favicon.ico, favicon.svg) and the full mark from 180 px", async () => {
    const spec = designs.find((design) => design.spec.mark?.kind === "emblem" && design.spec.mark.treatment === "ring" && design.spec.container === "none")!.spec;
    const files = await webFiles(engine, spec);
    const small = geomPath(designSmallForm(spec, engine).geom);
    expect(files["web/favicon.svg"]).toContain(small);
    expect(files["web/favicon.svg"]).not.toContain(engine.compose(spec, { arrangement: "mark" }).composition.mark);
  }, 60_000);
});
