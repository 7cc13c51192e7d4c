/**
 * The business's figures, in one place (marketplace spec section 9, accounts spec
 * section 9): designer earnings, refunds, delivery times, policies. Pages and server code
 * import them from here; nothing restates them. Money is in app/lib/money.ts, the
 * interface's sizes and timings in app/lib/ui.ts.
 */

/** Designers earn this per sale of their logo, AI variations of it included. */
export const DESIGNER_EARNINGS_PER_SALE_CENTS = 300;
/** The sales counts the earnings examples on /sell-logos are worked out for (the last one reads "100+"). */
export const DESIGNER_EARNINGS_EXAMPLE_SALES = [10, 50, 100] as const;
export const DESIGNER_REVIEW_BUSINESS_DAYS = "2-3";
/** Smallest logo a designer may submit, per side. */
export const SUBMISSION_MIN_SIZE_PX = 1000;
/** Smallest side of the PNG a buyer receives. */
export const DELIVERED_PNG_MIN_SIZE_PX = 2000;

export const REFUND_WINDOW_DAYS = 30;
export const REFUND_CONFIRMATION_HOURS = 24;
export const REFUND_PAYOUT_BUSINESS_DAYS = "3-5";
export const SUPPORT_RESPONSE_HOURS = "2-4";

/** Delivery timeline (accounts spec section 9). The e-mail is "within 2 minutes" and also
 * "5 minutes" in the old copy: both readings stand, as usual and at most. */
export const DOWNLOAD_PAGE_SECONDS = 5;
export const DELIVERY_EMAIL_MINUTES = 2;
export const DELIVERY_EMAIL_MAX_MINUTES = 5;
export const MY_LOGOS_UPDATE_MINUTES = 5;

/** What the hosted payment provider accepts. */
export const PAYMENT_METHODS = ["Credit and debit cards", "PayPal", "Apple Pay"] as const;

/**
 * What every purchase delivers, per logo: its brand kit (the download page's files,
 * workers/protocol/render.ts lists each; app/lib/brand-kit.ts says what they are for, and
 * a ZIP holds them all with the licence certificate). The terms name them.
 */
export const DELIVERED_PNG_SIZE_PX = 2048;
export const DELIVERED_FORMATS = [
  "an SVG and a PDF (vector, for any size and for print)",
  `a PNG of ${DELIVERED_PNG_SIZE_PX} x ${DELIVERED_PNG_SIZE_PX} pixels`,
  "a PNG with a transparent background",
  "a WebP",
  "one-colour and greyscale versions",
  "lockups of the mark and the lettering where the design has a mark",
  "website icons",
  "social media pictures",
  "a brand guide with the palette and typefaces",
  "design tokens",
] as const;

export const TERMS_NOTICE_DAYS = 30;
/** When each policy last changed (the spec's "January 3, 2025" predates the site). */
export const TERMS_LAST_UPDATED = "November 26, 2026";
export const PRIVACY_LAST_UPDATED = "November 28, 2026";
/** The day this site began: nothing it publishes (a blog article) is dated before it. */
export const SITE_OPENED_ON = "2026-11-22";
