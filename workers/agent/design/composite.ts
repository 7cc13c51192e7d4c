/**
 * Compositing premultiplied RGBA (resvg's format) in JavaScript, so a logo is rasterised
 * once: the opaque PNG is the transparent render laid over the background colour, the
 * WebP is the opaque render scaled down by two, and a preview is the watermark's mask
 * laid over the logo. 'Over' on premultiplied pixels is exact: out = top + bottom * (1 - top alpha).
 */

/** `top` over a solid colour, into `out` (opaque). */
export function overColor(top: Uint8Array, [r, g, b]: readonly [number, number, number], out: Uint8Array): Uint8Array {
  for (let i = 0; i < top.length; i += 4) {
    const rest = 255 - top[i + 3]!;
    out[i] = top[i]! + ((r * rest + 127) / 255) | 0;
    out[i + 1] = top[i + 1]! + ((g * rest + 127) / 255) | 0;
    out[i + 2] = top[i + 2]! + ((b * rest + 127) / 255) | 0;
    out[i + 3] = 255;
  }
  return out;
}

/** `top` over `bottom`, both premultiplied, into `out` (which may be `bottom` itself). */
export function over(top: Uint8Array, bottom: Uint8Array, out: Uint8Array): Uint8Array {
  for (let i = 0; i < top.length; i += 4) {
    const alpha = top[i + 3]!;
    // Most of an overlay is empty: the picture shows as it is.
    if (alpha === 0) {
      if (out !== bottom) for (let c = 0; c < 4; c++) out[i + c] = bottom[i + c]!;
      continue;
    }
    const rest = 255 - alpha;
    for (let c = 0; c < 4; c++) out[i + c] = top[i + c]! + ((bottom[i + c]! * rest + 127) / 255) | 0;
  }
  return out;
}

/**
 * Halves a band of `width` x rows into `target` (a width/2 square image), at row
 * `targetRow`: each pixel the mean of four, which also smooths edges like supersampling.
 */
export function halveInto(band: Uint8Array, width: number, target: Uint8Array, targetRow: number): void {
  const rows = band.length / (width * 4);
  const half = width / 2;
  for (let y = 0; y < rows; y += 2) {
    const top = y * width * 4;
    const bottom = top + width * 4;
    const out = (targetRow + y / 2) * half * 4;
    for (let x = 0; x < half; x++) {
      const a = top + x * 8;
      const b = bottom + x * 8;
      const o = out + x * 4;
      for (let c = 0; c < 4; c++) target[o + c] = (band[a + c]! + band[a + 4 + c]! + band[b + c]! + band[b + 4 + c]! + 2) >> 2;
    }
  }
}
