/**
 * `npm run engine:sheet`: renders the 48 designs of scripts/lib/sheet-specs.ts with the
 * design engine (the same code and WASM the agent Worker runs) into one contact sheet,
 * to look at. Transparent logos are shown on a checkerboard. With --icons SET it draws
 * every bundled icon of that set instead, as the engine places a mark, to check a set's
 * curation and fill rules at a glance.
 *
 *   node scripts/engine-sheet.ts [--out .cache/engine-sheet.png] [--size 256] [--only 0,5,7]
 *   node scripts/engine-sheet.ts --icons fluent-emoji --size 64 --columns 28 --out .cache/fluent-icons.png
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import type { IconSet } from "#agent/design/logo-spec.ts";
import { placeIcon } from "#agent/design/marks.ts";
import { encodePng } from "#protocol/png.ts";
import { rasterize } from "#protocol/resvg.ts";
import { nodeEngine } from "./lib/engine-node.ts";
import { sheetSpecs } from "./lib/sheet-specs.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: ".cache/engine-sheet.png" },
    size: { type: "string", default: "256" },
    only: { type: "string" },
    columns: { type: "string", default: "8" },
    icons: { type: "string" },
  },
});
const cell = Number(values.size);
const gap = 8;
const engine = await nodeEngine();

/** One SVG per cell: the logos, or with --icons every icon of a set on white. */
function tiles(): { label: string; svg: () => string; notes: () => string[] }[] {
  if (values.icons) {
    const set = values.icons as IconSet;
    return ICON_INDEX.filter(([iconSet]) => iconSet === set).map(([, name]) => ({
      label: name,
      svg: () => {
        const art = engine.icons.get({ set, name }, "filled");
        const mark = placeIcon(art, 50, 50, 80, "#111827", "#9ca3af", 0);
        return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#ffffff"/>${mark.svg}</svg>`;
      },
      notes: () => [],
    }));
  }
  return sheetSpecs().map((spec) => {
    const design = engine.design(spec);
    return { label: spec.brand, svg: () => design.svg(), notes: () => design.adjustments };
  });
}
const all = tiles();
const chosen = values.only ? values.only.split(",").map(Number) : all.map((_, i) => i);
const columns = Math.min(Number(values.columns), chosen.length);
const rows = Math.ceil(chosen.length / columns);
const width = columns * (cell + gap) + gap;
const height = rows * (cell + gap) + gap;
const sheet = new Uint8Array(width * height * 4);
for (let i = 0; i < sheet.length; i += 4) sheet.set([156, 163, 175, 255], i);

const started = performance.now();
chosen.forEach((index, n) => {
  const tile = all[index]!;
  for (const note of tile.notes()) console.log(`#${index} ${tile.label}: ${note}`);
  const pixels = rasterize(tile.svg(), cell).rgba;
  const left = gap + (n % columns) * (cell + gap);
  const top = gap + Math.floor(n / columns) * (cell + gap);
  for (let y = 0; y < cell; y++) {
    for (let x = 0; x < cell; x++) {
      const s = (y * cell + x) * 4;
      const d = ((top + y) * width + left + x) * 4;
      // Premultiplied 'over' a checkerboard (only visible where the logo is transparent).
      const check = (Math.floor(x / 16) + Math.floor(y / 16)) % 2 ? 235 : 250;
      const a = pixels[s + 3]! / 255;
      sheet[d] = pixels[s]! + check * (1 - a);
      sheet[d + 1] = pixels[s + 1]! + check * (1 - a);
      sheet[d + 2] = pixels[s + 2]! + check * (1 - a);
      sheet[d + 3] = 255;
    }
  }
});
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, await encodePng(sheet, width, height, { alpha: false, premultiplied: false }));
if (values.icons) console.log(chosen.map((index, n) => `${n % columns},${Math.floor(n / columns)} ${all[index]!.label}`).join("\n"));
console.log(`${chosen.length} ${values.icons ? "icons" : "logos"} in ${Math.round(performance.now() - started)} ms -> ${values.out}`);
