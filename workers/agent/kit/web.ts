/**
 * The website's icons, from the mark: favicon.ico (16, 32 and 48 inside), favicon.svg,
 * the Apple touch icon (180, opaque: iOS paints transparency black and rounds the corners
 * itself), app icons of 192 and 512, a maskable 512 whose mark stays inside the central
 * circle of 80 % every platform's mask keeps, the web app manifest and the tags to paste.
 * A mark in a filled frame is its own icon; a bare mark sits on a rounded tile of the
 * canvas colour (white for a transparent canvas); a design without a mark gets its
 * initials in a frame, drawn by the engine as a monogram. An emblem's second idea (the disc
 * on its rim) is left out of the icons: at 16 to 48 pixels it is a smudge, and an icon
 * reads by one idea (docs/decisions/0107).
 *
 * Up to 48 px (favicon.ico's three sizes, and favicon.svg, which a browser draws at 16 to
 * 32 px in its tabs) the icon is the mark's small form (design/small-form.ts): one idea,
 * no stroke or gap under 1.5 px at 16 px, on a rounded tile of the colour the mark sits
 * on. The icons of 180 px and up (Apple touch, 192, 512, maskable) keep the full mark: at
 * that size its ring, its second idea's gap and its letters' treatment all read, and the
 * full mark is the one the brand is known by.
 */
import type { LogoEngine } from "#agent/design/engine.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { drawnColours } from "#agent/design/ink.ts";
import { hasMark } from "#agent/design/layouts.ts";
import { geomPath, bounds } from "#agent/design/geometry.ts";
import { designSmallForm, SMALL_ICON_SHARE } from "#agent/design/small-form.ts";
import { artworkDocument, pixelsOf, place, pngOf, rect, svgArtwork, svgDocument, type Artwork } from "./artwork.ts";
import { icoFile } from "./ico.ts";
import { markArtwork } from "./lockups.ts";

const WHITE = "#ffffff";

export interface BrandIcon {
  art: Artwork;
  /** The tile behind a bare mark; null when the mark brings its own frame. */
  tile: string | null;
  /** The opaque canvas of the icons that may not be transparent. */
  canvas: string;
}

/** The mark as an icon draws it: an emblem without the disc on its rim. */
export function iconDesign(spec: LogoSpec): LogoSpec {
  const mark = spec.mark;
  if (mark?.kind !== "emblem" || (!mark.second && (!mark.letter || mark.treatment === "letter"))) return spec;
  return { ...spec, mark: { ...mark, second: null, letter: mark.treatment === "letter" ? mark.letter : null } };
}

export function brandIcon(engine: LogoEngine, input: LogoSpec): BrandIcon {
  const spec = iconDesign(input);
  const canvas = spec.palette.background === "transparent" ? WHITE : spec.palette.background;
  const mark = markArtwork(engine, spec, canvas);
  if (mark) return { art: mark.art, tile: mark.filledFrame ? null : canvas, canvas };
  const initials = markArtwork(engine, { ...spec, layout: "monogram", container: "rounded-square", icon: null }, canvas)!;
  return { art: initials.art, tile: null, canvas };
}

const ICON = 512;

/** The mark's small form in one colour, as artwork (its box the form's ink), and what it sits on. */
export interface SmallMark {
  art: Artwork;
  /** The colour it is drawn in, and the colour of what it sits on. */
  ink: string;
  surface: string;
}

/**
 * The small form in the colours the mark takes: on a tile (`on: "tile"`) of the colour it
 * sits on in the logo (a filled frame's colour, or the canvas: `surface`), or straight on
 * `surface` (a profile picture's canvas). A design without a mark shows its initials in
 * the colours a monogram's frame gives them.
 */
export function smallMark(engine: LogoEngine, spec: LogoSpec, surface: string, on: "tile" | "surface"): SmallMark {
  const form = designSmallForm(spec, engine);
  const palette = { ...spec.palette, background: surface };
  const marked = hasMark(spec);
  const letters = !marked || (spec.layout === "monogram" && !spec.mark);
  const drawn =
    on === "surface"
      ? drawnColours({ palette, layout: letters ? "monogram" : "icon-above", container: "none" })
      : marked
      ? drawnColours({ palette, layout: spec.layout, container: spec.container })
      : drawnColours({ palette, layout: "monogram", container: "rounded-square" });
  const ink = drawn.mark!;
  const art = { content: `<path d="${geomPath(form.geom)}" fill="${ink}"/>`, box: bounds(form.geom) };
  return { art, ink, surface: drawn.markSurface! };
}

