/**
 * `npm run bench:uploads`: the memory an approval needs to draw a designer's logo as the
 * buyer's two 2048 px PNGs (docs/decisions/3401), for the worst masters the upload's bounds
 * let in and for one they refuse. Each master in a fresh Node process (WASM memory only
 * grows, so its final size is its peak), through the app's own code: the stored master
 * checked again, set in its square, its extent checked, the two files drawn one at a time.
 *
 * - WASM memory: resvg's linear memory after the approval (exact: what it needed);
 * - JS: the largest heap and external memory (ArrayBuffers, resvg's WASM memory left out)
 *   seen after each stage, and the same after a full collection (live): about 20 MB of it
 *   is Node's own.
 *
 *   node bench/upload-approval.ts
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(import.meta.dirname, "..");
const { values } = parseArgs({ options: { master: { type: "string" } } });

/** The masters: a designer's clean logo, the worst SVG and PNG the bounds let in, and one they refuse. */
const LAYER_LEVEL = '<g opacity="0.9" mask="url(#m)" clip-path="url(#c)"><rect x="-11" y="-11" width="222" height="222" fill="none" stroke="#b91c1c"/>';
const MASTERS: Record<string, () => Promise<{ format: "svg" | "png"; bytes: Uint8Array; width: number; height: number }>> = {
  "clean logo (tests/fixtures/uploads/clean-logo.svg)": async () => svgMaster(readFileSync(join(ROOT, "tests/fixtures/uploads/clean-logo.svg"), "utf8")),
  "SVG, 2 layer levels of opacity, mask and clip path, each the whole canvas": async () =>
    svgMaster(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><mask id="m"><rect x="-11" y="-11" width="222" height="222" fill="white"/></mask><clipPath id="c"><rect x="-11" y="-11" width="222" height="222"/></clipPath></defs>${LAYER_LEVEL.repeat(2)}<circle cx="100" cy="100" r="80" fill="#1e3a8a"/></g></g></svg>`,
    ),
  "PNG, 2048 x 2048 px": async () => pngMaster(2048),
  "refused: a translucent group reaching ten times past its canvas": async () =>
    svgMaster(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><g opacity="0.9"><rect x="-1000" y="-1000" width="3000" height="3000" fill="none" stroke="#1e3a8a"/></g><circle cx="100" cy="100" r="80" fill="#1e3a8a"/></svg>`),
};

async function svgMaster(text: string) {
  const { checkSvgUpload } = await import("#app/server/uploads/svg-upload.server.ts");
  const checked = checkSvgUpload(new TextEncoder().encode(text));
  if (!checked.ok) throw new Error(checked.message);
  return { format: "svg" as const, bytes: new TextEncoder().encode(checked.svg), width: checked.width, height: checked.height };
}

/** A PNG as the upload check writes it: a disc on transparency. */
async function pngMaster(side: number) {
  // Drawn by the native resvg, outside the WASM memory measured.
  const { Resvg } = await import("@resvg/resvg-js");
  const { checkPngUpload } = await import("#app/server/uploads/png-upload.server.ts");
  const png = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 3}" fill="#1e3a8a"/></svg>`, { fitTo: { mode: "width", value: side } }).render().asPng();
  const checked = await checkPngUpload(new Uint8Array(png));
  if (!checked.ok) throw new Error(checked.message);
  return { format: "png" as const, bytes: checked.png, width: checked.width, height: checked.height };
}

async function measure(label: string) {
  let instance: WebAssembly.Instance | undefined;
  const instantiate = WebAssembly.instantiate.bind(WebAssembly);
  WebAssembly.instantiate = (async (module: WebAssembly.Module, imports?: WebAssembly.Imports) => {
    const made = (await instantiate(module, imports)) as unknown as WebAssembly.Instance;
    instance ??= made;
    return made;
  }) as typeof WebAssembly.instantiate;
  const wasmMemory = () => (Object.values(instance?.exports ?? {}).find((value) => value instanceof WebAssembly.Memory) as WebAssembly.Memory | undefined)?.buffer.byteLength ?? 0;
  const { rasterOf, squareSvg } = await import("#app/server/designers/raster.server.ts");
  const { drawableMaster, drawDeliverables, drawingRefusal, backgroundHex } = await import("#app/server/designers/submission-drawing.server.ts");
  const raster = await rasterOf(await WebAssembly.compile(readFileSync(join(ROOT, "node_modules/@resvg/resvg-wasm/index_bg.wasm"))));
  const master = await MASTERS[label]!();
  const collect = (globalThis as { gc?: () => void }).gc;
  let peak = 0;
  let livePeak = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.heapUsed + usage.external - wasmMemory());
    collect?.();
    const after = process.memoryUsage();
    livePeak = Math.max(livePeak, after.heapUsed + after.external - wasmMemory());
  };
  const before = wasmMemory();
  sample();
  const started = performance.now();
  const drawable = drawableMaster(master.format, master.bytes, master.width, master.height);
  if (!drawable.ok) throw new Error(drawable.reason);
  const square = squareSvg(drawable.drawn, master.width, master.height);
  const refusal = drawingRefusal(raster, square, master.width, master.height);
  sample();
  // The refused master is drawn all the same, to say what the bound saves.
  await drawDeliverables(raster, square, backgroundHex("bg-white"), async () => sample());
  sample();
  console.log(JSON.stringify({ label, refused: refusal !== null, wasmBefore: before, wasm: wasmMemory(), peak, livePeak, ms: Math.round(performance.now() - started) }));
}

if (values.master) {
  await measure(values.master);
} else {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log("| Master | Allowed | WASM memory (peak) | JS heap and external, WASM left out (peak / live) | Time |\n|---|---|---|---|---|");
  for (const label of Object.keys(MASTERS)) {
    const run = spawnSync(process.execPath, ["--expose-gc", import.meta.filename, "--master", label], { cwd: ROOT, encoding: "utf8" });
    const line = run.stdout.trim().split("\n").pop() ?? "";
    if (run.status !== 0 || !line.startsWith("{")) {
      console.log(`| ${label} | failed: ${(run.stderr || line).trim().split("\n").pop()} | | | |`);
      continue;
    }
    const result = JSON.parse(line) as { refused: boolean; wasm: number; peak: number; livePeak: number; ms: number };
    console.log(`| ${label} | ${result.refused ? "no (refused)" : "yes"} | ${mb(result.wasm)} | ${mb(result.peak)} / ${mb(result.livePeak)} | ${result.ms} ms |`);
  }
}
