/**
 * Generated logos and revision groups as the browser keeps them (marketplace spec,
 * section 3: `generatedLogos`, `revisionGroups` in local storage; `generatedLogo` and
 * `activeGenerationId` in session storage). The server keeps its own record of every
 * generation; this is the visitor's cache of theirs, and what My Logos lists.
 */
import type { PersonalizationLogo } from "./app-events.ts";
import { notifyStorageChanged, readJson, removeKey, SESSION_KEYS, STORAGE_KEYS, writeJson } from "./browser-storage.ts";
import { PRICE_CENTS } from "./money.ts";
import { newLogoId, newRevisionGroupId } from "#protocol/ids.ts";

export interface GeneratedLogo {
  /** logo_{time}_{random} */
  id: string;
  /** The prompt, until the agent names the logo. */
  name: string;
  /** What the logo costs, in cents (docs/decisions/0003: the spec's records said 9.95 dollars). */
  priceCents: number;
  /** The watermarked preview once done; empty while generating. */
  image: string;
  bgColor: string;
  category: string;
  tags: string[];
  description: string;
  isGenerated: true;
  isGenerating: boolean;
  /**
   * gen_{time}_{random}: one generation on the server, which alone mints the id
   * (docs/decisions/0406). Empty in a placeholder until its generation starts.
   */
  generationId: string;
  /** The text sent to the agent (style and colour lines, refinement prefix included). */
  generationPrompt: string;
  /** The visitor's own words, as typed. */
  prompt?: string;
  generationProgress: number;
  createdAt: string;
  parentLogoId: string | null;
  revisionGroupId: string | null;
  partialImage: string | null;
  isWatermarked: boolean;
  hasFullVersion: boolean;
  /** Set when the generation failed: what the failure panel shows. */
  error?: string | null;
  /** Set when the metadata could not be fetched (the logo still completes). */
  metadataError?: string | null;
  referenceLogos?: PersonalizationLogo[];
  isPersonalization?: boolean;
  /** What the agent said it did for this version (its `chunk` events), line by line. */
  narration?: string[];
  /** Catalogue logo being refined (browse_logo_url / browse_logo_name). */
  browseLogo?: { url: string; name: string } | null;
}

export interface RevisionGroup {
  /** revgroup_{time}_{random} */
  id: string;
  originalLogoId: string;
  /** The versions of a group that started from a generated logo, original first. */
  logoIds: string[];
  latestLogoId: string;
  createdAt: string;
  updatedAt: string;
  /** Set when the group started from a catalogue logo. */
  originalLogoSource?: "browse";
  /** The refinements of a catalogue logo (the original is not a generated logo). */
  refinementIds?: string[];
}



function isGeneratedLogo(value: unknown): value is GeneratedLogo {
  if (typeof value !== "object" || value === null) return false;
  const logo = value as Partial<GeneratedLogo>;
  return typeof logo.id === "string" && typeof logo.generationId === "string" && logo.isGenerated === true;
}

export function isGeneratedLogoList(value: unknown): value is GeneratedLogo[] {
  return Array.isArray(value) && value.every(isGeneratedLogo);
}

export function isRevisionGroupList(value: unknown): value is RevisionGroup[] {
  return (
    Array.isArray(value) &&
    value.every((group) => typeof group?.id === "string" && typeof group?.originalLogoId === "string" && Array.isArray(group?.logoIds))
  );
}

// ---------------------------------------------------------------------------------------
// Reading and writing

export function readGeneratedLogos(): GeneratedLogo[] {
  return readJson("local", STORAGE_KEYS.generatedLogos, [], isGeneratedLogoList);
}

export function writeGeneratedLogos(logos: GeneratedLogo[]) {
  writeJson("local", STORAGE_KEYS.generatedLogos, logos);
  notifyStorageChanged(STORAGE_KEYS.generatedLogos);
}

