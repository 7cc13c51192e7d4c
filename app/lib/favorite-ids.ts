/** How the browser's copy of the favourites holds a logo (favorites.ts, favorites-sync.ts). */
import { LOGO_ID } from "#protocol/ids.ts";

export type FavoriteId = number | string;

export function isIdList(value: unknown): value is FavoriteId[] {
  return Array.isArray(value) && value.every((id) => (typeof id === "number" && Number.isSafeInteger(id) && id > 0) || (typeof id === "string" && LOGO_ID.test(id)));
}

export const NONE: FavoriteId[] = [];

export const key = (id: FavoriteId) => String(id);
