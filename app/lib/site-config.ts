/**
 * The operator's public details (support address, company, social profiles). They come
 * from `[vars]` in wrangler.toml through loaders (site-config.server.ts), never from page
 * code, so a deployment changes them without a code change.
 */

export interface CompanyDetails {
  name: string;
  /** One line; ", " separates the address lines. */
  address: string;
  representative: string;
  register: string;
  vatId: string;
}

export const SOCIAL_NETWORKS = ["Facebook", "X", "Instagram", "LinkedIn"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialProfile {
  network: SocialNetwork;
  /** Null when the operator left it empty: the icon is shown without a link. */
  url: string | null;
}

export interface SiteConfig {
  supportEmail: string;
  company: CompanyDetails;
  social: SocialProfile[];
}

/**
 * What the root route's loader gives every page (read with useRouteLoaderData("root")):
 * typed here, so components need not import the root module that renders them.
 */
export interface RootData {
  account: AccountSummary;
}

/** Who is signed in (what the header and the sign-in dialog need), and whether Google sign-in is on. */
export interface AccountSummary {
  user: { displayName: string | null; email: string; operator: boolean } | null;
  googleSignIn: boolean;
}
