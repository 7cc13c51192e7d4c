/**
 * `npm run bench:fidelity`: how faithfully the agent follows requests.
 *
 * - Refinements: the table of tests/agent/refinement-fidelity.ts (requests as customers type
 *   them, over eight base logos): applied % (the request did what it asked, on the design and
 *   on the drawn pixels), kept % (nothing it did not ask about changed), and requests that
 *   changed something unasked.
 * - Colour words on new logos: the share of tests/agent/colour-word-cases.ts (35 prompts such
 *   as 'Harbor Law in navy and gold', 'earthy greens', 'dark, minimal') whose every asked
 *   colour is drawn and covers a visible share of the pixels.
 *
 *   node bench/fidelity.ts [--verbose]
 */
import { parseArgs } from "node:util";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { nodeEngine } from "../scripts/lib/engine-node.ts";
import { rasterize } from "#protocol/resvg.ts";
import { COLOUR_WORD_CASES, drawnFromInk, hitsAskedHues } from "#tests/agent/colour-word-cases.ts";
import { BASE_PROMPTS, bases, CASES, drawingOf, judge, refine } from "#tests/agent/refinement-fidelity.ts";

const { values } = parseArgs({ options: { verbose: { type: "boolean", default: false } } });
const planner = createDeterministicPlanner();
const engine = await nodeEngine();
const parents = await bases(planner, engine);

let applied = 0;
let kept = 0;
const unasked: string[] = [];
for (const test of CASES) {
  const parent = parents[test.base];
  const plan = await refine(planner, parent, BASE_PROMPTS[test.base], test.request);
  const verdict = judge(test, parent, plan.spec, plan.narration.join(" "), drawingOf(engine, plan.spec));
  if (verdict.applied) applied++;
  if (verdict.kept) kept++;
  else unasked.push(`${test.base}: ${test.request}`);
  if (values.verbose && verdict.problems.length > 0) console.log(`✗ ${test.base}: ${test.request}\n    ${verdict.problems.join("\n    ")}\n    “${plan.narration.join(" ")}”`);
}
const percent = (count: number, total: number) => `${((count / total) * 100).toFixed(1)} %`;
console.log(`Refinements: ${CASES.length} requests over ${Object.keys(BASE_PROMPTS).length} base logos`);
console.log(`  applied  ${percent(applied, CASES.length)} (${applied}/${CASES.length})`);
console.log(`  kept     ${percent(kept, CASES.length)} (${kept}/${CASES.length})`);
console.log(`  requests that changed something unasked: ${unasked.length}${unasked.length ? ` (${unasked.join("; ")})` : ""}`);

let hits = 0;
for (const test of COLOUR_WORD_CASES) {
  const plan = await planner.plan({ prompt: test.prompt, history: [], parent: null, references: [], seed: 1 });
  const design = engine.design(plan.spec);
  const failures = hitsAskedHues(test.asks, drawnFromInk(plan.spec.layout, plan.spec.container, design.ink), rasterize(design.svg(), 128));
  if (failures.length === 0) hits++;
  else if (values.verbose) console.log(`✗ ${test.prompt}: ${failures.join("; ")}`);
}
console.log(`Colour words on new logos: ${percent(hits, COLOUR_WORD_CASES.length)} hit (${hits}/${COLOUR_WORD_CASES.length})`);
