/**
 * The browser's store of generated logos (the spec's `generatedLogos` and `revisionGroups`)
 * is a cache of the server's records, kept to the person it belongs to:
 *
 * - My Logos reconciles it with every version the server lists for this viewer (the
 *   guest's and, signed in, the account's): versions made on another device are added,
 *   versions deleted elsewhere or no longer this viewer's are dropped, and a logo still
 *   being made here, which the server may not have recorded yet, is kept.
 * - Every page follows the account (cache-owner.ts): when the browser was signed in and
 *   is now signed out, or signed in as someone else, the cache is emptied.
 */
import {
  readGeneratedLogos,
  readRevisionGroups,
  withoutVersions,
  writeGeneratedLogos,
  writeRevisionGroups,
  type GeneratedLogo,
  type RevisionGroup,
} from "./generated-logos.ts";
import { PRICE_CENTS } from "./money.ts";
import type { OwnedLogo } from "./owned-logo.ts";

function fromRecord(record: OwnedLogo): GeneratedLogo {
  return {
    id: record.logoId,
    name: record.name,
    priceCents: PRICE_CENTS,
    image: record.image,
    bgColor: record.bgColor,
    category: "ai-generated",
    tags: ["ai-generated", ...record.tags.filter((tag) => tag !== "ai-generated")],
    description: record.description,
    isGenerated: true,
    isGenerating: record.status === "generating",
    generationId: record.generationId,
    generationPrompt: record.prompt,
    prompt: record.prompt,
    generationProgress: record.status === "completed" ? 100 : 0,
    createdAt: record.createdAt,
    parentLogoId: record.parentLogoId,
    revisionGroupId: record.revisionGroupId,
    partialImage: null,
    isWatermarked: true,
    hasFullVersion: true,
    error: record.error,
  };
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** The revision groups with the versions the server added (a group it knows of, or a new one). */
function withAddedVersions(groups: RevisionGroup[], added: OwnedLogo[], all: OwnedLogo[]): RevisionGroup[] {
  const next = [...groups];
  for (const groupId of new Set(added.flatMap((record) => (record.revisionGroupId ? [record.revisionGroupId] : [])))) {
    const members = all.filter((record) => record.revisionGroupId === groupId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const ids = members.map((record) => record.logoId);
    const at = next.findIndex((group) => group.id === groupId);
    const existing = at >= 0 ? next[at]! : null;
    if (existing?.originalLogoSource === "browse") {
      const refinementIds = [...new Set([...(existing.refinementIds ?? []), ...ids])];
      next[at] = { ...existing, refinementIds, latestLogoId: refinementIds.at(-1)! };
    } else if (existing) {
      const logoIds = [...new Set([...existing.logoIds, ...ids])];
      next[at] = { ...existing, logoIds, latestLogoId: logoIds.at(-1)! };
    } else if (ids.length > 1) {
      const first = members[0]!;
      const last = members.at(-1)!;
      next.push({ id: groupId, originalLogoId: first.logoId, logoIds: ids, latestLogoId: last.logoId, createdAt: first.createdAt, updatedAt: last.createdAt });
    }
  }
  return next;
}

/**
 * Reconciles the cache with the server's versions for this viewer. `complete` is false
 * when the server's list was cut at its limit: older versions it did not list are kept.
 */
export function reconcileGeneratedLogos(server: OwnedLogo[], complete: boolean): void {
  const local = readGeneratedLogos();
  const listed = new Set(server.map((record) => record.logoId));
  const oldestListed = server.reduce((oldest, record) => (record.createdAt < oldest ? record.createdAt : oldest), "\uffff");
  const keep = (logo: GeneratedLogo) => listed.has(logo.id) || logo.isGenerating || (!complete && logo.createdAt < oldestListed);
  const kept = local.filter(keep);
  const gone = new Set(local.filter((logo) => !keep(logo)).map((logo) => logo.id));
  const have = new Set(local.map((logo) => logo.id));
  const added = server.filter((record) => !have.has(record.logoId));
  if (gone.size === 0 && added.length === 0) return;
  writeGeneratedLogos([...kept, ...added.map(fromRecord)].sort(newestFirst));
  writeRevisionGroups(withAddedVersions(withoutVersions(readRevisionGroups(), gone), added, server));
}
