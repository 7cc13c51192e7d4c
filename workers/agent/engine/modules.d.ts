// Module types for what wrangler bundles beside the agent's code (see wrangler.toml rules).
declare module "*.ttf" {
  const bytes: ArrayBuffer;
  export default bytes;
}
declare module "*.generated.txt" {
  const text: string;
  export default text;
}
