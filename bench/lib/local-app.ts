/**
 * Both Workers under `wrangler dev` on 127.0.0.1 with fresh local D1/R2 state (migrated
 * and seeded), for the benches that measure the running product. Nothing leaves this
 * machine; `stop()` ends the server (and a Ctrl-C does too).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { bin, run } from "../../scripts/lib/run.ts";

export interface LocalApp {
  url: string;
  stop(): void;
}

export interface LocalAppOptions {
  port: string;
  name: string;
  vars?: Record<string, string>;
  /**
   * Serve the agent in a process of its own (port + 1), reached over AGENT_URL: as in
   * production, its CPU is not the app's (one workerd process runs on one thread, so an
   * agent inside it makes pages wait behind every logo being drawn).
   */
  agentApart?: boolean;
}

export async function startLocalApp(options: LocalAppOptions): Promise<LocalApp> {
  if (!existsSync("build/server/index.js")) await run(bin("remix"), ["vite:build", "--logLevel", "warn"]);
  const state = `.wrangler/bench-${options.name}-${options.port}`;
  rmSync(state, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { quiet: true });
  await run(process.execPath, ["scripts/seed.ts", "--persist-to", state], { quiet: true });
  const common = ["--ip", "127.0.0.1", "--show-interactive-dev-session=false", "--log-level", "error"];
  const children: ChildProcess[] = [];
  const serve = (args: string[]) => children.push(spawn(bin("wrangler"), [...args, ...common], { detached: true, stdio: "ignore" }));
  const stop = () => {
    for (const child of children) if (child.pid && child.exitCode === null) try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
  };
  const vars = { ...options.vars };
  let agentConfig = ["-c", "workers/agent/wrangler.toml"];
  if (options.agentApart) {
    const agentUrl = `http://127.0.0.1:${Number(options.port) + 1}`;
    serve(["dev", "-c", "workers/agent/wrangler.toml", "--port", String(Number(options.port) + 1), "--persist-to", `${state}-agent`, "--var", "AGENT_SHARED_SECRET:bench-secret"]);
    // One after the other: two wrangler dev processes starting at once race for ports.
    await waitUntilUp(`${agentUrl}/agent/clear-context`).catch((error) => (stop(), Promise.reject(error)));
    Object.assign(vars, { AGENT_URL: agentUrl, AGENT_SHARED_SECRET: "bench-secret" });
    agentConfig = [];
  }
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  serve(["dev", "-c", "wrangler.toml", ...agentConfig, "--port", options.port, "--persist-to", state, ...varArgs]);
  process.on("SIGINT", () => (stop(), process.exit(130)));
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilUp(`${url}/api/logos`).catch((error) => (stop(), Promise.reject(error)));
  return { url, stop };
}

async function waitUntilUp(url: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not come up`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The nearest-rank percentile. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
