/**
 * Bench Worker: POST /stages {runs, prompt} times each stage of the engine `runs` times
 * in workerd and answers the medians, the last SVG, and the WASM memory the stages
 * needed (linear memory only grows, so its final size is its peak).
 */
import { createDeterministicPlanner } from "#agent/planner/index.ts";

// Note every WASM instance the engine creates, to read its memory afterwards.
const instances: { label: string; instance: WebAssembly.Instance }[] = [];
const memoryOf = (instance: WebAssembly.Instance) =>
  (Object.values(instance.exports).find((value) => value instanceof WebAssembly.Memory) as WebAssembly.Memory | undefined)?.buffer.byteLength ?? 0;
const originalInstantiate = WebAssembly.instantiate.bind(WebAssembly);
WebAssembly.instantiate = (async (module: WebAssembly.Module, imports?: WebAssembly.Imports) => {
  const instance = (await originalInstantiate(module, imports)) as unknown as WebAssembly.Instance;
  instances.push({ label: "resvg", instance });
  return instance;
}) as typeof WebAssembly.instantiate;
const OriginalInstance = WebAssembly.Instance;
const RecordingInstance = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
  const instance = new OriginalInstance(module, imports);
  instances.push({ label: "webp", instance });
  return instance;
} as unknown as typeof WebAssembly.Instance;
// `instanceof WebAssembly.Instance` (resvg's loader checks it) must still hold.
RecordingInstance.prototype = OriginalInstance.prototype;
WebAssembly.Instance = RecordingInstance;

const { workerEngine } = await import("#agent/engine/runtime.ts");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const { runs = 20, prompt = 'A logo for a coffee roastery called "Summit Coffee"' } = (await request.json()) as { runs?: number; prompt?: string };
    const engine = await workerEngine();
    const planner = createDeterministicPlanner();
    const times: Record<string, number[]> = { plan: [], svg: [], png: [], watermark: [], webp: [], transparent: [] };
    let svg = "";
    for (let run = 0; run < runs; run++) {
      let started = performance.now();
      const plan = await planner.plan({ prompt, history: [], parent: null, references: [], seed: 7 });
      times.plan!.push(performance.now() - started);
      started = performance.now();
      const design = engine.design(plan.spec);
      const files = await engine.files(design, (stage, ms) => {
        if (stage === "svg") times.svg!.push(performance.now() - started);
        else times[stage]!.push(ms);
      });
      svg = files.svg;
    }
    const medians = Object.fromEntries(Object.entries(times).map(([stage, values]) => [stage, median(values)]));
    const wasmMemory = Object.fromEntries(instances.map(({ label, instance }) => [label, memoryOf(instance)]));
    return Response.json({ medians, svg, wasmMemory });
  },
};
