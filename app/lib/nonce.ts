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
