/**
 * A minimal PNG decoder (8-bit RGB/RGBA, all five filters): enough to read back what the
 * engine writes, in workerd (the agent's tests) and in Node (the browser tests). The
 * runtime's DecompressionStream inflates the image data.
 */
import { readPngChunks } from "#protocol/image-chunks.ts";

export interface DecodedPng {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

/** A minimal PNG decoder (8-bit RGB/RGBA, all five filters): enough to read what we write. */
export async function decodePng(bytes: Uint8Array): Promise<DecodedPng> {
  const chunks = readPngChunks(bytes);
  const header = chunks.find((c) => c.type === "IHDR")!.data;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const channels = header[9] === 6 ? 4 : header[9] === 2 ? 3 : 0;
  if (header[8] !== 8 || channels === 0) throw new Error("only 8-bit RGB(A) PNGs");
  const idat = chunks.filter((c) => c.type === "IDAT").map((c) => c.data);
  const stream = new Blob(idat as Uint8Array<ArrayBuffer>[]).stream().pipeThrough(new DecompressionStream("deflate"));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const predictor =
        filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1
        : Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

