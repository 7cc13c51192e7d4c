/**
 * Both Workers in one Miniflare, for the browser tests and the benchmarks: the app (with
 * its static assets, D1, R2 and Durable Objects) and the logo agent behind its AGENT
 * service binding, each with the bindings its own wrangler config declares, read by
 * wrangler itself. Each is bundled by `wrangler deploy --dry-run`: the code a deploy would
 * upload, not a second bundling of our own.
 *
 * Why not `wrangler dev`: it puts a second workerd in front of the app (its proxy, there
 * for reloads and remote bindings) and relays every log line through its Node process:
 * together 35 s of processor in one browser run on a machine of two cores (the server
 * used 170 s under `wrangler dev`, 151 s here) (docs/decisions/0024-tests-serve-the-bundle-with-miniflare.md).
 * `npm start` keeps `wrangler dev`.
 */
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { readdirSync, rmSync } from "node:fs";
import { extname, resolve } from "node:path";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions, type V4ModuleDefinition, type V4ModuleRuleType, type V4WorkerOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bin, run } from "./run.ts";

interface WorkerConfig {
  /** The worker's name, as the other's service binding names it. */
  name: string;
  /** Its wrangler config. */
  config: string;
}

const APP: WorkerConfig = { name: "logo-marketplace", config: "wrangler.toml" };
const AGENT: WorkerConfig = { name: "logo-agent", config: "workers/agent/wrangler.toml" };

/** How each file `wrangler deploy --dry-run` writes is loaded (the configs' module rules). */
const MODULE_TYPES: Record<string, V4ModuleRuleType> = { ".js": "ESModule", ".ttf": "Data", ".bin": "Data", ".wasm": "CompiledWasm", ".txt": "Text" };

/** The upload wrangler would deploy for one worker, written to `outDir`. */
async function bundle(worker: WorkerConfig, outDir: string) {
  rmSync(outDir, { recursive: true, force: true });
  // An absolute path: wrangler writes a relative one under the config's folder.
  // Errors only: esbuild's notes on the server build's bare imports are not news here.
  await run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outDir, "-c", worker.config], { quiet: true, env: { WRANGLER_LOG: "error" } });
}

/** The bundle's modules, its entry first (a dry run writes one JavaScript entry beside its data and WASM). */
function modulesOf(outDir: string): V4ModuleDefinition[] {
  const modules = readdirSync(outDir).flatMap((file) => {
    const type = MODULE_TYPES[extname(file)];
    return type ? [{ type, path: resolve(outDir, file) }] : [];
  });
  const entries = modules.filter(({ type }) => type === "ESModule");
  if (entries.length !== 1) throw new Error(`expected one JavaScript entry in ${outDir}, found ${entries.length}`);
  return [...entries, ...modules.filter(({ type }) => type !== "ESModule")];
}

function workerOptions(worker: WorkerConfig, outDir: string, vars: Record<string, string>): V4WorkerOptions {
  // The module rules are the dry run's to apply (its files are listed above); the cron
  // trigger is a deploy's (tests call the settling themselves).
  const { modulesRules: _rules, cronTriggers: _crons, ...options } = unstable_getMiniflareWorkerOptions(worker.config).workerOptions as V4WorkerOptions;
  return { ...options, name: worker.name, bindings: { ...options.bindings, ...vars }, rootPath: outDir, modules: modulesOf(outDir) };
}

export interface TestWorkersOptions {
  port: number;
  /** The local state's folder, as `wrangler --persist-to` names it (D1, R2 and Durable Objects under v3/). */
  persistTo: string;
  /** Where the two bundles are written. */
  bundleDir: string;
  /** The app's variables beyond wrangler.toml's (the local checkout, the outbox, the limits). */
  appVars: Record<string, string>;
}

/** Bundles both Workers (side by side) for `startTestWorkers`. */
export async function bundleTestWorkers(bundleDir: string) {
  await Promise.all([bundle(APP, resolve(bundleDir, "app")), bundle(AGENT, resolve(bundleDir, "agent"))]);
}

/** wrangler's record of the migrations it applied (the table `wrangler d1 migrations apply` reads). */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/** Statements per batch, well under what one batch may carry. */
const BATCH = 500;

/** One D1 batch: a transaction, all or nothing. */
type Batch = { sql: string; params?: unknown[] }[];

/**
 * The short-lived Worker that writes the state: it runs the batches it is sent in order, in
 * workerd beside the database, and answers 200 or the failing batch's error. One plain
 * request carries them all: Miniflare's D1 proxy (`getD1Database`) makes a request per
 * prepared statement and per batch through proxy objects, and on a loaded machine one of
 * those sockets was closed under it mid-seed ("fetch failed … other side closed"), failing
 * the browser tests' start (docs/decisions/0024).
 */
