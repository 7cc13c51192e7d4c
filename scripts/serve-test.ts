/**
 * Serves the built app and the logo agent for browser tests and benchmarks: fresh local state in its own
 * folder (so it never touches `npm start`'s data), migrations, the catalogue seed, then
 * `wrangler dev` on 127.0.0.1.
 *
 *   node scripts/serve-test.ts --port 8799 [--logos 10000]
 */
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { parseArgs } from "node:util";
import { bin, run } from "./lib/run.ts";
import { GOOGLE_TEST_CLIENT, startIdentityProvider } from "#tests/support/identity-provider.ts";

const { values } = parseArgs({
  options: { port: { type: "string", default: "8799" }, logos: { type: "string" } },
});
const persistTo = `.wrangler/test-state-${values.port}`;

/** Whether something already listens on 127.0.0.1:{port}. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

// A server still running on the port keeps its state in this folder: wiping it under that
// server would leave it answering 500 (SQLITE_CANTOPEN) while this one fails to bind.
if (await listening(Number(values.port))) {
  console.error(`Port ${values.port} is already in use (another test server?): stop it first; its state in ${persistTo} is left as it is.`);
  process.exit(1);
}
rmSync(persistTo, { recursive: true, force: true });

await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { quiet: true });
const seedArgs = ["scripts/seed.ts", "--persist-to", persistTo];
if (values.logos) seedArgs.push("--logos", values.logos);
await run(process.execPath, seedArgs, { quiet: true });
// "Continue with Google" against a local identity provider, alive as long as this process.
const google = await startIdentityProvider();
// Both Workers in one process: the app (first config) gets its AGENT binding to the agent.
await run(bin("wrangler"), [
  "dev",
  "-c",
  "wrangler.toml",
  "-c",
  "workers/agent/wrangler.toml",
  "--ip",
  "127.0.0.1",
  "--port",
  values.port,
  "--persist-to",
  persistTo,
  // The local test checkout takes the browser tests' orders (a deploy never sets this).
  "--var",
  "CHECKOUT_TEST_MODE:on",
  // The tests read the mails the site sent at /dev/outbox (a deploy never sets this either).
  "--var",
  "DEV_OUTBOX:on",
  "--var",
  `GOOGLE_ISSUER:${google.issuer}`,
  "--var",
  `GOOGLE_CLIENT_ID:${GOOGLE_TEST_CLIENT.id}`,
  "--var",
  `GOOGLE_CLIENT_SECRET:${GOOGLE_TEST_CLIENT.secret}`,
  // Every browser test posts from 127.0.0.1: the per-IP form limit is the Workers tests' to prove.
  "--var",
  "NEWSLETTER_LIMIT_PER_IP:1000",
  "--var",
  "CONTACT_LIMIT_PER_IP:1000",
  // Likewise the generations per IP address (30 a minute): two browsers generating at once
  // from one address would meet it. The per-visitor limit stays as deployed.
  "--var",
  "GENERATION_LIMIT_PER_IP:1000",
  "--show-interactive-dev-session=false",
  "--log-level",
  "warn",
]);
