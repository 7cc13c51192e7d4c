/**
 * favicon.ico: one ICO file holding several sizes, each a 32-bit BMP image with its
 * alpha (and the 1-bit AND mask older readers use): the form every version of Windows,
 * every browser and every image editor reads. Format: Microsoft's ICONDIR and
 * ICONDIRENTRY headers, then per image a BITMAPINFOHEADER (height doubled, XOR rows then
 * AND rows, bottom row first).
 */
import type { Pixels } from "#protocol/resvg.ts";

export function icoFile(images: Pixels[]): Uint8Array {
  const bodies = images.map(bmpBody);
  const headerSize = 6 + 16 * images.length;
  const out = new Uint8Array(headerSize + bodies.reduce((sum, body) => sum + body.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, i) => {
    const entry = 6 + i * 16;
    out[entry] = image.width >= 256 ? 0 : image.width;
    out[entry + 1] = image.height >= 256 ? 0 : image.height;
    view.setUint16(entry + 4, 1, true); // planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, bodies[i]!.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(bodies[i]!, offset);
    offset += bodies[i]!.length;
  });
  return out;
}

/** One image: BITMAPINFOHEADER, BGRA rows (straight alpha) bottom-up, the AND mask. */
function bmpBody({ rgba, width, height }: Pixels): Uint8Array {
  const maskStride = Math.ceil(width / 32) * 4;
  const out = new Uint8Array(40 + width * height * 4 + maskStride * height);
  const view = new DataView(out.buffer);
  view.setUint32(0, 40, true);
  view.setInt32(4, width, true);
  view.setInt32(8, height * 2, true);
  view.setUint16(12, 1, true);
  view.setUint16(14, 32, true);
  view.setUint32(20, width * height * 4 + maskStride * height, true);
  const mask = 40 + width * height * 4;
  for (let y = 0; y < height; y++) {
    const row = height - 1 - y;
    for (let x = 0; x < width; x++) {
      const s = (y * width + x) * 4;
      const o = 40 + (row * width + x) * 4;
      const a = rgba[s + 3]!;
      // resvg's pixels are premultiplied; a BMP's are not.
      const straight = (c: number) => (a === 0 ? 0 : Math.min(255, Math.round((c * 255) / a)));
      out[o] = straight(rgba[s + 2]!);
      out[o + 1] = straight(rgba[s + 1]!);
      out[o + 2] = straight(rgba[s]!);
      out[o + 3] = a;
      if (a === 0) out[mask + row * maskStride + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return out;
}
