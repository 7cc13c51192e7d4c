/**
 * The shapes of the ids the spec gives (logo_{time}_{random}, revgroup_{time}_{random}),
 * and the catalogue's numeric ids, shared by browser and server code. No imports: the browser bundle stays small.
 */
export const LOGO_ID = /^logo_[A-Za-z0-9_-]{1,80}$/;
/** A catalogue logo's id in a URL: a positive whole number. */
export const CATALOGUE_ID = /^[1-9]\d{0,8}$/;
export const REVISION_GROUP_ID = /^revgroup_[A-Za-z0-9_-]{1,80}$/;
