import { spawn } from "node:child_process";
import { dirname } from "node:path";

/**
 * Children run under this script's Node (the pinned one): tools whose shebang says
 * `env node` would otherwise pick the system Node, which may be too old for wrangler.
 * Built at each call, so variables a script sets before running a child (e.g.
 * PLAYWRIGHT_JSON_OUTPUT_NAME in scripts/test.ts) reach it.
 */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` };
}

/** Runs a command with inherited output; rejects with its exit code on failure. */
export function run(command: string, args: string[], options: { quiet?: boolean; env?: Record<string, string> } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
      shell: false,
      env: childEnv(options.env),
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}

/** The project's own binaries (node_modules/.bin), so they run under the pinned Node. */
export function bin(name: string) {
  return new URL(`../../node_modules/.bin/${name}`, import.meta.url).pathname;
}
