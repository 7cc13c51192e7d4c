/**
 * Serves the built app and the logo agent for browser tests and benchmarks: fresh local
 * state in its own folder (so it never touches `npm start`'s data), migrated and seeded,
 * then both Workers as a deploy would upload them, in Miniflare on 127.0.0.1
 * (scripts/lib/test-workers.ts).
 *
 *   node scripts/serve-test.ts --port 8799 [--logos 10000]
 */
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { parseArgs } from "node:util";
import { catalogueInsertStatements } from "#app/catalogue/seed-sql.ts";
import { catalogueToSeed } from "./lib/seed-catalogue.ts";
import { bundleTestWorkers, prepareTestDatabase, startTestWorkers } from "./lib/test-workers.ts";
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

// The two bundles are written while the state is prepared (the first needs the build only).
const bundleDir = `.cache/test-bundle-${values.port}`;
const bundled = bundleTestWorkers(bundleDir);
await prepareTestDatabase(persistTo, catalogueInsertStatements(catalogueToSeed(values.logos)));
await bundled;
// "Continue with Google" against a local identity provider, alive as long as this process.
const google = await startIdentityProvider();
const workers = await startTestWorkers({
  port: Number(values.port),
  persistTo,
  bundleDir,
  appVars: {
    // The local test checkout takes the browser tests' orders (a deploy never sets this).
    CHECKOUT_TEST_MODE: "on",
    // The tests read the mails the site sent at /dev/outbox (a deploy never sets this either).
    DEV_OUTBOX: "on",
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
    // Every browser test posts from 127.0.0.1: the per-IP form limit is the Workers tests' to prove.
    NEWSLETTER_LIMIT_PER_IP: "1000",
    CONTACT_LIMIT_PER_IP: "1000",
    // Likewise the generations per IP address (30 a minute): two browsers generating at once
    // from one address would meet it. The per-visitor limit stays as deployed.
    GENERATION_LIMIT_PER_IP: "1000",
  },
});
// Served until stopped (Ctrl-C, or the process group's SIGTERM from scripts/lib/browser-test-server.ts).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void workers.dispose().finally(() => process.exit(0)));
}
