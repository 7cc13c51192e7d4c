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
import { notifyStorageChanged, readJson, STORAGE_KEYS, writeJson } from "./browser-storage.ts";
import { useStoredValue } from "./use-stored-value.ts";
import { CATALOGUE_ID, LOGO_ID } from "#protocol/ids.ts";

export type FavoriteId = number | string;

function isIdList(value: unknown): value is FavoriteId[] {
  return Array.isArray(value) && value.every((id) => (typeof id === "number" && Number.isSafeInteger(id) && id > 0) || (typeof id === "string" && LOGO_ID.test(id)));
}

/** The list as the server last answered it: the base of the next sync. */
const SYNCED_KEY = STORAGE_KEYS.favoriteLogosSynced;
const NONE: FavoriteId[] = [];

const key = (id: FavoriteId) => String(id);
/** The server's ids as this copy keeps them (a catalogue id as a number, as it always was). */
const fromServer = (id: string): FavoriteId => (CATALOGUE_ID.test(id) ? Number(id) : id);

let syncing: Promise<boolean> | null = null;
/** Presses the server has not answered yet: id → wanted. */
const wishes = new Map<string, boolean>();

const without = (ids: string[], drop: string[]) => ids.filter((id) => !drop.includes(id));
const withWishes = (ids: string[], wished: Map<string, boolean>) => {
  const kept = ids.filter((id) => wished.get(id) !== false);
  for (const [id, wanted] of wished) if (wanted && !kept.includes(id)) kept.push(id);
  return kept;
};

/** Sends what changed here since the last answer; the server's list becomes this copy. True once in step. */
async function sync(): Promise<boolean> {
  const local = readJson("local", STORAGE_KEYS.favoriteLogos, NONE, isIdList).map(key);
  const base = readJson("local", SYNCED_KEY, NONE, isIdList).map(key);
  const sent = new Map(wishes);
  const wanted = [...sent].filter(([, on]) => on).map(([id]) => id);
  const unwanted = [...sent].filter(([, on]) => !on).map(([id]) => id);
  const add = without([...new Set([...without(local, base), ...wanted])], unwanted);
  const remove = without([...new Set([...without(base, local), ...unwanted])], wanted);
  try {
    const response = await fetch("/api/favorites", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ add, remove }) });
    if (!response.ok) return false;
    const { ids } = (await response.json()) as { ids: string[] };
    // Answered: a wish this request carried is done, unless the visitor changed it meanwhile.
    for (const [id, on] of sent) if (wishes.get(id) === on) wishes.delete(id);
    // What changed here meanwhile (a second press) stays, and is sent by the sync it queued.
    const now = readJson("local", STORAGE_KEYS.favoriteLogos, NONE, isIdList).map(key);
    const dropped = without(local, now);
    const added = without(now, local);
    const merged = withWishes([...without(ids, dropped), ...without(added, ids)], wishes);
    writeJson("local", SYNCED_KEY, ids.map(fromServer));
    writeJson("local", STORAGE_KEYS.favoriteLogos, merged.map(fromServer));
    notifyStorageChanged(STORAGE_KEYS.favoriteLogos);
    return true;
  } catch {
    return false;
  }
}

/** One sync at a time; a call while one runs waits for it and then syncs again. */
export function syncNow(): Promise<boolean> {
  const previous = syncing ?? Promise.resolve(true);
  const next = previous.then(sync, sync);
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
