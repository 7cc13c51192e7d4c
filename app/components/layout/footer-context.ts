import { createContext } from "react";
import type { SocialProfile } from "#app/lib/site-config.ts";

export interface FooterData {
  social: SocialProfile[];
  /** This year, by the server's clock, for the copyright line. */
  year: number;
}

/**
 * What the footer shows from the deployment's settings, given by the server's render
 * (entry.server.tsx) instead of the root loader: the footer is a static island the browser
 * never renders, so its data would be hydration data no code reads.
 */
export const FooterContext = createContext<FooterData | null>(null);
