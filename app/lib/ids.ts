/**
 * The shapes of the ids the spec gives (logo_{time}_{random}, revgroup_{time}_{random}),
 * shared by browser and server code. No imports: the browser bundle stays small.
 */
export const LOGO_ID = /^logo_[A-Za-z0-9_-]{1,80}$/;
export const REVISION_GROUP_ID = /^revgroup_[A-Za-z0-9_-]{1,80}$/;
