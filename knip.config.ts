/**
 * Unused files, exports and dependencies, checked by `npm test` (`npm run check:structure`).
 */
const config = {
  entry: [
    "workers/agent/index.ts",
    "app/routes.ts",
    "app/routes/**/*.{ts,tsx}",
    "app/entry.{client,server}.tsx",
    "tests/**/*.{ts,tsx}",
    // Scripts and benches are entries only when something runs them, so a script nobody
    // runs is reported: knip reads package.json's scripts and playwright.config.ts's server
    // itself; these are the ones other scripts start by path, which it cannot see.
    "scripts/check-lockfile.ts", // scripts/test.ts
    "bench/engine-memory.ts", // bench/engine.ts
    "bench/engine-worker.ts", // bench/engine-worker.toml, which bench/engine.ts serves
  ],
  // An export also used in its own file is part of that module's vocabulary (a schema's parts).
  ignoreExportsUsedInFile: true,
  project: ["app/**/*.{ts,tsx}", "workers/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.ts"],
  // The Remix server build, made by `npm run build` (package.json "imports"); absent in a fresh clone.
  ignoreUnresolved: ["#server-build"],
  // Debian's tesseract-ocr, installed by `npm test` (scripts/test.ts) like chromium; and
  // openssl, which makes bench:lighthouse's local certificate (bench/lib/edge-front.ts).
  ignoreBinaries: ["tesseract", "openssl"],
  ignoreDependencies: [
    // Read as data files by scripts/build-icon-index.ts, never imported.
    "@iconify-json/fluent-emoji-high-contrast",
    "@iconify-json/mdi",
    "@phosphor-icons/core",
    // Pinned so every platform's binary is in the lockfile (docs/decisions/0001).
    "rollup",
    // Tailwind's engine, loaded by @tailwindcss/vite from the stylesheet's @import.
    "tailwindcss",
  ],
};

export default config;
