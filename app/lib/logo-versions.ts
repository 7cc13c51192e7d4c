/**
 * Which versions a logo page shows (marketplace spec, section 4, 'Revision group'): a
 * catalogue logo with the refinements made from it, or every version of a generated
 * logo's group, oldest first.
 */
import type { CatalogueLogo } from "#app/catalogue/types.ts";
import { groupOf, type GeneratedLogo, type RevisionGroup } from "./generated-logos.ts";

export type LogoVersion =
  | { kind: "catalogue"; id: string; logo: CatalogueLogo }
  /** `logo` is null when this browser does not hold the version (another device, deleted). */
  | { kind: "generated"; id: string; logo: GeneratedLogo | null };

export type PageLogo = { kind: "catalogue"; id: string; logo: CatalogueLogo } | { kind: "generated"; id: string };

export function logoVersions(page: PageLogo, logos: GeneratedLogo[], groups: RevisionGroup[]): LogoVersion[] {
  const generated = (id: string): LogoVersion => ({ kind: "generated", id, logo: logos.find((logo) => logo.id === id) ?? null });
  const group = groupOf(page.id, groups);
  if (page.kind === "catalogue") {
    const refinements = group?.originalLogoSource === "browse" ? (group.refinementIds ?? []) : [];
    return [{ kind: "catalogue", id: page.id, logo: page.logo }, ...refinements.map(generated)];
  }
  if (!group) return [generated(page.id)];
  // A catalogue group seen from one of its refinements: the refinements (the original is
  // one link away, and source=browse sends the visitor there).
  const ids = group.originalLogoSource === "browse" ? (group.refinementIds ?? []) : group.logoIds;
  return (ids.includes(page.id) ? ids : [...ids, page.id]).map(generated);
}
