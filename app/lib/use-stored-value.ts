import { useCallback, useEffect, useState } from "react";
import { notifyStorageChanged, readJson, STORAGE_CHANGED_EVENT, writeJson } from "./browser-storage.ts";

/**
 * A value kept in localStorage under one of the spec's keys, shared live between every
 * component (and tab) that uses the same key. On the server and during hydration it is
 * `fallback`, then the stored value once mounted (`ready` tells which).
 */
export function useStoredValue<T>(key: string, fallback: T, isValid: (v: unknown) => v is T) {
  const [value, setValue] = useState<T>(fallback);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const load = () => setValue(readJson("local", key, fallback, isValid));
    load();
    setReady(true);
    const onChange = (event: Event) => {
      const changedKey =
        event instanceof StorageEvent ? event.key : (event as CustomEvent<{ key: string }>).detail?.key;
      if (changedKey === key || changedKey === null) load();
    };
    window.addEventListener("storage", onChange);
    window.addEventListener(STORAGE_CHANGED_EVENT, onChange);
    return () => {
      window.removeEventListener("storage", onChange);
      window.removeEventListener(STORAGE_CHANGED_EVENT, onChange);
    };
    // fallback and isValid are constants at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = useCallback(
    (next: (current: T) => T) => {
      const current = readJson("local", key, fallback, isValid);
      const value = next(current);
      writeJson("local", key, value);
      setValue(value);
      notifyStorageChanged(key);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  return [value, update, ready] as const;
}
