/**
 * What every catalogue entry must satisfy, checked by the curation, by
 * `npm run catalogue:build` and by tests/agent/catalogue.test.ts: the design parses as a
 * LogoSpec, its canvas is its preview background's own colour (so the transparent image
 * on the card shows the design as designed), the lettering reads on that colour, and no
 * two entries share icon + layout + palette + typeface.
 */
import { catalogueSlug } from "#app/catalogue/slug.ts";
import { CATEGORIES } from "#protocol/taxonomy.ts";
import { contrast } from "#agent/design/color.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { backgroundClassHex, nearestBackgroundClass } from "#agent/planner/metadata.ts";
import { DESIGNERS } from "./lines.ts";

/** One catalogue entry as app/catalogue/catalogue.json keeps it. */
export interface CatalogueEntry {
  id: number;
  name: string;
  bgColor: string;
  category: string;
  tags: string[];
  description: string;
  designer: string;
  spec: LogoSpec;
  /** Its mark's fingerprint (workers/protocol/mark-fingerprint.ts); null for a wordmark. */
  markFingerprint: string | null;
}

/** The spec's '500+ logos'. */
export const MINIMUM_CATALOGUE_SIZE = 500;

/** WCAG AA for text (docs/decisions/0103). */
const AA_TEXT = 4.5;

/** What makes two logos the same design: icon, layout, palette and typeface. */
export function designKey(spec: LogoSpec): string {
  const icon = spec.icon ? `${spec.icon.set}:${spec.icon.name}` : "no-icon";
  const { background, primary, text, accent } = spec.palette;
  const face = `${spec.typeface.id}@${spec.typeface.weight}${spec.typeface.italic ? "i" : ""}`;
  return [icon, spec.layout, background, primary, text, accent, face].join("|");
}

/** The colour the card shows behind the transparent image. */
export function cardColour(bgColor: string): string {
  return backgroundClassHex(bgColor);
}

/** Problems with one entry on its own (empty: none). */
export function entryProblems(entry: CatalogueEntry): string[] {
  const problems: string[] = [];
  const parsed = logoSpec.safeParse(entry.spec);
  if (!parsed.success) return [`its design is not a LogoSpec: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`];
  const spec = parsed.data;
  if (!(CATEGORIES as readonly string[]).includes(entry.category)) problems.push(`category ${entry.category} is not one of the 13`);
  if (!(DESIGNERS as readonly string[]).includes(entry.designer)) problems.push(`designer ${entry.designer} is not on the roster`);
  if (entry.tags.length === 0 || entry.tags.some((tag) => tag !== tag.toLowerCase())) problems.push("tags must be lower case and not empty");
  if (entry.description.trim().length < 20) problems.push("the description is missing");
  if (nearestBackgroundClass(spec.palette.background) !== entry.bgColor) {
    problems.push(`bgColor ${entry.bgColor} is not the preview class nearest its canvas ${spec.palette.background}`);
  }
  if (spec.palette.background !== "transparent" && spec.palette.background !== cardColour(entry.bgColor)) {
    problems.push(`its canvas ${spec.palette.background} is not ${entry.bgColor}'s own colour ${cardColour(entry.bgColor)}`);
  }
  const lettering = contrast(spec.palette.text, cardColour(entry.bgColor));
  if (lettering < AA_TEXT) problems.push(`its lettering reads at ${lettering.toFixed(2)}:1 on ${entry.bgColor}, under WCAG AA`);
  return problems;
}

/** Problems with the catalogue as a whole: ids, names and designs that repeat. */
export function catalogueProblems(entries: readonly CatalogueEntry[]): string[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (entry.id !== index + 1) problems.push(`entry ${index} has id ${entry.id}, not ${index + 1}`);
    for (const problem of entryProblems(entry)) problems.push(`${entry.id} ${entry.name}: ${problem}`);
  });
  const seen = new Map<string, string>();
  const names = new Set<string>();
  for (const entry of entries) {
    const key = designKey(entry.spec);
    const twin = seen.get(key);
    if (twin) problems.push(`${entry.name} has the same icon, layout, palette and typeface as ${twin}`);
    seen.set(key, entry.name);
    // Names become file names: two that differ only in punctuation would share a picture.
    if (names.has(catalogueSlug(entry.name))) problems.push(`the name ${entry.name} is used twice`);
    names.add(catalogueSlug(entry.name));
  }
  if (entries.length < MINIMUM_CATALOGUE_SIZE) problems.push(`${entries.length} logos, fewer than ${MINIMUM_CATALOGUE_SIZE}`);
  for (const category of CATEGORIES) {
    if (!entries.some((entry) => entry.category === category)) problems.push(`no logo in ${category}`);
  }
  return problems;
}
