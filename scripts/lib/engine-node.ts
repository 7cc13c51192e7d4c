/**
 * The design engine in Node (scripts and benches): the same code as the Worker, with the
 * fonts, icon data and WASM read from disk instead of bundled as modules.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LogoEngine } from "#agent/design/engine.ts";
import { FONT_FILES } from "#agent/design/font-files.generated.ts";

const ROOT = join(import.meta.dirname, "../..");
const MODULES = join(ROOT, "node_modules");

function bytes(path: string): ArrayBuffer {
  const buffer = readFileSync(path);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

export async function nodeEngine(): Promise<LogoEngine> {
  const engine = new LogoEngine({
    fonts: (key) => {
      const file = FONT_FILES[key];
      return file ? bytes(join(MODULES, file)) : undefined;
    },
    iconPaths: readFileSync(join(ROOT, "workers/agent/design/icon-paths.generated.txt"), "utf8"),
    resvgWasm: await WebAssembly.compile(bytes(join(MODULES, "@resvg/resvg-wasm/index_bg.wasm"))),
    webpEncoderWasm: await WebAssembly.compile(bytes(join(MODULES, "@jsquash/webp/codec/enc/webp_enc_simd.wasm"))),
  });
  await engine.ready();
  return engine;
}
