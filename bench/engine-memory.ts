/**
 * The engine's memory in a fresh V8 (Node, the same code the Worker runs): heap and
 * external memory (ArrayBuffers and WASM memory) after every stage of two generations
 * and of the files a purchase renders,
 * as found (garbage the collector has not reached yet included) and, with --expose-gc,
 * live (after a full collection). Printed as JSON for bench/engine.ts.
 *
 *   node --expose-gc bench/engine-memory.ts
 */
import { nodeEngine } from "../scripts/lib/engine-node.ts";
import { toDataUrl } from "#protocol/data-url.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";

const samples: { at: string; heap: number; external: number; live: number }[] = [];
const collect = (globalThis as { gc?: () => void }).gc;
const sample = (at: string) => {
  const usage = process.memoryUsage();
  collect?.();
  const after = process.memoryUsage();
  samples.push({ at, heap: usage.heapUsed, external: usage.external, live: after.heapUsed + after.external });
};
sample("start");
const engine = await nodeEngine();
sample("engine ready");
for (const round of ["first", "second"]) {
  const plan = await createDeterministicPlanner().plan({ prompt: 'A logo for a coffee roastery called "Summit Coffee"', history: [], parent: null, references: [], seed: 7 });
  const design = engine.design(plan.spec);
  sample(`${round}: designed`);
  for (const layers of [[], ["mark"], ["mark", "wordmark"]] as const) await engine.partial(design, layers);
  sample(`${round}: partial images`);
  const event = JSON.stringify({ data: toDataUrl(await engine.preview(design), "image/png"), spec: design.spec });
  sample(`${round}: final_image event (${(event.length / 1024).toFixed(0)} KiB)`);
  // The files a buyer receives, as /render makes them when the logo is bought.
  const files = await engine.files(design, (stage) => sample(`${round}: ${stage}`));
  const answer = JSON.stringify({ files: [files.png, files.webp, files.pngTransparent].map((bytes) => toDataUrl(bytes, "image/png")), svg: files.svg });
  sample(`${round}: /render answer (${(answer.length / 1024).toFixed(0)} KiB)`);
}
const peak = Math.max(...samples.map((s) => s.heap + s.external));
const livePeak = Math.max(...samples.map((s) => s.live));
console.log(JSON.stringify({ peak, livePeak, samples }));
