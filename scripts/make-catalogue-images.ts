/**
 * Draws the bundled catalogue's logos: for every CATALOGUE entry, an SVG logo (a
 * Phosphor icon or a drawn mark, plus the brand name set as outlined text) rendered to
 * public/logos/{slug}.webp — 512x512, transparent, shown by the app on the entry's bgColor.
 *
 *   npm run catalogue:images            (node scripts/make-catalogue-images.ts)
 *   ... --svg DIR                        also write each logo's SVG into DIR
 *   ... --sheet FILE.png                 also write a contact sheet of all logos on their bgColor
 *
 * Icons: @phosphor-icons/core (MIT). Type: OFL fonts from @expo-google-fonts/*, outlined
 * with opentype.js 1.3.4. Raster: sharp.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import opentype from "opentype.js";
import sharp from "sharp";
import { CATALOGUE, catalogueSlug } from "../app/catalogue/catalogue-data.ts";

const ROOT = join(import.meta.dirname, "..");
const MODULES = join(ROOT, "node_modules");
const OUT_DIR = join(ROOT, "public", "logos");
const { values: args } = parseArgs({
  options: { svg: { type: "string" }, sheet: { type: "string" }, only: { type: "string" } },
});

const CANVAS = 512;
const MARGIN = 40;


// ---------------------------------------------------------------------------------------
// Fonts

const FONT_FILES: Record<string, [pkg: string, style: string]> = {
  "montserrat-500": ["montserrat", "500Medium"],
  "montserrat-600": ["montserrat", "600SemiBold"],
  "montserrat-700": ["montserrat", "700Bold"],
  "montserrat-800": ["montserrat", "800ExtraBold"],
  "montserrat-900i": ["montserrat", "900Black_Italic"],
  "playfair-700": ["playfair-display", "700Bold"],
  "playfair-600i": ["playfair-display", "600SemiBold_Italic"],
  "playfair-900": ["playfair-display", "900Black"],
  "poppins-500": ["poppins", "500Medium"],
  "poppins-600": ["poppins", "600SemiBold"],
  "poppins-700": ["poppins", "700Bold"],
  "bebas": ["bebas-neue", "400Regular"],
  "pacifico": ["pacifico", "400Regular"],
  "oswald-500": ["oswald", "500Medium"],
  "oswald-600": ["oswald", "600SemiBold"],
  "cinzel-600": ["cinzel", "600SemiBold"],
  "cinzel-700": ["cinzel", "700Bold"],
  "cinzel-900": ["cinzel", "900Black"],
  "righteous": ["righteous", "400Regular"],
  "raleway-300": ["raleway", "300Light"],
  "raleway-500": ["raleway", "500Medium"],
  "raleway-600": ["raleway", "600SemiBold"],
  "dmserif": ["dm-serif-display", "400Regular"],
  "dmserif-i": ["dm-serif-display", "400Regular_Italic"],
  "orbitron-800": ["orbitron", "800ExtraBold"],
  "orbitron-600": ["orbitron", "600SemiBold"],
  "fredoka-600": ["fredoka", "600SemiBold"],
  "fredoka-500": ["fredoka", "500Medium"],
  "abril": ["abril-fatface", "400Regular"],
  "josefin-700": ["josefin-sans", "700Bold"],
  "josefin-600": ["josefin-sans", "600SemiBold"],
  "space-700": ["space-grotesk", "700Bold"],
  "space-500": ["space-grotesk", "500Medium"],
  "archivo": ["archivo-black", "400Regular"],
};

const fontCache = new Map<string, opentype.Font>();
function font(key: string): opentype.Font {
  const cached = fontCache.get(key);
  if (cached) return cached;
  const spec = FONT_FILES[key];
  if (!spec) throw new Error(`unknown font ${key}`);
  const pkgDir = join(MODULES, "@expo-google-fonts", spec[0]);
  const dir = join(pkgDir, spec[1]);
  const file = readdirSync(dir).find((name) => name.endsWith(".ttf"));
  if (!file) throw new Error(`no .ttf in ${dir}`);
  const buffer = readFileSync(join(dir, file));
  const parsed = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  fontCache.set(key, parsed);
  return parsed;
}

/** Cap height as a fraction of the font size. */
function capRatio(f: opentype.Font): number {
  const os2 = f.tables.os2 as { sCapHeight?: number } | undefined;
  if (os2?.sCapHeight) return os2.sCapHeight / f.unitsPerEm;
  const box = f.getPath("H", 0, 0, f.unitsPerEm).getBoundingBox();
  return (box.y2 - box.y1) / f.unitsPerEm;
}

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
const union = (boxes: Box[]): Box => ({
  x1: Math.min(...boxes.map((b) => b.x1)),
  y1: Math.min(...boxes.map((b) => b.y1)),
  x2: Math.max(...boxes.map((b) => b.x2)),
  y2: Math.max(...boxes.map((b) => b.y2)),
});

interface Part {
  text: string;
  color: string;
  font?: string;
}

interface Line {
  text: string;
  font: string;
  /** Cap height in layout units. */
  h: number;
  color: string;
  /** Extra space between letters, as a fraction of the font size. */
  tracking?: number;
  /** Several colours (and optionally fonts) in one line. */
  parts?: Part[];
  /** Largest ink width in layout units; the line shrinks to fit. */
  maxW?: number;
  /** Space above this line (stack/inline), in layout units. */
  gap?: number;
  /** Thin rules either side of the line. */
  rules?: { color: string; length: number; width?: number };
}

interface SetText {
  /** One path per colour part, drawn with the baseline at y=0 and the pen starting at x=0. */
  paths: { d: string; color: string }[];
  ink: Box;
  size: number;
  cap: number;
}

