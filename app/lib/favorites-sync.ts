/**
 * One sync of the browser's favourites with the server (favorites.ts says how they are
 * kept in step). Apart, so that a page with a heart loads it with its first sync, not
 * with the page.
 */
import { notifyStorageChanged, readJson, STORAGE_KEYS, writeJson } from "./browser-storage.ts";
import { isIdList, key, NONE, type FavoriteId } from "./favorite-ids.ts";
import { CATALOGUE_ID } from "#protocol/ids.ts";

/** The list as the server last answered it: the base of the next sync. */
const SYNCED_KEY = STORAGE_KEYS.favoriteLogosSynced;

/** The server's ids as this copy keeps them (a catalogue id as a number, as it always was). */
const fromServer = (id: string): FavoriteId => (CATALOGUE_ID.test(id) ? Number(id) : id);

const without = (ids: string[], drop: string[]) => ids.filter((id) => !drop.includes(id));
const withWishes = (ids: string[], wished: Map<string, boolean>) => {
  const kept = ids.filter((id) => wished.get(id) !== false);
  for (const [id, wanted] of wished) if (wanted && !kept.includes(id)) kept.push(id);
  return kept;
};

/** Sends what changed here since the last answer; the server's list becomes this copy. True once in step. */
export async function sync(wishes: Map<string, boolean>): Promise<boolean> {
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
