/**
 * A designer's SVG is untrusted input: it is parsed, checked, and written again by our own
 * serializer from an allow-list (element names, attribute names and every attribute's
 * value), so nothing a browser or resvg would fetch, run or expand survives. What the
 * allow-list does not hold is either metadata (dropped: editors' namespaces, titles,
 * comments) or refused with a plain message the designer can act on.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { UPLOAD_LIMITS, uploadTooLargeMessage } from "#app/forms/upload-limits.ts";
import { ACCEPTED_LIST, CSS_PIXELS, DROPPED, EDITOR_PREFIXES, ELEMENTS, LENGTH_RE, PRESENTATION, REFUSED, URL_REF_RE, viewBox } from "./svg-allow-list.server.ts";
import { refusalOf, refuse, type UploadResult } from "./refusal.server.ts";

export type UploadCheck = UploadResult<{ svg: string; width: number; height: number }>;

export const SVG_MAX_BYTES = UPLOAD_LIMITS.svg.bytes;
export const SVG_MAX_ELEMENTS = 5000;
export const SVG_MAX_DEPTH = 32;
/** The largest intrinsic width or height, in CSS pixels. */
export const SVG_MAX_SIZE = 10_000;
const VIEWBOX_MAX = 1_000_000;
/**
 * Opacity, a mask or a clip path makes the renderer draw that part on a layer of its own, as
 * large as what it holds, kept until the part is done: layers inside layers are held at once.
 * Their number and nesting are bounded so that drawing the buyer's 2048 px files stays
 * within its memory bound (docs/decisions/3401).
 */
export const SVG_MAX_LAYER_DEPTH = 2;
export const SVG_MAX_LAYERS = 32;

// ---- Parsing ------------------------------------------------------------------------

type XmlNode = Record<string, unknown>;

/**
 * Every element and attribute name is read behind this mark, so a name in the file is never
 * a property a plain object already has (`constructor`, `toString`, `__proto__`): the parser
 * keeps every name as it is written, and the rebuild takes the mark off again.
 */
const NAME_MARK = "=";
const ATTRIBUTES = ":@";
/** No XML name starts with the mark, so marking is done once even where the parser asks twice (it does for `<empty/>` elements). */
const marked = (name: string) => (name.startsWith(NAME_MARK) ? name : NAME_MARK + name);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  transformTagName: marked,
  transformAttributeName: marked,
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
  /** Elements drawn on a layer of their own (opacity, a mask, a clip path). */
  layers: number;
  /** The root's intrinsic size, in CSS pixels. */
  size?: { width: number; height: number };
}

/** Where an element is: how deep in the file and in layers, and inside which mask or clip path, if any. */
interface Place {
  depth: number;
  layerDepth: number;
  definition: "mask" | "clipPath" | null;
}

/** The attributes an element may keep, each value checked; a style's declarations are presentation attributes. */
function attributesOf(name: string, raw: ReadonlyMap<string, string>): Map<string, string> {
  const allowed = ELEMENTS.get(name)!;
  const kept = new Map<string, string>();
  const consider = (attribute: string, value: string, fromStyle: boolean) => {
    const local = attribute === "xlink:href" ? "href" : attribute;
    const check = allowed.get(local);
    if (!check || (fromStyle && !PRESENTATION.has(local))) return;
    const clean = check(value.trim());
    if (clean === null) refuse(`The value of ${attribute} on <${name}> isn't one we accept: "${short(value)}".`);
    kept.set(local, clean!);
  };
  for (const [attribute, value] of raw) {
    if (/^on/i.test(attribute.replace(/^.*:/, ""))) {
      refuse(`SVG files with event handlers aren't accepted (${attribute} on <${name}>). Remove it and upload again.`);
    }
    if (attribute === "xmlns" || attribute.startsWith("xmlns:")) continue;
    refuseOutsideReference(attribute, value, name);
    if (attribute !== "style") consider(attribute, value, false);
  }
  // In CSS, a style declaration wins over the presentation attribute of the same name.
  const style = raw.get("style");
  if (style !== undefined) for (const [property, value] of styleDeclarations(style, name)) consider(property, value, true);
  return kept;
}