function setLine(line: Line, sizeOverride?: number): SetText {
  const parts: Part[] = line.parts ?? [{ text: line.text, color: line.color }];
  const baseFont = font(line.font);
  const size = sizeOverride ?? line.h / capRatio(baseFont);
  const tracking = (line.tracking ?? 0) * size;
  let x = 0;
  const paths: { d: string; color: string }[] = [];
  const all = new opentype.Path();
  parts.forEach((part, partIndex) => {
    const f = font(part.font ?? line.font);
    const scale = size / f.unitsPerEm;
    const glyphs = f.stringToGlyphs(part.text);
    const path = new opentype.Path();
    glyphs.forEach((glyph, i) => {
      path.extend(glyph.getPath(x, 0, size));
      x += (glyph.advanceWidth ?? 0) * scale;
      const next = glyphs[i + 1];
      if (next) x += f.getKerningValue(glyph, next) * scale;
      if (next || partIndex < parts.length - 1) x += tracking;
    });
    all.extend(path);
    paths.push({ d: path.toPathData(2), color: part.color });
  });
  const b = all.getBoundingBox();
  const ink = { x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2 };
  const set = { paths, ink, size, cap: capRatio(baseFont) * size };
  if (line.maxW && ink.x2 - ink.x1 > line.maxW && sizeOverride === undefined) {
    return setLine(line, size * (line.maxW / (ink.x2 - ink.x1)) * 0.995);
  }
  return set;
}

/** Draws set text with its ink centred on cx (or its ink starting at x for align "left"), baseline at y. */
function placeText(set: SetText, x: number, baseline: number, align: "center" | "left"): { svg: string; box: Box } {
  const dx = align === "center" ? x - (set.ink.x1 + set.ink.x2) / 2 : x - set.ink.x1;
  const svg = set.paths
    .map((p) => `<path d="${p.d}" fill="${p.color}" transform="translate(${r(dx)} ${r(baseline)})"/>`)
    .join("");
  return {
    svg,
    box: { x1: set.ink.x1 + dx, x2: set.ink.x2 + dx, y1: set.ink.y1 + baseline, y2: set.ink.y2 + baseline },
  };
}

const r = (n: number) => Math.round(n * 100) / 100;

/** Text set along a circle, centred on the top (reading clockwise) or bottom (reading left to right). */
function arcText(
  line: Line,
  cx: number,
  cy: number,
  radius: number,
  side: "top" | "bottom",
  maxAngle: number,
): string {
  const f = font(line.font);
  let size = line.h / capRatio(f);
  let tracking = line.tracking ?? 0;
  const glyphs = f.stringToGlyphs(line.text);
  const measure = () => {
    const scale = size / f.unitsPerEm;
    const advances = glyphs.map((g, i) => {
      const next = glyphs[i + 1];
      return (g.advanceWidth ?? 0) * scale + (next ? f.getKerningValue(g, next) * scale + tracking * size : 0);
    });
    return advances;
  };
  let advances = measure();
  let total = advances.reduce((a, b) => a + b, 0);
  // Too long for the arc: close the tracking up first, then shrink.
  while ((total / radius) * (180 / Math.PI) > maxAngle && tracking > 0.02) {
    tracking -= 0.01;
    advances = measure();
    total = advances.reduce((a, b) => a + b, 0);
  }
  if ((total / radius) * (180 / Math.PI) > maxAngle) {
    size *= ((maxAngle * Math.PI) / 180) * radius / total;
    advances = measure();
    total = advances.reduce((a, b) => a + b, 0);
  }
  const scale = size / f.unitsPerEm;
  let x = -total / 2;
  const out: string[] = [];
  glyphs.forEach((g, i) => {
    const adv = advances[i] ?? 0;
    const own = (g.advanceWidth ?? 0) * scale;
    const mid = x + own / 2;
    const angle = (mid / radius) * (180 / Math.PI);
    const d = g.getPath(-own / 2, 0, size).toPathData(2);
    if (d) {
      const transform =
        side === "top"
          ? `translate(${cx} ${cy}) rotate(${r(angle)}) translate(0 ${-radius})`
          : `translate(${cx} ${cy}) rotate(${r(-angle)}) translate(0 ${radius})`;
      out.push(`<path d="${d}" fill="${line.color}" transform="${transform}"/>`);
    }
    x += adv;
  });
  return out.join("");
}

// ---------------------------------------------------------------------------------------
// Icons and marks

type IconStyle = "regular" | "bold" | "fill" | "duo" | "light";

function iconPaths(name: string, weight: string): { d: string; faint: boolean }[] {
  const pkgDir = join(MODULES, "@phosphor-icons", "core");
  const file = weight === "regular" ? `${name}.svg` : `${name}-${weight}.svg`;
  const path = join(pkgDir, "assets", weight, file);
  if (!existsSync(path)) throw new Error(`Phosphor icon ${name} (${weight}) not found`);
  const svg = readFileSync(path, "utf8");
  return [...svg.matchAll(/<path ([^>]*?)\/?>/g)].map((m) => {
    const attrs = m[1] ?? "";
    const d = /\bd="([^"]+)"/.exec(attrs)?.[1] ?? "";
    return { d, faint: /opacity=/.test(attrs) };
  });
}

/** A Phosphor icon drawn in a 256 box. "duo" = bold strokes over the duotone fill in `accent`. */
function phosphor(name: string, style: IconStyle, color: string, accent?: string): string {
  if (style === "duo") {
    const fills = iconPaths(name, "duotone").filter((p) => p.faint);
    const strokes = iconPaths(name, "bold");
    return (
      fills.map((p) => `<path d="${p.d}" fill="${accent ?? color}"/>`).join("") +
      strokes.map((p) => `<path d="${p.d}" fill="${color}"/>`).join("")
    );
  }
  return iconPaths(name, style)
    .map((p) => `<path d="${p.d}" fill="${color}"/>`)
    .join("");
}

