/**
 * A design's files (each stage reports when it is done, so the agent can say so as it
 * happens): the SVG; the 2048 PNG, its watermarked twin and the transparent PNG; the
 * WebP. A Worker has 128 MB and a 2048 x 2048 RGBA image alone is 16 MB, so the PNGs are
 * made band by band from one render and never held whole, and the WebP is 1024 x 1024
 * (libwebp's working memory at 2048 would not fit beside everything else):
 * docs/decisions/0100-engine-memory-budget.md. Every file holds its picture and nothing
 * else: the design stays on the server (docs/decisions/0016-designs-stay-on-the-server.md).
 */
import { CANVAS, type Design } from "./design.ts";
import { encodePng, PngEncoder, type PngOptions } from "./png.ts";
import { parseHex } from "./color.ts";
import { halveInto, over, overColor } from "./composite.ts";
import { rasterize, rasterizeBands, unpremultiply } from "./raster.ts";
import type { Watermark } from "./watermark.ts";
import { encodeWebp } from "./webp.ts";

export const PNG_SIZE = 2048;
export const WEBP_SIZE = 1024;
/** The accounts spec: WebP conversion quality 0.8. */
export const WEBP_QUALITY = 0.8;
export const PREVIEW_SIZE = 256;
/** How many bands a 2048 PNG is rendered in: 2 MB of pixels at a time. */
const PNG_BANDS = 8;

/** The stages, in the order they finish. */
export type FileStage = "svg" | "png" | "watermark" | "transparent" | "webp";

export interface LogoFileBytes {
  svg: string;
  png: Uint8Array;
  pngWatermarked: Uint8Array;
  webp: Uint8Array;
  pngTransparent: Uint8Array;
}

export type StageListener = (stage: FileStage, milliseconds: number) => void | Promise<void>;

function pngOptions(design: Design, transparent: boolean): PngOptions {
  return { alpha: transparent || design.ink.background === null, premultiplied: true };
}

/** The bands (of `count`) that a box in canvas units reaches into. */
function bandsTouching(box: { y1: number; y2: number }, count: number): Set<number> {
  const band = CANVAS / count;
  const touched = new Set<number>();
  for (let i = Math.max(0, Math.floor(box.y1 / band)); i <= Math.min(count - 1, Math.floor(box.y2 / band)); i++) touched.add(i);
  return touched;
}

/**
 * Renders the logo once, band by band, without its background; every file is made from
 * those bands as they come (see composite.ts): the transparent PNG as rendered, the PNG
 * over the background colour, the watermarked PNG with the watermark laid over the bands
 * it crosses, and the WebP from the PNG's pixels halved.
 */
export async function renderFiles(design: Design, mark: Watermark, onStage: StageListener = () => {}): Promise<LogoFileBytes> {
  const clock = { svg: 0, png: 0, watermark: 0, transparent: 0, webp: 0 } satisfies Record<FileStage, number>;
  const timed = async <T>(stage: FileStage, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      clock[stage] += performance.now() - started;
    }
  };

  const svg = await timed("svg", () => design.svg());
  await onStage("svg", clock.svg);

  const background = design.ink.background ? parseHex(design.ink.background) : null;
  const plain = new PngEncoder(PNG_SIZE, PNG_SIZE, pngOptions(design, false));
  const marked = new PngEncoder(PNG_SIZE, PNG_SIZE, pngOptions(design, false));
  const transparent = new PngEncoder(PNG_SIZE, PNG_SIZE, pngOptions(design, true));
  const watermarkOnly = design.svg({ background: false, layers: [], overlay: mark.svg });
  const crossed = bandsTouching(mark.box, PNG_BANDS);
  const small = new Uint8Array(WEBP_SIZE * WEBP_SIZE * 4);
  let opaque: Uint8Array = new Uint8Array(0);
  let withMark: Uint8Array = new Uint8Array(0);
  const bandRows = PNG_SIZE / PNG_BANDS;

  const bands = rasterizeBands(design.svg({ background: false }), PNG_SIZE, PNG_BANDS);
  for (let band = 0; band < PNG_BANDS; band++) {
    const rendered = await timed("png", () => bands.next().value!);
    await timed("transparent", () => transparent.writeBand(rendered));
    let picture = rendered;
    let filtered: Uint8Array = new Uint8Array(0);
    await timed("png", async () => {
      if (background) {
        if (opaque.length !== rendered.length) opaque = new Uint8Array(rendered.length);
        picture = overColor(rendered, background, opaque);
      }
      filtered = plain.filter(picture);
      await plain.write(filtered);
    });
    await timed("webp", () => halveInto(picture, PNG_SIZE, small, (band * bandRows) / 2));
    await timed("watermark", async () => {
      // Bands the watermark does not cross are the PNG's own, already filtered.
      if (!crossed.has(band)) return marked.write(filtered);
      const overlay = rasterizeBands(watermarkOnly, PNG_SIZE, PNG_BANDS, band).next().value!;
      if (withMark.length !== picture.length) withMark = new Uint8Array(picture.length);
      return marked.writeBand(over(overlay, picture, withMark));
    });
  }
  const png = await timed("png", () => plain.finish());
  await onStage("png", clock.png);
  const pngWatermarked = await timed("watermark", () => marked.finish());
  await onStage("watermark", clock.watermark);
  const pngTransparent = await timed("transparent", () => transparent.finish());
  await onStage("transparent", clock.transparent);
  const webp = await timed("webp", () => encodeWebp(unpremultiply(small), WEBP_SIZE, WEBP_SIZE, WEBP_QUALITY));
  await onStage("webp", clock.webp);
  return { svg, png, pngWatermarked, webp, pngTransparent };
}

/**
 * One WebP of the design at `size` (at most WEBP_SIZE: libwebp's memory, see above);
 * `background: false` gives the transparent variant, which the catalogue shows on its
 * preview background.
 */
export async function renderWebp(design: Design, size: number, options: { background: boolean }): Promise<Uint8Array> {
  if (size > WEBP_SIZE) throw new Error(`a WebP of ${size} px would not fit a Worker's memory; at most ${WEBP_SIZE}`);
  const pixels = rasterize(design.svg({ background: options.background }), size);
  return encodeWebp(unpremultiply(pixels.rgba), pixels.width, pixels.height, WEBP_QUALITY);
}

/** A small PNG of the logo built up to some layers (background only: none). */
/**
 * A partial image (the logo as it is being built): small, and watermarked like the
 * preview, because it reaches a browser before anyone has paid for the logo.
 */
export async function renderPreview(design: Design, layers: readonly ("mark" | "wordmark")[], mark: Watermark): Promise<Uint8Array> {
  const pixels = rasterize(design.svg({ layers, overlay: mark.svg }), PREVIEW_SIZE);
  return encodePng(pixels.rgba, pixels.width, pixels.height, { alpha: design.ink.background === null, premultiplied: true });
}
