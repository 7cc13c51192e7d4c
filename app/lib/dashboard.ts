/** What the dashboard's loader gives its page (app/server/dashboard/dashboard.server.ts builds it). */

export const DASHBOARD_TABS = ["logos", "purchases", "profile"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface DashboardLogo {
  generationId: string;
  logoId: string | null;
  name: string;
  /** The watermarked preview (the spec's watermarkedImageUrl); once bought, the logo itself, from its order. */
  image: string;
  bgColor: string;
  createdAt: string;
  isPublic: boolean;
  /** An operator took it out of the public gallery (it stays the owner's). */
  hiddenFromGallery: boolean;
  /** Bought: its order, where its files download. */
  purchased: { orderHref: string } | null;
  /** The versions of the logo (its revision group) this card stands for; 1 for a version alone. */
  versions: number;
  /** PNG and WebP of a purchased logo, through its order (null when not purchased). */
  downloads: { png: string; webp: string } | null;
}

export interface DashboardPurchase {
  id: string;
  /** 'Purchase #' plus the last 8 characters of its id. */
  number: string;
  date: string;
  totalCents: number;
  currency: string;
  logoCount: number;
  provider: string;
  status: string;
  completed: boolean;
  href: string;
}

export interface DashboardProfile {
  displayName: string | null;
  email: string;
  memberSince: string | null;
  hasPassword: boolean;
  signedInWithGoogle: boolean;
}

export interface DashboardData {
  logos: DashboardLogo[];
  purchases: DashboardPurchase[];
  profile: DashboardProfile;
}


/** The public gallery lists at most this many logos at once (20 by default). */
export const PUBLIC_LIST_MAX = 100;
