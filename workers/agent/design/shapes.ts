/**
 * The containers a mark (or a whole wordmark) can sit in, as path data in a w x h box at
 * the origin, and where a container's content belongs: each shape's visual middle and
 * the room it leaves (a shield's middle is above its box centre, a hexagon is narrower).
 */
import type { Container } from "./logo-spec.ts";
import { round } from "./text.ts";

export type Shape = Exclude<Container, "none">;

const r = round;

function circle(w: number, h: number): string {
  const radius = Math.min(w, h) / 2;
  const cx = w / 2;
  const cy = h / 2;
  return `M${r(cx - radius)} ${r(cy)}A${r(radius)} ${r(radius)} 0 1 0 ${r(cx + radius)} ${r(cy)}A${r(radius)} ${r(radius)} 0 1 0 ${r(cx - radius)} ${r(cy)}Z`;
}

function roundedRect(w: number, h: number, radius: number): string {
  const k = Math.min(radius, w / 2, h / 2);
  return (
    `M${r(k)} 0H${r(w - k)}A${r(k)} ${r(k)} 0 0 1 ${r(w)} ${r(k)}V${r(h - k)}A${r(k)} ${r(k)} 0 0 1 ${r(w - k)} ${r(h)}` +
    `H${r(k)}A${r(k)} ${r(k)} 0 0 1 0 ${r(h - k)}V${r(k)}A${r(k)} ${r(k)} 0 0 1 ${r(k)} 0Z`
  );
}

/** Pointy-top and regular when square; a long six-sided plaque when wide. */
function hexagon(w: number, h: number): string {
  if (w / h < 1.2) {
    const radius = h / 2;
    const cx = w / 2;
    const points = [0, 1, 2, 3, 4, 5].map((i) => {
      const angle = (Math.PI / 3) * i - Math.PI / 2;
      return `${r(cx + radius * Math.cos(angle))} ${r(h / 2 + radius * Math.sin(angle))}`;
    });
    return `M${points.join("L")}Z`;
  }
  const inset = h * 0.3;
  return `M0 ${r(h / 2)}L${r(inset)} 0H${r(w - inset)}L${r(w)} ${r(h / 2)}L${r(w - inset)} ${r(h)}H${r(inset)}Z`;
}

function shield(w: number, h: number): string {
  const p = (x: number, y: number) => `${r(x * w)} ${r(y * h)}`;
  return (
    `M${p(0.5, 0)}C${p(0.66, 0.07)} ${p(0.82, 0.09)} ${p(0.97, 0.09)}L${p(0.97, 0.47)}` +
    `C${p(0.97, 0.74)} ${p(0.77, 0.9)} ${p(0.5, 1)}C${p(0.23, 0.9)} ${p(0.03, 0.74)} ${p(0.03, 0.47)}` +
    `L${p(0.03, 0.09)}C${p(0.18, 0.09)} ${p(0.34, 0.07)} ${p(0.5, 0)}Z`
  );
}

export function shapePath(shape: Shape, w: number, h: number): string {
  switch (shape) {
    case "circle":
    case "ring":
      return circle(w, h);
    case "rounded-square":
      return roundedRect(w, h, Math.min(w, h) * 0.24);
    case "hexagon":
      return hexagon(w, h);
    case "shield":
      return shield(w, h);
  }
}

/** Filled shapes carry the mark on their fill; a ring is an outline on the canvas. */
export function isFilled(shape: Shape): boolean {
  return shape !== "ring";
}

/** A ring's stroke, as a fraction of its diameter. */
export const RING_STROKE = 0.055;

/**
 * Where content sits in a square container of side 1: its centre and the size of the
 * square it may fill. Sized so icons of every shape look equally large.
 */
export function contentArea(shape: Shape): { cx: number; cy: number; size: number } {
  switch (shape) {
    case "circle":
      return { cx: 0.5, cy: 0.5, size: 0.56 };
    case "ring":
      return { cx: 0.5, cy: 0.5, size: 0.54 };
    case "rounded-square":
      return { cx: 0.5, cy: 0.5, size: 0.58 };
    case "hexagon":
      return { cx: 0.5, cy: 0.5, size: 0.5 };
    case "shield":
      return { cx: 0.5, cy: 0.46, size: 0.5 };
  }
}

/** How much narrower than its box a shape is at its waist (for text set inside it). */
export function usableWidth(shape: Shape): number {
  switch (shape) {
    case "circle":
    case "ring":
      return 0.7;
    case "rounded-square":
      return 0.8;
    case "hexagon":
      return 0.64;
    case "shield":
      return 0.7;
  }
}

/** The shape's width at height `y` of its w x h box (for lettering set inside it). */
export function widthAt(shape: Shape, w: number, h: number, y: number): number {
  const t = Math.min(1, Math.max(0, y / h));
  switch (shape) {
    case "circle":
    case "ring": {
      const radius = Math.min(w, h) / 2;
      const dy = Math.abs(y - h / 2);
      return dy >= radius ? 0 : 2 * Math.sqrt(radius * radius - dy * dy);
    }
    case "rounded-square":
      return w;
    case "hexagon": {
      if (w / h >= 1.2) return w - 2 * h * 0.3 * Math.abs(t - 0.5) * 2;
      const full = h * Math.cos(Math.PI / 6);
      return t < 0.25 ? full * (t / 0.25) : t > 0.75 ? full * ((1 - t) / 0.25) : full;
    }
    case "shield":
      return t < 0.47 ? w * 0.94 : w * 0.94 * Math.sqrt(Math.max(0, 1 - ((t - 0.47) / 0.53) ** 1.6));
  }
}