function serialize(attributes: ReadonlyMap<string, string>): string {
  return [...attributes].map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join("");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A node's key: a marked element name, or the parser's own `#text`, `#comment`, `#cdata`. */
function keyOf(node: XmlNode): string | null {
  return Object.keys(node).find((key) => key !== ATTRIBUTES) ?? null;
}

/** The element's name as written in the file, or null for text, comments and CDATA. */
function elementName(node: XmlNode): string | null {
  const key = keyOf(node);
  return key?.startsWith(NAME_MARK) ? key.slice(NAME_MARK.length) : null;
}

function rawAttributes(node: XmlNode): Map<string, string> {
  const found = Object.hasOwn(node, ATTRIBUTES) ? (node[ATTRIBUTES] as Record<string, unknown>) : {};
  const raw = new Map<string, string>();
  for (const [key, value] of Object.entries(found)) if (key.startsWith(NAME_MARK)) raw.set(key.slice(NAME_MARK.length), String(value));
  return raw;
}

/** Whether the renderer draws the element on a layer of its own. */
function isLayer(name: string, kept: ReadonlyMap<string, string>): boolean {
  if (name === "defs" || name.endsWith("Gradient") || name === "stop") return false;
  const opacity = kept.get("opacity");
  const translucent = opacity !== undefined && (opacity.endsWith("%") ? Number(opacity.slice(0, -1)) / 100 : Number(opacity)) < 1;
  const referenced = (attribute: string) => (kept.get(attribute) ?? "none") !== "none";
  return translucent || referenced("mask") || referenced("clip-path") || name === "mask" || name === "clipPath";
}

function countLayer(name: string, kept: ReadonlyMap<string, string>, place: Place, state: Rebuilt): number {
  if (!isLayer(name, kept)) return place.layerDepth;
  if (place.definition !== null) {
    refuse(`Shapes inside a ${place.definition === "mask" ? "mask" : "clip path"} may not have opacity, a mask or a clip path of their own (<${name}>). Flatten them and upload again.`);
  }
  // A mask or clip path is drawn where it is used, on the layer of the element using it.
  if (name === "mask" || name === "clipPath") return place.layerDepth;
  state.layers++;
  if (state.layers > SVG_MAX_LAYERS) {
    refuse(`The SVG has more than ${SVG_MAX_LAYERS} shapes or groups with opacity, a mask or a clip path. Use fill-opacity and stroke-opacity on the shapes instead of opacity (or flatten the transparency) and upload again.`, 413);
  }
  const layerDepth = place.layerDepth + 1;
  if (layerDepth > SVG_MAX_LAYER_DEPTH) {
    refuse(`The SVG nests opacity, masks or clip paths more than ${SVG_MAX_LAYER_DEPTH} deep (<${name}>). Flatten the transparency (or use fill-opacity and stroke-opacity on the shapes) and upload again.`, 413);
  }
  return layerDepth;
}

function rebuild(node: XmlNode, out: string[], state: Rebuilt, place: Place): void {
  const name = elementName(node);
  if (name === null) return;
  state.elements++;
  if (state.elements > SVG_MAX_ELEMENTS) {
    refuse(`The SVG has more than ${SVG_MAX_ELEMENTS.toLocaleString("en")} elements. Simplify it (merge paths, remove hidden layers) and upload again.`, 413);
  }
  if (place.depth > SVG_MAX_DEPTH) depthRefusal();
  const prefix = name.includes(":") ? name.slice(0, name.indexOf(":")) : null;
  if ((prefix !== null && EDITOR_PREFIXES.has(prefix)) || DROPPED.has(name)) return;
  const refused = REFUSED.get(name);
  if (refused !== undefined) refuse(refused);
  if (!ELEMENTS.has(name) || (name === "svg" && place.depth > 1)) {
    refuse(`The SVG uses <${name}>, which isn't accepted. A logo may use ${ACCEPTED_LIST}.`);
  }
  const raw = rawAttributes(node);
  const children = (node[NAME_MARK + name] as XmlNode[] | undefined) ?? [];
  const kept = place.depth === 1 ? rootAttributes(raw, state) : attributesOf(name, raw);
  const layerDepth = countLayer(name, kept, place, state);
  const definition = name === "mask" || name === "clipPath" ? name : place.definition;
  const inner: string[] = [];
  for (const child of children) rebuild(child, inner, state, { depth: place.depth + 1, layerDepth, definition });
  const attributes = serialize(kept);
  out.push(inner.length ? `<${name}${attributes}>${inner.join("")}</${name}>` : `<${name}${attributes}/>`);
}

function pixels(value: string | undefined): number | null {
  const m = value === undefined ? null : LENGTH_RE.exec(value.trim());
  const perUnit = m ? CSS_PIXELS.get(m[2] ?? "") : undefined;
  return perUnit === undefined ? null : Number(m![1]) * perUnit;
}

/** The root keeps its drawing attributes; its size comes from width/height or the viewBox. */
function rootAttributes(raw: ReadonlyMap<string, string>, state: Rebuilt): Map<string, string> {
  const attributes = attributesOf("svg", raw);
  const rawBox = raw.get("viewBox");
  const box = rawBox === undefined ? null : viewBox(rawBox);
  const [, , boxWidth, boxHeight] = box ? box.split(" ").map(Number) : [];
  if (boxWidth! > VIEWBOX_MAX || boxHeight! > VIEWBOX_MAX) {
    refuse(`The SVG's viewBox (${short(box!)}) is too large: its width and height may be at most ${VIEWBOX_MAX.toLocaleString("en")}.`, 413);
  }
  const width = pixels(raw.get("width")) ?? boxWidth;
  const height = pixels(raw.get("height")) ?? boxHeight;
  if (width === undefined || height === undefined) {
    refuse("The SVG needs a viewBox (or a width and height) so its size is known. Export it again with a viewBox.");
  }
  if (!(width! > 0 && height! > 0)) refuse("The SVG's width and height must be greater than zero.");
  if (width! > SVG_MAX_SIZE || height! > SVG_MAX_SIZE) {
    refuse(`The SVG is ${Math.round(width!)} x ${Math.round(height!)} px; width and height may be at most ${SVG_MAX_SIZE.toLocaleString("en")}. Set a smaller width and height (the viewBox keeps the drawing).`, 413);
  }
  state.size = { width: width!, height: height! };
  // Without a viewBox, the drawing's coordinates are its pixels: saying so changes nothing on screen
  // and lets the logo scale.
  return box ? attributes : new Map([["viewBox", `0 0 ${width} ${height}`], ...attributes]);
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
  if (bytes.length > SVG_MAX_BYTES) refuse(uploadTooLargeMessage("svg"), 413);
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
  const roots = document.filter((node) => elementName(node) !== null);
  if (roots.length !== 1 || elementName(roots[0]!) !== "svg") {
    refuse("The file isn't an SVG: its outermost element must be <svg>.", 415);
  }
  const out: string[] = [];
  const state: Rebuilt = { elements: 0, layers: 0 };
  rebuild(roots[0]!, out, state, { depth: 1, layerDepth: 0, definition: null });
  const size = state.size!;
  const svg = out[0]!.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return { svg, width: size.width, height: size.height };
}
