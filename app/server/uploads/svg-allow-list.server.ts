/**
 * What a rebuilt SVG may hold: the elements, each one's attributes, and every value's
 * check (svg-upload.server.ts rebuilds a file from these). Every list is a Map or a Set and
 * is asked only for its own entries: the uploader names elements, attributes and style
 * properties, and a name like `constructor`, `toString` or `__proto__` must find nothing
 * here, not what every plain object inherits.
 */

export type Check = (value: string) => string | null;

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const NUMBER_RE = new RegExp(`^${NUMBER}$`);
export const LENGTH_RE = new RegExp(`^(${NUMBER})(px|pt|pc|mm|cm|in|em|ex|%)?$`);
const ID = String.raw`[A-Za-z_][\w.:-]{0,99}`;
const ID_RE = new RegExp(`^${ID}$`);
const HREF_RE = new RegExp(`^#${ID}$`);
export const URL_REF_RE = new RegExp(String.raw`^url\(\s*(['"]?)#(${ID})\1\s*\)$`);
const HEX_COLOR_RE = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FUNC_COLOR_RE = /^(?:rgba?|hsla?)\(\s*[-+\d.eE%\s,/deg]*\)$/i;
const PATH_DATA_RE = /^[MmZzLlHhVvCcSsQqTtAa\d\s,.eE+-]*$/;
const POINTS_RE = /^[\d\s,.eE+-]*$/;
const TRANSFORM_RE = /^\s*(?:(?:matrix|translate|scale|rotate|skewX|skewY)\s*\([-+\d.eE,\s]*\)\s*,?\s*)*$/;
const ASPECT_RE = /^(?:none|x(?:Min|Mid|Max)Y(?:Min|Mid|Max))(?:\s+(?:meet|slice))?$/;

/** CSS's named colours (CSS Color 4) and the keywords a colour may be: the only words it may be, in any case. */
const NAMED_COLORS = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral " +
    "cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange " +
    "darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey " +
    "dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo " +
    "ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink " +
    "lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine " +
    "mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose " +
    "moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru " +
    "pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue " +
    "slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent currentcolor inherit"
  ).split(" "),
);

const finite = (text: string) => Math.abs(Number(text)) <= 1e9;
const number: Check = (v) => (NUMBER_RE.test(v) && finite(v) ? v : null);
const length: Check = (v) => {
  const m = LENGTH_RE.exec(v);
  return m && finite(m[1]!) ? v : null;
};
const opacity: Check = (v) => number(v) ?? (v.endsWith("%") ? number(v.slice(0, -1)) && v : null);
const oneOf = (...words: string[]): Check => {
  const allowed = new Set(words);
  return (v) => (allowed.has(v) ? v : null);
};
const color: Check = (v) => (HEX_COLOR_RE.test(v) || FUNC_COLOR_RE.test(v) || NAMED_COLORS.has(v.toLowerCase()) ? v : null);
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
export const viewBox: Check = (v) => {
  const parts = v.trim().split(/[\s,]+/);
  if (parts.length !== 4 || parts.some((p) => number(p) === null)) return null;
  const [, , w, h] = parts.map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? parts.join(" ") : null;
};
const internalHref: Check = (v) => (HREF_RE.test(v) ? v : null);
const id: Check = (v) => (ID_RE.test(v) ? v : null);
const units = oneOf("userSpaceOnUse", "objectBoundingBox");

type Allowed = ReadonlyMap<string, Check>;
const allowed = (...groups: (Allowed | Record<string, Check>)[]): Allowed =>
  new Map(groups.flatMap((group) => (group instanceof Map ? [...group] : Object.entries(group))));

/** Presentation attributes (and the CSS properties of the same name in `style`). */
export const PRESENTATION: Allowed = allowed({
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
});

const SHAPE = allowed(PRESENTATION, { id, transform });
const gradient = { id, href: internalHref, gradientUnits: units, gradientTransform: transform, spreadMethod: oneOf("pad", "reflect", "repeat") };

