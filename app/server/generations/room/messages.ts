/**
 * What a GenerationRoom tells browsers in its own words (the agent's own errors pass
 * through as sent).
 */
export const ROOM_ERRORS = {
  stalled: "The designer stopped responding. Please try again.",
  streamLost: "The connection to the designer was lost before the logo was finished. Please try again.",
  interrupted: "The generation was interrupted. Please try again.",
  noLogo: "The designer finished without a logo. Please try again.",
  notSaved: "The logo could not be saved. Please try again.",
} as const;

/** What a request for a deleted logo's generation is told (HTTP 410). */
export const DELETED_MESSAGE = "This logo was deleted by its owner.";

/** What anyone but its owner is told about a generation (HTTP 404: to them it does not exist). */
export const NOT_YOURS_MESSAGE = "There is no such generation.";

/** A new generation under a logo id someone else's logo has (HTTP 409). */
export const LOGO_ID_TAKEN_MESSAGE = "That logo id belongs to someone else's logo. Please start a new logo.";

/**
 * A generation id the site never issued (HTTP 400): ids are minted by the server
 * (POST /api/generations, or a request without one), never by a browser.
 */
export const NOT_ISSUED_MESSAGE = "This generation id was not issued by this site. Please start the logo again.";