/** Drawn marks for the abstract logos, in a 256 box. */
const CUSTOM_MARKS: Record<string, () => string> = {
  prism: () => {
    const c = 128;
    const h = 112; // hexagon radius
    const w = h * Math.cos(Math.PI / 6);
    const top: [number, number][] = [[c, c - h], [c + w, c - h / 2], [c, c], [c - w, c - h / 2]];
    const left: [number, number][] = [[c - w, c - h / 2], [c, c], [c, c + h], [c - w, c + h / 2]];
    const right: [number, number][] = [[c, c], [c + w, c - h / 2], [c + w, c + h / 2], [c, c + h]];
    // each face pulled in towards its centre, leaving fine gaps between the faces
    const poly = (pts: [number, number][], fill: string) => {
      const mx = pts.reduce((sum, [x]) => sum + x, 0) / pts.length;
      const my = pts.reduce((sum, [, y]) => sum + y, 0) / pts.length;
      const k = 0.9;
      const points = pts.map(([x, y]) => `${r(mx + (x - mx) * k)},${r(my + (y - my) * k)}`).join(" ");
      return `<polygon points="${points}" fill="${fill}" stroke-linejoin="round"/>`;
    };
    return poly(top, "url(#prismTop)") + poly(left, "url(#prismLeft)") + poly(right, "url(#prismRight)");
  },
  orbit: () => {
    const ring = (angle: number, color: string, half: boolean) =>
      half
        ? `<path d="M 10 128 A 118 38 0 0 0 246 128" fill="none" stroke="${color}" stroke-width="11" stroke-linecap="round" transform="rotate(${angle} 128 128)"/>`
        : `<ellipse cx="128" cy="128" rx="118" ry="38" fill="none" stroke="${color}" stroke-width="11" transform="rotate(${angle} 128 128)"/>`;
    return (
      ring(-34, "#4c1d95", false) +
      ring(34, "#ec4899", false) +
      `<circle cx="128" cy="128" r="60" fill="url(#orbitPlanet)"/>` +
      ring(-34, "#4c1d95", true) +
      ring(34, "#ec4899", true) +
      `<circle cx="226" cy="70" r="17" fill="#f59e0b"/>`
    );
  },
};

type Shape = "circle" | "ring" | "double-ring" | "rounded" | "hexagon" | "shield";

interface Container {
  shape: Shape;
  fill?: string;
  stroke?: string;
  strokeW?: number;
  /** Icon size as a fraction of the container. */
  iconScale?: number;
  /** Move the icon down (+) or up (-) by this fraction of the container. */
  iconShift?: number;
}

function shapeSvg(c: Container, S: number): string {
  const m = S / 2;
  const fill = c.fill ?? "none";
  const sw = c.strokeW ?? 0;
  const stroke = c.stroke ? ` stroke="${c.stroke}" stroke-width="${sw}"` : "";
  switch (c.shape) {
    case "circle":
      return `<circle cx="${m}" cy="${m}" r="${m - sw / 2}" fill="${fill}"${stroke}/>`;
    case "ring":
      return `<circle cx="${m}" cy="${m}" r="${m - sw / 2}" fill="${fill}" stroke="${c.stroke}" stroke-width="${sw}"/>`;
    case "double-ring":
      return (
        `<circle cx="${m}" cy="${m}" r="${m - sw / 2}" fill="${fill}" stroke="${c.stroke}" stroke-width="${sw}"/>` +
        `<circle cx="${m}" cy="${m}" r="${m - sw * 3.2}" fill="none" stroke="${c.stroke}" stroke-width="${r(sw * 0.45)}"/>`
      );
    case "rounded":
      return `<rect x="${sw / 2}" y="${sw / 2}" width="${S - sw}" height="${S - sw}" rx="${S * 0.24}" fill="${fill}"${stroke}/>`;
    case "hexagon": {
      const rad = m - sw / 2;
      const pts = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const a = (Math.PI / 3) * i - Math.PI / 2;
          return `${r(m + rad * Math.cos(a))},${r(m + rad * Math.sin(a))}`;
        })
        .join(" ");
      return `<polygon points="${pts}" fill="${fill}"${stroke} stroke-linejoin="round"/>`;
    }
    case "shield": {
      const u = (x: number, y: number) => `${r(x * S)} ${r(y * S)}`;
      const d =
        `M ${u(0.5, 0)} C ${u(0.64, 0.07)} ${u(0.8, 0.1)} ${u(0.95, 0.1)} L ${u(0.95, 0.46)} ` +
        `C ${u(0.95, 0.74)} ${u(0.76, 0.9)} ${u(0.5, 1)} C ${u(0.24, 0.9)} ${u(0.05, 0.74)} ${u(0.05, 0.46)} ` +
        `L ${u(0.05, 0.1)} C ${u(0.2, 0.1)} ${u(0.36, 0.07)} ${u(0.5, 0)} Z`;
      return `<path d="${d}" fill="${fill}"${stroke} stroke-linejoin="round"/>`;
    }
  }
}

interface IconMark {
  icon: string;
  style?: IconStyle;
  color: string;
  accent?: string;
}
interface MonogramMark {
  monogram: Line;
}
type Mark = IconMark | MonogramMark;

const MARK = 220;

/** The mark (container + icon or monogram) in a MARK x MARK box at the origin. */
function markSvg(mark: Mark, container?: Container): string {
  let out = container ? shapeSvg(container, MARK) : "";
  if ("monogram" in mark) {
    const set = setLine({ ...mark.monogram, maxW: mark.monogram.maxW ?? MARK * 0.62 });
    const cy = MARK / 2 + (container?.iconShift ?? 0) * MARK;
    const mid = (set.ink.y1 + set.ink.y2) / 2;
    out += placeText(set, MARK / 2, cy - mid, "center").svg;
    return out;
  }
  const size = container ? MARK * (container.iconScale ?? 0.58) : MARK;
  const off = (MARK - size) / 2;
  const shift = (container?.iconShift ?? 0) * MARK;
  const body = mark.icon.startsWith("custom:")
    ? (CUSTOM_MARKS[mark.icon.slice(7)] ?? (() => ""))()
    : phosphor(mark.icon, mark.style ?? "bold", mark.color, mark.accent);
  out += `<g transform="translate(${r(off)} ${r(off + shift)}) scale(${r(size / 256)})">${body}</g>`;
  return out;
}

