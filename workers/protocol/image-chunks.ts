/**
 * PNG and WebP files chunk by chunk. Public pictures carry pixels only
 * (docs/decisions/0016-designs-stay-on-the-server.md): a logo's design stays on the
 * server, so no picture a browser can fetch may hold text beside its pixels. The agent
 * writes none; the app takes out whatever an agent (an external one included) put in a
 * picture it hands to browsers, and the tests read every served picture with these.
 */
import { crc32 } from "./crc32.ts";

export interface ImageChunk {
  type: string;
  data: Uint8Array;
  /** Where the whole chunk (header, data, CRC or padding) starts and ends in the file. */
  start: number;
  end: number;
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** PNG chunks that hold text or metadata rather than pixels. */
const PNG_TEXT_CHUNKS = new Set(["tEXt", "iTXt", "zTXt", "eXIf"]);
/** WebP (RIFF) chunks that hold metadata rather than pixels. */
const WEBP_TEXT_CHUNKS = new Set(["XMP ", "EXIF"]);
/** The VP8X flags that announce those chunks. */
const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

export function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && fourCC(bytes, 0) === "RIFF" && fourCC(bytes, 8) === "WEBP";
}

/** The chunks of a PNG, in order (stops at the first malformed one). */
export function readPngChunks(bytes: Uint8Array): ImageChunk[] {
  const chunks: ImageChunk[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = fourCC(bytes, offset + 4);
    if (offset + 12 + length > bytes.length) break;
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length), start: offset, end: offset + 12 + length });
    offset += 12 + length;
    if (type === "IEND") break;
  }
  return chunks;
}

/** The chunks of a WebP's RIFF container, in order (stops at the first malformed one). */
export function readWebpChunks(bytes: Uint8Array): ImageChunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: ImageChunk[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const size = view.getUint32(offset + 4, true);
    if (offset + 8 + size > bytes.length) break;
    const end = Math.min(bytes.length, offset + 8 + size + (size % 2));
    chunks.push({ type: fourCC(bytes, offset), data: bytes.subarray(offset + 8, offset + 8 + size), start: offset, end });
    offset = end;
  }
  return chunks;
}

/** The types of the chunks in a PNG or WebP that hold text or metadata (empty for pixels only). */
export function textChunkTypes(bytes: Uint8Array): string[] {
  if (isPng(bytes)) return readPngChunks(bytes).filter((c) => PNG_TEXT_CHUNKS.has(c.type)).map((c) => c.type);
  if (isWebp(bytes)) return readWebpChunks(bytes).filter((c) => WEBP_TEXT_CHUNKS.has(c.type)).map((c) => c.type);
  return [];
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
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

/**
 * The picture with its pixels only: a PNG without text chunks, a WebP without XMP or
 * EXIF (and its VP8X flags saying so). The same bytes when there is nothing to take out,
 * or when they are neither PNG nor WebP.
 */
export function withoutText(bytes: Uint8Array): Uint8Array {
  if (textChunkTypes(bytes).length === 0) return bytes;
  if (isPng(bytes)) {
    const chunks = readPngChunks(bytes).filter((c) => !PNG_TEXT_CHUNKS.has(c.type));
    return concat([bytes.subarray(0, 8), ...chunks.map((c) => bytes.subarray(c.start, c.end))]);
  }
  const chunks = readWebpChunks(bytes)
    .filter((c) => !WEBP_TEXT_CHUNKS.has(c.type))
    .map((c) => {
      const whole = bytes.slice(c.start, c.end);
      if (c.type === "VP8X" && whole.length > 8) whole[8] = whole[8]! & ~(VP8X_XMP | VP8X_EXIF);
      return whole;
    });
  const body = concat([new Uint8Array([87, 69, 66, 80]), ...chunks]); // "WEBP" and the chunks
  const out = new Uint8Array(8 + body.length);
  out.set([82, 73, 70, 70]); // "RIFF"
  new DataView(out.buffer).setUint32(4, body.length, true);
  out.set(body, 8);
  return out;
}
