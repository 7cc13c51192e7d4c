/**
 * Checks that package-lock.json names every platform package its native dependencies
 * ask for (rollup, tailwind's oxide, workerd, ...). When the registry lacks a platform
 * build of the version npm chose, `npm install` silently leaves it out and `npm ci`
 * then refuses the lockfile: see docs/decisions/0001.
 *
 *   node scripts/check-lockfile.ts
 */
import { readFileSync } from "node:fs";

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const paths = Object.keys(lock.packages);
const missing: string[] = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!paths.some((p) => p.endsWith(`node_modules/${name}`))) missing.push(`${path}@${entry.version} wants ${name}@${range}`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} platform packages (npm ci will refuse it):`);
  for (const line of missing) console.error(`  ${line}`);
  console.error("Pin the parent to a version whose platform packages the registry serves (docs/decisions/0001).");
  process.exit(1);
}
console.log("package-lock.json names every platform package.");
