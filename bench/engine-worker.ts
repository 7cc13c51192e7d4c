/**
 * Bench Worker: POST {runs, prompt} times each stage of the engine `runs` times in workerd
 * and answers the medians, the last SVG, and the WASM memory the stages needed (linear
 * memory only grows, so its final size is its peak). Two groups of stages: what a
 * generation does before its final image (plan, design, partials, preview), and what a
 * purchase does (the files a buyer receives, POST /render).
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
    const generation: Record<string, number[]> = { plan: [], design: [], partials: [], preview: [] };
    const purchase: Record<string, number[]> = { svg: [], png: [], transparent: [], webp: [] };
    let svg = "";
    const time = async <T>(list: number[], work: () => T | Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      list.push(performance.now() - started);
      return result;
    };
    for (let run = 0; run < runs; run++) {
      const plan = await time(generation.plan!, () => planner.plan({ prompt, history: [], parent: null, references: [], seed: 7 }));
      const design = await time(generation.design!, () => engine.design(plan.spec));
      await time(generation.partials!, async () => {
        for (const layers of [[], ["mark"], ["mark", "wordmark"]] as const) await engine.partial(design, layers);
      });
      await time(generation.preview!, () => engine.preview(design));
      const files = await engine.files(design, (stage, ms) => void purchase[stage]!.push(ms));
      svg = files.svg;
    }
    const medians = (group: Record<string, number[]>) => Object.fromEntries(Object.entries(group).map(([stage, values]) => [stage, median(values)]));
    const wasmMemory = Object.fromEntries(instances.map(({ label, instance }) => [label, memoryOf(instance)]));
    return Response.json({ generation: medians(generation), purchase: medians(purchase), svg, wasmMemory });
  },
};
