/**
 * The shapes of the ids the spec gives (logo_{time}_{random}, revgroup_{time}_{random},
 * gen_{time}_{random}) and the catalogue's numeric ids, shared by the browser, the app's
 * server and the agent. Every id is minted from crypto.getRandomValues, never Math.random.
 * No imports: the browser bundle stays small.
 */
/** gen_{time}_{random}: one generation, and its GenerationRoom. */
export const GENERATION_ID = /^gen_[A-Za-z0-9_-]{1,80}$/;
export const LOGO_ID = /^logo_[A-Za-z0-9_-]{1,80}$/;
/** A catalogue logo's id in a URL: a positive whole number. */
export const CATALOGUE_ID = /^[1-9]\d{0,8}$/;
export const REVISION_GROUP_ID = /^revgroup_[A-Za-z0-9_-]{1,80}$/;

/**
 * {prefix}_{time}_{96 random bits}: unguessable, because a generation's watermarked
 * preview is public by its id. Generation ids are minted only on the server
 * (docs/decisions/0406); the browser makes its logo and revision-group ids, and the
 * server mints its own records' ids (orders, mail, sessions) the same way.
 */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${Date.now()}_${Array.from(bytes, (byte) => byte.toString(36).padStart(2, "0")).join("")}`;
}

export const newLogoId = () => newId("logo");
export const newGenerationId = () => newId("gen");
export const newRevisionGroupId = () => newId("revgroup");
