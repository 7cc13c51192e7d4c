/**
 * The browser tests' server (scripts/serve-test.ts), started by `npm test` while the
 * Workers tests run: its fresh state, catalogue seed and the two Workers take about 20 s
 * that would otherwise wait for them. Playwright then uses it (playwright.config.ts starts
 * its own only when BROWSER_TEST_SERVER is not "started").
 */
import { spawn } from "node:child_process";
import { dirname } from "node:path";

/** How much of the server's last output a failure to start carries (an error's stack and cause). */
const LAST_WORDS = 4_000;

export interface BrowserTestServer {
  /** Resolves once the app answers; rejects when the server exits first or takes too long. */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

export function startBrowserTestServer(port: string, timeoutMs = 120_000): BrowserTestServer {
  // A process group of its own: stopping it stops wrangler and the workerd it runs.
  const child = spawn(process.execPath, ["scripts/serve-test.ts", "--port", port], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` },
  });
  // What it says goes on to this process's stderr as it comes, and its last lines into the
  // error should it fail to start: the end of a long run's output names the cause.
  let said = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    said = (said + chunk.toString()).slice(-LAST_WORDS);
  });
  const lastWords = () => (said.trim() ? `; it said last:\n${said.trimEnd()}` : "");
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));

  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`the browser tests' server (scripts/serve-test.ts) exited with ${child.exitCode}${lastWords()}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the browser tests' server did not answer on port ${port} within ${timeoutMs / 1000} s${lastWords()}`);
  })();
  // Whoever awaits it sees the failure; nobody awaiting it is no unhandled rejection.
  ready.catch(() => {});

  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Gone already.
    }
  };
  const stop = async () => {
    if (exited) return;
    signal("SIGTERM");
    const killed = setTimeout(() => signal("SIGKILL"), 5_000);
    await exit;
    clearTimeout(killed);
    // workerd may outlive wrangler by a moment: the group goes whole.
    signal("SIGKILL");
  };
  return { ready, stop };
}
