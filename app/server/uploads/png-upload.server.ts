/**
 * A designer's PNG is untrusted input: its header is checked before a byte is inflated
 * (a tiny file may declare a gigantic image), the image data is inflated row by row and
 * never past what the header announced (a small IDAT may inflate to gigabytes), and the
 * pixels are written into a new file of our own: RGBA, 8 bits, no other chunk. The file
 * as uploaded is never kept nor served.
 */
import { concat, isPng, readPngChunks } from "#protocol/image-chunks.ts";
import { PngEncoder } from "#protocol/png.ts";
import { PNG_MAX_SIDE, PNG_MIN_SIDE, UPLOAD_LIMITS, uploadTooLargeMessage } from "#app/forms/upload-limits.ts";
import { refusalOf, refuse, type UploadResult } from "./refusal.server.ts";

export type PngCheck = UploadResult<{ png: Uint8Array; width: number; height: number }>;

export const PNG_MAX_BYTES = UPLOAD_LIMITS.png.bytes;


/** Colour type -> samples per pixel, and the bit depths it may have (the file's bytes pick the entry: a Map has only its own). */
const CHANNELS: ReadonlyMap<number, number> = new Map([[0, 1], [2, 3], [3, 1], [4, 2], [6, 4]]);
const BIT_DEPTHS: ReadonlyMap<number, readonly number[]> = new Map([[0, [1, 2, 4, 8, 16]], [2, [8, 16]], [3, [1, 2, 4, 8]], [4, [8, 16]], [6, [8, 16]]]);

const CORRUPT = "The PNG's image data is damaged. Export it again and upload the new file.";

interface Header {
  width: number;
  height: number;
  depth: number;
  colourType: number;
}

function readHeader(data: Uint8Array): Header {
  if (data.length !== 13) refuse(CORRUPT);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const header = { width: view.getUint32(0), height: view.getUint32(4), depth: data[8]!, colourType: data[9]! };
  if (!BIT_DEPTHS.get(header.colourType)?.includes(header.depth) || data[10] !== 0 || data[11] !== 0) refuse(CORRUPT);
  if (data[12] !== 0) refuse("Interlaced PNGs aren't accepted. Export it again without interlacing.", 415);
  return header;
}

/** Undoes a row's filter in place, against the row above (zeros for the first). */
function unfilter(filter: number, row: Uint8Array, above: Uint8Array, bpp: number): void {
  const n = row.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + row[i - bpp]!) & 0xff;
      return;
    case 2:
      for (let i = 0; i < n; i++) row[i] = (row[i]! + above[i]!) & 0xff;
      return;
    case 3:
      for (let i = 0; i < n; i++) row[i] = (row[i]! + (((i >= bpp ? row[i - bpp]! : 0) + above[i]!) >> 1)) & 0xff;
      return;
    case 4:
      for (let i = 0; i < n; i++) {
        const a = i >= bpp ? row[i - bpp]! : 0;
        const b = above[i]!;
        const c = i >= bpp ? above[i - bpp]! : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        row[i] = (row[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
      }
      return;
    default:
      refuse(CORRUPT);
  }
}

interface Palette {
  rgb: Uint8Array | null;
  alpha: Uint8Array | null;
}

/** One unfiltered row as RGBA, 8 bits a channel, behind a filter byte of 0. */
function toRgba(row: Uint8Array, header: Header, palette: Palette, out: Uint8Array): void {
  const { width, depth, colourType } = header;
  const channels = CHANNELS.get(colourType)!;
  const sample = (index: number): number => {
    // index counts samples; returns the sample scaled to 8 bits
    if (depth === 8) return row[index]!;
    if (depth === 16) return row[index * 2]!;
    const perByte = 8 / depth;
    const byte = row[Math.floor(index / perByte)]!;
    const shift = 8 - depth * ((index % perByte) + 1);
    return (byte >> shift) & ((1 << depth) - 1);
  };
  const scale = colourType === 3 ? 1 : depth < 8 ? 255 / ((1 << depth) - 1) : 1;
  out[0] = 0;
  for (let x = 0, o = 1; x < width; x++, o += 4) {
    const s = x * channels;
    if (colourType === 3) {
      const index = sample(s);
      if (!palette.rgb || index * 3 + 2 >= palette.rgb.length) refuse(CORRUPT);
      out[o] = palette.rgb![index * 3]!;
      out[o + 1] = palette.rgb![index * 3 + 1]!;
      out[o + 2] = palette.rgb![index * 3 + 2]!;
      out[o + 3] = palette.alpha && index < palette.alpha.length ? palette.alpha[index]! : 255;
    } else if (colourType === 0 || colourType === 4) {
      const grey = Math.round(sample(s) * scale);
      out[o] = out[o + 1] = out[o + 2] = grey;
      out[o + 3] = colourType === 4 ? sample(s + 1) : 255;
    } else {
      out[o] = sample(s);
      out[o + 1] = sample(s + 1);
      out[o + 2] = sample(s + 2);
      out[o + 3] = colourType === 6 ? sample(s + 3) : 255;
    }
  }
}

