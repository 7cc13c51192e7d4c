/**
 * The import rules of the code base, checked by `npm test` (`npm run check:structure`).
 * docs/architecture.md draws the rooms these rules keep apart.
 */
module.exports = {
  forbidden: [
    {
      name: "agent-imports-only-itself-and-the-contract",
      comment: "The agent Worker knows nothing of the app: it imports workers/agent, workers/protocol and packages.",
      severity: "error",
      from: { path: "^workers/agent/" },
      to: { path: "^(app|workers)/", pathNot: "^workers/(agent|protocol)/" },
    },
    {
      name: "contract-imports-nothing-of-theirs",
      comment: "workers/protocol is what the app and the agent share: it imports only itself (and packages: zod, the one renderer resvg).",
      severity: "error",
      from: { path: "^workers/protocol/" },
      to: { path: "^(app|workers)/", pathNot: "^workers/protocol/" },
    },
    {
      name: "app-never-imports-the-agent",
      comment: "The app reaches the agent over the protocol (service binding or AGENT_URL), never by import.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^workers/agent/" },
    },
    {
      name: "workers-holds-the-agent-and-the-contract-only",
      comment: "workers/ is the agent Worker and the contract; the app Worker's code lives in app/ and nothing in workers/ reads it.",
      severity: "error",
      from: { path: "^workers/" },
      to: { path: "^app/" },
    },
    {
      name: "server-modules-never-import-the-http-layer",
      comment: "app/server/http (the Hono entry, edge policy, relay and API handlers) sits on top: the server modules, routes and components below it never import it.",
      severity: "error",
      // The generated binding types name the entry's Durable Object classes.
      from: { path: "^app/", pathNot: "^app/server/http/|^app/types/worker-configuration\\.d\\.ts$" },
      to: { path: "^app/server/http/" },
    },
    {
      name: "browser-code-never-imports-the-server-layer",
      comment: "Components and browser libraries stay free of server modules; loaders and actions call them.",
      severity: "error",
      from: { path: "^app/(components|lib|forms|catalogue|content|blog)/" },
      to: { path: "^app/server/" },
    },
    {
      name: "one-import-style",
      comment: "A relative import reaches only the importer's own folder; anything further goes through a package.json alias (#app/, #protocol/, #agent/, #tests/).",
      severity: "error",
      from: { path: "^((?:app|workers|tests)/[^.]+)/[^/]+$", pathNot: "^app/types/worker-configuration\\.d\\.ts$" },
      to: { path: "^(app|workers|tests)/", dependencyTypesNot: ["aliased"], pathNot: "^$1/[^/]+$" },
    },
    {
      name: "no-cycles",
      comment: "No import cycles, type-only ones included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-unresolvable-imports",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "^(cloudflare:|#server-build$|virtual:)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.wrangler|\\.cache)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], mainFields: ["module", "main", "types"] },

    moduleSystems: ["es6", "cjs"],
  },
};
