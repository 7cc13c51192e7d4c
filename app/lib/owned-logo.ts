/**
 * A generated logo version as the server records it for its owner (what My Logos' loader
 * sends: app/server/generations/my-logos.server.ts), from which the browser's cache of
 * generated logos is reconciled (logo-cache.ts).
 */
export interface OwnedLogo {
  logoId: string;
  generationId: string;
  /** The owner's own words (the composed prompt). */
  prompt: string;
  name: string;
  description: string;
  tags: string[];
  bgColor: string;
  /** The watermarked preview, once completed. */
  image: string;
  status: "generating" | "completed" | "failed";
  error: string | null;
  createdAt: string;
  revisionGroupId: string | null;
  /** The version it refines, by logo id, when the server knows it. */
  parentLogoId: string | null;
  /** The catalogue logo it refines, when it was started on a catalogue logo's page. */
  parentCatalogueId: number | null;
  /** Its owner bought it: the order, and the logo itself (no watermark) through that order, theirs alone. */
  purchased: { orderHref: string; picture: string } | null;
}