export function readGeneratedLogo(id: string): GeneratedLogo | null {
  const stored = readGeneratedLogos().find((logo) => logo.id === id);
  if (stored) return stored;
  const session = readJson<GeneratedLogo | null>("session", SESSION_KEYS.generatedLogo, null, (v): v is GeneratedLogo | null => v === null || isGeneratedLogo(v));
  return session?.id === id ? session : null;
}

/** Puts a new logo at the front of the list and makes it the session's logo. */
export function addGeneratedLogo(logo: GeneratedLogo) {
  writeGeneratedLogos([logo, ...readGeneratedLogos().filter((other) => other.id !== logo.id)]);
  writeJson("session", SESSION_KEYS.generatedLogo, logo);
  writeJson("session", SESSION_KEYS.activeGenerationId, logo.generationId);
}

/** Applies a change to a stored logo (in place: the list keeps its order). */
export function updateGeneratedLogo(id: string, change: Partial<GeneratedLogo>): GeneratedLogo | null {
  let updated: GeneratedLogo | null = null;
  const logos = readGeneratedLogos().map((logo) => (logo.id === id ? (updated = { ...logo, ...change }) : logo));
  if (!updated) return null;
  writeGeneratedLogos(logos);
  const session = readJson<GeneratedLogo | null>("session", SESSION_KEYS.generatedLogo, null, (v): v is GeneratedLogo | null => v === null || isGeneratedLogo(v));
  if (session?.id === id) writeJson("session", SESSION_KEYS.generatedLogo, updated);
  if (change.isGenerating === false && readJson("session", SESSION_KEYS.activeGenerationId, "", (v): v is string => typeof v === "string") === (updated as GeneratedLogo).generationId) {
    removeKey("session", SESSION_KEYS.activeGenerationId);
  }
  return updated;
}

/** The id the server issued for a logo's generation; the session's active generation follows it. */
export function assignGenerationId(logoId: string, generationId: string) {
  const before = readGeneratedLogo(logoId)?.generationId;
  updateGeneratedLogo(logoId, { generationId });
  if (readJson("session", SESSION_KEYS.activeGenerationId, "", (v): v is string => typeof v === "string") === before) {
    writeJson("session", SESSION_KEYS.activeGenerationId, generationId);
  }
}

/** Deletes a logo for good: from the list, the session and its revision group. */
export function removeGeneratedLogo(id: string) {
  writeGeneratedLogos(readGeneratedLogos().filter((logo) => logo.id !== id));
  const session = readJson<GeneratedLogo | null>("session", SESSION_KEYS.generatedLogo, null, (v): v is GeneratedLogo | null => v === null || isGeneratedLogo(v));
  if (session?.id === id) removeKey("session", SESSION_KEYS.generatedLogo);
  writeRevisionGroups(withoutVersions(readRevisionGroups(), new Set([id])));
}

/** The groups without these versions; a group left with one version is a plain logo again. */
export function withoutVersions(groups: RevisionGroup[], gone: ReadonlySet<string>): RevisionGroup[] {
  return groups.flatMap((group) => {
    const logoIds = group.logoIds.filter((logoId) => !gone.has(logoId));
    const refinementIds = group.refinementIds?.filter((logoId) => !gone.has(logoId));
    const next: RevisionGroup = { ...group, logoIds, ...(refinementIds ? { refinementIds } : {}) };
    if (versionCount(next) < 2) return [];
    const versions = groupVersions(next);
    return [{ ...next, latestLogoId: versions.includes(group.latestLogoId) ? group.latestLogoId : versions.at(-1)! }];
  });
}

export function readRevisionGroups(): RevisionGroup[] {
  return readJson("local", STORAGE_KEYS.revisionGroups, [], isRevisionGroupList);
}

export function writeRevisionGroups(groups: RevisionGroup[]) {
  writeJson("local", STORAGE_KEYS.revisionGroups, groups);
  notifyStorageChanged(STORAGE_KEYS.revisionGroups);
}

// ---------------------------------------------------------------------------------------
// The spec's rules

