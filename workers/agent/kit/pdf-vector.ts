/**
 * An SVG of the engine as PDF vector art, for print: resvg first normalises the SVG (its
 * `toString()` writes usvg's tree: paths of absolute M, L, C and Z, transforms as
 * matrices, shapes and arcs already turned into curves), then each path becomes PDF path
 * operators in a Form XObject, so a page can place the same logo several times at any
 * size. What the engine draws is covered: fills (non-zero and even-odd), strokes with
 * their width, joins and caps, opacity, and the luminance mask of the one-colour
 * variants (a PDF soft mask). Nothing is rasterised.
 */
import { Resvg } from "@resvg/resvg-wasm";
import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";

interface Node {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
}

/** usvg's output is regular XML of elements and attributes, no text: a tokenizer is enough. */
function parse(xml: string): Node {
  const root: Node = { tag: "#root", attrs: {}, children: [] };
  const stack = [root];
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"]*")*)\s*(\/?)>/g;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const [, closing, name, attributes, selfClosing] = match;
    if (closing) {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, value] of attributes!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attrs[key!] = value!.replaceAll("&amp;", "&");
    const node: Node = { tag: name!, attrs, children: [] };
    stack.at(-1)!.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root.children[0]!;
}

const n = (value: number) => {
  const fixed = value.toFixed(3);
  return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
};

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => n(c / 255)).join(" ");
}

