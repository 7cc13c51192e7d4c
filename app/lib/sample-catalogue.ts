/**
 * The bundled catalogue is sample data: made-up designers and the logos the engine drew
 * for them (`is_sample`, set by the seed). `npm run deploy` (scripts/publish.ts) and
 * `node scripts/seed.ts --remote` refuse to publish them unless the operator asks for it
 * with --with-sample-catalogue, as the deploy refuses the placeholder identity. Plain
 * TypeScript without imports, so Node runs it directly.
 */

export const WITH_SAMPLE_CATALOGUE = "--with-sample-catalogue";

/** How many sample designers and sample logos a database holds (one row).
 */
export const SAMPLE_CATALOGUE_COUNT_SQL =
  "SELECT (SELECT count(*) FROM designers WHERE is_sample = 1) AS designers, (SELECT count(*) FROM logos WHERE is_sample = 1) AS logos";

export interface SampleCounts {
  designers: number;
  logos: number;
}

/** The counts from `wrangler d1 execute --json --command SAMPLE_CATALOGUE_COUNT_SQL`'s output. */
export function sampleCountsOfWranglerJson(output: string): SampleCounts {
  const parsed = JSON.parse(output) as { results?: { designers?: unknown; logos?: unknown }[] }[];
  const row = parsed[0]?.results?.[0];
  if (!row || typeof row.designers !== "number" || typeof row.logos !== "number") throw new Error(`Unexpected answer from wrangler d1 execute: ${output.slice(0, 200)}`);
  return { designers: row.designers, logos: row.logos };
}

/** Why publishing stops (null: it goes on). `what` says what was about to happen. */
export function sampleCatalogueRefusal(counts: SampleCounts, withSampleCatalogue: boolean, what: string): string | null {
  if (withSampleCatalogue || (counts.designers === 0 && counts.logos === 0)) return null;
  const designers = `${counts.designers} sample designer${counts.designers === 1 ? "" : "s"}`;
  const logos = `${counts.logos} sample logo${counts.logos === 1 ? "" : "s"}`;
  return (
    `Not ${what}: the remote database would hold ${designers} and ${logos} from the bundled catalogue, ` +
    `which buyers would take for real designers and their work.\n` +
    `Run it again with ${WITH_SAMPLE_CATALOGUE} to publish them on purpose (the site labels each "Sample").`
  );
}
