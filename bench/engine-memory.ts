/**
 * The engine's memory in a fresh V8 (Node, the same code the Worker runs): heap and
 * external memory (ArrayBuffers and WASM memory) sampled after every stage of one
 * generation, after start-up. Printed as JSON for bench/engine.ts.
 *
 *   node bench/engine-memory.ts
 */
import { nodeEngine } from "../scripts/lib/engine-node.ts";
import { toDataUrl } from "../workers/agent/design/embedded-spec.ts";
import { createDeterministicPlanner } from "../workers/agent/planner/index.ts";

const samples: { at: string; heap: number; external: number }[] = [];
const sample = (at: string) => {
  const usage = process.memoryUsage();
  samples.push({ at, heap: usage.heapUsed, external: usage.external });
};
sample("start");
const engine = await nodeEngine();
sample("engine ready");
for (const round of ["first", "second"]) {
  const plan = await createDeterministicPlanner().plan({ prompt: 'A logo for a coffee roastery called "Summit Coffee"', history: [], parent: null, references: [], seed: 7 });
  const design = engine.design(plan.spec);
  sample(`${round}: designed`);
  const files = await engine.files(design, (stage) => sample(`${round}: ${stage}`));
  const event = JSON.stringify({ files: [files.png, files.pngWatermarked, files.webp, files.pngTransparent].map((bytes) => toDataUrl(bytes, "image/png")), svg: files.svg });
  sample(`${round}: final_image event (${(event.length / 1024).toFixed(0)} KiB)`);
}
const peak = Math.max(...samples.map((s) => s.heap + s.external));
console.log(JSON.stringify({ peak, samples }));
