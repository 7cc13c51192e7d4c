/**
 * A designer's SVG is untrusted input: it is parsed, checked, and written again by our own
 * serializer from an allow-list (element names, attribute names and every attribute's
 * value), so nothing a browser or resvg would fetch, run or expand survives. What the
 * allow-list does not hold is either metadata (dropped: editors' namespaces, titles,
 * comments) or refused with a plain message the designer can act on.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { refusalOf, refuse, type UploadResult } from "./refusal.server.ts";

export type UploadCheck = UploadResult<{ svg: string; width: number; height: number }>;

export const SVG_MAX_BYTES = 512 * 1024;
export const SVG_MAX_ELEMENTS = 5000;
export const SVG_MAX_DEPTH = 32;
/** The largest intrinsic width or height, in CSS pixels. */
export const SVG_MAX_SIZE = 10_000;
const VIEWBOX_MAX = 1_000_000;

// ---- Values -------------------------------------------------------------------------

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const NUMBER_RE = new RegExp(`^${NUMBER}$`);
const LENGTH_RE = new RegExp(`^(${NUMBER})(px|pt|pc|mm|cm|in|em|ex|%)?$`);
const ID = String.raw`[A-Za-z_][\w.:-]{0,99}`;
const ID_RE = new RegExp(`^${ID}$`);
const URL_REF_RE = new RegExp(String.raw`^url\(\s*(['"]?)#(${ID})\1\s*\)$`);
const HEX_COLOR_RE = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FUNC_COLOR_RE = /^(?:rgba?|hsla?)\(\s*[-+\d.eE%\s,/deg]*\)$/i;
const NAMED_COLOR_RE = /^[a-zA-Z]{3,24}$/;
const PATH_DATA_RE = /^[MmZzLlHhVvCcSsQqTtAa\d\s,.eE+-]*$/;
const POINTS_RE = /^[\d\s,.eE+-]*$/;
const TRANSFORM_RE = /^\s*(?:(?:matrix|translate|scale|rotate|skewX|skewY)\s*\([-+\d.eE,\s]*\)\s*,?\s*)*$/;
const ASPECT_RE = /^(?:none|x(?:Min|Mid|Max)Y(?:Min|Mid|Max))(?:\s+(?:meet|slice))?$/;

type Check = (value: string) => string | null;

const finite = (text: string) => Math.abs(Number(text)) <= 1e9;
const number: Check = (v) => (NUMBER_RE.test(v) && finite(v) ? v : null);
const length: Check = (v) => {
  const m = LENGTH_RE.exec(v);
  return m && finite(m[1]!) ? v : null;
};
const opacity: Check = (v) => number(v) ?? (v.endsWith("%") ? number(v.slice(0, -1)) && v : null);
const oneOf =
  (...words: string[]): Check =>
  (v) =>
    words.includes(v) ? v : null;
const color: Check = (v) => (HEX_COLOR_RE.test(v) || FUNC_COLOR_RE.test(v) || NAMED_COLOR_RE.test(v) ? v : null);
const urlRef: Check = (v) => {
  const m = URL_REF_RE.exec(v);
  return m ? `url(#${m[2]})` : null;
};
const paint: Check = (v) => {
  if (v === "none" || v === "currentColor") return v;
  const ref = /^(url\([^)]*\))\s*(.*)$/.exec(v);
  if (ref) {
    const target = urlRef(ref[1]!);
    const fallback = ref[2] ? (ref[2] === "none" ? "none" : color(ref[2])) : "";
    return target && fallback !== null ? `${target}${fallback ? ` ${fallback}` : ""}` : null;
  }
  return color(v);
};
const refOrNone: Check = (v) => (v === "none" ? v : urlRef(v));
const pathData: Check = (v) => (PATH_DATA_RE.test(v) ? v.replace(/\s+/g, " ").trim() : null);
const points: Check = (v) => (POINTS_RE.test(v) ? v.replace(/\s+/g, " ").trim() : null);
const transform: Check = (v) => (v.length <= 4000 && TRANSFORM_RE.test(v) ? v.replace(/\s+/g, " ").trim() : null);
const dashArray: Check = (v) => (v === "none" || v.split(/[\s,]+/).every((part) => length(part) !== null) ? v : null);
const viewBox: Check = (v) => {
  const parts = v.trim().split(/[\s,]+/);
  if (parts.length !== 4 || parts.some((p) => number(p) === null)) return null;
  const [, , w, h] = parts.map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? parts.join(" ") : null;
};
const internalHref: Check = (v) => (new RegExp(`^#${ID}$`).test(v) ? v : null);
const id: Check = (v) => (ID_RE.test(v) ? v : null);
const units = oneOf("userSpaceOnUse", "objectBoundingBox");