// ---------------------------------------------------------------------------------------
// Layouts

interface Design {
  layout: "stack" | "inline" | "badge";
  mark: Mark;
  container?: Container;
  lines: Line[];
  defs?: string;
  /** Extra drawing in mark coordinates, with the box it covers. */
  extra?: { svg: string; box: Box };
  badge?: { ring: string; disc?: string; inner?: string; dots?: string };
  /** Mark size relative to the default. */
  markScale?: number;
  /** The part of the mark box (top, bottom as fractions) that has ink, for marks wider than tall. */
  markInk?: [number, number];
}

/** The smallest cap height set in the logo being drawn (layout units), for the legibility check. */
let minCap = Infinity;

function stack(design: Design): { svg: string; box: Box } {
  const k = design.markScale ?? 1;
  const S = MARK * k;
  const [inkTop, inkBottom] = design.markInk ?? [0, 1];
  const parts: string[] = [
    `<g transform="translate(${r(-S / 2)} ${r(-inkTop * S)}) scale(${r(k)})">${markSvg(design.mark, design.container)}</g>`,
  ];
  const boxes: Box[] = [{ x1: -S / 2, y1: 0, x2: S / 2, y2: (inkBottom - inkTop) * S }];
  if (design.extra) {
    parts.push(`<g transform="translate(${r(-S / 2)} 0) scale(${r(k)})">${design.extra.svg}</g>`);
    const e = design.extra.box;
    boxes.push({ x1: -S / 2 + e.x1 * k, x2: -S / 2 + e.x2 * k, y1: e.y1 * k, y2: e.y2 * k });
  }
  let y = (inkBottom - inkTop) * S;
  design.lines.forEach((line, i) => {
    const set = setLine({ maxW: 470, ...line });
    minCap = Math.min(minCap, set.cap);
    const gap = line.gap ?? (i === 0 ? 36 : set.cap * 0.9 + 8);
    const baseline = y + gap + set.cap;
    const placed = placeText(set, 0, baseline, "center");
    parts.push(placed.svg);
    boxes.push(placed.box);
    if (line.rules) {
      const mid = baseline - set.cap / 2;
      const w = line.rules.width ?? Math.max(2, set.cap * 0.12);
      const g = set.cap * 0.9;
      const L = line.rules.length;
      const lx = placed.box.x1 - g;
      const rx = placed.box.x2 + g;
      parts.push(
        `<rect x="${r(lx - L)}" y="${r(mid - w / 2)}" width="${L}" height="${r(w)}" fill="${line.rules.color}"/>` +
          `<rect x="${r(rx)}" y="${r(mid - w / 2)}" width="${L}" height="${r(w)}" fill="${line.rules.color}"/>`,
      );
      boxes.push({ x1: lx - L, x2: rx + L, y1: mid - w / 2, y2: mid + w / 2 });
    }
    y = baseline;
  });
  return { svg: parts.join(""), box: union(boxes) };
}

function inline(design: Design): { svg: string; box: Box } {
  const k = design.markScale ?? 1;
  const S = MARK * k;
  const parts: string[] = [`<g transform="scale(${r(k)})">${markSvg(design.mark, design.container)}</g>`];
  const boxes: Box[] = [{ x1: 0, y1: 0, x2: S, y2: S }];
  if (design.extra) {
    parts.push(`<g transform="scale(${r(k)})">${design.extra.svg}</g>`);
    const e = design.extra.box;
    boxes.push({ x1: e.x1 * k, x2: e.x2 * k, y1: e.y1 * k, y2: e.y2 * k });
  }
  const x = S + 36;
  const sets = design.lines.map((line) => setLine({ maxW: 560, ...line }));
  // block height from the first cap top to the last baseline
  let height = 0;
  sets.forEach((set, i) => {
    height += (i === 0 ? 0 : (design.lines[i]?.gap ?? set.cap * 0.9 + 10)) + set.cap;
  });
  let y = S / 2 - height / 2;
  sets.forEach((set, i) => {
    minCap = Math.min(minCap, set.cap);
    const baseline = y + (i === 0 ? 0 : (design.lines[i]?.gap ?? set.cap * 0.9 + 10)) + set.cap;
    const placed = placeText(set, x, baseline, "left");
    parts.push(placed.svg);
    boxes.push(placed.box);
    y = baseline;
  });
  return { svg: parts.join(""), box: union(boxes) };
}

function badge(design: Design): { svg: string; box: Box } {
  const R = 220;
  const b = design.badge ?? { ring: "#000" };
  const parts: string[] = [];
  parts.push(`<circle cx="0" cy="0" r="${R - 7}" fill="${b.disc ?? "none"}" stroke="${b.ring}" stroke-width="14"/>`);
  parts.push(`<circle cx="0" cy="0" r="${R - 24}" fill="none" stroke="${b.ring}" stroke-width="3"/>`);
  parts.push(`<circle cx="0" cy="0" r="${R - 84}" fill="${b.inner ?? "none"}" stroke="${b.ring}" stroke-width="4"/>`);
  // the band between R-24 and R-84 carries the lettering
  const [top, bottom] = design.lines;
  if (top) parts.push(arcText(top, 0, 0, R - 54 - top.h / 2, "top", 150));
  if (bottom) parts.push(arcText(bottom, 0, 0, R - 54 + bottom.h / 2, "bottom", 110));
  // dots at the sides where the lettering meets
  for (const side of [-1, 1]) {
    parts.push(`<circle cx="${side * (R - 54)}" cy="0" r="7" fill="${b.dots ?? b.ring}"/>`);
  }
  const inner = (R - 84) * 2 * 0.92;
  const k = inner / MARK;
  parts.push(
    `<g transform="translate(${r(-inner / 2)} ${r(-inner / 2)}) scale(${r(k)})">${markSvg(design.mark, design.container)}</g>`,
  );
  return { svg: parts.join(""), box: { x1: -R, y1: -R, x2: R, y2: R } };
}

