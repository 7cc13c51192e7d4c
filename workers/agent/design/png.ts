/**
 * PNG writing and chunk reading. The engine writes its own PNGs instead of resvg's
 * `asPng()`: deflate then runs in the runtime's native zlib (CompressionStream), which is
 * several times faster than the encoder compiled into resvg's WASM, and the file can
 * carry the design as an iTXt chunk.
 */

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}

/** An iTXt chunk: UTF-8 text under a Latin-1 keyword, uncompressed. */
function itxt(keyword: string, text: string): Uint8Array {
  const key = latin1(keyword);
  const body = new TextEncoder().encode(text);
  // keyword \0, compression flag 0, method 0, language "" \0, translated keyword "" \0
  const data = new Uint8Array(key.length + 5 + body.length);
  data.set(key, 0);
  data.set(body, key.length + 5);
  return chunk("iTXt", data);
}

export interface PngOptions {
  /** Keep the alpha channel (RGBA); otherwise the pixels are opaque and written as RGB. */
  alpha: boolean;
  /** The pixels are premultiplied by alpha, as resvg renders them. */
  premultiplied: boolean;
  /** iTXt chunks to write, keyword -> text. */
  text?: Record<string, string>;
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
  #row: Uint8Array;

  constructor(width: number, height: number, options: PngOptions) {
    this.#width = width;
    this.#height = height;
    this.#options = options;
    const deflate = new CompressionStream("deflate");
    this.#compressed = new Response(deflate.readable).arrayBuffer();
    this.#writer = deflate.writable.getWriter() as WritableStreamDefaultWriter<Uint8Array>;
    this.#row = new Uint8Array(width * (options.alpha ? 4 : 3));
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
    const row = this.#row;
    for (let y = 0; y < rows; y++) {
      const source = y * width * 4;
      for (let x = 0; x < width; x++) {
        const s = source + x * 4;
        const d = x * channels;
        const a = rgba[s + 3]!;
        if (alpha && premultiplied && a > 0 && a < 255) {
          row[d] = Math.min(255, Math.round((rgba[s]! * 255) / a));
          row[d + 1] = Math.min(255, Math.round((rgba[s + 1]! * 255) / a));
          row[d + 2] = Math.min(255, Math.round((rgba[s + 2]! * 255) / a));
        } else {
          row[d] = rgba[s]!;
          row[d + 1] = rgba[s + 1]!;
          row[d + 2] = rgba[s + 2]!;
        }
        if (alpha) row[d + 3] = a;
      }
      const out = y * stride;
      filtered[out] = 1; // Sub
      for (let i = 0; i < channels; i++) filtered[out + 1 + i] = row[i]!;
      for (let i = channels; i < row.length; i++) filtered[out + 1 + i] = (row[i]! - row[i - channels]!) & 0xff;
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
    const parts = [SIGNATURE, chunk("IHDR", header)];
    for (const [keyword, text] of Object.entries(this.#options.text ?? {})) parts.push(itxt(keyword, text));
    parts.push(chunk("IDAT", new Uint8Array(await this.#compressed)), chunk("IEND", new Uint8Array()));
    return concat(parts);
  }
}

/** Encodes RGBA pixels held whole. */
export async function encodePng(rgba: Uint8Array, width: number, height: number, options: PngOptions): Promise<Uint8Array> {
  const encoder = new PngEncoder(width, height, options);
  await encoder.writeBand(rgba);
  return encoder.finish();
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && SIGNATURE.every((byte, i) => bytes[i] === byte);
}

export interface PngChunk {
  type: string;
  data: Uint8Array;
}

/** The chunks of a PNG, in order (stops at the first malformed one). */
export function readPngChunks(bytes: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (offset + 12 + length > bytes.length) break;
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
    if (type === "IEND") break;
  }
  return chunks;
}

/** The text of the PNG's iTXt (uncompressed) or tEXt chunk with this keyword. */
export function readPngText(bytes: Uint8Array, keyword: string): string | null {
  for (const { type, data } of readPngChunks(bytes)) {
    if (type !== "iTXt" && type !== "tEXt") continue;
    const end = data.indexOf(0);
    if (end < 0 || String.fromCharCode(...data.subarray(0, end)) !== keyword) continue;
    if (type === "tEXt") return String.fromCharCode(...data.subarray(end + 1));
    if (data[end + 1] !== 0) continue; // compressed iTXt: the engine never writes one
    const language = data.indexOf(0, end + 3);
    const translated = data.indexOf(0, language + 1);
    if (language < 0 || translated < 0) continue;
    return new TextDecoder().decode(data.subarray(translated + 1));
  }
  return null;
}

/** Width and height from the IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const header = readPngChunks(bytes).find((c) => c.type === "IHDR");
  if (!header) return null;
  const view = new DataView(header.data.buffer, header.data.byteOffset, header.data.byteLength);
  return { width: view.getUint32(0), height: view.getUint32(4) };
}
