/**
 * Writes the design engine's generated assets from the bundled packages:
 *
 * - workers/agent/design/icon-paths.generated.txt: the path data of exactly the icons in
 *   icon-index.generated.ts, one icon per line, with each icon's ink box and visual centre
 *   measured here once (so the renderer can centre a mark optically without rasterising).
 *   A text module: the Worker keeps it as one string and slices out the line it needs,
 *   instead of parsing thousands of icons at start-up.
 * - workers/agent/design/font-files.generated.ts: which TTF file holds each bundled
 *   (typeface, weight, italic), for Node scripts that read them from disk.
 * - workers/agent/engine/font-modules.generated.ts: the same files imported as Data
 *   modules, which is how the Worker gets them (wrangler bundles them beside the code).
 *
 *   node scripts/build-engine-assets.ts
 */
import { Resvg } from "@resvg/resvg-js";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ICON_INDEX } from "../workers/agent/design/icon-index.generated.ts";
import { fontKey, WEIGHT_NAMES } from "../workers/agent/design/font-key.ts";
import { TYPEFACES, type Typeface, type TypefaceId } from "../workers/agent/design/typefaces.ts";

const ROOT = join(import.meta.dirname, "..");
const MODULES = join(ROOT, "node_modules");

// ---------------------------------------------------------------------------------------
// Icons

const PHOSPHOR = join(MODULES, "@phosphor-icons/core/assets");
const gameIcons = JSON.parse(readFileSync(join(MODULES, "@iconify-json/game-icons/icons.json"), "utf8")) as {
  icons: Record<string, { body: string }>;
};

function pathData(svg: string, filter: (attributes: string) => boolean = () => true): string[] {
  return [...svg.matchAll(/<path([^>]*?)\/?>/g)]
    .map((match) => match[1] ?? "")
    .filter(filter)
    .map((attributes) => /\bd="([^"]+)"/.exec(attributes)?.[1] ?? "")
    .filter(Boolean);
}

/** Ink box and alpha-weighted centre of a silhouette, in the icon's own units. */
function measure(paths: string[], box: number): number[] {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}">${paths.map((d) => `<path d="${d}"/>`).join("")}</svg>`;
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: 128 } });
  const bbox = resvg.getBBox();
  if (!bbox) throw new Error("an icon without ink");
  const image = resvg.render();
  const pixels = image.pixels;
  const scale = box / 128;
  let mass = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < 128; y++) {
    for (let x = 0; x < 128; x++) {
      const alpha = pixels[(y * 128 + x) * 4 + 3]!;
      mass += alpha;
      sx += alpha * (x + 0.5);
      sy += alpha * (y + 0.5);
    }
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return [bbox.x, bbox.y, bbox.x + bbox.width, bbox.y + bbox.height, (sx / mass) * scale, (sy / mass) * scale].map(round);
}

/**
 * One line per icon: key, box size, metrics, then the styles' path lists (paths of one
 * style joined by '|', kept apart because each is filled on its own: joining them into
 * one path would let overlapping parts cancel out under the non-zero rule).
 * Phosphor: outline (regular), bold, filled (fill), and the duotone's faint layer.
 * game-icons: one silhouette.
 */
const lines: string[] = [];
for (const [set, name] of ICON_INDEX) {
  if (set === "phosphor") {
    const read = (weight: string) =>
      readFileSync(join(PHOSPHOR, weight, weight === "regular" ? `${name}.svg` : `${name}-${weight}.svg`), "utf8");
    const fill = pathData(read("fill"));
    const faint = pathData(read("duotone"), (attributes) => /opacity=/.test(attributes));
    const styles = [pathData(read("regular")), pathData(read("bold")), fill, faint];
    lines.push([`${set}:${name}`, 256, measure(fill, 256).join(","), ...styles.map((paths) => paths.join("|"))].join("\t"));
  } else {
    const icon = gameIcons.icons[name];
    if (!icon) throw new Error(`game-icons has no ${name}`);
    const paths = pathData(icon.body);
    lines.push([`${set}:${name}`, 512, measure(paths, 512).join(","), paths.join("|")].join("\t"));
  }
}
const iconFile = join(ROOT, "workers/agent/design/icon-paths.generated.txt");
writeFileSync(iconFile, `${lines.join("\n")}\n`);

// ---------------------------------------------------------------------------------------
// Fonts

const fonts: { key: string; file: string }[] = [];
for (const [id, face] of Object.entries(TYPEFACES) as [TypefaceId, Typeface][]) {
  const styles = [...face.weights.map((weight) => ({ weight, italic: false })), ...face.italicWeights.map((weight) => ({ weight, italic: true }))];
  for (const { weight, italic } of styles) {
    const folder = `${weight}${WEIGHT_NAMES[weight]}${italic ? "_Italic" : ""}`;
    const dir = join(MODULES, face.package, folder);
    const file = readdirSync(dir).find((entry) => entry.endsWith(".ttf"));
    if (!file) throw new Error(`no .ttf in ${dir}`);
    fonts.push({ key: fontKey(id, weight, italic), file: `${face.package}/${folder}/${file}` });
  }
}

const header = "// Generated by scripts/build-engine-assets.ts. Do not edit by hand.\n";
writeFileSync(
  join(ROOT, "workers/agent/design/font-files.generated.ts"),
  `${header}
/** The TTF file (under node_modules) of every bundled typeface weight, by font key. */
export const FONT_FILES: Readonly<Record<string, string>> = {
${fonts.map(({ key, file }) => `  ${JSON.stringify(key)}: ${JSON.stringify(file)},`).join("\n")}
};
`,
);
writeFileSync(
  join(ROOT, "workers/agent/engine/font-modules.generated.ts"),
  `${header}// Each TTF is a Data module (the "**/*.ttf" rule in workers/agent/wrangler.toml): bytes, although
// vite/client's ambient types call any .ttf import a URL string, hence the casts.
${fonts.map(({ file }, i) => `import font${i} from ${JSON.stringify(file)};`).join("\n")}

/** The bundled TTF files as bytes, by font key. */
export const FONT_MODULES: Readonly<Record<string, ArrayBuffer>> = {
${fonts.map(({ key }, i) => `  ${JSON.stringify(key)}: font${i} as unknown as ArrayBuffer,`).join("\n")}
};
`,
);

console.log(`Wrote ${lines.length} icons (${Math.round(readFileSync(iconFile).length / 1024)} KiB) and ${fonts.length} font files.`);