function logoSvg(design: Design): { svg: string; minCapPx: number } {
  minCap = Infinity;
  const drawn = design.layout === "badge" ? badge(design) : design.layout === "inline" ? inline(design) : stack(design);
  const { box } = drawn;
  const w = box.x2 - box.x1;
  const h = box.y2 - box.y1;
  const room = CANVAS - MARGIN * 2;
  const scale = Math.min(room / w, room / h);
  const tx = CANVAS / 2 - ((box.x1 + box.x2) / 2) * scale;
  const ty = CANVAS / 2 - ((box.y1 + box.y2) / 2) * scale;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    (design.defs ? `<defs>${design.defs}</defs>` : "") +
    `<g transform="translate(${r(tx)} ${r(ty)}) scale(${r(scale * 1000) / 1000})">${drawn.svg}</g></svg>`;
  return { svg, minCapPx: minCap * scale };
}

const linear = (id: string, from: string, to: string, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

// ---------------------------------------------------------------------------------------
// The designs, by slug

const DESIGNS: Record<string, Design> = {
  "summit-coffee-co": {
    layout: "badge",
    badge: { ring: "#3f2314", disc: "#fffbeb", dots: "#b45309" },
    mark: { icon: "coffee", style: "duo", color: "#3f2314", accent: "#d97706" },
    container: { shape: "circle", iconScale: 0.62, iconShift: 0.02 },
    lines: [
      { text: "SUMMIT COFFEE", font: "oswald-600", h: 30, color: "#3f2314", tracking: 0.12 },
      { text: "EST · 2014", font: "oswald-500", h: 24, color: "#b45309", tracking: 0.22 },
    ],
  },
  "nova-labs": {
    layout: "inline",
    defs: linear("novaGrad", "#22d3ee", "#a78bfa", 1, 1),
    mark: { icon: "atom", style: "bold", color: "url(#novaGrad)" },
    lines: [
      { text: "NOVA", font: "orbitron-800", h: 80, color: "#ffffff", tracking: 0.06 },
      { text: "LABS", font: "orbitron-600", h: 34, color: "#67e8f9", tracking: 0.74, gap: 26 },
    ],
  },
  "bloom-botanics": {
    layout: "stack",
    mark: { icon: "flower-lotus", style: "duo", color: "#9d174d", accent: "#f9a8d4" },
    lines: [
      { text: "Bloom Botanics", font: "playfair-600i", h: 50, color: "#831843" },
      { text: "NATURAL SKINCARE", font: "montserrat-600", h: 16, color: "#be185d", tracking: 0.32, gap: 26, rules: { color: "#f472b6", length: 34 } },
    ],
  },
  "phoenix-rising": {
    layout: "stack",
    defs: linear("phoenixShield", "#f97316", "#b91c1c") + linear("phoenixText", "#fde68a", "#f59e0b"),
    mark: { icon: "fire", style: "fill", color: "#fff7ed" },
    container: { shape: "shield", fill: "url(#phoenixShield)", stroke: "#fbbf24", strokeW: 7, iconScale: 0.56, iconShift: 0.0 },
    lines: [
      { text: "PHOENIX", font: "cinzel-900", h: 54, color: "url(#phoenixText)", tracking: 0.08 },
      { text: "RISING", font: "cinzel-700", h: 22, color: "#fdba74", tracking: 0.55, gap: 22, rules: { color: "#f97316", length: 46, width: 3 } },
    ],
  },
  "velocity-cycles": {
    layout: "stack",
    mark: { icon: "bicycle", style: "bold", color: "#111827" },
    markScale: 1.05,
    extra: {
      svg:
        `<rect x="-62" y="118" width="52" height="10" rx="5" fill="#dc2626"/>` +
        `<rect x="-42" y="140" width="32" height="10" rx="5" fill="#dc2626"/>` +
        `<rect x="-76" y="162" width="66" height="10" rx="5" fill="#dc2626"/>`,
      box: { x1: -76, y1: 118, x2: 0, y2: 172 },
    },
    lines: [
      { text: "VELOCITY", font: "montserrat-900i", h: 56, color: "#dc2626", tracking: 0.01, gap: 18 },
      { text: "CYCLES", font: "montserrat-700", h: 22, color: "#111827", tracking: 0.7, gap: 22, rules: { color: "#dc2626", length: 60, width: 5 } },
    ],
  },
  "happy-paws-rescue": {
    layout: "stack",
    mark: { icon: "paw-print", style: "fill", color: "#fbbf24" },
    container: { shape: "circle", fill: "#1e3a8a", iconScale: 0.56 },
    lines: [
      { text: "Happy Paws", font: "fredoka-600", h: 52, color: "#1e3a8a" },
      { text: "ANIMAL RESCUE", font: "fredoka-500", h: 20, color: "#2563eb", tracking: 0.3, gap: 24 },
    ],
  },
  "bright-minds-academy": {
    layout: "stack",
    mark: { icon: "lightbulb", style: "duo", color: "#312e81", accent: "#facc15" },
    lines: [
      { text: "Bright Minds", font: "poppins-700", h: 50, color: "#312e81" },
      { text: "ACADEMY", font: "poppins-500", h: 18, color: "#4f46e5", tracking: 0.5, gap: 24, rules: { color: "#a5b4fc", length: 56 } },
    ],
  },
  "prism-collective": {
    layout: "stack",
    defs:
      linear("prismTop", "#818cf8", "#6366f1") + linear("prismLeft", "#ec4899", "#be185d") + linear("prismRight", "#f59e0b", "#ea580c"),
    mark: { icon: "custom:prism", color: "#000" },
    markScale: 0.95,
    lines: [
      { text: "PRISM", font: "raleway-300", h: 50, color: "#111827", tracking: 0.5 },
      { text: "COLLECTIVE", font: "raleway-600", h: 16, color: "#6b7280", tracking: 0.62, gap: 22 },
    ],
  },
  "atlas-co": {
    layout: "stack",
    defs: linear("atlasGold", "#fde68a", "#d4a017"),
    mark: { monogram: { text: "A", font: "cinzel-700", h: 100, color: "url(#atlasGold)" } },
    container: { shape: "hexagon", stroke: "#e9c46a", strokeW: 5, iconShift: 0.015 },
    markScale: 0.95,
    lines: [
      { text: "ATLAS & CO.", font: "cinzel-600", h: 34, color: "#f3dfa2", tracking: 0.2 },
      { text: "ADVISORY", font: "montserrat-500", h: 14, color: "#d1d5db", tracking: 0.7, gap: 22, rules: { color: "#e9c46a", length: 38, width: 2 } },
    ],
  },
  "evergreen-outfitters": {
    layout: "badge",
    badge: { ring: "#14532d", disc: "#f0fdf4", inner: "#166534", dots: "#16a34a" },
    mark: { icon: "tree-evergreen", style: "fill", color: "#f0fdf4" },
    container: { shape: "circle", iconScale: 0.6, iconShift: -0.01 },
    lines: [
      { text: "EVERGREEN", font: "bebas", h: 34, color: "#14532d", tracking: 0.2 },
      { text: "OUTFITTERS", font: "bebas", h: 26, color: "#166534", tracking: 0.2 },
    ],
  },
  "cloudnest-hosting": {
    layout: "stack",
    mark: { icon: "cloud", style: "duo", color: "#1e40af", accent: "#93c5fd" },
    markScale: 1.05,
    lines: [
      {
        text: "CloudNest",
        font: "poppins-700",
        h: 56,
        color: "#1e3a8a",
        gap: 10,
        parts: [
          { text: "Cloud", color: "#1e3a8a" },
          { text: "Nest", color: "#3b82f6" },
        ],
      },
      { text: "HOSTING", font: "poppins-500", h: 18, color: "#1e40af", tracking: 0.7, gap: 24 },
    ],
  },
  "castle-quest-games": {
    layout: "stack",
    defs: linear("castleShield", "#6d28d9", "#3b0764"),
    mark: { icon: "castle-turret", style: "fill", color: "#fcd34d" },
    container: { shape: "shield", fill: "url(#castleShield)", stroke: "#fcd34d", strokeW: 6, iconScale: 0.5, iconShift: -0.01 },
    lines: [
      { text: "CASTLE QUEST", font: "cinzel-900", h: 40, color: "#3b0764", tracking: 0.05 },
      { text: "GAMES", font: "cinzel-700", h: 20, color: "#6d28d9", tracking: 0.6, gap: 22, rules: { color: "#7c3aed", length: 40, width: 3 } },
    ],
  },
  "kindred-community": {
    layout: "stack",
    defs: linear("kindredGrad", "#fb923c", "#c2410c"),
    mark: { icon: "users-three", style: "fill", color: "url(#kindredGrad)" },
    lines: [
      { text: "kindred", font: "poppins-600", h: 56, color: "#7c2d12", tracking: -0.01 },
      { text: "COMMUNITY", font: "poppins-500", h: 17, color: "#c2410c", tracking: 0.6, gap: 22 },
    ],
  },
  "masquerade-theatre": {
    layout: "stack",
    defs: linear("masqGold", "#fef3c7", "#d4a017"),
    mark: { icon: "mask-happy", style: "fill", color: "url(#masqGold)" },
    markScale: 0.9,
    lines: [
      { text: "MASQUERADE", font: "playfair-900", h: 44, color: "#f3dfa2", tracking: 0.04 },
      { text: "THEATRE", font: "montserrat-500", h: 16, color: "#ffffff", tracking: 0.75, gap: 24, rules: { color: "#d4a017", length: 44, width: 2 } },
    ],
  },
  "apex-athletics": {
    layout: "stack",
    mark: { icon: "barbell", style: "fill", color: "#ffffff" },
    markScale: 0.95,
    lines: [
      { text: "APEX", font: "bebas", h: 110, color: "#ffffff", tracking: 0.06, gap: 10 },
      { text: "ATHLETICS", font: "oswald-600", h: 26, color: "#111827", tracking: 0.45, gap: 20 },
    ],
  },
  "skyward-airlines": {
    layout: "inline",
    defs: linear("skyDisc", "#3b82f6", "#1e3a8a", 1, 1),
    mark: { icon: "airplane-tilt", style: "fill", color: "#ffffff" },
    container: { shape: "circle", fill: "url(#skyDisc)", iconScale: 0.56 },
    markScale: 0.9,
    lines: [
      { text: "Skyward", font: "dmserif-i", h: 74, color: "#1e3a8a" },
      { text: "AIRLINES", font: "montserrat-600", h: 24, color: "#2563eb", tracking: 0.62, gap: 26 },
    ],
  },
  "open-book-library": {
    layout: "stack",
    mark: { icon: "book-open", style: "duo", color: "#115e59", accent: "#5eead4" },
    lines: [
      { text: "OPEN BOOK", font: "josefin-700", h: 46, color: "#134e4a", tracking: 0.12 },
      { text: "PUBLIC LIBRARY", font: "josefin-600", h: 18, color: "#0f766e", tracking: 0.4, gap: 22 },
    ],
  },
  "zeus-energy": {
    layout: "stack",
    mark: { icon: "lightning", style: "fill", color: "#facc15" },
    container: { shape: "hexagon", stroke: "#facc15", strokeW: 10, iconScale: 0.52 },
    markScale: 0.95,
    lines: [
      { text: "ZEUS", font: "montserrat-800", h: 62, color: "#ffffff", tracking: 0.3 },
      { text: "ENERGY", font: "montserrat-600", h: 18, color: "#facc15", tracking: 0.8, gap: 22 },
    ],
  },
  "ledger-financial": {
    layout: "inline",
    mark: { icon: "chart-line-up", style: "bold", color: "#ffffff" },
    container: { shape: "rounded", fill: "#065f46", iconScale: 0.56 },
    markScale: 0.9,
    lines: [
      { text: "Ledger", font: "playfair-700", h: 76, color: "#064e3b" },
      { text: "FINANCIAL", font: "montserrat-600", h: 20, color: "#059669", tracking: 0.56, gap: 26 },
    ],
  },
  "orbit-studio": {
    layout: "stack",
    markInk: [0.17, 0.83],
    markScale: 1.15,
    defs: linear("orbitPlanet", "#a78bfa", "#6d28d9", 1, 1),
    mark: { icon: "custom:orbit", color: "#000" },
    lines: [
      { text: "orbit", font: "space-700", h: 64, color: "#4c1d95", tracking: -0.02 },
      { text: "STUDIO", font: "space-500", h: 18, color: "#7c3aed", tracking: 0.7, gap: 22 },
    ],
  },
  "monarch-media": {
    layout: "stack",
    mark: { monogram: { text: "M", font: "abril", h: 104, color: "#fde047" } },
    container: { shape: "circle", fill: "#111111", iconShift: 0.0 },
    markScale: 0.95,
    lines: [
      { text: "MONARCH", font: "montserrat-800", h: 40, color: "#111111", tracking: 0.24 },
      { text: "MEDIA", font: "montserrat-600", h: 18, color: "#111111", tracking: 0.9, gap: 22, rules: { color: "#111111", length: 40, width: 3 } },
    ],
  },
  "blue-fin-seafood": {
    layout: "badge",
    badge: { ring: "#0c4a6e", disc: "#f0f9ff", inner: "#0c4a6e", dots: "#38bdf8" },
    mark: { icon: "fish", style: "duo", color: "#ffffff", accent: "#38bdf8" },
    container: { shape: "circle", iconScale: 0.64 },
    lines: [
      { text: "BLUE FIN", font: "righteous", h: 32, color: "#0c4a6e", tracking: 0.2 },
      { text: "SEAFOOD", font: "righteous", h: 24, color: "#0369a1", tracking: 0.3 },
    ],
  },
  "moonspell-tarot": {
    layout: "stack",
    defs: linear("moonGold", "#fef9c3", "#fcd34d"),
    mark: { icon: "moon-stars", style: "fill", color: "url(#moonGold)" },
    markScale: 0.95,
    lines: [
      { text: "MOONSPELL", font: "cinzel-700", h: 42, color: "#fef9c3", tracking: 0.1 },
      { text: "TAROT & ORACLE", font: "montserrat-500", h: 15, color: "#e0e7ff", tracking: 0.6, gap: 24, rules: { color: "#fcd34d", length: 30, width: 2 } },
    ],
  },
  "balance-yoga-studio": {
    layout: "stack",
    mark: { icon: "person-simple-tai-chi", style: "regular", color: "#134e4a" },
    container: { shape: "double-ring", stroke: "#0f766e", strokeW: 5, iconScale: 0.6 },
    lines: [
      { text: "balance", font: "raleway-300", h: 52, color: "#134e4a", tracking: 0.12 },
      { text: "YOGA STUDIO", font: "raleway-600", h: 16, color: "#0f766e", tracking: 0.6, gap: 24 },
    ],
  },
  "harmony-music-festival": {
    layout: "stack",
    mark: { icon: "music-notes", style: "fill", color: "#fef08a" },
    markScale: 0.85,
    lines: [
      { text: "Harmony", font: "pacifico", h: 62, color: "#ffffff", gap: 30 },
      { text: "MUSIC FESTIVAL", font: "montserrat-700", h: 18, color: "#fef08a", tracking: 0.4, gap: 44 },
    ],
  },
  "fairway-golf-club": {
    layout: "stack",
    mark: { icon: "golf", style: "fill", color: "#ffffff" },
    container: { shape: "circle", fill: "#14532d", stroke: "#ffffff", strokeW: 0, iconScale: 0.56 },
    markScale: 0.95,
    lines: [
      { text: "Fairway", font: "dmserif", h: 58, color: "#14532d" },
      { text: "GOLF CLUB · 1998", font: "montserrat-600", h: 15, color: "#166534", tracking: 0.42, gap: 24 },
    ],
  },
  "helios-solar": {
    layout: "stack",
    defs: linear("sunGrad", "#fbbf24", "#ea580c", 1, 1),
    mark: { icon: "sun", style: "bold", color: "url(#sunGrad)" },
    lines: [
      { text: "HELIOS", font: "josefin-700", h: 58, color: "#7c2d12", tracking: 0.24, gap: 30 },
      { text: "SOLAR ENERGY", font: "josefin-600", h: 20, color: "#c2410c", tracking: 0.6, gap: 24 },
    ],
  },
  "sunridge-farms": {
    layout: "stack",
    mark: { icon: "grains", style: "duo", color: "#78350f", accent: "#fbbf24" },
    container: { shape: "ring", stroke: "#78350f", strokeW: 6, fill: "#fef3c7", iconScale: 0.6 },
    markScale: 0.95,
    lines: [
      { text: "Sunridge", font: "dmserif", h: 58, color: "#78350f" },
      { text: "FAMILY FARMS", font: "oswald-500", h: 18, color: "#a16207", tracking: 0.5, gap: 24, rules: { color: "#d97706", length: 34, width: 3 } },
    ],
  },
  "harbor-line-sailing": {
    layout: "stack",
    mark: { icon: "sailboat", style: "fill", color: "#1e3a8a" },
    container: { shape: "double-ring", stroke: "#1e3a8a", strokeW: 8, fill: "#eff6ff", iconScale: 0.56, iconShift: -0.01 },
    markScale: 0.95,
    lines: [
      { text: "HARBOR LINE", font: "oswald-600", h: 46, color: "#1e3a8a", tracking: 0.1 },
      { text: "SAILING CLUB", font: "oswald-500", h: 18, color: "#1d4ed8", tracking: 0.55, gap: 22 },
    ],
  },
  "circuit-forge": {
    layout: "inline",
    mark: { icon: "cpu", style: "bold", color: "#4ade80" },
    markScale: 0.95,
    lines: [
      { text: "CIRCUIT", font: "space-700", h: 64, color: "#ffffff", tracking: 0.02 },
      { text: "FORGE", font: "space-700", h: 64, color: "#4ade80", tracking: 0.02, gap: 18 },
    ],
  },
  "loyal-hound-grooming": {
    layout: "stack",
    mark: { icon: "dog", style: "fill", color: "#fde047" },
    container: { shape: "circle", fill: "#1f2937", iconScale: 0.58 },
    lines: [
      { text: "Loyal Hound", font: "fredoka-600", h: 50, color: "#1f2937" },
      { text: "DOG GROOMING", font: "fredoka-500", h: 18, color: "#374151", tracking: 0.36, gap: 24 },
    ],
  },
  "quill-co": {
    layout: "stack",
    mark: { monogram: { text: "Q", font: "playfair-700", h: 96, color: "#7f1d1d" } },
    container: { shape: "double-ring", stroke: "#7f1d1d", strokeW: 5, iconShift: 0.0 },
    markScale: 0.95,
    lines: [
      { text: "QUILL & CO.", font: "playfair-700", h: 34, color: "#7f1d1d", tracking: 0.16 },
      { text: "FINE STATIONERY", font: "montserrat-500", h: 14, color: "#b91c1c", tracking: 0.55, gap: 22 },
    ],
  },
};

// ---------------------------------------------------------------------------------------
// Tailwind colours (for the contact sheet)

const TAILWIND_HEX: Record<string, string> = {
  "bg-white": "#ffffff",
  "bg-black": "#000000",
  "bg-gray-100": "#f3f4f6",
  "bg-gray-200": "#e5e7eb",
  "bg-gray-300": "#d1d5db",
  "bg-gray-400": "#9ca3af",
  "bg-gray-500": "#6b7280",
  "bg-gray-600": "#4b5563",
  "bg-gray-700": "#374151",
  "bg-gray-800": "#1f2937",
  "bg-gray-900": "#111827",
  "bg-red-100": "#fee2e2",
  "bg-red-200": "#fecaca",
  "bg-red-300": "#fca5a5",
  "bg-red-400": "#f87171",
  "bg-red-500": "#ef4444",
  "bg-blue-100": "#dbeafe",
  "bg-blue-200": "#bfdbfe",
  "bg-blue-300": "#93c5fd",
  "bg-blue-400": "#60a5fa",
  "bg-blue-500": "#3b82f6",
  "bg-green-100": "#dcfce7",
  "bg-green-200": "#bbf7d0",
  "bg-green-300": "#86efac",
  "bg-green-400": "#4ade80",
  "bg-green-500": "#22c55e",
  "bg-yellow-100": "#fef9c3",
  "bg-yellow-200": "#fef08a",
  "bg-yellow-300": "#fde047",
  "bg-yellow-400": "#facc15",
  "bg-yellow-500": "#eab308",
  "bg-purple-100": "#f3e8ff",
  "bg-purple-200": "#e9d5ff",
  "bg-purple-300": "#d8b4fe",
  "bg-purple-400": "#c084fc",
  "bg-purple-500": "#a855f7",
  "bg-pink-100": "#fce7f3",
  "bg-pink-200": "#fbcfe8",
  "bg-pink-300": "#f9a8d4",
  "bg-pink-400": "#f472b6",
  "bg-pink-500": "#ec4899",
  "bg-indigo-100": "#e0e7ff",
  "bg-indigo-200": "#c7d2fe",
  "bg-indigo-300": "#a5b4fc",
  "bg-indigo-400": "#818cf8",
  "bg-indigo-500": "#6366f1",
};

// ---------------------------------------------------------------------------------------

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  if (args.svg) mkdirSync(args.svg, { recursive: true });
  const entries = CATALOGUE.filter((logo) => !args.only || args.only.split(",").includes(catalogueSlug(logo.name)));
  const rendered: { slug: string; bg: string; webp: Buffer }[] = [];
  let total = 0;
  for (const logo of entries) {
    const slug = catalogueSlug(logo.name);
    if (logo.image !== `/logos/${slug}.webp`) throw new Error(`${logo.name}: image ${logo.image} is not /logos/${slug}.webp`);
    const design = DESIGNS[slug];
    if (!design) throw new Error(`no design for ${slug}`);
    const { svg, minCapPx } = logoSvg(design);
    if (minCapPx < 12) console.warn(`${slug}: smallest lettering is only ${minCapPx.toFixed(1)}px tall`);
    if (args.svg) writeFileSync(join(args.svg, `${slug}.svg`), svg);
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 80, alphaQuality: 90, effort: 6 }).toBuffer();
    writeFileSync(join(OUT_DIR, `${slug}.webp`), webp);
    total += webp.length;
    rendered.push({ slug, bg: logo.bgColor, webp });
  }
  console.log(`wrote ${rendered.length} logos to public/logos (${Math.round(total / 1024)} KiB)`);

  if (args.sheet) {
    const cell = 256;
    const cols = 8;
    const rows = Math.ceil(rendered.length / cols);
    const tiles = await Promise.all(
      rendered.map(async ({ bg, webp }, i) => {
        const hex = TAILWIND_HEX[bg];
        if (!hex) throw new Error(`no hex for ${bg}`);
        const tile = await sharp({ create: { width: cell, height: cell, channels: 4, background: hex } })
          .composite([{ input: await sharp(webp).resize(cell, cell).toBuffer() }])
          .png()
          .toBuffer();
        return { input: tile, left: (i % cols) * (cell + 8) + 8, top: Math.floor(i / cols) * (cell + 8) + 8 };
      }),
    );
    await sharp({
      create: { width: cols * (cell + 8) + 8, height: rows * (cell + 8) + 8, channels: 4, background: "#9ca3af" },
    })
      .composite(tiles)
      .png()
      .toFile(args.sheet);
    console.log(`contact sheet: ${args.sheet}`);
  }
}

await main();
