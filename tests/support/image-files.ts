/**
 * What an image file says about itself, read from its bytes as an image viewer reads them:
 * a WebP's canvas size (RIFF, VP8 / VP8L / VP8X) and the images inside an ICO (its
 * directory, and each BMP's header). Shared by the agent's Workers tests and the browser
 * tests, which check the brand kit's files by their content.
 */

export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  if (ascii(0, 4) !== "RIFF" || ascii(8, 4) !== "WEBP") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = ascii(12, 4);
  if (chunk === "VP8X") return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

export interface IcoImage {
  width: number;
  height: number;
  bitsPerPixel: number;
  /** 'bmp' (a BITMAPINFOHEADER) or 'png' (a PNG stream). */
  format: "bmp" | "png";
  /** Straight RGBA, top row first (BMP images only). */
  rgba?: Uint8Array;
}

/** The images of an ICO file, each checked against its directory entry. */
export function icoImages(bytes: Uint8Array): IcoImage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error("not an ICO file");
  const count = view.getUint16(4, true);
  const images: IcoImage[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const width = bytes[entry] || 256;
    const height = bytes[entry + 1] || 256;
    const size = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (offset + size > bytes.length) throw new Error(`ICO image ${i} runs past the end of the file`);
    if (bytes[offset] === 0x89 && bytes[offset + 1] === 0x50) {
      images.push({ width, height, bitsPerPixel: view.getUint16(entry + 6, true), format: "png" });
      continue;
    }
    if (view.getUint32(offset, true) !== 40) throw new Error(`ICO image ${i} has no BITMAPINFOHEADER`);
    const bmpWidth = view.getInt32(offset + 4, true);
    const bmpHeight = view.getInt32(offset + 8, true) / 2;
    const bits = view.getUint16(offset + 14, true);
    if (bmpWidth !== width || bmpHeight !== height) throw new Error(`ICO image ${i}: its directory says ${width}x${height}, its bitmap ${bmpWidth}x${bmpHeight}`);
    const maskStride = Math.ceil(width / 32) * 4;
    if (size !== 40 + width * height * 4 + maskStride * height) throw new Error(`ICO image ${i} is ${size} bytes, not what its header needs`);
    const rgba = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const s = offset + 40 + ((height - 1 - y) * width + x) * 4;
        const o = (y * width + x) * 4;
        rgba.set([bytes[s + 2]!, bytes[s + 1]!, bytes[s]!, bytes[s + 3]!], o);
      }
    }
    images.push({ width, height, bitsPerPixel: bits, format: "bmp", rgba });
  }
  return images;
}
