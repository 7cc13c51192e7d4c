/**
 * Plane geometry for constructed marks: SVG path data flattened to polygons, boolean
 * operations on them, and polygons back to path data. A constructed mark is plain filled
 * paths in the end, so every file of the brand kit (resvg's rasters, the vector PDF, the
 * one-colour variants) draws it exactly, with no masks or clip paths.
 *
 * The booleans are Clipper's (clipper-lib): integer coordinates, so no floating-point case
 * leaves a ring open, and true offsetting for the gaps around a letter that crosses another.
 * A geometry is a set of rings filled under the non-zero rule, holes wound against their
 * outlines, as Clipper writes them.
 *
 * Curves are flattened finely enough that a 2048-pixel render shows no facets: a mark is
 * about 100 units across and at most about 1400 pixels wide in the largest file, so a
 * chord may stray 0.02 units (0.3 px) from its curve.
 */
import ClipperLib from "clipper-lib";

export type Point = [number, number];
/** Closed rings, non-zero filled. */
export type Geom = Point[][];

/** Clipper's integer units per mark unit. */
const SCALE = 1000;
const TOLERANCE = 0.02;

/** Points along a cubic Bézier, enough that no chord strays more than TOLERANCE. */
function cubic(out: Point[], p0: Point, p1: Point, p2: Point, p3: Point) {
  const reach = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) + Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) + Math.hypot(p3[0] - p2[0], p3[1] - p2[1]);
  const steps = Math.min(64, Math.max(2, Math.ceil(Math.sqrt(reach / TOLERANCE) * 0.5)));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
}

function quadratic(out: Point[], p0: Point, p1: Point, p2: Point) {
  cubic(out, p0, [p0[0] + (2 / 3) * (p1[0] - p0[0]), p0[1] + (2 / 3) * (p1[1] - p0[1])], [p2[0] + (2 / 3) * (p1[0] - p2[0]), p2[1] + (2 / 3) * (p1[1] - p2[1])], p2);
}

