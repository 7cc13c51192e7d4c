/**
 * What the app draws from a designer's master, within a stated memory bound
 * (docs/decisions/3401). resvg's memory is the Worker's: WASM linear memory grows to the
 * largest render's need and never shrinks, inside the isolate's 128 MB. What a render
 * needs is its canvas (16 MB at 2048 px), the PNG encoder's copy, the decoded picture of a
 * PNG master, and a layer per part drawn with opacity, a mask or a clip path, as large as
 * the part (up to 25 times the canvas, where resvg stops it). So, for the buyer's files:
 *
 * - a PNG master is at most 2048 px a side (PNG_MAX_SIDE);
 * - an SVG master's layers are at most 2 deep and 32 in all (svg-upload.server.ts), and
 *   its drawing stays within its square canvas (`drawingRefusal`), so no layer is larger
 *   than the canvas;
 * - the two 2048 px PNGs are drawn one after the other, each stored before the next is drawn.
 *
 * Measured (`npm run bench:uploads`, bench/upload-approval-memory.ts): the worst masters
 * these bounds let in peak at 85 MB of WASM memory (an SVG with opacity, a mask and a clip
 * path at each of its 2 layer levels, each layer the whole canvas) and 63 MB (a 2048 px
 * PNG); one with a single translucent group that reaches far outside its canvas, which
 * `drawingRefusal` refuses, took 594 MB.
 */
import { PNG_MAX_SIDE } from "#app/forms/upload-limits.ts";
import { checkSvgUpload } from "#app/server/uploads/svg-upload.server.ts";
import { squareSide, svgOfPng, type Raster } from "./raster.server.ts";

export const DELIVERABLE_SIZE = 2048;

/** The preview backgrounds' colours (Tailwind's palette), for the PNG delivered on its background. */
const SHADES: [hue: string, hexes: string[]][] = [
  ["gray", ["#f3f4f6", "#e5e7eb", "#d1d5db", "#9ca3af", "#6b7280", "#4b5563", "#374151", "#1f2937", "#111827"]],
  ["red", ["#fee2e2", "#fecaca", "#fca5a5", "#f87171", "#ef4444"]],
  ["blue", ["#dbeafe", "#bfdbfe", "#93c5fd", "#60a5fa", "#3b82f6"]],
  ["green", ["#dcfce7", "#bbf7d0", "#86efac", "#4ade80", "#22c55e"]],
  ["yellow", ["#fef9c3", "#fef08a", "#fde047", "#facc15", "#eab308"]],
  ["purple", ["#f3e8ff", "#e9d5ff", "#d8b4fe", "#c084fc", "#a855f7"]],
  ["pink", ["#fce7f3", "#fbcfe8", "#f9a8d4", "#f472b6", "#ec4899"]],
  ["indigo", ["#e0e7ff", "#c7d2fe", "#a5b4fc", "#818cf8", "#6366f1"]],
];
const BACKGROUND_HEX: ReadonlyMap<string, string> = new Map([
  ["bg-white", "#ffffff"],
  ["bg-black", "#000000"],
  ...SHADES.flatMap(([hue, hexes]) => hexes.map((hex, i): [string, string] => [`bg-${hue}-${(i + 1) * 100}`, hex])),
]);

export function backgroundHex(backgroundClass: string): string {
  return BACKGROUND_HEX.get(backgroundClass) ?? "#ffffff";
}

export const OUTSIDE_CANVAS =
  "Parts of the drawing reach far outside the SVG's canvas (its viewBox). Remove the shapes outside the artboard (hidden or clipped ones too) and upload again.";

/** Why the master, set in its square canvas, cannot be drawn within the bound; null when it can. */
export function drawingRefusal(raster: Raster, square: string, width: number, height: number): string | null {
  const extent = raster.extent(square);
  if (!extent) return null;
  const side = squareSide(width, height);
  // Half a pixel of the 2048 px file: a shape's anti-aliased edge on the canvas's border.
  const slack = side / DELIVERABLE_SIZE / 2;
  const inside = extent.x >= -slack && extent.y >= -slack && extent.x + extent.width <= side + slack && extent.y + extent.height <= side + slack;
  return inside ? null : OUTSIDE_CANVAS;
}

/** A stored master as the SVG it is drawn from, or why it cannot be drawn within the bound (a master kept before the bounds). */
export function drawableMaster(format: "svg" | "png", master: Uint8Array, width: number, height: number): { ok: true; drawn: string } | { ok: false; reason: string } {
  if (format === "png") {
    if (width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) return { ok: false, reason: `The PNG is ${width} x ${height} px, larger than the ${PNG_MAX_SIDE} px a side its files are drawn from.` };
    return { ok: true, drawn: svgOfPng(master, width, height) };
  }
  const checked = checkSvgUpload(master);
  return checked.ok ? { ok: true, drawn: checked.svg } : { ok: false, reason: checked.message };
}

/**
 * The buyer's two 2048 px PNGs (on the preview's background, and transparent), drawn one
 * at a time: each is stored, and let go, before the next is drawn.
 */
export async function drawDeliverables(raster: Raster, square: string, background: string, store: (file: "logo-2048.png" | "logo-transparent.png", png: Uint8Array) => Promise<unknown>): Promise<void> {
  for (const [file, fill] of [
    ["logo-2048.png", background],
    ["logo-transparent.png", undefined],
  ] as const) {
    await store(file, raster.png(square, DELIVERABLE_SIZE, fill));
  }
}
