import { STORAGE_KEYS } from "./browser-storage.ts";
import { isGeneratedLogoList, isRevisionGroupList, type GeneratedLogo, type RevisionGroup } from "./generated-logos.ts";
import { useStoredValue } from "./use-stored-value.ts";

const NO_LOGOS: GeneratedLogo[] = [];
const NO_GROUPS: RevisionGroup[] = [];

/**
 * The stored generated logos and revision groups, live: every change (this tab's
 * generation runner, another tab) re-renders the components that use them.
 */
export function useGeneratedLogos() {
  const [logos, , logosReady] = useStoredValue(STORAGE_KEYS.generatedLogos, NO_LOGOS, isGeneratedLogoList);
  const [groups, , groupsReady] = useStoredValue(STORAGE_KEYS.revisionGroups, NO_GROUPS, isRevisionGroupList);
  return { logos, groups, ready: logosReady && groupsReady };
}
