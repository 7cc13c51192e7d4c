/**
 * `npm run bench:engine`: the design engine's figures, measured in workerd.
 *
 * - Per stage, the median of 20 runs inside a bench Worker (bench/engine-worker.ts) that
 *   uses the agent's own runtime: what a generation does before its final image (plan,
 *   design, the three partial images, the watermarked preview), and what a purchase does
 *   (the SVG, the 2048 PNG, the transparent PNG, the WebP: POST /render).
 * - Through the real endpoint (the agent Worker under wrangler dev): the median latency
 *   of the first event, the first partial image and the final image over 10 generations.
 * - The floor: one native resvg render (@resvg/resvg-js) of the same SVG to a 2048 PNG,
 *   render and PNG encoding, timed between the generations (so both see the same load),
 *   and the ratio of the final image's latency to it (the target is at most 2).
 * - Peak memory: the WASM linear memory the stages needed (exact), and the workerd
 *   process's resident-memory peak over one generation in a fresh agent (an upper bound
 *   on the isolate's own memory: it includes the runtime's allocations too).
 *
 *   node bench/engine.ts [--runs 20] [--generations 10] [--port 8862]
 */
import { Resvg } from "@resvg/resvg-js";
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { bin } from "../scripts/lib/run.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" }, generations: { type: "string", default: "10" }, port: { type: "string", default: "8862" } } });
/** The bench Worker listens here, the agent on the next port. */
const PORT = Number(values.port);
const RUNS = Number(values.runs);
const GENERATIONS = Number(values.generations);
const PROMPT = 'A logo for a coffee roastery called "Summit Coffee"';

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Served {
  child: ChildProcess;
  url: string;
}