/** The small icon on a transparent square: a rounded tile of what the mark sits on, the small form SMALL_ICON_SHARE of it. */
export function smallIconSvg(mark: SmallMark): string {
  const inset = (ICON * (1 - SMALL_ICON_SHARE)) / 2;
  // The tile's corners are round enough that a 16 px icon's corner pixels stay transparent.
  return svgDocument(ICON, ICON, rect(ICON, ICON, mark.surface, ` rx="${ICON * 0.22}"`) + place(mark.art, { x: inset, y: inset, w: ICON - 2 * inset, h: ICON - 2 * inset }));
}

/** The icon on a transparent square: a tile with the mark, or the framed mark filling it. */
export function iconSvg(icon: BrandIcon): string {
  if (!icon.tile) return svgDocument(ICON, ICON, place(icon.art, { x: 8, y: 8, w: ICON - 16, h: ICON - 16 }));
  const inset = ICON * 0.17;
  return svgDocument(ICON, ICON, rect(ICON, ICON, icon.tile, ` rx="${ICON * 0.19}"`) + place(icon.art, { x: inset, y: inset, w: ICON - 2 * inset, h: ICON - 2 * inset }));
}

/** The icon on an opaque square, its mark inside `share` of the side. */
function opaqueIconSvg(icon: BrandIcon, share: number): string {
  const inset = (ICON * (1 - share)) / 2;
  return svgDocument(ICON, ICON, rect(ICON, ICON, icon.canvas) + place(icon.art, { x: inset, y: inset, w: ICON - 2 * inset, h: ICON - 2 * inset }));
}

/** An icon document at another pixel size (the same drawing, its viewBox in pixels). */
function atSize(svg: string, size: number): string {
  return artworkDocument(svgArtwork(svg), size, size, null);
}

export interface WebFiles {
  "web/favicon.ico": Uint8Array;
  "web/favicon.svg": string;
  "web/apple-touch-icon.png": Uint8Array;
  "web/icon-192.png": Uint8Array;
  "web/icon-512.png": Uint8Array;
  "web/icon-maskable-512.png": Uint8Array;
  "web/site.webmanifest": string;
  "web/head-tags.html": string;
}

/** The sizes inside favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const;

export async function webFiles(engine: LogoEngine, spec: LogoSpec): Promise<WebFiles> {
  const icon = brandIcon(engine, spec);
  const svg = iconSvg(icon);
  const small = smallIconSvg(smallMark(engine, spec, icon.canvas, "tile"));
  // The safe zone of a maskable icon is the central circle of 80 %: the mark's square stays inside it.
  const maskable = opaqueIconSvg(icon, 0.54);
  const apple = opaqueIconSvg(icon, icon.tile ? 0.7 : 0.84);
  const theme = spec.palette.background === "transparent" ? spec.palette.primary : spec.palette.background;
  return {
    "web/favicon.ico": icoFile(ICO_SIZES.map((size) => pixelsOf(small, size))),
    "web/favicon.svg": small,
    "web/apple-touch-icon.png": await pngOf(atSize(apple, 180), 180, 180, false),
    "web/icon-192.png": await pngOf(atSize(svg, 192), 192, 192, true),
    "web/icon-512.png": await pngOf(atSize(svg, 512), 512, 512, true),
    "web/icon-maskable-512.png": await pngOf(atSize(maskable, 512), 512, 512, false),
    "web/site.webmanifest": manifest(spec.brand, theme, icon.canvas),
    "web/head-tags.html": headTags(theme),
  };
}

function shortName(brand: string): string {
  if ([...brand].length <= 12) return brand;
  const first = brand.split(/\s+/)[0]!;
  return [...first].length <= 12 ? first : [...brand].slice(0, 12).join("").trim();
}

function manifest(brand: string, theme: string, background: string): string {
  const icons = [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ];
  return `${JSON.stringify({ name: brand, short_name: shortName(brand), icons, theme_color: theme, background_color: background, display: "standalone", start_url: "/" }, null, 2)}\n`;
}

function headTags(theme: string): string {
  return [
    "<!-- Put the files of this folder at the root of your site, then paste these tags into the <head> of every page. -->",
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${theme}">`,
    "",
  ].join("\n");
}
