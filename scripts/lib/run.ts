import { spawn } from "node:child_process";

/** Runs a command with inherited output; rejects with its exit code on failure. */
export function run(command: string, args: string[], options: { quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
      shell: false,
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
