import { STORAGE_KEYS } from "./browser-storage.ts";
import { isBackgroundClass } from "#protocol/taxonomy.ts";
import { useStoredValue } from "./use-stored-value.ts";

/** `logoBackgrounds`: the preview background a visitor chose per logo id. */
type BackgroundMap = Record<string, string>;

function isBackgroundMap(value: unknown): value is BackgroundMap {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isBackgroundClass)
  );
}

const EMPTY: BackgroundMap = {};

export function useLogoBackground(logoId: string, defaultClass: string) {
  const [map, update] = useStoredValue(STORAGE_KEYS.logoBackgrounds, EMPTY, isBackgroundMap);
  const background = map[logoId] ?? defaultClass;
  const choose = (className: string) => update((current) => ({ ...current, [logoId]: className }));
  return [background, choose] as const;
}
