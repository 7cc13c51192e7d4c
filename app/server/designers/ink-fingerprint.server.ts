/**
 * The fingerprint of an uploaded logo's ink, made as the contract says
 * (workers/protocol/mark-fingerprint.ts), as the agent makes a mark's. An upload has no
 * separate mark, so its whole ink is fingerprinted: a copy of a catalogue logo or of a
 * sold mark scores as one.
 */
import { FINGERPRINT_RENDER_PX, fingerprintOfInk } from "#protocol/mark-fingerprint.ts";
import type { Raster } from "./raster.server.ts";

export function inkFingerprint(raster: Raster, svg: string): string | null {
  return fingerprintOfInk(raster.pixels(svg, FINGERPRINT_RENDER_PX));
}

/** Whether the picture's background is see-through: its four corners carry no ink. */
export function hasTransparentCorners(raster: Raster, svg: string): boolean {
  const { rgba, width, height } = raster.pixels(svg, 64);
  const corners = [0, width - 1, (height - 1) * width, height * width - 1];
  return corners.every((pixel) => rgba[pixel * 4 + 3]! < 16);
}