/** The elements a logo may use, each with the attributes it may carry. */
export const ELEMENTS: ReadonlyMap<string, Allowed> = new Map([
  ["svg", allowed(PRESENTATION, { id, viewBox, width: length, height: length, preserveAspectRatio: (v) => (ASPECT_RE.test(v) ? v : null) })],
  ["g", SHAPE],
  ["defs", SHAPE],
  ["path", allowed(SHAPE, { d: pathData })],
  ["rect", allowed(SHAPE, { x: length, y: length, width: length, height: length, rx: length, ry: length })],
  ["circle", allowed(SHAPE, { cx: length, cy: length, r: length })],
  ["ellipse", allowed(SHAPE, { cx: length, cy: length, rx: length, ry: length })],
  ["line", allowed(SHAPE, { x1: length, y1: length, x2: length, y2: length })],
  ["polyline", allowed(SHAPE, { points })],
  ["polygon", allowed(SHAPE, { points })],
  ["linearGradient", allowed(PRESENTATION, gradient, { x1: length, y1: length, x2: length, y2: length })],
  ["radialGradient", allowed(PRESENTATION, gradient, { cx: length, cy: length, r: length, fx: length, fy: length, fr: length })],
  ["stop", allowed(PRESENTATION, { id, offset: opacity })],
  ["clipPath", allowed(SHAPE, { clipPathUnits: units })],
  ["mask", allowed(SHAPE, { x: length, y: length, width: length, height: length, maskUnits: units, maskContentUnits: units })],
]);

/** Elements that carry no drawing: left out of the rebuilt file, with everything in them. */
export const DROPPED: ReadonlySet<string> = new Set(["title", "desc", "metadata"]);
/** Editors' own namespaces (Inkscape, Sodipodi, Illustrator, Sketch, Affinity, RDF metadata): no drawing in them. */
export const EDITOR_PREFIXES: ReadonlySet<string> = new Set(["sodipodi", "inkscape", "rdf", "cc", "dc", "i", "x", "sketch", "serif", "figma", "a", "graph", "ns"]);

const TEXT = "Convert text to outlines before uploading.";
const ANIMATED = "Animated SVG files aren't accepted. Upload a still logo.";

/** The refused elements a designer is most likely to meet, each told in its own words. */
export const REFUSED: ReadonlyMap<string, string> = new Map([
  ["script", "SVG files with scripts aren't accepted. Remove the <script> element and upload again."],
  ["foreignObject", "SVG files with embedded HTML (<foreignObject>) aren't accepted. Draw the logo with shapes and paths only."],
  ["image", "SVG files with embedded or linked pictures (<image>) aren't accepted. Upload the logo as vector shapes, or as a PNG."],
  ["text", TEXT],
  ["tspan", TEXT],
  ["textPath", TEXT],
  ["style", "Style sheets (<style>) aren't accepted. Export the SVG with presentation attributes (fill and stroke on each shape) instead of CSS."],
  ["use", "Clones and symbols (<use>) aren't accepted. Turn them into plain shapes (unlink clones, expand symbols) before uploading."],
  ["a", "Links (<a>) aren't accepted in a logo. Remove the link and upload again."],
  ["animate", ANIMATED],
  ["animateTransform", ANIMATED],
  ["animateMotion", ANIMATED],
  ["set", ANIMATED],
  ["iframe", "SVG files with embedded HTML aren't accepted. Draw the logo with shapes and paths only."],
]);

export const ACCEPTED_LIST = "paths, basic shapes, groups, gradients, clip paths and masks";

/** CSS pixels per unit of an absolute length. */
export const CSS_PIXELS: ReadonlyMap<string, number> = new Map([
  ["", 1],
  ["px", 1],
  ["pt", 4 / 3],
  ["pc", 16],
  ["mm", 96 / 25.4],
  ["cm", 96 / 2.54],
  ["in", 96],
]);
