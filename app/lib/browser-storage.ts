/**
 * The browser-storage keys of the spec (marketplace section 3) and typed access to
 * them. The spec's `logoBackgrounds` is not kept: a try-on background is for the moment and
 * never remembered (issue 33, docs/decisions/0023); the favourites keep a second key, the
 * server's last answer, since they are kept with the account. Storage can be full, disabled or hold junk from an older release: every read
 * falls back to an empty value instead of throwing.
 */

export const STORAGE_KEYS = {
  favoriteLogos: "favoriteLogos",
  /** The favourites as the server last answered them: the base of the next sync (app/lib/favorites.ts). */
  favoriteLogosSynced: "favoriteLogosSynced",
  generatedLogos: "generatedLogos",
  revisionGroups: "revisionGroups",
} as const;

export const SESSION_KEYS = {
  generatedLogo: "generatedLogo",
  personalizationLogos: "personalizationLogos",
  activeGenerationId: "activeGenerationId",
} as const;

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(which: Area, key: string, fallback: T, isValid: (v: unknown) => v is T): T {
  const raw = area(which)?.getItem(key);
  if (raw == null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(which: Area, key: string, value: unknown) {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the page keeps working from memory.
  }
}

export function removeKey(which: Area, key: string) {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Another tab (or another component) changed a key: components listen for this. */
export const STORAGE_CHANGED_EVENT = "logo:storage-changed";

export function notifyStorageChanged(key: string) {
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT, { detail: { key } }));
}
