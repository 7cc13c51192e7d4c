/**
 * How a person's generated logos are counted and shown, in My Logos and on the dashboard
 * alike (issue 33: after a guest signed up, My Logos said '1 logo, 4 versions' while the
 * dashboard showed four cards). A logo is a revision group, shown by its newest version
 * with the group's number of versions; a version someone bought is a logo of its own as
 * well, with its 'Purchased' mark, so a purchase is always in sight.
 */

export interface GroupableVersion {
  /** The version, and the version it refines (ids of one kind: generation ids, or logo ids). */
  versionId: string;
  parentVersionId: string | null;
  revisionGroupId: string | null;
  /** It refines a catalogue logo: that logo is its group's first version (as the logo page and My Logos count it). */
  parentCatalogueId?: number | null;
  /** The order that bought it, when its owner bought it. */
  purchased: { orderHref: string } | null;
}

/** One card per logo, newest first: `versions` is the group's count (1 for a version alone). */
export function logoCards<T extends GroupableVersion>(newestFirst: readonly T[]): { version: T; versions: number }[] {
  // A group is made at the first refinement: the version it refined was recorded without it.
  const groupOfRefined = new Map<string, string>();
  for (const version of newestFirst) if (version.parentVersionId && version.revisionGroupId) groupOfRefined.set(version.parentVersionId, version.revisionGroupId);
  const groupOf = (version: T) => version.revisionGroupId ?? groupOfRefined.get(version.versionId) ?? null;
  const sizes = new Map<string, number>();
  const fromCatalogue = new Set<string>();
  for (const version of newestFirst) {
    const group = groupOf(version);
    if (group) sizes.set(group, (sizes.get(group) ?? 0) + 1);
    if (group && version.parentCatalogueId != null) fromCatalogue.add(group);
  }
  // The catalogue logo a group refines is its version 1, though no generation records it.
  for (const group of fromCatalogue) sizes.set(group, sizes.get(group)! + 1);
  const shown = new Set<string>();
  const cards: { version: T; versions: number }[] = [];
  for (const version of newestFirst) {
    const group = groupOf(version);
    const head = !group || !shown.has(group);
    if (group) shown.add(group);
    if (head) cards.push({ version, versions: group ? (sizes.get(group) ?? 1) : version.parentCatalogueId != null ? 2 : 1 });
    else if (version.purchased) cards.push({ version, versions: 1 });
  }
  return cards;
}