/** Presentation attributes (and the CSS properties of the same name in `style`). */
const PRESENTATION: Record<string, Check> = {
  fill: paint,
  "fill-opacity": opacity,
  "fill-rule": oneOf("nonzero", "evenodd", "inherit"),
  stroke: paint,
  "stroke-width": length,
  "stroke-opacity": opacity,
  "stroke-linecap": oneOf("butt", "round", "square", "inherit"),
  "stroke-linejoin": oneOf("miter", "round", "bevel", "arcs", "miter-clip", "inherit"),
  "stroke-miterlimit": number,
  "stroke-dasharray": dashArray,
  "stroke-dashoffset": length,
  opacity,
  "clip-path": refOrNone,
  "clip-rule": oneOf("nonzero", "evenodd", "inherit"),
  mask: refOrNone,
  display: oneOf("inline", "block", "none", "inherit"),
  visibility: oneOf("visible", "hidden", "collapse", "inherit"),
  color,
  "stop-color": (v) => (v === "currentColor" ? v : color(v)),
  "stop-opacity": opacity,
};

const SHAPE = { ...PRESENTATION, id, transform };

/** The elements a logo may use, each with the attributes it may carry. */
const ELEMENTS: Record<string, Record<string, Check>> = {
  svg: { ...PRESENTATION, id, viewBox, width: length, height: length, preserveAspectRatio: (v) => (ASPECT_RE.test(v) ? v : null) },
  g: SHAPE,
  defs: SHAPE,
  path: { ...SHAPE, d: pathData },
  rect: { ...SHAPE, x: length, y: length, width: length, height: length, rx: length, ry: length },
  circle: { ...SHAPE, cx: length, cy: length, r: length },
  ellipse: { ...SHAPE, cx: length, cy: length, rx: length, ry: length },
  line: { ...SHAPE, x1: length, y1: length, x2: length, y2: length },
  polyline: { ...SHAPE, points },
  polygon: { ...SHAPE, points },
  linearGradient: {
    ...PRESENTATION,
    id,
    href: internalHref,
    x1: length,
    y1: length,
    x2: length,
    y2: length,
    gradientUnits: units,
    gradientTransform: transform,
    spreadMethod: oneOf("pad", "reflect", "repeat"),
  },
  radialGradient: {
    ...PRESENTATION,
    id,
    href: internalHref,
    cx: length,
    cy: length,
    r: length,
    fx: length,
    fy: length,
    fr: length,
    gradientUnits: units,
    gradientTransform: transform,
    spreadMethod: oneOf("pad", "reflect", "repeat"),
  },
  stop: { ...PRESENTATION, id, offset: opacity },
  clipPath: { ...SHAPE, clipPathUnits: units },
  mask: { ...SHAPE, x: length, y: length, width: length, height: length, maskUnits: units, maskContentUnits: units },
};

/** Elements that carry no drawing: left out of the rebuilt file, with everything in them. */
const DROPPED = new Set(["title", "desc", "metadata"]);
/** Editors' own namespaces (Inkscape, Sodipodi, Illustrator, Sketch, Affinity, RDF metadata): no drawing in them. */
const EDITOR_PREFIXES = new Set(["sodipodi", "inkscape", "rdf", "cc", "dc", "i", "x", "sketch", "serif", "figma", "a", "graph", "ns"]);

/** The refused elements a designer is most likely to meet, each told in its own words. */
const REFUSED: Record<string, string> = {
  script: "SVG files with scripts aren't accepted. Remove the <script> element and upload again.",
  foreignObject: "SVG files with embedded HTML (<foreignObject>) aren't accepted. Draw the logo with shapes and paths only.",
  image: "SVG files with embedded or linked pictures (<image>) aren't accepted. Upload the logo as vector shapes, or as a PNG.",
  text: "Convert text to outlines before uploading.",
  tspan: "Convert text to outlines before uploading.",
  textPath: "Convert text to outlines before uploading.",
  style: "Style sheets (<style>) aren't accepted. Export the SVG with presentation attributes (fill and stroke on each shape) instead of CSS.",
  use: "Clones and symbols (<use>) aren't accepted. Turn them into plain shapes (unlink clones, expand symbols) before uploading.",
  a: "Links (<a>) aren't accepted in a logo. Remove the link and upload again.",
  animate: "Animated SVG files aren't accepted. Upload a still logo.",
  animateTransform: "Animated SVG files aren't accepted. Upload a still logo.",
  animateMotion: "Animated SVG files aren't accepted. Upload a still logo.",
  set: "Animated SVG files aren't accepted. Upload a still logo.",
  iframe: "SVG files with embedded HTML aren't accepted. Draw the logo with shapes and paths only.",
};

