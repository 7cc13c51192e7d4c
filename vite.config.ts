import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { createAppContext } from "#app/load-context.ts";

// `remix vite:build` starts a Vite dev server of its own to read the routes; the
// bindings proxy is only for `npm run dev`, and starting it during a build only prints
// wrangler's warnings about the app's own Durable Objects (a proxy cannot run them).
const building = process.argv.includes("vite:build");

export default defineConfig({
  plugins: [
    // `npm run dev` only: serves the app through Vite with wrangler's local bindings
    // (Durable Objects excepted: /agent/* needs `npm start`).
    !building &&
      cloudflareDevProxyVitePlugin({
        getLoadContext: ({ context }) =>
          createAppContext(context.cloudflare.env as Env, context.cloudflare.ctx),
      }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tailwindcss(),
  ],
  resolve: {
    mainFields: ["browser", "module", "main"],
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
    },
  },
  build: {
    minify: true,
  },
});
