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
 * - workers/agent/design/font-coverage.generated.ts: the Latin letters each typeface lacks
 *   in any bundled weight, so a name is never set in a face that would drop its letters.
 *
 *   node scripts/build-engine-assets.ts
 */
import { Resvg } from "@resvg/resvg-js";
import opentype from "opentype.js";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { EVEN_ODD_MARK } from "#agent/design/icons.ts";
import { fontKey, WEIGHT_NAMES } from "#agent/design/font-key.ts";
import { TYPEFACES, type Typeface, type TypefaceId } from "#agent/design/typefaces.ts";
import { LETTERABLE_RANGE } from "#agent/design/lettering-coverage.ts";

const ROOT = join(import.meta.dirname, "..");
const MODULES = join(ROOT, "node_modules");

// ---------------------------------------------------------------------------------------
// Icons

const PHOSPHOR = join(MODULES, "@phosphor-icons/core/assets");
const fluentIcons = JSON.parse(readFileSync(join(MODULES, "@iconify-json/fluent-emoji-high-contrast/icons.json"), "utf8")) as {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width: number;
};

const mdiIcons = JSON.parse(readFileSync(join(MODULES, "@iconify-json/mdi/icons.json"), "utf8")) as {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width: number;
};

function pathData(svg: string, filter: (attributes: string) => boolean = () => true): string[] {
  return [...svg.matchAll(/<path([^>]*?)\/?>/g)]
    .map((match) => match[1] ?? "")
    .filter(filter)
    .map((attributes) => /\bd="([^"]+)"/.exec(attributes)?.[1] ?? "")
    .filter(Boolean);
}

/**
 * A Fluent Emoji or MDI icon's paths, each with its own fill rule: Fluent Emoji draws line art as
 * filled shapes with holes, some cut by the even-odd rule and the rest by winding, so
 * the rule must travel with each path (EVEN_ODD_MARK, read back by design/icons.ts).
 * Its only defs are a clip to the whole canvas, which clips nothing.
 */
function iconPaths(body: string): string[] {
  const withoutDefs = body.replace(/<defs>.*?<\/defs>/s, "");
  // A fill rule set on a group applies to the paths inside it.
  const groupRules: boolean[] = [];
  const paths: string[] = [];
  for (const [tag, name = "", attributes = ""] of withoutDefs.matchAll(/<(\/?[a-z]+)([^>]*?)\/?>/g)) {
    const evenOdd = /fill-rule="evenodd"/.test(attributes) || (groupRules.at(-1) ?? false);
    if (name === "g" && !tag.endsWith("/>")) groupRules.push(evenOdd);
    else if (name === "/g") groupRules.pop();
    else if (name === "path") {
      const d = /\bd="([^"]+)"/.exec(attributes)?.[1];
      if (!d) throw new Error("a path without data");
      paths.push(evenOdd ? `${EVEN_ODD_MARK}${d}` : d);
    } else throw new Error(`an icon's <${name}> the engine does not draw`);
  }
  return paths;
}

/** The paths as the engine draws them: one fill colour, each path under its own rule. */
function engineSvg(paths: string[], box: number): string {
  const drawn = paths.map((d) =>
    d.startsWith(EVEN_ODD_MARK) ? `<path fill-rule="evenodd" d="${d.slice(EVEN_ODD_MARK.length)}"/>` : `<path d="${d}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}">${drawn.join("")}</svg>`;
}

function alphaAt128(svg: string): Uint8Array {
  const pixels = new Resvg(svg, { fitTo: { mode: "width", value: 128 } }).render().pixels;
  return Uint8Array.from({ length: 128 * 128 }, (_, i) => pixels[i * 4 + 3]!);
}

/**
 * Whether the engine's drawing of an icon matches the set's own: a
 * curated icon that uses strokes or masks (which the engine's fills do not reproduce)
 * must be left out of the index instead of shipping a broken mark.
 */
function drawnAsDesigned(body: string, paths: string[], box: number): boolean {
  const original = alphaAt128(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" color="#000">${body}</svg>`);
  const ours = alphaAt128(engineSvg(paths, box));
  let differing = 0;
  for (let i = 0; i < original.length; i++) if (Math.abs(original[i]! - ours[i]!) > 64) differing++;
  return differing <= original.length * 0.002;
}

/** Ink box and alpha-weighted centre of a silhouette, in the icon's own units. */
function measure(paths: string[], box: number): number[] {
  const resvg = new Resvg(engineSvg(paths, box), { fitTo: { mode: "width", value: 128 } });
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
 * Fluent Emoji: one drawing, its even-odd paths marked. MDI: one drawing, one path a rule of
 * its own like Fluent Emoji's (its paths are plain fills under the non-zero rule).
 */
const lines: string[] = [];
const misdrawn: string[] = [];
for (const [set, name] of ICON_INDEX) {
  if (set === "phosphor") {
    const read = (weight: string) =>
      readFileSync(join(PHOSPHOR, weight, weight === "regular" ? `${name}.svg` : `${name}-${weight}.svg`), "utf8");
    const fill = pathData(read("fill"));
    const faint = pathData(read("duotone"), (attributes) => /opacity=/.test(attributes));
    const styles = [pathData(read("regular")), pathData(read("bold")), fill, faint];
    lines.push([`${set}:${name}`, 256, measure(fill, 256).join(","), ...styles.map((paths) => paths.join("|"))].join("\t"));
  } else {
    const source = set === "mdi" ? mdiIcons : fluentIcons;
    const icon = source.icons[name];
    if (!icon) throw new Error(`${set} has no ${name}`);
    const box = icon.width ?? source.width ?? 24;
    if ((icon.height ?? box) !== box) throw new Error(`${set}:${name} is not square; leave it out in build-icon-index.ts`);
    const paths = iconPaths(icon.body);
    if (!drawnAsDesigned(icon.body, paths, box)) misdrawn.push(`${set}:${name}`);
    lines.push([`${set}:${name}`, box, measure(paths, box).join(","), paths.join("|")].join("\t"));
  }
}
if (misdrawn.length > 0) {
  throw new Error(`These icons draw differently from their set (strokes or masks?); leave them out in build-icon-index.ts: ${misdrawn.join(", ")}`);
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

// What each family lacks of the Latin letters a name may hold, in any of its bundled weights.
const lacking = new Map<TypefaceId, Set<string>>();
for (const { key, file } of fonts) {
  const id = key.split("@")[0] as TypefaceId;
  const bytes = readFileSync(join(MODULES, file));
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const missing = lacking.get(id) ?? new Set<string>();
  for (const char of LETTERABLE_RANGE) if (font.charToGlyphIndex(char) === 0) missing.add(char);
  lacking.set(id, missing);
}
writeFileSync(
  join(ROOT, "workers/agent/design/font-coverage.generated.ts"),
  `${header}
/** The letters of LETTERABLE_RANGE (lettering-coverage.ts) each typeface lacks in at least one bundled weight. */
export const LACKED_LETTERS: Readonly<Record<string, string>> = {
${[...lacking].map(([id, missing]) => `  ${JSON.stringify(id)}: ${JSON.stringify([...missing].join(""))},`).join("\n")}
};
`,
);

console.log(`Wrote ${lines.length} icons (${Math.round(readFileSync(iconFile).length / 1024)} KiB) and ${fonts.length} font files.`);
