/**
 * `node scripts/small-forms-sheet.ts`: a contact sheet of marks from the catalogue (every
 * kind and treatment, a few of each) as the brand kit draws their icons: for each, the full
 * mark's icon and the small form's icon side by side at 512 px (shown at 128), at 32 px
 * (magnified four times) and at 16 px (magnified eight times), then both at their real 16
 * and 32 px. Written to docs/images/small-forms.png, to look at (design/small-form.ts).
 *
 * With `--brands`, the marks are the 48 same-trade brands' (tests/support/trade-brands.ts)
 * as the planner draws them for a visitor's prompt (bench/marks.ts's seeds): what a new
 * customer gets, written to docs/images/brand-marks.png.
 *
 *   node scripts/small-forms-sheet.ts [--out docs/images/small-forms.png] [--each 3] [--brands]
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { encodePng } from "#protocol/png.ts";
import { rasterize } from "#protocol/resvg.ts";
import { designSmallForm } from "#agent/design/small-form.ts";
import { setLine } from "#agent/design/text.ts";
import { brandIcon, iconSvg, smallIconSvg, smallMark } from "#agent/kit/web.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { promptOf, TRADE_BRANDS } from "#tests/support/trade-brands.ts";
import { nodeEngine } from "./lib/engine-node.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, each: { type: "string", default: "3" }, brands: { type: "boolean", default: false } } });
const OUT = values.out ?? (values.brands ? "docs/images/brand-marks.png" : "docs/images/small-forms.png");
const engine = await nodeEngine();
const ROOT = join(import.meta.dirname, "..");

/** A few designs of each kind of mark (the first of each kind and treatment in the catalogue, spread out), and a wordmark's initials. */
function chosen(): { name: string; spec: LogoSpec }[] {
  const all = (JSON.parse(readFileSync(join(ROOT, "app/catalogue/catalogue.json"), "utf8")) as { name: string; spec: unknown }[]).map((entry) => ({
    name: entry.name,
    spec: logoSpec.parse(entry.spec),
  }));
  const kindOf = (spec: LogoSpec) => (spec.mark ? `${spec.mark.kind} ${"treatment" in spec.mark ? spec.mark.treatment : spec.mark.family}` : spec.layout === "wordmark" ? "initials" : "drawing");
  const kinds = new Map<string, { name: string; spec: LogoSpec }[]>();
  for (const entry of all) kinds.set(kindOf(entry.spec), [...(kinds.get(kindOf(entry.spec)) ?? []), entry]);
  const each = Number(values.each);
  return [...kinds.entries()].flatMap(([kind, list]) => {
    const step = Math.max(1, Math.floor(list.length / (kind.startsWith("emblem") ? each * 2 : each)));
    return list.filter((_, i) => i % step === 0).slice(0, kind.startsWith("emblem") ? each * 2 : each);
  });
}

const CELL = 128;
const GAP = 8;
const LABEL = 230;
/** Cells: full and small at 512, 32 and 16; then the real 16 and 32 px icons. */
const ROW_WIDTH = LABEL + 6 * (CELL + GAP) + 2 * (16 + 32 + 3 * GAP);
const ROW_HEIGHT = CELL + GAP;

/** The same-trade brands' designs, each planned from its prompt with bench/marks.ts's seed. */
async function brands(): Promise<{ name: string; spec: LogoSpec }[]> {
  const planner = createDeterministicPlanner();
  return Promise.all(TRADE_BRANDS.map(async (brand, i) => ({ name: brand.name, spec: (await planner.plan({ prompt: promptOf(brand), history: [], parent: null, references: [], seed: 5000 + i })).spec })));
}

const designs = values.brands ? await brands() : chosen();
const columns = 2;
const rows = Math.ceil(designs.length / columns);
const width = columns * ROW_WIDTH + GAP;
const height = rows * ROW_HEIGHT + GAP;
const sheet = new Uint8Array(width * height * 4);
for (let i = 0; i < sheet.length; i += 4) sheet.set([229, 231, 235, 255], i);

/** An icon rendered at `size` px, magnified by `zoom` (nearest pixel), over a light checkerboard. */
function blit(svg: string, size: number, zoom: number, left: number, top: number) {
  const { rgba } = rasterize(svg, size);
  const side = size * zoom;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const s = (Math.floor(y / zoom) * size + Math.floor(x / zoom)) * 4;
      const d = ((top + y) * width + left + x) * 4;
      const check = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 236 : 250;
      const a = rgba[s + 3]! / 255;
      sheet.set([rgba[s]! + check * (1 - a), rgba[s + 1]! + check * (1 - a), rgba[s + 2]! + check * (1 - a), 255], d);
    }
}

/** Lines of text as an SVG of paths (the engine sets them in Poppins), blitted at (left, top). */
function label(lines: string[], left: number, top: number) {
  const face = { id: "poppins" as const, weight: 500, italic: false };
  const paths = lines.map(
    (text, i) => `<path d="${setLine(engine.book, { face, letterSpacing: 0 }, text, i === 0 ? 12 : 9).d}" transform="translate(0 ${20 + i * 18})" fill="${i === 0 ? "#111827" : "#4b5563"}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LABEL - GAP}" height="${CELL}" viewBox="0 0 ${LABEL - GAP} ${CELL}">${paths.join("")}</svg>`;
  const { rgba, height: h } = rasterize(svg, LABEL - GAP);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < LABEL - GAP; x++) {
      const s = (y * (LABEL - GAP) + x) * 4;
      const a = rgba[s + 3]! / 255;
      const d = ((top + y) * width + left + x) * 4;
      for (let c = 0; c < 3; c++) sheet[d + c] = rgba[s + c]! + sheet[d + c]! * (1 - a);
    }
}

const started = performance.now();
designs.forEach(({ name, spec }, n) => {
  const left = GAP + (n % columns) * ROW_WIDTH;
  const top = GAP + Math.floor(n / columns) * ROW_HEIGHT;
  const design = engine.design(spec);
  const icon = brandIcon(engine, design.spec);
  const full = iconSvg(icon);
  const small = smallIconSvg(smallMark(engine, design.spec, icon.canvas, "tile"));
  const mark = design.spec.mark;
  const kind = mark ? `${mark.kind}, ${"treatment" in mark ? mark.treatment : mark.family}` : design.spec.layout === "wordmark" ? "wordmark" : "drawing";
  label([name.slice(0, 26), kind, `small: ${designSmallForm(design.spec, engine).idea}`], left, top);
  let x = left + LABEL;
  for (const [size, zoom] of [
    [512, 0.25],
    [32, 4],
    [16, 8],
  ] as const) {
    for (const svg of [full, small]) {
      if (zoom < 1) blit(svg, CELL, 1, x, top);
      else blit(svg, size, zoom, x, top);
      x += CELL + GAP;
    }
  }
  for (const size of [16, 32]) {
    for (const svg of [full, small]) {
      blit(svg, size, 1, x, top + (CELL - size) / 2);
      x += size + GAP;
    }
  }
});
mkdirSync(dirname(join(ROOT, OUT)), { recursive: true });
writeFileSync(join(ROOT, OUT), await encodePng(sheet, width, height, { alpha: false, premultiplied: false }));
console.log(`${designs.length} marks in ${Math.round(performance.now() - started)} ms -> ${OUT}`);
