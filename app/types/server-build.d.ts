// Types for `#server-build` (package.json "imports"): the Remix server bundle that
// `remix vite:build` writes to build/server/index.js.
import type { ServerBuild } from "@remix-run/cloudflare";

declare const build: ServerBuild;
export = build;
