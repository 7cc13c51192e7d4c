/**
 * The fingerprint of a design's mark (workers/protocol/mark-fingerprint.ts): the mark
 * alone, as a brand kit's mark lockup draws it but without any frame, rendered small, its
 * ink fitted into a square and sampled cell by cell. Fitting the ink makes the fingerprint
 * about the mark's shape, not where a layout put it or how large.
 */
import { designLogo, type DesignAssets } from "./design.ts";
import { hasMark } from "./layouts.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { rasterize } from "./raster.ts";
import { encodeFingerprint, FINGERPRINT_SIDE } from "#protocol/mark-fingerprint.ts";

/** Render size: four pixels or more per fingerprint cell across the mark's ink. */
const RENDER = 160;

export function markFingerprint(spec: LogoSpec, assets: DesignAssets): string | null {
  if (!hasMark(spec)) return null;
  const alone = designLogo({ ...spec, container: "none" }, assets, { arrangement: "mark" });
  const { rgba, width } = rasterize(alone.svg({ background: false }), RENDER);
  const alpha = (x: number, y: number) => rgba[(y * width + x) * 4 + 3]!;
  let x1 = width;
  let y1 = width;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < width; y++)
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
      // A cell is inked when most of the pixels it covers are.
      let sum = 0;
      let count = 0;
      for (let y = Math.floor(top + row * step); y < Math.ceil(top + (row + 1) * step); y++)
        for (let x = Math.floor(left + col * step); x < Math.ceil(left + (col + 1) * step); x++) {
          if (x < 0 || y < 0 || x >= width || y >= width) continue;
          sum += alpha(x, y);
          count++;
        }
      cells[row * FINGERPRINT_SIDE + col] = count > 0 && sum / count > 127;
    }
  return encodeFingerprint(cells);
}
