/**
 * `npm run bench:marks`: how much each brand's mark is its own (issue 31, docs/decisions/0107),
 * over the table of same-trade brands (tests/support/trade-brands.ts: 8 trades x 6 names),
 * each planned as a visitor's prompt with its own seed, as a generation gets one:
 *
 * - same-trade pairs whose marks differ (intersection over union of the marks' inked masks,
 *   measured on the mark alone, under MARK_SIMILARITY_LIMIT);
 * - marks that are a bundled drawing as it is (the drawing, drawn alone, within the limit);
 * - names with a drawable noun whose mark shows it;
 * - the table itself (what each brand's mark is), and a picture of the first 24 logos,
 *   side by side, in `.cache/marks.png`.
 *
 *   node bench/marks.ts [--seed 5000] [--picture .cache/marks.png]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { encodePng } from "#protocol/png.ts";
import { rasterize } from "#protocol/resvg.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { describeMark } from "#agent/planner/mark-construction.ts";
import { MARK_SIMILARITY_LIMIT, markSimilarity } from "#protocol/mark-fingerprint.ts";
import { promptOf, TRADE_BRANDS } from "#tests/support/trade-brands.ts";
import { nodeEngine } from "../scripts/lib/engine-node.ts";

const { values } = parseArgs({ options: { seed: { type: "string", default: "5000" }, picture: { type: "string", default: ".cache/marks.png" } } });
const engine = await nodeEngine();
const planner = createDeterministicPlanner();

const plans = await Promise.all(TRADE_BRANDS.map((brand, i) => planner.plan({ prompt: promptOf(brand), history: [], parent: null, references: [], seed: Number(values.seed) + i })));
const prints = plans.map((plan) => engine.markFingerprint(plan.spec));

let pairs = 0;
let different = 0;
const close: string[] = [];
for (let i = 0; i < plans.length; i++)
  for (let j = i + 1; j < plans.length; j++) {
    if (TRADE_BRANDS[i]!.trade !== TRADE_BRANDS[j]!.trade) continue;
    pairs++;
    const similarity = prints[i] && prints[j] ? markSimilarity(prints[i]!, prints[j]!) : 0;
    if (similarity < MARK_SIMILARITY_LIMIT) different++;
    else close.push(`${TRADE_BRANDS[i]!.name} ~ ${TRADE_BRANDS[j]!.name}: ${similarity.toFixed(2)}`);
  }

const stock = plans.filter((plan, i) => {
  if (!plan.spec.icon || !prints[i]) return false;
  const asIs = engine.markFingerprint({ ...plan.spec, mark: null, layout: "icon-above", container: "none" } as LogoSpec);
  return asIs !== null && markSimilarity(prints[i]!, asIs) >= MARK_SIMILARITY_LIMIT;
});
const withNouns = TRADE_BRANDS.flatMap((brand, i) => (brand.noun ? [plans[i]!] : []));
const showsNoun = withNouns.filter((plan) => plan.spec.mark?.kind === "emblem" && plan.narration.some((line) => line.includes("in your name")));

console.log(`Same-trade pairs whose marks differ (IoU < ${MARK_SIMILARITY_LIMIT}): ${different} of ${pairs} (${((100 * different) / pairs).toFixed(1)} %)`);
if (close.length > 0) console.log(`  too alike: ${close.join("; ")}`);
console.log(`Marks that are a bundled drawing as it is: ${stock.length} of ${plans.length}`);
console.log(`Names with a drawable noun whose mark shows it: ${showsNoun.length} of ${withNouns.length} (${((100 * showsNoun.length) / withNouns.length).toFixed(0)} %)`);
console.log("\n| Trade | Brand | Mark |\n|---|---|---|");
for (const [i, brand] of TRADE_BRANDS.entries()) console.log(`| ${brand.trade.replace(/^an? /, "")} | ${brand.name} | ${describeMark(plans[i]!.spec)} |`);

// The first 24 logos, six across, as the logo page shows them.
const cell = 200;
const shown = plans.slice(0, 24);
const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${6 * cell}" height="${4 * cell}" viewBox="0 0 ${6 * cell} ${4 * cell}">`];
shown.forEach((plan, i) => {
  const svg = engine.design(plan.spec).svg();
  parts.push(svg.replace("<svg ", `<svg x="${(i % 6) * cell}" y="${Math.floor(i / 6) * cell}" `).replace(/width="1024" height="1024"/, `width="${cell}" height="${cell}"`));
});
parts.push("</svg>");
const pixels = rasterize(parts.join(""), 6 * cell);
mkdirSync(dirname(values.picture), { recursive: true });
writeFileSync(values.picture, await encodePng(pixels.rgba, pixels.width, pixels.height, { alpha: false, premultiplied: true }));
console.log(`\nThe first 24 logos: ${values.picture}`);
