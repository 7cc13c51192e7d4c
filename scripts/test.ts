/**
 * `npm test`: type checks, the import rules and unused-code check, the build, the Workers
 * tests (vitest in workerd; the agent's lettering is read back with Debian's tesseract) and
 * the browser tests (Playwright in Debian's chromium), then the time of each phase, the ten
 * slowest tests and one summary line.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { startBrowserTestServer } from "./lib/browser-test-server.ts";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./lib/chromium.ts";
import { bin, run } from "./lib/run.ts";

const REPORTS = ".cache/test-reports";
/**
 * The type checker: TypeScript 7 under its own name, called by path, since TypeScript 5.9
 * (the `typescript` package, whose JavaScript API dependency-cruiser and Remix read) has a
 * `tsc` of its own (docs/decisions/0025-type-check-with-typescript-7.md).
 */
const TYPESCRIPT_7 = "node_modules/typescript-native/bin/tsc";

const phases: { title: string; ms: number }[] = [];

async function step(title: string, action: () => Promise<void>) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  try {
    await action();
  } finally {
    phases.push({ title, ms: performance.now() - started });
  }
}

/** Waits for every lane to end, then fails with the first failure (no lane is left running). */
async function bothLanes(lanes: Promise<void>[]) {
  const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === "rejected");
  if (failed) throw failed.reason;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Debian's packages the tests need: the browser, and OCR for the agent's lettering
 * (tests/support/ocr-service.ts). A package with a fallback may stay missing when apt-get
 * cannot install it and the fallback is there (the browser tests then run in the full
 * chromium, scripts/lib/chromium.ts).
 */
const SYSTEM_PACKAGES: { binary: string; pkg: string; why: string; fallback?: string }[] = [
  { binary: HEADLESS_SHELL_PATH, pkg: "chromium-headless-shell", why: "the browser tests", fallback: CHROMIUM_PATH },
  { binary: "/usr/bin/tesseract", pkg: "tesseract-ocr", why: "the lettering tests" },
  { binary: "/usr/bin/pdftotext", pkg: "poppler-utils", why: "the brand kit's PDF tests" },
];

async function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(({ binary }) => !existsSync(binary));
  if (missing.length === 0) return;
  for (const { binary, pkg, why } of missing) console.log(`${why} need Debian's ${pkg} and ${binary} is missing: installing it with apt-get.`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const apt = (args: string[]) => run(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...args]);
  try {
    await apt(["update", "-qq"]);
    await apt(["install", "-y", "-qq", ...missing.map(({ pkg }) => pkg)]);
  } catch (error) {
    const unmet = missing.filter(({ binary, fallback }) => !existsSync(binary) && !(fallback && existsSync(fallback)));
    if (unmet.length > 0) throw error;
    for (const { pkg, fallback } of missing) console.log(`apt-get could not install ${pkg}: using ${fallback} instead.`);
  }
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Timed {
  name: string;
  ms: number;
}