const WRITER = `export default {
  async fetch(request, env) {
    const batches = await request.json();
    for (const [index, batch] of batches.entries()) {
      try {
        await env.DB.batch(batch.map(({ sql, params = [] }) => env.DB.prepare(sql).bind(...params)));
      } catch (error) {
        return new Response("batch " + index + " (" + batch[0].sql.slice(0, 80) + " …): " + (error?.message ?? error), { status: 500 });
      }
    }
    return new Response("written");
  },
};`;

/**
 * Migrates and seeds the app's local D1 in `persistTo` before the Workers start, as
 * `wrangler d1 migrations apply` and `wrangler d1 execute` would: each migration file split
 * by wrangler's own splitter (as the Workers tests apply them), in one transaction with its
 * row in `d1_migrations`, so wrangler (`npm run operator`) finds the state it expects. One
 * short-lived Miniflare holding only the database does it: the two wrangler commands took
 * 20 s and 25 s of processor on a machine of two cores, and the server's whole start went
 * from 29 s (42 s of processor) to 15 s (25 s) (docs/decisions/0024).
 */
export async function prepareTestDatabase(persistTo: string, seed: string[]) {
  const { d1Databases, compatibilityDate } = unstable_getMiniflareWorkerOptions(APP.config).workerOptions as V4WorkerOptions;
  const batches: Batch[] = [[{ sql: MIGRATIONS_TABLE }]];
  for (const { name, queries } of await readD1Migrations(resolve("migrations"))) {
    batches.push([...queries.map((sql) => ({ sql })), { sql: "INSERT INTO d1_migrations (name) VALUES (?)", params: [name] }]);
  }
  for (let start = 0; start < seed.length; start += BATCH) batches.push(seed.slice(start, start + BATCH).map((sql) => ({ sql })));

  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      resourcePersistencePath: resolve(persistTo, "v3"),
      // Should workerd crash, Miniflare says so here (its default log says nothing).
      log: new Log(LogLevel.WARN),
      cf: false, // as below
      workers: [{ name: APP.name, modules: true, script: WRITER, compatibilityDate, d1Databases }],
    }),
  );
  try {
    const response = await miniflare.dispatchFetch("http://localhost/", { method: "POST", body: JSON.stringify(batches) });
    const answer = await response.text();
    if (!response.ok) throw new Error(`the test database could not be prepared: ${answer}`);
  } finally {
    await miniflare.dispose();
  }
}

/** How the app reaches the agent: its service binding's name in wrangler.toml. */
const AGENT_BINDING = "AGENT";

/** Options every served Miniflare shares. */
function servedOptions(persistTo: string) {
  return {
    host: "127.0.0.1",
    resourcePersistencePath: resolve(persistTo, "v3"),
    logRequests: false,
    // Miniflare's own warnings (a workerd crash and restart among them) are said, not dropped.
    log: new Log(LogLevel.WARN),
    // Request.cf is Miniflare's placeholder without first asking workers.cloudflare.com
    // (unreachable here: up to 3 s of the start, and a warning).
    cf: false,
    // Warnings and errors only, as `wrangler dev --log-level warn` showed them.
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
      if (level === "warn" || level === "error") process.stderr.write(`${message}\n`);
    },
  };
}

/**
 * Serves the bundles: the app on 127.0.0.1:{port}, the agent in a workerd process of its
 * own that only the app's AGENT service binding reaches (on a port of the loopback it
 * picks). One workerd runs its Workers on one thread: with both in one, a brand kit the
 * agent drew for one test's purchase held every page of the app for seconds, and another
 * test's page waited behind it (on Cloudflare, concurrent requests spread over many machines).
 * Resolves once both answer.
 */
export async function startTestWorkers({ port, persistTo, bundleDir, appVars }: TestWorkersOptions): Promise<{ dispose: () => Promise<void> }> {
  const agent = new Miniflare(convertV4MiniflareOptions({ ...servedOptions(persistTo), port: 0, workers: [workerOptions(AGENT, resolve(bundleDir, "agent"), {})] }));
  const agentAddress = await agent.ready;
  const app = workerOptions(APP, resolve(bundleDir, "app"), appVars);
  const serviceBindings = { ...app.serviceBindings, [AGENT_BINDING]: { external: { address: `127.0.0.1:${agentAddress.port}`, http: {} } } };
  const miniflare = new Miniflare(convertV4MiniflareOptions({ ...servedOptions(persistTo), port, workers: [{ ...app, serviceBindings }] }));
  try {
    await miniflare.ready;
  } catch (error) {
    await agent.dispose();
    throw error;
  }
  return {
    async dispose() {
      await Promise.all([miniflare.dispose(), agent.dispose()]);
    },
  };
}
