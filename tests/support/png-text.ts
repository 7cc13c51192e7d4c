/**
 * A PNG with a text chunk after its header, as an old build of the engine (or anyone
 * crafting an upload) would write it: `tEXt` keyword\0text, or uncompressed `iTXt`. For
 * the tests that check no design travels inside a picture; written with the contract's
 * own chunk writer (workers/protocol/image-chunks.ts).
 */
import { concat, pngChunk } from "#protocol/image-chunks.ts";

const AFTER_HEADER = 8 + 25; // signature, then IHDR (12 + 13 bytes)

export function withTextChunk(png: Uint8Array, type: "tEXt" | "iTXt", keyword: string, text: string): Uint8Array {
  const key = new TextEncoder().encode(keyword);
  const body = new TextEncoder().encode(text);
  const data = new Uint8Array(key.length + (type === "tEXt" ? 1 : 5) + body.length);
  data.set(key, 0);
  data.set(body, data.length - body.length);
  return concat([png.subarray(0, AFTER_HEADER), pngChunk(type, data), png.subarray(AFTER_HEADER)]);
}
