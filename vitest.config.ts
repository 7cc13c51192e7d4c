import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Workers tests run inside workerd, one Vitest project per Worker, each with its own
 * bindings from its own wrangler config:
 *
 * - app: the app Worker (./wrangler.toml: local D1, R2). The D1 migrations are handed to
 *   the tests and applied in tests/workers/setup.ts, the same files wrangler applies.
 * - agent: the logo agent Worker (workers/agent/wrangler.toml: its Durable Object, the
 *   bundled fonts as Data modules, the engine's WASM).
 */
export default defineConfig(async () => ({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              },
              // The app's AGENT service binding points at the logo agent, which is the other
              // project's Worker: here it is a stand-in that says so (a test that needs an
              // agent replaces it, or talks to the agent project).
              serviceBindings: {
                AGENT: () => Response.json({ error: "the logo agent is not part of the app's Workers tests" }, { status: 503 }),
              },
            },
          }),
        ],
        resolve: {
          alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
        },
        test: {
          name: "app",
          include: ["tests/workers/**/*.test.ts"],
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
        plugins: [cloudflareTest({ wrangler: { configPath: "./workers/agent/wrangler.toml" } })],
        test: {
          name: "agent",
          include: ["tests/agent/**/*.test.ts"],
          // Rendering 2048 x 2048 files takes a second or two on a shared machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
}));
