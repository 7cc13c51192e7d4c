/**
 * `npm run bench:relay` — what the relay costs (issue 4). In one run it prints:
 *
 *   1. time to the final image through the relay vs straight to the agent (median of
 *      alternating runs; the ratio's target is <= 1.10);
 *   2. the latency the relay adds to each event;
 *   3. 100 concurrent generations through the relay, and how many ended in an error.
 *
 * By default it serves its own Workers with `wrangler dev` on 127.0.0.1: the app together
 * with the agent behind the AGENT service binding (one process, as `npm start` runs them
 * and as production places them: Cloudflare runs a Worker and the Worker its service
 * binding calls on the same thread of the same server), and the agent alone for the
 * direct figures. `--over-http` makes the app reach that same agent process through
 * AGENT_URL instead (the configuration for an agent hosted elsewhere): locally that adds
 * a TCP connection and wrangler's HTTP front to every generation. The agent is the
 * product's own (workers/agent/wrangler.toml);
 * `--agent-config bench/relay/stand-in-agent.wrangler.toml` measures against the scripted
 * stand-in (tests/workers/stand-in-agent.ts) instead.
 *
 *   node bench/relay/run.ts [--agent-config bench/relay/stand-in-agent.wrangler.toml] [--over-http] [--prompt TEXT]
 *                           [--runs 7] [--concurrency 100] [--port 8830]
 *                           [--app-url URL --agent-url URL]   (measure servers already running)
 *
 * The app must be built (`npm run build`); the script builds it when build/ is missing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { bin, run } from "../../scripts/lib/run.ts";

const { values } = parseArgs({
  options: {
    "agent-config": { type: "string", default: "workers/agent/wrangler.toml" },
    prompt: { type: "string" },
    runs: { type: "string", default: "7" },
    concurrency: { type: "string", default: "100" },
    port: { type: "string", default: "8830" },
    "app-url": { type: "string" },
    "agent-url": { type: "string" },
    /** Relay to the direct path's agent process through AGENT_URL, not the AGENT binding. */
    "over-http": { type: "boolean", default: false },
  },
});

const STAND_IN = values["agent-config"] === "bench/relay/stand-in-agent.wrangler.toml";
/** The stand-in's bench script: 20 timed chunks 50 ms apart, partial images, five 250 kB files. */
const PROMPT =
  values.prompt ??
  (STAND_IN
    ? "[scenario:bench][chunks:20][delay:50][size:250000] A logo for a mountain coffee roaster"
    : "A logo for a mountain coffee roaster called Summit, modern and bold");
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const BASE_PORT = Number(values.port);

interface Timeline {
  ok: boolean;
  error: string | null;
  /** ms from the request to the final_image event. */
  finalImageMs: number | null;
  doneMs: number | null;
  /** Per chunk event carrying `sent_at=<epoch ms>`: arrival minus send time. */
  eventDelays: number[];
  /** Arrival of every event, ms from the request (for agents that do not stamp events). */
  arrivals: number[];
}

const children: ChildProcess[] = [];

