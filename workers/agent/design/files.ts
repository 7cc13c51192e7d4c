/**
 * A design's files, one stage at a time (each stage reports when it is done, so the agent
 * can say so as it happens): the SVG; the 2048 PNG; the watermarked PNG; the WebP; the
 * transparent PNG. Stages run one after another and let go of their pixels before the
 * next begins: a Worker has 128 MB, and a 2048 x 2048 RGBA image alone is 16 MB.
 *
 * The PNGs are rendered and compressed in bands, and the WebP is 1024 x 1024: libwebp's
 * working memory at 2048 would push a request past the Worker's limit
 * (docs/decisions/0100-engine-memory-budget.md).
 */
import type { Design } from "./design.ts";
import { specJson, specXmp, SPEC_KEYWORD } from "./embedded-spec.ts";
import { encodePng, encodePngBands } from "./png.ts";
import { rasterize, rasterizeBands, unpremultiply } from "./raster.ts";
import type { Watermark } from "./watermark.ts";
import { encodeWebp } from "./webp.ts";
import { withXmp } from "./webp-container.ts";

export const PNG_SIZE = 2048;
export const WEBP_SIZE = 1024;
/** The accounts spec: WebP conversion quality 0.8. */
export const WEBP_QUALITY = 0.8;
export const PREVIEW_SIZE = 256;

export type FileStage = "svg" | "png" | "watermark" | "webp" | "transparent";
export const FILE_STAGES: readonly FileStage[] = ["svg", "png", "watermark", "webp", "transparent"];

export interface LogoFileBytes {
  svg: string;
  png: Uint8Array;
  pngWatermarked: Uint8Array;
  webp: Uint8Array;
  pngTransparent: Uint8Array;
}

export type StageListener = (stage: FileStage, milliseconds: number) => void | Promise<void>;

/** How many bands a 2048 PNG is rendered in (docs/decisions/0100-engine-memory-budget.md). */
const PNG_BANDS = 8;

async function png(svg: string, design: Design, transparent: boolean): Promise<Uint8Array> {
  const alpha = transparent || design.ink.background === null;
  const options = { alpha, premultiplied: true, text: { [SPEC_KEYWORD]: specJson(design.spec) } };
  return encodePngBands(PNG_SIZE, PNG_SIZE, options, rasterizeBands(svg, PNG_SIZE, PNG_BANDS));
}

export async function renderFiles(design: Design, mark: Watermark, onStage: StageListener = () => {}): Promise<LogoFileBytes> {
  let started = performance.now();
  const done = async (stage: FileStage) => {
    await onStage(stage, performance.now() - started);
    started = performance.now();
  };
  const svg = design.svg();
  await done("svg");
  const plain = await png(svg, design, false);
  await done("png");
  const pngWatermarked = await png(design.svg({ overlay: mark.svg }), design, false);
  await done("watermark");
  const small = rasterize(svg, WEBP_SIZE);
  const encoded = await encodeWebp(unpremultiply(small.rgba), small.width, small.height, WEBP_QUALITY);
  const webp = withXmp(encoded, specXmp(design.spec), small);
  await done("webp");
  const pngTransparent = await png(design.svg({ background: false }), design, true);
  await done("transparent");
  return { svg, png: plain, pngWatermarked, webp, pngTransparent };
}

/** A small PNG of the logo built up to some layers (background only: none). */
export async function renderPreview(design: Design, layers: readonly ("mark" | "wordmark")[]): Promise<Uint8Array> {
  const pixels = rasterize(design.svg({ layers, embedSpec: false }), PREVIEW_SIZE);
  return encodePng(pixels.rgba, pixels.width, pixels.height, { alpha: design.ink.background === null, premultiplied: true });
}
