/**
 * Operators: the accounts that open the console at /admin. An account is made an operator
 * (or stops being one) only here, by someone with access to the database; the console
 * itself cannot grant the role. The change is recorded in the console's activity.
 *
 *   npm run operator -- grant EMAIL...     local D1, as npm start uses it
 *   npm run operator -- revoke EMAIL...
 *   npm run operator -- list
 *   ... --remote                           the deployed database
 *   ... --persist-to DIR                   a test or bench state folder
 *
 * The account must exist first: sign up on the site with the address, then grant it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { LIST_OPERATORS, operatorEmail, roleChangeStatements } from "#app/server/admin/operator-role.ts";
import { bin } from "./lib/run.ts";

const USAGE = "Usage: npm run operator -- grant|revoke EMAIL... [--remote | --persist-to DIR], or npm run operator -- list";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: "boolean", default: false }, local: { type: "boolean", default: false }, "persist-to": { type: "string" } },
});
const [command, ...addresses] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
  throw new Error(message);
}

/** Runs SQL statements through wrangler once and answers each statement's rows. */
function executeOnce(statements: string[]): Promise<Record<string, unknown>[][]> {
  // A file of its own: two runs at once must not execute each other's statements.
  const folder = mkdtempSync(join(tmpdir(), "operator-"));
  const file = join(folder, "operator.sql");
  writeFileSync(file, statements.join("\n") + "\n");
  const target = values.remote ? ["--remote"] : ["--local"];
  if (values["persist-to"]) target.push("--persist-to", values["persist-to"]);
  return new Promise((resolve, reject) => {
    const child = spawn(bin("wrangler"), ["d1", "execute", "DB", ...target, "--file", file, "--json", "--yes"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      rmSync(folder, { recursive: true, force: true });
      // With --json, wrangler writes its error to stdout: pass it on.
      if (code !== 0) return reject(new Error(`wrangler d1 execute exited with ${code}: ${output.trim()}`));
      try {
        resolve((JSON.parse(output) as { results: Record<string, unknown>[] }[]).map((statement) => statement.results));
      } catch {
        reject(new Error(`wrangler d1 execute answered something other than JSON:\n${output}`));
      }
    });
  });
}

/** How long a local run waits, in all, for a database another process is writing. */
const BUSY_PATIENCE_MS = 15_000;

/**
 * The local state is shared with a running `wrangler dev` (npm start, the test server):
 * each is its own SQLite connection, without a busy timeout, so a write of ours that meets
 * one of theirs is refused at once (SQLITE_BUSY). SQLite's answer to that is to try again
 * once the other write is done; the statements are idempotent (a role set, an entry
 * recorded only when the role changes), so trying again is safe.
 */
async function execute(statements: string[]): Promise<Record<string, unknown>[][]> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await executeOnce(statements);
    } catch (error) {
      const busy = !values.remote && error instanceof Error && error.message.includes("SQLITE_BUSY");
      if (!busy || Date.now() - started > BUSY_PATIENCE_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** attempt)));
    }
  }
}

const where = values.remote ? "the deployed database" : values["persist-to"] ? `the local state in ${values["persist-to"]}` : "the local database (npm start)";

if (command === "list") {
  const [rows] = await execute([LIST_OPERATORS]);
  if (!rows?.length) console.log(`No operators in ${where}.`);
  for (const row of rows ?? []) console.log(`${row.email}${row.display_name ? ` (${row.display_name})` : ""}`);
} else if (command === "grant" || command === "revoke") {
  if (addresses.length === 0) fail(USAGE);
  const emails = addresses.map((address) => operatorEmail(address) ?? fail(`"${address}" is not an email address. ${USAGE}`));
  // One wrangler run for all the addresses: each start of it costs seconds.
  const changes = emails.map((email) => roleChangeStatements(command, email));
  const results = await execute(changes.flat());
  let statementsBefore = 0;
  const missing: string[] = [];
  for (const [index, email] of emails.entries()) {
    statementsBefore += changes[index]!.length;
    // Each change ends by reading the account back.
    const account = results[statementsBefore - 1]?.[0];
    if (!account) {
      missing.push(email);
      continue;
    }
    console.log(
      command === "grant"
        ? `${email} is an operator in ${where}: signed in, they open the console at /admin.`
        : `${email} is no longer an operator in ${where}: /admin answers them 404 from their next request.`,
    );
  }
  for (const email of missing) console.error(`No account uses ${email} in ${where}. Sign up on the site with that address first, then run this again.`);
  if (missing.length > 0) process.exit(1);
} else {
  fail(USAGE);
}
