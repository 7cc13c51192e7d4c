import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { createAppContext } from "#app/load-context.ts";

// `remix vite:build` starts a Vite dev server of its own to read the routes; the
// bindings proxy is only for `npm run dev`, and starting it during a build only prints
// wrangler's warnings about the app's own Durable Objects (a proxy cannot run them).
const building = process.argv.includes("vite:build");

/**
 * `import Part from "./part.tsx?markup"`: the component on the server; in the browser's
 * build a component that renders nothing, so the browser never loads the part's code.
 * For app/components/static-island.tsx, which keeps the server's markup in the browser.
 */
function markupOnlyModules(): Plugin {
  const STUB = "\0markup-only";
  return {
    name: "markup-only-modules",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (!source.endsWith("?markup")) return null;
      if (options?.ssr) return this.resolve(source.slice(0, -"?markup".length), importer, { ...options, skipSelf: true });
      return STUB;
    },
    load(id) {
      return id === STUB ? "export default function MarkupOnly() { return null; }" : null;
    },
  };
}

const ROOT_ROUTE = /\/app\/root\.tsx$/;
const LOGO_ROUTE = /\/app\/routes\/logo\.\$id\.tsx$/;
const STOREFRONT_ROUTES = [/\/app\/routes\/_index\.tsx$/, /\/app\/routes\/browse\.tsx$/, LOGO_ROUTE];
/** Route modules are the build's entries: each stays a file of its own. */
const ROUTE_ENTRY = /\/app\/(root|routes\/[^/]+)\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    markupOnlyModules(),
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
    // The browser's code: terser's output is 4 KB (gzip) smaller than esbuild's on the shell
    // alone (docs/decisions/0020). The Worker's bundle keeps esbuild's, which is faster.
    minify: isSsrBuild ? true : "terser",
    terserOptions: { ecma: 2020, compress: { passes: 3 } },
    // BUILD_SOURCEMAP=1 npx remix vite:build: source maps, to see what a first load is made of.
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rollupOptions: {
      output: {
        // Everything the root route imports (the framework included) is on every page's
        // first load: one file, instead of a dozen small ones each compressed on its own
        // and each a request. So are the parts the storefront's pages share (the landing
        // page, browse, a logo's page: where most visits begin), which would otherwise come
        // as half a dozen files of a few hundred bytes each. What is only imported through
        // a dynamic import() stays in its own chunk, loaded when asked for.
        manualChunks(id, { getModuleInfo }) {
          // The browser's first load only: the server's bundle is one Worker.
          if (isSsrBuild) return undefined;
          if (id.startsWith("\0") || ROUTE_ENTRY.test(id)) return undefined;
          // Whether `target` imports this module, directly or through other modules; through
          // one that is also imported with import() only when `throughLazy` (it is loaded then).
          const reaches = (target: RegExp, throughLazy = false) => {
            const seen = new Set<string>();
            const walk = (moduleId: string): boolean => {
              if (target.test(moduleId)) return true;
              const info = getModuleInfo(moduleId);
              if (!info || seen.has(moduleId) || (!throughLazy && info.dynamicImporters.length > 0)) return false;
              seen.add(moduleId);
              return info.importers.some(walk);
            };
            return walk(id);
          };
          if (reaches(ROOT_ROUTE)) return "shell";
          // The logo page's modules that other code also loads later (the store of generated
          // logos, the purchase button) load with the page all the same: they count as its.
          const pages = STOREFRONT_ROUTES.filter((route) => reaches(route, route === LOGO_ROUTE));
          // Shared by the landing page and browse only (a logo's card): theirs, not the logo page's.
          if (pages.length === 2 && !pages.includes(LOGO_ROUTE)) return "logo-lists";
          if (pages.length >= 2) return "shell";
          // The logo page's own: one file with its route module, not half a dozen of a few hundred bytes.
          if (pages.length === 1 && pages[0] === LOGO_ROUTE) return "logo-page";
          return undefined;
        },
      },
    },
  },
}));