async function serve(config: string, port: number): Promise<Served> {
  const persist = `.wrangler/bench-${port}`;
  rmSync(persist, { recursive: true, force: true });
  const child = spawn(bin("wrangler"), ["dev", "-c", config, "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(port + 1000), "--persist-to", persist, "--show-interactive-dev-session=false", "--log-level", "warn"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  stop({ child, url });
  throw new Error(`wrangler dev -c ${config} did not start on port ${port}`);
}

function stop(served: Served) {
  if (served.child.pid) {
    try {
      process.kill(-served.child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** The workerd processes started under a process (wrangler dev runs workerd as a grandchild). */
function workerdUnder(root: number): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
      names.set(Number(entry), name);
    } catch {
      // exited meanwhile
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name === "workerd" && under(pid)).map(([pid]) => pid);
}

function memoryKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Resets the kernel's peak-RSS counter of a process (so VmHWM measures what follows). */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // not permitted: the peak then includes start-up
  }
}

interface Timing {
  firstEvent: number;
  firstPartial: number;
  finalImage: number;
}

async function generation(url: string, id: string): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(`${url}/agent/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: PROMPT }], generation_id: id }),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const timing: Partial<Timing> = {};
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!message.startsWith("data: ")) continue;
      const type = /"type":"([a-z_]+)"/.exec(message)?.[1];
      const now = performance.now() - started;
      timing.firstEvent ??= now;
      if (type === "partial_image") timing.firstPartial ??= now;
      if (type === "final_image") timing.finalImage = now;
      if (type === "error" || type === "image_error") throw new Error(message);
    }
  }
  if (timing.firstPartial === undefined || timing.finalImage === undefined) throw new Error("the stream ended without a final image");
  return timing as Timing;
}

console.log(`Engine bench: ${RUNS} runs per stage, ${GENERATIONS} generations; load average ${loadavg().map((n) => n.toFixed(1)).join(" ")} on this machine`);

// 1. Stages in workerd.
const bench = await serve("bench/engine-worker.toml", PORT);
let stages: { generation: Record<string, number>; purchase: Record<string, number>; svg: string; wasmMemory: Record<string, number> };
try {
  await fetch(bench.url, { method: "POST", body: JSON.stringify({ runs: 1 }) }); // warm-up
  stages = (await (await fetch(bench.url, { method: "POST", body: JSON.stringify({ runs: RUNS, prompt: PROMPT }) })).json()) as typeof stages;
} finally {
  stop(bench);
}

// 2. One native resvg render of the same SVG to a 2048 PNG (render and encoding), timed
// between the endpoint's generations below so that both see the same load.
const nativeRender = () => {
  const started = performance.now();
  new Resvg(stages.svg, { fitTo: { mode: "width", value: 2048 } }).render().asPng();
  return performance.now() - started;
};
nativeRender(); // warm-up
const native: number[] = [];

// 3. The same pipeline in a fresh Node V8, heap and external memory at every stage: the
// closest look at what the isolate holds (workerd has no API for it).
const nodeMemory = await new Promise<{ peak: number; livePeak: number }>((resolve, reject) => {
  const child = spawn(process.execPath, ["--expose-gc", "bench/engine-memory.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`engine-memory exited with ${code}`))));
});

// 4. The real endpoint, and the agent process's memory over one generation.
const agent = await serve("workers/agent/wrangler.toml", PORT + 1);
const timings: Timing[] = [];
const memory: Record<"cold" | "warm", { before: number; peak: number }> = { cold: { before: 0, peak: 0 }, warm: { before: 0, peak: 0 } };
try {
  // wrangler dev may run more than one workerd (a proxy and the Worker): watch them all,
  // and report the one the generation moved. First a cold generation (compiling the WASM,
  // parsing fonts), then a warm one: what any later request adds.
  const pids = workerdUnder(agent.child.pid!);
  const measure = async (id: string) => {
    const before = new Map(pids.map((pid) => [pid, memoryKb(pid, "VmRSS")]));
    pids.forEach(resetPeak);
    await generation(agent.url, id);
    const grown = pids.map((pid) => ({ before: before.get(pid)!, peak: memoryKb(pid, "VmHWM") }));
    return grown.sort((a, b) => b.peak - b.before - (a.peak - a.before))[0] ?? { before: 0, peak: 0 };
  };
  Object.assign(memory, { cold: await measure("gen_0_cold"), warm: await measure("gen_0_warm") });
  for (let i = 0; i < GENERATIONS; i++) {
    timings.push(await generation(agent.url, `gen_${Date.now()}_${i}`));
    native.push(nativeRender());
  }
} finally {
  stop(agent);
}

const nativeMedian = median(native);
const finalImage = median(timings.map((t) => t.finalImage));
const sum = (group: Record<string, number>) => Object.values(group).reduce((total, value) => total + value, 0);
const rows: [string, string][] = [
  ...Object.entries(stages.generation).map(([stage, value]): [string, string] => [`generation: ${stage} (median of ${RUNS})`, ms(value)]),
  ["generation: up to the final image (sum of the medians)", ms(sum(stages.generation))],
  ...Object.entries(stages.purchase).map(([stage, value]): [string, string] => [`purchase: ${stage} (median of ${RUNS})`, ms(value)]),
  ["purchase: the files a buyer receives (sum of the medians)", ms(sum(stages.purchase))],
  [`first event (median of ${GENERATIONS})`, ms(median(timings.map((t) => t.firstEvent)))],
  [`first partial image (median of ${GENERATIONS})`, ms(median(timings.map((t) => t.firstPartial)))],
  [`final image (median of ${GENERATIONS})`, ms(finalImage)],
  [`native resvg render of the same SVG to a 2048 PNG, render and encoding (@resvg/resvg-js, median of ${GENERATIONS})`, ms(nativeMedian)],
  ["final image / native render", `${(finalImage / nativeMedian).toFixed(2)} x`],
  ...Object.entries(stages.wasmMemory).map(([label, bytes]): [string, string] => [`WASM memory, ${label} (peak)`, mb(bytes)]),
  ["workerd resident memory before the first generation", mb(memory.cold.before * 1024)],
  ["  peak during it (compiles the WASM, parses fonts)", `${mb(memory.cold.peak * 1024)} (+${mb((memory.cold.peak - memory.cold.before) * 1024)})`],
  ["  peak during a later generation", `${mb(memory.warm.peak * 1024)} (+${mb((memory.warm.peak - memory.warm.before) * 1024)})`],
  ["same code in Node V8: peak heap + external, live", mb(nodeMemory.livePeak)],
  ["  the same with uncollected garbage", mb(nodeMemory.peak)],
];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
