import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { startCloudflareStandIn } from "#tests/support/cloudflare-stand-in.ts";
import { startStripeStandIn } from "#tests/support/stripe-stand-in.ts";
import { GOOGLE_TEST_CLIENT, startIdentityProvider } from "#tests/support/identity-provider.ts";
import { startOcrService } from "#tests/support/ocr-service.ts";
import { startPdfService } from "#tests/support/pdf-reader.ts";

/**
 * The stand-in agent (tests/workers/stand-in-agent.ts) runs as its own Worker named
 * `logo-agent`, the service the app's AGENT binding names. Auxiliary workers are not
 * transformed by Vite, so it is bundled to one ES module here.
 */
async function standInAgentScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./tests/workers/stand-in-agent.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/**
 * workerd reports the rejection of a pending read() on a stream from another Worker as
 * "unhandled" even when the caller catches it (cloudflare/workerd#501). The tests cause
 * exactly these on purpose: the stand-in agent drops its connection, and the room aborts
 * the read of a stalled agent, and an upload's damaged PNG fails the inflate its check reads
 * (app/server/uploads/png-upload.server.ts). Anything else still fails the run.
 */
const DELIBERATE_STREAM_ERRORS = ["stand-in agent: connection dropped", "The operation was aborted", "Stream was cancelled.", "Decompression failed."];

/**
 * Workers tests run inside workerd, one Vitest project per Worker, each with its own
 * bindings from its own wrangler config:
 *
 * - app: the app Worker's real bindings (local D1, R2, Durable Objects) from wrangler.toml,
 *   with the stand-in agent as `logo-agent`. The D1 migrations are handed to the tests and
 *   applied in tests/workers/setup.ts, the same files wrangler applies.
 * - agent: the logo agent Worker (workers/agent/wrangler.toml: its Durable Object, the
 *   bundled fonts as Data modules, the engine's WASM), tests in tests/agent/, with
 *   `OCR_URL`: tesseract on loopback (tests/support/ocr-service.ts) for the lettering tests, and
 *   `PDF_URL`: poppler on loopback (tests/support/pdf-reader.ts) for the brand kit's PDFs.
 */
export default defineConfig(async () => {
  // Stripe's API (and a mail provider's) on loopback for the app's Workers tests: the real
  // `stripe` package talks to it over HTTP. It lives as long as this Vitest process.
  const stripe = await startStripeStandIn();
  // Google's OpenID Connect on loopback, for "Continue with Google".
  const google = await startIdentityProvider();
  // Debian's tesseract on loopback, for the agent's lettering tests (workerd cannot run it).
  const ocr = await startOcrService();
  // Debian's poppler on loopback, for the brand kit's PDFs (opened as a buyer's viewer would).
  const pdf = await startPdfService();
  // Cloudflare's purge API for the edge cache's purges everywhere (tests name its zone themselves).
  const cloudflare = await startCloudflareStandIn();
  return {
  test: {
    // Both cores. Vitest's default leaves one core free (one worker on this 2-core machine:
    // 99 s for the Workers tests instead of 66); each worker has a Workers runtime, a
    // database and a bucket of its own, so two files never share state.
    maxWorkers: 2,
    onUnhandledError: (error: { message?: string }) => !DELIBERATE_STREAM_ERRORS.includes(error.message ?? ""),
    projects: [
      {
        // JSX compiled for React's production runtime, which has no `jsxDEV` (NODE_ENV below).
        esbuild: { jsxDev: false },
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
                // React's and Remix's production builds, as the deployed Worker runs them (wrangler
                // bundles with NODE_ENV=production): the development builds check every element
                // as it renders (the route fuzz took a fifth longer, the whole lane 8 % more processor).
                NODE_ENV: "production",
                // Short enough for a test to watch a stalled generation end, and keep-alives go by.
                GENERATION_STALL_SECONDS: "2",
                GENERATION_KEEPALIVE_SECONDS: "1",
                // Stripe Checkout against the local stand-in; the test checkout is on as well.
                STRIPE_SECRET_KEY: "sk_test_local_stand_in",
                STRIPE_WEBHOOK_SECRET: "whsec_local_stand_in",
                STRIPE_API_URL: stripe.url,
                CHECKOUT_TEST_MODE: "on",
                GOOGLE_ISSUER: google.issuer,
                GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
                GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
                CLOUDFLARE_API_URL: cloudflare.url,
              },
              workers: [
                {
                  name: "logo-agent",
                  modules: true,
                  script: await standInAgentScript(),
                  compatibilityDate: "2025-09-01",
                },
              ],
            },
          }),
        ],
        test: {
          name: "app",
          include: ["tests/workers/**/*.test.ts"],
          // `npm test` runs these beside the browser tests on the same two cores, where a test
          // that takes 2-3 s alone (a console form tried with every bad input) can take twice
          // that: Vitest's 5-second default would fail it for the machine's load, not its code.
          testTimeout: 20_000,
          // One Workers runtime per Vitest worker, not per file: starting workerd with the
          // app's module graph costs seconds a file. Each file still starts from an empty,
          // migrated database and bucket (tests/workers/setup.ts).
          isolate: false,
          setupFiles: ["./tests/workers/setup.ts"],
          // Remix's CommonJS packages require each other in a cycle that the module runner
          // cannot follow one file at a time; pre-bundling them resolves the cycle.
          deps: {
            optimizer: {
              ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "cookie"] },
            },
          },
        },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./workers/agent/wrangler.toml" }, miniflare: { bindings: { OCR_URL: ocr.url, PDF_URL: pdf.url } } })],
        test: {
          name: "agent",
          include: ["tests/agent/**/*.test.ts"],
          // The engine's fonts and WASM load once per Vitest worker, not once per file.
          isolate: false,
          // Rendering 2048 x 2048 files takes a second or two on a shared machine (and `npm
          // test` shares it with the browser tests).
          testTimeout: 30_000,
        },
      },
    ],
  },
};
});
