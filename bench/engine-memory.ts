/**
 * The engine's memory in a fresh V8 (Node, the same code the Worker runs): heap and
 * external memory (ArrayBuffers and WASM memory) after every stage of two generations
 * and of the brand kit a purchase renders (every file, held at once as /render answers it),
 * as found (garbage the collector has not reached yet included) and, with --expose-gc,
 * live (after a full collection). Printed as JSON for bench/engine.ts.
 *
 *   node --expose-gc bench/engine-memory.ts
 */
import { nodeEngine } from "../scripts/lib/engine-node.ts";
import { toDataUrl } from "#protocol/data-url.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { renderKit } from "#agent/kit/kit.ts";

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
  // The brand kit a buyer receives, as /render makes and answers it when the logo is bought.
  const certificate = { title: "Licence certificate", fields: [["Buyer", "bench@example.com"], ["Order", "order_bench"]] as [string, string][], paragraphs: ["Full commercial rights."] };
  const kit = await renderKit(engine, design.spec, certificate, (stage) => sample(`${round}: kit ${stage}`));
  const form = new FormData();
  form.append("manifest", JSON.stringify(kit.manifest));
  for (const file of kit.files) form.append(file.id, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.id);
  const answer = await new Response(form).arrayBuffer();
  sample(`${round}: /render answer, the whole kit (${(answer.byteLength / 1024).toFixed(0)} KiB)`);
}
const peak = Math.max(...samples.map((s) => s.heap + s.external));
const livePeak = Math.max(...samples.map((s) => s.live));
console.log(JSON.stringify({ peak, livePeak, samples }));
