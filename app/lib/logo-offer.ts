/**
 * What a logo page offers its viewer for one version of a logo, decided on the server
 * (app/server/orders/logo-offers.server.ts) from who is asking: the logo's maker may buy
 * it, its buyer downloads it, anyone else sees it sold or someone else's.
 */

export type LogoOffer =
  /** 'Purchase for $9.99' with this purchase identifier. */
  | { kind: "for-sale"; purchaseId: string }
  /** The viewer bought it: 'Download files' leads to the order. */
  | { kind: "bought"; orderHref: string }
  /** Someone bought it: sold once, so not for sale any more. */
  | { kind: "sold" }
  /** Another person's generated logo (a shared link): only its maker may buy it. */
  | { kind: "someone-elses" }
  /** Still being made, or it failed: nothing to buy yet. */
  | { kind: "unfinished" };

/** One version as the server sees it for this viewer. */
export interface VersionView {
  offer: LogoOffer;
  /**
   * The picture to show: the watermarked preview, or for its buyer the logo itself. Null
   * when the page's own copy is as good (a catalogue logo's public picture).
   */
  picture: string | null;
  /**
   * The picture without its background (for the background picker and the mockups),
   * where one exists: a catalogue logo's, its buyer's transparent file, or the
   * transparent watermarked preview once the agent makes one. Null when there is none.
   */
  transparentPicture: string | null;
  /**
   * The design's own background (`#rrggbb`, its LogoSpec's palette.background): the colour
   * of the files a buyer receives, so the page shows the logo on it. Null when the design
   * has none (transparent) or the server has no design for it.
   */
  background: string | null;
}

/** Logo ids the offers endpoint answers for at once. */
export const MAX_OFFER_IDS = 50;
