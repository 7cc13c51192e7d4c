/**
 * The interface's sizes and timings (marketplace spec section 9): how the pages behave,
 * not what the business charges or promises.
 */
export const GENERATION_WAIT_HINT_SECONDS = 30;
export const METADATA_RETRY_ATTEMPTS = 3;
export const METADATA_RETRY_DELAY_MS = 1000;
export const MY_LOGOS_REFRESH_MS = 2000;

export const SWIPE_THRESHOLD_PX = 100;
/** A press becomes a drag (and the carousel captures the pointer) past this many pixels. */
export const DRAG_START_PX = 10;
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

/**
 * Laid out and painted only when it nears the screen (CSS `content-visibility: auto`): the
 * first frame of a long page pays for what is on screen, not for what is far below it (on a
 * phone, laying out the whole of /browse was its first load's longest task). Until then the
 * part holds the height named here; once drawn, its own.
 *
 * A logo card is its square picture and two lines (3.5rem) at every width, so until drawn it
 * holds exactly that height, read from the width of its container (`WIDTH_CONTAINER` on the
 * grid's cell). A guess of one height for every width made the page jump as rows were drawn: on
 * /browse at 1280 px wide, 405 px under a visitor who had just scrolled to 'Next'.
 */
/** The element whose width a `DRAWN_WHEN_NEAR` part's height is computed from (its parent). */
export const WIDTH_CONTAINER = "[container-type:inline-size]";
export const DRAWN_WHEN_NEAR = {
  card: "[content-visibility:auto] [contain-intrinsic-block-size:auto_calc(100cqw_+_3.5rem)]",
  // The mockups (app/components/logo/mockups.tsx): 3rem of margin, a 1.75rem heading and
  // 1rem above eight tiles, each a 4:3 picture and a 1.75rem caption, 1rem apart. In two
  // columns (four rows) that is 1.5 widths + 14.25rem; from `md` in four (two rows),
  // 0.375 widths + 9.125rem.
  mockups:
    "[content-visibility:auto] [contain-intrinsic-block-size:auto_calc(150cqw_+_14.25rem)] md:[contain-intrinsic-block-size:auto_calc(37.5cqw_+_9.125rem)]",
} as const;
