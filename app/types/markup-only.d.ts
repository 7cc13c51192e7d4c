// `import Part from "./part.tsx?markup"` (vite.config.ts, markupOnlyModules): the part's
// default export on the server, a component that renders nothing in the browser's build.
// Its props are the part's own, which this declaration cannot name: the island that
// renders it (static-island.tsx, deferred-island.tsx) types them against the real module.
declare module "*?markup" {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Part: import("react").ComponentType<any>;
  export default Part;
}
