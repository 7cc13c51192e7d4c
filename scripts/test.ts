/**
 * `npm test`: type checks, the import rules and unused-code check, the build, the Workers
 * tests (vitest in workerd; the agent's lettering is read back with Debian's tesseract) and
 * the browser tests (Playwright in Debian's chromium), then one summary line.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { CHROMIUM_PATH } from "./lib/chromium.ts";
import { bin, run } from "./lib/run.ts";

const CHROMIUM = CHROMIUM_PATH;
const REPORTS = ".cache/test-reports";

async function step(title: string, action: () => Promise<void>) {
  console.log(`\n▶ ${title}`);
  await action();
}

async function aptInstall(pkg: string) {
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const apt = (args: string[]) => run(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...args]);
  await apt(["update", "-qq"]);
  await apt(["install", "-y", "-qq", pkg]);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`Browser tests need Debian's chromium and ${CHROMIUM} is missing: installing it with apt-get.`);
  await aptInstall("chromium");
}

const TESSERACT = "/usr/bin/tesseract";

/** The agent's lettering tests read logos back with Debian's tesseract (tests/support/ocr-service.ts). */
async function ensureTesseract() {
  if (existsSync(TESSERACT)) return;
  console.log(`The lettering tests need Debian's tesseract-ocr and ${TESSERACT} is missing: installing it with apt-get.`);
  await aptInstall("tesseract-ocr");
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
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
mkdirSync(REPORTS, { recursive: true });

await step("Lockfile installs on every platform (scripts/check-lockfile.ts)", () =>
  run(process.execPath, ["scripts/check-lockfile.ts"]),
);
await step("Chromium for the browser tests", ensureChromium);
await step("Tesseract OCR for the lettering tests", ensureTesseract);
await step("Binding types are current (wrangler types --check)", () =>
  run(bin("wrangler"), ["types", "workers/worker-configuration.d.ts", "--include-runtime=false", "--strict-vars=false", "--check"]),
);
await step("Type check (tsc)", () => run(bin("tsc"), ["--noEmit", "-p", "."]));
// The rooms and their walls (docs/architecture.md): the agent imports only itself and the
// contract, the contract nothing of theirs, the app never the agent, no cycles; and no
// unused file, export or dependency.
await step("Import rules (dependency-cruiser, .dependency-cruiser.cjs)", () =>
  run(bin("depcruise"), ["app", "workers", "--config", ".dependency-cruiser.cjs", "--output-type", "err"]),
);
await step("Unused files, exports and dependencies (knip)", () => run(bin("knip"), ["--no-progress"]));
await step("Build (remix vite:build)", () => run(bin("remix"), ["vite:build", "--logLevel", "warn"]));

const failures: string[] = [];
await step("Workers tests (vitest + @cloudflare/vitest-plugin)", () =>
  run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`]).catch(
    () => void failures.push("Workers tests"),
  ),
);
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = `${REPORTS}/playwright.json`;
await step("Browser tests (Playwright + chromium)", () =>
  run(bin("playwright"), ["test", "--reporter=list,json"]).catch(() => void failures.push("Browser tests")),
);

const suites: [string, Counts | null][] = [
  ["Workers tests", vitestCounts()],
  ["Browser tests", playwrightCounts()],
];
console.log("\nSummary");
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of suites) {
  if (!counts) {
    console.log(`${name}: no report (the runner did not finish)`);
    failures.push(`${name} report`);
    continue;
  }
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (failures.length > 0 || total.failed > 0) {
  console.error(`Failed: ${failures.join(", ") || "tests"}`);
  process.exit(1);
}