/** Every test's duration, from the two runners' JSON reports. */
function testDurations(): Timed[] {
  const timed: Timed[] = [];
  const vitest = `${REPORTS}/vitest.json`;
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, "utf8")) as { testResults: { name: string; assertionResults: { fullName: string; duration?: number }[] }[] };
    for (const file of report.testResults) {
      for (const test of file.assertionResults) timed.push({ name: `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
  const playwright = `${REPORTS}/playwright.json`;
  if (existsSync(playwright)) {
    type Suite = { file?: string; suites?: Suite[]; specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[] };
    const walk = (suite: Suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
          timed.push({ name: `[${test.projectName}] tests/browser/${spec.file} › ${spec.title}`, ms });
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of (JSON.parse(readFileSync(playwright, "utf8")) as { suites: Suite[] }).suites) walk(suite);
  }
  return timed;
}

function vitestCounts(): Counts | null {
  const file = `${REPORTS}/vitest.json`;
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(): Counts | null {
  const file = `${REPORTS}/playwright.json`;
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  // A test that failed and then passed on retry is "flaky": it passed, and is reported.
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

console.log(`Node ${process.version} (pinned by the "node" devDependency)`);
const startedAt = performance.now();
mkdirSync(REPORTS, { recursive: true });
// Reports of an earlier run must not be read as this one's.
for (const report of ["vitest.json", "playwright.json"]) rmSync(`${REPORTS}/${report}`, { force: true });

await step("Lockfile installs on every platform (scripts/check-lockfile.ts)", () =>
  run(process.execPath, ["scripts/check-lockfile.ts"]),
);
await step("Chromium, Tesseract OCR and poppler for the tests (apt-get when missing)", ensureSystemPackages);
/** The failed checks, each with what it said (repeated at the end, where a long run's reader looks). */
const failures: { title: string; said?: string }[] = [];
/** A step whose failure fails the run at its end and leaves the other lane running; whether it passed. */
async function check(title: string, action: () => Promise<void>, failure = title): Promise<boolean> {
  try {
    await step(title, action);
    return true;
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    console.error(said);
    failures.push({ title: failure, said });
    return false;
  }
}

// Two lanes, one per core, side by side to the end: the browser tests are the longer lane,
// so it starts at once with the build they need; the static checks (about 25 s) run beside
// the build and the browser tests' start, then the Workers tests, which need no build. Each
// test lane keeps both cores busy for most of its run, but not all of it: Vitest starts a
// Workers runtime per project and ends on a tail of short files, and the purchase journeys,
// which must run last, end on one or two long tests; side by side, each lane fills the
// other's gaps. Every lane's state is its own (Vitest's runtimes and stand-ins on their own
// ports; the browser tests' server on its own port and folder), so neither sees the other's
// records. A failed check fails the run, once both lanes are done.
const TEST_PORT = process.env.TEST_PORT ?? "8799";
// Playwright's alone: knip reads playwright.config.ts too, and must see its own server there.
const PLAYWRIGHT_ENV = { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`, BROWSER_TEST_SERVER: "started" };
await bothLanes([
  (async () => {
    // Without a build there is nothing to serve: the browser tests' missing report says so.
    if (!(await check("Build (remix vite:build)", () => run(bin("remix"), ["vite:build", "--logLevel", "warn"])))) return;
    const server = startBrowserTestServer(TEST_PORT);
    process.on("exit", () => void server.stop());
    try {
      if (!(await check("Browser tests' server up", () => server.ready))) return;
      await check("Browser tests (Playwright + chromium), beside the Workers tests", () => run(bin("playwright"), ["test", "--reporter=list,json"], { env: PLAYWRIGHT_ENV }), "Browser tests");
    } finally {
      await server.stop();
    }
  })(),
  (async () => {
    // TypeScript 7, the native compiler: about 7 s where TypeScript 5's took 26-42 s
    // (docs/decisions/0025-type-check-with-typescript-7.md).
    await check("Type check (TypeScript 7)", () => run(process.execPath, [TYPESCRIPT_7, "--noEmit", "-p", "."]));
    await check("Binding types are current (wrangler types --check)", () =>
      run(bin("wrangler"), ["types", "app/types/worker-configuration.d.ts", "--include-runtime=false", "--strict-vars=false", "--check"]),
    );
    // The rooms and their walls (docs/architecture.md): workers/ holds the agent and the
    // contract and never imports the app, the server modules never import the HTTP layer,
    // the app never imports the agent, one import style, no cycles; and no unused file,
    // export or dependency.
    await check("Import rules (dependency-cruiser, .dependency-cruiser.cjs)", () =>
      run(bin("depcruise"), ["app", "workers", "tests", "--config", ".dependency-cruiser.cjs", "--output-type", "err"]),
    );
    await check("Unused files, exports and dependencies (knip)", () => run(bin("knip"), ["--no-progress"]));
    await check(
      "Workers tests (vitest + @cloudflare/vitest-plugin)",
      () => run(bin("vitest"), ["run", "--silent=passed-only", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`]),
      "Workers tests",
    );
  })(),
]);

const suites: [string, Counts | null][] = [
  ["Workers tests", vitestCounts()],
  ["Browser tests", playwrightCounts()],
];
console.log("\nTime of each phase");
for (const phase of phases) console.log(`${seconds(phase.ms).padStart(8)}  ${phase.title}`);
console.log(`${seconds(performance.now() - startedAt).padStart(8)}  in all`);
console.log("\nThe ten slowest tests");
for (const test of testDurations().sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${seconds(test.ms).padStart(8)}  ${test.name}`);

console.log("\nSummary");
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of suites) {
  if (!counts) {
    console.log(`${name}: no report (the runner did not finish)`);
    failures.push({ title: `${name} report` });
    continue;
  }
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (failures.length > 0 || total.failed > 0) {
  for (const { title, said } of failures) if (said) console.error(`\n${title} failed: ${said}`);
  console.error(`Failed: ${failures.map(({ title }) => title).join(", ") || "tests"}`);
  process.exit(1);
}
