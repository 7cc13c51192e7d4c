// The `cloudflare:workers` module, typed from @cloudflare/workers-types' module-style
// entry (the app compiles against the DOM library, so the runtime's ambient declarations
// are not loaded; see runtime-types.d.ts). Only what the app uses is declared.
declare module "cloudflare:workers" {
  import type { CloudflareWorkersModule } from "@cloudflare/workers-types/index.ts";

  export const DurableObject: typeof CloudflareWorkersModule.DurableObject;
  export type DurableObject<Env = Cloudflare.Env> = CloudflareWorkersModule.DurableObject<Env>;
}
