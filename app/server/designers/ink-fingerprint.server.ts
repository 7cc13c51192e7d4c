/**
 * The fingerprint of an uploaded logo's ink (workers/protocol/mark-fingerprint.ts), made
 * the way the agent makes a mark's (workers/agent/design/fingerprint.ts): rendered at
 * 160 px, the inked pixels' box fitted into a square and sampled as 32 x 32 cells, a cell
 * inked when its pixels' mean alpha is over half. An upload has no separate mark, so its
 * whole ink is fingerprinted: a copy of a catalogue logo or of a sold mark scores as one.
 */
import { encodeFingerprint, FINGERPRINT_SIDE } from "#protocol/mark-fingerprint.ts";
import type { Raster } from "./raster.server.ts";

export const FINGERPRINT_RENDER = 160;

export function inkFingerprint(raster: Raster, svg: string): string | null {
  const { rgba, width, height } = raster.pixels(svg, FINGERPRINT_RENDER);
  const alpha = (x: number, y: number) => rgba[(y * width + x) * 4 + 3]!;
  let x1 = width;
  let y1 = height;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (alpha(x, y) > 127) {
        x1 = Math.min(x1, x);
        y1 = Math.min(y1, y);
        x2 = Math.max(x2, x);
        y2 = Math.max(y2, y);
      }
  if (x2 < 0) return null;
  const side = Math.max(x2 - x1 + 1, y2 - y1 + 1);
  const left = (x1 + x2 + 1) / 2 - side / 2;
  const top = (y1 + y2 + 1) / 2 - side / 2;
  const cells = new Array<boolean>(FINGERPRINT_SIDE * FINGERPRINT_SIDE).fill(false);
  const step = side / FINGERPRINT_SIDE;
  for (let row = 0; row < FINGERPRINT_SIDE; row++)
    for (let col = 0; col < FINGERPRINT_SIDE; col++) {
      let sum = 0;
      let count = 0;
      for (let y = Math.floor(top + row * step); y < Math.ceil(top + (row + 1) * step); y++)
        for (let x = Math.floor(left + col * step); x < Math.ceil(left + (col + 1) * step); x++) {
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          sum += alpha(x, y);
          count++;
        }
      cells[row * FINGERPRINT_SIDE + col] = count > 0 && sum / count > 127;
    }
  return encodeFingerprint(cells);
}

/** Whether the picture's background is see-through: its four corners carry no ink. */
export function hasTransparentCorners(raster: Raster, svg: string): boolean {
  const { rgba, width, height } = raster.pixels(svg, 64);
  const corners = [0, width - 1, (height - 1) * width, height * width - 1];
  return corners.every((pixel) => rgba[pixel * 4 + 3]! < 16);
}
