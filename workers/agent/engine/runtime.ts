/**
 * The engine's runtime in the Worker: fonts and icon data as modules bundled with the
 * code, the WASM as compiled modules (wrangler compiles .wasm imports; a Worker may not
 * compile WebAssembly from bytes at run time).
 */
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import iconPaths from "#agent/design/icon-paths.generated.txt";
import { LogoEngine } from "#agent/design/engine.ts";
import { FONT_MODULES } from "./font-modules.generated.ts";

let engine: LogoEngine | null = null;

/** The isolate's engine, ready to render. */
export async function workerEngine(): Promise<LogoEngine> {
  engine ??= new LogoEngine({ fonts: (key) => FONT_MODULES[key], iconPaths, resvgWasm, webpEncoderWasm });
  await engine.ready();
  return engine;
}