/** SVG path data of M, L, Q, C and Z (absolute, as usvg writes it) as PDF path operators. */
function pathOperators(d: string): string {
  const tokens = d.match(/[MLQCZmlqcz]|-?[\d.]+(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let command = "";
  let x = 0;
  let y = 0;
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (/[A-Za-z]/.test(token)) {
      command = token.toUpperCase();
      i++;
      if (command === "Z") out.push("h");
      continue;
    }
    const take = (count: number) => tokens.slice(i, (i += count)).map(Number);
    if (command === "M" || command === "L") {
      [x, y] = take(2) as [number, number];
      out.push(`${n(x)} ${n(y)} ${command === "M" ? "m" : "l"}`);
      if (command === "M") command = "L";
    } else if (command === "C") {
      const [x1, y1, x2, y2, x3, y3] = take(6) as [number, number, number, number, number, number];
      out.push(`${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x3)} ${n(y3)} c`);
      [x, y] = [x3, y3];
    } else if (command === "Q") {
      const [qx, qy, x3, y3] = take(4) as [number, number, number, number];
      // A quadratic as the cubic that traces it.
      const c1 = [x + ((qx - x) * 2) / 3, y + ((qy - y) * 2) / 3];
      const c2 = [x3 + ((qx - x3) * 2) / 3, y3 + ((qy - y3) * 2) / 3];
      out.push(`${n(c1[0]!)} ${n(c1[1]!)} ${n(c2[0]!)} ${n(c2[1]!)} ${n(x3)} ${n(y3)} c`);
      [x, y] = [x3, y3];
    } else {
      throw new Error(`path command ${command || token} is not one usvg writes`);
    }
  }
  return out.join("\n");
}

const JOINS: Record<string, number> = { miter: 0, round: 1, bevel: 2 };
const CAPS: Record<string, number> = { butt: 0, round: 1, square: 2 };

/** Writes a Form XObject's content and collects the resources it names. */
class FormWriter {
  readonly #doc: PDFDocument;
  readonly #defs = new Map<string, Node>();
  readonly states = new Map<string, PDFRef>();
  readonly #alphas = new Map<string, string>();

  constructor(doc: PDFDocument, root: Node) {
    this.#doc = doc;
    for (const defs of root.children.filter((child) => child.tag === "defs")) for (const def of defs.children) if (def.attrs.id) this.#defs.set(def.attrs.id, def);
  }

  #alphaState(fill: number, stroke: number): string {
    const key = `${n(fill)}/${n(stroke)}`;
    let name = this.#alphas.get(key);
    if (!name) {
      name = `A${this.#alphas.size}`;
      this.#alphas.set(key, name);
      this.states.set(name, this.#doc.context.register(this.#doc.context.obj({ Type: "ExtGState", ca: fill, CA: stroke })));
    }
    return name;
  }

  /** A soft mask of the mask element's luminance, in the user space where it is set. */
  #maskState(mask: Node, box: number[]): string {
    const writer = new FormWriter(this.#doc, { tag: "svg", attrs: {}, children: [] });
    const content = mask.children.map((child) => writer.node(child, 1)).join("\n");
    const group = this.#doc.context.obj({ Type: "Group", S: "Transparency", CS: "DeviceRGB" });
    const form = this.#doc.context.flateStream(content, { Type: "XObject", Subtype: "Form", BBox: box, Group: group, Resources: writer.resources() });
    const smask = this.#doc.context.obj({ Type: "Mask", S: "Luminosity", G: this.#doc.context.register(form), BC: [0, 0, 0] });
    const name = `M${this.states.size}`;
    this.states.set(name, this.#doc.context.register(this.#doc.context.obj({ Type: "ExtGState", SMask: smask })));
    return name;
  }

  resources() {
    const states: Record<string, PDFRef> = {};
    for (const [name, ref] of this.states) states[name] = ref;
    return this.#doc.context.obj({ ExtGState: states });
  }

  node(node: Node, opacity: number): string {
    const a = node.attrs;
    const parts: string[] = [];
    const alpha = opacity * Number(a.opacity ?? 1);
    if (node.tag === "g" || node.tag === "svg") {
      parts.push("q");
      if (a.transform) parts.push(matrix(a.transform));
      const masked = /^url\(#(.+)\)$/.exec(a.mask ?? "")?.[1];
      const mask = masked ? this.#defs.get(masked) : undefined;
      if (mask) {
        const box = ["x", "y", "width", "height"].map((key) => Number(mask.attrs[key] ?? 0));
        parts.push(`/${this.#maskState(mask, [box[0]!, box[1]!, box[0]! + box[2]!, box[1]! + box[3]!])} gs`);
      }
      for (const child of node.children) if (child.tag !== "defs") parts.push(this.node(child, alpha));
      parts.push("Q");
      return parts.join("\n");
    }
    if (node.tag !== "path" || !a.d) return "";
    const fill = a.fill && a.fill !== "none" ? a.fill : null;
    const stroke = a.stroke && a.stroke !== "none" ? a.stroke : null;
    if (!fill && !stroke) return "";
    parts.push("q");
    if (a.transform) parts.push(matrix(a.transform));
    const fillAlpha = alpha * Number(a["fill-opacity"] ?? 1);
    const strokeAlpha = alpha * Number(a["stroke-opacity"] ?? 1);
    if (fillAlpha < 1 || strokeAlpha < 1) parts.push(`/${this.#alphaState(fillAlpha, strokeAlpha)} gs`);
    if (fill) parts.push(`${rgb(fill)} rg`);
    if (stroke) {
      parts.push(`${rgb(stroke)} RG`, `${n(Number(a["stroke-width"] ?? 1))} w`);
      parts.push(`${JOINS[a["stroke-linejoin"] ?? "miter"] ?? 0} j`, `${CAPS[a["stroke-linecap"] ?? "butt"] ?? 0} J`, `${n(Number(a["stroke-miterlimit"] ?? 4))} M`);
    }
    parts.push(pathOperators(a.d));
    const evenOdd = a["fill-rule"] === "evenodd";
    parts.push(fill && stroke ? (evenOdd ? "B*" : "B") : fill ? (evenOdd ? "f*" : "f") : "S", "Q");
    return parts.join("\n");
  }
}

function matrix(transform: string): string {
  const values = /^matrix\(([^)]*)\)$/.exec(transform.trim())?.[1]?.split(/[\s,]+/).map(Number);
  if (!values || values.length !== 6) throw new Error(`transform ${transform} is not a matrix as usvg writes it`);
  return `${values.map(n).join(" ")} cm`;
}

export interface VectorForm {
  ref: PDFRef;
  width: number;
  height: number;
}

/** The SVG as a Form XObject of its own size (in its units, y pointing up as PDF's does). */
export function vectorForm(doc: PDFDocument, svg: string): VectorForm {
  const resvg = new Resvg(svg);
  let normalised: string;
  try {
    normalised = resvg.toString();
  } finally {
    resvg.free();
  }
  const root = parse(normalised);
  const width = Number(root.attrs.width);
  const height = Number(root.attrs.height);
  const writer = new FormWriter(doc, root);
  const body = root.children.filter((child) => child.tag !== "defs").map((child) => writer.node(child, 1));
  // The SVG's y axis points down, the PDF's up: the form flips its content once.
  const stream = doc.context.flateStream(body.join("\n"), {
    Type: "XObject",
    Subtype: "Form",
    BBox: [0, 0, width, height],
    Matrix: [1, 0, 0, -1, 0, height],
    Resources: writer.resources(),
  });
  return { ref: doc.context.register(stream), width, height };
}

/** Draws a form at (x, y) (its bottom left, in points) scaled to `width`. */
export function drawForm(page: PDFPage, form: VectorForm, at: { x: number; y: number; width: number }): void {
  const name = page.node.newXObject("Art", form.ref);
  const scale = at.width / form.width;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, at.x, at.y), drawObject(name), popGraphicsState());
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Draws a form fitted inside `box` (points, bottom left), centred; `distort` draws it the
 * ways a brand guide warns against: squashed, or turned.
 */
export function drawFormIn(page: PDFPage, form: VectorForm, box: Box, distort?: "squash" | "turn"): void {
  const name = page.node.newXObject("Art", form.ref);
  const scale = Math.min(box.w / form.width, box.h / form.height);
  const w = form.width * scale;
  const h = form.height * scale;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  let m: [number, number, number, number, number, number];
  if (distort === "squash") m = [scale * 1.3, 0, 0, scale * 0.62, cx - (w * 1.3) / 2, cy - (h * 0.62) / 2];
  else if (distort === "turn") {
    const angle = (-14 * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle) * scale * 0.85, Math.sin(angle) * scale * 0.85];
    // Rotate about the centre: translate so the form's centre lands on (cx, cy).
    const fx = form.width / 2;
    const fy = form.height / 2;
    m = [cos, sin, -sin, cos, cx - (cos * fx - sin * fy), cy - (sin * fx + cos * fy)];
  } else m = [scale, 0, 0, scale, cx - w / 2, cy - h / 2];
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...m), drawObject(name), popGraphicsState());
}
