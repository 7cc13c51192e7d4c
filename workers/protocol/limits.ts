/**
 * The contract's size limits, shared by the app (which refuses early) and the agent
 * (which refuses anything that gets past).
 */
/** Limits on what a browser may send: generous for real use, small enough to refuse abuse. */
export const LIMITS = {
  /** Whole request body. */
  bodyBytes: 12 * 1024 * 1024,
  messages: 50,
  /** One message's text. */
  contentChars: 4000,
  /** Images on one message (reference logos). */
  imagesPerMessage: 8,
  /** One image as a base64 data URL. */
  imageChars: 4 * 1024 * 1024,
  browseLogoNameChars: 120,
  urlChars: 2048,
} as const;