/** Stops the servers this script started (each by its own process group, nothing else). */
function stopServers(): void {
  for (const child of children) {
    if (!child.pid || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
process.on("SIGINT", () => {
  stopServers();
  process.exit(130);
});

function serve(name: string, args: string[]): void {
  const child = spawn(bin("wrangler"), args, { detached: true, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) console.error(`${name} exited with ${code}:\n${stderr}`);
  });
  children.push(child);
}

async function waitUntilUp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function startServers(): Promise<{ appUrl: string; agentUrl: string }> {
  if (values["app-url"] && values["agent-url"]) return { appUrl: values["app-url"], agentUrl: values["agent-url"] };
  if (!existsSync("build/server/index.js")) {
    console.log("Building the app (build/ is missing)…");
    await run(bin("remix"), ["vite:build", "--logLevel", "warn"]);
  }
  const appPort = String(BASE_PORT);
  const agentPort = String(BASE_PORT + 1);
  const state = `.wrangler/bench-relay-${appPort}`;
  rmSync(state, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { quiet: true });
  const common = ["--ip", "127.0.0.1", "--show-interactive-dev-session=false", "--log-level", "error"];
  // One after the other: two wrangler dev processes starting at the same instant race for
  // the same free ports ("Address already in use").
  serve("agent", ["dev", "-c", values["agent-config"]!, "--port", agentPort, "--persist-to", `${state}-agent`, ...common]);
  const agentUrl = `http://127.0.0.1:${agentPort}`;
  await waitUntilUp(`${agentUrl}/agent/chat`);
  const overHttp = values["over-http"];
  // Over HTTP the app sends a shared secret, as it must to any agent with an address; the
  // bench's agent does not demand one, so the direct path can call it plainly.
  const agentSource = overHttp
    ? ["--var", `AGENT_URL:${agentUrl}`, "--var", "AGENT_SHARED_SECRET:bench-secret"]
    : ["-c", values["agent-config"]!];
  // The limits are for people; this bench is one address starting a hundred generations.
  serve(overHttp ? "app" : "app + agent", [
    "dev",
    "-c",
    "wrangler.toml",
    ...agentSource,
    "--port",
    appPort,
    "--persist-to",
    state,
    "--var",
    "GENERATION_LIMIT_PER_IP:100000",
    "--var",
    "GENERATION_LIMIT_PER_VISITOR:100000",
    ...common,
  ]);
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitUntilUp(`${appUrl}/api/logos`);
  return { appUrl, agentUrl };
}

let sequence = 0;
function generationId(): string {
  sequence++;
  return `gen_${Date.now()}_bench${sequence}${Math.random().toString(36).slice(2, 10)}`;
}

/** One generation, read event by event as a browser reads it. */
async function generate(baseUrl: string, visitor?: string): Promise<Timeline> {
  const timeline: Timeline = { ok: false, error: null, finalImageMs: null, doneMs: null, eventDelays: [], arrivals: [] };
  const started = performance.now();
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "text/event-stream" };
  if (visitor) headers.Cookie = `visitor=${visitor}`;
  try {
    const response = await fetch(`${baseUrl}/agent/chat`, {
      method: "POST",
      headers,
      body: JSON.stringify({ messages: [{ role: "user", content: PROMPT }], generation_id: generationId() }),
    });
    if (!response.ok || !response.body) {
      timeline.error = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`;
      return timeline;
    }
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!message.startsWith("data: ")) continue;
        const now = performance.now();
        const wall = Date.now();
        const event = JSON.parse(message.slice(6)) as { type: string; content?: string; error?: string };
        timeline.arrivals.push(now - started);
        if (event.type === "chunk" && event.content?.startsWith("sent_at=")) {
          timeline.eventDelays.push(wall - Number(event.content.slice("sent_at=".length)));
        }
        if (event.type === "final_image") timeline.finalImageMs = now - started;
        if (event.type === "done") timeline.doneMs = now - started;
        if (event.type === "error" || event.type === "image_error") timeline.error = event.error ?? event.type;
      }
    }
    timeline.ok = timeline.error === null && timeline.finalImageMs !== null && timeline.doneMs !== null;
    if (!timeline.ok && !timeline.error) timeline.error = "the stream ended without a final image and done";
  } catch (error) {
    timeline.error = String(error);
  }
  return timeline;
}

const median = (numbers: number[]) => percentile(numbers, 50);
function percentile(numbers: number[], p: number): number {
  if (numbers.length === 0) return NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  console.log(`Agent: ${STAND_IN ? "the stand-in (tests/workers/stand-in-agent.ts)" : values["agent-config"]}`);
  console.log(`Prompt: ${PROMPT}`);
  const { appUrl, agentUrl } = await startServers();
  console.log(`Relay: ${appUrl}/agent/chat   Agent: ${agentUrl}/agent/chat`);
  console.log(`The relay reaches its agent ${values["over-http"] ? "over HTTP (AGENT_URL)" : "through the AGENT service binding"}\n`);

  // Warm both paths (module compile, Durable Object classes, R2 and D1 files).
  await generate(agentUrl);
  await generate(appUrl);

  const direct: Timeline[] = [];
  const relayed: Timeline[] = [];
  for (let index = 0; index < RUNS; index++) {
    // Alternate which goes first so a slow moment of the machine hits both alike.
    if (index % 2 === 0) {
      direct.push(await generate(agentUrl));
      relayed.push(await generate(appUrl));
    } else {
      relayed.push(await generate(appUrl));
      direct.push(await generate(agentUrl));
    }
  }
  const failures = [...direct, ...relayed].filter((timeline) => !timeline.ok);
  if (failures.length > 0) throw new Error(`sequential runs failed: ${failures.map((f) => f.error).join("; ")}`);

  const directFinal = median(direct.map((t) => t.finalImageMs!));
  const relayFinal = median(relayed.map((t) => t.finalImageMs!));
  const ratio = relayFinal / directFinal;
  console.log(`1. Time to final image (median of ${RUNS} runs each)`);
  console.log(`   straight to the agent: ${ms(directFinal)}`);
  console.log(`   through the relay:     ${ms(relayFinal)}`);
  console.log(`   ratio: ${ratio.toFixed(3)} (target <= 1.10) ${ratio <= 1.1 ? "PASS" : "OVER TARGET"}`);

  const directDelays = direct.flatMap((t) => t.eventDelays);
  const relayDelays = relayed.flatMap((t) => t.eventDelays);
  let added: { median: number; p95: number; basis: string };
  if (directDelays.length > 0 && relayDelays.length > 0) {
    added = {
      median: median(relayDelays) - median(directDelays),
      p95: percentile(relayDelays, 95) - percentile(directDelays, 95),
      basis: `${relayDelays.length} stamped chunk events (arrival - agent send time)`,
    };
  } else {
    // An agent that does not stamp its events: compare when the n-th event arrives.
    const offsets = relayed.flatMap((t, run) =>
      t.arrivals.map((arrival, index) => arrival - (direct[run]!.arrivals[index] ?? arrival)),
    );
    added = { median: median(offsets), p95: percentile(offsets, 95), basis: `${offsets.length} events (arrival of the n-th event)` };
  }
  console.log(`\n2. Latency the relay adds per event, over ${added.basis}`);
  console.log(`   median: ${ms(added.median)}   p95: ${ms(added.p95)}`);

  const visitor = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const started = performance.now();
  const concurrent = await Promise.all(Array.from({ length: CONCURRENCY }, () => generate(appUrl, visitor)));
  const wallMs = performance.now() - started;
  const errors = concurrent.filter((timeline) => !timeline.ok);
  const doneTimes = concurrent.filter((t) => t.ok).map((t) => t.doneMs!);
  console.log(`\n3. ${CONCURRENCY} concurrent generations through the relay`);
  console.log(`   completed: ${CONCURRENCY - errors.length}   errors: ${errors.length}   wall time: ${ms(wallMs)}`);
  console.log(`   time to done: median ${ms(median(doneTimes))}, p95 ${ms(percentile(doneTimes, 95))}`);
  for (const error of new Set(errors.map((timeline) => timeline.error))) console.log(`   error: ${error}`);

  mkdirSync("bench/results", { recursive: true });
  const result = {
    at: new Date().toISOString(),
    agent: STAND_IN ? "stand-in" : values["agent-config"],
    relayReachesAgent: values["over-http"] ? "AGENT_URL" : "service binding",
    prompt: PROMPT,
    timeToFinalImage: { directMs: directFinal, relayMs: relayFinal, ratio, runs: RUNS },
    addedLatencyPerEvent: added,
    concurrent: { generations: CONCURRENCY, errors: errors.length, wallMs, medianDoneMs: median(doneTimes) },
  };
  writeFileSync("bench/results/relay.json", JSON.stringify(result, null, 2) + "\n");
  console.log("\nWritten to bench/results/relay.json");
  if (ratio > 1.1 || errors.length > 0) process.exitCode = 1;
}

try {
  await main();
} finally {
  stopServers();
}
process.exit();
