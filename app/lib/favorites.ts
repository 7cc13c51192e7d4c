/**
 * The browser's copy of the favourites (`favoriteLogos`: catalogue ids as numbers,
 * generated logos' ids as logo_… strings, in the order they were added). The server keeps
 * the list under the account, or the guest (app/server/favorites/favorites.server.ts); this
 * copy is synced with it three ways: what changed here since the last answer
 * (`favoriteLogosSynced`) is sent, and the server's list then stands, so a favourite added
 * on a phone shows on the laptop and one removed there stays removed.
 *
 * A press says what the visitor wants ("this one, yes" or "no"), not "flip it": before the
 * first answer the heart shows the server's word, which this copy may not hold yet (the
 * account's favourites on a second device), and flipping the copy would add what they
 * meant to remove. The wish is sent with the next sync and stands over any answer that
 * did not carry it.
 */
import { useEffect, useState } from "react";
import { STORAGE_KEYS } from "./browser-storage.ts";
import { useStoredValue } from "./use-stored-value.ts";
import { isIdList, key, NONE, type FavoriteId } from "./favorite-ids.ts";


let syncing: Promise<boolean> | null = null;
/** Presses the server has not answered yet: id → wanted. */
const wishes = new Map<string, boolean>();

/** One sync at a time; a call while one runs waits for it and then syncs again. */
export function syncNow(): Promise<boolean> {
  const previous = syncing ?? Promise.resolve(true);
  // The sync's code loads with the first one (a page showing favourites, right after it opens).
  // Not loaded (offline): not in step, as when the request fails.
  const run = () => import("./favorites-sync.ts").then(({ sync }) => sync(wishes), () => false);
  const next = previous.then(run, run);
  syncing = next;
  void next.finally(() => {
    if (syncing === next) syncing = null;
  });
  return next;
}

/** The favourites, kept in step with the server: when a page showing them opens, and after every change. */
export function useFavoriteIds() {
  const [ids, update, ready] = useStoredValue(STORAGE_KEYS.favoriteLogos, NONE, isIdList);
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    let live = true;
    void (syncing ?? syncNow()).then(() => live && setSynced(true));
    return () => {
      live = false;
    };
  }, []);
  /** The visitor's wish for one logo: a favourite (true) or not. */
  const setFavorite = (id: FavoriteId, on: boolean) => {
    wishes.set(key(id), on);
    update((current) => {
      const has = current.some((x) => key(x) === key(id));
      if (on) return has ? current : [...current, id];
      return current.filter((x) => key(x) !== key(id));
    });
    void syncNow();
  };
  return { ids, ready, synced, isFavorite: (id: FavoriteId) => ids.some((x) => key(x) === key(id)), setFavorite };
}