/** A placeholder for a new logo: generating, progress 0 (spec section 4, prompt submission). */
export function createPlaceholder(input: {
  prompt: string;
  generationPrompt: string;
  references?: PersonalizationLogo[];
  parentLogoId?: string | null;
  revisionGroupId?: string | null;
  browseLogo?: { url: string; name: string } | null;
}): GeneratedLogo {
  const personalized = (input.references?.length ?? 0) > 0;
  return {
    id: newLogoId(),
    name: input.prompt,
    priceCents: PRICE_CENTS,
    image: "",
    bgColor: "bg-white",
    category: "ai-generated",
    tags: personalized ? ["personalized", "ai-generated"] : ["ai-generated"],
    description: input.prompt,
    isGenerated: true,
    isGenerating: true,
    // The server issues it when the generation starts (generation-stream.ts).
    generationId: "",
    generationPrompt: input.generationPrompt,
    prompt: input.prompt,
    generationProgress: 0,
    createdAt: new Date().toISOString(),
    parentLogoId: input.parentLogoId ?? null,
    revisionGroupId: input.revisionGroupId ?? null,
    partialImage: null,
    isWatermarked: true,
    hasFullVersion: true,
    ...(personalized ? { referenceLogos: input.references, isPersonalization: true } : {}),
    ...(input.browseLogo ? { browseLogo: input.browseLogo } : {}),
  };
}

/**
 * Records a refinement in its revision group, creating the group at the first one
 * (spec section 4, 'Revision group'): a catalogue logo's group keeps its versions in
 * `refinementIds` and is marked as from browse; a generated logo's in `logoIds`.
 */
export function recordRefinement(parentId: string, refinementId: string, parentIsCatalogue: boolean): RevisionGroup {
  const now = new Date().toISOString();
  const groups = readRevisionGroups();
  const existing = groupOf(parentId, groups);
  let group: RevisionGroup;
  if (existing) {
    group =
      existing.originalLogoSource === "browse"
        ? { ...existing, refinementIds: [...(existing.refinementIds ?? []), refinementId] }
        : { ...existing, logoIds: [...existing.logoIds, refinementId] };
    group = { ...group, latestLogoId: refinementId, updatedAt: now };
  } else if (parentIsCatalogue) {
    group = {
      id: newRevisionGroupId(),
      originalLogoId: parentId,
      logoIds: [],
      latestLogoId: refinementId,
      createdAt: now,
      updatedAt: now,
      originalLogoSource: "browse",
      refinementIds: [refinementId],
    };
  } else {
    group = { id: newRevisionGroupId(), originalLogoId: parentId, logoIds: [parentId, refinementId], latestLogoId: refinementId, createdAt: now, updatedAt: now };
  }
  writeRevisionGroups([...groups.filter((other) => other.id !== group.id), group]);
  return group;
}

/** The revision group a logo (original or version) belongs to, if any. */
export function groupOf(logoId: string, groups: RevisionGroup[]): RevisionGroup | null {
  return (
    groups.find((group) => group.originalLogoId === logoId || group.logoIds.includes(logoId) || group.refinementIds?.includes(logoId)) ?? null
  );
}

/** The versions of a group, oldest first (the catalogue original first for browse groups). */
export function groupVersions(group: RevisionGroup): string[] {
  return group.originalLogoSource === "browse" ? [group.originalLogoId, ...(group.refinementIds ?? [])] : group.logoIds;
}

/** My Logos' badge: refinements plus one for browse groups, else the number of logoIds. */
export function versionCount(group: RevisionGroup): number {
  return group.originalLogoSource === "browse" ? (group.refinementIds?.length ?? 0) + 1 : group.logoIds.length;
}

/**
 * My Logos: newest first, and of each revision group only its latest version (with the
 * group, for the badge).
 */
export function myLogosList(logos: GeneratedLogo[], groups: RevisionGroup[]): { logo: GeneratedLogo; group: RevisionGroup | null }[] {
  return logos.flatMap((logo) => {
    const group = groupOf(logo.id, groups);
    if (group && group.latestLogoId !== logo.id) return [];
    return [{ logo, group }];
  });
}
