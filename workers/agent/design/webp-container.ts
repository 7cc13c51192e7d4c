/**
 * The WebP (RIFF) container: adding an XMP chunk to what the encoder wrote, and reading it
 * back. Metadata needs the extended format (a VP8X chunk first); a simple file is
 * converted by putting one in front of its image chunk.
 */

const ASCII = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

interface RiffChunk {
  type: string;
  data: Uint8Array;
}

export function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && fourCC(bytes, 0) === "RIFF" && fourCC(bytes, 8) === "WEBP";
}

export function readWebpChunks(bytes: Uint8Array): RiffChunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: RiffChunk[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const size = view.getUint32(offset + 4, true);
    if (offset + 8 + size > bytes.length) break;
    chunks.push({ type: fourCC(bytes, offset), data: bytes.subarray(offset + 8, offset + 8 + size) });
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

function writeChunks(chunks: RiffChunk[]): Uint8Array {
  const body = chunks.reduce((sum, c) => sum + 8 + c.data.length + (c.data.length % 2), 4);
  const out = new Uint8Array(8 + body);
  const view = new DataView(out.buffer);
  out.set(ASCII("RIFF"), 0);
  view.setUint32(4, body, true);
  out.set(ASCII("WEBP"), 8);
  let offset = 12;
  for (const c of chunks) {
    out.set(ASCII(c.type), offset);
    view.setUint32(offset + 4, c.data.length, true);
    out.set(c.data, offset + 8);
    offset += 8 + c.data.length + (c.data.length % 2);
  }
  return out;
}

const XMP_FLAG = 0x04;
const ALPHA_FLAG = 0x10;

/** The file with `xmp` as its XMP chunk (replacing any there was). */
export function withXmp(webp: Uint8Array, xmp: string, size: { width: number; height: number }): Uint8Array {
  let chunks = readWebpChunks(webp).filter((c) => c.type !== "XMP ");
  if (chunks[0]?.type !== "VP8X") {
    const header = new Uint8Array(10);
    const hasAlpha = chunks.some((c) => c.type === "ALPH" || c.type === "VP8L");
    header[0] = hasAlpha ? ALPHA_FLAG : 0;
    const view = new DataView(header.buffer);
    // 24-bit little-endian width-1 and height-1.
    view.setUint16(4, (size.width - 1) & 0xffff, true);
    header[6] = ((size.width - 1) >> 16) & 0xff;
    view.setUint16(7, (size.height - 1) & 0xffff, true);
    header[9] = ((size.height - 1) >> 16) & 0xff;
    chunks = [{ type: "VP8X", data: header }, ...chunks];
  } else {
    const header = chunks[0].data.slice();
    chunks = [{ type: "VP8X", data: header }, ...chunks.slice(1)];
  }
  const flags = chunks[0]!.data;
  flags[0] = flags[0]! | XMP_FLAG;
  return writeChunks([...chunks, { type: "XMP ", data: new TextEncoder().encode(xmp) }]);
}

export function readWebpXmp(bytes: Uint8Array): string | null {
  const chunk = readWebpChunks(bytes).find((c) => c.type === "XMP ");
  return chunk ? new TextDecoder().decode(chunk.data) : null;
}
