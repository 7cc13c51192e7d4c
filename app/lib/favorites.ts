import { STORAGE_KEYS } from "./browser-storage.ts";
import { useStoredValue } from "./use-stored-value.ts";

/** `favoriteLogos`: the ids of favourite catalogue logos, in the order they were added. */
function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isInteger(id));
}

const NONE: number[] = [];

export function useFavoriteIds() {
  const [ids, update, ready] = useStoredValue(STORAGE_KEYS.favoriteLogos, NONE, isIdList);
  const toggle = (id: number) =>
    update((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  return { ids, ready, isFavorite: (id: number) => ids.includes(id), toggle };
}
