import { useCallback, useEffect, useState } from "react";
import type { PersonalizationLogo } from "./app-events.ts";
import { readJson, removeKey, SESSION_KEYS, writeJson } from "./browser-storage.ts";

function isPersonalizationLogo(value: unknown): value is PersonalizationLogo {
  if (typeof value !== "object" || value === null) return false;
  const logo = value as Record<string, unknown>;
  return (
    typeof logo.id === "string" &&
    typeof logo.name === "string" &&
    typeof logo.image === "string" &&
    typeof logo.bgColor === "string" &&
    typeof logo.category === "string" &&
    Array.isArray(logo.tags) &&
    typeof logo.isGenerated === "boolean"
  );
}

function isLogoList(value: unknown): value is PersonalizationLogo[] {
  return Array.isArray(value) && value.every(isPersonalizationLogo);
}

const NONE: PersonalizationLogo[] = [];

/**
 * The baseline logos of the prompt bar (`personalizationLogos` in session storage, so a
 * reload keeps them but a new tab starts clean).
 */
export function useBaselineLogos() {
  const [logos, setLogos] = useState<PersonalizationLogo[]>(NONE);

  useEffect(() => setLogos(readJson("session", SESSION_KEYS.personalizationLogos, NONE, isLogoList)), []);

  const replace = useCallback((next: PersonalizationLogo[]) => {
    setLogos(next);
    if (next.length > 0) writeJson("session", SESSION_KEYS.personalizationLogos, next);
    else removeKey("session", SESSION_KEYS.personalizationLogos);
  }, []);

  return { logos, replace };
}
