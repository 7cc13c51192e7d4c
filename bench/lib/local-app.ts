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

export async function startLocalApp(options: { port: string; name: string; vars?: Record<string, string> }): Promise<LocalApp> {
  if (!existsSync("build/server/index.js")) await run(bin("remix"), ["vite:build", "--logLevel", "warn"]);
  const state = `.wrangler/bench-${options.name}-${options.port}`;
  rmSync(state, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { quiet: true });
  await run(process.execPath, ["scripts/seed.ts", "--persist-to", state], { quiet: true });
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const child: ChildProcess = spawn(
    bin("wrangler"),
    ["dev", "-c", "wrangler.toml", "-c", "workers/agent/wrangler.toml", "--ip", "127.0.0.1", "--port", options.port, "--persist-to", state,
      ...vars, "--show-interactive-dev-session=false", "--log-level", "error"],
    { detached: true, stdio: "ignore" },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
  };
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