/** Grey or RGB with a tRNS chunk: the one colour it names is transparent. */
function applyColourKey(out: Uint8Array, header: Header, key: Uint8Array | null, row: Uint8Array): void {
  if (!key || (header.colourType !== 0 && header.colourType !== 2)) return;
  const view = new DataView(key.buffer, key.byteOffset, key.byteLength);
  const wanted = header.colourType === 0 ? [view.getUint16(0)] : [view.getUint16(0), view.getUint16(2), view.getUint16(4)];
  const channels = wanted.length;
  const bytes = header.depth === 16 ? 2 : 1;
  for (let x = 0; x < header.width; x++) {
    let same = true;
    for (let c = 0; c < channels && same; c++) {
      const i = (x * channels + c) * bytes;
      const value = header.depth === 16 ? (row[i]! << 8) | row[i + 1]! : header.depth === 8 ? row[i]! : -1;
      same = value === wanted[c];
    }
    if (same) out[1 + x * 4 + 3] = 0;
  }
}

export async function checkPngUpload(bytes: Uint8Array): Promise<PngCheck> {
  try {
    return { ok: true, ...(await check(bytes)) };
  } catch (error) {
    return refusalOf(error);
  }
}

async function check(bytes: Uint8Array): Promise<{ png: Uint8Array; width: number; height: number }> {
  if (bytes.length > PNG_MAX_BYTES) refuse(uploadTooLargeMessage("png"), 413);
  if (!isPng(bytes)) refuse("The file isn't a PNG. Upload an SVG or a PNG.", 415);
  const chunks = readPngChunks(bytes);
  if (chunks[0]?.type !== "IHDR") refuse(CORRUPT);
  const header = readHeader(chunks[0]!.data);
  const { width, height } = header;
  // Checked before anything is inflated: a few bytes may declare any size.
  if (width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) {
    refuse(`The PNG is ${width} x ${height} px; the largest accepted is ${PNG_MAX_SIDE} x ${PNG_MAX_SIDE} px. Export it smaller and upload again.`, 413);
  }
  if (width < PNG_MIN_SIDE || height < PNG_MIN_SIDE) {
    refuse(`The PNG is ${width} x ${height} px; a logo needs at least ${PNG_MIN_SIDE} x ${PNG_MIN_SIDE} px. Export it larger (or upload an SVG).`);
  }
  const palette: Palette = { rgb: chunks.find((c) => c.type === "PLTE")?.data ?? null, alpha: null };
  const trns = chunks.find((c) => c.type === "tRNS")?.data ?? null;
  if (header.colourType === 3) palette.alpha = trns;
  const hasAlpha = header.colourType === 4 || header.colourType === 6 || trns !== null;
  if (!hasAlpha) refuse("The PNG has no transparency. Export it with a transparent background and upload again.");
  const idat = concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)) as Uint8Array<ArrayBuffer>;
  if (idat.length < 2 || !chunks.some((c) => c.type === "IEND")) refuse(CORRUPT);
  // A zlib header (deflate, and the check bits): most damaged files stop here, before inflating.
  if ((idat[0]! & 0x0f) !== 8 || ((idat[0]! << 8) | idat[1]!) % 31 !== 0) refuse(CORRUPT);

  const channels = CHANNELS.get(header.colourType)!;
  const stride = Math.ceil((width * channels * header.depth) / 8);
  const bpp = Math.max(1, (channels * header.depth) / 8);
  let row = new Uint8Array(stride);
  let above = new Uint8Array(stride);
  const rgba = new Uint8Array(1 + width * 4);
  // Written as the agent writes its files: RGBA, 8 bits, nothing but the pixels.
  const writer = new PngEncoder(width, height, { alpha: true, premultiplied: false });
  const corners: number[] = [];
  let y = 0;
  let filled = -1; // -1: the filter byte comes next
  let filter = 0;
  const inflate = new DecompressionStream("deflate");
  const input = inflate.writable.getWriter();
  // The whole compressed data goes in at once (it is at most the file's size); a broken
  // stream shows as the pipe's failure below, so the write's own rejection is not needed.
  input.write(idat).catch(() => {});
  input.close().catch(() => {});
  const reader = inflate.readable.getReader();
  reader.closed.catch(() => {});
  try {
    for (;;) {
      let piece: ReadableStreamReadResult<Uint8Array>;
      try {
        piece = await reader.read();
      } catch {
        return refuse(CORRUPT);
      }
      if (piece.done) break;
      const data = piece.value;
      for (let i = 0; i < data.length; ) {
        // More image data than the header announced: a decompression bomb, or a broken file.
        if (y >= height) refuse(CORRUPT);
        if (filled === -1) {
          filter = data[i++]!;
          filled = 0;
          continue;
        }
        const take = Math.min(stride - filled, data.length - i);
        row.set(data.subarray(i, i + take), filled);
        filled += take;
        i += take;
        if (filled < stride) continue;
        unfilter(filter, row, above, bpp);
        toRgba(row, header, palette, rgba);
        applyColourKey(rgba, header, trns, row);
        if (y === 0 || y === height - 1) corners.push(rgba[4]!, rgba[rgba.length - 1]!);
        // A copy: the stream may still hold the chunk when the next row is decoded into the buffer.
        await writer.writeBand(rgba.subarray(1));
        [row, above] = [above, row];
        filled = -1;
        y++;
      }
    }
    if (y !== height) refuse(CORRUPT);
    if (corners.some((alpha) => alpha !== 0)) {
      refuse("The PNG's background isn't transparent: its corners are not see-through. Export it with a transparent background and upload again.");
    }
    return { png: await writer.finish(), width, height };
  } catch (error) {
    writer.abort();
    reader.cancel().catch(() => {});
    throw error;
  }
}