/** An SVG elliptical arc (endpoint form, SVG 1.1 appendix F.6) as points. */
function arc(out: Point[], from: Point, rx: number, ry: number, rotation: number, large: boolean, sweep: boolean, to: Point) {
  if (rx === 0 || ry === 0 || (from[0] === to[0] && from[1] === to[1])) {
    out.push(to);
    return;
  }
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const phi = (rotation * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from[0] - to[0]) / 2;
  const dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cx1 = (factor * rx * y1) / ry;
  const cy1 = (-factor * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const steps = Math.min(96, Math.max(2, Math.ceil((Math.abs(delta) * Math.sqrt(Math.max(rx, ry))) / Math.sqrt(8 * TOLERANCE))));
  for (let i = 1; i <= steps; i++) {
    const t = start + (delta * i) / steps;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    out.push(i === steps ? to : [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
}

/** SVG path data (every command, absolute or relative) as closed point lists, one per subpath. */
export function flattenPath(d: string): Point[][] {
  const tokens = d.match(/[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let pen: Point = [0, 0];
  let start: Point = [0, 0];
  let lastControl: Point | null = null;
  let lastCommand = "";
  let i = 0;
  const num = () => Number(tokens[i++]);
  const close = () => {
    if (ring.length > 2) rings.push(ring);
    ring = [];
  };
  let command = "";
  while (i < tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[i]!)) command = tokens[i++]!;
    else if (command === "M") command = "L";
    else if (command === "m") command = "l";
    const relative = command === command.toLowerCase();
    const at = (x: number, y: number): Point => (relative ? [pen[0] + x, pen[1] + y] : [x, y]);
    const upper = command.toUpperCase();
    const reflected = (after: RegExp): Point => (lastControl && after.test(lastCommand) ? [2 * pen[0] - lastControl[0], 2 * pen[1] - lastControl[1]] : pen);
    let control: Point | null = null;
    switch (upper) {
      case "M": {
        close();
        pen = at(num(), num());
        start = pen;
        ring.push(pen);
        break;
      }
      case "L": {
        pen = at(num(), num());
        ring.push(pen);
        break;
      }
      case "H": {
        const x = num();
        pen = [relative ? pen[0] + x : x, pen[1]];
        ring.push(pen);
        break;
      }
      case "V": {
        const y = num();
        pen = [pen[0], relative ? pen[1] + y : y];
        ring.push(pen);
        break;
      }
      case "C":
      case "S": {
        // S's first control point is the last one reflected through the pen.
        const c1: Point = upper === "C" ? at(num(), num()) : reflected(/[CS]/i);
        const c2 = at(num(), num());
        const end = at(num(), num());
        cubic(ring, pen, c1, c2, end);
        control = c2;
        pen = end;
        break;
      }
      case "Q":
      case "T": {
        const c: Point = upper === "Q" ? at(num(), num()) : reflected(/[QT]/i);
        const end = at(num(), num());
        quadratic(ring, pen, c, end);
        control = c;
        pen = end;
        break;
      }
      case "A": {
        const rx = num();
        const ry = num();
        const rotation = num();
        const large = num() !== 0;
        const sweep = num() !== 0;
        const end = at(num(), num());
        arc(ring, pen, rx, ry, rotation, large, sweep, end);
        pen = end;
        break;
      }
      case "Z": {
        close();
        pen = start;
        break;
      }
      default:
        i++;
    }
    lastControl = control;
    lastCommand = command;
  }
  close();
  return rings;
}

/** The sign of an outline's winding (Clipper winds every outline one way and every hole the other): its largest ring's. */
export function outward(geom: Geom): number {
  let largest = 0;
  for (const ring of geom) if (Math.abs(signedArea(ring)) > Math.abs(largest)) largest = signedArea(ring);
  return Math.sign(largest);
}

/** A ring's area, signed by its winding (outlines one way, holes the other). */
export function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return sum / 2;
}

const toPaths = (geom: Geom): ClipperLib.Paths => geom.map((ring) => ring.map(([x, y]) => ({ X: Math.round(x * SCALE), Y: Math.round(y * SCALE) })));
const fromPaths = (paths: ClipperLib.Paths): Geom => paths.filter((path) => path.length > 2).map((path) => path.map(({ X, Y }) => [X / SCALE, Y / SCALE] as Point));

function execute(type: ClipperLib.ClipType, subject: Geom, clip: Geom, fill = ClipperLib.PolyFillType.pftNonZero): Geom {
  const clipper = new ClipperLib.Clipper();
  clipper.AddPaths(toPaths(subject), ClipperLib.PolyType.ptSubject, true);
  if (clip.length > 0) clipper.AddPaths(toPaths(clip), ClipperLib.PolyType.ptClip, true);
  const solution: ClipperLib.Paths = [];
  clipper.Execute(type, solution, fill, ClipperLib.PolyFillType.pftNonZero);
  return fromPaths(solution);
}

/** Filled path data as one geometry, under the path's own fill rule. */
export function pathGeom(d: string, evenOdd = false): Geom {
  const rings = flattenPath(d).filter((ring) => Math.abs(signedArea(ring)) > 1e-6);
  if (rings.length === 0) return [];
  return execute(ClipperLib.ClipType.ctUnion, rings, [], evenOdd ? ClipperLib.PolyFillType.pftEvenOdd : ClipperLib.PolyFillType.pftNonZero);
}

export const union = (...geoms: Geom[]): Geom => execute(ClipperLib.ClipType.ctUnion, geoms.flat(), []);
export const difference = (geom: Geom, ...cut: Geom[]): Geom => (geom.length === 0 || cut.every((part) => part.length === 0) ? geom : execute(ClipperLib.ClipType.ctDifference, geom, union(...cut)));
export const intersection = (a: Geom, b: Geom): Geom => (a.length === 0 || b.length === 0 ? [] : execute(ClipperLib.ClipType.ctIntersection, a, b));
export const xor = (a: Geom, b: Geom): Geom => execute(ClipperLib.ClipType.ctXor, union(a), union(b));

/**
 * The region grown by `by` in every direction, with round corners drawn to within
 * `tolerance` of a true arc (a mark drawn large wants 0.02 of its 100 box; a form judged at
 * 16 px far less, and each point of an arc is work for every later operation).
 */
export function dilate(geom: Geom, by: number, tolerance = 0.02): Geom {
  const offset = new ClipperLib.ClipperOffset(2, tolerance * SCALE);
  offset.AddPaths(toPaths(geom), ClipperLib.JoinType.jtRound, ClipperLib.EndType.etClosedPolygon);
  const solution: ClipperLib.Paths = [];
  offset.Execute(solution, by * SCALE);
  return fromPaths(solution);
}

export interface Bounds {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export function bounds(geom: Geom): Bounds {
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const ring of geom)
    for (const [x, y] of ring) {
      x1 = Math.min(x1, x);
      y1 = Math.min(y1, y);
      x2 = Math.max(x2, x);
      y2 = Math.max(y2, y);
    }
  return Number.isFinite(x1) ? { x1, y1, x2, y2 } : { x1: 0, y1: 0, x2: 0, y2: 0 };
}

/** Area of the filled region (holes, wound the other way, subtract themselves). */
export function area(geom: Geom): number {
  return Math.abs(geom.reduce((sum, ring) => sum + signedArea(ring), 0));
}

export function transform(geom: Geom, map: (point: Point) => Point): Geom {
  return geom.map((ring) => ring.map(map));
}

export const translate = (geom: Geom, dx: number, dy: number) => transform(geom, ([x, y]) => [x + dx, y + dy]);
export const scaleAbout = (geom: Geom, s: number, cx: number, cy: number) => transform(geom, ([x, y]) => [cx + (x - cx) * s, cy + (y - cy) * s]);
export function rotateAbout(geom: Geom, degrees: number, cx: number, cy: number): Geom {
  const t = (degrees * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  return transform(geom, ([x, y]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}
export const mirrorX = (geom: Geom, cx: number) => transform(geom, ([x, y]) => [2 * cx - x, y]);

/** Scales and moves `geom` so its ink fits a `side` square centred on (cx, cy). */
export function fitInto(geom: Geom, cx: number, cy: number, side: number): Geom {
  const b = bounds(geom);
  const s = side / Math.max(b.x2 - b.x1, b.y2 - b.y1, 1e-9);
  const mx = (b.x1 + b.x2) / 2;
  const my = (b.y1 + b.y2) / 2;
  return transform(geom, ([x, y]) => [cx + (x - mx) * s, cy + (y - my) * s]);
}

/** A regular polygon or circle (`sides` 0) as a geometry. */
export function regular(cx: number, cy: number, radius: number, sides: number, rotation = 0): Geom {
  const count = sides > 0 ? sides : 96;
  const ring: Point[] = Array.from({ length: count }, (_, k) => {
    const t = rotation + (k * 2 * Math.PI) / count - Math.PI / 2;
    return [cx + radius * Math.cos(t), cy + radius * Math.sin(t)];
  });
  return [ring];
}

export const circle = (cx: number, cy: number, radius: number) => regular(cx, cy, radius, 0);

export function rect(x: number, y: number, w: number, h: number): Geom {
  return [[[x, y], [x + w, y], [x + w, y + h], [x, y + h]]];
}

/** A band of `width` through (cx, cy) at `degrees`, long enough to cross any mark. */
export function band(cx: number, cy: number, width: number, degrees: number, length = 400): Geom {
  return rotateAbout(rect(cx - length / 2, cy - width / 2, length, width), degrees, cx, cy);
}

/**
 * Drops the parts too small to be meant: a boolean cut that grazes an edge leaves slivers
 * that read as dirt at 16 px and as mistakes at 2048. A part goes when its area is under
 * `minArea` square units or it is thinner than `minThickness` (twice its area over its
 * outline's length); a hole goes when its area is under `minArea`.
 */
export function withoutSlivers(geom: Geom, minArea: number, minThickness = 0.8): Geom {
  const outwards = outward(geom);
  const kept = geom.filter((ring) => {
    const size = Math.abs(signedArea(ring));
    if (size < minArea) return false;
    if (Math.sign(signedArea(ring)) !== outwards) return true;
    let perimeter = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) perimeter += Math.hypot(ring[i]![0] - ring[j]![0], ring[i]![1] - ring[j]![1]);
    return (2 * size) / perimeter >= minThickness;
  });
  return union(kept);
}

/**
 * Drops the crumbs a cut leaves: a part (an outline and its holes) under `share` of the
 * ink, such as the tip of an A's foot or a G's terminal severed by a lettermark's band. At
 * 16 px it is a speck apart from its letter, at 2048 a mistake.
 */
export function withoutCrumbs(geom: Geom, share: number): Geom {
  const outwards = outward(geom);
  const total = area(geom);
  const crumbs = geom.filter((ring) => Math.sign(signedArea(ring)) === outwards && Math.abs(signedArea(ring)) < total * share).map((ring) => bounds([ring]));
  if (crumbs.length === 0) return geom;
  const inside = (ring: Point[], box: Bounds) => ring.every(([x, y]) => x >= box.x1 && x <= box.x2 && y >= box.y1 && y <= box.y2);
  return union(geom.filter((ring) => !crumbs.some((box) => inside(ring, box))));
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

/** The geometry as path data (non-zero: holes are wound against their outlines). */
export function geomPath(geom: Geom): string {
  return geom
    .filter((ring) => ring.length > 2)
    .map((ring) => `M${ring.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z`)
    .join("");
}
