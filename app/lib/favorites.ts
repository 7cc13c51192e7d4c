/**
 * The browser's copy of the favourites (`favoriteLogos`: catalogue ids as numbers,
 * generated logos' ids as logo_… strings, in the order they were added). The server keeps
 * the list under the account, or the guest (app/server/favorites/favorites.server.ts); this
 * copy is synced with it three ways: what changed here since the last answer
 * (`favoriteLogosSynced`) is sent, and the server's list then stands, so a favourite added
 * on a phone shows on the laptop and one removed there stays removed.
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

/** Sends what changed here since the last answer; the server's list becomes this copy. True once in step. */
async function sync(): Promise<boolean> {
  const local = readJson("local", STORAGE_KEYS.favoriteLogos, NONE, isIdList).map(key);
  const base = readJson("local", SYNCED_KEY, NONE, isIdList).map(key);
  const add = local.filter((id) => !base.includes(id));
  const remove = base.filter((id) => !local.includes(id));
  try {
    const response = await fetch("/api/favorites", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ add, remove }) });
    if (!response.ok) return false;
    const { ids } = (await response.json()) as { ids: string[] };
    // What changed here meanwhile (a second press) stays, and is sent by the sync it queued.
    const now = readJson("local", STORAGE_KEYS.favoriteLogos, NONE, isIdList).map(key);
    const later = now.filter((id) => !local.includes(id));
    const dropped = local.filter((id) => !now.includes(id));
    const merged = [...ids.filter((id) => !dropped.includes(id)), ...later.filter((id) => !ids.includes(id))];
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
  const toggle = (id: FavoriteId) => {
    update((current) => (current.some((x) => key(x) === key(id)) ? current.filter((x) => key(x) !== key(id)) : [...current, id]));
    void syncNow();
  };
  return { ids, ready, synced, isFavorite: (id: FavoriteId) => ids.some((x) => key(x) === key(id)), toggle };
}
