/**
 * `npm run engine:sheet`: renders the 48 designs of scripts/lib/sheet-specs.ts with the
 * design engine (the same code and WASM the agent Worker runs) into one contact sheet,
 * to look at. Transparent logos are shown on a checkerboard.
 *
 *   node scripts/engine-sheet.ts [--out .cache/engine-sheet.png] [--size 256] [--only 0,5,7]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { encodePng } from "../workers/agent/design/png.ts";
import { rasterize } from "../workers/agent/design/raster.ts";
import { nodeEngine } from "./lib/engine-node.ts";
import { sheetSpecs } from "./lib/sheet-specs.ts";

const { values } = parseArgs({
  options: { out: { type: "string", default: ".cache/engine-sheet.png" }, size: { type: "string", default: "256" }, only: { type: "string" }, columns: { type: "string", default: "8" } },
});
const cell = Number(values.size);
const gap = 8;
const engine = await nodeEngine();
const all = sheetSpecs();
const chosen = values.only ? values.only.split(",").map(Number) : all.map((_, i) => i);
const columns = Math.min(Number(values.columns), chosen.length);
const rows = Math.ceil(chosen.length / columns);
const width = columns * (cell + gap) + gap;
const height = rows * (cell + gap) + gap;
const sheet = new Uint8Array(width * height * 4);
for (let i = 0; i < sheet.length; i += 4) sheet.set([156, 163, 175, 255], i);

const started = performance.now();
chosen.forEach((index, n) => {
  const design = engine.design(all[index]!);
  for (const note of design.adjustments) console.log(`#${index} ${design.spec.brand}: ${note}`);
  const tile = rasterize(design.svg(), cell).rgba;
  const left = gap + (n % columns) * (cell + gap);
  const top = gap + Math.floor(n / columns) * (cell + gap);
  for (let y = 0; y < cell; y++) {
    for (let x = 0; x < cell; x++) {
      const s = (y * cell + x) * 4;
      const d = ((top + y) * width + left + x) * 4;
      // Premultiplied 'over' a checkerboard (only visible where the logo is transparent).
      const check = (Math.floor(x / 16) + Math.floor(y / 16)) % 2 ? 235 : 250;
      const a = tile[s + 3]! / 255;
      sheet[d] = tile[s]! + check * (1 - a);
      sheet[d + 1] = tile[s + 1]! + check * (1 - a);
      sheet[d + 2] = tile[s + 2]! + check * (1 - a);
      sheet[d + 3] = 255;
    }
  }
});
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, await encodePng(sheet, width, height, { alpha: false, premultiplied: false }));
console.log(`${chosen.length} logos in ${Math.round(performance.now() - started)} ms -> ${values.out}`);
