import { createContext, useContext } from "react";

/**
 * The script nonce of the page's Content-Security-Policy, provided by entry.server.tsx
 * for the server render. In the browser there is none: it reads an empty nonce attribute
 * anyway (browsers hide it once the page has loaded), and scripts added later are Remix's
 * own module imports, allowed as 'self'.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * Run before any module: zod (v4) tests for eval with `new Function` when it builds a
 * schema, and the browser reports that as a policy violation even though zod catches
 * it. With `jitless` it does not try. Set as a global, because the route modules that
 * build schemas are evaluated before entry.client.tsx.
 */
export const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
