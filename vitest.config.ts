import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Workers tests run inside workerd with the app Worker's real bindings (local D1, R2)
 * from wrangler.toml. The D1 migrations are handed to the tests and applied in
 * tests/workers/setup.ts, the same files wrangler applies.
 */
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
        },
      },
    }),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
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
}));