const ACCEPTED_LIST = "paths, basic shapes, groups, gradients, clip paths and masks";

// ---- Parsing ------------------------------------------------------------------------

type XmlNode = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  // Entities are never expanded (a DOCTYPE is refused before parsing anyway).
  processEntities: false,
  htmlEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: "#comment",
  cdataPropName: "#cdata",
  maxNestedTags: SVG_MAX_DEPTH,
});

function short(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

/** A reference to anything outside the file, in any attribute, kept or not. */
function refuseOutsideReference(name: string, value: string, element: string): void {
  const urls = value.match(/url\s*\([^)]*\)?/gi) ?? [];
  const outsideUrl = urls.find((u) => !URL_REF_RE.test(u.trim()));
  const isLink = /(^|:)(href|src)$/.test(name);
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (/javascript:|vbscript:/i.test(value)) {
    refuse(`SVG files with javascript: links aren't accepted (${name} on <${element}>). Remove it and upload again.`);
  }
  if (/@import/i.test(value)) {
    refuse(`Style imports (@import) aren't accepted (in ${name} on <${element}>). Remove them and upload again.`);
  }
  if (outsideUrl || (isLink && (scheme !== undefined || !value.trim().startsWith("#")))) {
    refuse(
      `The SVG refers to something outside the file (${name}="${short(value)}" on <${element}>). Only references inside the file, like url(#gradient), are accepted.`,
    );
  }
}

/** `style="fill: red; stroke-width: 2"`, as presentation attributes; other properties are dropped. */
function styleDeclarations(style: string, element: string): [string, string][] {
  const declarations: [string, string][] = [];
  for (const part of style.split(";")) {
    if (!part.trim()) continue;
    const colon = part.indexOf(":");
    if (colon < 0) refuse(`The style on <${element}> isn't one we can read: "${short(style)}".`);
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important\s*$/i, "")
      .trim();
    declarations.push([property, value]);
  }
  return declarations;
}

interface Rebuilt {
  elements: number;
  /** The root's intrinsic size, in CSS pixels. */
  size?: { width: number; height: number };
}

