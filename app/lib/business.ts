/**
 * The product's figures, in one place (marketplace spec section 9, accounts spec
 * section 9). Pages and server code import them from here; nothing restates them.
 */

/** Every logo costs the same. Money is held in integer cents. */
export const PRICE_CENTS = 999;
export const CURRENCY = "USD";

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** '$9.99' — the price as the copy shows it. */
export const PRICE_LABEL = formatCents(PRICE_CENTS);

export function orderTotalCents(logoCount: number): number {
  return PRICE_CENTS * logoCount;
}

export const GENERATION_WAIT_HINT_SECONDS = 30;
export const METADATA_RETRY_ATTEMPTS = 3;
export const METADATA_RETRY_DELAY_MS = 1000;
export const MY_LOGOS_REFRESH_MS = 2000;

export const SWIPE_THRESHOLD_PX = 100;
export const CAROUSEL_STEP_PX = 320;
export const NEWEST_STRIP_COUNT = 7;
export const STRIP_CARD_WIDTH_PX = 300;
/** Images start loading this far before they scroll into view. */
export const LAZY_ROOT_MARGIN = "200px";
export const COPY_CONFIRMATION_MS = 2000;
export const PROMPT_MAX_HEIGHT_PX = 120;
export const PROMPT_BAR_MAX_WIDTH_PX = 800;
export const BASELINE_THUMBNAILS_SHOWN = 5;

/** Catalogue page size on /browse: 12 rows of the widest (4-column) grid. */
export const BROWSE_PAGE_SIZE = 48;

export const DESIGNER_EARNINGS_PER_SALE_CENTS = 300;
export const REFUND_WINDOW_DAYS = 30;
export const SUPPORT_RESPONSE_HOURS = "2-4";
export const TERMS_NOTICE_DAYS = 30;
export const POLICIES_LAST_UPDATED = "January 3, 2025";
export const COPYRIGHT_YEAR = 2025;
