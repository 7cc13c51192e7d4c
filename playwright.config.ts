import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "./scripts/lib/chromium.ts";

/**
 * Browser tests: Debian's chromium against both Workers as a deploy bundles them, served
 * by Miniflare on 127.0.0.1 (scripts/lib/test-workers.ts) (the app must be built first: `npm test` does it). Each run gets fresh
 * local D1/R2 state, migrated and seeded by scripts/serve-test.ts.
 */
const PORT = Number(process.env.TEST_PORT ?? 8799);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const chromium = { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS };
const PURCHASES = /purchase\.spec\.ts$/;
/** Phone-size runs only where the viewport matters: tests tagged PHONE (tests/browser/helpers.ts). */
const PHONE_ONLY = /@phone/;

export default defineConfig({
  testDir: "tests/browser",
  // The console's operators, made before any test runs (tests/browser/console-helpers.ts).
  globalSetup: "./tests/browser/global-setup.ts",
  fullyParallel: true,
  // Two cores on this machine kind: one browser per core, the server shares them.
  workers: 2,
  // No retries: a test that fails once is a defect to fix at its cause.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    // A failing test keeps a screenshot. Traces cost a quarter of the browser tests' CPU on
    // every passing test too: ask for one when needed (`npx playwright test --trace on`).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  // Purchases sell catalogue logos for good (a sold logo leaves browse), so they run after
  // every other test has seen the whole catalogue, on the same server.
  projects: [
    {
      name: "desktop",
      testIgnore: PURCHASES,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "mobile",
      testIgnore: PURCHASES,
      grep: PHONE_ONLY,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
    {
      name: "desktop-purchases",
      testMatch: PURCHASES,
      dependencies: ["desktop", "mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "mobile-purchases",
      testMatch: PURCHASES,
      grep: PHONE_ONLY,
      dependencies: ["desktop", "mobile"],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  // `npm test` starts this server itself while the Workers tests run (scripts/lib/browser-test-server.ts).
  webServer: process.env.BROWSER_TEST_SERVER === "started" ? undefined : {
    command: `node scripts/serve-test.ts --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
