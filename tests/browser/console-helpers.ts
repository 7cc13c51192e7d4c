import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config.ts";

const run = promisify(execFile);
export const CONSOLE_PASSWORD = "correct horse battery";
/** The local state scripts/serve-test.ts serves for this port. */
const STATE = `.wrangler/test-state-${new URL(BASE_URL).port}`;

/** Signs up (or in) on the page's own form, with the console tests' password. */
async function submitAccountForm(page: Page, path: "/signup" | "/login", button: "Sign Up" | "Sign In", email: string) {
  await page.goto(path);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(CONSOLE_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: button }).click();
  await page.waitForURL(/\/dashboard/);
}

export const signUp = (page: Page, email: string) => submitAccountForm(page, "/signup", "Sign Up", email);
export const signIn = (page: Page, email: string) => submitAccountForm(page, "/login", "Sign In", email);

/**
 * The operators' accounts, made and granted once before any test runs
 * (tests/browser/global-setup.ts): the command-line grant writes to the test server's
 * database from a process of its own, and a second process writing the local SQLite file
 * while the server answers other tests refuses some of their reads (SQLITE_BUSY), which
 * D1 never does in production. Unique to the run, so a reused local server is no trouble.
 */
export type OperatorRole = "scan" | "refund" | "review";
export const OPERATOR_ROLES: OperatorRole[] = ["scan", "refund", "review"];
const RUN_VARIABLE = "CONSOLE_TEST_OPERATORS_RUN";

/** Global setup names the run; the tests (in their own processes) read it from the environment. */
export function shareOperatorRun(run: string) {
  process.env[RUN_VARIABLE] = run;
}

export function operatorEmail(role: OperatorRole, run = process.env[RUN_VARIABLE]): string {
  if (!run) throw new Error("No operators: tests/browser/global-setup.ts makes them (playwright.config.ts globalSetup)");
  return `operator.${role}.${run}@example.com`;
}

/** `npm run operator -- grant EMAIL...` against the state the test server runs on. */
export async function grantOperators(emails: string[]) {
  const { stdout } = await run(process.execPath, ["scripts/operator.ts", "grant", ...emails, "--persist-to", STATE]);
  for (const email of emails) expect(stdout).toContain(`${email} is an operator`);
}
