/**
 * What a generation shows before anyone has paid: the watermarked preview, at the size
 * the logo page shows it, and the partial images of the logo being built. Each is one
 * render at its own size with the watermark's mask laid over it, and nothing more: the
 * files a buyer receives are made when the logo is bought (files.ts).
 */
import type { Design, Layer } from "./design.ts";
import { encodePng } from "#protocol/png.ts";
import { rasterize } from "#protocol/resvg.ts";
import { applyWatermark, type WatermarkMask } from "./watermark.ts";

/**
 * The final preview: the logo page shows it 560 CSS pixels wide (a 640 px frame with its
 * padding), the dashboard and gallery at most 512, so 1024 pixels are sharp on a screen of
 * twice the density.
 */
export const PREVIEW_SIZE = 1024;
/** The partial images: small, and blurred by the page until the logo is done. */
export const PARTIAL_SIZE = 256;

/** The design (or some of its layers) at the mask's size, watermarked, as a PNG. */
export async function renderPreview(design: Design, mask: WatermarkMask, layers?: readonly Layer[]): Promise<Uint8Array> {
  const pixels = rasterize(design.svg(layers ? { layers } : {}), mask.size);
  applyWatermark(mask, pixels.rgba);
  return encodePng(pixels.rgba, pixels.width, pixels.height, { alpha: design.ink.background === null, premultiplied: true });
}

export interface Previews {
  /** The watermarked preview, on the logo's background. */
  preview: Uint8Array;
  /**
   * The same without its background: what the logo page lays on the background a visitor
   * picks and on the mockups (a cup, a cap...). Watermarked like the preview.
   */
  transparent: Uint8Array;
}

/**
 * The final preview and its transparent twin. Each is its own render (the twin without the
 * background) with the same mask laid over it, so the preview stays the design exactly as
 * drawn; the twin costs one more render at the preview's size.
 */
export async function renderPreviews(design: Design, mask: WatermarkMask): Promise<Previews> {
  const preview = await renderPreview(design, mask);
  if (design.ink.background === null) return { preview, transparent: preview };
  const pixels = rasterize(design.svg({ background: false }), mask.size);
  applyWatermark(mask, pixels.rgba);
  const transparent = await encodePng(pixels.rgba, pixels.width, pixels.height, { alpha: true, premultiplied: true });
  return { preview, transparent };
}
