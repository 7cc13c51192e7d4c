/**
 * Run by `npm run deploy` before anything is built or published: a site deployed with
 * wrangler.toml's example identity would show buyers a made-up company on its imprint,
 * terms and licence certificates, and a support address nobody reads. It names each
 * setting to change and stops the deploy.
 *
 *   node scripts/check-identity.ts [--config wrangler.toml]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { identityProblems, varsOfWranglerToml } from "#app/lib/identity-check.ts";

const { values } = parseArgs({ options: { config: { type: "string", default: "wrangler.toml" } } });
const problems = identityProblems(varsOfWranglerToml(readFileSync(values.config, "utf8")));
if (problems.length > 0) {
  console.error(`Not deploying: the site would show buyers a placeholder identity. Change these settings in [vars] of ${values.config}:\n`);
  for (const problem of problems) console.error(`  - ${problem.message}`);
  console.error("\nThen run npm run deploy again. Nothing was built or published.");
  process.exit(1);
}
console.log(`The company identity and support address in ${values.config} are set.`);
