/**
 * PNG writing. The engine writes its own PNGs instead of resvg's `asPng()`: deflate then
 * runs in the runtime's native zlib (CompressionStream), which is several times faster
 * than the encoder compiled into resvg's WASM. A file holds its pixels and nothing else:
 * no text chunks (the design stays on the server, docs/decisions/0016).
 */
import { concat, pngChunk, readPngChunks } from "#protocol/image-chunks.ts";

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

export interface PngOptions {
  /** Keep the alpha channel (RGBA); otherwise the pixels are opaque and written as RGB. */
  alpha: boolean;
  /** The pixels are premultiplied by alpha, as resvg renders them. */
  premultiplied: boolean;
}

/**
 * A PNG written band by band, top to bottom: each band of RGBA rows is filtered (Sub,
 * which zeroes runs of flat colour) into one buffer reused for every band, and handed to
 * zlib (the runtime's CompressionStream: native, and fast when fed large pieces). A 2048
 * x 2048 image is never whole in memory, and little garbage is left for the collector.
 */
export class PngEncoder {
  readonly #width: number;
  readonly #height: number;
  readonly #options: PngOptions;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #compressed: Promise<ArrayBuffer>;
  #rows = 0;
  #buffer = new Uint8Array(0);

  constructor(width: number, height: number, options: PngOptions) {
    this.#width = width;
    this.#height = height;
    this.#options = options;
    const deflate = new CompressionStream("deflate");
    this.#compressed = new Response(deflate.readable).arrayBuffer();
    this.#writer = deflate.writable.getWriter() as WritableStreamDefaultWriter<Uint8Array>;
  }

  /**
   * A band's filtered scanlines. The buffer is reused by the next call: write it (to this
   * encoder, or to another of the same shape) before filtering the next band.
   */
  filter(rgba: Uint8Array): Uint8Array {
    const { alpha, premultiplied } = this.#options;
    const width = this.#width;
    const channels = alpha ? 4 : 3;
    const stride = width * channels + 1;
    const rows = rgba.length / (width * 4);
    if (this.#buffer.length !== stride * rows) this.#buffer = new Uint8Array(stride * rows);
    const filtered = this.#buffer;
    // One pass per row: each byte is the difference from the same channel of the pixel
    // before it (the Sub filter; 0 before the first), straight alpha where there is alpha.
    for (let y = 0; y < rows; y++) {
      let s = y * width * 4;
      let o = y * stride;
      filtered[o++] = 1; // Sub
      let pr = 0;
      let pg = 0;
      let pb = 0;
      let pa = 0;
      if (!alpha) {
        for (let x = 0; x < width; x++, s += 4, o += 3) {
          const r = rgba[s]!;
          const g = rgba[s + 1]!;
          const b = rgba[s + 2]!;
          filtered[o] = (r - pr) & 0xff;
          filtered[o + 1] = (g - pg) & 0xff;
          filtered[o + 2] = (b - pb) & 0xff;
          pr = r;
          pg = g;
          pb = b;
        }
        continue;
      }
      for (let x = 0; x < width; x++, s += 4, o += 4) {
        const a = rgba[s + 3]!;
        let r = rgba[s]!;
        let g = rgba[s + 1]!;
        let b = rgba[s + 2]!;
        if (premultiplied && a > 0 && a < 255) {
          r = Math.min(255, Math.round((r * 255) / a));
          g = Math.min(255, Math.round((g * 255) / a));
          b = Math.min(255, Math.round((b * 255) / a));
        }
        filtered[o] = (r - pr) & 0xff;
        filtered[o + 1] = (g - pg) & 0xff;
        filtered[o + 2] = (b - pb) & 0xff;
        filtered[o + 3] = (a - pa) & 0xff;
        pr = r;
        pg = g;
        pb = b;
        pa = a;
      }
    }
    return filtered;
  }

  /** Compresses filtered scanlines; resolves once zlib has taken them (the buffer is free). */
  async write(filtered: Uint8Array): Promise<void> {
    this.#rows += filtered.length / (this.#width * (this.#options.alpha ? 4 : 3) + 1);
    await this.#writer.write(filtered);
  }

  async writeBand(rgba: Uint8Array): Promise<void> {
    await this.write(this.filter(rgba));
  }

  async finish(): Promise<Uint8Array> {
    await this.#writer.close();
    if (this.#rows !== this.#height) throw new Error(`the PNG got ${this.#rows} rows of ${this.#height}`);
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, this.#width);
    view.setUint32(4, this.#height);
    header[8] = 8; // bit depth
    header[9] = this.#options.alpha ? 6 : 2; // RGBA or RGB
    return concat([SIGNATURE, pngChunk("IHDR", header), pngChunk("IDAT", new Uint8Array(await this.#compressed)), pngChunk("IEND", new Uint8Array())]);
  }
}

/** Encodes RGBA pixels held whole. */
export async function encodePng(rgba: Uint8Array, width: number, height: number, options: PngOptions): Promise<Uint8Array> {
  const encoder = new PngEncoder(width, height, options);
  await encoder.writeBand(rgba);
  return encoder.finish();
}

/** Width and height from the IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const header = readPngChunks(bytes).find((c) => c.type === "IHDR");
  if (!header) return null;
  const view = new DataView(header.data.buffer, header.data.byteOffset, header.data.byteLength);
  return { width: view.getUint32(0), height: view.getUint32(4) };
}
