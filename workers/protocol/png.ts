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

/** Where each channel of an RGBA pixel sits in a 32-bit word read from memory. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const [RED, GREEN, BLUE, ALPHA] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];
const HIGH_BITS = 0x80808080;

/** Each byte of `a` minus the same byte of `b`, modulo 256, four at once (no borrow crosses bytes). */
function subtractBytes(a: number, b: number): number {
  return ((a | HIGH_BITS) - (b & ~HIGH_BITS)) ^ ((a ^ ~b) & HIGH_BITS);
}

/** A premultiplied pixel with partial alpha, in straight alpha (a word, as read). */
function unpremultiplied(pixel: number, a: number): number {
  const straight = (shift: number) => Math.min(255, Math.round((((pixel >>> shift) & 0xff) * 255) / a)) << shift;
  return (straight(RED) | straight(GREEN) | straight(BLUE) | (a << ALPHA)) >>> 0;
}

/** The pixels as 32-bit words (copied when they do not start on a word's boundary). */
function wordsOf(rgba: Uint8Array): Uint32Array {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
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
  #row = new Uint32Array(0);

  constructor(width: number, height: number, options: PngOptions) {
    this.#width = width;
    this.#height = height;
    this.#options = options;
    const deflate = new CompressionStream("deflate");
    this.#compressed = new Response(deflate.readable).arrayBuffer();
    // Read by finish(); after abort() nobody does, and its rejection is expected.
    this.#compressed.catch(() => {});
    this.#writer = deflate.writable.getWriter() as WritableStreamDefaultWriter<Uint8Array>;
  }

  /** Gives the file up (its input turned out bad): zlib lets go of what it held. */
  abort(): void {
    this.#writer.abort().catch(() => {});
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
    const pixels = wordsOf(rgba);
    if (this.#row.length !== width) this.#row = new Uint32Array(width);
    const row = this.#row;
    const rowBytes = new Uint8Array(row.buffer);
    // One pass per row: each byte is the difference from the same channel of the pixel
    // before it (the Sub filter; 0 before the first), straight alpha where there is alpha.
    // A pixel is read and differenced as one 32-bit word, its four bytes at once.
    for (let y = 0; y < rows; y++) {
      let s = y * width;
      let o = y * stride;
      filtered[o++] = 1; // Sub
      let previous = 0;
      if (!alpha) {
        for (let x = 0; x < width; x++, o += 3) {
          const pixel = pixels[s++]!;
          const difference = subtractBytes(pixel, previous);
          filtered[o] = difference >>> RED;
          filtered[o + 1] = difference >>> GREEN;
          filtered[o + 2] = difference >>> BLUE;
          previous = pixel;
        }
        continue;
      }
      for (let x = 0; x < width; x++) {
        let pixel = pixels[s++]!;
        const a = (pixel >>> ALPHA) & 0xff;
        if (premultiplied && a !== 0 && a !== 255) pixel = unpremultiplied(pixel, a);
        row[x] = subtractBytes(pixel, previous);
        previous = pixel;
      }
      filtered.set(rowBytes, o);
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
