/**
 * The files a buyer receives (made once, when a logo is bought: the agent's /render), each
 * stage reporting when it is done: the SVG; the 2048 PNG and the transparent PNG; the
 * WebP. A Worker has 128 MB and a 2048 x 2048 RGBA image alone is 16 MB, so the PNGs are
 * made band by band from one render and never held whole, and the WebP is 1024 x 1024
 * (libwebp's working memory at 2048 would not fit beside everything else):
 * docs/decisions/0100-engine-memory-budget.md. Every file holds its picture and nothing
 * else: the design stays on the server (docs/decisions/0016-designs-stay-on-the-server.md).
 * A generation makes none of them: it shows the watermarked preview (preview.ts).
 */
import type { Design } from "./design.ts";
import { PngEncoder, type PngOptions } from "#protocol/png.ts";
import { parseHex } from "./color.ts";
import { halveInto, overColor } from "./composite.ts";
import { rasterize, rasterizeBands, unpremultiply } from "#protocol/resvg.ts";
import { encodeWebp } from "./webp.ts";

export const PNG_SIZE = 2048;
export const WEBP_SIZE = 1024;
/** The accounts spec: WebP conversion quality 0.8. */
export const WEBP_QUALITY = 0.8;
/** How many bands a 2048 PNG is rendered in: 2 MB of pixels at a time. */
const PNG_BANDS = 8;

/** The stages, in the order they finish. */
export type FileStage = "svg" | "png" | "transparent" | "webp";

export interface LogoFileBytes {
  svg: string;
  png: Uint8Array;
  webp: Uint8Array;
  pngTransparent: Uint8Array;
}

export type StageListener = (stage: FileStage, milliseconds: number) => void | Promise<void>;

function pngOptions(design: Design, transparent: boolean): PngOptions {
  return { alpha: transparent || design.ink.background === null, premultiplied: true };
}

/**
 * Renders the logo once, band by band, without its background; every file is made from
 * those bands as they come (see composite.ts): the transparent PNG as rendered, the PNG
 * over the background colour, and the WebP from the PNG's pixels halved.
 */
export async function renderFiles(design: Design, onStage: StageListener = () => {}): Promise<LogoFileBytes> {
  const clock = { svg: 0, png: 0, transparent: 0, webp: 0 } satisfies Record<FileStage, number>;
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
  const transparent = new PngEncoder(PNG_SIZE, PNG_SIZE, pngOptions(design, true));
  const small = new Uint8Array(WEBP_SIZE * WEBP_SIZE * 4);
  let opaque: Uint8Array = new Uint8Array(0);
  const bandRows = PNG_SIZE / PNG_BANDS;

  const bands = rasterizeBands(design.svg({ background: false }), PNG_SIZE, PNG_BANDS);
  for (let band = 0; band < PNG_BANDS; band++) {
    const rendered = await timed("png", () => bands.next().value!);
    await timed("transparent", () => transparent.writeBand(rendered));
    let picture = rendered;
    await timed("png", async () => {
      if (background) {
        if (opaque.length !== rendered.length) opaque = new Uint8Array(rendered.length);
        picture = overColor(rendered, background, opaque);
      }
      await plain.writeBand(picture);
    });
    await timed("webp", () => halveInto(picture, PNG_SIZE, small, (band * bandRows) / 2));
  }
  const png = await timed("png", () => plain.finish());
  await onStage("png", clock.png);
  const pngTransparent = await timed("transparent", () => transparent.finish());
  await onStage("transparent", clock.transparent);
  const webp = await timed("webp", () => encodeWebp(unpremultiply(small), WEBP_SIZE, WEBP_SIZE, WEBP_QUALITY));
  await onStage("webp", clock.webp);
  return { svg, png, webp, pngTransparent };
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
