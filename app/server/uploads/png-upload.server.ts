/**
 * Stand-in for the upload checks built on branch issue34-uploads (same interface); the
 * merge replaces this file with theirs.
 */
export type PngCheck = { ok: true; png: Uint8Array; width: number; height: number } | { ok: false; status: 400 | 413 | 415; message: string };

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const MAX_BYTES = 1_000_000;

export function checkPngUpload(bytes: Uint8Array): PngCheck {
  if (bytes.byteLength > MAX_BYTES) return { ok: false, status: 413, message: "The PNG is larger than 1 MB." };
  if (bytes.byteLength < 33 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return { ok: false, status: 415, message: "This file is not a PNG." };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = bytes[25];
  if (width < 1000 || height < 1000) return { ok: false, status: 400, message: `The PNG is ${width} x ${height} px: it needs at least 1000 x 1000 px.` };
  if (colourType !== 4 && colourType !== 6) return { ok: false, status: 400, message: "The PNG has no transparency: export it with a transparent background." };
  return { ok: true, png: bytes, width, height };
}