function attributesOf(name: string, raw: Record<string, string>): string {
  const allowed = ELEMENTS[name]!;
  const kept = new Map<string, string>();
  const consider = (attribute: string, value: string, fromStyle: boolean) => {
    const local = attribute === "xlink:href" ? "href" : attribute;
    const check = allowed[local];
    if (!check || (fromStyle && !(local in PRESENTATION))) return;
    const clean = check(value.trim());
    if (clean === null) refuse(`The value of ${attribute} on <${name}> isn't one we accept: "${short(value)}".`);
    kept.set(local, clean!);
  };
  for (const [attribute, value] of Object.entries(raw)) {
    if (/^on/i.test(attribute.replace(/^.*:/, ""))) {
      refuse(`SVG files with event handlers aren't accepted (${attribute} on <${name}>). Remove it and upload again.`);
    }
    if (attribute === "xmlns" || attribute.startsWith("xmlns:")) continue;
    refuseOutsideReference(attribute, value, name);
    if (attribute !== "style") consider(attribute, value, false);
  }
  // In CSS, a style declaration wins over the presentation attribute of the same name.
  if (raw.style !== undefined) for (const [property, value] of styleDeclarations(raw.style, name)) consider(property, value, true);
  return [...kept].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join("");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function elementName(node: XmlNode): string | null {
  return Object.keys(node).find((key) => key !== ":@") ?? null;
}

function rebuild(node: XmlNode, out: string[], state: Rebuilt, depth: number): void {
  const name = elementName(node)!;
  if (name === "#text" || name === "#comment" || name === "#cdata") return;
  state.elements++;
  if (state.elements > SVG_MAX_ELEMENTS) {
    refuse(`The SVG has more than ${SVG_MAX_ELEMENTS.toLocaleString("en")} elements. Simplify it (merge paths, remove hidden layers) and upload again.`, 413);
  }
  if (depth > SVG_MAX_DEPTH) depthRefusal();
  const prefix = name.includes(":") ? name.slice(0, name.indexOf(":")) : null;
  if ((prefix !== null && EDITOR_PREFIXES.has(prefix)) || DROPPED.has(name)) return;
  if (REFUSED[name]) refuse(REFUSED[name]);
  if (!ELEMENTS[name] || (name === "svg" && depth > 1)) {
    refuse(`The SVG uses <${name}>, which isn't accepted. A logo may use ${ACCEPTED_LIST}.`);
  }
  const raw = node[":@"] ?? {};
  const children = (node[name] as XmlNode[]) ?? [];
  const attributes = depth === 1 ? rootAttributes(raw, state) : attributesOf(name, raw);
  const inner: string[] = [];
  for (const child of children) rebuild(child, inner, state, depth + 1);
  out.push(inner.length ? `<${name}${attributes}>${inner.join("")}</${name}>` : `<${name}${attributes}/>`);
}

const CSS_PIXELS: Record<string, number> = { "": 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

function pixels(value: string | undefined): number | null {
  const m = value === undefined ? null : LENGTH_RE.exec(value.trim());
  if (!m || m[2] === "%" || m[2] === "em" || m[2] === "ex") return null;
  return Number(m[1]) * CSS_PIXELS[m[2] ?? ""]!;
}

/** The root keeps its drawing attributes; its size comes from width/height or the viewBox. */
function rootAttributes(raw: Record<string, string>, state: Rebuilt): string {
  let attributes = attributesOf("svg", raw);
  const box = raw.viewBox === undefined ? null : viewBox(raw.viewBox);
  const [, , boxWidth, boxHeight] = box ? box.split(" ").map(Number) : [];
  if (boxWidth! > VIEWBOX_MAX || boxHeight! > VIEWBOX_MAX) {
    refuse(`The SVG's viewBox (${short(box!)}) is too large: its width and height may be at most ${VIEWBOX_MAX.toLocaleString("en")}.`, 413);
  }
  const width = pixels(raw.width) ?? boxWidth;
  const height = pixels(raw.height) ?? boxHeight;
  if (width === undefined || height === undefined) {
    refuse("The SVG needs a viewBox (or a width and height) so its size is known. Export it again with a viewBox.");
  }
  if (!(width! > 0 && height! > 0)) refuse("The SVG's width and height must be greater than zero.");
  if (width! > SVG_MAX_SIZE || height! > SVG_MAX_SIZE) {
    refuse(`The SVG is ${Math.round(width!)} x ${Math.round(height!)} px; width and height may be at most ${SVG_MAX_SIZE.toLocaleString("en")}. Set a smaller width and height (the viewBox keeps the drawing).`, 413);
  }
  // Without a viewBox, the drawing's coordinates are its pixels: saying so changes nothing on screen
  // and lets the logo scale.
  if (!box) attributes = ` viewBox="0 0 ${width} ${height}"` + attributes;
  state.size = { width: width!, height: height! };
  return attributes;
}

function depthRefusal(): never {
  return refuse(`The SVG's groups are nested more than ${SVG_MAX_DEPTH} levels deep. Flatten the groups and upload again.`);
}

export function checkSvgUpload(bytes: Uint8Array): UploadCheck {
  try {
    return { ok: true, ...check(bytes) };
  } catch (error) {
    return refusalOf(error);
  }
}

function check(bytes: Uint8Array): { svg: string; width: number; height: number } {
  if (bytes.length === 0) refuse("The file is empty.");
  if (bytes.length > SVG_MAX_BYTES) {
    refuse(`The SVG is larger than ${SVG_MAX_BYTES / 1024} KB. Simplify it (or save it without embedded pictures and editor data) and upload again.`, 413);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse("The file isn't an SVG: it isn't UTF-8 text.", 415);
  }
  // Entity declarations are how XML expands a few bytes into gigabytes (and reaches outside
  // files): no DOCTYPE, no ENTITY, whatever the parser would make of them.
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST/i.test(text)) {
    refuse("SVG files with a DOCTYPE or entity declarations aren't accepted. Export the SVG again without a DOCTYPE (plain SVG).");
  }
  if (/<\?xml-stylesheet/i.test(text)) refuse("SVG files that link a style sheet aren't accepted. Remove the <?xml-stylesheet?> line and upload again.");
  if (!/<svg[\s>/]/.test(text)) refuse("The file isn't an SVG: it has no <svg> element.", 415);
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) refuse(`The SVG isn't well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  let document: XmlNode[];
  try {
    document = parser.parse(text) as XmlNode[];
  } catch (error) {
    if (error instanceof Error && /nested/i.test(error.message)) depthRefusal();
    return refuse("The SVG isn't well-formed XML.");
  }
  const roots = document.filter((node) => {
    const name = elementName(node);
    return name !== null && name !== "#comment" && name !== "#text";
  });
  if (roots.length !== 1 || elementName(roots[0]!) !== "svg") {
    refuse("The file isn't an SVG: its outermost element must be <svg>.", 415);
  }
  const out: string[] = [];
  const state: Rebuilt = { elements: 0 };
  rebuild(roots[0]!, out, state, 1);
  const size = state.size!;
  const svg = out[0]!.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return { svg, width: size.width, height: size.height };
}
