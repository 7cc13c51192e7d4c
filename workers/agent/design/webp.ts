/**
 * WebP with jSquash's libwebp build (the SIMD one: workerd and Node both have WASM SIMD),
 * instantiated from a WebAssembly.Module for the same reason as resvg. The file is the
 * encoder's own: pixels, no metadata.
 */
import { defaultOptions } from "@jsquash/webp/meta.js";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";
import encoderFactory from "@jsquash/webp/codec/enc/webp_enc_simd.js";
import type { WebPModule } from "@jsquash/webp/codec/enc/webp_enc.js";

let encoder: Promise<WebPModule> | null = null;

export function initWebpEncoder(wasm: WebAssembly.Module): Promise<WebPModule> {
  encoder ??= initEmscriptenModule(encoderFactory, wasm) as Promise<WebPModule>;
  return encoder;
}

/**
 * Lossy WebP of straight-alpha RGBA. `quality` is 0..1 as the accounts spec states it
 * (0.8); libwebp counts 0..100. Method 2 of 0..6: the last methods buy a few per cent of
 * size for twice the time, which matters more on a request's critical path.
 */
export async function encodeWebp(rgba: Uint8Array, width: number, height: number, quality: number): Promise<Uint8Array> {
  if (!encoder) throw new Error("encodeWebp() before initWebpEncoder()");
  const module = await encoder;
  const result = module.encode(rgba as Uint8Array<ArrayBuffer>, width, height, { ...defaultOptions, quality: Math.round(quality * 100), method: 2 });
  if (!result) throw new Error("the WebP encoder failed");
  return new Uint8Array(result);
}
