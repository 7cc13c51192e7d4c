/**
 * First-load JavaScript of the landing page, /browse and a logo's page, gzip, beside the same figure for
 * an empty Remix page built by the same toolchain (Vite, the Remix plugin with the same
 * future flags, React 18): the ratio says what the product adds to the framework's floor.
 *
 *   npm run bench:js            (node bench/first-load-js.ts)
 *
 * "First load" is what the browser downloads before the page is interactive: the client
 * entry and the modules of every route the URL renders (Remix's manifest lists each
 * route's module and its imports; the server emits exactly these as <link
 * rel="modulepreload">). With lazy route discovery (v3_lazyRouteDiscovery, on in both
 * builds) the page carries the manifest of its own routes inline and the browser never
 * downloads the manifest file, so it is not counted; without it, it would be. Modules a
 * page imports later (a dialog's, on its first opening) are not first-load.
 *
 * The page's own inline scripts are first-load too (issue 36): the route manifest, the
 * hydration data its loaders send, React's streaming helpers. They are read from the pages
 * as served (the browser tests' server, started here on its own port) and counted with the
 * modules, gzip-compressed together as the HTML carries them.
 *
 * What a first visit downloads in all is more: code for what is on the first screen but
 * comes to life after hydration (the logo page's tools, its details and mockups: islands
 * that load when within reach of the viewport) arrives before the page's network goes
 * quiet, with no action of the visitor's. The last columns count every module Chromium
 * fetched by then, on a laptop's screen and on a phone's.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "../scripts/lib/chromium.ts";
import { startBrowserTestServer } from "../scripts/lib/browser-test-server.ts";
import { bin, run } from "../scripts/lib/run.ts";

const ROOT = join(import.meta.dirname, "..");
const EMPTY_APP = join(ROOT, ".cache", "bench", "empty-remix");

interface RemixManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
}

function readManifest(clientDir: string): { manifest: RemixManifest; file: string } {
  const file = readdirSync(join(clientDir, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest in ${clientDir}/assets: build first`);
  const source = readFileSync(join(clientDir, "assets", file), "utf8");
  return { manifest: JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")), file: `/assets/${file}` };
}

/** The files a first visit to `routeIds` (root first) downloads, and their gzip size. */
function firstLoad(clientDir: string, routeIds: string[], lazyRouteDiscovery: boolean) {
  const { manifest, file } = readManifest(clientDir);
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  if (!lazyRouteDiscovery) files.add(file);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  let raw = 0;
  let gzip = 0;
  for (const path of files) {
    const bytes = readFileSync(join(clientDir, path));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

/** An empty Remix app: a root layout and one route that renders a heading. */
function writeEmptyApp() {
  rmSync(EMPTY_APP, { recursive: true, force: true });
  mkdirSync(join(EMPTY_APP, "app", "routes"), { recursive: true });
  writeFileSync(join(EMPTY_APP, "package.json"), JSON.stringify({
      name: "empty-remix",
      private: true,
      type: "module",
      sideEffects: false,
      // Remix picks its default server entry from these (resolved from the project's node_modules).
      dependencies: { "@remix-run/cloudflare": "*", "@remix-run/react": "*", react: "*", "react-dom": "*" },
    }),);
  writeFileSync(
    join(EMPTY_APP, "vite.config.ts"),
    `import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
export default defineConfig({
  plugins: [remix({ future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true } })],
  // Minified as the app's browser code is (vite.config.ts), so the ratio compares like with like.
  build: { minify: "terser", terserOptions: { ecma: 2020, compress: { passes: 3 } } },
});
`,
  );
  writeFileSync(
    join(EMPTY_APP, "app", "root.tsx"),
    `import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
export default function App() {
  return (<html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head><body><Outlet /><Scripts /></body></html>);
}
`,
  );
  writeFileSync(join(EMPTY_APP, "app", "routes", "_index.tsx"), `export default function Index() { return <h1>Hello</h1>; }\n`);
}

console.log("Building the app and an empty Remix app with the same toolchain...");
await run(bin("remix"), ["vite:build", "--logLevel", "error"], { quiet: true });
writeEmptyApp();
process.chdir(EMPTY_APP);
await run(bin("remix"), ["vite:build", "--logLevel", "error"], { quiet: true });
process.chdir(ROOT);

/**
 * Whether a build discovers routes lazily (Remix then never loads its manifest file), as
 * its server bundle's `future` flags say (read, not imported: the app's bundle is workerd's;
 * a bundle with dynamic imports is split into build/server/assets/).
 */
function lazyRouteDiscoveryOf(serverDir: string): boolean {
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
  return files.some((name) => /v3_lazyRouteDiscovery\s*:\s*(!0|true)/.test(readFileSync(join(serverDir, name), "utf8")));
}

const baseline = firstLoad(join(EMPTY_APP, "build", "client"), ["root", "routes/_index"], lazyRouteDiscoveryOf(join(EMPTY_APP, "build", "server")));
const appLazy = lazyRouteDiscoveryOf(join(ROOT, "build", "server"));
const pages = [
  ["/ (landing)", ["root", "routes/_index"]],
  ["/browse", ["root", "routes/browse"]],
  ["/logo/1", ["root", "routes/logo.$id"]],
] as const;

/** The gzip size of a served page's inline scripts (its markup's own <script> elements without src). */
async function inlineScripts(origin: string, path: string): Promise<number> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return gzipSync(scripts.join(""), { level: 9 }).length;
}

/** The gzip size of every module a fresh visit to `path` fetched by the time its network is quiet. */
async function modulesUntilQuiet(browser: Awaited<ReturnType<typeof chromium.launch>>, origin: string, path: string, phone: boolean): Promise<number> {
  const context = await browser.newContext(phone ? devices["Pixel 7"] : { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  await context.close();
  return [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(ROOT, "build", "client", file)), { level: 9 }).length, 0);
}

const PORT = process.env.BENCH_PORT ?? "8793";
const server = startBrowserTestServer(PORT);
const inline = new Map<string, number>();
const untilQuiet = new Map<string, [laptop: number, phone: number]>();
try {
  await server.ready;
  const origin = `http://127.0.0.1:${PORT}`;
  for (const [label] of pages) inline.set(label, await inlineScripts(origin, label.split(" ")[0]!));
  const browser = await chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [label] of pages) {
      const path = label.split(" ")[0]!;
      untilQuiet.set(label, [await modulesUntilQuiet(browser, origin, path, false), await modulesUntilQuiet(browser, origin, path, true)]);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log("\n| page | files | JS raw KB | modules gzip KB | inline scripts gzip KB | first load gzip KB | modules vs empty Remix page | by a quiet network, laptop / phone KB |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
console.log(`| empty Remix page (baseline) | ${baseline.files} | ${kb(baseline.raw)} | ${kb(baseline.gzip)} | | | 1.00 | |`);
for (const [label, routes] of pages) {
  const page = firstLoad(join(ROOT, "build", "client"), [...routes], appLazy);
  const inlineGzip = inline.get(label)!;
  const [laptop, phone] = untilQuiet.get(label)!.map((modules) => kb(modules + inlineGzip));
  console.log(`| ${label} | ${page.files} | ${kb(page.raw)} | ${kb(page.gzip)} | ${kb(inlineGzip)} | ${kb(page.gzip + inlineGzip)} | ${(page.gzip / baseline.gzip).toFixed(2)} | ${laptop} / ${phone} |`);
}
